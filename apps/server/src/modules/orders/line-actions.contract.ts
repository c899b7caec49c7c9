/**
 * The contract of each line-action route (reply schemas, summary, description; rendered into
 * docs/API.md "orders" and "kitchen"), attached by lib/contract.ts.
 */
import { lineActionReplies, replies } from "@waroeng/domain/wire";
import type { RouteContracts } from "../../lib/contract.ts";

const ids =
  'Ids may come under the cashier-side name (`tmp_transaction_detail_id`, `tmp_transaction_detail_m_produk_id`, `tmp_transaction_detail_tmp_transaction_id`) or the staff-side one (`m_transaction_menu_id`, `m_transaction_menu_menu_id`, `m_transaction_menu_table_id`); an id sent as `0`, `""` or null is absent.';
const locked =
  "One transaction with the order row locked first; a refusal changes nothing. Unknown line or another outlet's → 404 `Menu tidak ditemukan`; closed order → 404 `Maaf! Transaksi tidak ditemukan`. Publishes `orders` (and `dishes` when dishes change) live events.";
const code400 =
  "Refusals carry `meta.code 400` in an HTTP 200 body (payment §7: the client shows `meta.message` when the code is not 200); the status named below (422 input, 409 stale state, 404) is the kind of refusal. A role refusal (403) and an unreadable form keep their HTTP status.";

