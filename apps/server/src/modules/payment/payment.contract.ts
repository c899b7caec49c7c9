/**
 * The contract of each payment route: reply schemas (`@waroeng/domain/wire`), OpenAPI summary and
 * description (rendered into docs/API.md by scripts/api-docs.ts), attached to the routes by lib/contract.ts.
 */
import { API_MSG, FIELD_MSG, META_CODE, MSG, PAY_MSG } from "@waroeng/domain";
import { paymentReplies, replies } from "@waroeng/domain/wire";
import type { RefusalDoc, RouteContracts } from "../../lib/contract.ts";
import { splitDescription, splitRefusals } from "./split.contract.ts";

/** Every refusal of the payment's rules: HTTP 200, `meta.error 1` (payment §8: the client reads meta.error). */
const payRefusals: RefusalDoc[] = [
  { when: "unknown order or another outlet's", status: 200, code: 404, message: MSG.TRANSACTION_NOT_FOUND },
  { when: "order closed or already paid (also the loser of two payments at once)", status: 200, code: 409, message: API_MSG.ALREADY_PAID },
  { when: "the paying user has no open cash session", status: 200, code: 409, message: API_MSG.NO_OPENING_CASH },
  { when: "`payment_method` unknown", status: 200, code: 422, message: FIELD_MSG.PAYMENT_METHOD_INVALID },
  { when: "Lost Bill / Gratis without `keterangan` (≥ 3 characters)", status: 200, code: 422, message: PAY_MSG.REASON_REQUIRED },
  { when: "Lost Bill of a gojek, grab or shopeefood order", status: 200, code: 422, message: PAY_MSG.LOST_BILL_HIDDEN },
  {
    when: "Lost Bill / Gratis refused by the cashier matrix (`lossbill_transaksi`)",
    status: 200,
    code: 403,
    message: MSG.ACCESS_DENIED,
    title: MSG.ACCESS_DENIED_TITLE,
  },
  { when: "no status-0 line", status: 200, code: 422, message: MSG.EMPTY_CART },
  { when: "discount above the total", status: 200, code: 422, message: MSG.DISCOUNT_TOO_BIG, title: MSG.DISCOUNT_TOO_BIG_TITLE },
  { when: "voucher above what is left", status: 200, code: 422, message: MSG.VOUCHER_TOO_BIG },
  { when: "a client figure differs from the server's", status: 200, code: META_CODE.DATA_CHANGED, message: MSG.DATA_CHANGED },
  { when: "cash below the total", status: 200, code: 422, message: MSG.PAYMENT_SHORT, title: MSG.PAYMENT_REJECTED_TITLE },
  { when: "`free_exchange` above the change", status: 200, code: 422, message: API_MSG.FREE_CHANGE_TOO_BIG },
  { when: "multipayment: fewer than 2 tenders or a tender of 0", status: 200, code: 422, message: PAY_MSG.MULTIPAY_TOO_FEW },
  {
    when: "multipayment: a method outside cash, Mandiri, BNI, BRI, BCA, OVO, GoPay",
    status: 200,
    code: 422,
    message: PAY_MSG.MULTIPAY_METHOD_INVALID,
  },
  { when: "multipayment: a method twice", status: 200, code: 422, message: PAY_MSG.MULTIPAY_METHOD_TWICE },
  { when: "multipayment: non-cash tenders above the total", status: 200, code: 422, message: PAY_MSG.MULTIPAY_NONCASH_OVER },
  { when: "multipayment: tenders below the total", status: 200, code: 422, message: MSG.PAYMENT_SHORT, title: MSG.PAYMENT_REJECTED_TITLE },
];

