/** Money at head office: integer minor units in an outlet's currency ("Rp" / "RM"), formatted by the domain. */
import { currencyFromOutlet, formatMoney, formatNumberId } from "@waroeng/domain";

/** `amount` (minor units) in the outlet currency `currency` ("Rp" or "RM"). */
export function hqMoney(amount: number, currency: string | undefined): string {
  return formatMoney(amount, currencyFromOutlet(currency));
}

/**
 * A report's amount over outlets of `currencies`: in that currency when they share one, else the bare
 * number (outlets counting in rupiah and ringgit are summed as they are, never converted).
 */
export function hqReportMoney(amount: number, currencies: readonly string[]): string {
  return currencies.length <= 1 ? hqMoney(amount, currencies[0]) : formatNumberId(amount);
}
