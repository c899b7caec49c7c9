/**
 * The kitchen and pickup lists updated in place from a live event's `order` (docs/API.md "Live
 * events"): the order a `dishes` event touched, with its nota header and every dish as the lists show
 * it now. Each function returns the list as the server would answer it now, reusing every nota, card
 * and dish object the change did not touch (so their memoised cards do not render again), or
 * `undefined` when the cached list cannot tell (another page may shift, an order time is unknown):
 * then the screen reads that list again. Rules as the server's reads (apps/server modules/kitchen
 * kitchen.screens.ts):
 * - Hal Tata's badges (`ready-status`): notas of the kind with dishes neither cancelled nor delivered,
 *   oldest order first, `completed` when all are ready, also under `additional` when an additional
 *   dish is not ready;
 * - Hal Tata's menu cards (`dish-available`): those dishes not ready yet, per menu item, in the
 *   order of their oldest dish; every menu type's count; today's cancelled dishes, newest first;
 * - Hal Ambil (`ready-by-type`): notas with such dishes of the pickup kind, listed while one is not
 *   served or the order is open; Pesan Aktif (`pesan-aktif`): open notas with uncancelled dishes; both
 *   paged by order time (6 a page);
 * - a nota's dishes (`dishes-by-transaction`): its uncancelled dishes;
 * - Layar Produksi (`layar-produksi`): lib/productionPatch.ts.
 */
import { notifyManager, type Query, type QueryClient } from "@tanstack/react-query";
import { allServed, isDineIn, jakartaDayStart, notaProgress, optionsKey } from "@waroeng/domain";
import type { LiveOrder } from "@waroeng/domain/wire";
import type { Available, AvailableMenu, Dish, NotePage, PickupNote, PickupType, PrepType, ReadyNote, ReadyStatus } from "../api/kitchen.ts";
import type { ScreenDetail } from "../api/production.ts";
import type { AppQueryKey } from "../api/queryKeys.ts";
import { walk } from "./liveMatch.ts";
import { patchScreenDetail } from "./productionPatch.ts";

/** The header fields of a nota, without the pickup card's `user_input`. */
type NotaHead = Omit<ReadyNote, "dish_count" | "ready_count" | "m_dish_status">;
/** Something placed by order time: a nota (its order time and id). */
type Timed = { m_transaction_table_order_time: string; m_transaction_table_id: number };

const pending = (d: Dish) => d.is_cancelled === 0 && d.is_delivered === 0;
const orderIdOf = (order: LiveOrder) => order.nota.m_transaction_table_id;
const inKind = (order: LiveOrder, kind: PrepType) => isDineIn(order.nota.m_t_t_id) === (kind === "dine_in");

function byOrderTime(a: Timed, b: Timed): number {
  return (
    Date.parse(a.m_transaction_table_order_time) - Date.parse(b.m_transaction_table_order_time) ||
    a.m_transaction_table_id - b.m_transaction_table_id
  );
}

/** `list` without the nota of `orderId`, then with `nota` (if any) at its place by order time; `list` itself when unchanged. */
function placeNota<T extends Timed>(list: T[], orderId: number, nota: T | undefined): T[] {
  const rest = list.filter((n) => n.m_transaction_table_id !== orderId);
  if (!nota) {
    return rest.length === list.length ? list : rest;
  }
  const at = rest.findIndex((n) => byOrderTime(nota, n) < 0);
  rest.splice(at < 0 ? rest.length : at, 0, nota);
  return rest;
}

function headOf(order: LiveOrder): NotaHead {
  const { user_input: _user, ...head } = order.nota;
  return head;
}

/** Hal Tata's nota badges of `kind` after `order` changed. */
export function patchReadyStatus(data: ReadyStatus, kind: PrepType, order: LiveOrder): ReadyStatus {
  const dishes = order.dishes.filter(pending);
  const id = orderIdOf(order);
  const nota: ReadyNote | undefined =
    dishes.length > 0 && inKind(order, kind)
      ? {
          ...headOf(order),
          dish_count: dishes.length,
          ready_count: dishes.filter((d) => d.is_ready === 1).length,
          m_dish_status: dishes,
        }
      : undefined;
  const done = nota !== undefined && notaProgress(dishes) === "completed";
  const added = nota !== undefined && dishes.some((d) => d.is_additional === 1 && d.is_ready !== 1);
  return {
    completed: placeNota(data.completed, id, done ? nota : undefined),
    notCompleted: placeNota(data.notCompleted, id, nota && !done ? nota : undefined),
    additional: placeNota(data.additional, id, added ? nota : undefined),
  };
}

/**
 * Hal Tata's menu cards of `kind` after `order` changed. `orderTimeOf`: the order time (ms) of an
 * order whose dishes the cards hold (from the screen's other lists); undefined when one is unknown.
 */
