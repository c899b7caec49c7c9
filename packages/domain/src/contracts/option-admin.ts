/**
 * The contract of the back office's option groups and of an option's sold-out toggle (docs/API.md
 * "Back office · Opsi Menu"): request schemas, reply schemas and the route contracts per
 * "METHOD /path" under /api, attached by the server's lib/contract.ts and rendered into docs/API.md.
 *
 * A group's form sends its options and its attachments as JSON strings (how the spec's forms send
 * lists) or as arrays. Money in the outlet currency's major unit on the wire (an option's delta may be
 * negative), integer minor units after the server's conversion. Limits from OPTION_LIMITS, rules of
 * the group as a whole from `optionGroupProblem`, messages from OPTION_ADMIN_MSG.
 */
import { z } from "zod";
import {
  boundedText,
  FIELD_MSG,
  MAX_ID,
  MAX_MONEY,
  MENU_ADMIN_MSG,
  MENU_LIMITS,
  markMoney,
  OPTION_ADMIN_MSG,
  OPTION_LIMITS,
  optionalId,
} from "../index.ts";
import { envelope, replies, wireId, wireMoney } from "../wire/envelope.ts";
import { csvRowError } from "./menu-admin.ts";
import type { RefusalDoc, RouteContracts } from "./types.ts";

// ── Request schemas ──

const text = (max: number, required: string, maxMessage: string) =>
  z.preprocess(
    (v) => (typeof v === "number" ? String(v) : v),
    boundedText(max, maxMessage, { error: required }).min(1, { error: required }),
  );

/** A switch: true/false or 1/0 (JSON or a form). */
const flag = z.preprocess(
  (v) => (v === 1 || v === "1" || v === "true" ? true : v === 0 || v === "0" || v === "false" ? false : v),
  z.boolean(),
);

const requiredId = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_ID, { error: message });

/** An option's price delta: minor units −MAX_MONEY…MAX_MONEY (the wire's major unit converted by the server). */
const signedMoney = () =>
  markMoney(
    z
      .number({ error: OPTION_ADMIN_MSG.PRICE_INVALID })
      .int({ error: OPTION_ADMIN_MSG.PRICE_INVALID })
      .min(-MAX_MONEY, { error: OPTION_ADMIN_MSG.PRICE_INVALID })
      .max(MAX_MONEY, { error: OPTION_ADMIN_MSG.PRICE_INVALID }),
  );

const choices = z.coerce
  .number({ error: OPTION_ADMIN_MSG.CHOICES_INVALID })
  .int({ error: OPTION_ADMIN_MSG.CHOICES_INVALID })
  .min(0, { error: OPTION_ADMIN_MSG.CHOICES_INVALID })
  .max(OPTION_LIMITS.choicesMax, { error: OPTION_ADMIN_MSG.CHOICES_INVALID });

/** A list sent as its JSON string (a form) or as an array (JSON); a string that is no JSON stays (and is refused). */
function jsonList(v: unknown): unknown {
  if (typeof v !== "string") {
    return v;
  }
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}

/** One option of the group form: `m_option_id` 0/blank = new, else one of this group's options. */
export const optionEntry = z.object({
  m_option_id: optionalId(OPTION_ADMIN_MSG.OPTION_NOT_FOUND),
  m_option_nama: text(OPTION_LIMITS.optionNameMax, OPTION_ADMIN_MSG.OPTION_NAME_REQUIRED, OPTION_ADMIN_MSG.OPTION_NAME_MAX),
  m_option_harga: signedMoney().default(0),
  m_option_default: flag.default(false),
  m_option_active: flag.default(true),
  harga: z
    .array(z.object({ m_t_t_id: requiredId(MENU_ADMIN_MSG.PRICE_TYPE_INVALID), m_option_harga_nominal: signedMoney() }), {
      error: OPTION_ADMIN_MSG.OPTIONS_INVALID,
    })
    .max(MENU_LIMITS.prices, { error: MENU_ADMIN_MSG.PRICES_TOO_MANY })
    .refine((list) => new Set(list.map((p) => p.m_t_t_id)).size === list.length, { error: MENU_ADMIN_MSG.PRICE_TYPE_TWICE })
    .default([]),
});

/** One attachment: exactly one of `m_menu_id` (an item) and `m_kategori_id` (a whole category). */
export const optionAttachmentEntry = z
  .object({
    m_menu_id: optionalId(OPTION_ADMIN_MSG.ATTACH_INVALID),
    m_kategori_id: optionalId(OPTION_ADMIN_MSG.ATTACH_INVALID),
  })
  .refine((a) => (a.m_menu_id === undefined) !== (a.m_kategori_id === undefined), { error: OPTION_ADMIN_MSG.ATTACH_INVALID });

