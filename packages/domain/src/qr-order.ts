/**
 * QR online orders (foundations §3 "Pending online order", §4 "QR online order"): the
 * limits of the guest's cart, shared by the public API's schemas and the guest page, and the
 * order state the guest sees, and what the guest's cart will cost at the till.
 */
import { LINE_STATUS } from "./constants.ts";
import { type Currency, money } from "./money.ts";
import { computeTotals, type Totals, type TotalsLine } from "./totals.ts";

/**
 * Bounds of one guest order (and of the shared cart of a table): lines, units per line, name and
 * note lengths, and how many sent orders of one QR code may wait for the cashier at once.
 * @example cart.length <= QR_LIMITS.lines; // 20
 */
export const QR_LIMITS = {
  lines: 20,
  qty: 20,
  /** Units of one order (all lines together). */
  units: 40,
  nameMin: 3,
  nameMax: 30,
  note: 100,
  waitingPerToken: 3,
  /** Public calls per QR code per minute (every phone at the table together). */
  perTokenPerMinute: 120,
  /** Public calls per IP address per minute. */
  perIpPerMinute: 240,
  /** Status reads of the guest page: every 4 s (the page is public: no event stream). */
  statusPollMs: 4000,
} as const;

/** The state of a guest's order: waiting for the cashier, accepted, being cooked, ready, or rejected (deleted). */
export type GuestOrderState = "waiting" | "accepted" | "cooking" | "ready" | "rejected";

/**
 * The guest-visible state from the pending order's status and its accepted dishes.
 * @param status - tmp_online status: "new" | "accepted" | "deleted".
 * @param dishes - of the accepted lines: how many, and how many are ready.
 * @example guestOrderState("accepted", { total: 2, ready: 1 }); // "cooking"
 */
export function guestOrderState(status: string, dishes: { total: number; ready: number }): GuestOrderState {
  if (status === "new") {
    return "waiting";
  }
  if (status === "deleted") {
    return "rejected";
  }
  if (dishes.total === 0) {
    return "accepted";
  }
  return dishes.ready >= dishes.total ? "ready" : "cooking";
}

/**
 * Initials of a menu name for its tile when it has no photo: first letters of the first two words.
 * @example menuInitials("Nasi Goreng Spesial"); // "NG"
 */
export function menuInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? "")
    .join("");
}

/** A cart line as the guest's page holds it: the menu item, its units and its chosen options' ids (none when absent). */
export interface GuestCartLine {
  m_menu_id: number;
  qty: number;
  options?: readonly number[];
}

/**
 * A menu item as the guest's page shows it: price in minor units, its tax and service-charge
 * switches (0/1) and its option groups (each option's delta per unit in minor units; none when absent).
 */
export interface GuestCartItem {
  m_menu_id: number;
  price: number;
  tax_status: number;
  service_charge_status: number;
  option_groups?: readonly { options: readonly { id: number; price: number }[] }[];
}

/**
 * One unit of a cart line at the code's prices (minor units): the item's price plus the delta of
 * each chosen option the item offers (an id it no longer offers counts 0; the server refuses it).
 * @example guestUnitPrice({ m_menu_id: 1, qty: 1, options: [7] }, geprek); // 15_000 + 3_000
 */
export function guestUnitPrice(line: GuestCartLine, item: GuestCartItem | undefined): number {
  if (!item) {
    return 0;
  }
  const chosen = new Set(line.options ?? []);
  const deltas = (item.option_groups ?? []).flatMap((g) => g.options.filter((o) => chosen.has(o.id)).map((o) => o.price));
  return item.price + deltas.reduce((sum, d) => sum + d, 0);
}

/**
 * What the guest's cart will cost at the till: the domain's totals rule (`computeTotals`) over the
 * cart's lines at the code's prices with their options (`guestUnitPrice`), with the outlet's tax and service-charge rates (percent, as
 * `GET /qr/{token}` sends them) and its rounding, so the page shows the bill the cashier will see
 * (a cart of Rp 62.000 at 10% tax and 5% service: Rp 71.300). Lines of items no longer on the menu
 * count 0.
 * @returns every figure in minor units (see `Totals`).
 * @throws RangeError for a rate that is not 0–100% (whole basis points).
 * @example
 * guestCartTotals([{ m_menu_id: 1, qty: 2 }], [{ m_menu_id: 1, price: 31_000, tax_status: 1, service_charge_status: 1 }],
 *   { pajak: 10, service_charge: 5, pembulatan: "tidak" }, "IDR").rounded; // 71300
 *
 * Spec: 03-payment-history-shift §9 (total = tax + service charge + subtotal); foundations §4 "QR online order".
 */
export function guestCartTotals(
  cart: readonly GuestCartLine[],
  menu: readonly GuestCartItem[],
  rates: { pajak: number; service_charge: number; pembulatan: string },
  currency: Currency,
): Totals {
  const byId = new Map(menu.map((m) => [m.m_menu_id, m]));
  const lines: TotalsLine[] = cart.map((line) => {
    const item = byId.get(line.m_menu_id);
    return {
      price: money(guestUnitPrice(line, item)),
      qty: line.qty,
      status: LINE_STATUS.NORMAL,
      taxable: item?.tax_status === 1,
      serviceCharged: item?.service_charge_status === 1,
    };
  });
  return computeTotals({
    lines,
    taxRateBp: Math.round(rates.pajak * 100),
    serviceChargeRateBp: Math.round(rates.service_charge * 100),
    roundingFlag: rates.pembulatan,
    currency,
  });
}
