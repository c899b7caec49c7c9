/**
 * Head office · Menu: the rules of the forms that create option groups, options, categories and
 * stations (contracts/hq-menu-create.ts), and an option's deltas per transaction type in words —
 * apart from the screens. A form goes to the chosen outlets (all of the caller's → no `outlets`).
 * Money: major units of the chosen outlets' currency in the form, minor units on the wire.
 */
import type { HqCategoryCreateBody, HqOptionCreateInput, HqOptionList, HqStationCreateInput } from "@waroeng/domain/contracts";
import { chosenRows, deltaText, moneyFactor, oneCurrency, outletTarget, type PartOutlet } from "./chainParts.ts";

/** One option row of a new group's form; `price` in major units ("" = none). */
export interface NewOptionRow {
  key: number;
  name: string;
  price: number | string;
}

/** What the new group's form holds. */
export interface NewGroupDraft {
  group: string;
  min: number | string;
  max: number | string;
  options: NewOptionRow[];
  /** Categories (by name) the group is attached to at each outlet that has them. */
  categories: string[];
  outlets: string[];
  all: PartOutlet[];
}

/** What the form adding an option to a group holds. */
export interface NewOptionDraft {
  group: string;
  name: string;
  price: number | string;
  outlets: string[];
  all: PartOutlet[];
}

/** A major-unit form amount in minor units of the chosen outlets' currency (0 when empty or mixed). */
function minorOf(price: number | string, outlets: readonly string[], all: readonly PartOutlet[]): number {
  const currency = oneCurrency(chosenRows(outlets, all));
  const major = Number(price);
  return currency === null || price === "" || !Number.isFinite(major) ? 0 : Math.round(major * moneyFactor(currency));
}

/** A fresh new group's form over `all` outlets (every one chosen), with two empty option rows. */
export const newGroupDraft = (all: PartOutlet[]): NewGroupDraft => ({
  group: "",
  min: 0,
  max: 1,
  options: [
    { key: 1, name: "", price: "" },
    { key: 2, name: "", price: "" },
  ],
  categories: [],
  outlets: all.map((o) => String(o.m_w_id)),
  all,
});

/** The body of POST /hq/menu/options/create for a new group: the named option rows, in order. */
export function groupCreateBody(d: NewGroupDraft): HqOptionCreateInput {
  return {
    group: d.group.trim(),
    min_choices: Number(d.min) || 0,
    max_choices: Number(d.max) || 1,
    options: d.options.filter((o) => o.name.trim() !== "").map((o) => ({ name: o.name.trim(), price: minorOf(o.price, d.outlets, d.all) })),
    categories: d.categories,
    ...outletTarget(d.outlets, d.all),
  };
}

/** The body of POST /hq/menu/options/create adding one option to group `d.group`. */
export function optionCreateBody(d: NewOptionDraft): HqOptionCreateInput {
  return {
    group: d.group,
    option: { name: d.name.trim(), price: minorOf(d.price, d.outlets, d.all) },
    ...outletTarget(d.outlets, d.all),
  };
}

/** What the new category's form holds. */
export interface NewCategoryDraft {
  name: string;
  menuType: string;
  outlets: string[];
  all: PartOutlet[];
}

/** The body of POST /hq/menu/categories/create (the order: after each outlet's last). */
export function categoryCreateBody(d: NewCategoryDraft): HqCategoryCreateBody {
  return { name: d.name.trim(), menu_type: d.menuType, ...outletTarget(d.outlets, d.all) };
}

/** What the new station's form holds: its name and the categories (by name) it cooks from now on. */
export interface NewStationDraft {
  name: string;
  categories: string[];
  outlets: string[];
  all: PartOutlet[];
}

/** The body of POST /hq/menu/stations/create. */
export function stationCreateBody(d: NewStationDraft): HqStationCreateInput {
  return { name: d.name.trim(), categories: d.categories, ...outletTarget(d.outlets, d.all) };
}

type OptionOutlet = HqOptionList["groups"][number]["options"][number]["outlets"][number];

/** A transaction type's name, or its id when the list does not have it. */
export const typeName = (types: HqOptionList["types"], id: number): string =>
  types.find((t) => t.m_t_t_id === id)?.m_t_t_name ?? String(id);

/**
 * An option's deltas per transaction type in words, one entry per type that has its own at some
 * outlet: "grab +Rp 4.000" (the distinct values over the outlets joined by " / "). [] when every type
 * sells at the base delta.
 */
export function typePriceTexts(outlets: readonly OptionOutlet[], types: HqOptionList["types"]): string[] {
  const ids = [...new Set(outlets.flatMap((o) => o.prices.map((p) => p.m_t_t_id)))].sort((a, b) => a - b);
  return ids.map((id) => {
    const values = [
      ...new Set(
        outlets.map((o) => {
          const own = o.prices.find((p) => p.m_t_t_id === id);
          return deltaText(own ? own.price : o.price, o.currency);
        }),
      ),
    ];
    return `${typeName(types, id)} ${values.join(" / ")}`;
  });
}