/**
 * `POST /admin/option-groups` and `/admin/option-groups/{id}`: `id` (0 = new; ignored on the path
 * form), name (1–40, unique in the outlet), `m_option_group_min` / `_max` (0 ≤ min ≤ max ≤ 20,
 * max ≥ 1; min ≥ 1 = required), sort order, active, `options` (1–20, in order) and `attachments`
 * (items and categories, in the sheet's order), both lists as JSON strings or arrays.
 */
export const optionGroupBody = z.object({
  id: z.coerce.number().int().min(0).max(MAX_ID).optional(),
  m_option_group_nama: text(OPTION_LIMITS.groupNameMax, OPTION_ADMIN_MSG.GROUP_NAME_REQUIRED, OPTION_ADMIN_MSG.GROUP_NAME_MAX),
  m_option_group_min: choices.default(0),
  m_option_group_max: choices.default(1),
  /** Left out: kept on update, after the last group on create. */
  m_option_group_urut: z.coerce
    .number({ error: MENU_ADMIN_MSG.SORT_INVALID })
    .int({ error: MENU_ADMIN_MSG.SORT_INVALID })
    .min(0, { error: MENU_ADMIN_MSG.SORT_INVALID })
    .max(MENU_LIMITS.sortMax, { error: MENU_ADMIN_MSG.SORT_INVALID })
    .optional(),
  m_option_group_active: flag.default(true),
  options: z.preprocess(
    jsonList,
    z
      .array(optionEntry, { error: OPTION_ADMIN_MSG.OPTIONS_INVALID })
      .min(1, { error: OPTION_ADMIN_MSG.OPTIONS_REQUIRED })
      .max(OPTION_LIMITS.optionsMax, { error: OPTION_ADMIN_MSG.OPTIONS_TOO_MANY }),
  ),
  attachments: z.preprocess(
    jsonList,
    z
      .array(optionAttachmentEntry, { error: OPTION_ADMIN_MSG.ATTACH_INVALID })
      .max(OPTION_LIMITS.attachmentsMax, { error: OPTION_ADMIN_MSG.ATTACH_TOO_MANY })
      .default([]),
  ),
});
export type OptionGroupBody = z.output<typeof optionGroupBody>;

/** `POST /admin/option-groups/{id}/archive`: `archived` true archives (off every menu), false restores. */
export const optionGroupArchiveBody = z.object({ archived: flag });

/** `GET /admin/option-groups?archived=1`: the archived groups only (else the others). */
export const optionGroupsQuery = z.object({ archived: flag.default(false) });

/** `POST /admin/option-groups/import/preview` and `/import`: the CSV file's text. */
export const optionImportBody = z.object({
  csv: z
    .string({ error: MENU_ADMIN_MSG.CSV_REQUIRED })
    .min(1, { error: MENU_ADMIN_MSG.CSV_REQUIRED })
    .max(MENU_LIMITS.csvChars, { error: MENU_ADMIN_MSG.CSV_TOO_LARGE }),
});

/** `POST /m-option/set-habis` {m_option_id, habis: 1 sold out today | 0 available}. */
export const setOptionHabisBody = z.object({
  m_option_id: requiredId(FIELD_MSG.ID_REQUIRED),
  habis: z.coerce
    .number({ error: FIELD_MSG.INTEGER_REQUIRED })
    .int({ error: FIELD_MSG.INTEGER_REQUIRED })
    .min(0, { error: FIELD_MSG.INTEGER_REQUIRED })
    .max(1, { error: FIELD_MSG.INTEGER_REQUIRED }),
});

// ── Reply schemas ──

/** An option of the back office. */
export const adminOption = z.strictObject({
  m_option_id: wireId,
  m_option_nama: z.string(),
  m_option_harga: wireMoney.describe("delta per unit (may be negative): for a transaction type without its own"),
  m_option_default: z.boolean(),
  m_option_active: z.boolean(),
  m_option_urut: z.number().int(),
  habis: z.boolean().describe("sold out for today's business date (Asia/Jakarta)"),
  harga: z.array(z.strictObject({ m_t_t_id: wireId, m_option_harga_nominal: wireMoney })).describe("own deltas per transaction type"),
});

/** One attachment of a group, in order: an item or a category, with its name. */
export const adminOptionAttachment = z.strictObject({
  m_menu_id: wireId.nullable(),
  m_kategori_id: wireId.nullable(),
  name: z.string(),
});

