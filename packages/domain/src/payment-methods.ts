/**
 * Payment methods beyond cash (payment spec §2.1, §4 "Online vendor defaults", §9): the
 * method ids, the delivery platforms' default wallets, the write-offs (Lost Bill, Gratis), the
 * multipayment tenders, and the sales base a discount or voucher may reduce. Pure: no I/O.
 */
import { PAYMENT_METHOD_CASH } from "./constants.ts";
import { DomainError } from "./errors.ts";
import { MSG, PAY_MSG } from "./messages.ts";
import { type Money, money } from "./money.ts";
import type { Totals } from "./totals.ts";

/**
 * Payment method ids (`m_payment_method_id`, seeded globally): 1 cash; 2–5 EDC banks; 6–8
 * e-wallets; 9 Lost Bill and 10 Gratis (write-offs: the order closes with 0 received); 11 QRIS
 * (rupiah outlets only: the QR of the outlet's static QRIS with the bill's amount, modules/qris).
 * @example PAYMENT_METHOD.GOPAY; // 7
 */
export const PAYMENT_METHOD = {
  CASH: PAYMENT_METHOD_CASH,
  EDC_MANDIRI: 2,
  EDC_BNI: 3,
  EDC_BRI: 4,
  EDC_BCA: 5,
  OVO: 6,
  GOPAY: 7,
  SHOPEEPAY: 8,
  LOST_BILL: 9,
  GRATIS: 10,
  QRIS: 11,
} as const;

/** The methods a multipayment may combine (payment §2.1: cash, Mandiri, BNI, BRI, BCA, OVO, GoPay; and QRIS). */
export const MULTIPAY_METHODS: readonly number[] = [
  PAYMENT_METHOD.CASH,
  PAYMENT_METHOD.EDC_MANDIRI,
  PAYMENT_METHOD.EDC_BNI,
  PAYMENT_METHOD.EDC_BRI,
  PAYMENT_METHOD.EDC_BCA,
  PAYMENT_METHOD.OVO,
  PAYMENT_METHOD.GOPAY,
  PAYMENT_METHOD.QRIS,
];

/**
 * Whether a method is QRIS (payment method 11): rupiah outlets only.
 * @example isQris(PAYMENT_METHOD.QRIS); // true
 */
export function isQris(methodId: number): boolean {
  return methodId === PAYMENT_METHOD.QRIS;
}

/**
 * Whether a method is a write-off (Lost Bill or Gratis): 0 received, gated by the cashier matrix's
 * `lossbill_transaksi`, the approver recorded.
 * @example isWriteOff(PAYMENT_METHOD.GRATIS); // true
 */
export function isWriteOff(methodId: number): boolean {
  return methodId === PAYMENT_METHOD.LOST_BILL || methodId === PAYMENT_METHOD.GRATIS;
}

/** How a non-cash method is confirmed: a card on the EDC terminal, or an e-wallet payment in its app. */
export type NonCashKind = "card" | "ewallet";

/**
 * The kind of a payment method by its `type` (GET /m-payment-method): `ewallet` (OVO, GoPay,
 * ShopeePay, an outlet's own) is confirmed in the wallet's app or notification, never on the EDC
 * machine; every other non-cash type (`transfer`: the EDC banks) is a card on the terminal.
 * @example nonCashKind("ewallet"); // "ewallet"
 * nonCashKind("transfer"); // "card"
 */
export function nonCashKind(type: string | null | undefined): NonCashKind {
  return type === "ewallet" ? "ewallet" : "card";
}

/**
 * The words of the confirmation step of a non-cash payment, by its kind (payment §2.1 EDC popup):
 * title, what to check, and the reference field's label.
 * @example nonCashWords("ewallet").check; // "Pastikan pembayaran e-wallet sudah masuk: cek aplikasi atau notifikasinya"
 */
export function nonCashWords(kind: NonCashKind): { title: string; check: string; reference: string } {
  return kind === "ewallet"
    ? { title: PAY_MSG.EWALLET_CONFIRM_TITLE, check: PAY_MSG.EWALLET_CONFIRM, reference: PAY_MSG.EWALLET_REFERENCE }
    : { title: PAY_MSG.EDC_CONFIRM_TITLE, check: PAY_MSG.EDC_CONFIRM, reference: PAY_MSG.APPROVAL_CODE };
}

