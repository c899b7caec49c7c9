/**
 * The contract of head office creating and deleting the chain's option groups, options, categories
 * and stations (docs/chain-sync.md "One menu for the chain"; the lists and edits are
 * contracts/hq-menu-parts.ts and contracts/hq-menu.ts). They stay one row per outlet, matched by
 * name: a create writes a row at each chosen outlet (default: all the caller's) that has none of
 * that name yet, a delete removes the rows of the chosen outlets that have it. Both are replay-safe:
 * a create sent again finds its rows there (`existing`) and makes none, a delete sent again finds
 * none and deletes none. Money: integer minor units of the chosen outlets' currency (head office has
 * no session outlet to convert for).
 */
import { z } from "zod";
import { CHAIN_MENU_MSG, FIELD_MSG, MAX_ID, MENU_ADMIN_MSG, OPTION_ADMIN_MSG, OPTION_LIMITS } from "../index.ts";
import { envelope, replies } from "../wire/envelope.ts";
import type { RouteContracts } from "./types.ts";

const id = z.coerce.number({ error: FIELD_MSG.INTEGER_REQUIRED }).int().positive().max(MAX_ID);
const outlets = z.array(id).min(1).max(5000).optional();
const name = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });
const partName = name(60, MENU_ADMIN_MSG.MENU_NAME_REQUIRED, MENU_ADMIN_MSG.MENU_NAME_MAX);
const groupName = name(OPTION_LIMITS.groupNameMax, OPTION_ADMIN_MSG.GROUP_NAME_REQUIRED, OPTION_ADMIN_MSG.GROUP_NAME_MAX);
const optionName = name(OPTION_LIMITS.optionNameMax, OPTION_ADMIN_MSG.OPTION_NAME_REQUIRED, OPTION_ADMIN_MSG.OPTION_NAME_MAX);
/** An option's price delta, minor units (negative for a smaller size). */
const delta = z
  .number({ error: OPTION_ADMIN_MSG.PRICE_INVALID })
  .int({ error: OPTION_ADMIN_MSG.PRICE_INVALID })
  .min(-1_000_000_000, { error: OPTION_ADMIN_MSG.PRICE_INVALID })
  .max(1_000_000_000, { error: OPTION_ADMIN_MSG.PRICE_INVALID });
const choices = z
  .number({ error: OPTION_ADMIN_MSG.CHOICES_INVALID })
  .int({ error: OPTION_ADMIN_MSG.CHOICES_INVALID })
  .min(0, { error: OPTION_ADMIN_MSG.CHOICES_INVALID })
  .max(OPTION_LIMITS.choicesMax, { error: OPTION_ADMIN_MSG.CHOICES_INVALID });
const newOption = z.strictObject({
  name: optionName,
  price: delta.default(0),
  default: z.boolean().default(false),
  active: z.boolean().default(true),
});

/**
 * `POST /hq/menu/options/create`: without `option`, the group `group` with its rules (min/max
 * choices), its `options` (1–20, in order) and the categories (by name) and chain items
 * (`hq_menu_item_id`) it is attached to at each outlet; with `option`, that option added to the
 * existing group `group` (at its end) at the chosen outlets that have the group.
 */
export const hqOptionCreateBody = z.strictObject({
  group: groupName,
  option: newOption.optional(),
  min_choices: choices.default(0),
  max_choices: choices.default(1),
  active: z.boolean().default(true),
  options: z.array(newOption).max(OPTION_LIMITS.optionsMax, { error: OPTION_ADMIN_MSG.OPTIONS_TOO_MANY }).default([]),
  categories: z.array(partName).max(200).default([]),
  items: z.array(id).max(OPTION_LIMITS.attachmentsMax).default([]),
  outlets,
});
export type HqOptionCreateBody = z.output<typeof hqOptionCreateBody>;
/** What a client sends (defaults may be left out). */
export type HqOptionCreateInput = z.input<typeof hqOptionCreateBody>;

/** `POST /hq/menu/options/delete`: the group `group` (with its options, per-type deltas and attachments), or only its option `option`. */
export const hqOptionDeleteBody = z.strictObject({ group: partName, option: partName.optional(), outlets });
export type HqOptionDeleteBody = z.infer<typeof hqOptionDeleteBody>;

/** `POST /hq/menu/categories/create`: a category under the outlets' menu type `menu_type` (by name), at `sort` (default: after the last). */
export const hqCategoryCreateBody = z.strictObject({
  name: partName,
  menu_type: partName,
  sort: z.number().int().min(0).max(100_000).optional(),
  outlets,
});
export type HqCategoryCreateBody = z.infer<typeof hqCategoryCreateBody>;

/** `POST /hq/menu/categories/delete`. */
export const hqCategoryDeleteBody = z.strictObject({ category: partName, outlets });
export type HqCategoryDeleteBody = z.infer<typeof hqCategoryDeleteBody>;

/** `POST /hq/menu/stations/create`: a station; `categories` (by name): the categories whose dishes it cooks from now on. */
export const hqStationCreateBody = z.strictObject({ name: partName, categories: z.array(partName).max(200).default([]), outlets });
export type HqStationCreateBody = z.output<typeof hqStationCreateBody>;
/** What a client sends (defaults may be left out). */
export type HqStationCreateInput = z.input<typeof hqStationCreateBody>;

