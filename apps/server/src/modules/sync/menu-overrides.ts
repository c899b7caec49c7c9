/**
 * Head office's side of the outlets' report of their own menu edits (docs/chain-sync.md "One menu
 * for the chain": who overrides what), kept in `hq_menu_override` with source `outlet`.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/**
 * POST /sync/menu-overrides (outlet key): the outlet's own edits of head office's items as it
 * reports them (all of them: the outlet's earlier report is replaced). Items not linked are ignored.
 */
export async function receiveOutletOverrides(
  db: Db,
  outletId: number,
  list: Array<{ m_menu_id: number; field: string; value: unknown }>,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from hq_menu_override where m_w_id = ${outletId} and source = 'outlet'`);
    if (list.length === 0) {
      return 0;
    }
    const { rows } = await tx.execute(sql`insert into hq_menu_override (m_w_id, hq_menu_item_id, field, source, value)
      select ${outletId}, m.m_menu_chain_id, r.field, 'outlet', r.value
      from jsonb_to_recordset(${JSON.stringify(list)}::jsonb) as r(m_menu_id int, field text, value jsonb)
      join m_menu m on m.m_menu_id = r.m_menu_id and m.m_w_id = ${outletId} and m.m_menu_chain_id is not null
      on conflict do nothing returning 1`);
    return rows.length;
  });
}
