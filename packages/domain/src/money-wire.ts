/**
 * Money on the wire (DESIGN §4): in the currency's major unit as the spec's client formats
 * it — rupiah integers, ringgit with at most two decimals (`8.5` = RM 8.50) — as a JSON **number**
 * (the spec's client computes with it: price × qty, sums to 2 decimals, payment §4). Inside, money
 * is integer minor units (rupiah; sen). The conversions here are exact: replies divide by 10^decimals
 * (JSON prints the shortest form: 850 sen → `8.5`), requests are parsed as decimal text with integer
 * arithmetic, never through a float.
 */
import type { z } from "zod";
import type { Currency } from "./money.ts";

/** Decimals of the currency's major unit on the wire: IDR 0, MYR 2. */
export function moneyDecimals(currency: Currency): number {
  return currency === "MYR" ? 2 : 0;
}

/**
 * Minor units → the wire's major unit. @example toWireMoney(850, "MYR"); // 8.5
 * @example toWireMoney(61000, "IDR"); // 61000
 */
export function toWireMoney(minor: number, currency: Currency): number {
  const decimals = moneyDecimals(currency);
  return decimals === 0 ? minor : minor / 10 ** decimals;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * A money value from a request, in the major unit, → integer minor units, exactly. Accepts a
 * number or a decimal string (`"61000"`, `"61000.00"`, `" 8.5 "`, `"-0.05"`); trailing zeros
 * beyond the currency's decimals are fine, other digits there are not. Blank, null and
 * non-numeric values are returned unchanged (the schema decides: default, required, message).
 * @returns the minor units, or `undefined` when the value has more precision than the currency
 *   allows (`"1.005"` ringgit, `"61000.5"` rupiah) — refuse it with `moneyInvalidMessage`.
 * @example parseWireMoney("8.50", "MYR"); // 850
 * @example parseWireMoney("1.005", "MYR"); // undefined
 */
export function parseWireMoney(value: unknown, currency: Currency): unknown {
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) {
      return value;
    }
    // A JSON number: its shortest decimal form (8.5, 61000, 1e21 stays out of range for the schema).
    text = String(value);
    if (/e/i.test(text)) {
      return Number.isInteger(value) ? value * 10 ** moneyDecimals(currency) : undefined;
    }
  } else if (typeof value === "string") {
    text = value.trim();
  } else {
    return value;
  }
  const m = DECIMAL.exec(text);
  if (!m) {
    return value;
  }
  const [, sign = "", whole = "0", fraction = ""] = m;
  const decimals = moneyDecimals(currency);
  // More than 2 decimals is never money on the wire (and "12.000" may be a typed thousands mark): refused.
  if (fraction.length > 2) {
    return undefined;
  }
  const kept = fraction.slice(0, decimals).padEnd(decimals, "0");
  if (/[^0]/.test(fraction.slice(decimals))) {
    return undefined;
  }
  const minor = Number(`${sign}${whole}${kept}`);
  return Number.isSafeInteger(minor) ? minor : value;
}

/** Marks a zod number schema as money (`isMoneySchema`): the server converts it at the edge. */
export function markMoney<S extends z.ZodType>(schema: S): S {
  (schema._zod.def as { money?: boolean }).money = true;
  return schema;
}

/** True for a schema made by `markMoney` (also after `.describe`, `.optional` …: they keep the def). */
export function isMoneySchema(schema: z.ZodType): boolean {
  return (schema._zod.def as { money?: boolean }).money === true;
}