/** An option group of the back office: its rules, options (in order) and attachments (in order). */
export const adminOptionGroup = z.strictObject({
  m_option_group_id: wireId,
  m_option_group_nama: z.string(),
  m_option_group_min: z.number().int(),
  m_option_group_max: z.number().int(),
  m_option_group_urut: z.number().int(),
  m_option_group_active: z.boolean().describe("false = archived: off every menu, kept for history"),
  options: z.array(adminOption),
  attachments: z.array(adminOptionAttachment),
});

/** An option as Menu Habis lists it. */
export const optionHabis = z.strictObject({
  m_option_id: wireId,
  m_option_nama: z.string(),
  m_option_group_id: wireId,
  m_option_group_nama: z.string(),
  habis: z.boolean(),
});

/** The option-group CSV import's preview / result. */
export const optionImportResult = z.strictObject({
  applied: z.boolean().describe("false for the preview"),
  created: z.number().int(),
  updated: z.number().int(),
  groups: z.array(
    z.strictObject({
      line: z.number().int(),
      action: z.enum(["create", "update"]),
      m_option_group_nama: z.string(),
      options: z.number().int(),
      attachments: z.number().int(),
    }),
  ),
  errors: z.array(csvRowError),
});

export const optionAdminReplies = {
  groups: envelope(z.array(adminOptionGroup)),
  group: envelope(adminOptionGroup),
  importResult: envelope(optionImportResult),
  habisList: envelope(z.array(optionHabis)),
  habisOne: envelope(optionHabis),
};

// ── Route contracts ──

const who = "Roles owner and kacab (`admin.manage`); always the session's outlet; another outlet's id → 404.";
const write =
  "One transaction: the group row locked (update), written, one audit row (entity `option_group`, before → after, money in the major unit) and a `menu` live event (every till's menu refetches). A bad field → 422 with its message, nothing changed.";

/** The refusals of a group's save (create and update). */
const saveRefusals: RefusalDoc[] = [
  { when: "name blank or over 40 characters", status: 422, message: OPTION_ADMIN_MSG.GROUP_NAME_REQUIRED },
  { when: "name already a group of the outlet", status: 409, message: OPTION_ADMIN_MSG.GROUP_NAME_TAKEN },
  { when: "not 0 ≤ min ≤ max ≤ 20 with max ≥ 1", status: 422, message: OPTION_ADMIN_MSG.CHOICES_INVALID },
  { when: "no option, or more than 20", status: 422, message: OPTION_ADMIN_MSG.OPTIONS_REQUIRED },
  { when: "two options of the group with one name", status: 422, message: OPTION_ADMIN_MSG.OPTION_NAME_TWICE },
  { when: "required group (min ≥ 1) whose max exceeds its options", status: 422, message: OPTION_ADMIN_MSG.MAX_OVER_OPTIONS },
  { when: "required group with fewer active options than min", status: 422, message: OPTION_ADMIN_MSG.MIN_OVER_ACTIVE },
  { when: "more active defaults than max", status: 422, message: OPTION_ADMIN_MSG.DEFAULTS_OVER_MAX },
  { when: "a delta beyond ±999,999,999 (minor units)", status: 422, message: OPTION_ADMIN_MSG.PRICE_INVALID },
  { when: "an attachment naming both or neither of item and category", status: 422, message: OPTION_ADMIN_MSG.ATTACH_INVALID },
  { when: "an item or category attached twice", status: 422, message: OPTION_ADMIN_MSG.ATTACH_TWICE },
  { when: "an attachment not the outlet's item or category", status: 422, message: OPTION_ADMIN_MSG.ATTACH_NOT_FOUND },
  { when: "an `m_option_id` not this group's", status: 404, message: OPTION_ADMIN_MSG.OPTION_NOT_FOUND },
];
const groupNotFound: RefusalDoc = { when: "unknown or another outlet's group", status: 404, message: OPTION_ADMIN_MSG.GROUP_NOT_FOUND };

