/**
 * The outlet's side of the chain's menu policy (docs/chain-sync.md "One menu for the chain"): at an
 * outlet of a chain, the back office refuses changing a field of a head-office item that the chain
 * does not let outlets edit (`m_chain_policy`), and deleting a head-office item, so that no outlet
 * edit is ever silently overwritten by the next pull. A standalone box (never pulled) is not limited.
 */
import { CHAIN_MENU_MSG, type ChainField, lockedChanges } from "@waroeng/domain";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { forbidden } from "../../lib/http.ts";
import { isChainOutlet, readChainPolicy } from "../sync/menu-merge.ts";

/** Whether item `id` is head office's (pulled) at this outlet of a chain. */
async function fromHeadOffice(tx: DbOrTx, id: number): Promise<boolean> {
  if (!(await isChainOutlet(tx))) {
    return false;
  }
  const { rows } = await tx.execute(
    sql`select 1 from sync_base where sync_table = 'm_menu' and sync_key = ${JSON.stringify({ m_menu_id: id })}::jsonb`,
  );
  return rows.length > 0;
}

const label = (fields: ChainField[]) => fields.map((f) => CHAIN_MENU_MSG.FIELDS[f]).join(", ");

/**
 * Refuses an outlet's edit of head office's item `id` that changes a field the chain keeps for head
 * office. `after`: the item's m_menu columns as they would be saved; `prices`: its prices per type
 * (minor units) as they would be saved, or undefined when untouched.
 * @throws 403 `fieldLocked(<fields>)`; nothing when allowed.
 */
export async function checkChainPolicy(
  tx: DbOrTx,
  id: number,
  after: Record<string, unknown>,
  prices?: Array<{ typeId: number; price: number }>,
): Promise<void> {
  if (!(await fromHeadOffice(tx, id))) {
    return;
  }
  const policy = await readChainPolicy(tx);
  const { rows } = await tx.execute<{ row: Record<string, unknown>; prices: string }>(
    sql`select to_jsonb(m) as row, coalesce((select string_agg(h.m_t_t_id || ':' || h.m_menu_harga_nominal, ',' order by h.m_t_t_id)
        from m_menu_harga h where h.m_menu_id = m.m_menu_id), '') as prices from m_menu m where m.m_menu_id = ${id}`,
  );
  const before = rows[0];
  if (!before) {
    return;
  }
  const fields = lockedChanges("m_menu", policy, before.row, after);
  if (prices && policy.price === false && !fields.includes("price")) {
    const next = [...prices]
      .sort((a, b) => a.typeId - b.typeId)
      .map((p) => `${p.typeId}:${p.price}`)
      .join(",");
    if (next !== before.prices) {
      fields.push("price");
    }
  }
  if (fields.length > 0) {
    throw forbidden(CHAIN_MENU_MSG.fieldLocked(label(fields)));
  }
}

/** Refuses deleting head office's item `id` at an outlet of a chain (403 DELETE_LOCKED). */
export async function checkChainDelete(tx: DbOrTx, id: number): Promise<void> {
  if (await fromHeadOffice(tx, id)) {
    throw forbidden(CHAIN_MENU_MSG.DELETE_LOCKED);
  }
}

/**
 * Refuses an outlet's edit of head office's row of `table` (an option group, an option, a category
 * or a station: a table of CHAIN_FIELD_COLUMNS) that changes a field the chain keeps for head
 * office. `key`: the row's key as the sync names it (e.g. `{ m_kategori_id: 8 }`); `after`: its
 * columns as they would be saved. A row the outlet made itself, or a standalone box, is not limited.
 * @throws 403 `fieldLocked(<fields>)`; nothing when allowed.
 */
export async function checkChainRow(tx: DbOrTx, table: string, key: Record<string, number>, after: Record<string, unknown>): Promise<void> {
  if (!(await isChainOutlet(tx))) {
    return;
  }
  const { rows } = await tx.execute<{ row: Record<string, unknown> | null }>(
    sql`select (select to_jsonb(t) from ${sql.identifier(table)} t where ${sql.join(
      Object.entries(key).map(([c, v]) => sql`${sql.identifier(c)} = ${v}`),
      sql` and `,
    )}) as row from sync_base where sync_table = ${table} and sync_key = ${JSON.stringify(key)}::jsonb`,
  );
  const before = rows[0]?.row;
  if (!before) {
    return;
  }
  const fields = lockedChanges(table, await readChainPolicy(tx), before, after);
  if (fields.length > 0) {
    throw forbidden(CHAIN_MENU_MSG.fieldLocked(label(fields)));
  }
}

/** Whether the row of `table` with `key` (as the sync names it) is head office's at this outlet of a chain. */
export async function isHeadOfficeRow(tx: DbOrTx, table: string, key: Record<string, number>): Promise<boolean> {
  if (!(await isChainOutlet(tx))) {
    return false;
  }
  const { rows } = await tx.execute(sql`select 1 from sync_base where sync_table = ${table} and sync_key = ${JSON.stringify(key)}::jsonb`);
  return rows.length > 0;
}
