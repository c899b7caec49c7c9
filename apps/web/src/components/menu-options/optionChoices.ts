/**
 * The option sheet's rules on the till (docs/API.md "Menu options"): an item's groups as `GET /mmenu`
 * gives them turned into the domain's `OptionGroupRule`s, whether a tap adds at once with the
 * defaults, what a tap on an option chooses, and the sheet's running price and refusal — the
 * domain's `resolveLineOptions` and `optionRefusalMessage`, so the till refuses what the server
 * refuses, in the same words. Money in integer minor units.
 */
import {
  defaultOptionIds,
  type LineOption,
  type OptionGroupRule,
  optionRefusalMessage,
  optionsDelta,
  resolveLineOptions,
} from "@waroeng/domain";
import type { menuOptionGroupWire } from "@waroeng/domain/wire";
import type { z } from "zod";

/** An item's option group as `GET /mmenu` gives it (prices already in minor units). */
export type MenuOptionGroup = z.output<typeof menuOptionGroupWire>;

/** The wire's groups (absent: none) → the domain's rules, in the item's order. */
export function groupRules(groups: readonly MenuOptionGroup[] | undefined): OptionGroupRule[] {
  return (groups ?? []).map((g) => ({
    id: g.id,
    name: g.name,
    minChoices: g.min_choices,
    maxChoices: g.max_choices,
    options: g.options.map((o) => ({ id: o.id, name: o.name, price: o.price, isDefault: o.is_default, soldOut: o.sold_out })),
  }));
}

/**
 * What a menu-card tap does with an item's groups: `plain` (no groups: added as before, no options
 * sent), `defaults` (every required group has a default not sold out: added at once with the
 * defaults, changed afterwards on the line) or `sheet` (the sheet opens).
 */
export function tapKind(groups: readonly OptionGroupRule[], basePrice: number): "plain" | "defaults" | "sheet" {
  if (groups.length === 0) {
    return "plain";
  }
  return resolveLineOptions(groups, undefined, basePrice).ok ? "defaults" : "sheet";
}

/** The defaults the sheet starts with for a new unit (domain `defaultOptionIds`). */
export const initialChoice = defaultOptionIds;

/**
 * The sheet's start for a line: the line's options that its item still offers (an option removed
 * since is left out, so the sheet shows what can be saved).
 */
export function lineChoice(groups: readonly OptionGroupRule[], options: readonly Pick<LineOption, "option_id">[]): number[] {
  const offered = new Set(groups.flatMap((g) => g.options.map((o) => o.id)));
  return options.map((o) => o.option_id).filter((id) => offered.has(id));
}

/**
 * A tap on `optionId` of `group`. A group of one (max 1) acts as radios: the tapped option replaces
 * the group's choice; tapping the chosen one again clears it only when the group is optional. A group
 * of several acts as checkboxes: the tap toggles, and a tap past the maximum changes nothing. A sold
 * out option never changes anything.
 * @returns the new choice (option ids); `chosen` is not changed.
 */
export function toggleChoice(group: OptionGroupRule, chosen: readonly number[], optionId: number): number[] {
  const option = group.options.find((o) => o.id === optionId);
  if (!option || option.soldOut) {
    return [...chosen];
  }
  const inGroup = new Set(group.options.map((o) => o.id));
  const picked = chosen.includes(optionId);
  if (group.maxChoices === 1) {
    if (picked) {
      return group.minChoices >= 1 ? [...chosen] : chosen.filter((id) => id !== optionId);
    }
    return [...chosen.filter((id) => !inGroup.has(id)), optionId];
  }
  if (picked) {
    return chosen.filter((id) => id !== optionId);
  }
  const count = chosen.filter((id) => inGroup.has(id)).length;
  return count >= group.maxChoices ? [...chosen] : [...chosen, optionId];
}

/** The sheet's state: the unit's price with the chosen options (minor units) and the refusal, if any, in the server's words. */
export interface SheetState {
  price: number;
  refusal: string | null;
}

/** The running price and whether the choice may be added (`resolveLineOptions`). */
export function sheetState(groups: readonly OptionGroupRule[], chosen: readonly number[], basePrice: number): SheetState {
  const resolved = resolveLineOptions(groups, chosen, basePrice);
  if (resolved.ok) {
    return { price: resolved.price, refusal: null };
  }
  const picked = groups.flatMap((g) => g.options.filter((o) => chosen.includes(o.id)));
  return { price: basePrice + optionsDelta(picked), refusal: optionRefusalMessage(resolved.refusal) };
}