export const optionAdminContract: RouteContracts = {
  "GET /admin/option-groups": {
    summary: "Option groups (back office)",
    description: `Query \`archived\` (1: the archived groups only; else the others). Each group in order with its rules (\`m_option_group_min\` ≥ 1 = required), its options in order (delta \`m_option_harga\`, own deltas \`harga\` per transaction type, default, active, \`habis\` today) and its attachments in the sheet's order (an item \`m_menu_id\` or a whole category \`m_kategori_id\`, with its name). ${who}`,
    response: replies(200, optionAdminReplies.groups),
  },
  "POST /admin/option-groups": {
    summary: "Create an option group (back office)",
    description: `Form: \`id\` 0, \`m_option_group_nama\` (1–40, unique in the outlet: else 409 \`${OPTION_ADMIN_MSG.GROUP_NAME_TAKEN}\`), \`m_option_group_min\` and \`m_option_group_max\` (0 ≤ min ≤ max ≤ 20, max ≥ 1; min ≥ 1 makes it required), \`m_option_group_urut\`, \`m_option_group_active\`, \`options\`: JSON list (or array) of 1–20 \`{m_option_id (0 = new), m_option_nama (1–40, unique in the group), m_option_harga (money, may be negative), m_option_default, m_option_active, harga: [{m_t_t_id, m_option_harga_nominal}]}\` in order (an option left out of an update is deleted; bills keep their copy), \`attachments\`: JSON list of \`{m_menu_id}\` or \`{m_kategori_id}\` of the outlet, in the sheet's order (replaces the group's). Refusals 422: a required group whose max exceeds its options or whose active options are fewer than min, more active defaults than max, an attachment not the outlet's item or category (\`${OPTION_ADMIN_MSG.ATTACH_NOT_FOUND}\`). ${write} ${who}`,
    response: replies(200, optionAdminReplies.group),
    refusals: saveRefusals,
  },
  "POST /admin/option-groups/:id": {
    summary: "Update an option group (back office)",
    description: `As POST /admin/option-groups, for the group \`{id}\` (its options matched by \`m_option_id\`). ${write} ${who}`,
    response: replies(200, optionAdminReplies.group),
    refusals: [groupNotFound, ...saveRefusals],
  },
  "POST /admin/option-groups/:id/archive": {
    summary: "Archive or restore an option group (back office)",
    description: `Form: \`archived\` (true: inactive, off every item's sheet, kept with its options and attachments; false: active again). ${write} ${who}`,
    response: replies(200, optionAdminReplies.group),
    refusals: [groupNotFound],
  },
  "POST /admin/option-groups/import/preview": {
    summary: "Preview an option-group CSV import (back office)",
    description: `JSON \`{csv}\` (≤ 200 000 characters, ≤ ${OPTION_LIMITS.importRows} rows), one row per option. Columns by name: \`grup\`, \`min\`, \`maks\` (the group's, repeated or blank after its first row), \`opsi\`, \`harga\` (delta, major unit, may be negative), \`harga <transaction type name>\` for every type (blank = \`harga\`), \`default\`, \`aktif\` (ya/tidak), \`pasang\` (\`menu:Name|kategori:Name\`, in order, on the group's first row). A group name already in the outlet replaces that group's options and attachments (options matched by name), a new one creates it. Reply: the groups (\`create\`/\`update\`) and every row-level error (\`line\`, \`column\`, \`message\`). Nothing is written. ${who}`,
    response: replies(200, optionAdminReplies.importResult),
  },
  "POST /admin/option-groups/import": {
    summary: "Apply an option-group CSV import (back office)",
    description: `As the preview, checked again and applied in ONE transaction, each group audited, one \`menu\` live event. A file with any bad row → 422 \`Impor dibatalkan: N kesalahan, tidak ada yang diubah\` with \`errors\` and nothing is written. At an outlet of a chain, a row that would change what head office keeps of its group (a field the chain's policy keeps for head office, the min/max choices, an option left out) is such a bad row, with the reason (e.g. \`Harga opsi ini diatur kantor pusat; impor di outlet tidak dapat mengubahnya.\`). ${who}`,
    response: replies(200, optionAdminReplies.importResult),
    refusals: [{ when: "any bad row (listed in `errors`)", status: 422, message: OPTION_ADMIN_MSG.importRefused(1) }],
  },
  "GET /m-option/habis": {
    summary: "Menu Habis: the options and whether each is sold out today",
    description:
      "Not in the spec. The active options of the outlet's active groups, by group order, each with `habis` (sold out for today's business date, Asia/Jakarta). Roles as GET /m-menu/habis.",
    response: replies(200, optionAdminReplies.habisList),
  },
  "POST /m-option/set-habis": {
    summary: "Menu Habis: mark an option sold out or available for today",
    description:
      "Not in the spec. `{m_option_id, habis}`: 1 marks the option sold out for today's business date (`m_option_habis_tanggal`; tomorrow it is back by itself), 0 makes it available. The dish stays available; a till choosing the option is refused (`Telur habis`). Unknown or another outlet's option → 404 `Opsi tidak ditemukan`. Roles as POST /m-menu/set-habis. Audited (entity `option`), live events `stock` and `menu`.",
    response: replies(200, optionAdminReplies.habisOne),
    refusals: [{ when: "unknown or another outlet's option", status: 404, message: OPTION_ADMIN_MSG.OPTION_NOT_FOUND }],
  },
};
