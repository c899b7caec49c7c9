/**
 * The contract of payment (docs/ARCHITECTURE.md "Adding a route"): request schemas, reply schemas
 * and the route contracts (summary, description, replies, refusals) per "METHOD /path" under /api.
 * The server validates with the request schemas, attaches the contracts to its routes
 * (apps/server/src/lib/contract.ts) and renders both into OpenAPI and docs/API.md; the web app
 * types its calls with them.
 *
 * Request schemas of the payment area (payment spec §7 POST /recap-transactions). The payment
 * form is the domain's `payFormSchema` (`cashPaymentSchema` + multipayment, approval_code, keterangan) (field names as the spec's, money in integer minor
 * units, numeric strings accepted), except that `nominal_tariktunai` stays undefined when not sent,
 * so the order's stored cash withdrawal applies.
 *
 * Payment replies (docs/API.md "Payment"; payment §7).
 *
 * The contract of each payment route: reply schemas (`@waroeng/domain/wire`), OpenAPI summary and
 * description (rendered into docs/API.md by the server's docs/api-docs.ts), attached to the routes by the server's lib/contract.ts.
 *
 * The split-bill fields of POST /recap-transactions (payment spec §7: "split adds nota_number,
 * split_menu (JSON), splitId"). With `splitId` the payment is a split (payment/split.service.ts);
 * without it the other two are ignored and the order is paid whole.
 *
 * The split-bill part of the POST /recap-transactions contract (payment spec §4 "Split bill", §7):
 * its description paragraph and refusals, added to the payment route's below.
 */

import { z } from "zod";
import {
  API_MSG,
  FIELD_MSG,
  LINE_MSG,
  MAX_EVEN_PARTS,
  MAX_ID,
  MAX_ITEMS,
  META_CODE,
  MSG,
  moneyAmount,
  optionalId,
  PAY_MSG,
  parseJsonArray,
  payFormSchema,
  QRIS_MSG,
  quantityAmount,
  SPLIT_MSG,
} from "../index.ts";
import { envelope, replies, wireId, wireMoney } from "../wire/envelope.ts";
import { type RefusalDoc, type RouteContracts, refusedInBody } from "./types.ts";

// ── Request schemas ──

function blankToUndefined(value: unknown): unknown {
  if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) {
    return undefined;
  }
  if (typeof value === "string" && /^\d+$/.test(value.trim())) {
    return Number(value.trim());
  }
  return value;
}

/** Body of POST /recap-transactions. */
export const payBody = payFormSchema.extend({
  nominal_tariktunai: z.preprocess(blankToUndefined, moneyAmount().optional()),
  // Not sent: the order's stored Diskon Transaksi / voucher is charged (PUT /tmp-transaction/{id}/discount).
  global_discount: z.preprocess(blankToUndefined, moneyAmount().optional()),
  nominal_voucher: z.preprocess(blankToUndefined, moneyAmount().optional()),
  // Bagi rata paid at once: `multipayment` is one tender per share, share by share (payment.service.ts).
  bagi_rata: z.preprocess(
    blankToUndefined,
    z
      .number({ error: SPLIT_MSG.EVEN_PARTS_INVALID })
      .int({ error: SPLIT_MSG.EVEN_PARTS_INVALID })
      .min(2, { error: SPLIT_MSG.EVEN_PARTS_INVALID })
      .max(MAX_EVEN_PARTS, { error: SPLIT_MSG.EVEN_PARTS_INVALID })
      .optional(),
  ),
  // POST /approve's id, for a `global_discount` above the outlet's limit sent with nothing stored.
  approval_id: optionalId(),
  // Paid by QRIS (payment_method 11): the charge shown (POST /qris/charge), linked to the bill.
  qris_order_id: z.preprocess(
    blankToUndefined,
    z
      .string({ error: QRIS_MSG.ORDER_ID_INVALID })
      .regex(/^QRIS-\d{1,10}-\d{1,10}-\d{1,6}$/, { error: QRIS_MSG.ORDER_ID_INVALID })
      .optional(),
  ),
});
export type PayBody = z.output<typeof payBody>;

/** Longest child note number: the order's (≤ 40 characters, tmp_transaction check) plus its `-S{n}`. */
const NOTA_MAX = 60;

