/**
 * Whether this box queues its bills, refunds, closed cash sessions and tips for head office
 * (docs/chain-sync.md "Push"). The outbox triggers queue only while `sync_state.sync_outbox_on`
 * is set, so a stall with no head office keeps no queue that grows with every bill. The server
 * sets it at start from its configuration (an outlet with HQ_URL and HQ_OUTLET_KEY: on).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/**
 * Turns queueing on or off, in one transaction under the sync_state row's lock.
 * - on, when it was off: queues every bill, refund, closed cash session and tip already there
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
    await tx.execute(sql`insert into sync_outbox (m_w_id, sync_kind, sync_source_id)
      select r_t_m_w_id, 'bill', r_t_id from rekap_transaksi order by r_t_id on conflict do nothing`);
    await tx.execute(sql`insert into sync_outbox (m_w_id, sync_kind, sync_source_id)
      select m_w_id, 'refund', r_r_id from rekap_refund order by r_r_id on conflict do nothing`);
    await tx.execute(sql`insert into sync_outbox (m_w_id, sync_kind, sync_source_id)
      select rekap_modal_m_w_id, 'cash_session', rekap_modal_id from rekap_modal where closed_at is not null
      order by rekap_modal_id on conflict do nothing`);
    await tx.execute(sql`insert into sync_outbox (m_w_id, sync_kind, sync_source_id)
      select m_w_id, 'tip', r_u_t_id from rekap_uang_tips order by r_u_t_id on conflict do nothing`);
    return true;
  });
}
