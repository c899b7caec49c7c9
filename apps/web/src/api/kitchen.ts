/**
 * Kitchen preparation (Hal Tata) and pickup (Hal Ambil) calls, as docs/API.md "Kitchen and pickup"
 * names them (spec 02 §2.1, §2.3, §4, §7).
 */

import { SCREEN_MSG } from "@waroeng/domain";
import type { FormOf, readyByTypeBody } from "@waroeng/domain/requests";
import type { available, availableMenu, dish, notaPage, pickupNota, readyNota, readyStatus } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api, newIdempotencyKey, request } from "./client.ts";
import type { MenuItem } from "./menu.ts";
import { menuReplies } from "./replies.ts";

/** Kitchen prep screen type (route param of /hal-tata/{type}). */
export type PrepType = "dine_in" | "take_away";
/** Pickup screen type (route param of /hal-ambil/{type}). */
export type PickupType = "minum" | "makan";

/** A nota badge of GET /m-transaction-table/ready-status. */
export type ReadyNote = z.output<typeof readyNota>;

export type ReadyStatus = z.output<typeof readyStatus>;

/** One dish unit in the kitchen (m_dish_status). Flags are 0 or 1. */
export type Dish = z.output<typeof dish>;

/** A nota on the pickup screen: the staff-side nota fields plus its dishes. */
export type PickupNote = z.output<typeof pickupNota>;

/** Laravel-style page of POST /m-dish-status/ready-by-type and /m-dish-status/active. */
export type NotePage = z.output<typeof notaPage>;

/** GET /m-transaction-table/ready-status?type= → the three badge groups. */
export async function fetchReadyStatus(type: PrepType): Promise<ReadyStatus> {
  const res = await api.get<ReadyStatus>("m-transaction-table/ready-status", { type });
  return { completed: res.data?.completed ?? [], notCompleted: res.data?.notCompleted ?? [], additional: res.data?.additional ?? [] };
}

/** GET /m-dish-status/by-transaction/{id} → the nota's dishes. */
export async function fetchDishesByTransaction(transactionId: number): Promise<Dish[]> {
  return (await api.get<Dish[]>(`m-dish-status/by-transaction/${transactionId}`)).data ?? [];
}

/** GET /m-dish-status/set-ready/{id} or set-not-ready/{id}; one key per tap, kept in the outbox offline (QueuedError). */
export async function setDishReady(dishId: number, ready: boolean): Promise<void> {
  await request("GET", `m-dish-status/${ready ? "set-ready" : "set-not-ready"}/${dishId}`, {
    idempotencyKey: newIdempotencyKey(),
    queue: true,
  });
}

/** GET /m-dish-status/set-served/{id} or set-not-served/{id}; one key per tap, kept in the outbox offline (QueuedError). */
export async function setDishServed(dishId: number, served: boolean): Promise<void> {
  await request("GET", `m-dish-status/${served ? "set-served" : "set-not-served"}/${dishId}`, {
    idempotencyKey: newIdempotencyKey(),
    queue: true,
  });
}

/**
 * A page of notas as the screens read it: `page` when the reply names none, at least one last
 * page, and zero counts and no notas when the reply is empty.
 */
export function notePageOf(data: NotePage | null | undefined, page: number): NotePage {
  return {
    current_page: data?.current_page ?? page,
    last_page: Math.max(1, data?.last_page ?? 1),
    per_page: data?.per_page ?? 0,
    total: data?.total ?? 0,
    data: data?.data ?? [],
  };
}

/** POST /m-dish-status/ready-by-type?page= {type} → a page of notas with their dishes. */
export async function fetchReadyByType(type: PickupType, page: number): Promise<NotePage> {
  const res = await api.post<NotePage>("m-dish-status/ready-by-type", { type } satisfies FormOf<typeof readyByTypeBody>, { page });
  return notePageOf(res.data, page);
}

/** GET /m-dish-status/set-delivered?transaction_id=&type= : the nota's dishes of that type are delivered. */
export async function setDelivered(transactionId: number, type: PickupType): Promise<void> {
  await api.get("m-dish-status/set-delivered", { transaction_id: transactionId, type });
}

/** The id a dish is addressed by in the set-* calls. */
export function dishId(dish: Dish): number {
  return dish.m_dish_status_id ?? dish.id;
}

/** Dishes grouped by menu type name, in first-seen order. */
export function groupDishesByMenuType(dishes: readonly Dish[]): Array<{ menuType: string; dishes: Dish[] }> {
  const groups = new Map<string, Dish[]>();
  for (const dish of dishes) {
    const key = dish.m_menu_jenis_nama?.trim() || SCREEN_MSG.OTHER;
    const list = groups.get(key);
    if (list) {
      list.push(dish);
    } else {
      groups.set(key, [dish]);
    }
  }
  return [...groups.entries()].map(([menuType, list]) => ({ menuType, dishes: list }));
}

/** A menu with its pending (not ready) dishes, split dine-in / take-away and delivery. */
export type AvailableMenu = z.output<typeof availableMenu>;

/** `data` of GET /m-dish-status/available?type=: menu cards, tab counts and today's cancelled dishes. */
export type Available = z.output<typeof available>;

/** GET /m-dish-status/available?type= (spec 02 §2.1 menu cards). */
export async function fetchAvailable(type: PrepType): Promise<Available> {
  const data = (await api.get<Available>("m-dish-status/available", { type })).data;
  return { by_menu: data?.by_menu ?? [], by_menu_jenis: data?.by_menu_jenis ?? [], cancelled: data?.cancelled ?? [] };
}

/** GET /mmenu?m_menu_m_menu_jenis_id= : every menu of a type, for the kitchen menu cards. */
export async function fetchMenusOfType(menuTypeId: number): Promise<MenuItem[]> {
  return (await api.get<MenuItem[]>("mmenu", { m_menu_m_menu_jenis_id: menuTypeId }, { reply: menuReplies.items })).data ?? [];
}
