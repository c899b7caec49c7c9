/**
 * Head office's change log (`hq_change_log`; contracts/hq-log.ts): `logHqChange` records a change in
 * the caller's transaction (who, what, at which outlets, before → after); `listHqChanges` reads it a
 * page at a time, newest first — everything for the owner, for an area manager the entries that
 * reached one of their outlets (naming only theirs) and their own. The route is change-log.routes.ts.
 */
import { HQ_LOG_PAGE_SIZE, type HqChange, type HqChangeEntity, type HqChangeLog } from "@waroeng/domain/contracts";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { intArray } from "../../db/int-array.ts";
import { hqChangeLog } from "../../db/schema/index.ts";
import type { HqAuth } from "./hq-auth.service.ts";

/** One change to record. `outlets`: those it reached (null: chain-wide or the account's own). */
export interface HqChangeEntry {
  userId: number;
  entity: HqChangeEntity;
  subject?: string | null;
  outlets?: readonly number[] | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Records `c` in `tx` (the change's own transaction: no change without its entry, no entry without it). */
export async function logHqChange(tx: DbOrTx, c: HqChangeEntry): Promise<void> {
  await tx.insert(hqChangeLog).values({
    hqUserId: c.userId,
    entity: c.entity,
    subject: c.subject ?? null,
    outletIds: c.outlets ? [...new Set(c.outlets)].sort((a, b) => a - b) : null,
    before: c.before ?? null,
    after: c.after ?? null,
  });
}

/**
 * The change log's page `page` (1 = newest, HQ_LOG_PAGE_SIZE a page) as `who` may see it: the owner
 * everything; an area manager the entries at one of their outlets (only those named) and their own.
 * (The accountant is refused by the route's guard.)
 */
export async function listHqChanges(db: DbOrTx, who: Pick<HqAuth, "userId" | "role" | "outletIds">, page: number): Promise<HqChangeLog> {
  const mine = intArray(who.outletIds);
  const area = who.role === "area";
  const where = area ? sql`where (l.m_w_ids && ${mine}::int[] or l.hq_user_id = ${who.userId})` : sql``;
  const named = area ? sql`and w.m_w_id = any(${mine}::int[])` : sql``;
  const { rows } = await db.execute<HqChange>(sql`select l.id, to_char(l.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
      jsonb_build_object('id', u.id, 'name', u.name) as "user", l.entity, l.subject,
      coalesce((select jsonb_agg(jsonb_build_object('m_w_id', w.m_w_id, 'm_w_nama', w.m_w_nama) order by w.m_w_id)
        from m_w w where w.m_w_id = any(l.m_w_ids) ${named}), '[]') as outlets,
      l.before, l.after
    from hq_change_log l join hq_user u on u.id = l.hq_user_id
    ${where}
    order by l.at desc, l.id desc limit ${HQ_LOG_PAGE_SIZE} offset ${(page - 1) * HQ_LOG_PAGE_SIZE}`);
  const { rows: count } = await db.execute<{ total: number }>(sql`select count(*)::int as total from hq_change_log l ${where}`);
  return { rows, total: count[0]?.total ?? 0, page, page_size: HQ_LOG_PAGE_SIZE };
}

/**
 * The before → after of a change: for each key `next` sets (not undefined), its value in `was` and in
 * `next`; with `currency` beside a price (money in minor units of it).
 * @example changedValues({ name: "Telur", price: 3000 }, { price: 3500 }, "Rp") // { before: { price: 3000 }, after: { price: 3500, currency: "Rp" } }
 */
export function changedValues(
  was: Record<string, unknown> | undefined,
  next: Record<string, unknown>,
  currency?: string,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = Object.keys(next).filter((k) => next[k] !== undefined);
  const before = Object.fromEntries(keys.map((k) => [k, was?.[k] ?? null]));
  const after = Object.fromEntries(keys.map((k) => [k, next[k]]));
  return keys.includes("price") && currency ? { before, after: { ...after, currency } } : { before, after };
}