function blank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

function toInt(value: unknown): unknown {
  return typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
}

/** One moved line of `split_menu`: the order line and the units moved (other fields the spec's client sends are ignored). */
const splitMenuLine = z.object({
  tmp_transaction_detail_id: z.preprocess(
    toInt,
    z
      .number({ error: SPLIT_MSG.MENU_INVALID })
      .int({ error: SPLIT_MSG.MENU_INVALID })
      .min(1, { error: SPLIT_MSG.MENU_INVALID })
      .max(MAX_ID),
  ),
  tmp_transaction_detail_qty: z.preprocess(toInt, quantityAmount()),
});

/** A moved line of a split: order line id and units (integer ≥ 0; lines at 0 are dropped by the service). */
export type SplitMenuLine = z.output<typeof splitMenuLine>;

/** The split fields: all optional here; the service requires `split_menu` and `nota_number` once `splitId` is given. */
export const splitFields = {
  splitId: z.preprocess(
    (v) => (blank(v) ? undefined : v),
    z
      .string({ error: SPLIT_MSG.SPLIT_ID_INVALID })
      .regex(/^[A-Za-z0-9_.:-]{1,100}$/, { error: SPLIT_MSG.SPLIT_ID_INVALID })
      .optional(),
  ),
  nota_number: z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === "number" ? String(v) : v),
    z
      .string({ error: SPLIT_MSG.NOTA_INVALID })
      .trim()
      .min(1, { error: SPLIT_MSG.NOTA_INVALID })
      .max(NOTA_MAX, { error: SPLIT_MSG.NOTA_INVALID })
      .optional(),
  ),
  split_menu: z.preprocess(
    (v) => (blank(v) ? undefined : parseJsonArray(v)),
    z.array(splitMenuLine, { error: SPLIT_MSG.MENU_INVALID }).max(MAX_ITEMS, { error: SPLIT_MSG.MENU_INVALID }).optional(),
  ),
};

/** Body of POST /recap-transactions: the payment form plus the optional split fields. */
export const payOrSplitBody = payBody.extend(splitFields);
export type PayOrSplitBody = z.output<typeof payOrSplitBody>;

// ── Reply schemas ──

/** `POST /recap-transactions` data. */
export const paid = z.strictObject({
  rekap_id: wireId,
  m_t_t_id: wireId,
  kembalian: wireMoney,
  struct: z.string().describe('"/struk/{rekap_id}?mode=2"'),
});

export const paymentReplies = {
  pay: envelope(paid),
  openDrawer: envelope(z.null(), { error: z.literal(0), msg: z.string(), struct: z.literal("") }),
};

// ── Route contracts ──

/** The split refusals (HTTP 200 with the refusal body, as every payment refusal). */
const splitRefusals: RefusalDoc[] = [
  { when: "split: the role lacks `order.split`", status: 403, code: 403, message: MSG.ACCESS_DENIED, title: MSG.ACCESS_DENIED_TITLE },
  refusedInBody("split: `splitId` already used for another order", 422, SPLIT_MSG.SPLIT_ID_REUSED),
  refusedInBody("split: `split_menu` moves no unit", 422, SPLIT_MSG.MENU_EMPTY),
  refusedInBody("split: `nota_number` missing", 422, SPLIT_MSG.NOTA_INVALID),
  refusedInBody("split: the split bill's `total` is 0", 422, SPLIT_MSG.TOTAL_ZERO),
  refusedInBody("split: a moved line is cancelled, replaced or free", 409, SPLIT_MSG.LINE_NOT_NORMAL),
  refusedInBody("split: the order keeps a nominal Diskon Transaksi or a voucher (remove it first)", 409, SPLIT_MSG.DISCOUNT_NOT_SPLITTABLE),
  refusedInBody(
    "split: a moved line is not in the order or has fewer units; `nota_number` is not the next one",
    META_CODE.DATA_CHANGED,
    MSG.DATA_CHANGED,
  ),
  refusedInBody("split: the order is already closed (and the `splitId` is new)", 409, API_MSG.ALREADY_PAID),
];

