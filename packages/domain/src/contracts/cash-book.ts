/**
 * The contract of cash-book (docs/ARCHITECTURE.md "Adding a route"): request schemas, reply
 * schemas and the route contracts (summary, description, replies, refusals) per "METHOD /path"
 * under /api. The server validates with the request schemas, attaches the contracts to its routes
 * (apps/server/src/lib/contract.ts) and renders both into OpenAPI and docs/API.md; the web app
 * types its calls with them.
 *
 * Request schemas of the cash book and the shift (payment §3, §5, §7 "Cash mutation",
 * "Tips"; foundations §5 "Close balance"), shared by the server's routes and the web forms. Money
 * fields are the domain's `moneyAmount()` (integer minor units inside, major unit on the wire).
 *
 * Cash book and shift replies (docs/API.md "Cash book and shift"; payment §3 "Cash
 * mutation", "Tip", "Shift recap data", §7; foundations §7 close-modal). Money fields are `wireMoney`.
 *
 * The contract of the cash book and shift routes: reply schemas, summary, description
 * and refusals, attached by the server's lib/contract.ts and rendered into docs/API.md.
 */

import { z } from "zod";
import { API_MSG, boundedText, CASH_BOOK_MSG, MAX_LENGTH, MSG, MUTATION_GROUPS, moneyAmount, optionalId, TIP_REASONS } from "../index.ts";
import { envelope, replies, wireId, wireInt, wireMoney } from "../wire/envelope.ts";
import { flag, lineId } from "./line-actions.ts";
import type { RefusalDoc, RouteContracts } from "./types.ts";

// ── Request schemas ──

const toInt = (v: unknown): unknown => {
  if (v === null || (typeof v === "string" && v.trim() === "")) {
    return undefined;
  }
  return typeof v === "string" && /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : v;
};
const toText = (v: unknown): unknown => (typeof v === "number" ? String(v) : (v ?? ""));
const text = (required: string, max: number, maxMessage: string) =>
  z.preprocess(toText, boundedText(max, maxMessage, { error: required }).min(1, { error: required }));
type MutationGroup = (typeof MUTATION_GROUPS)[number];
const isMutationGroup = (v: unknown): v is MutationGroup => MUTATION_GROUPS.some((g) => g === v);

const moneyOrZero = () => z.preprocess(toInt, moneyAmount().default(0));

/**
 * `POST /recap-mutasi-modal` (payment §3 "Post payload", §5, §9): `nama_pengguna`, `debit` (Kas
 * Masuk) or `kredit` (Kas Keluar) — exactly one above 0 —, `group` Reguler | Ojol (default
 * Reguler, also when blank), `keterangan`. Field errors are keyed as the spec's client reads them: `nama_pengguna`,
 * `keterangan`, `totalMoney` (no amount: `Jumlah uang harus diisi`), `mutationType` (both
 * amounts: `Pilih jenis transaksi!`), `mutationGroup`.
 */
export const mutationSchema = z
  .object({
    nama_pengguna: text(CASH_BOOK_MSG.PERSON_REQUIRED, MAX_LENGTH.name, CASH_BOOK_MSG.PERSON_MAX),
    debit: moneyOrZero(),
    kredit: moneyOrZero(),
    // Checked below, so that its refusal is keyed `mutationGroup` as the spec's client reads it.
    group: z
      .preprocess((v) => (v === undefined || v === null || v === "" ? "Reguler" : v), z.unknown())
      .describe('"Reguler" | "Ojol" (blank: Reguler); another value is refused under the key `mutationGroup`'),
    keterangan: text(CASH_BOOK_MSG.DESCRIPTION_REQUIRED, MAX_LENGTH.note, CASH_BOOK_MSG.DESCRIPTION_MAX),
  })
  .superRefine((m, ctx) => {
    if (!isMutationGroup(m.group)) {
      ctx.addIssue({ code: "custom", path: ["mutationGroup"], message: CASH_BOOK_MSG.GROUP_INVALID });
    }
    if (m.debit > 0 && m.kredit > 0) {
      ctx.addIssue({ code: "custom", path: ["mutationType"], message: MSG.CHOOSE_MUTATION_TYPE });
    } else if (m.debit === 0 && m.kredit === 0) {
      ctx.addIssue({ code: "custom", path: ["totalMoney"], message: MSG.MUTATION_AMOUNT_REQUIRED });
    }
  })
  .transform((m) => ({ ...m, group: m.group as MutationGroup }));
export type MutationInput = z.output<typeof mutationSchema>;