export function patchAvailable(
  data: Available,
  kind: PrepType,
  order: LiveOrder,
  orderTimeOf: (orderId: number) => number | undefined,
  now = Date.now(),
): Available | undefined {
  const id = orderIdOf(order);
  const ids = new Set(order.dishes.map((d) => d.id));
  const mine = inKind(order, kind) ? order.dishes.filter((d) => pending(d) && d.is_ready === 0) : [];
  const touched = new Set(mine.map((d) => d.m_dish_status_menu_id));
  for (const m of data.by_menu) {
    if ([...m.dine_in, ...m.take_away].some((d) => d.m_dish_status_table_id === id)) {
      touched.add(m.m_menu_id);
    }
  }
  let byMenu = data.by_menu;
  if (touched.size > 0) {
    const typeRank = new Map(data.by_menu_jenis.map((t, i) => [t.m_menu_jenis_id, i]));
    const time = (d: Dish) =>
      d.m_dish_status_table_id === id ? Date.parse(order.nota.m_transaction_table_order_time) : orderTimeOf(d.m_dish_status_table_id);
    const rows = [...data.by_menu.flatMap((m) => [...m.dine_in, ...m.take_away]).filter((d) => d.m_dish_status_table_id !== id), ...mine];
    if (rows.some((d) => time(d) === undefined)) {
      return undefined;
    }
    const key = (d: Dish) => [time(d) as number, d.m_dish_status_table_id, typeRank.get(d.m_dish_status_menu_jenis_id) ?? 0, d.id];
    const compare = (a: Dish, b: Dish) => {
      const [ka, kb] = [key(a), key(b)];
      return ka.map((v, i) => v - (kb[i] as number)).find((x) => x !== 0) ?? 0;
    };
    rows.sort(compare);
    const groups = new Map<number, Dish[]>();
    for (const d of rows) {
      groups.set(d.m_dish_status_menu_id, [...(groups.get(d.m_dish_status_menu_id) ?? []), d]);
    }
    const old = new Map(data.by_menu.map((m) => [m.m_menu_id, m]));
    byMenu = [...groups.entries()].map(([menuId, list]) => (touched.has(menuId) ? menuCard(list) : (old.get(menuId) as AvailableMenu)));
  }
  const counts = new Map<number, number>();
  for (const m of byMenu) {
    for (const d of [...m.dine_in, ...m.take_away]) {
      counts.set(d.m_dish_status_menu_jenis_id, (counts.get(d.m_dish_status_menu_jenis_id) ?? 0) + 1);
    }
  }
  const byType = data.by_menu_jenis.map((t) => {
    const count = counts.get(t.m_menu_jenis_id) ?? 0;
    return count === t.count ? t : { ...t, count };
  });
  const since = jakartaDayStart(now);
  const cancelledNow = order.dishes
    .filter((d) => d.is_cancelled === 1 && Date.parse(d.updated_at) >= since && Date.parse(d.updated_at) < since + 86_400_000)
    .map((d) => ({
      id: d.id,
      m_menu_nama: d.m_menu_nama,
      options: d.options,
      m_transaction_table_note_number: d.m_transaction_table_note_number,
      updated_at: d.updated_at,
    }));
  const kept = data.cancelled.filter((c) => !ids.has(c.id));
  const cancelled =
    cancelledNow.length === 0 && kept.length === data.cancelled.length
      ? data.cancelled
      : [...kept, ...cancelledNow].sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at));
  return { by_menu: byMenu, by_menu_jenis: byType, cancelled };
}

/** A menu card from its pending dishes in the lists' order. */
function menuCard(list: Dish[]): AvailableMenu {
  const head = list[0] as Dish;
  const variants = new Map<string, { options: Dish["options"]; count: number }>();
  for (const d of list) {
    const k = optionsKey(d.options);
    const v = variants.get(k) ?? { options: d.options, count: 0 };
    v.count++;
    variants.set(k, v);
  }
  return {
    m_menu_id: head.m_dish_status_menu_id,
    m_menu_nama: head.m_menu_nama,
    m_menu_m_menu_jenis_id: head.m_dish_status_menu_jenis_id,
    m_menu_m_kategori_id: head.m_dish_status_kategori_id,
    count: list.length,
    variants: [...variants.values()],
    dine_in: list.filter((d) => isDineIn(d.m_t_t_id)),
    take_away: list.filter((d) => !isDineIn(d.m_t_t_id)),
  };
}

/**
 * A page of nota cards with `card` (the order's card now, or undefined: not listed) in place of the
 * order's. In place when the page keeps its notas otherwise (the card stays on it, or every nota is
 * on this one page); undefined when other pages may shift.
 */
function patchPage(page: NotePage, orderId: number, card: PickupNote | undefined): NotePage | undefined {
  const at = page.data.findIndex((n) => n.m_transaction_table_id === orderId);
  if (at >= 0 && card) {
    const data = [...page.data];
    data[at] = card;
    return { ...page, data };
  }
  if (page.last_page > 1 || page.current_page !== 1) {
    return undefined;
  }
  if (at < 0 && !card) {
    return page;
  }
  const data = placeNota(page.data, orderId, card);
  if (data.length > (page.per_page || 6)) {
    return undefined;
  }
  return { ...page, total: data.length, data };
}

