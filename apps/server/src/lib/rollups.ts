/**
 * Writing the daily rollups (db/schema/rollups.ts): `applyRollupDeltas(tx, deltas)` adds domain
 * `rollupDeltas` / `refundRollupDeltas` / `voidRollupDeltas` rows in ONE prepared statement (fixed text; a data-modifying
 * CTE per table over one jsonb parameter: `insert … on conflict (key) do update set x = t.x +
 * excluded.x`). Safe under concurrency: the upsert takes the row lock, and every writer locks rows in
 * the same order (tables in `ROLLUP_TABLES` order, rows sorted by key by `mergeRollupDeltas`).
 * Labels (a category, method or type name) keep the newest non-empty value.
 */
import {
  mergeRollupDeltas,
  PERIOD_GRAINS,
  PERIOD_PARTS,
  periodRollupDeltas,
  ROLLUP_TABLES,
  type RollupDeltas,
  refundRollupDeltas,
  rollupDeltas,
} from "@waroeng/domain";
import { sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../db/client.ts";
import { preparedSql } from "../db/prepared.ts";
import {
  rollupDay,
  rollupDayHour,
  rollupDayItem,
  rollupDayMethod,
  rollupDayOption,
  rollupDayQris,
  rollupDayReason,
  rollupDayType,
} from "../db/schema/rollups.ts";
import { loadRollupBills, loadRollupRefundsOfBills } from "./rollup-facts.ts";

const TABLES: Record<keyof RollupDeltas, PgTable> = {
  day: rollupDay,
  item: rollupDayItem,
  reason: rollupDayReason,
  option: rollupDayOption,
  method: rollupDayMethod,
  type: rollupDayType,
  hour: rollupDayHour,
  qris: rollupDayQris,
};

/** One CTE: upsert-add the rows under `j -> field` (default `part`) into `table` (default the part's daily table). */
function upsert(part: keyof RollupDeltas, index: number, field: string = part, table: string = ROLLUP_TABLES[part].table): string {
  const config = getTableConfig(TABLES[part]);
  const { key, sums } = ROLLUP_TABLES[part];
  const keys = ["m_w_id", "business_date", ...key];
  const cols = config.columns.map((c) => ({ name: c.name, type: c.getSQLType() }));
  const names = cols.map((c) => c.name).join(", ");
  const record = cols.map((c) => `${c.name} ${c.type}`).join(", ");
  const set = cols
    .filter((c) => !keys.includes(c.name))
    .map((c) =>
      (sums as readonly string[]).includes(c.name)
        ? `${c.name} = t.${c.name} + excluded.${c.name}`
        : `${c.name} = coalesce(nullif(excluded.${c.name}, ${c.type === "text" ? "''" : "0"}), t.${c.name})`,
    )
    .join(", ");
  return `u${index} as (insert into ${table} as t (${names}) select ${names} from p, jsonb_to_recordset(p.j -> '${field}') as x(${record})
    on conflict (${keys.join(", ")}) do update set ${set})`;
}

/** The statement's text after its parameter; fixed, so it may be prepared. */
const BODY = (Object.keys(TABLES) as Array<keyof RollupDeltas>).map((part, i) => upsert(part, i)).join(",\n");

/** The whole statement with its one parameter (`$1`, the merged deltas as json): what `applyRollupDeltas` sends. */
export const ROLLUP_APPLY_SQL = `with p as (select $1::jsonb as j), ${BODY} select 1`;

/**
 * Head office's statement: the daily CTEs, then the week and month tables' (db/schema/rollup-periods.ts),
 * each under `j -> '<grain>_<part>'` — the same lock order for every writer (daily tables, weeks, months).
 */
const BODY_WITH_PERIODS = [
  BODY,
  ...[...PERIOD_GRAINS]
    .reverse()
    .flatMap((grain, g) =>
      PERIOD_PARTS.map((part, i) =>
        upsert(part, 100 + g * 10 + i, `${grain}_${part}`, ROLLUP_TABLES[part].table.replace("rollup_day", `rollup_${grain}`)),
      ),
    ),
].join(",\n");

/** Whether `d` has no row at all. */
const isEmpty = (d: RollupDeltas) => Object.values(d).every((rows) => rows.length === 0);

/**
 * Adds `deltas` (domain RollupDeltas, minor units) to the rollup tables in one statement, inside the
 * caller's transaction. The deltas are merged first (one row per key, sorted), so several sets may be
 * passed. Nothing is sent when there is nothing to add.
 * @returns the number of statements sent (0 or 1), for the callers' round-trip counts.
 */
export async function applyRollupDeltas(tx: DbOrTx, ...deltas: RollupDeltas[]): Promise<number> {
  const merged = mergeRollupDeltas(...deltas);
  if (isEmpty(merged)) {
    return 0;
  }
  await preparedSql(
    tx,
    "rollup_apply",
    () => sql`with p as (select ${sql.placeholder("j")}::jsonb as j), ${sql.raw(BODY)} select 1`,
  ).execute({
    j: JSON.stringify(merged),
  });
  return 1;
}

/**
 * As `applyRollupDeltas`, and the same rows summed per week and month into head office's period
 * tables (domain `periodRollupDeltas`), all in one statement inside the caller's transaction. Head
 * office's ingest calls it; an outlet keeps daily rows only.
 * @returns the number of statements sent (0 or 1).
 */
export async function applyRollupDeltasWithPeriods(tx: DbOrTx, ...deltas: RollupDeltas[]): Promise<number> {
  const merged = mergeRollupDeltas(...deltas);
  if (isEmpty(merged)) {
    return 0;
  }
  const periods = periodRollupDeltas(merged);
  const json: Record<string, unknown> = { ...merged };
  for (const grain of PERIOD_GRAINS) {
    for (const part of PERIOD_PARTS) {
      json[`${grain}_${part}`] = periods[grain][part];
    }
  }
  await preparedSql(
    tx,
    "rollup_apply_periods",
    () => sql`with p as (select ${sql.placeholder("j")}::jsonb as j), ${sql.raw(BODY_WITH_PERIODS)} select 1`,
  ).execute({
    j: JSON.stringify(json),
  });
  return 1;
}

/**
 * Runs `change` on paid bills `ids` (rekap_transaksi ids) inside the caller's transaction and
 * corrects their days' rollups: the bills' facts before the change come off, their facts after it
 * are added (a bill the change deleted only comes off), and likewise their refunds' (whose units
 * come off their bill's day, wherever it now is). For any later change of a paid bill's date,
 * figures, lines or tenders. Five statements besides the change's own.
 * @returns what `change` returns.
 */
export async function reviseBills<T>(tx: DbOrTx, ids: readonly number[], change: () => Promise<T>): Promise<T> {
  const before = await loadRollupBills(tx, ids);
  const refundsBefore = await loadRollupRefundsOfBills(tx, ids);
  const result = await change();
  const after = await loadRollupBills(tx, ids);
  const refundsAfter = await loadRollupRefundsOfBills(tx, ids);
  await applyRollupDeltas(
    tx,
    ...before.map((b) => rollupDeltas(b, -1)),
    ...refundsBefore.map((f) => refundRollupDeltas(f, -1)),
    ...after.map((b) => rollupDeltas(b, 1)),
    ...refundsAfter.map((f) => refundRollupDeltas(f, 1)),
  );
  return result;
}
