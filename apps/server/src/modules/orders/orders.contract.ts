/**
 * The contract of each orders route: reply schemas (`@waroeng/domain/wire`), OpenAPI summary and
 * description (the behaviour a client needs beyond the field lists; rendered into docs/API.md by
 * scripts/api-docs.ts), attached to the routes by lib/contract.ts.
 */
import { API_MSG, MSG } from "@waroeng/domain";
import { ordersReplies, replies } from "@waroeng/domain/wire";
import type { RefusalDoc, RouteContracts } from "../../lib/contract.ts";

/** A taken table: the spec's `meta.code 204` in a 200 body (foundations §4 "Creating a note"). */
const tableTaken: RefusalDoc = {
  when: "a table held by another open order",
  status: 200,
  code: 204,
  message: MSG.TABLE_IN_USE,
  title: MSG.OOPS_TITLE,
};
const orderGone: RefusalDoc = { when: "unknown, another outlet's or closed order", status: 404, message: MSG.TRANSACTION_NOT_FOUND };

const orderFields =
  "Order summary fields: `tmp_transaction_status` 0 open, 2 closed; `tmp_transaction_by` the cashier's name; `dish_count` the " +
  "units on the order (Σ qty of lines not cancelled; 0 = draft). Table lists put the main table first, then merged ones in " +
  "display order. Times are ISO 8601 UTC. The staff-side names of the same order come beside them (foundations §3): " +
  "`m_transaction_table_id, _note_number, _customer_name, _order_time, _table_list` (array of table ids, main first), " +
  "`_table_name_list, _status, _by` (the staff member who took the order: the Karyawan chosen on /odcr, else the user), " +
  '`_by_name, _type_transaction` ("Dine In") and `user_input: {id, name}` (the same staff member).';

const orderDetailFields =
  "`pajak, service_charge` are percent, snapshotted from the outlet when the order opened; `user_input` is the staff member " +
  "who took the order; `m_transaction_table_table_list` is the array of table ids, main first; `m_transaction_table_by` the " +
  'staff id; `name`, `transaction_name` and `m_transaction_table_type_transaction` the type title-cased ("Dine In", "Take Away", "Grab").';

const lineFields =
  "Line fields carry both names (`tmp_transaction_detail_*` and the staff-side `m_transaction_menu_*`); `sent_qty` = units " +
  "already made into dishes. Flags (`takeaway_status, tax_status, service_charge_status, m_transaction_menu_tax`) are 0/1; " +
  "money in the major unit (see Money); `nominal` = price × qty − discount. `tax` / `service_charge`: the percent applied to the line (the " +
  "order's rate, 0 when the line carries none or its status is not 0); `tax_val` / `service_val`: the line's share of the " +
  "order's tax / service charge (payment §3 \"Order line\"). The order's tax is the rate applied once to the sum of its taxable " +
  "lines, then split over them by nominal, largest remainder first, so in `GET /transaction-detail` Σ `tax_val` = `totals.tax` " +
  'and Σ `service_val` = `totals.service_charge` exactly (payment §4 "Price check"); a single line\'s reply (add-menu, ' +
  "reduce-menu) carries the line's own rounded share.";

const notify =
  "Every change also publishes a live event (`topic` and the ids it touched, see Live events) inside its transaction, sent to the outlet's screens after commit.";

