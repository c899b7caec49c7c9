/** Money at head office: integer minor units in an outlet's currency ("Rp" / "RM"), formatted by the domain. */
import { currencyFromOutlet, formatMoney } from "@waroeng/domain";

/** `amount` (minor units) in the outlet currency `currency` ("Rp" or "RM"). */
export function hqMoney(amount: number, currency: string | undefined): string {
  return formatMoney(amount, currencyFromOutlet(currency));
}
