/**
 * Head office's reports (Laporan; contracts/hq-reports.ts): sums of the daily rollups
 * (db/schema/rollups.ts) over a set of outlets and a period, grouped by day, week, month, outlet,
 * item, category, option, payment method, transaction type or hour, beside the previous period of
 * the same length. Reads rollups only — one grouped statement per period, each `m_w_id = any(…)`
 * and `business_date between …` on the rollups' leading key columns (routable per outlet on Citus).
 * The groupings by item, category, option, method, type and hour read whole months of the range from
 * the month rows, whole weeks of the rest from the week rows and only the days left from the daily
 * rows (domain `splitRange`; db/schema/rollup-periods.ts): the same sums from about a fifth of the rows.
 * By item and category over every outlet of the report's currency (the owner's chain), it reads the
 * chain-wide day rows instead (db/schema/rollup-chain.ts; the outlets' daily rows for days marked
 * since they were built). An item is grouped by head office's identity of it (its chain item, else
 * the outlet's menu id; `key` `c<id>` or the menu id), a category by its name, whichever rows are read.
 */
import { type PeriodPart, type RollupGrain, splitRange } from "@waroeng/domain";
import type { HqReport, HqReportBy, HqReportQuery, HqReportRow } from "@waroeng/domain/contracts";
import { type SQL, sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { intArray } from "../../db/int-array.ts";
import { rollupDayHour, rollupDayItem, rollupDayMethod, rollupDayOption, rollupDayType } from "../../db/schema/rollups.ts";
import { CHAIN_CATEGORY_KEY, CHAIN_ITEM_ID, CHAIN_ITEM_JOIN, CHAIN_ITEM_KEY } from "../../lib/chain-rollups.ts";

/** The daily table of each part kept per week and month too (the period tables have its columns). */
const DAILY: Record<PeriodPart, PgTable> = {
  item: rollupDayItem,
  option: rollupDayOption,
  method: rollupDayMethod,
  type: rollupDayType,
  hour: rollupDayHour,
};

/**
 * Key, label, count and total columns of each grouping over its rollup table `r` (`columns`: the only
 * ones read, all in the table's report index, so that the scan is index-only; `part`: kept per week
 * and month too; `join`: what the key needs besides `r`; `group`: the column or expression grouped on,
 * its text `key` computed once per group; `chain`: the chain-wide day table (db/schema/rollup-chain.ts)
 * with its key and label columns, and the label of one daily row `r`).
 */
const GROUPINGS: Record<
  HqReportBy,
  {
    columns: string;
    table: SQL;
    part?: PeriodPart;
    join?: SQL;
    group?: SQL;
    key: SQL;
    label: SQL;
    count: SQL;
    total: SQL;
    order: SQL;
    chain?: { table: SQL; key: SQL; label: SQL; rowLabel: SQL };
  }
> = {
  day: {
    columns: "business_date, bills, sales",
    table: sql`rollup_day`,
    key: sql`to_char(r.business_date, 'YYYY-MM-DD')`,
    label: sql`to_char(r.business_date, 'YYYY-MM-DD')`,
    count: sql`sum(r.bills)`,
    total: sql`sum(r.sales)`,
    order: sql`1`,
  },
  week: {
    columns: "business_date, bills, sales",
    table: sql`rollup_day`,
    key: sql`to_char(date_trunc('week', r.business_date), 'YYYY-MM-DD')`,
    label: sql`min(to_char(date_trunc('week', r.business_date), 'IYYY-"W"IW'))`,
    count: sql`sum(r.bills)`,
    total: sql`sum(r.sales)`,
    order: sql`1`,
  },
  month: {
    columns: "business_date, bills, sales",
    table: sql`rollup_day`,
    key: sql`to_char(r.business_date, 'YYYY-MM')`,
    label: sql`to_char(r.business_date, 'YYYY-MM')`,
    count: sql`sum(r.bills)`,
    total: sql`sum(r.sales)`,
    order: sql`1`,
  },
  outlet: {
    columns: "m_w_id, bills, sales",
    table: sql`rollup_day`,
    group: sql`r.m_w_id`,
    key: sql`r.m_w_id::text`,
    label: sql`(select w.m_w_nama from m_w w where w.m_w_id = r.m_w_id)`,
    count: sql`sum(r.bills)`,
    total: sql`sum(r.sales)`,
    order: sql`4 desc, 1`,
  },
  item: {
    columns: "m_w_id, m_menu_id, menu_name, qty, net",
    table: sql`rollup_day_item`,
    part: "item",
    join: CHAIN_ITEM_JOIN,
    group: CHAIN_ITEM_ID,
    key: CHAIN_ITEM_KEY,
    label: sql`min(r.menu_name)`,
    count: sql`sum(r.qty)`,
    total: sql`sum(r.net)`,
    order: sql`4 desc, 1`,
    chain: { table: sql`rollup_chain_item`, key: sql`item_key`, label: sql`menu_name`, rowLabel: sql`r.menu_name` },
  },
  category: {
    columns: "category_name, qty, net",
    table: sql`rollup_day_item`,
    part: "item",
    group: CHAIN_CATEGORY_KEY,
    key: CHAIN_CATEGORY_KEY,
    label: sql`min(r.category_name)`,
    count: sql`sum(r.qty)`,
    total: sql`sum(r.net)`,
    order: sql`4 desc, 1`,
    chain: { table: sql`rollup_chain_category`, key: sql`category_name`, label: sql`category_name`, rowLabel: CHAIN_CATEGORY_KEY },
  },
  option: {
    columns: "m_option_id, group_name, option_name, qty, total",
    table: sql`rollup_day_option`,
    part: "option",
    group: sql`r.m_option_id`,
    key: sql`r.m_option_id::text`,
    label: sql`min(r.group_name || ': ' || r.option_name)`,
    count: sql`sum(r.qty)`,
    total: sql`sum(r.total)`,
    order: sql`4 desc, 1`,
  },
  method: {
    columns: "m_payment_method_id, method_name, count, total",
    table: sql`rollup_day_method`,
    part: "method",
    group: sql`r.m_payment_method_id`,
    key: sql`r.m_payment_method_id::text`,
    label: sql`min(r.method_name)`,
    count: sql`sum(r.count)`,
    total: sql`sum(r.total)`,
    order: sql`4 desc, 1`,
  },
  type: {
    columns: "m_t_t_id, type_name, bills, total",
    table: sql`rollup_day_type`,
    part: "type",
    group: sql`r.m_t_t_id`,
    key: sql`r.m_t_t_id::text`,
    label: sql`min(r.type_name)`,
    count: sql`sum(r.bills)`,
    total: sql`sum(r.total)`,
    order: sql`4 desc, 1`,
  },
  hour: {
    columns: "hour, bills, total",
    table: sql`rollup_day_hour`,
    part: "hour",
    group: sql`r.hour`,
    key: sql`lpad(r.hour::text, 2, '0')`,
    label: sql`lpad(r.hour::text, 2, '0') || ':00'`,
    count: sql`sum(r.bills)`,
    total: sql`sum(r.total)`,
    order: sql`1`,
  },
};

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The period before `from`…`to`, of the same number of days. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const start = Date.parse(`${from}T00:00:00Z`);
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - start) / DAY_MS) + 1;
  return { from: isoDay(start - days * DAY_MS), to: isoDay(start - DAY_MS) };
}

