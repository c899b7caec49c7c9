/**
 * Menu options (docs/API.md "Menu options"): the rules a line's chosen options obey, the line's
 * price with them, and the text the spec's client reads in `custom_menu`. Pure; the server resolves
 * with the item's groups as the database holds them, the till and the QR page with the groups
 * `GET /mmenu` gave them, so both refuse the same choices with the same words.
 *
 * Money: every price is an integer in minor units (sen); an option's `price` is its delta per unit.
 */
import { OPTION_MSG } from "./messages/menu-options.ts";

/** The most options one line may carry (a bound on input, far above any real sheet). */
export const MAX_OPTIONS_PER_LINE = 20;

/**
 * An option as a line carries it: copied when the unit is added, so a later price or name change in
 * the back office never changes the order or the bill. `price`: the delta per unit at the time (minor units).
 */
export interface LineOption {
  group_id: number;
  group_name: string;
  option_id: number;
  name: string;
  price: number;
}

/** An active option of a group as the sheet offers it; `price` for the order's transaction type (minor units). */
export interface OptionChoice {
  id: number;
  name: string;
  price: number;
  isDefault: boolean;
  /** Sold out for today (the dish itself may still be on). */
  soldOut: boolean;
}

/** An active group attached to an item, in the item's order: `minChoices` ≥ 1 = required. */
export interface OptionGroupRule {
  id: number;
  name: string;
  minChoices: number;
  maxChoices: number;
  options: readonly OptionChoice[];
}

/** Why a set of options was refused; `optionRefusalMessage` words it. */
export type OptionRefusal =
  | { kind: "min"; group: string; min: number }
  | { kind: "max"; group: string; max: number }
  | { kind: "soldOut"; option: string }
  | { kind: "unknown" }
  | { kind: "belowZero" };

/** The options accepted: as the line stores them, its unit price with them, and their key. */
export interface ResolvedOptions {
  ok: true;
  options: LineOption[];
  /** The item's price plus every option's delta (minor units, ≥ 0). */
  price: number;
  key: string;
}

/** The refusal's text in the current language (the catalogue's `OPTION_MSG`). */
export function optionRefusalMessage(refusal: OptionRefusal): string {
  switch (refusal.kind) {
    case "min":
      return OPTION_MSG.chooseAtLeast(refusal.group, refusal.min);
    case "max":
      return OPTION_MSG.chooseAtMost(refusal.group, refusal.max);
    case "soldOut":
      return OPTION_MSG.soldOut(refusal.option);
    case "unknown":
      return OPTION_MSG.UNKNOWN;
    case "belowZero":
      return OPTION_MSG.BELOW_ZERO;
  }
}

/** The defaults a line gets when none are chosen: each group's default options that are not sold out. */
export function defaultOptionIds(groups: readonly OptionGroupRule[]): number[] {
  return groups.flatMap((g) => g.options.filter((o) => o.isDefault && !o.soldOut).map((o) => o.id));
}

/**
 * Checks `chosen` (option ids; `undefined` = the defaults, as the spec's client adds) against the
 * item's groups and prices the line: each group gets between its min and max options, every id is an
 * active option of one of the groups, none sold out, and the price stays ≥ 0. Repeated ids count once.
 * The options come back in the sheet's order (group order, then option order).
 *
 * @param basePrice the item's price for the order's transaction type, minor units.
 * @example resolveLineOptions(groups, [12], 15_000) // { ok: true, price: 18_000, key: "12", options: [...] }
 */
export function resolveLineOptions(
  groups: readonly OptionGroupRule[],
  chosen: readonly number[] | undefined,
  basePrice: number,
): ResolvedOptions | { ok: false; refusal: OptionRefusal } {
  const wanted = new Set(chosen ?? defaultOptionIds(groups));
  const options: LineOption[] = [];
  let found = 0;
  for (const group of groups) {
    const picked = group.options.filter((o) => wanted.has(o.id));
    found += picked.length;
    const soldOut = picked.find((o) => o.soldOut);
    if (soldOut) {
      return { ok: false, refusal: { kind: "soldOut", option: soldOut.name } };
    }
    if (picked.length < group.minChoices) {
      return { ok: false, refusal: { kind: "min", group: group.name, min: group.minChoices } };
    }
    if (picked.length > group.maxChoices) {
      return { ok: false, refusal: { kind: "max", group: group.name, max: group.maxChoices } };
    }
    for (const o of picked) {
      options.push({ group_id: group.id, group_name: group.name, option_id: o.id, name: o.name, price: o.price });
    }
  }
  if (found !== wanted.size) {
    return { ok: false, refusal: { kind: "unknown" } };
  }
  const price = basePrice + optionsDelta(options);
  if (price < 0) {
    return { ok: false, refusal: { kind: "belowZero" } };
  }
  return { ok: true, options, price, key: optionsKey(options) };
}

/** Σ of the options' deltas per unit (minor units). */
export function optionsDelta(options: readonly Pick<LineOption, "price">[]): number {
  return options.reduce((sum, o) => sum + o.price, 0);
}

/**
 * The identity of a set of options: its option ids ascending, comma-joined ("" for none). Two units
 * of an item with the same key are the same line; with different keys, different lines.
 */
export function optionsKey(options: readonly Pick<LineOption, "option_id">[]): string {
  return options
    .map((o) => o.option_id)
    .sort((a, b) => a - b)
    .join(",");
}

/** The options as one readable text, in the sheet's order: "Level 3, Telur". */
export function optionsText(options: readonly Pick<LineOption, "name">[]): string {
  return options.map((o) => o.name).join(", ");
}

/** Between the options' text and the cook's note in `custom_menu`. */
const NOTE_SEPARATOR = " · ";

/**
 * The spec's `custom_menu` of a line: the options, then the note, as one text
 * ("Level 3, Telur · tanpa bawang"); just the note when there are no options.
 */
export function customMenuText(options: readonly Pick<LineOption, "name">[], note: string): string {
  return [optionsText(options), note].filter((part) => part !== "").join(NOTE_SEPARATOR);
}

/**
 * The note alone from a `custom_menu` a client sends back after reading it (the spec's client edits
 * the text it was shown): the line's options' text in front is dropped, so the options are not saved
 * twice; any other text is the note as typed.
 */
export function noteFromCustomMenu(text: string, options: readonly Pick<LineOption, "name">[]): string {
  const prefix = optionsText(options);
  if (prefix === "" || !text.startsWith(prefix)) {
    return text;
  }
  const rest = text.slice(prefix.length);
  if (rest === "") {
    return "";
  }
  return rest.startsWith(NOTE_SEPARATOR) ? rest.slice(NOTE_SEPARATOR.length) : text;
}