const tipReason = z.preprocess(toText, z.enum(TIP_REASONS, { error: CASH_BOOK_MSG.TIP_REASON_INVALID }));
const tipAmount = z.preprocess(
  toInt,
  moneyAmount().refine((n) => n > 0, { error: CASH_BOOK_MSG.TIP_AMOUNT_REQUIRED }),
);

/**
 * `POST /recap-uang-tips` (payment §7): `keterangan` (one of the tip reasons), `amount_debit` (> 0),
 * optional `m_karyawan_id` (the recipient, a user of the outlet; absent = none named yet).
 */
export const tipCreateSchema = z.object({
  keterangan: tipReason,
  amount_debit: tipAmount,
  m_karyawan_id: optionalId(),
});
export type TipCreateInput = z.output<typeof tipCreateSchema>;

/**
 * `PATCH /recap-uang-tips/{id}` (payment §7): `keterangan`, `amount_debit`, `m_karyawan_id` (the
 * recipient). The spec's other fields (`id_kasir`, `nama_kasir`, `m_karyawan_nama`, `id_waroeng`,
 * `nama_waroeng`, `nama_area`) are accepted and ignored: the server knows them.
 */
export const tipUpdateSchema = z.object({
  keterangan: tipReason,
  amount_debit: tipAmount,
  m_karyawan_id: optionalId(),
  id_kasir: z.unknown().optional(),
  nama_kasir: z.unknown().optional(),
  m_karyawan_nama: z.unknown().optional(),
  id_waroeng: z.unknown().optional(),
  nama_waroeng: z.unknown().optional(),
  nama_area: z.unknown().optional(),
});
export type TipUpdateInput = z.output<typeof tipUpdateSchema>;

/**
 * `POST /m-modal/close-modal` and the change-shift call: `nominal_cash` (counted drawer cash, minor
 * units). Tutup Saldo only (not in the spec, optional): `close_anyway` 1 closes while unpaid orders
 * are open, `approval` a supervisor's approval (POST /approve `data.id`) for a kasir or wbd doing so.
 */
export const closeModalSchema = z.object({
  nominal_cash: z.preprocess(toInt, moneyAmount().optional()),
  close_anyway: flag(),
  approval: lineId(),
});
export type CloseModalInput = z.output<typeof closeModalSchema>;

// ── Reply schemas ──

/** One Kas Kasir row (History Kas). */
export const mutationRow = z.strictObject({
  r_m_m_id: wireId,
  r_m_m_debit: wireMoney,
  r_m_m_kredit: wireMoney,
  r_m_m_keterangan: z.string(),
  r_m_m_nama_pengguna: z.string(),
  r_m_m_group: z.string(),
  tanggal: z.string().describe("DD/MM/YYYY"),
  jam: z.string().describe("HH:mm"),
});

/** The printable Kas Kasir slip (`GET /cashier/cash-out/{id}`). */
export const mutationSlip = mutationRow.extend({
  waroeng_nama: z.string(),
  nama_kasir: z.string(),
  rekap_modal_sesi: wireInt,
});

/** One tip of Daftar Uang Tips. */
export const tipRow = z.strictObject({
  r_u_t_id: wireId,
  r_u_t_nominal: wireMoney,
  r_u_t_keterangan: z.string(),
  m_karyawan_id: wireId.nullable(),
  m_karyawan_nama: z.string(),
  nama_kasir: z.string(),
  tanggal: z.string(),
  jam: z.string(),
});

/** A tip as the edit form reads it (payment §3 "Tip: Edit"). */
export const tipEdit = z.strictObject({
  id: wireId,
  id_kasir: wireId,
  nama_kasir: z.string(),
  keterangan: z.string(),
  amount_debit: wireMoney,
  m_karyawan_id: wireId.nullable(),
  m_karyawan_nama: z.string(),
  m_w_id: wireId,
  m_w_nama: z.string(),
  m_area_nama: z.string(),
});

const amountRow = z.strictObject({ keterangan: z.string(), qty: wireInt, nominal: wireMoney });

/** The drawer reckoning of a session (domain `expectedDrawerCash`). */
export const drawerReckoning = z.strictObject({
  saldo_awal: wireMoney,
  tunai: wireMoney,
  free_kembalian: wireMoney,
  kas_masuk: wireMoney,
  kas_keluar: wireMoney,
  tarik_tunai: wireMoney,
  refund: wireMoney,
  uang_tips: wireMoney,
  uang_seharusnya: wireMoney.describe("expected drawer cash"),
});

export const spendingRecap = z.strictObject({
  list: z.array(z.strictObject({ pengguna: z.string(), nominal: wireMoney, keterangan: z.string(), jenis: z.enum(["debit", "kredit"]) })),
  total: wireMoney.describe("Kas Masuk − Kas Keluar (= −TOTAL PENGELUARAN)"),
});

