/**
 * Stock, Menu Habis, Gagal Proses, Bungkusan and Hal Tata's table-by-menu calls (docs/API.md "Stock";
 * orders §2.1, §2.9, payment §2.11). Query keys are matched by live events in lib/liveMatch.ts.
 */

import type { FormOf, packBody, saveStockBody, setHabisBody } from "@waroeng/domain/requests";
import type { dish, habisMenu, readyNota, stockIndex, stockMenu, wasteLog } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";
import type { PrepType } from "./kitchen.ts";

export type StockIndex = z.output<typeof stockIndex>;
export type StockMenu = z.output<typeof stockMenu>;
export type SoldOutMenu = z.output<typeof habisMenu>;
export type WasteLog = z.output<typeof wasteLog>;
export type PackNote = z.output<typeof readyNota>;
export type Dish = z.output<typeof dish>;

/** GET /m-menu/indexStock: menu types (tabs) and every active menu with today's stock. */
export async function fetchStockIndex(): Promise<StockIndex> {
  return (await api.get<StockIndex>("m-menu/indexStock")).data;
}

/** POST /m-menu/saveStock {data: [{m_menu_id, m_stock_stock_awal}]} (null: not counted). */
export async function saveStock(data: Array<{ m_menu_id: number; m_stock_stock_awal: number | null }>): Promise<string> {
  return (await api.post<StockMenu[]>("m-menu/saveStock", { data } satisfies FormOf<typeof saveStockBody>)).meta.message;
}

/** GET /m-menu/habis: active menus with their sold-out state. */
export async function fetchSoldOut(): Promise<SoldOutMenu[]> {
  return (await api.get<SoldOutMenu[]>("m-menu/habis")).data ?? [];
}

/** POST /m-menu/set-habis {m_menu_id, m_stock_habis}. */
export async function setSoldOut(menuId: number, habis: boolean): Promise<string> {
  return (
    await api.post<SoldOutMenu>("m-menu/set-habis", { m_menu_id: menuId, m_stock_habis: habis ? 1 : 0 } satisfies FormOf<
      typeof setHabisBody
    >)
  ).meta.message;
}

/** GET /m-dish-status/gagal-proses?tanggal: the waste log of a day. */
export async function fetchWaste(date: string): Promise<WasteLog> {
  return (await api.get<WasteLog>("m-dish-status/gagal-proses", { tanggal: date })).data;
}

/** GET /m-dish-status/bungkusan: take-away and delivery notas ready to pack. */
export async function fetchPacking(): Promise<PackNote[]> {
  return (await api.get<PackNote[]>("m-dish-status/bungkusan")).data ?? [];
}

/** POST /m-dish-status/set-packed {transaction_id}. */
export async function setPacked(transactionId: number): Promise<string> {
  return (
    await api.post<{ packed: number }>("m-dish-status/set-packed", { transaction_id: transactionId } satisfies FormOf<typeof packBody>)
  ).meta.message;
}

/** GET /m-dish-status/table-by-menu/{menuId}?type: the menu's dishes still to cook. */
export async function fetchTableByMenu(menuId: number, type: PrepType): Promise<Dish[]> {
  return (await api.get<Dish[]>(`m-dish-status/table-by-menu/${menuId}`, { type })).data ?? [];
}
