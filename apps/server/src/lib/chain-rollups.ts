/**
 * Head office's chain-wide day rollups (db/schema/rollup-chain.ts): the marks ingest leaves and the
 * compactor that turns marked days into chain rows.
 *
 * - `markRollupDays(tx, outletId, dates)`: inside a push's transaction, marks the outlet's days whose
 *   rollups it changed (its own rows only: pushes of different outlets never wait on each other).
 * - `markOutletDays(tx, outletIds)`: every day of those outlets, when what the chain rows are keyed by
 *   changes for them (an item linked to a chain item).
 * - `compactChainRollups(db)`: rebuilds the chain rows of the marked days from the outlets' daily rows
 *   and clears the marks it read, in one transaction (one compactor at a time, by advisory lock).
 * - `startChainCompactor(db, log)`: runs it every minute at head office (a croner job).
 *
 * `CHAIN_ITEM_ID` / `CHAIN_ITEM_KEY` / `CHAIN_CATEGORY_KEY`: head office's identity of a daily item row `r` (joined with
 * `m_menu m` on the row's outlet and menu id) — the same for the chain rows and the reports that
 * read the outlets' rows, so both group alike.
 */
import { Cron } from "croner";
import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client.ts";
import { intArray } from "../db/int-array.ts";

/**
 * Head office's identity of item row `r` as one integer, to group on: minus its chain item's id when
 * linked to one (`m`: its m_menu row), else its own menu id (ids are positive).
 */
export const CHAIN_ITEM_ID = sql`coalesce(-m.m_menu_chain_id, r.m_menu_id)`;
/** `CHAIN_ITEM_ID` as the report's key: `c<hq_menu_item_id>`, or the menu id (built from the grouped expression, so once per group). */
export const CHAIN_ITEM_KEY = sql`(case when ${CHAIN_ITEM_ID} < 0 then 'c' || -${CHAIN_ITEM_ID} else ${CHAIN_ITEM_ID}::text end)`;
/** The join that `CHAIN_ITEM_KEY` needs, after `rollup_*_item r` (an outlet's bills name its own menu rows). */
export const CHAIN_ITEM_JOIN = sql`left join m_menu m on m.m_menu_id = r.m_menu_id and m.m_w_id = r.m_w_id`;
/** Head office's identity of a category on item row `r`: its name as paid (categories are matched by name chain-wide). */
export const CHAIN_CATEGORY_KEY = sql`r.category_name`;

/** The advisory lock key that lets one compactor run at a time (any number of head office processes). */
const COMPACTOR_LOCK = 7_320_451;
/** Days rebuilt per transaction (a head office upgraded with a long history catches up in several). */
const DAYS_PER_ROUND = 31;

/** Marks days `dates` (YYYY-MM-DD) of outlet `outletId` as changed, inside the caller's transaction; rows locked in date order. */
export async function markRollupDays(tx: DbOrTx, outletId: number, dates: Iterable<string>): Promise<void> {
  const days = [...new Set(dates)].sort();
  if (days.length === 0) {
    return;
  }
  await tx.execute(sql`insert into hq_rollup_dirty as d (m_w_id, business_date)
    select ${outletId}, x from unnest(${`{${days.join(",")}}`}::date[]) x order by x
    on conflict (m_w_id, business_date) do update set version = d.version + 1`);
}

/** Marks every day that outlets `outletIds` have rollups of (their chain rows are then rebuilt), inside the caller's transaction. */
export async function markOutletDays(tx: DbOrTx, outletIds: readonly number[]): Promise<void> {
  const ids = [...new Set(outletIds)].sort((a, b) => a - b);
  if (ids.length === 0) {
    return;
  }
  await tx.execute(sql`insert into hq_rollup_dirty as d (m_w_id, business_date)
    select r.m_w_id, r.business_date from rollup_day r where r.m_w_id = any(${intArray(ids)}::int[])
    order by r.m_w_id, r.business_date
    on conflict (m_w_id, business_date) do update set version = d.version + 1`);
}