export const paymentRecap = z.strictObject({
  paymentDetail: z.array(z.strictObject({ vendor: z.string(), nominal: wireMoney, jml_nota: wireInt })),
  cashTotal: wireMoney,
  nonTunaiTotal: wireMoney,
  edcTotal: wireMoney,
  reconciliation: drawerReckoning,
});

export const promoRecap = z.strictObject({
  gratis: wireMoney,
  voucher: wireMoney,
  diskon: wireMoney,
  pembulatan: wireMoney,
  free_kembalian: wireMoney,
  free_kembalian_void: wireMoney,
  nominal: wireMoney,
  pajak: wireMoney,
  service: wireMoney,
  void_total: wireMoney,
  diskon_val: wireMoney,
  tarik_tunai: wireMoney,
  total_lost_bills: wireMoney,
  total_uang_tips: wireMoney,
  total_warranty: wireMoney,
  total_refund: wireMoney,
});

const categorySales = z.strictObject({
  transaction_name: z.string(),
  reg_sales_total: wireMoney,
  sales_total: wireMoney,
  count_nota: wireInt,
  reg_sales_tax: wireMoney,
  reg_sales_service: wireMoney,
});
const ojolSales = z.strictObject({
  transaction_name: z.string(),
  reg_ojol_sales_total: wireMoney,
  ojol_sales_total: wireMoney,
  ojol_sales_tax: wireMoney,
  ojol_sales_service: wireMoney,
  ojol_sharing_total: wireMoney,
  count_nota: wireInt,
});
const menuSales = z.strictObject({ jml_nota: wireInt, nominal: wireMoney, pajak: wireMoney, nominal_pajak: wireMoney });

export const salesRecap = z.strictObject({
  reg_category_sales: z.array(categorySales),
  ojol_category_sales: z.array(ojolSales),
  menu_sales: menuSales,
  non_menu_sales: menuSales,
  menu: z.array(z.strictObject({ m_produk_nama: z.string(), qty: wireInt, nominal: wireMoney })),
  by_hour: z.array(z.strictObject({ jam: z.string().describe("HH"), nominal: wireMoney, jml_nota: wireInt })),
  sales_total: wireMoney.describe("Σ bill totals + Σ free change of the session's paid bills (write-offs excluded)"),
});

export const freeChangeRow = z.strictObject({
  code_nota: z.string(),
  jam_bayar: z.string(),
  nominal_total_bayar: wireMoney,
  nominal_free_kembalian: wireMoney,
  nominal_free_kembalian_void: wireMoney,
});

export const tipsRecap = z.strictObject({
  list: z.array(z.strictObject({ keterangan: z.string(), nominal: wireMoney, jml: wireInt })),
  detail: z.array(
    z.strictObject({
      keterangan: z.string(),
      nama_penerima: z.string(),
      nama_kasir: z.string(),
      nominal: wireMoney,
      tanggal: z.string(),
      jam_lapor: z.string(),
    }),
  ),
  total: wireMoney,
});

/** The closing report of a session (Tutup Saldo / Ganti Shift; also the print page's data). */
export const closingReport = z.strictObject({
  rekap_modal_id: wireId,
  rekap_modal_sesi: wireInt,
  tanggal: z.string(),
  nama_kasir: z.string(),
  waroeng_nama: z.string(),
  dibuka: z.string().describe("DD/MM/YYYY HH:mm"),
  ditutup: z.string().describe("DD/MM/YYYY HH:mm or empty while open"),
  uang_riil: wireMoney.nullable().describe("counted cash at close; null while open"),
  selisih: wireMoney.nullable(),
  reconciliation: drawerReckoning,
  payment: z.array(z.strictObject({ vendor: z.string(), nominal: wireMoney, jml_nota: wireInt })),
  sales_total: wireMoney,
  jml_nota: wireInt,
});

/** One unpaid order still open at the outlet (the Tutup Saldo check). */
export const openOrderRow = z.strictObject({
  tmp_transaction_id: wireId,
  tmp_transaction_note_number: z.string(),
  meja: z.string().describe("the held tables' names, comma-separated; the transaction type (e.g. grab) for a note without a table"),
  total: wireMoney.describe("the order's total as it would be paid now"),
});

/** What the Tutup Saldo screen shows before closing (`GET /cashier/close-check`). */
export const closeCheck = z.strictObject({
  rekap_modal_id: wireId,
  open_orders: z.array(openOrderRow),
  close_anyway: z.enum(["self", "approval"]).describe("self: the user may close over open orders; approval: only with a kacab's approval"),
  reconciliation: drawerReckoning,
});

