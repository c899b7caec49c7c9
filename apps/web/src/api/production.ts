/**
 * Production screens (Layar Produksi), plotting and active orders (Pesan Aktif), as docs/API.md
 * "Production screens" and "Kitchen and pickup" name them (spec 02 §2.4, §2.7, §2.8, §7).
 */

import type { activeBody, bumpBody, FormOf, setPlottingBody, undoBumpBody } from "@waroeng/domain/requests";
import type {
  bumped,
  bumpUndone,
  notaPage,
  plottingSide,
  plottingType,
  productionScreen,
  productionStation,
  queueEntry,
  screenDetail,
} from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";
import { notePageOf } from "./kitchen.ts";

export type ProductionScreen = z.output<typeof productionScreen>;
export type PlottingSide = z.output<typeof plottingSide>;
export type ProductionStation = z.output<typeof productionStation>;
export type PlottingType = z.output<typeof plottingType>;
export type ScreenDetail = z.output<typeof screenDetail>;
export type QueueEntry = z.output<typeof queueEntry>;
export type ActivePage = z.output<typeof notaPage>;
export type Bumped = z.output<typeof bumped>;
export type BumpUndone = z.output<typeof bumpUndone>;

/** GET /m-layar-produksi/all → the outlet's screens with their plotting. */
export async function fetchScreens(): Promise<ProductionScreen[]> {
  return (await api.get<ProductionScreen[]>("m-layar-produksi/all")).data ?? [];
}

/** GET /m-layar-produksi/plot-name → production stations. */
export async function fetchStations(): Promise<ProductionStation[]> {
  return (await api.get<ProductionStation[]>("m-layar-produksi/plot-name")).data ?? [];
}

/** GET /m-layar-produksi/type-name → transaction types. */
export async function fetchTypes(): Promise<PlottingType[]> {
  return (await api.get<PlottingType[]>("m-layar-produksi/type-name")).data ?? [];
}

/** The four lists of the Update modal. */
export type PlottingForm = FormOf<typeof setPlottingBody>;

/** POST /plot-produksi/set → the screen as saved. */
export async function savePlotting(form: PlottingForm): Promise<ProductionScreen> {
  return (await api.post<ProductionScreen>("plot-produksi/set", form)).data;
}

/** GET /m-layar-produksi/detail-screen/{layarId}. */
export async function fetchScreenDetail(screenId: number): Promise<ScreenDetail> {
  return (await api.get<ScreenDetail>(`m-layar-produksi/detail-screen/${screenId}`)).data;
}

/** GET /m-transaction-table/table-name → table id → name. */
export async function fetchTableNames(): Promise<Record<string, string>> {
  return (await api.get<Record<string, string>>("m-transaction-table/table-name")).data ?? {};
}

/** POST /m-dish-status/bump: every dish of a production card ready → which ones it turned ready, and its undo token. */
export async function bumpDishes(ids: number[]): Promise<Bumped> {
  return (await api.post<Bumped>("m-dish-status/bump", { m_dish_status_id: ids } satisfies FormOf<typeof bumpBody>)).data;
}

/** POST /m-dish-status/bump/undo: the dishes a bump turned ready (its `bumped`) back to not ready, unless changed since. */
export async function undoBump(ids: number[], token: string): Promise<BumpUndone> {
  const body = { m_dish_status_id: ids, undo_token: token } satisfies FormOf<typeof undoBumpBody>;
  return (await api.post<BumpUndone>("m-dish-status/bump/undo", body)).data;
}

/** POST /m-dish-status/active?page= {} → a page of open notas with their dishes (read-only). */
export async function fetchActive(page: number): Promise<ActivePage> {
  return notePageOf((await api.post<ActivePage>("m-dish-status/active", {} satisfies FormOf<typeof activeBody>, { page })).data, page);
}

/** The station names of a half, or undefined when none (the card shows `Belum di set`). */
export function stationNames(side: PlottingSide): string | undefined {
  return side.plot_produksi.length > 0 ? side.plot_produksi.map((s) => s.name).join(", ") : undefined;
}

/** The transaction type names of a half, or undefined when none. */
export function typeNames(side: PlottingSide): string | undefined {
  return side.type_transaction.length > 0 ? side.type_transaction.map((s) => s.name).join(", ") : undefined;
}
