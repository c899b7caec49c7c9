/**
 * The contract of the cash book and shift routes (issue 12): reply schemas, summary, description
 * and refusals, attached by lib/contract.ts and rendered into docs/API.md.
 */
import { API_MSG, CASH_BOOK_MSG, MSG } from "@waroeng/domain";
import { cashBookReplies as r, replies } from "@waroeng/domain/wire";
import type { RefusalDoc, RouteContracts } from "../../lib/contract.ts";

const noSession = "No open cash session: 409 `Saldo awal belum diinput`.";
const recapNote =
  "Of the user's open cash session, or of `?rekap_modal_id=` (any session of the outlet; another outlet's → 404 `Data tidak ditemukan`). " +
  "Only bills booked in that session (`r_t_rekap_modal_id`). Without an open session and no id: 409 `Saldo awal belum diinput`.";
const closeRefusals: RefusalDoc[] = [
  { when: "`nominal_cash` missing or 0", status: 200, code: 422, message: MSG.NOMINAL_EMPTY, title: MSG.PAYMENT_REJECTED_TITLE },
  { when: "no open cash session", status: 200, code: 409, message: API_MSG.NO_OPENING_CASH },
];
const closeDoc =
  "One transaction: locks the user's open session, reckons the drawer (domain `expectedDrawerCash`: opening + cash tenders net of " +
  "change + free change + Kas Masuk − Tarik Tunai − cash refunds − Kas Keluar − tips) and stores the counted cash " +
  "(`nominal_cash`, > 0), the expected cash and the difference (counted − expected) with the close time. Afterwards the user's " +
  "payments are refused (`Saldo awal belum diinput`) until a new opening cash is saved; a payment racing the close is either " +
  "counted in it or refused. `data` is the closing report. With a kasir printer (not android) the report is queued " +
  '(`printed: true`, `struct: ""`); without one `struct` is its print page (`printed: false`).';

