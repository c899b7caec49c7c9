/**
 * The contract of head office's change log (`hq_change_log`): GET /hq/change-log, newest first, a
 * page at a time. The owner sees every entry; an area manager the entries that reached one of their
 * outlets (with only their outlets named) and their own; the accountant none (403). Money values in
 * `before` / `after` are minor units of `currency`.
 */
import { z } from "zod";
import { FIELD_MSG } from "../index.ts";
import { envelope, replies } from "../wire/envelope.ts";
import type { RouteContracts } from "./types.ts";

/** The kinds of change head office records. */
export const HQ_CHANGE_ENTITIES = [
  "summary_settings",
  "own_phone",
  "menu_item",
  "menu_follow",
  "menu_link",
  "menu_policy",
  "menu_option_group",
  "menu_option",
  "menu_category",
  "menu_station",
  "hq_account",
  "menu_option_group_added",
  "menu_option_group_deleted",
  "menu_option_added",
  "menu_option_deleted",
  "menu_category_added",
  "menu_category_deleted",
  "menu_station_added",
  "menu_station_deleted",
] as const;
export type HqChangeEntity = (typeof HQ_CHANGE_ENTITIES)[number];

/** Entries per page of the change log. */
export const HQ_LOG_PAGE_SIZE = 50;

/** `GET /hq/change-log?page=`: the page (1 = newest). */
export const hqChangeLogQuery = z.object({
  page: z.coerce.number({ error: FIELD_MSG.INTEGER_REQUIRED }).int().min(1).max(1_000_000).default(1),
});

const values = z.record(z.string(), z.unknown()).nullable();

/** One change: when (ISO time), who, what, at which outlets (none: chain-wide or the account's own), before → after. */
export const hqChangeReply = z.strictObject({
  id: z.number().int(),
  at: z.string(),
  user: z.strictObject({ id: z.number().int(), name: z.string() }),
  entity: z.enum(HQ_CHANGE_ENTITIES),
  subject: z.string().nullable(),
  outlets: z.array(z.strictObject({ m_w_id: z.number().int(), m_w_nama: z.string() })),
  before: values,
  after: values,
});
export type HqChange = z.infer<typeof hqChangeReply>;

export const hqChangeLogReply = z.strictObject({
  rows: z.array(hqChangeReply),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type HqChangeLog = z.infer<typeof hqChangeLogReply>;

export const hqLogContract: RouteContracts = {
  "GET /hq/change-log": {
    summary: "Head office's change log",
    description:
      "Head office only (`ROLE=hq`; elsewhere 404); the owner and area managers (`hq.log`), the accountant 403. Who changed what at head office (settings, the chain menu's items, options, categories, stations, policy), when, at which outlets, before → after; newest first, `page_size` a page. An area manager sees the entries that reached one of their outlets (naming only theirs) and their own.",
    response: replies(200, envelope(hqChangeLogReply)),
  },
};
