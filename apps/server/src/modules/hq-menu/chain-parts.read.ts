/**
 * Head office's lists of the chain's option groups, categories and stations (contracts/hq-menu-parts.ts;
 * docs/chain-sync.md "One menu for the chain"): one entry per name over the outlets of the caller's
 * scope, with each outlet's own value (on/off, price delta in minor units of its currency, order).
 * The edits are chain-parts.service.ts. Reads only; every query is bounded by the scope's outlets.
 */
import type { HqCategoryList, HqOptionList, HqStationList } from "@waroeng/domain/contracts";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { intArray } from "../../db/int-array.ts";

type OptionRow = { group: string; name: string; outlets: HqOptionList["groups"][number]["options"][number]["outlets"] };

/**
 * GET /hq/menu/options: the option groups (by name) at `scope`'s outlets, ordered as the outlets
 * order them (then by name), each with its options (by name) and every outlet's value.
 */
export async function listChainOptions(db: DbOrTx, scope: number[]): Promise<HqOptionList> {
  const outlets = intArray(scope);
  const { rows: groups } = await db.execute<Omit<HqOptionList["groups"][number], "options">>(sql`select g.m_option_group_nama as name,
      jsonb_agg(jsonb_build_object('m_w_id', g.m_w_id, 'm_w_nama', w.m_w_nama, 'active', g.m_option_group_active) order by g.m_w_id) as outlets
    from m_option_group g join m_w w using (m_w_id)
    where g.m_w_id = any(${outlets}::int[])
    group by g.m_option_group_nama order by min(g.m_option_group_urut), g.m_option_group_nama`);
  const { rows: options } = await db.execute<OptionRow>(sql`select g.m_option_group_nama as "group", o.m_option_nama as name,
      jsonb_agg(jsonb_build_object('m_w_id', o.m_w_id, 'm_w_nama', w.m_w_nama, 'currency', w.m_w_currency, 'price', o.m_option_harga,
        'active', o.m_option_active, 'prices', coalesce((select jsonb_agg(jsonb_build_object('m_t_t_id', h.m_t_t_id, 'price', h.m_option_harga_nominal)
          order by h.m_t_t_id) from m_option_harga h where h.m_option_id = o.m_option_id), '[]')) order by o.m_w_id) as outlets
    from m_option o join m_option_group g using (m_option_group_id) join m_w w on w.m_w_id = o.m_w_id
    where o.m_w_id = any(${outlets}::int[])
    group by g.m_option_group_nama, o.m_option_nama order by min(o.m_option_urut), o.m_option_nama`);
  const byGroup = new Map<string, HqOptionList["groups"][number]["options"]>();
  for (const o of options) {
    const list = byGroup.get(o.group) ?? [];
    list.push({ name: o.name, outlets: o.outlets });
    byGroup.set(o.group, list);
  }
  const { rows: types } = await db.execute<HqOptionList["types"][number]>(
    sql`select m_t_t_id, m_t_t_name from m_transaction_type order by m_t_t_id`,
  );
  return { groups: groups.map((g) => ({ ...g, options: byGroup.get(g.name) ?? [] })), types };
}

/** GET /hq/menu/categories: the categories (by name) at `scope`'s outlets with each one's order there, and the menu types there. */
export async function listChainCategories(db: DbOrTx, scope: number[]): Promise<HqCategoryList> {
  const { rows } = await db.execute<HqCategoryList["categories"][number]>(sql`select k.m_kategori_nama as name,
      jsonb_agg(jsonb_build_object('m_w_id', k.m_w_id, 'm_w_nama', w.m_w_nama, 'sort', k.m_kategori_urut) order by k.m_w_id) as outlets
    from m_kategori k join m_w w using (m_w_id)
    where k.m_w_id = any(${intArray(scope)}::int[])
    group by k.m_kategori_nama order by min(k.m_kategori_urut), k.m_kategori_nama`);
  const { rows: types } = await db.execute<{ name: string }>(sql`select distinct m_menu_jenis_nama as name from m_menu_jenis
    where m_w_id = any(${intArray(scope)}::int[]) order by 1`);
  return { categories: rows, menu_types: types.map((t) => t.name) };
}

/** GET /hq/menu/stations: the production stations (by name) at `scope`'s outlets, with the categories each cooks at each outlet. */
export async function listChainStations(db: DbOrTx, scope: number[]): Promise<HqStationList> {
  const { rows } = await db.execute<HqStationList["stations"][number]>(sql`select p.m_plot_produksi_nama as name,
      jsonb_agg(jsonb_build_object('m_w_id', p.m_w_id, 'm_w_nama', w.m_w_nama, 'categories', coalesce((select jsonb_agg(k.m_kategori_nama
        order by k.m_kategori_urut, k.m_kategori_nama) from m_plot_produksi_kategori pk join m_kategori k using (m_kategori_id)
        where pk.m_plot_produksi_id = p.m_plot_produksi_id), '[]')) order by p.m_w_id) as outlets
    from m_plot_produksi p join m_w w using (m_w_id)
    where p.m_w_id = any(${intArray(scope)}::int[])
    group by p.m_plot_produksi_nama order by p.m_plot_produksi_nama`);
  return { stations: rows };
}
