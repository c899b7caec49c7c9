/**
 * Writing the daily rollups (db/schema/rollups.ts): `applyRollupDeltas(tx, deltas)` adds domain
 * `rollupDeltas` / `refundRollupDeltas` / `voidRollupDeltas` rows in ONE statement (a data-modifying
 * CTE per table over one jsonb parameter: `insert … on conflict (key) do update set x = t.x +
 * excluded.x`). Safe under concurrency: the upsert takes the row lock, and every writer locks rows in
 * the same order (tables in `ROLLUP_TABLES` order, rows sorted by key by `mergeRollupDeltas`).
 * Labels (a category, method or type name) keep the newest non-empty value.
 */
import { mergeRollupDeltas, ROLLUP_TABLES, type RollupDeltas } from "@waroeng/domain";
import { sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../db/client.ts";
import {
  rollupDay,
  rollupDayHour,
  rollupDayItem,
  rollupDayMethod,
  rollupDayOption,
  rollupDayReason,
  rollupDayType,
} from "../db/schema/rollups.ts";

const TABLES: Record<keyof RollupDeltas, PgTable> = {
  day: rollupDay,
  item: rollupDayItem,
  reason: rollupDayReason,
  option: rollupDayOption,
  method: rollupDayMethod,
  type: rollupDayType,
  hour: rollupDayHour,
};

/** One CTE: upsert-add the rows under `j -> part` into its table. */
function upsert(part: keyof RollupDeltas, index: number): string {
  const config = getTableConfig(TABLES[part]);
  const { table, key, sums } = ROLLUP_TABLES[part];
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
  return `u${index} as (insert into ${table} as t (${names}) select ${names} from p, jsonb_to_recordset(p.j -> '${part}') as x(${record})
    on conflict (${keys.join(", ")}) do update set ${set})`;
}

/** The statement's text after its parameter; fixed, so it may be prepared. */
const BODY = (Object.keys(TABLES) as Array<keyof RollupDeltas>).map(upsert).join(",\n");

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
  await tx.execute(sql`with p as (select ${JSON.stringify(merged)}::jsonb as j), ${sql.raw(BODY)} select 1`);
  return 1;
}
