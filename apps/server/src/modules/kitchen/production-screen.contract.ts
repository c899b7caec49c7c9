/**
 * The contract of the production-screen and plotting routes (orders §2.7, §2.8, §3, §7): reply
 * schemas, summary and description, attached by lib/contract.ts and rendered into docs/API.md.
 */
import { productionReplies, replies } from "@waroeng/domain/wire";
import type { RouteContracts } from "../../lib/contract.ts";

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
      "Queue entry: `{id (menu id), m_menu_nama, count, oldest_at, m_dish_status: [dish]}`, entries in the order of their oldest " +
      "dish, dishes oldest first; dish: `{id, m_dish_status_id, …, created_at (sent to the kitchen: the ticket's age), updated_at, " +
      "menu_detail: {m_transaction_table_id, m_transaction_table_table_list (table ids), m_transaction_table_note_number, " +
      "m_transaction_table_customer_name, name (order type), m_t_t_id, m_transaction_table_order_time, m_transaction_menu_custom_menu}}`. " +
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
      "nothing, in one statement with the dishes locked; already ready dishes stay. `data: {m_dish_status_id, ready}`; live " +
      "screens get one `dishes` event. An unknown or another outlet's dish → 404 `Menu tidak ditemukan`; a cancelled one → 409 " +
      "`Menu sudah dibatalkan` (nothing changed).",
    response: replies(200, productionReplies.bumped),
  },
  "GET /m-transaction-table/table-name": {
    summary: "Table names by id",
    description: '`data`: `{"<m_meja_id>": "<m_meja_nama>"}` for every table of the outlet (resolves `m_transaction_table_table_list`).',
    response: replies(200, productionReplies.tableNames),
  },
};
