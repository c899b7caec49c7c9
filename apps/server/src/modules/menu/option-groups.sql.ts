/**
 * An item's option groups as one SQL expression (docs/API.md "Menu options"), so the menu reads and
 * add-menu get them in the statement they already run: no extra round trip per item or per tap.
 * An item's groups are its own links and its category's (one per group; the item's own link's order
 * wins), active only, ordered by the link's `urut`, then the group's; each with its active options in
 * order, priced for the transaction type (`m_option_harga`, else the option's own delta) and sold out
 * when `m_option_habis_tanggal` is today's business date.
 */
import type { OptionGroupRule } from "@waroeng/domain";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { menuItems } from "../../db/schema/index.ts";
import { today } from "../stock/stock.sql.ts";

/**
 * A jsonb array of the groups of the item whose id and category id are the SQL `itemId` and
 * `categoryId` (columns of the surrounding query, or values), for `transactionTypeId`. Read it with
 * `toOptionGroupRules`.
 */
export function optionGroupsJson(itemId: SQL | number, categoryId: SQL | number, transactionTypeId: SQL | number): SQL<unknown> {
  return sql`(select coalesce(jsonb_agg(jsonb_build_object(
      'id', g.m_option_group_id, 'name', g.m_option_group_nama,
      'minChoices', g.m_option_group_min, 'maxChoices', g.m_option_group_max,
      'options', (select coalesce(jsonb_agg(jsonb_build_object(
          'id', o.m_option_id, 'name', o.m_option_nama,
          'price', coalesce(oh.m_option_harga_nominal, o.m_option_harga),
          'isDefault', o.m_option_default,
          'soldOut', coalesce(o.m_option_habis_tanggal = ${today}, false))
        order by o.m_option_urut, o.m_option_id), '[]'::jsonb)
        from m_option o
        left join m_option_harga oh on oh.m_option_id = o.m_option_id and oh.m_t_t_id = ${transactionTypeId}
        where o.m_option_group_id = g.m_option_group_id and o.m_option_active))
      order by l.urut, g.m_option_group_urut, g.m_option_group_id), '[]'::jsonb)
    from (select distinct on (gl.m_option_group_id) gl.m_option_group_id, gl.m_option_group_menu_urut as urut
          from m_option_group_menu gl
          where gl.m_menu_id = ${itemId} or gl.m_kategori_id = ${categoryId}
          order by gl.m_option_group_id, (gl.m_menu_id is null), gl.m_option_group_menu_urut) l
    join m_option_group g on g.m_option_group_id = l.m_option_group_id and g.m_option_group_active)`;
}

/** The jsonb of `optionGroupsJson` as the domain's rules (null or anything but an array: no groups). */
export function toOptionGroupRules(json: unknown): OptionGroupRule[] {
  return Array.isArray(json) ? (json as OptionGroupRule[]) : [];
}

/**
 * The option groups of several items of the outlet, for `transactionTypeId`, in one statement.
 * @returns menu item id → its groups ([] when it has none); ids of other outlets are left out.
 */
export async function loadOptionGroups(
  db: DbOrTx,
  outletId: number,
  menuItemIds: readonly number[],
  transactionTypeId: number,
): Promise<Map<number, OptionGroupRule[]>> {
  if (menuItemIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ id: menuItems.id, groups: optionGroupsJson(sql`${menuItems.id}`, sql`${menuItems.categoryId}`, transactionTypeId) })
    .from(menuItems)
    .where(and(eq(menuItems.outletId, outletId), inArray(menuItems.id, [...menuItemIds])));
  return new Map(rows.map((r) => [r.id, toOptionGroupRules(r.groups)]));
}
