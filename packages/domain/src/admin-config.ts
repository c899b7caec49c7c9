/**
 * Back-office configuration lists shared by server and web: payment methods, transaction
 * types, vouchers and cash denominations — their limits and the rules of what may change. Pure.
 * Money is integer minor units; dates are Asia/Jakarta business dates `YYYY-MM-DD`.
 */
import { TRANSACTION_TYPE } from "./constants.ts";
import { isCash } from "./kinds.ts";
import { isWriteOff } from "./payment-methods.ts";

/** Limits of the configuration lists (characters, rows per outlet). */
export const CONFIG_LIMITS = {
  methodNameMin: 2,
  methodNameMax: 40,
  /** Methods an outlet may add beside the built-in ones. */
  outletMethodsMax: 50,
  voucherCodeMin: 3,
  voucherCodeMax: 30,
  /** Vouchers an outlet may hold (used ones included). */
  vouchersMax: 20_000,
  denominationNameMax: 20,
  denominationsMax: 30,
  /** Largest position number (`urut`). */
  sortMax: 999,
} as const;

/** Vouchers per page of the back office's list. */
export const VOUCHER_PAGE_SIZE = 50;

/** Kinds an outlet's own payment method may have: bank / EDC transfer or e-wallet (never cash). */
export const OUTLET_METHOD_TYPES = ["transfer", "ewallet"] as const;
export type OutletMethodType = (typeof OUTLET_METHOD_TYPES)[number];

/** Voucher codes: letters, digits and `-`/`_`, stored upper case. @example VOUCHER_CODE_PATTERN.test("HEMAT-10"); // true */
export const VOUCHER_CODE_PATTERN = /^[A-Z0-9_-]+$/;

/** A colour `#rrggbb` (a method's button). */
export const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/**
 * Whether the back office may switch a payment method off: cash (the drawer, change) and the
 * write-offs (Lost Bill, Gratis: gated by the cashier matrix instead) stay on.
 * @example canDeactivateMethod(1); // false
 * @example canDeactivateMethod(6); // true
 */
export function canDeactivateMethod(methodId: number): boolean {
  return !isCash(methodId) && !isWriteOff(methodId);
}

/**
 * Whether the back office may switch a transaction type off: dine in and take away are the types
 * a table falls back to (`resolveType`), so they stay on; the platforms may go.
 * @example canDeactivateType(TRANSACTION_TYPE.DINE_IN); // false
 */
export function canDeactivateType(transactionTypeId: number): boolean {
  return transactionTypeId !== TRANSACTION_TYPE.DINE_IN && transactionTypeId !== TRANSACTION_TYPE.TAKE_AWAY;
}

/** A voucher's state as the back office shows it. */
export type VoucherState = "aktif" | "dipakai" | "kedaluwarsa" | "belum_berlaku" | "nonaktif";

/**
 * The state of a voucher on business date `today`: spent first, then withdrawn, then before its
 * first day, after its last day, else usable.
 * @example voucherState({ usedAt: null, active: true, validFrom: null, validUntil: "2026-01-31" }, "2026-02-01"); // "kedaluwarsa"
 */
export function voucherState(
  v: { usedAt: Date | string | null; active: boolean; validFrom: string | null; validUntil: string | null },
  today: string,
): VoucherState {
  if (v.usedAt !== null) {
    return "dipakai";
  }
  if (!v.active) {
    return "nonaktif";
  }
  if (v.validFrom !== null && v.validFrom > today) {
    return "belum_berlaku";
  }
  if (v.validUntil !== null && v.validUntil < today) {
    return "kedaluwarsa";
  }
  return "aktif";
}