/** What Bayar offers for an order of a delivery platform (payment §4 "Online vendor defaults"). */
export interface VendorPayment {
  /** The platform's wallet, preselected; null = no default (all methods). */
  defaultMethodId: number | null;
  /** Lost Bill is hidden (and refused by the server). */
  lostBillHidden: boolean;
}

const VENDOR_DEFAULTS: Record<string, number> = {
  gojek: PAYMENT_METHOD.GOPAY,
  grab: PAYMENT_METHOD.OVO,
  shopeefood: PAYMENT_METHOD.SHOPEEPAY,
};

/**
 * The payment default of an order by its transaction type's name (`m_t_t_name`, case-insensitive):
 * gojek → GoPay, grab → OVO, shopeefood → ShopeePay, each with Lost Bill hidden; maxim, grabmart,
 * dine in, take away and every other name → all methods, no default.
 * @example vendorPayment("Gojek"); // { defaultMethodId: 7, lostBillHidden: true }
 */
export function vendorPayment(transactionTypeName: string | null | undefined): VendorPayment {
  const method = VENDOR_DEFAULTS[(transactionTypeName ?? "").trim().toLowerCase()];
  return method === undefined ? { defaultMethodId: null, lostBillHidden: false } : { defaultMethodId: method, lostBillHidden: true };
}

/**
 * The sales a Diskon Transaksi or voucher may reduce: subtotal + tax + service charge, never the
 * Tarik Tunai (cash handed out is not a sale). Minor units.
 * @example salesBase({ subtotal: 18000, tax: 1800, serviceCharge: 900 }); // 20700
 */
export function salesBase(totals: Pick<Totals, "subtotal" | "tax" | "serviceCharge">): Money {
  return money(totals.subtotal + totals.tax + totals.serviceCharge);
}

/** One tender of a multipayment: method and amount handed over (minor units). */
export interface Tender {
  methodId: number;
  amount: number;
}

/** A settled multipayment: the tenders as booked and the change (from cash only). */
export interface SettledTenders {
  /** Each tender with what it pays of the bill (`applied`; the cash one net of the change). */
  tenders: Array<Tender & { applied: Money }>;
  change: Money;
  /** Everything handed over. */
  tendered: Money;
}

/**
 * Settles a multipayment against the rounded total: at least two tenders, each method of
 * `MULTIPAY_METHODS` once and above 0; the non-cash tenders together at most the total (a card is
 * charged exactly, never for change); all tenders at least the total; the change
 * (Σ tenders − total) comes out of the cash tender.
 * @throws DomainError `Multipayment minimal dua metode …`, `Metode multipayment tidak valid`,
 *   `Setiap metode multipayment hanya boleh sekali`, `Pembayaran non-tunai melebihi total`,
 *   `Nominal Pembayaran Kurang` (title `Transaksi ditolak!`).
 * @example settleTenders([{ methodId: 1, amount: 50000 }, { methodId: 6, amount: 20000 }], money(67200)).change; // 2800
 */
export function settleTenders(tenders: readonly Tender[], total: Money): SettledTenders {
  if (tenders.length < 2 || tenders.some((t) => !Number.isSafeInteger(t.amount) || t.amount <= 0)) {
    throw new DomainError(PAY_MSG.MULTIPAY_TOO_FEW);
  }
  const seen = new Set<number>();
  for (const t of tenders) {
    if (!MULTIPAY_METHODS.includes(t.methodId)) {
      throw new DomainError(PAY_MSG.MULTIPAY_METHOD_INVALID);
    }
    if (seen.has(t.methodId)) {
      throw new DomainError(PAY_MSG.MULTIPAY_METHOD_TWICE);
    }
    seen.add(t.methodId);
  }
  const nonCash = tenders.filter((t) => t.methodId !== PAYMENT_METHOD.CASH).reduce((s, t) => s + t.amount, 0);
  if (nonCash > total) {
    throw new DomainError(PAY_MSG.MULTIPAY_NONCASH_OVER);
  }
  const tendered = tenders.reduce((s, t) => s + t.amount, 0);
  if (tendered < total) {
    throw new DomainError(MSG.PAYMENT_SHORT, MSG.PAYMENT_REJECTED_TITLE);
  }
  const change = tendered - total;
  return {
    tenders: tenders.map((t) => ({ ...t, applied: money(t.methodId === PAYMENT_METHOD.CASH ? t.amount - change : t.amount) })),
    change: money(change),
    tendered: money(tendered),
  };
}
