/**
 * The contract of production-screen (docs/ARCHITECTURE.md "Adding a route"): request schemas,
 * reply schemas and the route contracts (summary, description, replies, refusals) per "METHOD
 * /path" under /api. The server validates with the request schemas, attaches the contracts to its
 * routes (apps/server/src/lib/contract.ts) and renders both into OpenAPI and docs/API.md; the web
 * app types its calls with them.
 *
 * Request schemas of the production screens and their plotting (orders §2.7, §2.8, §7; docs/API.md
 * "Production screens"). Forms arrive as JSON, urlencoded or multipart: `x[]` fields arrive as `x`,
 * numbers may be strings, a list may also come as a JSON string ("[1,2]") or "1,2".
 *
 * Production screens (Layar Produksi) and their plotting: replies of `GET /m-layar-produksi/*`,
 * `POST /plot-produksi/set`, `POST /m-dish-status/bump` and `GET /m-transaction-table/table-name`
 * (orders §2.7, §2.8, §3, §7; docs/API.md "Production screens").
 *
 * The contract of the production-screen and plotting routes (orders §2.7, §2.8, §3, §7): reply
 * schemas, summary and description, attached by the server's lib/contract.ts and rendered into docs/API.md.
 */

import { z } from "zod";
import { FIELD_MSG, MAX_ID, MAX_ITEMS, parseJsonArray } from "../index.ts";
import { envelope, replies, wireFlag, wireId, wireInstant, wireInt } from "../wire/envelope.ts";
import { lineOptionsWire } from "./menu-options.ts";
import type { RouteContracts } from "./types.ts";

// ── Request schemas ──

const intInput = (v: unknown) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v);
const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

const positiveId = z.preprocess(
  intInput,
  z
    .number({ error: FIELD_MSG.ID_REQUIRED })
    .int({ error: FIELD_MSG.ID_REQUIRED })
    .positive({ error: FIELD_MSG.ID_REQUIRED })
    .max(MAX_ID, { error: FIELD_MSG.ID_REQUIRED }),
);

/** A list of ids: `x[]` fields, an array, a JSON string or "1,2"; blank → []; duplicates dropped; at most MAX_ITEMS. */
const idList = z.preprocess(
  (v) => {
    const parsed = typeof v === "string" && v.trim().startsWith("[") ? parseJsonArray(v) : v;
    if (blank(parsed)) {
      return [];
    }
    return Array.isArray(parsed) ? parsed : String(parsed).split(",");
  },
  z
    .array(positiveId)
    .max(MAX_ITEMS, { error: FIELD_MSG.LIST_MAX })
    .transform((ids) => [...new Set(ids)]),
);

export const layarParam = z.object({ layarId: positiveId });

/** The four lists of `POST /plot-produksi/set`, each also accepted with `[]` in its name (JSON clients). */
const LISTS = ["left_plot_produksi", "left_type_transaction", "right_plot_produksi", "right_type_transaction"] as const;

/** `POST /plot-produksi/set`: the screen `id` and, per half, the station and transaction type ids. */
export const setPlottingBody = z.preprocess(
  (input) => {
    if (typeof input !== "object" || input === null || Array.isArray(input)) {
      return input;
    }
    const body = { ...(input as Record<string, unknown>) };
    for (const name of LISTS) {
      body[name] = body[name] ?? body[`${name}[]`];
    }
    return body;
  },
  z.object({
    id: positiveId,
    left_plot_produksi: idList,
    left_type_transaction: idList,
    right_plot_produksi: idList,
    right_type_transaction: idList,
  }),
);
export type SetPlottingBody = z.output<typeof setPlottingBody>;

/** `POST /m-dish-status/bump`: the dishes of a production card (`m_dish_status_id[]`). */
export const bumpBody = z.preprocess(
  (input) => {
    if (typeof input !== "object" || input === null || Array.isArray(input)) {
      return input;
    }
    const body = input as Record<string, unknown>;
    return { m_dish_status_id: body.m_dish_status_id ?? body["m_dish_status_id[]"] };
  },
  z.object({ m_dish_status_id: idList.pipe(z.array(z.number()).min(1, { error: FIELD_MSG.ID_REQUIRED })) }),
);
/** `POST /m-dish-status/bump/undo`: the dishes a bump turned ready (its `bumped`) and its `undo_token`. */
export const undoBumpBody = z.preprocess(
  (input) => {
    if (typeof input !== "object" || input === null || Array.isArray(input)) {
      return input;
    }
    const body = input as Record<string, unknown>;
    return { m_dish_status_id: body.m_dish_status_id ?? body["m_dish_status_id[]"], undo_token: body.undo_token };
  },
  z.object({
    m_dish_status_id: idList.pipe(z.array(z.number()).min(1, { error: FIELD_MSG.ID_REQUIRED })),
    undo_token: z.string({ error: FIELD_MSG.ID_REQUIRED }).regex(/^\d{1,20}$/, { error: FIELD_MSG.ID_REQUIRED }),
  }),
);

