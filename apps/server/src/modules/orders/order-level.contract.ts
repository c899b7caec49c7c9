/**
 * The contract of the order-level routes (reply schemas, summary, description; docs/API.md), attached
 * by lib/contract.ts. Payment spec §2.1, §4, §5, §6, §7; orders spec §7.
 */
import { orderLevelReplies, ordersReplies, replies } from "@waroeng/domain/wire";
import type { RouteContracts } from "../../lib/contract.ts";

const notify =
  "Every change publishes a live event (`orders` with the order id; `dishes` with the dish ids when kitchen dishes move or leave) inside its transaction.";
const gone = "Unknown, another outlet's or closed (status 2) order → 404 `Maaf! Transaksi tidak ditemukan`, nothing changed.";

const docs = {
  charges: {
    summary: "Service-charge switch and Tarik Tunai of an order",
    description: [
      "Roles of `order.discount` (kasir wbd kacab; opp → 403 `Akses DiTolak!` / `Hubungi Kacab/Asisten`). Form (either name): `tmp_transaction_detail_service_charge` / `m_transaction_menu_service_charge` (switch: 1/0, true/false; absent = unchanged), `tmp_transaction_detail_tarik_tunai` / `m_transaction_menu_tarik_tunai` (cash withdrawal, money; empty or non-numeric → 0, i.e. removed; negative or too large → 422; absent = unchanged).",
      "Service charge on: every status-0 line takes its menu item's service-charge flag again; off: no line is charged. Switching on an order whose service-charge rate is 0 → 422 `Transaksi ini tidak dikenakan service charge`. Tarik Tunai is added to the total (payment §9) by `GET /transaction-detail` and the payment.",
      `- 200, \`meta.message "Transaksi diperbarui"\`, \`data\`: the order as \`GET /tmp-transaction/{id}\`. ${gone} One transaction with the order row locked. ${notify}`,
    ].join("\n"),
  },
  remove: {
    summary: "Delete an open order",
    description: [
      "Roles of `order.delete` (kasir wbd kacab; opp → 403 `Akses DiTolak!` / `Hubungi Kacab/Asisten`). Removes the order, its lines and its kitchen dishes (they leave Hal Tata, Hal Ambil, the kitchen display) and frees its tables; the note number may be used again. A QR online order accepted into it keeps its record, unlinked. The deletion is recorded in the same transaction in the order-deletion log (table `tmp_transaction_delete_log`: outlet, order id, nota number, business date, customer, table names, total in minor units before rounding, the lines as they stood — item, qty, price, discount, status, sent units, note —, dishes removed, the deleting user, the time); its sent dishes are logged in Gagal Proses (reason `Transaksi dihapus`) and those the kitchen had not marked ready return to today's counted stock. A refused deletion records nothing.",
      `- 200, \`meta.error 0\`, \`meta.message "Transaksi berhasil dihapus"\`, \`data: {tmp_transaction_id, removed_dishes}\`: the client returns to the dashboard. ${gone} One transaction with the order row locked. ${notify}`,
    ].join("\n"),
  },
  correction: {
    summary: "Price-check repair of an order",
    description:
      "Ordering roles. Called by the client when its sums of the lines differ from qty × price (payment §4 Price check). Recomputes every status-0 line's stored figures from qty × price: a line discount above price × qty is cut to it, sent units never exceed the quantity, an empty unsent line (qty 0) is removed. " +
      `200, \`data\`: the corrected lines as \`GET /transaction-detail\`, \`totals\` the server's totals, \`corrected\` how many lines changed (0: nothing to repair, no event). ${gone} ${notify}`,
  },
  withLines: {
    summary: "One order with its lines (staff side)",
    description:
      "Any logged-in role. `data`: the order as `GET /tmp-transaction/{id}` plus `m_transaction_menu`: its lines (all statuses, oldest first) as `GET /transaction-detail`; `totals` the server's totals. Open or closed; unknown or another outlet's → 404 `Maaf! Transaksi tidak ditemukan`.",
  },
  pullable: {
    summary: "Lines that can be pulled out (Keluarkan Menu)",
    description: `Roles of \`order.pay\` (kasir wbd kacab). \`data\`: the order's status-0 lines (sent or not), oldest first. ${gone}`,
  },
  pull: {
    summary: "Pull menus out to a new take-away note or another open note (Keluarkan Menu)",
    description: [
      "Roles of `order.pay` (kasir wbd kacab). Form: `m_transaction_menu_ids[]` (line ids of ONE open order; JSON may send `m_transaction_menu_ids` as an array, `[1,2]` or `1,2`), optional `m_transaction_menu_qty[]` (units of each line, same order; absent = the whole line), optional `target_transaction_id`.",
      "The target: absent (or 0, `\"\"`, null) → a NEW note (the default): transaction type take away, the outlet's first free `bungkus` table (lowest sort order), note number `{source}-{n}` (first n never used at the outlet), the source's customer name, member id, waiter, order time, tax/service-charge rates and rounding; cashier = the user. A whole line moves as it is; part of a line is split off (the new line gets the units, its share of the line discount rounded down, and up to that many sent units). Moved lines are marked takeaway. With `target_transaction_id`, an OPEN note of the same outlet (not the source) takes the lines instead, nothing is created: its own tax/service-charge rates and rounding then apply to them, they are marked takeaway only when it is a take-away note, and `meta.message` is `Menu berhasil dipindah ke nota tujuan`. Sent dishes keep their kitchen status (ready, served) and follow their units to the new note, unserved ones first.",
      '- 200, `meta.message "Menu berhasil dikeluarkan ke nota baru"`, `data: {tmp_transaction_id, m_transaction_table_id (the note the lines went to), tmp_transaction_note_number, tmp_transaction_m_meja_id, source_transaction_id, moved: [{m_transaction_menu_id, qty}]}`.',
      "- 422 `Pilih menu yang akan dikeluarkan` (no id), `Jumlah menu yang dikeluarkan tidak valid` (qty < 1, above the line's, or a qty list of another length), `Menu yang dikeluarkan harus dari satu transaksi`; 404 `Menu tidak ditemukan` (unknown or another outlet's line); a cancelled, replaced or free line → 409 `Menu batal, garansi atau gratis tidak dapat dikeluarkan`; no free bungkus table → HTTP 409, `meta.code 204`, `Tidak ada meja bungkus yang kosong`; a target unknown or of another outlet → 404 `Nota tujuan tidak ditemukan`, closed → 409 `Nota tujuan sudah ditutup`, the source itself → 422 `Nota tujuan harus berbeda dari nota asal` (each with `errors.target_transaction_id`). " +
        `${gone} Every refusal changes nothing. One transaction with the source row locked (with a target, both notes, in id order); two pulls racing for the last bungkus table: one wins (unique index). ${notify}`,
    ].join("\n"),
  },
  voucher: {
    summary: "Look a voucher code up",
    description:
      "Roles of `order.discount` (kasir wbd kacab; opp → 403). Query `voucher_code` (trimmed, any case). 200, `data: {m_voucher_code, m_voucher_value, m_voucher_valid_until}` (value: money; last day YYYY-MM-DD or null). " +
      "Refusals carry the text in `msg` (shown under the code input): blank → 422 `Kode voucher harus diisi`; unknown or another outlet's → 404 `Voucher tidak ditemukan`; already spent → 409 `Voucher sudah digunakan`; after its last day (Asia/Jakarta) → 409 `Voucher sudah kedaluwarsa`. " +
      "The voucher's value then goes into the payment's `nominal_voucher` (the total falls by it, floor 0; payment §5).",
  },
};

/** Reply schemas, summary and description per route ("METHOD /path" under /api). */
export const orderLevelContract: RouteContracts = {
  "PUT /tmp-transaction/:id": { ...docs.charges, response: replies(200, ordersReplies.order) },
  "DELETE /tmp-transaction/:id": { ...docs.remove, response: replies(200, orderLevelReplies.deleted) },
  "GET /m-transaction-meja/correction/:id": { ...docs.correction, response: replies(200, orderLevelReplies.corrected) },
  "GET /m-transaction-meja/:id": { ...docs.withLines, response: replies(200, orderLevelReplies.withLines) },
  "GET /m-transaction-table/get-pull-menu/:id": { ...docs.pullable, response: replies(200, orderLevelReplies.pullable) },
  "POST /m-transaction-table/pull-menu": { ...docs.pull, response: replies(200, orderLevelReplies.pulled) },
  "GET /voucher/get-voucher": { ...docs.voucher, response: replies(200, orderLevelReplies.voucher) },
};
