/**
 * The contract of refund, history by date and search (issue 11): reply schemas, summary,
 * description, refusals (attached by lib/contract.ts, rendered into docs/API.md).
 */
import { API_MSG, MSG, REFUND_MSG } from "@waroeng/domain";
import { refundReplies, replies } from "@waroeng/domain/wire";
import type { RefusalDoc, RouteContracts } from "../../lib/contract.ts";

const common = "Another outlet's id → 404 `Maaf! Transaksi tidak ditemukan`. Money in the major unit (see Money).";

const refundRefusals: RefusalDoc[] = [
  { when: "unknown bill or another outlet's", status: 200, code: 404, message: MSG.TRANSACTION_NOT_FOUND },
  { when: "refused by the cashier matrix (`refund`)", status: 200, code: 403, message: MSG.ACCESS_DENIED, title: MSG.ACCESS_DENIED_TITLE },
  { when: "the bill was refunded already (also the loser of two refunds at once)", status: 200, code: 409, message: MSG.REFUND_ONCE },
  { when: "the refunding user has no open cash session", status: 200, code: 409, message: API_MSG.NO_OPENING_CASH },
  { when: "`refund_menu` empty or only zero quantities", status: 200, code: 422, message: REFUND_MSG.EMPTY },
  { when: "a line that is not a paid (status 0) line of this bill", status: 200, code: 422, message: REFUND_MSG.FOREIGN_LINE },
  { when: "more units of a line than were paid", status: 200, code: 422, message: REFUND_MSG.OVER_QTY },
  { when: "`current_tax` / `current_sc` neither 0 nor the bill's percent", status: 200, code: 422, message: REFUND_MSG.RATE_INVALID },
  {
    when: "`sub_total`, `nominal_pajak`, `nominal_sc`, `round` or `total` differ from the server's",
    status: 200,
    code: 422,
    message: REFUND_MSG.FIGURES_DIFFER,
  },
  { when: "`free_exchange` above the refund total", status: 200, code: 422, message: REFUND_MSG.FREE_CHANGE_TOO_BIG },
];

/** Reply schemas, summary and description per route ("METHOD /path" under /api). */
export const refundContract: RouteContracts = {
  "GET /recap-transactions/:id": {
    summary: "A paid bill for the refund screen",
    description: `${common} Payment §3 "Bill detail for refund": \`m_t_t_name\` (transaction type or online vendor), \`name\` (cashier), \`r_t_tax_percent\` / \`r_t_sc_percent\` as charged, \`pembulatan\` ("ya"/"tidak"), \`refundcounter\` (0, or 1 once refunded: the screen shows \`Pengembalian Dana Hanya Boleh 1x\` and disables REFUND).`,
    response: replies(200, refundReplies.bill),
  },
  "GET /rekap-transaksi-detail/detailtransaksi/:id": {
    summary: "The refundable lines of a paid bill",
    description: `${common} Payment §3 "Refund line": the bill's status-0 lines (free and warranty lines cost nothing and are not refundable), grouped by menu type; \`r_t_detail_tax_status\` / \`r_t_detail_sc_status\` say whether the line carried tax / service; \`refunded_qty\` the units refunded before.`,
    response: replies(200, refundReplies.lines),
  },
  "POST /transaksi/refund": {
    summary: "Refund units of a paid bill",
    description: [
      "Payment §7 form: `rekap_transaksi_id`, `refund_menu` (JSON list, or its string, of `{ r_t_detail_id, qty }`), `sub_total`, `nominal_pajak`, `nominal_sc`, `round`, `total` (after rounding), `current_tax` / `current_sc` (percent: 0 when switched off, else the bill's), `free_exchange`, `nomor_wa`, `cetak_struk` (0/1), `selisih` (always 0).",
      "",
      "The server recomputes the refund from the bill's stored lines (domain `planRefund`): tax on a refunded line only if that line carried tax and `current_tax` > 0, likewise service; total = subtotal + tax + service, rounded to Rp100 (half up) or up to RM 0.05 when the bill's `pembulatan` is ya; never more than the bill paid for its menus (total − Tarik Tunai). One refund per bill: one transaction with the bill row locked (and `rekap_refund.r_t_id` unique), so two refunds at once give exactly one. Recorded in `rekap_refund` (with the refunding user, their cash session, Free Kembalian, phone) and `rekap_refund_detail` (units, nominal, tax, service per line). HTTP 201, `data.rekap_id` (the bill), `data.r_r_id`, `data.total`, `data.struct`.",
    ].join("\n"),
    response: replies(201, refundReplies.saved, { bodyRefusal: true }),
    refusals: refundRefusals,
  },
  "GET /m-transaction-table/history-by-date": {
    summary: "Paid bills of a business date",
    description:
      'Query `created_at` (YYYY-MM-DD, business date, Asia/Jakarta) and optional `nota_number` (bills whose nota contains it, case-insensitive). Newest first, 100 per page: `page` (1-based, default 1); a page of fewer than 100 is the last. Payment §3 "History by date transaction"; `name` is the transaction type or online vendor, `struct_name` the PDF receipt\'s name, `refundcounter` 1 for a refunded bill. Empty list: `meta.message` `Data tidak ditemukan`.',
    response: replies(200, refundReplies.byDate),
  },
  "GET /m-transaction-table/history-detail/:id": {
    summary: "A paid bill of the history by date with its menus",
    description: `${common} The row of the history by date plus \`pelayan\` (Pelayan Input, the waiter who entered the order), \`nominal\`, \`nominal_sc\`, and the status-0 menu lines grouped by menu type.`,
    response: replies(200, refundReplies.byDateDetail),
  },
  "GET /search-transactions/:nota/:date": {
    summary: "Find a paid bill by nota and business date",
    description:
      'Foundations §5 Transaction search: the outlet\'s bill whose nota equals `nota` (case-insensitive) on business date `date`. Found: `error: 0, transId`. Blank nota or a date not YYYY-MM-DD: `error: 1, transId: 0, msg: "Peringatan! Nomor Transaksi dan Tanggal harus diisi"`; none: `error: 1, transId: 0, msg: "Info! Transaksi tidak ditemukan"` (HTTP 200).',
    response: replies(200, refundReplies.search),
  },
};
