/**
 * The contract of head office's one menu for the chain (docs/chain-sync.md "One menu for the chain";
 * docs/API.md): request schemas, reply schemas and route contracts under /hq/menu (head office only,
 * `requireHq("hq.menu")`; the policy `hq.manage`) and the outlets' report of their own edits
 * (POST /sync/menu-overrides, outlet key). Money here is integer minor units of the chain item's
 * `currency` (head office has no session outlet to convert for).
 */
import { z } from "zod";
import { CHAIN_FIELDS } from "../chain-menu.ts";
import { FIELD_MSG, MAX_ID, MENU_ADMIN_MSG } from "../index.ts";
import { envelope, replies } from "../wire/envelope.ts";
import type { RouteContracts } from "./types.ts";

const id = z.coerce.number({ error: FIELD_MSG.INTEGER_REQUIRED }).int().positive().max(MAX_ID);
const minor = z.number({ error: FIELD_MSG.INTEGER_REQUIRED }).int().min(0).max(1_000_000_000_000);

/** `POST /hq/menu/{id}`: the values to set (any subset) and the outlets (default: all the caller may edit). */
export const hqMenuEditBody = z.strictObject({
  name: z.string().trim().min(1, { error: MENU_ADMIN_MSG.MENU_NAME_REQUIRED }).max(60, { error: MENU_ADMIN_MSG.MENU_NAME_MAX }).optional(),
  price: minor.optional(),
  prices: z
    .array(z.strictObject({ m_t_t_id: id, price: minor }))
    .max(50)
    .optional(),
  active: z.boolean().optional(),
  outlets: z.array(id).min(1).max(5000).optional(),
});
export type HqMenuEditBody = z.infer<typeof hqMenuEditBody>;

const partName = z.string().trim().min(1, { error: MENU_ADMIN_MSG.MENU_NAME_REQUIRED }).max(60, { error: MENU_ADMIN_MSG.MENU_NAME_MAX });
const outletList = z.array(id).min(1).max(5000).optional();

/**
 * `POST /hq/menu/options`: an option group (`group`, by name) or one of its options (`option`) at
 * `outlets` (default: all the caller may edit) that have it: a new name, a price delta (base, minor
 * units; `option` only), on/off.
 */
export const hqOptionEditBody = z.strictObject({
  group: partName,
  option: partName.optional(),
  name: partName.optional(),
  price: minor.optional(),
  active: z.boolean().optional(),
  outlets: outletList,
});
export type HqOptionEditBody = z.infer<typeof hqOptionEditBody>;

/** `POST /hq/menu/categories`: a category (by name) at `outlets` that have it: a new name, its order. */
export const hqCategoryEditBody = z.strictObject({
  category: partName,
  name: partName.optional(),
  sort: z.number().int().min(0).max(100_000).optional(),
  outlets: outletList,
});
export type HqCategoryEditBody = z.infer<typeof hqCategoryEditBody>;

/** `POST /hq/menu/stations`: a production station (by name) at `outlets` that have it: a new name. */
export const hqStationEditBody = z.strictObject({ station: partName, name: partName, outlets: outletList });
export type HqStationEditBody = z.infer<typeof hqStationEditBody>;

/** `POST /hq/menu/policy`: per field, whether an outlet may edit it. */
export const hqMenuPolicyBody = z.strictObject({
  policy: z
    .array(z.strictObject({ field: z.enum(CHAIN_FIELDS), outlet_may_edit: z.boolean() }))
    .min(1)
    .max(CHAIN_FIELDS.length),
});

/** `DELETE /hq/menu/{id}/outlets/{m_w_id}/overrides/{field}`. */
export const hqMenuOverrideParams = z.object({ id, m_w_id: id, field: z.enum(["name", "price", "active"]) });
export const hqMenuIdParam = z.object({ id });

/** The master tables of head office's menu parts an outlet reports its own edits of (options, categories, stations). */
export const PART_TABLES = ["m_option_group", "m_option", "m_kategori", "m_plot_produksi"] as const;