const ordersDocs = {
  list: {
    summary: "Open orders by table (or open delivery orders)",
    description:
      "`data`: object keyed by table id (every table an open order holds, merged ones too) → order summary. Without " +
      "the query: all held tables. `json_m_transaction_table_table_list` may be `[3,4]`, `3,4` or an array; anything else → 422 " +
      "`Daftar meja tidak valid`. With `?ojol=true`: an array of order summaries of the open delivery-platform orders (type group " +
      `"ojol"), oldest order time first. ${orderFields}`,
  },
  tableHolder: {
    summary: "Who holds a table",
    description:
      "`data`: 0 when free, else the id of the open order holding it; a table of another outlet or unknown → 404 `Meja tidak ditemukan`.",
  },
  isOpen: { summary: "Is the order open?", description: "`data`: 1 when the order exists in the outlet and is open, else 0." },
  order: {
    summary: "One order",
    description: `The order, open or closed (status 2); unknown or another outlet's → 404 \`Maaf! Transaksi tidak ditemukan\`. ${orderFields} ${orderDetailFields}`,
  },
  create: {
    summary: "Create a note (open an order)",
    description: [
      'Form: `tmp_transaction_m_meja_id` (required, except for a delivery note), `tmp_transaction_note_number` (numeric, ≥ 4), `tmp_transaction_customer_name` (≥ 3), `tmp_transaction_order_time` (required; ISO or `HH:mm` today in Jakarta), `tmp_transaction_kitchen_done_time?`, `tmp_transaction_member_id?` (≥ 5), `tmp_transaction_table_list?` (extra tables to merge: "3,4" or array), `tmp_transaction_m_t_t_name?` (defaults: "take away" for bungkus and express, else "dine in").',
      "For an express table the note number and customer name may be omitted: both become `SS-` + HHmmss + outlet id + user id. The staff-side (older) form names are accepted too: `m_transaction_table_note_number, m_transaction_table_customer_name, m_transaction_table_order_time, m_transaction_table_type_transaction, m_transaction_table_table_list` (JSON list: first id the main table, the rest merged) and `m_transaction_table_by` (the staff member taking the order, Karyawan; default the user; an active user of this outlet whose role takes orders — kasir, wbd, opp, pelayan, kacab — else 422 `Karyawan tidak ditemukan`). `tmp_transaction_m_t_t_name` is matched to a transaction type by name, any case (unknown → 422 `Jenis transaksi tidak valid`). For a delivery type (grab, gojek, …) the note number needs ≥ 3 characters besides the prefix (not only digits) and gets the platform prefix (grab `GF-`, gojek `G-`, maxim `MX-`, shopeefood `SF-`, grabmart `GM-`, in both forms) unless already there. **Delivery note without a table** (the OJOL and Hal Ojol screens, issue 13): with no table (`tmp_transaction_m_meja_id` absent, 0 or empty; no `m_transaction_table_table_list` or `[]`) and a type of the ojol group, the note holds no table (`tmp_transaction_m_meja_id` 0 and empty table lists in its replies; several open at once); it is listed by `GET /tmp-transaction?ojol=true`, its lines take the platform's price (`m_menu_harga` of its type) and it pays like any order. With no table and no type, or a non-delivery type → 422 `Meja harus dipilih!`. A time without a zone is Jakarta time. The order snapshots the outlet's tax, service charge and rounding; cashier = the user.",
      "",
      "- 200, `meta.code 200`, `data: {tmp_transaction_id, m_transaction_table_id}` (same id); the tables are held until the order closes.",
      "- 422 with `errors: {field: message}`: `Nota harus diisi!`, `Nomor Nota harus berupa angka`, `Nomor Nota minimal 4 karakter`, `Nomor Nota minimal 3 karakter` (delivery), `Nama Big Boss harus diisi!`, `Nama Big Boss minimal 3 karakter`, `ID Member/NIK minimal 5 karakter`, `Jam Order harus diisi!`, `Format jam tidak valid`, `Meja harus dipilih!`, `Karyawan tidak ditemukan`. A table (or merged table) unknown, inactive or of another outlet → 404 `Meja tidak ditemukan`.",
      '- table (or a merged table) held by another open order → **HTTP 200**, `meta: {code: 204, error: 1, message, title: "Oops!"}`, `Meja sudah digunakan` (`Meja sudah digunakan kasir lain` for an express table); the same note number already used at this outlet on the same Asia/Jakarta business date — by an open or an already paid (closed) order, dine-in, take-away or delivery, cashier or staff form — or by an order still open from an earlier day → HTTP 200, `meta.code 204`, `Nomor Nota sudah ada`, `errors: {tmp_transaction_note_number: …}` (the field at fault, so a client tells it from a taken table without reading the text), nothing stored. A role without `order.dineIn` (wbd) on a dine-in (meja) table → 403 `Akses DiTolak!`. Two cashiers racing for one table or one number: exactly one wins (unique indexes). A typed note number has at most 20 characters (`Nomor Nota maksimal 20 karakter`; the delivery prefix comes on top).',
      "",
      notify,
    ].join("\n"),
  },
  edit: {
    summary: 'Edit a note ("Ubah Informasi Nota")',
    description: [
      'Form: `tmp_transaction_id?` (the path id wins), `tmp_transaction_note_number?` (locked: only the order\'s own number or none), `tmp_transaction_customer_name` (required, ≥ 3), `tmp_transaction_order_time` (required; ISO or `HH:mm` today in Jakarta), `tmp_transaction_kitchen_done_time?` (blank clears it), `tmp_transaction_member_id?` (≥ 5; blank clears it), `tmp_transaction_table_list?` (the merged tables: "3,4" or array; replaces the merged set, blank keeps only the main table, absent leaves them as they are; the main table always stays; a delivery note holds no table and ignores it). An absent kitchen-done time or member id is left as it is. One transaction with the order row locked; merged tables no longer listed are released.',
      "",
      '- 200, `meta.code 200`, `meta.message "Informasi nota diperbarui"`, `data`: the order as `GET /tmp-transaction/{id}` presents it.',
      "- Unknown, another outlet's or closed order → 404 `Maaf! Transaksi tidak ditemukan`. A different note number → 422 `Nomor nota tidak dapat diubah` (`errors.tmp_transaction_note_number`). Other 422s as for creating a note, plus `Daftar meja tidak valid`; a merged table unknown or of another outlet → 404 `Meja tidak ditemukan`.",
      "- A new merged table held by another open order → **HTTP 200**, `meta.code 204`, `meta.error 1`, `Meja sudah digunakan` (title `Oops!`), nothing changed. Two orders merging one table at once: exactly one gets it (unique index).",
      "",
      notify,
    ].join("\n"),
  },
  detail: {
    summary: "Lines and totals of an order",
    description:
      "`data`: every line (all statuses, oldest first); `totals` top-level: `{subtotal, tax, service_charge, " +
      "cash_withdrawal, total, rounded, rounding}` as the server computes them (major unit; status-0 lines only; the order's " +
      "snapshotted rates; outlet currency). Open or closed order; unknown or another outlet's → 404 `Maaf! Transaksi tidak " +
      `ditemukan\`; no id → 422 \`Transaksi harus dipilih\`. ${lineFields}`,
  },
  addMenu: {
    summary: "Add one unit of a menu item",
    description:
      "Ordering roles (kasir wbd opp kacab pelayan). 201, `meta.code 201`, `data`: the line. Form: `tmp_transaction_detail_m_produk_id` " +
      "(or `m_transaction_menu_menu_id`), `tmp_transaction_detail_tmp_transaction_id` (or `m_transaction_menu_table_id`, or " +
      "`transactionId`), `tmp_transaction_detail_id?` (the line to add to; `0`, empty or null = none, as the spec's client sends for a new " +
      'line — every optional id of every form reads 0/""/null as not given), `tmp_transaction_detail_production_status?` (or ' +
      "`m_transaction_menu_production_status`; 0 or 1, else 422 `Harus 0 atau 1`): accepted and checked but not trusted — whether a " +
      "line can grow is decided from its own stored production status, so a stale client value never adds to a line already sent. One unit is added to the given line if it is unsent " +
      "and status 0, else to the order's unsent status-0 line of that item with no custom note, else a new line is made at the " +
      "item's price for the order's transaction type (its tax and service-charge flags copied from the item). Refusals: unknown, " +
      "other outlet's or closed order → 404 `Maaf! Transaksi tidak ditemukan` (`Transaksi sudah dibayar` when it was paid, e.g. " +
      "on another device); unknown, inactive or other outlet's item → 404 " +
      "`Menu tidak ditemukan`; sold out → 409 `Menu habis`; no order id → 422 `Transaksi harus dipilih`; neither item nor line → " +
      `422 \`Menu harus dipilih\`. The order row is locked: concurrent taps all count. ${lineFields} ${notify}`,
  },
  reduceMenu: {
    summary: "Remove one unit of an unsent line",
    description:
      "Ordering roles. 200, `data`: the line, or null when it reached 0 and was removed. Form: `tmp_transaction_detail_id` (or " +
      "`m_transaction_menu_id`), `role_user?` (payment §7; accepted, never trusted: the role is the session's, so a client cannot " +
      "claim another). A line already sent to the kitchen → 409 `Menu sudah diorder ke produksi, gunakan Pembatalan`; " +
      "unknown line, one already removed (reduced to 0 on another device) or another outlet's → 404 `Menu tidak ditemukan`; " +
      "closed order → 404 `Maaf! Transaksi tidak ditemukan` (`Transaksi sudah dibayar` when paid). Nothing changes on a refusal. " +
      notify,
  },
  production: {
    summary: "Send an order's new units to the kitchen",
    description:
      "Ordering roles but wbd. 202, `meta.code 202`; `dish_count` = dishes made by this send. The kitchen gets the _difference_ " +
      "between each status-0 line and what was already sent (one dish per unit, at the station serving the item's category); " +
      "dishes sent after the order's first send are `additional`. Every line becomes production_status 1. When nothing is new, " +
      "`resend: true` and `sent` lists the sent lines (the ticket is printed again, no dish is made twice). An order with no " +
      "status-0 line → 422 `Tambahkan menu terlebih dulu!`; unknown, other outlet's or closed → 404 `Maaf! Transaksi tidak " +
      `ditemukan\` (\`Transaksi sudah dibayar\` when paid). One transaction with the order row locked: a double click makes the dishes once (the second reply is a resend). ${notify}`,
  },
};