type Sums = { key: string; label: string; count: number; total: number };

/**
 * Which rollups a report reads: `chain` (the default: a report by item or category over every outlet
 * of its currency reads the chain-wide day rows, else as `periods`), `periods` (the outlets' month,
 * week, then day rows) or `days` (the outlets' daily rows only). Tests and the bench compare them.
 */
export type HqReportRollups = "chain" | "periods" | "days";

/**
 * The rows of grouping `g` for outlets `ids` (a Postgres int array literal) from `from` to `to`: its
 * daily table, or (periods) a `union all` of the month, week and day rows covering the range.
 */
function source(g: (typeof GROUPINGS)[HqReportBy], ids: string, from: string, to: string, rollups: Exclude<HqReportRollups, "chain">): SQL {
  const inRange = (a: string, b: string) => sql`business_date between ${a}::date and ${b}::date and m_w_id = any(${ids}::int[])`;
  const columns = sql.raw(g.columns);
  if (!g.part || rollups === "days") {
    return sql`(select ${columns} from ${g.table} where ${inRange(from, to)})`;
  }
  const daily = getTableConfig(DAILY[g.part]);
  const table = (grain: RollupGrain) => sql.raw(daily.name.replace("rollup_day", `rollup_${grain}`));
  const pieces = splitRange(from, to).map((p) => sql`select ${columns} from ${table(p.grain)} where ${inRange(p.from, p.to)}`);
  return pieces.length === 0 ? sql`(select ${columns} from ${g.table} where false)` : sql`(${sql.join(pieces, sql` union all `)})`;
}