function cardOf(order: LiveOrder, dishes: Dish[]): PickupNote {
  return { ...order.nota, all_served: allServed(dishes), m_dish_status: dishes };
}

/** Hal Ambil's page of `kind` after `order` changed (undefined: read it again). */
export function patchPickupPage(page: NotePage, kind: PickupType, order: LiveOrder): NotePage | undefined {
  const dishes = order.dishes.filter((d) => pending(d) && d.m_menu_jenis_ambil === kind);
  const open = order.nota.m_transaction_table_status === 0;
  const listed = dishes.some((d) => d.is_served === 0 || open);
  return patchPage(page, orderIdOf(order), listed ? cardOf(order, dishes) : undefined);
}

/** Pesan Aktif's page after `order` changed (undefined: read it again). */
export function patchActivePage(page: NotePage, order: LiveOrder): NotePage | undefined {
  const dishes = order.dishes.filter((d) => d.is_cancelled === 0);
  const listed = order.nota.m_transaction_table_status === 0 && dishes.length > 0;
  return patchPage(page, orderIdOf(order), listed ? cardOf(order, dishes) : undefined);
}

/** A nota's dishes (its popup) after `order` changed. */
export function patchOrderDishes(order: LiveOrder): Dish[] {
  return order.dishes.filter((d) => d.is_cancelled === 0);
}

/** Heads of the lists patchList updates (an event with `order` does not make them read again). */
export const PATCHED_HEADS: ReadonlySet<string> = new Set([
  "ready-status",
  "dish-available",
  "ready-by-type",
  "pesan-aktif",
  "dishes-by-transaction",
  "layar-produksi",
]);

/** What an event's `order` does to one cached list: its new data, "refetch" (read it again), or "other" (not such a list). */
export type ListPatch = { data: unknown } | "refetch" | "other";

/**
 * The patch of the cached list `key` holding `data` after `order` changed (see above); `orderTimeOf`
 * as for patchAvailable. Lists other than the kitchen, pickup, Pesan Aktif and production-screen ones are "other".
 */
export function patchList(
  key: AppQueryKey,
  data: unknown,
  order: LiveOrder,
  orderTimeOf: (orderId: number) => number | undefined,
): ListPatch {
  const done = (next: unknown) => (next === undefined ? "refetch" : { data: next });
  switch (key[0]) {
    case "ready-status":
      return done(patchReadyStatus(data as ReadyStatus, key[1], order));
    case "dish-available":
      return done(patchAvailable(data as Available, key[1], order, orderTimeOf));
    case "ready-by-type":
      return done(patchPickupPage(data as NotePage, key[1], order));
    case "pesan-aktif":
      return done(patchActivePage(data as NotePage, order));
    case "dishes-by-transaction":
      return key[1] === orderIdOf(order) ? { data: patchOrderDishes(order) } : { data };
    case "layar-produksi":
      return done(patchScreenDetail(data as ScreenDetail, order));
    default:
      return "other";
  }
}

/** Order times (ms) of the notas this device has cached (badges and cards), looked up once per event in the lists above alone. */
function orderTimes(queryClient: QueryClient): (orderId: number) => number | undefined {
  let map: Map<number, number> | null = null;
  return (id) => {
    if (!map) {
      const m = new Map<number, number>();
      for (const q of queryClient.getQueryCache().getAll()) {
        if (!PATCHED_HEADS.has(q.queryKey[0] as string)) {
          continue; // menus and the like: no nota, and walking them costs
        }
        walk(q.state.data, (o) => {
          if (typeof o.m_transaction_table_id === "number" && typeof o.m_transaction_table_order_time === "string") {
            m.set(o.m_transaction_table_id, Date.parse(o.m_transaction_table_order_time));
          }
        });
      }
      map = m;
    }
    return map.get(id);
  };
}

/**
 * Updates the cached kitchen, pickup, Pesan Aktif and production-screen lists in place from an event's `order`
 * (lib/livePatch.ts): no read, and only the changed cards render again. One being read now is read
 * once more (its answer may predate the change).
 * @returns the lists the patch could not settle (another page may shift): the caller decides whether
 *   the event concerns them (lib/liveMatch.ts) and reads them again.
 */
export function applyLiveOrder(queryClient: QueryClient, order: LiveOrder): Query[] {
  // One notification for every list patched: the screen renders once (Hal Tata's two lists together).
  return notifyManager.batch(() => patchAll(queryClient, order));
}

function patchAll(queryClient: QueryClient, order: LiveOrder): Query[] {
  const timeOf = orderTimes(queryClient);
  const unsettled: Query[] = [];
  for (const q of queryClient.getQueryCache().getAll()) {
    if (q.state.data === undefined) {
      continue;
    }
    const key = q.queryKey as AppQueryKey;
    const patch = patchList(key, q.state.data, order, timeOf);
    if (patch === "other") {
      continue;
    }
    if (patch === "refetch") {
      unsettled.push(q);
      continue;
    }
    if (patch.data !== q.state.data) {
      queryClient.setQueryData(key, patch.data);
    }
    if (q.state.fetchStatus === "fetching") {
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
    }
  }
  return unsettled;
}