/** The split paragraph of the route's description. */
const splitDescription = [
  "",
  "**Split bill** (payment §4): with `splitId` (the client's unique id of this split, 1–100 characters `A–Z a–z 0–9 - _ . :`) the payment pays only the units listed in `split_menu` (a JSON list — or its string — of `{tmp_transaction_detail_id, tmp_transaction_detail_qty}`; other fields the spec's client sends are ignored; a line named twice adds up) of the order `tmp_transaction_id`, under `nota_number`, which must be the order's note number followed by its `new_split` (`GET /tmp-transaction/{id}`: `-S1`, then `-S2`, …). One transaction, the order row locked:",
  "",
  "- a `splitId` already paid → the FIRST reply again (same `rekap_id`, HTTP 201), nothing changed — a retried or doubled POST never pays twice (also after a restart: the `splitId` is stored with the split, `rekap_split`); the same `splitId` for another order → 422 `splitId sudah dipakai untuk transaksi lain`;",
  "- role without `order.split` → 403 `Akses DiTolak!`; the order closed → 409 `Transaksi sudah dibayar`; a nominal Diskon Transaksi or a voucher stored on the order (`PUT /tmp-transaction/{id}/discount`) → 409 `Diskon nominal atau voucher tidak bisa dibagi ke nota split. Hapus diskon transaksi dulu` (it cannot be cut up between bills; nothing paid) — a stored percent is charged on every sub-bill at that percent (the child order carries it, with its approval) and on the rest; nothing moved → 422 `Pilih menu yang akan di-split`; no `nota_number` → 422 `Nomor nota split tidak valid`; a `total` of 0 → 422 `Total nota split harus lebih dari 0` (BAYAR only above 0); a moved line cancelled, replaced or free → 409 `Menu batal, garansi atau gratis tidak dapat di-split`; a line not in the order, more units than it has, or another `nota_number` than the next → `Terjadi perubahan data` (meta.code 412);",
  "- the moved units leave the order for a new child order (same table, type, Big Boss, member, waiter, rates, rounding; note `nota_number`); part of a line is split off with its share of the line discount (⌊discount × units / qty⌋, the rest stays) and as many of its sent units and their open dishes, so the kitchen and pickup screens keep every dish, now under the child's note; the child is then paid exactly as a whole order (every check and refusal above, on the split's figures), and the order keeps its other lines, its tables and stays open;",
  "- once the split screen holds units on the server (`GET /split-bill/{id}`), `split_menu` must be exactly the next sub-bill's held units, else `Terjadi perubahan data` (meta.code 412); the payment forgets that sub-bill's held units (the last split: all of them and Bagi rata), so the next sub-bill holds what was moved to it and nothing else;",
  "- the split that takes every remaining status-0 unit is the last: the order ITSELF is paid (its note number, its remaining cancelled/free lines at 0), so it closes and its tables are freed. Every closed order has one `rekap_transaksi`;",
  "- tax and service charge: the split's figures are compared at the order's rates; a `nominal_pajak` (`nominal_sc`) of 0 where the rate and the split's flagged lines would charge some means switched off (the split screen's switch): the bill is charged at rate 0;",
  "- rounding: each bill is computed and rounded on its own — the remainder stays with that bill (its `round`), never carried to another; so Σ split subtotals = the unsplit subtotal exactly, Σ taxes and Σ service charges within ⌊k/2⌋ minor units each for k bills, Σ rounded totals within that plus (k + 1) half rounding steps (domain `splitRoundingBound`).",
].join("\n");

