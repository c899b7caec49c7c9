/** Money at head office: integer minor units in an outlet's currency ("Rp" / "RM"), formatted by the domain. */
import { currencyFromOutlet, formatMoney, moneyDecimals } from "@waroeng/domain";

/** `amount` (minor units) in the outlet currency `currency` ("Rp" or "RM"). */
export function hqMoney(amount: number, currency: string | undefined): string {
  return formatMoney(amount, currencyFromOutlet(currency));
}

/**
 * A chart's value-axis label: `amount` (minor units) in `currency`, short ("Rp 1,3 jt", "Rp 500 rb",
 * "RM 1.3K"): rupiah in Indonesian units, ringgit in Malaysian English, one decimal at most.
 */
export function axisMoney(amount: number, currency: string | undefined): string {
  const c = currencyFromOutlet(currency);
  const ringgit = c === "MYR";
  const value = amount / 10 ** moneyDecimals(c);
  const short = new Intl.NumberFormat(ringgit ? "en-MY" : "id-ID", { notation: "compact", maximumFractionDigits: 1 }).format(value);
  return `${ringgit ? "RM" : "Rp"} ${short.replace(/\u00a0/g, " ")}`;
}
