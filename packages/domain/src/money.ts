import { currentLocale } from "./i18n/locale.ts";

/**
 * An amount of money as an integer of minor units: rupiah (1 minor unit = Rp1) or sen for
 * ringgit (100 sen = RM1). Never a float. Build one with `money()`.
 *
 * @example
 * const price: Money = money(18_000); // Rp18.000
 * const teh: Money = money(350); // RM3.50 at a ringgit outlet
 *
 * Spec: 01-foundations §9 (currency formatting), 03-payment-history-shift §1.
 */
export type Money = number & { readonly __brand: "Money" };

/**
 * The outlet's currency: rupiah by default, ringgit when the outlet info says `RM`.
 *
 * @example
 * const c: Currency = "IDR";
 *
 * Spec: 01-foundations §1, §3 (Stall info: currency).
 */
export type Currency = "IDR" | "MYR";

/**
 * Brands a number as `Money` (integer minor units).
 *
 * @param n - a safe integer of minor units (rupiah or sen); may be negative (e.g. a difference).
 * @returns the same number, typed `Money`.
 * @throws RangeError unless `Number.isSafeInteger(n)` (floats, NaN, Infinity, > 2^53 − 1).
 * @example
 * money(12_000); // 12000 as Money
 * money(12.5); // throws RangeError
 *
 * Spec: STYLE "money is an integer of minor units with its own type".
 */
export function money(n: number): Money {
  if (!Number.isSafeInteger(n)) {
    throw new RangeError(`Money must be a safe integer of minor units, got ${n}`);
  }
  return n as Money;
}

/**
 * Reads the outlet's currency field (`GET m-waroeng/waroeng-info` → `currency`).
 *
 * @param currency - the raw field; `"RM"` in any case (spaces trimmed) means ringgit.
 * @returns `"MYR"` for RM, otherwise `"IDR"` (also for null, undefined and unknown values).
 * @example
 * currencyFromOutlet("rm"); // "MYR"
 * currencyFromOutlet(null); // "IDR"
 *
 * Spec: 01-foundations §3 (Stall info), 02-orders-kitchen §3 (Waroeng info).
 */
export function currencyFromOutlet(currency: string | null | undefined): Currency {
  return currency?.trim().toUpperCase() === "RM" ? "MYR" : "IDR";
}

/**
 * Minor units in one major unit of the currency.
 *
 * @returns 1 for rupiah (no decimals), 100 for ringgit (sen).
 * @example
 * minorPerMajor("MYR"); // 100
 *
 * Spec: 01-foundations §9 (rupiah no decimals, ringgit 2 decimals).
 */
export function minorPerMajor(currency: Currency): 1 | 100 {
  return currency === "MYR" ? 100 : 1;
}

const idGrouping = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });
const myGrouping = new Intl.NumberFormat("ms-MY", { maximumFractionDigits: 0 });

/** Whole numbers in the current locale: dot thousands in Indonesian, comma thousands in English and Malay. */
function grouping(): Intl.NumberFormat {
  return currentLocale() === "id" ? idGrouping : myGrouping;
}

function assertInteger(amount: number): void {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`Amount must be a safe integer of minor units, got ${amount}`);
  }
}

/**
 * Formats an amount of minor units for display.
 *
 * @param amount - integer minor units (rupiah, or sen for MYR); negative allowed.
 * @returns IDR: `"Rp 12.000"` (prefix `Rp `, dot thousands, no decimals), negative `"-Rp 12.000"`;
 *   in English and Malay `"Rp 12,000"` (the locale's comma thousands, still no decimals);
 *   MYR: `"RM 1,234.50"` (comma thousands, 2 decimals), negative `"-RM 1,234.50"`.
 * @throws RangeError unless `amount` is a safe integer.
 * @example
 * formatMoney(12_000, "IDR"); // "Rp 12.000"
 * formatMoney(123_450, "MYR"); // "RM 1,234.50"
 *
 * Spec: 01-foundations §9 (currency formatting), 02-orders-kitchen §9, 03-payment-history-shift §1.
 */
export function formatMoney(amount: number, currency: Currency): string {
  assertInteger(amount);
  const sign = amount < 0 ? "-" : "";
  const abs = Math.abs(amount);
  if (currency === "MYR") {
    const ringgit = Math.trunc(abs / 100);
    const sen = abs % 100;
    return `${sign}RM ${myGrouping.format(ringgit)}.${String(sen).padStart(2, "0")}`;
  }
  return `${sign}Rp ${grouping().format(abs)}`;
}

/**
 * Formats an integer in id-ID decimal style (dot thousands, no prefix), as history pages show it;
 * in English and Malay with comma thousands (numbers follow the chosen language).
 *
 * @param amount - integer (minor units are printed as they are); negative allowed.
 * @returns e.g. `"12.000"`, `"-1.500"`, `"0"`.
 * @throws RangeError unless `amount` is a safe integer.
 * @example
 * formatNumberId(47_200); // "47.200"
 *
 * Spec: 03-payment-history-shift §1 (history pages show values in id-ID decimal format).
 */
export function formatNumberId(amount: number): string {
  assertInteger(amount);
  const sign = amount < 0 ? "-" : "";
  return `${sign}${grouping().format(Math.abs(amount))}`;
}

/**
 * Reads a money amount typed by the cashier into integer minor units.
 *
 * IDR: grouping dots are removed and only digits are kept (`"Rp 12.000"` → 12000); a comma
 * starts a decimal part (precision 0), rounded half up (`"12.000,5"` → 12001).
 * MYR: grouping commas are removed, the dot is the decimal point, at most 2 decimals kept with
 * half-up rounding of the third (`"1,234.50"` → 123450 sen, `"RM 12"` → 1200).
 * Empty, blank, non-numeric or negative (`-` first) input gives 0: money inputs are never negative.
 *
 * @param text - the input text.
 * @returns integer minor units (rupiah or sen), ≥ 0.
 * @throws RangeError when the number is beyond `Number.MAX_SAFE_INTEGER` minor units.
 * @example
 * parseMoneyInput("50.000", "IDR"); // 50000
 * parseMoneyInput("1,234.50", "MYR"); // 123450
 * parseMoneyInput("abc", "IDR"); // 0
 *
 * Spec: 03-payment-history-shift §5 (amount format; Tarik Tunai: non-numeric or empty gives 0).
 */
export function parseMoneyInput(text: string, currency: Currency): Money {
  const trimmed = text.trim();
  if (trimmed.startsWith("-")) {
    return money(0);
  }
  const decimalMark = currency === "MYR" ? "." : ",";
  const places = currency === "MYR" ? 2 : 0;
  const at = trimmed.indexOf(decimalMark);
  const wholeText = at < 0 ? trimmed : trimmed.slice(0, at);
  const fractionText = at < 0 ? "" : trimmed.slice(at + 1).replace(/\D/g, "");
  const whole = wholeText.replace(/\D/g, "");
  if (whole === "" && fractionText === "") {
    return money(0);
  }
  // Minor units are the whole digits followed by `places` fraction digits; the next digit
  // rounds half up by one minor unit (which carries naturally: 9.995 → 999 + 1 = 1000 sen).
  const kept = fractionText.slice(0, places).padEnd(places, "0");
  const roundUp = fractionText.charAt(places) >= "5" ? 1 : 0;
  return money(Number(`${whole === "" ? "0" : whole}${kept}`) + roundUp);
}