/** Reply schemas, summary and description per route ("METHOD /path" under /api). */
export const cashBookContract: RouteContracts = {
  "GET /recap-mutasi-modal": {
    summary: "History Kas (Kas Kasir)",
    description:
      "The Kas Kasir rows of the user's open cash session, oldest first (empty without one). `total_pengeluaran` = TOTAL " +
      "PENGELUARAN = Σ kredit of the rows with debit 0 − Σ debit (payment §9).",
    response: replies(200, r.mutations),
  },
  "POST /recap-mutasi-modal": {
    summary: "Record Kas Masuk or Kas Keluar",
    description:
      "Form: `nama_pengguna`, `debit` (Kas Masuk) or `kredit` (Kas Keluar): exactly one above 0, `group` Reguler | Ojol (default " +
      "Reguler), `keterangan`. 422 errors per field: `nama_pengguna`, `keterangan`, `totalMoney` (`Jumlah uang harus diisi`), " +
      `\`mutationType\` (both amounts: \`Pilih jenis transaksi!\`), \`mutationGroup\`. ${noSession} \`struct\`: the slip's print page.`,
    response: replies(200, r.mutationSaved),
  },
  "GET /cashier/cash-out/:id": {
    summary: "A Kas Kasir slip",
    description:
      "The slip of one Kas Kasir row of the outlet. With a kasir printer (not android) the slip is queued with the drawer pulse " +
      '(`printed: true`, `struct: ""`); without one `struct` is its print page (`printed: false`). Query `view=1` only reads ' +
      "(the print page's own call). Another outlet's or unknown → 404.",
    response: replies(200, r.slip),
  },
  "GET /recap-uang-tips": {
    summary: "Daftar Uang Tips",
    description: "Tips of the user's open session (deleted ones excluded), oldest first; `total` = TOTAL PEMASUKAN.",
    response: replies(200, r.tips),
  },
  "POST /recap-uang-tips": {
    summary: "Record a tip",
    description:
      "Form: `keterangan` (Sisa Kembalian | Apresiasi Pelayanan | Lainnya), `amount_debit` (> 0), optional `m_karyawan_id` (the " +
      `recipient: an active user of the outlet, else 422 \`${CASH_BOOK_MSG.RECIPIENT_UNKNOWN}\`). A tip is cash paid out of the drawer. ` +
      `422 with \`errors\` per field (the client shows them as a summary list). ${noSession}`,
    response: replies(200, r.tipSaved),
  },
  "GET /recap-uang-tips/:id": {
    summary: "One tip (edit form)",
    description: "A tip of the user's open session. Unknown, deleted, another outlet's or of a closed session → 404.",
    response: replies(200, r.tip),
  },
  "PATCH /recap-uang-tips/:id": {
    summary: "Change a tip",
    description:
      "Form: `keterangan`, `amount_debit`, `m_karyawan_id` (the recipient); the spec's `id_kasir`, `nama_kasir`, `m_karyawan_nama`, " +
      "`id_waroeng`, `nama_waroeng`, `nama_area` are accepted and ignored. Refusals as for the record and the read.",
    response: replies(200, r.tipSaved),
  },
  "DELETE /recap-uang-tips/:id": {
    summary: "Delete a tip",
    description: "Removes a tip of the open session from the books (kept as deleted). Refusals as for the read.",
    response: replies(200, r.tipDeleted),
  },
  "GET /cashier/spending": {
    summary: "Shift recap: Kas Kasir",
    description: `Each row (pengguna, nominal, keterangan, jenis) and \`total\` = Σ Kas Masuk − Σ Kas Keluar, so that remaining modal = opening + total (payment §4). ${recapNote}`,
    response: replies(200, r.spending),
  },
  "GET /cashier/payment": {
    summary: "Shift recap: payments per method",
    description:
      "From the tenders (`rekap_transaksi_payment`): per method `vendor`, `nominal`, `jml_nota`; `cashTotal` (Tunai, net of change), " +
      "`nonTunaiTotal` (every other method), `edcTotal` (bank EDC). `reconciliation`: the drawer reckoning (domain " +
      `\`expectedDrawerCash\`), \`uang_seharusnya\` the expected drawer cash. ${recapNote}`,
    response: replies(200, r.payment),
  },
  "GET /cashier/promo": {
    summary: "Shift recap: discounts, charges, write-offs",
    description:
      "Sums over the session's bills: `gratis` / `total_lost_bills` (write-off totals), `voucher`, `diskon`, `diskon_val` (= diskon + " +
      "voucher), `pembulatan`, `free_kembalian`, `free_kembalian_void` (free change kept on refunds), `nominal` (subtotal), `pajak`, " +
      "`service`, `void_total` (voided EDC bills), `tarik_tunai`, `total_uang_tips`, `total_warranty` (warranty lines at price), " +
      `\`total_refund\`. ${recapNote}`,
    response: replies(200, r.promo),
  },
  "GET /cashier/sales": {
    summary: "Shift recap: sales",
    description:
      "Per transaction type: regular (`reg_category_sales`) and delivery-app (`ojol_category_sales`; `ojol_sharing_total` is 0: the " +
      "platforms' share is not recorded); `menu_sales` / `non_menu_sales` = taxed / untaxed lines (`jml_nota`, `nominal`, `pajak` = " +
      "nominal with tax, `nominal_pajak`); `menu` (Rekap Penjualan Menu), `by_hour` (the chart); `sales_total` = Σ bill totals + Σ free " +
      `change (write-offs excluded), so income check = sales_total − payments − free change = 0. ${recapNote}`,
    response: replies(200, r.sales),
  },
  "GET /cashier/free-data": {
    summary: "Shift recap: free change",
    description: `Bills that left free change: \`code_nota\`, \`jam_bayar\`, totals; \`nominal_free_kembalian_void\` = the free change kept on the bill's refund. ${recapNote}`,
    response: replies(200, r.freeData),
  },
  "GET /cashier/canceled-recap-data": {
    summary: "Shift recap: cancelled menu",
    description: `Cancelled lines (status 2) of the session's bills per reason: \`keterangan\`, \`qty\`, \`nominal\` (qty × price). ${recapNote}`,
    response: replies(200, r.canceled),
  },
  "GET /cashier/warranty-data": {
    summary: "Shift recap: warranty",
    description: `Warranty lines (status 3, 4) per reason: \`keterangan\`, \`qty\`, \`nominal\`. ${recapNote}`,
    response: replies(200, r.warranty),
  },
  "GET /cashier/uang-tips-data": {
    summary: "Shift recap: tips",
    description: `Per reason (all three, 0 when none) \`nominal\` and \`jml\`; \`detail\` every tip (Detil Uang Tips). ${recapNote}`,
    response: replies(200, r.tipsData),
  },
  "POST /m-modal/close-modal": {
    summary: "Tutup Saldo",
    description: `Form: \`nominal_cash\`. ${closeDoc} Reply \`error: 0, msg, rekap_modal_id, struct\` top-level.`,
    response: replies(200, r.closed, { bodyRefusal: true }),
    refusals: closeRefusals,
  },
  "POST /cashier/change-shift": {
    summary: "Ganti Shift",
    description:
      `Form: \`nominal_cash\` (Input Uang Riil). ${closeDoc} \`next_sesi\`: the number the outlet's next session of the day gets ` +
      "(the next cashier's opening cash).",
    response: replies(200, r.shiftChanged, { bodyRefusal: true }),
    refusals: closeRefusals,
  },
  "GET /cashier/closing-report/:id": {
    summary: "The closing report of a session",
    description: "The print page's data: session, cashier, times, counted cash, difference, the reckoning and payments per method.",
    response: replies(200, r.report),
  },
  "GET /cashier/print-closing-report/:id": {
    summary: "Print a closing report again",
    description:
      "Tutup Saldo's \"Cetak laporan lagi?\": queues the closing report of the user's session `id` (of the outlet) to the kasir " +
      'printer (`printed: true`, `struct: ""`), or answers its print page in `struct` (`printed: false`). Unknown or another ' +
      "outlet's session → 404.",
    response: replies(200, r.reportPrinted),
  },
};
