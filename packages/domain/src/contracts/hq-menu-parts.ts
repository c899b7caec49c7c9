/**
 * The lists head office's Menu page edits the chain's option groups, categories and stations from
 * (docs/chain-sync.md "One menu for the chain"; the edits are POST /hq/menu/options, /categories,
 * /stations in contracts/hq-menu.ts). These stay one row per outlet, matched by name: each list entry
 * is one name with every outlet (of the caller's) that has it and that outlet's value. Money is
 * integer minor units of each outlet's `currency` (head office has no session outlet to convert for).
 */
import { z } from "zod";
import { envelope, replies } from "../wire/envelope.ts";
import type { RouteContracts } from "./types.ts";

const outlet = { m_w_id: z.number().int(), m_w_nama: z.string() };

/** GET /hq/menu/options: each option group by name, its outlets (on/off there) and its options by name. */
export const hqOptionListReply = z.strictObject({
  groups: z.array(
    z.strictObject({
      name: z.string(),
      outlets: z.array(z.strictObject({ ...outlet, active: z.boolean() })),
      options: z.array(
        z.strictObject({
          name: z.string(),
          /**
           * Each outlet's price delta (minor units of its currency), on/off and its own deltas per
           * transaction type as stored (`prices`; a type not listed sells at `price`).
           */
          outlets: z.array(
            z.strictObject({
              ...outlet,
              currency: z.string(),
              price: z.number().int(),
              active: z.boolean(),
              prices: z.array(z.strictObject({ m_t_t_id: z.number().int(), price: z.number().int() })),
            }),
          ),
        }),
      ),
    }),
  ),
  /** The chain's transaction types (id → name), for the per-type deltas. */
  types: z.array(z.strictObject({ m_t_t_id: z.number().int(), m_t_t_name: z.string() })),
});
export type HqOptionList = z.infer<typeof hqOptionListReply>;

/** GET /hq/menu/categories: each category by name with its order at each outlet that has it. */
export const hqCategoryListReply = z.strictObject({
  categories: z.array(z.strictObject({ name: z.string(), outlets: z.array(z.strictObject({ ...outlet, sort: z.number().int() })) })),
  /** The menu types (by name) at the caller's outlets, for a new category. */
  menu_types: z.array(z.string()),
});
export type HqCategoryList = z.infer<typeof hqCategoryListReply>;

/** GET /hq/menu/stations: each production station by name with the outlets that have it. */
export const hqStationListReply = z.strictObject({
  stations: z.array(
    z.strictObject({
      name: z.string(),
      /** Each outlet that has it with the categories (names) whose dishes it cooks there. */
      outlets: z.array(z.strictObject({ ...outlet, categories: z.array(z.string()) })),
    }),
  ),
});
export type HqStationList = z.infer<typeof hqStationListReply>;

const HQ = "Head office only (`ROLE=hq`; elsewhere 404); the owner and area managers (`hq.menu`). An area manager sees only their outlets.";

export const hqMenuPartsContract: RouteContracts = {
  "GET /hq/menu/options": {
    summary: "The chain's option groups and options, by name, per outlet",
    description: `${HQ} Every option group (by name) at the caller's outlets with each outlet's on/off, and its options (by name) with each outlet's price delta (minor units of that outlet's \`currency\`), on/off and own deltas per transaction type (\`prices\`; \`types\` names the types); ordered as the outlets order them. Edited with POST /hq/menu/options.`,
    response: replies(200, envelope(hqOptionListReply)),
  },
  "GET /hq/menu/categories": {
    summary: "The chain's categories, by name, per outlet",
    description: `${HQ} Every category (by name) at the caller's outlets with its order at each, and the menu types there (\`menu_types\`, for a new category). Created and deleted with POST /hq/menu/categories/create, /delete; edited with POST /hq/menu/categories.`,
    response: replies(200, envelope(hqCategoryListReply)),
  },
  "GET /hq/menu/stations": {
    summary: "The chain's production stations, by name, per outlet",
    description: `${HQ} Every production station (by name) at the caller's outlets, with the categories it cooks at each. Created and deleted with POST /hq/menu/stations/create, /delete; renamed with POST /hq/menu/stations.`,
    response: replies(200, envelope(hqStationListReply)),
  },
};