/** `POST /hq/menu/stations/delete`. */
export const hqStationDeleteBody = z.strictObject({ station: partName, outlets });
export type HqStationDeleteBody = z.infer<typeof hqStationDeleteBody>;

/** A create's reply: the outlets that got the row (`outlets`) and those that already had it (`existing`). */
export const hqPartCreateReply = z.strictObject({ outlets: z.number().int(), existing: z.number().int() });
/** A delete's reply: the outlets whose row was deleted (0: none of the chosen had it — a replay). */
export const hqPartDeleteReply = z.strictObject({ outlets: z.number().int() });

const HQ =
  "Head office only (`ROLE=hq`; elsewhere 404); the owner and area managers (`hq.menu`: an area manager only at their outlets, another's → 403 `Akses DiTolak!`; the accountant → 403).";
const REPLAY = "Replay-safe: sent again it changes nothing.";
const PULL =
  "Logged in Riwayat Perubahan with the outlets it reached; the outlets get it at their next pull (a scheduled pull waits until no order is unpaid, Update Data deletes the unpaid ones first; bills, lines and reports keep the names they copied).";
const scope = { when: "an outlet outside the caller's", status: 403, message: "Akses DiTolak!" };

export const hqMenuCreateContract: RouteContracts = {
  "POST /hq/menu/options/create": {
    summary: "Create an option group, or add an option to a group, at every outlet or the chosen ones",
    description: `${HQ} Without \`option\`: the group \`group\` (name 1–40), \`min_choices\`/\`max_choices\` (0 ≤ min ≤ max ≤ 20, max ≥ 1; min ≥ 1 = required), \`active\`, \`options\` (1–20 \`{name, price (delta, minor units, may be negative), default, active}\`, in order; the back office's rules) and its attachments: \`categories\` (names; an outlet without one skips it) and \`items\` (\`hq_menu_item_id\`: each outlet's row of the chain item) — at every chosen outlet that has no group of that name (\`existing\`: those that had). With \`option\`: that option at the end of the group at the chosen outlets that have the group and not the option. ${REPLAY} ${PULL}`,
    response: replies(200, envelope(hqPartCreateReply)),
    refusals: [
      scope,
      { when: "a rule of the group (choices, options)", status: 422, message: OPTION_ADMIN_MSG.CHOICES_INVALID },
      { when: "an option added to a group no chosen outlet has", status: 404, message: CHAIN_MENU_MSG.ITEM_NOT_FOUND },
    ],
  },
  "POST /hq/menu/options/delete": {
    summary: "Delete an option group or one option at every outlet or the chosen ones",
    description: `${HQ} The group \`group\` with its options, their per-type deltas and its attachments to items and categories — or only its option \`option\` — at the chosen outlets that have it. A required group keeps enough options: deleting one that would leave fewer active options than its minimum is refused. ${REPLAY} ${PULL}`,
    response: replies(200, envelope(hqPartDeleteReply)),
    refusals: [scope, { when: "a required group would keep too few options", status: 409, message: CHAIN_MENU_MSG.OPTION_LAST("Level") }],
  },
  "POST /hq/menu/categories/create": {
    summary: "Create a category at every outlet or the chosen ones",
    description: `${HQ} The category \`name\` under each outlet's menu type \`menu_type\` (by name) at \`sort\` (default: after the outlet's last), at every chosen outlet without a category of that name. ${REPLAY} ${PULL}`,
    response: replies(200, envelope(hqPartCreateReply)),
    refusals: [
      scope,
      { when: "a chosen outlet has no such menu type", status: 422, message: CHAIN_MENU_MSG.MENU_TYPE_MISSING("Makanan", "Waroeng Demo") },
    ],
  },
  "POST /hq/menu/categories/delete": {
    summary: "Delete a category at every outlet or the chosen ones",
    description: `${HQ} The category \`category\` (with its station routing and its option-group attachments) at the chosen outlets that have it. Refused while items (archived ones too) are in it at one of them: they would be left without a category — move them first. ${REPLAY} ${PULL}`,
    response: replies(200, envelope(hqPartDeleteReply)),
    refusals: [scope, { when: "items are still in it", status: 409, message: CHAIN_MENU_MSG.CATEGORY_IN_USE(2, "Waroeng Demo") }],
  },
  "POST /hq/menu/stations/create": {
    summary: "Create a production station at every outlet or the chosen ones",
    description: `${HQ} The station \`name\` at every chosen outlet without one of that name; \`categories\` (names): those categories' dishes go to it from now on (moved from their station; an outlet without one skips it). ${REPLAY} ${PULL}`,
    response: replies(200, envelope(hqPartCreateReply)),
    refusals: [scope],
  },
  "POST /hq/menu/stations/delete": {
    summary: "Delete a production station at every outlet or the chosen ones",
    description: `${HQ} The station \`station\` at the chosen outlets that have it (and from the kitchen screens' plotting). Refused while categories are routed to it at one of them: their dishes would reach no kitchen — route them to another station first. ${REPLAY} ${PULL}`,
    response: replies(200, envelope(hqPartDeleteReply)),
    refusals: [
      scope,
      { when: "categories are still routed to it", status: 409, message: CHAIN_MENU_MSG.STATION_IN_USE("Ayam, Es", "Waroeng Demo") },
    ],
  },
};