/**
 * The statement of one period of a report: grouping `by` over outlets `outletIds` from `from` to `to`
 * (YYYY-MM-DD, inclusive), rows `{ key, label, count, total }` (money minor units). Exported for the
 * test that checks its plan (every rollup read through its report index only).
 */
export function groupedStatement(
  by: HqReportBy,
  outletIds: readonly number[],
  from: string,
  to: string,
  rollups: Exclude<HqReportRollups, "chain">,
): SQL {
  const g = GROUPINGS[by];
  const ids = `{${outletIds.join(",")}}`;
  return sql`
    select ${g.key} as key, ${g.label} as label, ${g.count} as count, ${g.total} as total
    from ${source(g, ids, from, to, rollups)} r ${g.join ?? sql``}
    group by ${g.group ?? sql`1`}
    having ${g.count} <> 0 or ${g.total} <> 0
    order by ${g.order}`;
}

/**
 * The statement of one period of a report by item or category over EVERY outlet counting in
 * `currency` (`outletIds`): the chain-wide day rows (db/schema/rollup-chain.ts) of the days no outlet
 * has marked since they were built, and the outlets' daily rows of the marked days — one snapshot,
 * so the sums are exact whatever the compactor has done. Rows as `groupedStatement`'s.
 */
export function chainStatement(by: "item" | "category", outletIds: readonly number[], currency: string, from: string, to: string): SQL {
  const g = GROUPINGS[by];
  const c = g.chain;
  if (!c) {
    throw new Error(`no chain rows by ${by}`);
  }
  const inRange = (alias: SQL) => sql`${alias}.business_date between ${from}::date and ${to}::date`;
  return sql`
    select x.key, min(x.label) as label, sum(x.count) as count, sum(x.total) as total from (
      select c.${c.key} as key, c.${c.label} as label, c.qty as count, c.net as total from ${c.table} c
      where c.currency = ${currency} and ${inRange(sql`c`)}
        and not exists (select 1 from hq_rollup_dirty d where d.business_date = c.business_date)
      union all
      select ${g.key}, ${c.rowLabel}, r.qty, r.net from rollup_day_item r ${g.join ?? sql``}
      where r.m_w_id = any(${intArray(outletIds)}::int[]) and ${inRange(sql`r`)}
        and r.business_date in (select d.business_date from hq_rollup_dirty d where ${inRange(sql`d`)})
    ) x
    group by x.key
    having sum(x.count) <> 0 or sum(x.total) <> 0
    order by 4 desc, 1`;
}

async function grouped(
  db: DbOrTx,
  by: HqReportBy,
  outletIds: readonly number[],
  from: string,
  to: string,
  rollups: HqReportRollups,
  chainCurrency: string | null,
): Promise<Sums[]> {
  const statement =
    rollups === "chain" && chainCurrency !== null && (by === "item" || by === "category")
      ? chainStatement(by, outletIds, chainCurrency, from, to)
      : groupedStatement(by, outletIds, from, to, rollups === "days" ? "days" : "periods");
  const { rows } = await db.execute<{ key: string; label: string; count: string; total: string }>(statement);
  return rows.map((r) => ({ key: r.key, label: r.label ?? "", count: Number(r.count), total: Number(r.total) }));
}

/** A time grouping's key moved forward by the period's length (so the previous period lines up). */
function shiftKey(by: HqReportBy, key: string, days: number): string {
  if (by === "day" || by === "week") {
    return isoDay(Date.parse(`${key}T00:00:00Z`) + days * DAY_MS);
  }
  return key;
}