/**
 * `POST /sync/menu-overrides`: every own edit of the outlet (replaces its earlier report): of head
 * office's items (`overrides`) and of its option groups, options, categories and stations (`parts`:
 * the row's id, as head office gave it, in `table`; sent only when there are some).
 */
export const syncMenuOverridesBody = z.strictObject({
  overrides: z.array(z.strictObject({ m_menu_id: id, field: z.string().max(40), value: z.unknown() })).max(100_000),
  parts: z
    .array(z.strictObject({ table: z.enum(PART_TABLES), id, field: z.string().max(40), value: z.unknown() }))
    .max(100_000)
    .optional(),
});

const price = z.strictObject({ m_t_t_id: z.number().int(), price: z.number().int() });
const override = z.strictObject({ field: z.string(), source: z.enum(["hq", "outlet"]), value: z.unknown() });
/** One chain item with each outlet's row (of the caller's outlets) and the fields it overrides. */
export const hqMenuItemReply = z.strictObject({
  hq_menu_item_id: z.number().int(),
  name: z.string(),
  currency: z.string(),
  price: z.number().int(),
  prices: z.array(price),
  active: z.boolean(),
  outlets: z.array(
    z.strictObject({
      m_w_id: z.number().int(),
      m_w_nama: z.string(),
      currency: z.string(),
      m_menu_id: z.number().int(),
      name: z.string(),
      price: z.number().int(),
      active: z.boolean(),
      overrides: z.array(override),
    }),
  ),
});
/** An outlet's own edit of an option group, option, category or station of head office (as it last reported it). */
export const hqPartOverrideReply = z.strictObject({
  m_w_id: z.number().int(),
  m_w_nama: z.string(),
  table: z.enum(PART_TABLES),
  id: z.number().int(),
  /** Head office's name of the row (an option: "group: option"). */
  name: z.string(),
  field: z.string(),
  value: z.unknown(),
});
export const hqMenuReply = z.strictObject({
  items: z.array(hqMenuItemReply),
  parts: z.array(hqPartOverrideReply),
  policy: z.array(z.strictObject({ field: z.enum(CHAIN_FIELDS), outlet_may_edit: z.boolean() })),
});

const HQ =
  "Head office only (`ROLE=hq`; elsewhere 404). An area manager sees and edits only their outlets (another's → 403 `Akses DiTolak!`).";

