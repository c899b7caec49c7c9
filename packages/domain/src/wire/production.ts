/**
 * Production screens (Layar Produksi) and their plotting: replies of `GET /m-layar-produksi/*`,
 * `POST /plot-produksi/set`, `POST /m-dish-status/bump` and `GET /m-transaction-table/table-name`
 * (orders §2.7, §2.8, §3, §7; docs/API.md "Production screens").
 */
import { z } from "zod";
import { envelope, wireFlag, wireId, wireInstant, wireInt } from "./envelope.ts";

/** A production station (plot produksi): both the spec's names and the short ones. */
export const productionStation = z.strictObject({
  id: wireId,
  name: z.string(),
  m_plot_produksi_id: wireId,
  m_plot_produksi_nama: z.string(),
});

/** A transaction type as the plotting lists it (`name` title-cased: "Dine In"). */
export const plottingType = z.strictObject({ id: wireId, name: z.string() });

/**
 * One half of a screen. The id lists are JSON-encoded strings as in orders §3 (`"[1,2]"`), the
 * same ids resolved with their names beside them (empty lists: the screen shows `Belum di set`).
 */
export const plottingSide = z.strictObject({
  side: z.enum(["left", "right"]),
  m_plotting_type_plot_produksi_id: z.string().describe('JSON-encoded list of station ids, e.g. "[1,2]"'),
  m_plotting_type_transaction_id: z.string().describe('JSON-encoded list of transaction type ids, e.g. "[1,2]"'),
  plot_produksi: z.array(productionStation),
  type_transaction: z.array(plottingType),
});

/** A production screen with its plotting (left first, then right). */
export const productionScreen = z.strictObject({
  id: wireId,
  layar_name: z.string(),
  plotting: z.array(plottingSide),
});

/** The nota a queued dish belongs to. */
export const menuDetail = z.strictObject({
  m_transaction_table_id: wireId,
  m_transaction_table_table_list: z.array(wireId).describe("table ids (names: GET /m-transaction-table/table-name)"),
  m_transaction_table_note_number: z.string(),
  m_transaction_table_customer_name: z.string(),
  name: z.string().describe('order type title-cased: "Dine In"'),
  m_t_t_id: wireId,
  m_transaction_table_order_time: wireInstant,
  m_transaction_menu_custom_menu: z.string(),
});

/** One dish unit waiting on a production screen. `created_at`: when it reached the kitchen (ticket age). */
export const queuedDish = z.strictObject({
  id: wireId,
  m_dish_status_id: wireId,
  m_dish_status_menu_id: wireId,
  m_dish_status_menu_jenis_id: wireId,
  m_dish_status_plot_produksi_id: wireId,
  is_ready: wireFlag,
  is_additional: wireFlag,
  created_at: wireInstant,
  updated_at: wireInstant,
  menu_detail: menuDetail,
});

/** A queue entry: one menu with its waiting dishes, oldest first. `count`: the dishes (all-day count). */
export const queueEntry = z.strictObject({
  id: wireId.describe("the menu id"),
  m_menu_nama: z.string(),
  count: wireInt,
  oldest_at: wireInstant.describe("created_at of its oldest dish"),
  m_dish_status: z.array(queuedDish),
});

/** A dish cancelled today that this screen would have shown. */
export const screenCancelled = z.strictObject({
  id: wireId,
  m_menu_nama: z.string(),
  m_transaction_table_note_number: z.string(),
  updated_at: wireInstant,
});

/** `GET /m-layar-produksi/detail-screen/{layarId}` data. */
export const screenDetail = z.strictObject({
  id: wireId,
  layar_name: z.string(),
  left: plottingSide,
  right: plottingSide,
  left_queue: z.array(queueEntry),
  right_queue: z.array(queueEntry),
  left_additional: z.array(queueEntry),
  right_additional: z.array(queueEntry),
  cancelled: z.array(screenCancelled),
  m_menu_jenis_ids: z.array(wireId).describe("menu types its stations cook: which live `dishes` events reach it"),
});

/** `POST /m-dish-status/bump` data: the dishes now ready (already ready ones included). */
export const bumped = z.strictObject({ m_dish_status_id: z.array(wireId), ready: wireInt });

export const productionReplies = {
  screens: envelope(z.array(productionScreen)),
  screen: envelope(productionScreen),
  types: envelope(z.array(plottingType)),
  stations: envelope(z.array(productionStation)),
  detail: envelope(screenDetail),
  tableNames: envelope(z.record(z.string(), z.string()).describe("table id → name")),
  bumped: envelope(bumped),
};
