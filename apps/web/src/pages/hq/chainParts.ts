/**
 * Head office · Menu's option groups, categories and stations (contracts/hq-menu-parts.ts): the rules
 * of their forms, apart from the screens. Each is one row per outlet matched by name; a form edits
 * the chosen outlets (all of them → no `outlets` in the body) and sends only what the user changed.
 * Money: minor units of each outlet's currency on the wire, major units in the form.
 */
import { currencyFromOutlet, formatMoney, moneyDecimals } from "@waroeng/domain";
import type { HqCategoryEditBody, HqOptionEditBody } from "@waroeng/domain/contracts";

/** An outlet's row of a group, option, category or station. */
export interface PartOutlet {
  m_w_id: number;
  m_w_nama: string;
  currency?: string;
  price?: number;
  active?: boolean;
  sort?: number;
}

/** 10 ^ the currency's decimals ("Rp" → 1, "RM" → 100). */
export const moneyFactor = (currency: string): number => 10 ** moneyDecimals(currencyFromOutlet(currency));

/** A price delta in words: "+Rp 3.000", "−RM 0.50", "Rp 0". */
export function deltaText(minor: number, currency: string): string {
  const text = formatMoney(Math.abs(minor), currencyFromOutlet(currency));
  return minor > 0 ? `+${text}` : minor < 0 ? `−${text}` : text;
}

/** The distinct values of `outlets` as `show` writes them, in the outlets' order. */
export function distinctValues(outlets: readonly PartOutlet[], show: (o: PartOutlet) => string): string[] {
  return [...new Set(outlets.map(show))];
}

/** The body's `outlets`: none when every outlet that has it is chosen (the server's default). */
export function outletTarget(chosen: readonly string[], all: readonly PartOutlet[]): { outlets?: number[] } {
  return chosen.length >= all.length ? {} : { outlets: chosen.map(Number) };
}

/** The chosen outlets' rows. */
export function chosenRows(chosen: readonly string[], all: readonly PartOutlet[]): PartOutlet[] {
  return all.filter((o) => chosen.includes(String(o.m_w_id)));
}

/** The one currency of `rows`, or null when they count in several (a price cannot be set for all at once). */
export function oneCurrency(rows: readonly PartOutlet[]): string | null {
  const currencies = new Set(rows.map((o) => o.currency ?? ""));
  return currencies.size === 1 ? ([...currencies][0] ?? null) : null;
}

/** What an option's or a group's form holds; `null` = left as it was. */
export interface OptionDraft {
  group: string;
  /** The option's name; undefined for the group's own form. */
  option?: string;
  name: string;
  /** Major units of the chosen outlets' currency; null: untouched. */
  price: number | string | null;
  active: boolean | null;
  outlets: string[];
  all: PartOutlet[];
}

/** The price the form shows: the typed one, else the first chosen outlet's (major units). */
export function shownPrice(d: OptionDraft): number | string {
  if (d.price !== null) {
    return d.price;
  }
  const first = chosenRows(d.outlets, d.all)[0];
  return first ? (first.price ?? 0) / moneyFactor(first.currency ?? "Rp") : 0;
}

/** On/off as the form shows it: as set, else on when every chosen outlet has it on. */
export const shownActive = (d: OptionDraft): boolean => d.active ?? chosenRows(d.outlets, d.all).every((o) => o.active !== false);

/**
 * The body of POST /hq/menu/options for `d`: the new name when renamed, the price (minor units) when
 * typed and the chosen outlets share a currency, on/off when switched, the outlets when not all.
 */
export function optionBody(d: OptionDraft): HqOptionEditBody {
  const currency = oneCurrency(chosenRows(d.outlets, d.all));
  const current = d.option ?? d.group;
  return {
    group: d.group,
    ...(d.option !== undefined ? { option: d.option } : {}),
    ...(d.name.trim() !== current ? { name: d.name.trim() } : {}),
    ...(d.option !== undefined && d.price !== null && currency !== null
      ? { price: Math.round(Number(d.price) * moneyFactor(currency)) }
      : {}),
    ...(d.active !== null ? { active: d.active } : {}),
    ...outletTarget(d.outlets, d.all),
  };
}

/** What a category's form holds; `sort` null = left as it was. */
export interface CategoryDraft {
  category: string;
  name: string;
  sort: number | string | null;
  outlets: string[];
  all: PartOutlet[];
}

/** The body of POST /hq/menu/categories for `d`: the new name when renamed, the order when typed. */
export function categoryBody(d: CategoryDraft): HqCategoryEditBody {
  return {
    category: d.category,
    ...(d.name.trim() !== d.category ? { name: d.name.trim() } : {}),
    ...(d.sort !== null && d.sort !== "" ? { sort: Number(d.sort) } : {}),
    ...outletTarget(d.outlets, d.all),
  };
}