export const hqMenuContract: RouteContracts = {
  "GET /hq/menu": {
    summary: "The chain's menu with each outlet's overrides",
    description: `${HQ} Every chain item linked at one of the caller's outlets: its chain value (money in minor units of \`currency\`) and each outlet's row with the fields that differ — \`source: hq\` set by head office for that outlet, \`source: outlet\` the outlet's own edit as it last reported it. \`parts\`: the outlets' own edits of option groups, options, categories and stations as they last reported them (per outlet, row and field; an option's price of one transaction type is \`price:<m_t_t_id>\`). And the chain's policy: per field whether an outlet may edit it.`,
    response: replies(200, envelope(hqMenuReply)),
  },
  "POST /hq/menu/link": {
    summary: "Make chain items of the outlets' menus",
    description: `${HQ} One chain item per item name not linked yet at the caller's outlets (its value from the first outlet's row); an outlet whose row differs keeps its price / on-off as a head-office override.`,
    response: replies(200, envelope(z.strictObject({ created: z.number().int() }))),
  },
  "POST /hq/menu/:id": {
    summary: "Edit a chain item for every outlet or the chosen ones",
    description: `${HQ} The values given (name, base price, prices per transaction type, active; minor units) at \`outlets\` (default: all the caller's). Every outlet the item is linked to → the chain value changes and every outlet row takes it, except a field head office overrode for that outlet (and the price at an outlet in another currency). Some outlets only → their rows take it as head-office overrides. The outlets get it at their next pull; an outlet's own edit of that field gives way (three-way merge).`,
    response: replies(200, envelope(z.strictObject({ hq_menu_item_id: z.number().int() }))),
    refusals: [
      { when: "unknown item", status: 404, message: "Menu jaringan tidak ditemukan" },
      { when: "the new name is taken at an outlet", status: 409, message: "Nama menu sudah dipakai" },
    ],
  },
  "DELETE /hq/menu/:id/outlets/:m_w_id/overrides/:field": {
    summary: "An outlet follows the chain value again",
    description: `${HQ} Drops head office's override of \`field\` (name, price, active) at the outlet and writes the chain value into its row.`,
    response: replies(200, envelope(z.strictObject({ hq_menu_item_id: z.number().int() }))),
    refusals: [
      {
        when: "the price at an outlet in another currency",
        status: 422,
        message: "Harga hanya dapat diubah bersama untuk outlet dengan mata uang yang sama. Pilih outletnya.",
      },
    ],
  },
  "POST /hq/menu/options": {
    summary: "Edit an option group or an option at every outlet or the chosen ones",
    description: `${HQ} By name: the group \`group\` (name, active) or its option \`option\` (name, price delta in minor units, active) at \`outlets\` (default: all the caller's) that have it. A new delta moves the option's per-type deltas that equalled the old one. The outlets get it at their next pull: head office's change of a field wins over an outlet's own edit of it; an outlet's edit of another field stays (three-way merge).`,
    response: replies(200, envelope(z.strictObject({ outlets: z.number().int() }))),
    refusals: [
      { when: "no chosen outlet has it", status: 404, message: "Menu jaringan tidak ditemukan" },
      {
        when: "a price for outlets of different currencies",
        status: 422,
        message: "Harga hanya dapat diubah bersama untuk outlet dengan mata uang yang sama. Pilih outletnya.",
      },
      { when: "the new name is taken at an outlet", status: 409, message: "Nama menu sudah dipakai" },
    ],
  },
  "POST /hq/menu/categories": {
    summary: "Rename or reorder a category at every outlet or the chosen ones",
    description: `${HQ} By name: the category \`category\` (name, sort) at \`outlets\` (default: all the caller's) that have it; pulled by the outlets (three-way merge as for options).`,
    response: replies(200, envelope(z.strictObject({ outlets: z.number().int() }))),
    refusals: [
      { when: "no chosen outlet has it", status: 404, message: "Menu jaringan tidak ditemukan" },
      { when: "the new name is taken at an outlet", status: 409, message: "Nama menu sudah dipakai" },
    ],
  },
  "POST /hq/menu/stations": {
    summary: "Rename a production station at every outlet or the chosen ones",
    description: `${HQ} By name: the station \`station\` renamed at \`outlets\` (default: all the caller's) that have it; pulled by the outlets (three-way merge as for options).`,
    response: replies(200, envelope(z.strictObject({ outlets: z.number().int() }))),
    refusals: [
      { when: "no chosen outlet has it", status: 404, message: "Menu jaringan tidak ditemukan" },
      { when: "the new name is taken at an outlet", status: 409, message: "Nama menu sudah dipakai" },
    ],
  },
  "POST /hq/menu/policy": {
    summary: "Which menu fields an outlet may edit",
    description: `Head office only; the owner (\`hq.manage\`). Per field (name, category, price, tax, qr, active, sort): an outlet may edit it (its edit stays until head office changes that field) or not (its back office refuses the save, 403). Pulled by every outlet as master data.`,
    response: replies(200, envelope(hqMenuReply.shape.policy)),
  },
  "POST /sync/menu-overrides": {
    summary: "An outlet's own edits of head office's menu",
    description:
      "Head office only; the outlet key header. The outlet's fields (of head office's items) that differ from head office's last pulled value, each `{m_menu_id, field, value}`, and (`parts`, when there are some) those of head office's option groups, options, categories and stations, each `{table, id, field, value}`; replaces the outlet's earlier report. Sent by the outlet after each pull.",
    response: replies(200, envelope(z.strictObject({ accepted: z.number().int() }))),
  },
};
