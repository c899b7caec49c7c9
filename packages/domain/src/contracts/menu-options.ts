/**
 * The wire pieces of menu options (docs/API.md "Menu options") that other areas' contracts carry:
 * a line's chosen options in every reply that shows a line or a dish, an item's option groups in
 * `GET /mmenu`, and the option ids a client sends when it adds a unit. All additive to the spec:
 * its client never sends `options` (it gets the defaults) and reads the options in `custom_menu`.
 */
import { z } from "zod";
import { MAX_ID } from "../constants.ts";
import { MAX_OPTIONS_PER_LINE } from "../menu-options.ts";
import { OPTION_MSG } from "../messages/menu-options.ts";
import { wireId, wireMoney } from "../wire/envelope.ts";

/** A line's (or dish's, or paid line's) option as it was chosen: `price` the delta per unit, major unit. */
export const lineOptionWire = z.strictObject({
  group_id: wireId,
  group_name: z.string(),
  option_id: wireId,
  name: z.string(),
  price: wireMoney.describe("delta per unit when the unit was added (major unit)"),
});

/** `options` of a line reply: not in the spec; its `custom_menu` already reads "options · note". */
export const lineOptionsWire = z
  .array(lineOptionWire)
  .describe("not in the spec: the chosen options, in the sheet's order ([] none); `price` includes them");

/** An option of an item's group in `GET /mmenu`: its delta for the order's transaction type. */
export const menuOptionWire = z.strictObject({
  id: wireId,
  name: z.string(),
  price: wireMoney.describe("delta per unit for the transaction type (major unit; may be negative)"),
  is_default: z.boolean(),
  sold_out: z.boolean().describe("sold out for today: refused when chosen"),
});

/** An item's option group in `GET /mmenu`, in the item's order; `min_choices` ≥ 1 = required. */
export const menuOptionGroupWire = z.strictObject({
  id: wireId,
  name: z.string(),
  min_choices: z.number().int(),
  max_choices: z.number().int(),
  options: z.array(menuOptionWire),
});

/** "[3,7]", "3,7", [3, 7] or 3 → [3, 7]; blank → not given (the defaults). */
function optionIdsInput(value: unknown): unknown {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
    return undefined;
  }
  if (typeof value === "string") {
    const text = value.trim();
    if (text.startsWith("[")) {
      try {
        return JSON.parse(text);
      } catch {
        return value;
      }
    }
    return text.split(",").map((part) => part.trim());
  }
  return Array.isArray(value) ? value : [value];
}

/**
 * The option ids a client chose for a unit (`options` of add-menu, a QR cart item, line-options):
 * a JSON list as the spec's forms send lists, or an array; at most `MAX_OPTIONS_PER_LINE` ids.
 * Not given → `undefined` (the item's defaults); `[]` → explicitly none.
 */
export const optionIdsField = () =>
  z.preprocess(
    optionIdsInput,
    z
      .array(
        z.coerce
          .number({ error: OPTION_MSG.LIST_INVALID })
          .int({ error: OPTION_MSG.LIST_INVALID })
          .min(1, { error: OPTION_MSG.LIST_INVALID })
          .max(MAX_ID, { error: OPTION_MSG.LIST_INVALID }),
        {
          error: OPTION_MSG.LIST_INVALID,
        },
      )
      .max(MAX_OPTIONS_PER_LINE, { error: OPTION_MSG.LIST_INVALID })
      .optional(),
  );
