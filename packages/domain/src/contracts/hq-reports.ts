/**
 * The contract of head office's Hari Ini and Laporan (`ROLE=hq`; contracts/hq.ts for the common
 * rules): GET /hq/today, GET /hq/reports, GET /hq/reports/export. Reports read the daily rollups
 * only (rollup_day*), over the user's outlets or a chosen subset (`outlets=1,2`; another's → 403).
 * Money is integer minor units; `currencies` lists the outlets' currencies (one chain may mix them).
 */
import { z } from "zod";
import { HQ_MSG, MSG } from "../index.ts";
import { envelope, replies, wireId, wireInt } from "../wire/envelope.ts";
import type { RouteContracts } from "./types.ts";

// ── Request schemas ──

/** What a report groups by. */
export const HQ_REPORT_BY = ["day", "week", "month", "outlet", "item", "category", "option", "method", "type", "hour"] as const;
export type HqReportBy = (typeof HQ_REPORT_BY)[number];

/** Longest period of one report, days. */
export const HQ_REPORT_MAX_DAYS = 400;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: HQ_MSG.RANGE_ORDER });

/** `outlets=1,2,3`: a comma-separated list of outlet ids (empty: all of the user's). */
const outletList = z
  .string()
  .max(2000)
  .regex(/^(\d{1,10})(,\d{1,10})*$|^$/)
  .transform((s) => (s === "" ? [] : s.split(",").map(Number)));

/** `GET /hq/today?outlets=`. */
export const hqTodayQuery = z.object({ outlets: outletList.optional() });

/** An outlet currency as outlets store it ("Rp", "RM"): a report sums one currency, never two. */
const reportCurrency = z.string().trim().min(1).max(8);

/** `GET /hq/reports?from=&to=&by=&outlets=&currency=` (dates inclusive, Asia/Jakarta business dates). */
export const hqReportQuery = z
  .object({
    from: isoDate,
    to: isoDate,
    by: z.enum(HQ_REPORT_BY).default("day"),
    outlets: outletList.optional(),
    currency: reportCurrency.optional(),
  })
  .refine((q) => q.from <= q.to, { error: HQ_MSG.RANGE_ORDER, path: ["to"] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < HQ_REPORT_MAX_DAYS, { error: HQ_MSG.RANGE_TOO_LONG, path: ["to"] });
export type HqReportQuery = z.output<typeof hqReportQuery>;

/** `GET /hq/reports/export`: a report's query and the file's format. */
export const hqReportExportQuery = z
  .object({
    from: isoDate,
    to: isoDate,
    by: z.enum(HQ_REPORT_BY).default("day"),
    outlets: outletList.optional(),
    currency: reportCurrency.optional(),
    format: z.enum(["xlsx", "csv"]).default("xlsx"),
  })
  .refine((q) => q.from <= q.to, { error: HQ_MSG.RANGE_ORDER, path: ["to"] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < HQ_REPORT_MAX_DAYS, { error: HQ_MSG.RANGE_TOO_LONG, path: ["to"] });

// ── Reply schemas ──

export const hqTodayOutlet = z.strictObject({
  m_w_id: wireId,
  m_w_nama: z.string(),
  m_w_code: z.string(),
  currency: z.string(),
  sales: wireInt.describe("minor units"),
  bills: wireInt,
  average_bill: wireInt.describe("minor units"),
  open_shifts: wireInt,
  closed_shifts: wireInt,
  cash_difference: wireInt.describe("minor units; negative: short"),
  refund_count: wireInt,
  refund_total: wireInt.describe("minor units"),
  void_count: wireInt,
  void_total: wireInt.describe("minor units"),
  last_push_at: z.string().nullable(),
  stale: z.boolean(),
});
export const hqToday = z.strictObject({
  business_date: z.string(),
  stale_after_minutes: wireInt,
  outlets: z.array(hqTodayOutlet),
});
export type HqToday = z.infer<typeof hqToday>;

/** One row of a report: its key and label, count (bills, or units for item/category/option) and total, and the previous period's. */
export const hqReportRow = z.strictObject({
  key: z.string(),
  label: z.string(),
  count: wireInt,
  total: wireInt.describe("minor units"),
  previous_count: wireInt,
  previous_total: wireInt.describe("minor units"),
});
export const hqReport = z.strictObject({
  by: z.enum(HQ_REPORT_BY),
  from: z.string(),
  to: z.string(),
  /** The period before, of the same length. */
  previous_from: z.string(),
  previous_to: z.string(),
  /** The currency this report sums (the asked one, else the one most of the outlets count in); null without outlets. */
  currency: z.string().nullable(),
  /** Every currency the outlets in scope count in: one report per currency, never a sum of two. */
  currencies: z.array(z.string()),
  rows: z.array(hqReportRow),
  totals: z.strictObject({ count: wireInt, total: wireInt, previous_count: wireInt, previous_total: wireInt }),
});
export type HqReport = z.infer<typeof hqReport>;
export type HqReportRow = z.infer<typeof hqReportRow>;

// ── Route contracts ──

const denied = { when: "another's outlet in `outlets`", status: 403, message: MSG.ACCESS_DENIED_TITLE };
const noSession = { when: "no live head-office session", status: 401, message: MSG.SESSION_ENDED };

export const hqReportsContract: RouteContracts = {
  "GET /hq/today": {
    summary: "Hari Ini: every outlet's today",
    description:
      "Per outlet of the user (or of `outlets`): today's (Asia/Jakarta) sales so far, bills, average bill, refunds and voids (from the daily rollups), open shifts, the cash difference of the shifts closed today, and the last push; `stale` when it is older than 2 × SYNC_EVERY_MINUTES (or never).",
    response: replies(200, envelope(hqToday)),
    refusals: [denied, noSession],
  },
  "GET /hq/reports": {
    summary: "Laporan: a report across outlets",
    description:
      "Sums of the daily rollups from `from` to `to` (inclusive, at most 400 days) by `by`: day, week (ISO, Monday), month, outlet, item, category, option, method (payment method), type (transaction type: dine in, take away, each platform), hour; each row with the previous period of the same length. `count` is bills (units for item, category, option; bills with a tender for method); `total` is sales (net for items and categories).",
    response: replies(200, envelope(hqReport)),
    refusals: [denied, noSession],
  },
  "GET /hq/reports/export": {
    summary: "Laporan: export Excel or CSV",
    description:
      "The report of GET /hq/reports as a file: `format=xlsx` (default) or `csv`; money in the major unit of the first outlet's currency.",
    response: { 200: z.any(), "4xx": replies(200, envelope(z.null()))["4xx"] as z.ZodType },
    refusals: [denied, noSession],
  },
};
