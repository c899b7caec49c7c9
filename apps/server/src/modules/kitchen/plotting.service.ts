/**
 * Plotting of the production screens (orders §2.7, §3; docs/API.md "Production screens"): which
 * stations and transaction types each half of a screen shows. Reads: the screens with their
 * plotting, the stations, the transaction types, the outlet's table names. The change (POST
 * /plot-produksi/set) is one transaction with the screen row locked, and publishes a `plotting` event.
 */
import { API_MSG, overlappingPairs, PRODUCTION_MSG } from "@waroeng/domain";
import type { SetPlottingBody } from "@waroeng/domain/requests";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { diningTables, plottings, productionScreens, stations, transactionTypes } from "../../db/schema/index.ts";
import { badRequest, notFound } from "../../lib/http.ts";
import { notifyChange } from "../../plugins/realtime.ts";
import { typeLabel } from "../orders/orders.presenter.ts";

export type Side = "left" | "right";

/** A half's plotting as stored: station and transaction type ids. */
export interface SideIds {
  stationIds: number[];
  typeIds: number[];
}

/** The names a plotting is shown with: the outlet's stations and every transaction type. */
export interface PlottingNames {
  stations: Map<number, string>;
  types: Map<number, string>;
}

/** A station on the wire (both the spec's names and the short ones). */
export function presentStation(id: number, name: string) {
  return { id, name, m_plot_produksi_id: id, m_plot_produksi_nama: name };
}

/** One half on the wire: JSON-encoded id lists (orders §3) and the same ids with their names. */
export function presentSide(side: Side, ids: SideIds | undefined, names: PlottingNames) {
  const stationIds = ids?.stationIds ?? [];
  const typeIds = ids?.typeIds ?? [];
  return {
    side,
    m_plotting_type_plot_produksi_id: JSON.stringify(stationIds),
    m_plotting_type_transaction_id: JSON.stringify(typeIds),
    plot_produksi: stationIds.filter((id) => names.stations.has(id)).map((id) => presentStation(id, names.stations.get(id) ?? "")),
    type_transaction: typeIds.filter((id) => names.types.has(id)).map((id) => ({ id, name: names.types.get(id) ?? "" })),
  };
}

/** The outlet's stations, by name. */
export async function outletStations(db: DbOrTx, outletId: number) {
  return db.select().from(stations).where(eq(stations.outletId, outletId)).orderBy(asc(stations.name), asc(stations.id));
}

/** Every transaction type (global), by id, names title-cased ("Dine In"). */
export async function plottingTypes(db: DbOrTx) {
  const rows = await db.select().from(transactionTypes).orderBy(asc(transactionTypes.id));
  return rows.map((t) => ({ id: t.id, name: typeLabel(t.name) }));
}

/** Station and type names for presentSide. */
async function plottingNames(db: DbOrTx, outletId: number): Promise<PlottingNames> {
  const [st, types] = await Promise.all([outletStations(db, outletId), plottingTypes(db)]);
  return { stations: new Map(st.map((s) => [s.id, s.name])), types: new Map(types.map((t) => [t.id, t.name])) };
}

/** The plotting rows of these screens: screen id → side → ids. */
async function sidesOf(db: DbOrTx, screenIds: number[]): Promise<Map<number, Partial<Record<Side, SideIds>>>> {
  const out = new Map<number, Partial<Record<Side, SideIds>>>();
  if (screenIds.length === 0) {
    return out;
  }
  const rows = await db.select().from(plottings).where(inArray(plottings.screenId, screenIds));
  for (const r of rows) {
    const entry = out.get(r.screenId) ?? {};
    entry[r.side as Side] = { stationIds: r.stationIds, typeIds: r.transactionTypeIds };
    out.set(r.screenId, entry);
  }
  return out;
}

/**
 * The outlet's production screens with their plotting, by name (GET /m-layar-produksi/all):
 * `plotting` always holds the left then the right half (empty lists when never set).
 */
export async function listScreens(db: DbOrTx, outletId: number, only?: number) {
  const screens = await db
    .select()
    .from(productionScreens)
    .where(and(eq(productionScreens.outletId, outletId), only === undefined ? undefined : eq(productionScreens.id, only)))
    .orderBy(asc(productionScreens.name), asc(productionScreens.id));
  const [names, sides] = await Promise.all([
    plottingNames(db, outletId),
    sidesOf(
      db,
      screens.map((s) => s.id),
    ),
  ]);
  return screens.map((s) => ({
    id: s.id,
    layar_name: s.name,
    plotting: (["left", "right"] as const).map((side) => presentSide(side, sides.get(s.id)?.[side], names)),
  }));
}

/** Table id → name of the outlet's tables (GET /m-transaction-table/table-name), keys as strings. */
export async function tableNames(db: DbOrTx, outletId: number): Promise<Record<string, string>> {
  const rows = await db
    .select({ id: diningTables.id, name: diningTables.name })
    .from(diningTables)
    .where(eq(diningTables.outletId, outletId))
    .orderBy(asc(diningTables.id));
  return Object.fromEntries(rows.map((r) => [String(r.id), r.name]));
}

/**
 * Saves both halves of a screen's plotting (POST /plot-produksi/set), in one transaction with the
 * screen row locked. Every station must be the outlet's and every transaction type known; a station
 * may be on several screens, but one (station, type) pair not on both halves of one screen
 * (`overlappingPairs` of the domain). Publishes a `plotting` event.
 * @returns the screen as GET /m-layar-produksi/all shows it.
 * @throws ApiError 404 `Layar produksi tidak ditemukan` (unknown or another outlet's screen); 422
 *   `Stasiun produksi tidak ditemukan`, `Jenis transaksi tidak valid`, or the overlap refusal. A
 *   refusal changes nothing.
 */
export async function setPlotting(db: Db, outletId: number, body: SetPlottingBody) {
  const left: SideIds = { stationIds: body.left_plot_produksi, typeIds: body.left_type_transaction };
  const right: SideIds = { stationIds: body.right_plot_produksi, typeIds: body.right_type_transaction };
  await db.transaction(async (tx) => {
    const [screen] = await tx
      .select({ id: productionScreens.id })
      .from(productionScreens)
      .where(and(eq(productionScreens.id, body.id), eq(productionScreens.outletId, outletId)))
      .for("update");
    if (!screen) {
      throw notFound(PRODUCTION_MSG.SCREEN_NOT_FOUND);
    }
    const names = await plottingNames(tx, outletId);
    if ([...left.stationIds, ...right.stationIds].some((id) => !names.stations.has(id))) {
      throw badRequest(PRODUCTION_MSG.STATION_NOT_FOUND);
    }
    if ([...left.typeIds, ...right.typeIds].some((id) => !names.types.has(id))) {
      throw badRequest(API_MSG.TRANSACTION_TYPE_INVALID);
    }
    if (overlappingPairs(left, right).length > 0) {
      throw badRequest(PRODUCTION_MSG.SIDES_OVERLAP);
    }
    for (const [side, ids] of [
      ["left", left],
      ["right", right],
    ] as const) {
      await tx
        .insert(plottings)
        .values({ screenId: screen.id, side, stationIds: ids.stationIds, transactionTypeIds: ids.typeIds })
        .onConflictDoUpdate({
          target: [plottings.screenId, plottings.side],
          set: { stationIds: ids.stationIds, transactionTypeIds: ids.typeIds },
        });
    }
    await notifyChange(tx, outletId, { topic: "plotting" });
  });
  const [saved] = await listScreens(db, outletId, body.id);
  if (!saved) {
    throw notFound(PRODUCTION_MSG.SCREEN_NOT_FOUND);
  }
  return saved;
}