export const lineActionsContract: RouteContracts = {
  "POST /m-transaction-meja/customMenu": {
    summary: "Custom menu: split units off with a note and takeaway switch",
    description: `Ordering roles (opp too). Form: \`tmp_transaction_detail_id\`, \`qty\` (1…line qty; the whole line edits it in place), \`custom_menu\` (≤ 255; \`[delete]\` or blank: no note), \`takeaway_status\` (0/1; absent keeps the line's). Only an unsent status-0 line (sent → 409 \`Menu sudah diorder ke produksi, gunakan Pembatalan\`; cancelled → 409 \`Menu sudah dibatalkan\`). The units move to a new line with the note; the price, flags and discount type follow, discounts are recomputed for both quantities. The note goes to the kitchen with the dishes at ORDER KE PRODUKSI (Hal Tata shows it). 200, \`data\`: the remaining line then the new one. 422 \`Quantity harus diisi\` (qty < 1), \`Quantity lebih dari quantity menu\`. ${code400} ${ids} ${locked}`,
    response: replies(200, lineActionReplies.lines, { bodyRefusal: true }),
    refusals: [{ when: "quantity, a sent or cancelled line", status: 200, code: 400, message: "(the rule's message)" }],
  },
  "POST /m-transaction-menu/list-menu": {
    summary: "The lines of one item on an order (notes form)",
    description: `Form: \`m_transaction_menu_menu_id\` (or \`m_produk_id\`), \`m_transaction_menu_table_id\` (or \`tmp_transaction_id\`). \`data\`: the order's lines of the item, every status, oldest first (open or closed order of the outlet; else 404 \`Maaf! Transaksi tidak ditemukan\`). 422 \`Transaksi harus dipilih\`, \`Menu harus dipilih\`.`,
    response: replies(200, lineActionReplies.lines),
  },
  "POST /m-transaction-menu/update-menus": {
    summary: "Set the notes of several lines",
    description: `Ordering roles. Form: \`m_transaction_menu_id_custom_menu[]\` (line ids) and \`m_transaction_menu_custom_menu[]\` (notes, same order; \`[delete]\` or blank clears a note). Every line must be an unsent status-0 line of one open order; one refused line refuses all. 422 \`Menu harus dipilih\` (no id), \`Jumlah menu dan catatan tidak sama\`; 409 \`Menu sudah diorder ke produksi, gunakan Pembatalan\`, \`Menu sudah dibatalkan\`. \`data\`: the lines. ${locked}`,
    response: replies(200, lineActionReplies.lines),
  },
  "POST /m-transaction-meja/update-multi-qty": {
    summary: "Type a line's quantity",
    description: `Ordering roles. Form: \`tmp_transaction_detail_id\` (or \`m_transaction_menu_id\`), \`qty\` (≥ 1, ≤ 9999). Only unsent status-0 lines (payment §5: only status-0 lines change quantity; a sent line is cancelled instead) → else 409 \`Menu sudah diorder ke produksi, gunakan Pembatalan\` / \`Menu sudah dibatalkan\`. 0 or absent → 422 \`Quantity harus diisi\`. The line's discount follows its type. \`data\`: the line. ${locked}`,
    response: replies(200, lineActionReplies.line),
  },
  "POST /m-transaction-meja/add-multiple-menu": {
    summary: "Add several items at once",
    description: `Ordering roles. Form: \`m_transaction_table_id\` (or \`tmp_transaction_id\`), \`menu\`: a JSON list (or array) of \`{m_menu_id (or m_produk_id), qty (default 1), custom_menu?}\` (≤ 100 entries). Each entry goes to the order's unsent status-0 line of that item with no note, discount or takeaway, else (or with a note) to a new line at the item's price for the order's type. All or nothing. 201, \`meta.code 201\`, \`data\`: the lines changed or made. 422 \`Daftar menu tidak valid\`, \`Transaksi harus dipilih\`; 404 \`Menu tidak ditemukan\`; 409 \`Menu habis\`. ${locked}`,
    response: replies(201, lineActionReplies.lines),
  },
  "POST /m-transaction-meja/reduce-menu-multiple": {
    summary: "Reduce a line with a reason",
    description: `Ordering roles. Form: \`m_transaction_menu_id\` (or \`tmp_transaction_detail_id\`), \`qty\`, \`reason\` (\`Kesalahan Input\` or \`Dibatalkan Konsumen\`). qty below 1 or above the line's → 422 \`Quantity pengurangan lebih dari quantity menu\` (title \`Error\`); no reason → 422 \`Alasan harus diisi\`, another → \`Alasan tidak valid\`. An unsent line loses the units (removed at 0); on a sent line they are cancelled as changeMenuDetail status 2 does (their dishes leave the kitchen), which needs the cancel right (opp → 403 \`Hubungi Kacab/Asisten\`, title \`Akses DiTolak!\`). A status-2/3/4 line → 409 (stale). \`data\`: the line, or null when removed. ${locked}`,
    response: replies(200, lineActionReplies.lineOrNull),
  },
  "POST /m-transaction-meja/changeMenuDetail": {
    summary: "Warranty, cancel or edit a line (Garansi / Pembatalan / Edit Menu)",
    description: [
      `Roles kasir, wbd, pelayan, kacab (opp → 403 \`Hubungi Kacab/Asisten\`, title \`Akses DiTolak!\`). Form: \`tmp_transaction_detail_id\` (or \`m_transaction_menu_id\`; required), \`tmp_transaction_detail_m_produk_id\`? and \`tmp_transaction_detail_tmp_transaction_id\`? (checked against the line when sent: 404 on a mismatch), \`status-menu\`, \`qty-approve\`, \`reason-approve\` (also \`status_menu\`, \`qty_approve\`, \`reason_approve\`). Only status-0 lines (a line already cancelled → 409 \`Menu sudah dibatalkan\`; replaced or free → 409 \`Menu sudah dibatalkan, diganti atau digratiskan\`).`,
      "",
      "- `status-menu` 2 (Pembatalan): `qty-approve` units (1…line qty) move to a status-2 line with the reason (the client shows `Batal - reason`); as many of the line's dishes (not ready first, then not served, newest first) are cancelled: they leave Hal Tata and Hal Ambil and show in the cancelled panel. Works on unsent lines too (no dish).",
      "- 3 Ganti Baru / 4 another product (`replace_m_produk_id`) / 5 Gratis (Garansi; sent lines only, else 409 `Menu belum diorder ke produksi`): the units move to a line of status 3 (replaced) or 4 (free: action 5, and action 4 without `replace_m_produk_id` as the orders document's Gratis) with the reason and their dishes. For 3 and 4 a new status-0 line is made (3: the same item, price, note, flags and discount; 4: the other item at its price), already sent, and its dishes go to the kitchen at once (additional). The stored reason is the text sent; clients prefix `Batal - ` / `Ganti Baru - ` / `Gratis - `.",
      "- `status-menu` absent or 0 (Edit Menu): `tax_status`, `service_charge_status` (0/1), `discount_type` (`Persen`, `Nominal` per item, `Qty`, `CustomPrice`; legacy `NormalPrice` = CustomPrice; blank removes the discount) and `discount` (Persen: percent 0…100, decimals allowed; Nominal: money per item ≤ price; Qty: units free ≤ qty; CustomPrice: the price per item ≤ price, also accepted as `price`); absent fields are unchanged. The stored `discount` is the whole line's (recomputed when its quantity changes); totals follow. Sent lines too.",
      "",
      `Refusals (422): \`Menu harus dipilih\`, \`Status menu tidak valid\`, \`Quantity harus diisi\`, \`Quantity lebih dari quantity menu\`, \`Alasan harus diisi\`, \`Jenis diskon tidak valid\`, \`Nilai tidak valid\`, \`Diskon persen maksimal 100\`, \`Diskon melebihi harga menu\`, \`Qty diskon melebihi quantity menu\`, \`Harga custom melebihi harga menu\`; 404 \`Menu tidak ditemukan\` (also a replacement item unknown or inactive), 409 \`Menu habis\`. ${code400} 200, \`meta.message\` \`Menu dibatalkan\` / \`Garansi disimpan\` / \`Menu diubah\`, \`data\`: the lines changed or made. ${locked}`,
    ].join("\n"),
    response: replies(200, lineActionReplies.lines, { bodyRefusal: true }),
    refusals: [
      {
        when: "any rule of the line action (quantity, reason, status, stale line, discount)",
        status: 200,
        code: 400,
        message: "(the rule's message)",
      },
    ],
  },
  "POST /m-dish-status/list": {
    summary: "Dishes of an item on an order (cancel-dish list)",
    description:
      "Form: `m_transaction_menu_menu_id` (or `m_dish_status_menu_id`, `m_produk_id`) and `m_transaction_menu_table_id` (or `m_dish_status_table_id`, `tmp_transaction_id`); or `m_transaction_menu_id` for one line's dishes. `data`: the dishes not cancelled, oldest first, with `is_ready`, `is_served`. 422 `Transaksi harus dipilih`, `Menu harus dipilih`; unknown or another outlet's order → 404 `Maaf! Transaksi tidak ditemukan`.",
    response: replies(200, lineActionReplies.dishes),
  },
  "POST /m-dish-status/cancel-dishes": {
    summary: "Cancel chosen dishes (Hapus)",
    description: `Roles kasir, wbd, pelayan, kacab (opp → 403). Form: \`m_dish_status_id[]\` (dishes of one open order), \`reason\`? (default \`Dibatalkan Konsumen\`). Each dish is cancelled (leaves Hal Tata and Hal Ambil, shows in the cancelled panel) and its unit moves to a status-2 line with the reason, so it is not billed. All or nothing: a dish already cancelled → 409 \`Menu sudah dibatalkan\` (nothing changed); unknown, another outlet's or dishes of several orders → 404 \`Menu tidak ditemukan\`; none → 422 \`Pilih menu yang akan dihapus\`. \`data\`: the dishes after. ${locked}`,
    response: replies(200, lineActionReplies.dishes),
  },
};
