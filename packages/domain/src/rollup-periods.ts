/**
 * Coarser rollups for head office (pure): the daily rollup rows (rollups.ts) summed per outlet and
 * ISO week (Monday first) or calendar month, for the tables head office reports by item, category,
 * option, payment method, transaction type and hour (server db/schema/rollup-periods.ts: the same
 * columns as the daily table, `business_date` holding the period's first day). Head office adds them
 * at ingest with the daily rows (`periodRollupDeltas`); a report over a range reads whole months from
 * the month rows, whole weeks of what is left from the week rows and the remaining days from the
 * daily rows (`splitRange`), so a 90-day report sums about 20 rows per outlet and item instead of 90.
 * Dates `YYYY-MM-DD`.
 */

import type { RollupDeltas } from "./rollup-types.ts";
import { mergeRollupDeltas } from "./rollups.ts";

/** The rollup tables kept per week and month too (the day, reason tables are read per day only). */
export const PERIOD_PARTS = ["item", "option", "method", "type", "hour"] as const;
export type PeriodPart = (typeof PERIOD_PARTS)[number];
/** The coarser grains, coarsest first. */
export const PERIOD_GRAINS = ["month", "week"] as const;
export type PeriodGrain = (typeof PERIOD_GRAINS)[number];
/** A grain a report may read. */
export type RollupGrain = PeriodGrain | "day";

/** The rows to add per grain and period table (each list sorted by key, one row per key). */
export type PeriodDeltas = Record<PeriodGrain, Pick<RollupDeltas, PeriodPart>>;

const DAY_MS = 86_400_000;
const ms = (d: string) => Date.parse(`${d}T00:00:00Z`);
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * The first day of the week (Monday) or month holding `date`.
 * @example periodStart("2026-11-29", "week") // "2026-11-23"; periodStart("2026-11-29", "month") // "2026-11-01"
 */
export function periodStart(date: string, grain: PeriodGrain): string {
  if (grain === "month") {
    return `${date.slice(0, 7)}-01`;
  }
  const t = ms(date);
  const weekday = (new Date(t).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return iso(t - weekday * DAY_MS);
}

/** The last day of the period starting on `start`. */
function periodEnd(start: string, grain: PeriodGrain): string {
  if (grain === "week") {
    return iso(ms(start) + 6 * DAY_MS);
  }
  const d = new Date(ms(start));
  return iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
}

/** The day after the period starting on `start`. */
const nextPeriod = (start: string, grain: PeriodGrain) => iso(ms(periodEnd(start, grain)) + DAY_MS);

/**
 * `deltas` (daily rows) summed per week and per month: each period table's rows re-keyed to their
 * period's first day and merged (one row per key, sorted: the order writers lock rows in).
 */
export function periodRollupDeltas(deltas: RollupDeltas): PeriodDeltas {
  const out = {} as PeriodDeltas;
  for (const grain of PERIOD_GRAINS) {
    const moved = {} as RollupDeltas;
    for (const part of Object.keys(deltas) as Array<keyof RollupDeltas>) {
      const rows = (PERIOD_PARTS as readonly string[]).includes(part) ? deltas[part] : [];
      (moved[part] as Array<Record<string, unknown>>) = rows.map((r) => ({ ...r, business_date: periodStart(r.business_date, grain) }));
    }
    const merged = mergeRollupDeltas(moved);
    out[grain] = { item: merged.item, option: merged.option, method: merged.method, type: merged.type, hour: merged.hour };
  }
  return out;
}

/** A piece of a report's range: the rows of `grain` whose `business_date` (period start) lies in `from`…`to`. */
export interface RangePiece {
  grain: RollupGrain;
  from: string;
  to: string;
}

/**
 * `from`…`to` (inclusive) cut into whole months, then whole weeks of what is left before and after
 * them, then single days: the pieces cover every day of the range exactly once.
 * @example splitRange("2026-08-30", "2026-11-27") // month 09-01…10-01, day 08-30…08-31, day 11-01…11-01, week 11-02…11-16, day 11-23…11-27
 */
export function splitRange(from: string, to: string): RangePiece[] {
  if (ms(from) > ms(to)) {
    return [];
  }
  const pieces: RangePiece[] = [];
  const firstMonth = periodStart(from, "month") === from ? from : nextPeriod(periodStart(from, "month"), "month");
  let lastMonth: string | undefined;
  for (let m = firstMonth; ms(periodEnd(m, "month")) <= ms(to); m = nextPeriod(m, "month")) {
    lastMonth = m;
  }
  if (lastMonth === undefined) {
    return weeksAndDays(from, to);
  }
  pieces.push({ grain: "month", from: firstMonth, to: lastMonth });
  if (ms(from) < ms(firstMonth)) {
    pieces.push(...weeksAndDays(from, iso(ms(firstMonth) - DAY_MS)));
  }
  const after = nextPeriod(lastMonth, "month");
  if (ms(after) <= ms(to)) {
    pieces.push(...weeksAndDays(after, to));
  }
  return pieces;
}

function weeksAndDays(from: string, to: string): RangePiece[] {
  const firstWeek = periodStart(from, "week") === from ? from : nextPeriod(periodStart(from, "week"), "week");
  let lastWeek: string | undefined;
  for (let w = firstWeek; ms(periodEnd(w, "week")) <= ms(to); w = nextPeriod(w, "week")) {
    lastWeek = w;
  }
  if (lastWeek === undefined) {
    return [{ grain: "day", from, to }];
  }
  const pieces: RangePiece[] = [];
  if (ms(from) < ms(firstWeek)) {
    pieces.push({ grain: "day", from, to: iso(ms(firstWeek) - DAY_MS) });
  }
  pieces.push({ grain: "week", from: firstWeek, to: lastWeek });
  const after = nextPeriod(lastWeek, "week");
  if (ms(after) <= ms(to)) {
    pieces.push({ grain: "day", from: after, to });
  }
  return pieces;
}
