/**
 * Head office's side of the outlets' report of their own menu edits (docs/chain-sync.md "One menu
 * for the chain": who overrides what): of items in `hq_menu_override` with source `outlet`, of option
 * groups, options, categories and stations in `hq_part_override`.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/**
 * POST /sync/menu-overrides (outlet key): the outlet's own edits of head office's items (`list`) and
 * of its option groups, options, categories and stations (`parts`) as it reports them (all of them:
 * the outlet's earlier report is replaced). Items not linked and rows not the outlet's are ignored.
 * @returns how many were kept.
 */
export async function receiveOutletOverrides(
  db: Db,
  outletId: number,
  list: Array<{ m_menu_id: number; field: string; value: unknown }>,
  parts: Array<{ table: string; id: number; field: string; value: unknown }> = [],
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from hq_menu_override where m_w_id = ${outletId} and source = 'outlet'`);
    await tx.execute(sql`delete from hq_part_override where m_w_id = ${outletId}`);
    let kept = 0;
    if (parts.length > 0) {
      const { rows } = await tx.execute(sql`insert into hq_part_override (m_w_id, sync_table, row_id, field, value)
        select ${outletId}, r.table, r.id, r.field, r.value
        from jsonb_to_recordset(${JSON.stringify(parts)}::jsonb) as r("table" text, id int, field text, value jsonb)
        where case r.table
          when 'm_option_group' then exists (select 1 from m_option_group t where t.m_option_group_id = r.id and t.m_w_id = ${outletId})
          when 'm_option' then exists (select 1 from m_option t where t.m_option_id = r.id and t.m_w_id = ${outletId})
          when 'm_kategori' then exists (select 1 from m_kategori t where t.m_kategori_id = r.id and t.m_w_id = ${outletId})
          when 'm_plot_produksi' then exists (select 1 from m_plot_produksi t where t.m_plot_produksi_id = r.id and t.m_w_id = ${outletId})
          else false end
        on conflict do nothing returning 1`);
      kept += rows.length;
    }
    if (list.length === 0) {
      return kept;
    }
    const { rows } = await tx.execute(sql`insert into hq_menu_override (m_w_id, hq_menu_item_id, field, source, value)
      select ${outletId}, m.m_menu_chain_id, r.field, 'outlet', r.value
      from jsonb_to_recordset(${JSON.stringify(list)}::jsonb) as r(m_menu_id int, field text, value jsonb)
      join m_menu m on m.m_menu_id = r.m_menu_id and m.m_w_id = ${outletId} and m.m_menu_chain_id is not null
      on conflict do nothing returning 1`);
    return kept + rows.length;
  });
}