/**
 * The report of `query` over the outlets of `scope` (already the caller's allowed scope: modules/hq-auth
 * `hqOutletScope`) that count in one currency: `query.currency`, else the one most of them use. Time groupings (day, week) line the previous period up day for day; month and
 * the other groupings line up by key.
 * `rollups`: which rollups to read (`chain` unless a test or bench compares with `periods` or `days`).
 * @returns rows (money minor units of `currency`), totals, both periods, the scope's currencies.
 */
export async function hqReport(
  db: DbOrTx,
  scope: readonly number[],
  query: Pick<HqReportQuery, "from" | "to" | "by" | "currency">,
  rollups: HqReportRollups = "chain",
): Promise<HqReport> {
  const { from, to, by } = query;
  // One currency per report: the outlets counting in it, never rupiah and ringgit summed.
  // Every outlet with whether it is in scope: a scope holding all of a currency's outlets reads the chain rows.
  const outlets = await db.execute<{ m_w_id: number; currency: string; in_scope: boolean }>(
    sql`select m_w_id, trim(m_w_currency) as currency, m_w_id = any(${intArray(scope)}::int[]) as in_scope from m_w order by m_w_id`,
  );
  const inScope = { rows: outlets.rows.filter((o) => o.in_scope) };
  const count = new Map<string, number>();
  for (const o of inScope.rows) {
    count.set(o.currency, (count.get(o.currency) ?? 0) + 1);
  }
  const currencies = [...count.keys()].sort();
  // Most outlets' currency; a tie goes to the chain's first outlet's (a stable sort keeps first-seen order).
  const currency = query.currency ?? [...count].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  const outletIds = inScope.rows.filter((o) => o.currency === currency).map((o) => o.m_w_id);
  const prev = previousPeriod(from, to);
  const days = Math.round((Date.parse(`${from}T00:00:00Z`) - Date.parse(`${prev.from}T00:00:00Z`)) / DAY_MS);
  if (outletIds.length === 0) {
    const zero = { count: 0, total: 0, previous_count: 0, previous_total: 0 };
    return { by, from, to, previous_from: prev.from, previous_to: prev.to, currency, currencies, rows: [], totals: zero };
  }
  // One after the other: the caller may pass a transaction (one connection).
  const whole = outletIds.length === outlets.rows.filter((o) => o.currency === currency).length ? currency : null;
  const now = await grouped(db, by, outletIds, from, to, rollups, whole);
  const before = await grouped(db, by, outletIds, prev.from, prev.to, rollups, whole);
  const previous = new Map<string, Sums>();
  for (const p of before) {
    previous.set(by === "month" ? monthAfter(p.key, from, prev.from) : shiftKey(by, p.key, days), p);
  }
  const rows: HqReportRow[] = now.map((r) => {
    const p = previous.get(r.key);
    previous.delete(r.key);
    return { ...r, previous_count: p?.count ?? 0, previous_total: p?.total ?? 0 };
  });
  // Groups only the previous period had (an item no longer sold) stay visible with zeros now.
  if (by !== "day" && by !== "week" && by !== "month") {
    for (const [key, p] of previous) {
      rows.push({ key, label: p.label, count: 0, total: 0, previous_count: p.count, previous_total: p.total });
    }
  }
  const sum = (f: (r: Sums) => number, list: Sums[]) => list.reduce((s, r) => s + f(r), 0);
  return {
    by,
    from,
    to,
    previous_from: prev.from,
    previous_to: prev.to,
    currency,
    currencies,
    rows,
    totals: {
      count: sum((r) => r.count, now),
      total: sum((r) => r.total, now),
      previous_count: sum((r) => r.count, before),
      previous_total: sum((r) => r.total, before),
    },
  };
}

/** A previous period's month key moved by as many months as the period starts later. */
function monthAfter(key: string, from: string, prevFrom: string): string {
  const months = (Number(from.slice(0, 4)) - Number(prevFrom.slice(0, 4))) * 12 + (Number(from.slice(5, 7)) - Number(prevFrom.slice(5, 7)));
  const [y, m] = key.split("-").map(Number) as [number, number];
  const total = y * 12 + (m - 1) + months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, "0")}`;
}