/** Reply schemas, summary and description per route ("METHOD /path" under /api), attached by lib/contract.ts. */
export const ordersContract: RouteContracts = {
  "GET /tmp-transaction": { ...ordersDocs.list, response: replies(200, ordersReplies.list) },
  "GET /tmp-transaction/cek-meja/:tableId": { ...ordersDocs.tableHolder, response: replies(200, ordersReplies.tableHolder) },
  "GET /tmp-transaction/cek/:id": { ...ordersDocs.isOpen, response: replies(200, ordersReplies.isOpen) },
  "GET /tmp-transaction/:id": { ...ordersDocs.order, response: replies(200, ordersReplies.order) },
  "POST /tmp-transaction": {
    ...ordersDocs.create,
    response: replies(200, ordersReplies.created, { bodyRefusal: true }),
    refusals: [
      tableTaken,
      {
        when: "an express table held by another open order",
        status: 200,
        code: 204,
        message: MSG.TABLE_IN_USE_EXPRESS,
        title: MSG.OOPS_TITLE,
      },
      {
        when: "note number used today or still open (`errors.tmp_transaction_note_number`)",
        status: 200,
        code: 204,
        message: MSG.NOTA_EXISTS,
      },
      { when: "a table unknown, inactive or of another outlet", status: 404, message: API_MSG.TABLE_NOT_FOUND },
    ],
  },
  "POST /tmp-transaction/:id": {
    ...ordersDocs.edit,
    response: replies(200, ordersReplies.order, { bodyRefusal: true }),
    refusals: [tableTaken, orderGone],
  },
  "GET /transaction-detail": { ...ordersDocs.detail, response: replies(200, ordersReplies.detail) },
  "POST /m-transaction-meja/add-menu": {
    ...ordersDocs.addMenu,
    response: replies(201, ordersReplies.line),
    refusals: [
      orderGone,
      { when: "unknown, inactive or another outlet's item or line", status: 404, message: API_MSG.MENU_NOT_FOUND },
      { when: "item sold out", status: 409, message: API_MSG.MENU_SOLD_OUT },
    ],
  },
  "POST /m-transaction-meja/reduce-menu": {
    ...ordersDocs.reduceMenu,
    response: replies(200, ordersReplies.reducedLine),
    refusals: [
      { when: "unknown line or another outlet's", status: 404, message: API_MSG.MENU_NOT_FOUND },
      { ...orderGone, when: "closed order" },
      { when: "line already sent to the kitchen", status: 409, message: API_MSG.MENU_ALREADY_SENT },
    ],
  },
  "GET /m-transaction-meja/set-production/:id": { ...ordersDocs.production, response: replies(202, ordersReplies.production) },
};
