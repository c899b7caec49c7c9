/**
 * Head office's change log in words (HqChangeLogPage; contracts/hq-log.ts): what kind of change and
 * what it changed, each value before → after in the catalogue's words — money in its currency, on/off
 * as yes/no, the policy's fields by their names — and when, DD/MM/YYYY HH:mm in Asia/Jakarta (as the
 * app shows every date).
 */
import { CHAIN_MENU_MSG, currencyFromOutlet, formatDateId, formatMoney, HQ_LOG_MSG, jakartaParts } from "@waroeng/domain";
import type { HqChange } from "@waroeng/domain/contracts";
import { hqRoleName } from "./roleName.ts";

/** An instant (ISO) as `DD/MM/YYYY HH:mm` in Asia/Jakarta. */
export function changeTime(iso: string): string {
  const at = new Date(iso);
  return `${formatDateId(at)} ${jakartaParts(at).time}`;
}

/** The kind of change and its subject: "Opsi menu: Topping · Telur". */
export function changeTitle(c: HqChange): string {
  const kind = HQ_LOG_MSG.ENTITY[c.entity];
  return c.subject ? `${kind}: ${c.subject}` : kind;
}

const chainField = (k: string): string => (CHAIN_MENU_MSG.FIELDS as Record<string, string>)[k] ?? k;

function valueText(key: string, v: unknown, currency: unknown): string {
  if (v === null || v === undefined || v === "") {
    return HQ_LOG_MSG.NONE;
  }
  if (typeof v === "boolean") {
    return v ? HQ_LOG_MSG.YES : HQ_LOG_MSG.NO;
  }
  if (key === "price" && typeof v === "number" && typeof currency === "string") {
    return formatMoney(v, currencyFromOutlet(currency));
  }
  if (key === "field" && typeof v === "string") {
    return chainField(v);
  }
  if (key === "role" && (v === "owner" || v === "area" || v === "accountant")) {
    return hqRoleName(v);
  }
  if (Array.isArray(v)) {
    return v.length === 0 ? HQ_LOG_MSG.NONE : v.map(String).join(", ");
  }
  return typeof v === "object" ? JSON.stringify(v) : String(v);
}

/** Each changed value in words: "Harga: Rp 3.000 → Rp 3.500", or "Dibuat: 12" when there is no before. */
export function changeLines(c: HqChange): string[] {
  const before = c.before ?? {};
  const after = c.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => k !== "currency");
  return keys.map((k) => {
    const label = c.entity === "menu_policy" ? chainField(k) : ((HQ_LOG_MSG.FIELD as Record<string, string>)[k] ?? k);
    const now = valueText(k, after[k], after.currency);
    return k in before ? `${label}: ${valueText(k, before[k], after.currency)} → ${now}` : `${label}: ${now}`;
  });
}