// ── Reply schemas ──

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
  m_transaction_menu_custom_menu: z.string().describe('the options, then the note: "Level 3, Telur · tanpa bawang"'),
  options: lineOptionsWire,
  custom_note: z.string().describe("not in the spec: the cook's note alone"),
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

/**
 * A queue entry: one menu with the same options (a variant) and its waiting dishes, oldest first.
 * `count`: the dishes (all-day count).
 */
export const queueEntry = z.strictObject({
  id: wireId.describe("the menu id (two entries share it when their options differ)"),
  m_menu_nama: z.string(),
  options: lineOptionsWire.describe("not in the spec: the options every dish of the entry was sent with ([] none)"),
  count: wireInt,
  oldest_at: wireInstant.describe("created_at of its oldest dish"),
  m_dish_status: z.array(queuedDish),
});

/** A dish cancelled today that this screen would have shown. */
export const screenCancelled = z.strictObject({
  id: wireId,
  m_menu_nama: z.string(),
  options: lineOptionsWire.describe("not in the spec: the cancelled dish's options (which one to stop cooking)"),
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

/**
 * `POST /m-dish-status/bump` data: the dishes now ready (already ready ones included), the ones this
 * bump turned ready, and the token its undo names.
 */
export const bumped = z.strictObject({
  m_dish_status_id: z.array(wireId),
  ready: wireInt,
  bumped: z.array(wireId).describe("the dishes this bump turned ready (already ready ones left out)"),
  undo_token: z.string().describe("names this bump to POST /m-dish-status/bump/undo"),
});

/** `POST /m-dish-status/bump/undo` data: the dishes back to not ready, and those kept as they are. */
export const bumpUndone = z.strictObject({
  m_dish_status_id: z.array(wireId).describe("back to not ready"),
  kept: z.array(wireId).describe("changed since the bump (served, un-readied, readied again): left as they are"),
});

export const productionReplies = {
  screens: envelope(z.array(productionScreen)),
  screen: envelope(productionScreen),
  types: envelope(z.array(plottingType)),
  stations: envelope(z.array(productionStation)),
  detail: envelope(screenDetail),
  tableNames: envelope(z.record(z.string(), z.string()).describe("table id → name")),
  bumped: envelope(bumped),
  bumpUndone: envelope(bumpUndone),
};

// ── Route contracts ──

const side =
  "A half (`left`, `right`): `m_plotting_type_plot_produksi_id` and `m_plotting_type_transaction_id` are JSON-encoded id " +
  'lists (`"[1,2]"`, orders §3), `plot_produksi` and `type_transaction` the same ids with their names (empty: the screen ' +
  "shows `Belum di set`).";

const routing =
  "A dish (not ready, not cancelled, not delivered) shows on a half when its station (the station cooking its category, " +
  "`m_dish_status_plot_produksi_id`) is in the half's stations AND its order's transaction type in the half's types; a " +
  "dish sent after the nota's first send (`is_additional`) goes to that half's `*_additional` (Tambahan), else `*_queue`.";

export const productionScreenContract: RouteContracts = {
  "GET /m-layar-produksi/all": {
    summary: "Production screens with their plotting",
    description: `\`data\`: the outlet's screens by name, each \`{id, layar_name, plotting: [left, right]}\`. ${side}`,
    response: replies(200, productionReplies.screens),
  },
  "GET /m-layar-produksi/type-name": {
    summary: "Transaction types for the plotting",
    description: '`data: [{id, name}]`, every transaction type, `name` title-cased ("Dine In", "Grab").',
    response: replies(200, productionReplies.types),
  },
  "GET /m-layar-produksi/plot-name": {
    summary: "Production stations for the plotting",
    description: "`data: [{id, name, m_plot_produksi_id, m_plot_produksi_nama}]`: the outlet's stations by name.",
    response: replies(200, productionReplies.stations),
  },
  "GET /m-layar-produksi/detail-screen/:layarId": {
    summary: "What a production screen (Layar Produksi) shows",
    description:
      `\`data: {id, layar_name, left, right, left_queue, right_queue, left_additional, right_additional, cancelled, m_menu_jenis_ids}\`. ${routing} ` +
      "Queue entry: `{id (menu id), m_menu_nama, options, count, oldest_at, m_dish_status: [dish]}`: one per menu and options " +
      "(dishes of one item with other options are another entry, never counted together), entries in the order of their oldest " +
      "dish, dishes oldest first; dish: `{id, m_dish_status_id, …, created_at (sent to the kitchen: the ticket's age), updated_at, " +
      "menu_detail: {m_transaction_table_id, m_transaction_table_table_list (table ids: the main table first, then in the tables' order, as the kitchen lists name them), m_transaction_table_note_number, " +
      "m_transaction_table_customer_name, name (order type), m_t_t_id, m_transaction_table_order_time, m_transaction_menu_custom_menu " +
      "(the options, then the note), options, custom_note (the note alone)}}`. " +
      "`cancelled`: today's (Asia/Jakarta) cancelled dishes the screen would have shown, newest first, at most 30. " +
      "`m_menu_jenis_ids`: the menu types its stations cook (a live `dishes` event naming none of them does not concern the screen). " +
      `${side} Unknown or another outlet's screen → 404 \`Layar produksi tidak ditemukan\`. A screen with nothing plotted has empty lists.`,
    response: replies(200, productionReplies.detail),
  },
  "POST /plot-produksi/set": {
    summary: "Save a screen's plotting",
    description:
      "Form (JSON, urlencoded or multipart): `id` (the screen), `left_plot_produksi[]`, `left_type_transaction[]`, " +
      "`right_plot_produksi[]`, `right_type_transaction[]` (each also as an array, a JSON string or `1,2`; absent or empty = none; " +
      "duplicates ignored; at most 100). Replaces both halves in one transaction with the screen locked; `data`: the screen as in " +
      "`/m-layar-produksi/all`, `meta.message` `Plotting berhasil disimpan`; live screens get a `plotting` event. A station may be " +
      "plotted on several screens, and on both halves for different transaction types. Refusals (nothing changed): unknown or " +
      "another outlet's screen → 404 `Layar produksi tidak ditemukan`; a station not the outlet's → 422 `Stasiun produksi tidak " +
      "ditemukan`; an unknown transaction type → 422 `Jenis transaksi tidak valid`; the same station and type on both halves → 422 " +
      "`Stasiun produksi dengan jenis transaksi yang sama tidak boleh di kiri dan kanan`.",
    response: replies(200, productionReplies.screen),
  },
  "POST /m-dish-status/bump": {
    summary: "Bump a production card: its dishes ready",
    description:
      "Body `m_dish_status_id[]` (1–100 ids; array, JSON string or `1,2`). Marks every dish ready as `set-ready` does, all or " +
      "nothing, in one statement with the dishes locked; already ready dishes stay. `data: {m_dish_status_id, ready, bumped, " +
      "undo_token}`: `bumped` the dishes this call turned ready, `undo_token` what `POST /m-dish-status/bump/undo` needs to take " +
      "exactly those back. Live screens get one `dishes` event. An unknown or another outlet's dish → 404 `Menu tidak ditemukan`; a cancelled one → 409 " +
      "`Menu sudah dibatalkan` (nothing changed).",
    response: replies(200, productionReplies.bumped),
  },
  "POST /m-dish-status/bump/undo": {
    summary: "Undo a bump (Batalkan after Siap semua)",
    description:
      "Body `m_dish_status_id[]` (the bump's `bumped`, 1–100 ids) and `undo_token` (the bump's). Puts back to not ready exactly " +
      "the dishes that bump turned ready and that did not change since: still ready, not served, not delivered, not cancelled, " +
      "untouched since the bump (a dish served, un-readied or readied again in between keeps its state). One statement with the " +
      "dishes locked. `data: {m_dish_status_id (back to not ready), kept (the others)}`, `meta.message` `Siap dibatalkan`; live " +
      "screens get one `dishes` event when any changed. An unknown or another outlet's dish → 404 `Menu tidak ditemukan` " +
      "(nothing changed); kitchen roles only (as the bump).",
    response: replies(200, productionReplies.bumpUndone),
  },
  "GET /m-transaction-table/table-name": {
    summary: "Table names by id",
    description: '`data`: `{"<m_meja_id>": "<m_meja_nama>"}` for every table of the outlet (resolves `m_transaction_table_table_list`).',
    response: replies(200, productionReplies.tableNames),
  },
};
