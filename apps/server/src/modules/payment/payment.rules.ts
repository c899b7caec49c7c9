/**
 * The pure money rules of a payment (payment spec §4 Pay flow, §5 discount popup and cash payment,
 * §9 totals and rounding): apply the client's discount, voucher and cash withdrawal to the server's
 * lines, check them, compare the client's figures with the server's, and settle cash or non-cash.
 * No I/O: the service loads the order and stores the result.
 */
import {
  API_MSG,
  type Currency,
  computeChange,
  computeTotals,
  DomainError,
  isCash,
  LINE_STATUS,
  META_CODE,
  type Money,
  MSG,
  money,
  salesBase,
  type Totals,
  type TotalsLine,
} from "@waroeng/domain";
import { ApiError } from "../../lib/http.ts";

/** Text for a free exchange above the change (the spec has none). */
export const FREE_CHANGE_TOO_BIG = API_MSG.FREE_CHANGE_TOO_BIG;

/** What the server knows of the order: its lines and rates (basis points), rounding flag, currency. */
export interface OrderMoney {
  lines: TotalsLine[];
  taxRateBp: number;
  serviceChargeRateBp: number;
  roundingFlag: string;
  currency: Currency;
}

/** What the client sends, in integer minor units (the POST /recap-transactions fields). */
export interface ClientFigures {
  paymentMethod: number;
  subtotal: number;
  tax: number;
  serviceCharge: number;
  /** `total`: the rounded total the client shows, or the total before rounding sent with its `round`. */
  total: number;
  /** `round`: the rounding the client shows (rounded − total before rounding), 0 when not sent. */
  round: number;
  tendered: number;
  freeChange: number;
  globalDiscount: number;
  voucher: number;
  cashWithdrawal: number;
}

/** The settled payment: server totals, amount tendered, change and free change (minor units). */
export interface Settlement {
  totals: Totals;
  tendered: Money;
  change: Money;
  freeChange: Money;
}

/**
 * The server's totals with the client's discount, voucher and cash withdrawal applied.
 *
 * @throws ApiError 422 `Tambahkan menu terlebih dulu!` when no status-0 line has a quantity;
 *   422 `Diskon Melebihi Total Bayar` (title `Transaksi gagal!`) when the discount is above the sales
 *   (subtotal + tax + service: never the Tarik Tunai); 422 `Nominal transaksi kurang dari Voucher` when
 *   the voucher is above the sales left after the discount.
 */
export function applyExtras(order: OrderMoney, client: ClientFigures): Totals {
  const counted = order.lines.filter((line) => line.status === LINE_STATUS.NORMAL && line.qty > 0);
  if (counted.length === 0) {
    throw new ApiError(422, MSG.EMPTY_CART);
  }
  const base = {
    lines: order.lines,
    taxRateBp: order.taxRateBp,
    serviceChargeRateBp: order.serviceChargeRateBp,
    roundingFlag: order.roundingFlag,
    currency: order.currency,
    cashWithdrawal: money(client.cashWithdrawal),
  };
  // A discount or voucher reduces the sales (subtotal + tax + service), never the Tarik Tunai.
  const sales = salesBase(computeTotals(base));
  if (client.globalDiscount > sales) {
    throw new ApiError(422, MSG.DISCOUNT_TOO_BIG, { title: MSG.DISCOUNT_TOO_BIG_TITLE });
  }
  if (client.voucher > sales - client.globalDiscount) {
    throw new ApiError(422, MSG.VOUCHER_TOO_BIG);
  }
  return computeTotals({ ...base, globalDiscount: money(client.globalDiscount), voucher: money(client.voucher) });
}

/**
 * Whether the client's figures are the server's: subtotal, tax, service charge and the total. The
 * total is read either way: the rounded total (what the customer pays), or the total before rounding
 * (payment §9's formula has no rounding in it) when `total + round` is the rounded total.
 * Spec: payment §4 (if the subtotal changed, Terjadi perubahan data), §7 (`total`, `round`), §9.
 * @example sameFigures(totals, { ...figures, total: 47_150, round: 50 }); // true when rounded is 47_200
 */
export function sameFigures(totals: Totals, client: ClientFigures): boolean {
  const total = totals.rounded === client.total || (totals.total === client.total && client.total + client.round === totals.rounded);
  return totals.subtotal === client.subtotal && totals.tax === client.tax && totals.serviceCharge === client.serviceCharge && total;
}

/**
 * Settles the payment: totals (see `applyExtras`), the comparison with the client, then cash or non-cash.
 * Cash: tendered = `nominal_uang` ≥ rounded total, change = tendered − rounded total,
 * 0 ≤ free change ≤ change. Non-cash: tendered = rounded total, change 0, free change 0.
 *
 * @throws ApiError 409 `Terjadi perubahan data` when a client figure differs; 422 `Nominal Pembayaran
 *   Kurang` (title `Transaksi ditolak!`) for short cash; 422 `Free kembalian melebihi kembalian`.
 */
export function settlePayment(order: OrderMoney, client: ClientFigures): Settlement {
  const totals = applyExtras(order, client);
  if (!sameFigures(totals, client)) {
    throw new ApiError(409, MSG.DATA_CHANGED, { code: META_CODE.DATA_CHANGED });
  }
  if (!isCash(client.paymentMethod)) {
    if (client.freeChange !== 0) {
      throw new ApiError(422, FREE_CHANGE_TOO_BIG);
    }
    return { totals, tendered: totals.rounded, change: money(0), freeChange: money(0) };
  }
  let change: Money;
  try {
    change = computeChange(money(client.tendered), totals.rounded);
  } catch (err) {
    if (err instanceof DomainError) {
      throw new ApiError(422, err.message, err.title ? { title: err.title } : {});
    }
    throw err;
  }
  if (client.freeChange > change) {
    throw new ApiError(422, FREE_CHANGE_TOO_BIG);
  }
  return { totals, tendered: money(client.tendered), change, freeChange: money(client.freeChange) };
}
