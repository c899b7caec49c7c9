/**
 * Head office writes a chain item's values into outlets' `m_menu` rows (and their `m_menu_harga`
 * prices per transaction type); the sync triggers log each change and the outlets pull it
 * (docs/chain-sync.md "One menu for the chain"). Money in minor units.
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";

/** The values of a chain item head office edits (any subset). */
export interface ChainValues {
  name?: string;
  /** Base price, minor units. */
  price?: number;
  /** Prices per transaction type (replace the row's own), minor units. */
  prices?: Array<{ m_t_t_id: number; price: number }>;
  active?: boolean;
}

/** The ChainField of each value (`price` and `prices` are both the price field). */
export const VALUE_FIELD = { name: "name", price: "price", prices: "price", active: "active" } as const;

/** The fields `v` touches. */
export function fieldsOf(v: ChainValues): Array<"name" | "price" | "active"> {
  return [...new Set((Object.keys(v) as (keyof ChainValues)[]).filter((k) => v[k] !== undefined).map((k) => VALUE_FIELD[k]))];
}

/** Writes `v` into one outlet row `menuId` (only the given values; an item turned on is un-archived). */
export async function writeRow(tx: DbOrTx, menuId: number, v: ChainValues): Promise<void> {
  const sets = [
    v.name !== undefined ? sql`m_menu_nama = ${v.name}` : null,
    v.price !== undefined ? sql`m_menu_harga = ${v.price}` : null,
    v.active !== undefined ? sql`m_menu_active = ${v.active}` : null,
    v.active === true ? sql`m_menu_archived_at = null` : null,
  ].filter((s) => s !== null);
  if (sets.length > 0) {
    await tx.execute(sql`update m_menu set ${sql.join(sets, sql`, `)} where m_menu_id = ${menuId}`);
  }
  if (v.prices !== undefined) {
    const keep = v.prices.map((p) => p.m_t_t_id);
    await tx.execute(sql`delete from m_menu_harga where m_menu_id = ${menuId} and not (m_t_t_id = any(${`{${keep.join(",")}}`}::int[]))`);
    for (const p of v.prices) {
      await tx.execute(sql`insert into m_menu_harga (m_menu_id, m_t_t_id, m_menu_harga_nominal) values (${menuId}, ${p.m_t_t_id}, ${p.price})
        on conflict (m_menu_id, m_t_t_id) do update set m_menu_harga_nominal = excluded.m_menu_harga_nominal
        where m_menu_harga.m_menu_harga_nominal is distinct from excluded.m_menu_harga_nominal`);
    }
  }
}

/** An outlet row's current values (as ChainValues) for `field`. */
export async function rowValues(tx: DbOrTx, menuId: number): Promise<Required<ChainValues>> {
  const { rows } = await tx.execute<{ name: string; price: number; active: boolean; prices: Array<{ m_t_t_id: number; price: number }> }>(
    sql`select m_menu_nama as name, m_menu_harga as price, m_menu_active as active,
      coalesce((select jsonb_agg(jsonb_build_object('m_t_t_id', h.m_t_t_id, 'price', h.m_menu_harga_nominal) order by h.m_t_t_id)
        from m_menu_harga h where h.m_menu_id = m.m_menu_id), '[]') as prices
      from m_menu m where m_menu_id = ${menuId}`,
  );
  const r = rows[0];
  if (!r) {
    throw new Error(`m_menu ${menuId} missing`);
  }
  return r;
}

/** `v` restricted to `field`'s values. */
export function pick(v: ChainValues, field: string): ChainValues {
  if (field === "price") {
    return { ...(v.price !== undefined ? { price: v.price } : {}), ...(v.prices !== undefined ? { prices: v.prices } : {}) };
  }
  if (field === "name" || field === "active") {
    return v[field] === undefined ? {} : { [field]: v[field] };
  }
  return {};
}
