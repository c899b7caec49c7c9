/**
 * Whether this box queues what it pushes to head office (PUSH_KINDS: bills, refunds, cash sessions,
 * tips, cash mutations, drawer openings, voids, deleted orders, audit entries)
 * (docs/chain-sync.md "Push"). The outbox triggers queue only while `sync_state.sync_outbox_on`
 * is set, so a stall with no head office keeps no queue that grows with every bill. The server
 * sets it at start from its configuration (an outlet with HQ_URL and HQ_OUTLET_KEY: on).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { PUSH_KINDS } from "./sync-tables.ts";

/**
 * Turns queueing on or off, in one transaction under the sync_state row's lock.
 * - on, when it was off: queues every row of every PUSH_KINDS table already there
 *   (head office stores each once, so history sent again changes nothing there);
 * - off: stops queueing and empties the queue (turning it on again queues everything anew).
 * @returns true when the setting changed
 */
export async function setOutboxQueueing(db: Db, on: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = (await tx.execute(sql`select sync_outbox_on as "on" from sync_state where id = 1 for update`)).rows[0] as
      | { on: boolean }
      | undefined;
    if (!row || row.on === on) {
      return false;
    }
    await tx.execute(sql`update sync_state set sync_outbox_on = ${on} where id = 1`);
    if (!on) {
      await tx.execute(sql`delete from sync_outbox`);
      return true;
    }
    // Kind by kind in PUSH_KINDS order (a bill before its refund and void), oldest first.
    for (const [kind, spec] of Object.entries(PUSH_KINDS)) {
      await tx.execute(sql`insert into sync_outbox (m_w_id, sync_kind, sync_source_id)
        select ${sql.identifier(spec.outletColumn)}, ${kind}, ${sql.identifier(spec.idColumn)} from ${sql.identifier(spec.table)}
        order by ${sql.identifier(spec.idColumn)} on conflict do nothing`);
    }
    return true;
  });
}