/**
 * One round of the compactor: takes up to 31 marked days (oldest first), rebuilds their chain rows
 * from every outlet's daily item rows (per currency, by `CHAIN_ITEM_KEY` / `CHAIN_CATEGORY_KEY`) and
 * deletes the marks it read — a mark changed meanwhile (a push of that day committed after the read)
 * stays, so the day is rebuilt again. One transaction; marks are locked in (outlet, day) order, as
 * ingest locks its own. Returns at once (0) while another compactor holds the lock.
 * @returns the number of days rebuilt.
 */
export async function compactChainRollups(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows: lock } = await tx.execute<{ ok: boolean }>(sql`select pg_try_advisory_xact_lock(${COMPACTOR_LOCK}) as ok`);
    if (!lock[0]?.ok) {
      return 0;
    }
    const { rows: marks } = await tx.execute<{ m_w_id: number; date: string; version: number }>(sql`
      with days as (select distinct business_date from hq_rollup_dirty order by 1 limit ${DAYS_PER_ROUND})
      select d.m_w_id, d.business_date::text as date, d.version from hq_rollup_dirty d join days using (business_date)
      order by d.m_w_id, d.business_date`);
    const days = [...new Set(marks.map((m) => m.date))];
    if (days.length === 0) {
      return 0;
    }
    const dayList = `{${days.join(",")}}`;
    await tx.execute(sql`delete from rollup_chain_item where business_date = any(${dayList}::date[])`);
    await tx.execute(sql`delete from rollup_chain_category where business_date = any(${dayList}::date[])`);
    // One read of the days' daily item rows for both tables, outlet by outlet (their index leads with the outlet).
    await tx.execute(sql`with src as (
        select trim(w.m_w_currency) as currency, r.business_date, ${CHAIN_ITEM_KEY} as item_key, r.menu_name,
          ${CHAIN_CATEGORY_KEY} as category_name, r.qty, r.net
        from m_w w cross join lateral (select x.m_w_id, x.business_date, x.m_menu_id, x.menu_name, x.category_name, x.qty, x.net
          from rollup_day_item x
          where x.m_w_id = w.m_w_id and x.business_date = any(${dayList}::date[])) r ${CHAIN_ITEM_JOIN}),
      items as (insert into rollup_chain_item (currency, business_date, item_key, menu_name, qty, net)
        select currency, business_date, item_key, min(menu_name), sum(qty), sum(net) from src group by 1, 2, 3)
      insert into rollup_chain_category (currency, business_date, category_name, qty, net)
        select currency, business_date, category_name, sum(qty), sum(net) from src group by 1, 2, 3`);
    const seen = sql`unnest(${intArray(marks.map((m) => m.m_w_id))}::int[], ${`{${marks.map((m) => m.date).join(",")}}`}::date[],
      ${intArray(marks.map((m) => m.version))}::int[]) s(m_w_id, business_date, version)`;
    await tx.execute(sql`select 1 from hq_rollup_dirty d, ${seen}
      where d.m_w_id = s.m_w_id and d.business_date = s.business_date order by d.m_w_id, d.business_date for update of d`);
    await tx.execute(sql`delete from hq_rollup_dirty d using ${seen}
      where d.m_w_id = s.m_w_id and d.business_date = s.business_date and d.version = s.version`);
    return days.length;
  });
}

/**
 * Runs `compactChainRollups` every minute at head office (croner: one run at a time, the timer
 * unref'd), rounds back to back while marked days remain; a failure is logged and retried at the
 * next minute. @returns the stop.
 */
export function startChainCompactor(db: Db, log: { warn: (m: string) => void }): () => void {
  const round = async () => {
    while ((await compactChainRollups(db)) === DAYS_PER_ROUND) {
      // More marked days remain: the next round at once.
    }
  };
  const catcher = (err: unknown) => log.warn(`chain rollups: ${err instanceof Error ? err.message : String(err)}`);
  const job = new Cron("* * * * *", { protect: true, unref: true, catch: catcher }, round);
  return () => job.stop();
}