/** Whether the kasir printer got the job (false: no kasir printer, `struct` is the browser page). */
const printed = z.boolean();

export const cashBookReplies = {
  mutations: envelope(z.array(mutationRow), { total_pengeluaran: wireMoney }),
  mutationSaved: envelope(mutationRow, { struct: z.string() }),
  slip: envelope(mutationSlip, { error: z.literal(0), struct: z.string(), printed }),
  tips: envelope(z.array(tipRow), { total: wireMoney }),
  tip: envelope(tipEdit),
  tipSaved: envelope(tipRow),
  tipDeleted: envelope(z.strictObject({ r_u_t_id: wireId })),
  spending: envelope(spendingRecap),
  payment: envelope(paymentRecap),
  promo: envelope(promoRecap),
  sales: envelope(salesRecap),
  freeData: envelope(z.array(freeChangeRow)),
  canceled: envelope(z.array(amountRow)),
  warranty: envelope(z.array(amountRow)),
  tipsData: envelope(tipsRecap),
  closed: envelope(closingReport, {
    error: z.literal(0),
    msg: z.string(),
    rekap_modal_id: wireId,
    struct: z.string().describe('the closing report\'s print page; "" when the kasir printer got it'),
    printed,
  }),
  shiftChanged: envelope(closingReport, { error: z.literal(0), msg: z.string(), struct: z.string(), next_sesi: wireInt, printed }),
  report: envelope(closingReport),
  closeCheck: envelope(closeCheck),
  reportPrinted: envelope(z.null(), { error: z.literal(0), struct: z.string(), printed }),
};

// ── Route contracts ──

const r = cashBookReplies;

const noSession = "No open cash session: 409 `Saldo awal belum diinput`.";
const recapNote =
  "Of the user's open cash session, or of `?rekap_modal_id=` (any session of the outlet; another outlet's → 404 `Data tidak ditemukan`). " +
  "Only bills booked in that session (`r_t_rekap_modal_id`). Without an open session and no id: 409 `Saldo awal belum diinput`.";
const closeRefusals: RefusalDoc[] = [
  { when: "`nominal_cash` missing or 0", status: 200, code: 422, message: MSG.NOMINAL_EMPTY, title: MSG.PAYMENT_REJECTED_TITLE },
  { when: "no open cash session", status: 200, code: 409, message: API_MSG.NO_OPENING_CASH },
];
const tutupSaldoRefusals: RefusalDoc[] = [
  ...closeRefusals,
  {
    when: "unpaid orders open at the outlet and no `close_anyway: 1`",
    status: 200,
    code: 409,
    message: CASH_BOOK_MSG.openOrdersLeft(2, "12, 15"),
  },
  {
    when: "`close_anyway: 1` by a kasir or wbd without a valid `approval`",
    status: 200,
    code: 403,
    message: CASH_BOOK_MSG.CLOSE_ANYWAY_NEEDS_APPROVAL,
  },
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
    description:
      `Form: \`nominal_cash\`; optional \`close_anyway\` (0/1) and \`approval\` (POST /approve \`data.id\`). ${closeDoc} ` +
      "While unpaid orders are open at the outlet the close is refused unless `close_anyway` is 1: a kacab may do so on their own, " +
      "a kasir or wbd only with a kacab's approval (used up). A close over open orders is recorded in the audit with their notas " +
      "and the approver. Reply `error: 0, msg, rekap_modal_id, struct` top-level.",
    response: replies(200, r.closed, { bodyRefusal: true }),
    refusals: tutupSaldoRefusals,
  },
  "POST /cashier/change-shift": {
    summary: "Ganti Shift",
    description:
      `Form: \`nominal_cash\` (Input Uang Riil). ${closeDoc} \`next_sesi\`: the number the outlet's next session of the day gets ` +
      "(the next cashier's opening cash). Open orders are handed to the next cashier, so they do not stop a shift change " +
      "(`close_anyway` and `approval` are ignored here).",
    response: replies(200, r.shiftChanged, { bodyRefusal: true }),
    refusals: closeRefusals,
  },
  "GET /cashier/close-check": {
    summary: "Before Tutup Saldo: open orders and the drawer recap",
    description:
      "The unpaid orders still open at the outlet (`tmp_transaction_id`, nota, tables, total as it would be paid now), whether the " +
      "user may close over them (`close_anyway`: `self` for a kacab, `approval` for a kasir or wbd) and the user's open session's " +
      `drawer reckoning (expected cash by source). ${noSession}`,
    response: replies(200, r.closeCheck),
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