const paymentDocs = {
  pay: {
    summary: "Pay an order",
    description: [
      "Money in the major unit (rupiah integers, ringgit ≤ 2 decimals; numbers or exact decimal strings, see Money). Every refusal below (the spec's `meta.error 1`) comes with **HTTP 200** and the refusal body; `meta.code` keeps the status named here (request-schema errors stay HTTP 422). In one transaction, with the order row locked, checked in this order:",
      "",
      "- unknown order or another outlet's → 404 `Maaf! Transaksi tidak ditemukan`; closed or already paid → 409 `Transaksi sudah dibayar`;",
      "- the paying user has no open cash session at the outlet → 409 `Saldo awal belum diinput`;",
      "- `payment_method` not in `GET /m-payment-method` → 422 `Metode pembayaran tidak valid`;",
      "- no status-0 line with a quantity → 422 `Tambahkan menu terlebih dulu!`;",
      "- the server recomputes the totals from the order's lines (as `GET /transaction-detail`), with the client's `nominal_tariktunai` (when omitted: the order's stored tarik tunai), `global_discount` and `nominal_voucher`: a discount or voucher reduces the SALES (subtotal + tax + service), never the Tarik Tunai: discount above the sales → 422 `Diskon Melebihi Total Bayar` (title `Transaksi gagal!`); voucher above the sales left after the discount → 422 `Nominal transaksi kurang dari Voucher`; an optional `voucher_code` (from `GET /voucher/get-voucher`) is spent by this payment (row locked; refused as the lookup refuses it, e.g. 409 `Voucher sudah digunakan`, or 422 `Nominal voucher tidak sesuai` when `nominal_voucher` is not its value);",
      "- any of `sub_total, nominal_pajak, nominal_sc, total` (total = the ROUNDED total) that differs from the server's → 409 `Terjadi perubahan data` (nothing stored);",
      "- Lost Bill (`payment_method` 9) and Gratis (10), from Bayar → LOSTBILL and Lainnya: `keterangan` (reason, 3–255) required → else 422; Lost Bill of a gojek, grab or shopeefood order (their platform pays) → 422 `Lost Bill tidak tersedia untuk pesanan online ini`; the cashier matrix's `lossbill_transaksi` (GET /akses-role) → 403 `Hubungi Kacab/Asisten` (title `Akses DiTolak!`). The order closes with 0 received (`nominal_uang` not read, change 0, `free_exchange` must be 0); `rekap_lost_bill` records kind, reason, the cashier and who approved (the supervisor whose Role Setting grant allowed it; the cashier when the standing rule or their role did); `r_t_lost_bill` is true for Lost Bill. Reported apart by their method.",
      "- `multipayment` (JSON array of 2–7 `{ payment_method, nominal }`, methods cash 1, Mandiri 2, BNI 3, BRI 4, BCA 5, OVO 6, GoPay 7, each once, nominal > 0 in the major unit; `payment_method` is then not read): the non-cash tenders together at most the total → else 422 `Pembayaran non-tunai melebihi total`; all tenders at least the total → else 422 `Nominal Pembayaran Kurang`; change = Σ − total, taken from the cash tender; the closed transaction's method is cash when cash is among the tenders, else the first tender's.",
      "- one non-cash method (2–8): optional `approval_code` (the EDC terminal's approval / reference number, ≤ 40) is stored with its tender.",
      "- cash: `nominal_uang` below the total → 422 `Nominal Pembayaran Kurang` (title `Transaksi ditolak!`); change = nominal_uang − total; `free_exchange` (change left to the stall) must be 0..change, else 422 `Free kembalian melebihi kembalian`. Other methods: the amount tendered is the total, change 0, `free_exchange` 0. `exchange` and `round` are not trusted (the server's are stored); `selisih`, `nomor_wa`, `member_id` are stored as sent.",
      "",
      'Success: HTTP 201, `meta.code 201`, `struct: "/struk/{rekap_id}?mode=2"`; the order is closed (status 2), its tables are free, the transaction (business date and `HH:mm` in Asia/Jakarta) and every line (status-0 lines at their nominal; other lines at 0 with their reason) are stored as paid; live screens get an `orders` event. Every payment stores its tenders (`rekap_transaksi_payment`: method, amount paid of the bill, amount handed over, approval code; none for a write-off). Two payments of one order at once: exactly one 201, the other 409 `Transaksi sudah dibayar`. Accepts `Idempotency-Key` (the web sends one per payment attempt): a retry with the same key and body — in parallel, or after a restart within 24 hours — replays the first 201 instead of paying again.',
      splitDescription,
    ].join("\n"),
  },
  openDrawer: {
    summary: "Open the cash drawer after a payment",
    description:
      'Reply `error: 0, msg: "Laci terbuka", struct: ""`; the opening is recorded (reason `payment`, with the user\'s open cash session if any).',
  },
};

/** Reply schemas, summary and description per route ("METHOD /path" under /api), attached by lib/contract.ts. */
export const paymentContract: RouteContracts = {
  "POST /recap-transactions": {
    ...paymentDocs.pay,
    response: replies(201, paymentReplies.pay, { bodyRefusal: true }),
    refusals: [...payRefusals, ...splitRefusals],
  },
  "GET /open-laci/payment": { ...paymentDocs.openDrawer, response: replies(200, paymentReplies.openDrawer) },
};