/** Every refusal of the payment's rules: HTTP 200, `meta.error 1` (payment §8: the client reads meta.error). */
const payRefusals: RefusalDoc[] = [
  refusedInBody("unknown order or another outlet's", 404, MSG.TRANSACTION_NOT_FOUND),
  refusedInBody("order closed or already paid (also the loser of two payments at once)", 409, API_MSG.ALREADY_PAID),
  refusedInBody("the paying user has no open cash session", 409, API_MSG.NO_OPENING_CASH),
  refusedInBody("`payment_method` unknown", 422, FIELD_MSG.PAYMENT_METHOD_INVALID),
  refusedInBody("Gratis without `keterangan`, or a `keterangan` under 3 characters", 422, PAY_MSG.REASON_REQUIRED),
  refusedInBody("Lost Bill of a gojek, grab or shopeefood order", 422, PAY_MSG.LOST_BILL_HIDDEN),
  refusedInBody("Lost Bill / Gratis refused by the cashier matrix (`lossbill_transaksi`)", 403, MSG.ACCESS_DENIED, MSG.ACCESS_DENIED_TITLE),
  refusedInBody("no status-0 line", 422, MSG.EMPTY_CART),
  refusedInBody("discount above the total", 422, MSG.DISCOUNT_TOO_BIG, MSG.DISCOUNT_TOO_BIG_TITLE),
  refusedInBody("voucher above what is left", 422, MSG.VOUCHER_TOO_BIG),
  refusedInBody("a client figure differs from the server's", META_CODE.DATA_CHANGED, MSG.DATA_CHANGED),
  refusedInBody("cash below the total", 422, MSG.PAYMENT_SHORT, MSG.PAYMENT_REJECTED_TITLE),
  refusedInBody("`free_exchange` above the change", 422, API_MSG.FREE_CHANGE_TOO_BIG),
  refusedInBody("multipayment: fewer than 2 tenders or a tender of 0", 422, PAY_MSG.MULTIPAY_TOO_FEW),
  refusedInBody("multipayment: a method outside cash, Mandiri, BNI, BRI, BCA, OVO, GoPay", 422, PAY_MSG.MULTIPAY_METHOD_INVALID),
  refusedInBody("multipayment: a method twice", 422, PAY_MSG.MULTIPAY_METHOD_TWICE),
  refusedInBody("multipayment: non-cash tenders above the total", 422, PAY_MSG.MULTIPAY_NONCASH_OVER),
  refusedInBody("multipayment: tenders below the total", 422, MSG.PAYMENT_SHORT, MSG.PAYMENT_REJECTED_TITLE),
  refusedInBody("Bagi rata: a non-cash share not paid exactly", 422, SPLIT_MSG.SHARE_NONCASH_EXACT),
  refusedInBody("Bagi rata: `bagi_rata` not the held N, or not one tender per share", META_CODE.DATA_CHANGED, MSG.DATA_CHANGED),
  refusedInBody(
    "a discount above the outlet's limit (stored and not approved, or sent without `approval_id`) by a role that is no supervisor",
    403,
    LINE_MSG.DISCOUNT_NEEDS_APPROVAL,
  ),
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
      "- the server recomputes the totals from the order's lines (as `GET /transaction-detail`), with the client's `nominal_tariktunai` (when omitted: the order's stored tarik tunai), `global_discount` and `nominal_voucher`: a discount or voucher reduces the SALES (subtotal + tax + service), never the Tarik Tunai: discount above the sales → 422 `Diskon Melebihi Total Bayar` (title `Transaksi gagal!`); voucher above the sales left after the discount → 422 `Nominal transaksi kurang dari Voucher`; a `nominal_voucher` above 0 needs its `voucher_code` (from `GET /voucher/get-voucher`; without one → 422 `Kode voucher harus diisi` on `voucher_code`), which is spent by this payment (row locked; refused as the lookup refuses it, e.g. 409 `Voucher sudah digunakan`, or 422 `Nominal voucher tidak sesuai` when `nominal_voucher` is not its value);",
      "- the order's stored Diskon Transaksi and voucher (`PUT /tmp-transaction/{id}/discount`): `global_discount` not sent → the stored discount is charged (what it takes off now, as `GET /transaction-detail`'s `totals.global_discount`; none stored: 0); `nominal_voucher` and `voucher_code` not sent → the stored voucher is charged and spent. When the order has a stored discount (voucher), a sent `global_discount` (`nominal_voucher`, `voucher_code`) must be exactly the stored one — else 409 `Terjadi perubahan data` (meta.code 412), nothing paid: a client never drops, lowers or raises a discount it did not read; it reloads the bill. With nothing stored the sent figures are checked as above. The outlet's limit (`m_w_line_discount_limit`, percent of the sales now) holds either way: a stored discount above it (a nominal whose lines were cut since) is charged only when a supervisor set or approved it or pays; a `global_discount` SENT at payment with nothing stored above it, by a role that is no supervisor, needs `approval_id` (POST /approve, single use, the same path as `PUT /tmp-transaction/{id}/discount`; audited as `order` `discount`) — else 403 `Diskon melebihi batas outlet, perlu persetujuan Kacab/Asisten` (a bad approval: 403 `Persetujuan tidak berlaku, …`), nothing paid. At or below the limit the spec's client pays as before. A split bill (`splitId`): a stored PERCENT discount is charged on each sub-bill at that percent (and on the rest); a stored nominal discount or voucher refuses the split (see below);",
      "- any of `sub_total, nominal_pajak, nominal_sc, total` that differs from the server's → 409 `Terjadi perubahan data` (nothing stored); `total` is read either way: the ROUNDED total, or the total before rounding (payment §9's formula) when `total + round` is the rounded total;",
      "- Lost Bill (`payment_method` 9) and Gratis (10), from Bayar → LOSTBILL and Lainnya: `keterangan` (reason, 3–255): required for Gratis, optional for Lost Bill (the spec's LOSTBILL payload has none; recorded when given) → else 422; Lost Bill of a gojek, grab or shopeefood order (their platform pays) → 422 `Lost Bill tidak tersedia untuk pesanan online ini`; the cashier matrix's `lossbill_transaksi` (GET /akses-role) → 403 `Hubungi Kacab/Asisten` (title `Akses DiTolak!`). The order closes with 0 received (`nominal_uang` not read, change 0, `free_exchange` must be 0); `rekap_lost_bill` records kind, reason, the cashier and who approved (the supervisor whose Role Setting grant allowed it; the cashier when the standing rule or their role did); `r_t_lost_bill` is true for Lost Bill. Reported apart by their method.",
      "- `multipayment` (JSON array of 2–7 `{ payment_method, nominal }`, methods cash 1, Mandiri 2, BNI 3, BRI 4, BCA 5, OVO 6, GoPay 7, each once, nominal > 0 in the major unit; `payment_method` is then not read): the non-cash tenders together at most the total → else 422 `Pembayaran non-tunai melebihi total`; all tenders at least the total → else 422 `Nominal Pembayaran Kurang`; change = Σ − total, taken from the cash tender; the closed transaction's method is cash when cash is among the tenders, else the first tender's. **Bagi rata** (`bagi_rata` N, the split screen's even split held on the server, `POST /split-bill/{id}/bagi-rata`): the whole bill paid at once, `multipayment` one tender per share in share order (up to 20; a method may pay several shares), the shares being `GET /split-bill/{id}`'s `bagi_rata_shares` (domain `evenShares` of the rounded total, after the stored discount): a non-cash tender exactly its share (else 422 `Bagian non-tunai harus dibayar pas sebesar bagiannya`), a cash tender at least its share (else 422 `Nominal Pembayaran Kurang`), the change the cash shares' changes together; an N that is not the held one, or another number of tenders → 409 `Terjadi perubahan data` (meta.code 412). Each tender is stored with its share (`rekap_transaksi_payment`), the receipt lists them; the split state is forgotten.",
      "- one non-cash method (2–8): optional `approval_code` (the EDC terminal's approval / reference number, ≤ 40) is stored with its tender.",
      "- cash: `nominal_uang` below the total → 422 `Nominal Pembayaran Kurang` (title `Transaksi ditolak!`); change = nominal_uang − total; `free_exchange` (change left to the stall) must be 0..change, else 422 `Free kembalian melebihi kembalian`. Other methods: the amount tendered is the total, change 0, `free_exchange` 0. `exchange` and `round` are not trusted beyond the reading of `total` above (the server's are stored); `selisih`, `nomor_wa`, `member_id` are stored as sent.",
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

/** Reply schemas, summary and description per route ("METHOD /path" under /api), attached by the server's lib/contract.ts. */
export const paymentContract: RouteContracts = {
  "POST /recap-transactions": {
    ...paymentDocs.pay,
    response: replies(201, paymentReplies.pay, { bodyRefusal: true }),
    refusals: [...payRefusals, ...splitRefusals],
  },
  "GET /open-laci/payment": { ...paymentDocs.openDrawer, response: replies(200, paymentReplies.openDrawer) },
};
