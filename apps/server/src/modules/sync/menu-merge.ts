/**
 * The outlet's three-way merge of head office's menu on pull (docs/chain-sync.md "One menu for the
 * chain"). For the tables of CHAIN_FIELD_COLUMNS (`m_menu`, `m_menu_harga`) the apply keeps `sync_base`:
 * head office's row as last pulled. A field the chain lets the outlet edit (`m_chain_policy`) keeps the
 * outlet's value while head office has not changed it since the last pull; when head office changed
 * it, head office's wins. Fields head office owns always take head office's value (the outlet's back
 * office refuses editing them: menu-admin `checkChainPolicy`).
 */
import { CHAIN_FIELD_COLUMNS, type ChainPolicy, keptColumns, OUTLET_OWN_SUFFIX, outletOverrides } from "@waroeng/domain";
import type { PART_TABLES } from "@waroeng/domain/contracts";
import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";

/** The chain's policy as this box has it (field → outlet may edit); empty when the box has none. */
export async function readChainPolicy(db: DbOrTx): Promise<ChainPolicy> {
  const { rows } = await db.execute<{ field: string; outlet_may_edit: boolean }>(sql`select field, outlet_may_edit from m_chain_policy`);
  return Object.fromEntries(rows.map((r) => [r.field, r.outlet_may_edit]));
}

/** Whether this box is an outlet of a chain: it has applied a pull from head office. */
export async function isChainOutlet(db: DbOrTx): Promise<boolean> {
  const { rows } = await db.execute<{ v: string }>(sql`select sync_pull_version::text as v from sync_state where id = 1`);
  return Number(rows[0]?.v ?? 0) > 0;
}

/** Whether `table`'s rows are merged (not simply overwritten) on pull. */
export function isMerged(table: string): boolean {
  return table in CHAIN_FIELD_COLUMNS;
}

const whereKey = (key: Record<string, unknown>) =>
  sql.join(
    Object.entries(key).map(([c, v]) => sql`${sql.identifier(c)} = ${v}`),
    sql` and `,
  );

/** A key's canonical text (its columns' values in name order), for matching base rows in memory. */
const keyText = (table: string, key: Record<string, unknown>) =>
  `${table}:${Object.keys(key)
    .sort()
    .map((c) => `${c}=${String(key[c])}`)
    .join(",")}`;

/** The merge bases of one apply: read once, written back in one statement (`flush`). */
export class MergeBases {
  private readonly pending: Array<{ table: string; key: Record<string, unknown>; row: Record<string, unknown> }> = [];
  private constructor(private readonly bases: Map<string, Record<string, unknown>>) {}

  /** Loads every base row of this box (`sync_base`: the menu's rows). */
  static async load(tx: DbOrTx): Promise<MergeBases> {
    const { rows } = await tx.execute<{ table: string; key: Record<string, unknown>; row: Record<string, unknown> }>(
      sql`select sync_table as table, sync_key as key, sync_row as row from sync_base`,
    );
    return new MergeBases(new Map(rows.map((r) => [keyText(r.table, r.key), r.row])));
  }

  /**
   * Before upserting head office's `incoming` row of a merged table: @returns the columns whose
   * outlet value stays (see `keptColumns`); none when the row was never pulled. Call `record` after.
   */
  async keeps(
    tx: DbOrTx,
    policy: ChainPolicy,
    table: string,
    key: Record<string, unknown>,
    incoming: Record<string, unknown>,
  ): Promise<string[]> {
    const base = this.bases.get(keyText(table, key));
    if (!base) {
      return [];
    }
    const { rows: local } = await tx.execute<{ row: Record<string, unknown> }>(
      sql`select to_jsonb(t) as row from ${sql.identifier(table)} t where ${whereKey(key)}`,
    );
    return keptColumns(table, policy, base, local[0]?.row ?? null, incoming);
  }

  /** Head office's row as pulled: the next merge's base (written by `flush`). */
  record(table: string, key: Record<string, unknown>, row: Record<string, unknown>): void {
    this.pending.push({ table, key, row });
  }

  /** Writes the recorded bases in one statement. */
  async flush(tx: DbOrTx): Promise<void> {
    if (this.pending.length === 0) {
      return;
    }
    const list = JSON.stringify(this.pending.map((p) => ({ t: p.table, k: p.key, r: p.row })));
    await tx.execute(sql`insert into sync_base (sync_table, sync_key, sync_row)
      select r.t, r.k, r.r from jsonb_to_recordset(${list}::jsonb) as r(t text, k jsonb, r jsonb)
      on conflict (sync_table, sync_key) do update set sync_row = excluded.sync_row`);
    this.pending.length = 0;
  }
}

/**
 * The unique name of each merged table (its name column, the columns it is unique within, its
 * longest name) and the row's key column.
 */
const NAMED: Record<string, { key: string; name: string; within: string[]; max: number }> = {
  m_menu: { key: "m_menu_id", name: "m_menu_nama", within: ["m_w_id"], max: 60 },
  m_option_group: { key: "m_option_group_id", name: "m_option_group_nama", within: ["m_w_id"], max: 40 },
  m_option: { key: "m_option_id", name: "m_option_nama", within: ["m_w_id", "m_option_group_id"], max: 40 },
  m_kategori: { key: "m_kategori_id", name: "m_kategori_nama", within: ["m_w_id"], max: 60 },
  m_plot_produksi: { key: "m_plot_produksi_id", name: "m_plot_produksi_nama", within: ["m_w_id"], max: 60 },
};

/**
 * Head office's `incoming` row of `table` failed on the outlet's unique name: when the row holding
 * that name is the outlet's own (never pulled: no `sync_base`), it is renamed "<name> (outlet)" (cut to
 * the column's length; a number added if that is taken too) so head office's row can take the name.
 * @returns whether a row was renamed (false: the name is held by head office's own row — the caller rethrows).
 */
export async function renameOwnClash(tx: DbOrTx, table: string, incoming: Record<string, unknown>): Promise<boolean> {
  const n = NAMED[table];
  if (!n) {
    return false;
  }
  const same = sql.join(
    [...n.within, n.name].map((c) => sql`t.${sql.identifier(c)} = ${incoming[c] as string | number}`),
    sql` and `,
  );
  const { rows } = await tx.execute<{ id: number }>(sql`select t.${sql.identifier(n.key)} as id from ${sql.identifier(table)} t
    where ${same} and t.${sql.identifier(n.key)} <> ${incoming[n.key] as number}
      and not exists (select 1 from sync_base b where b.sync_table = ${table} and b.sync_key = jsonb_build_object(${n.key}::text, t.${sql.identifier(n.key)}))`);
  const own = rows[0];
  if (!own) {
    return false;
  }
  const base = String(incoming[n.name]);
  for (let i = 1; i <= 20; i++) {
    const suffix = i === 1 ? OUTLET_OWN_SUFFIX : `${OUTLET_OWN_SUFFIX.slice(0, -1)} ${i})`;
    const name = base.slice(0, n.max - suffix.length) + suffix;
    const { rows: taken } = await tx.execute(
      sql`select 1 from ${sql.identifier(table)} t where ${sql.join(
        n.within.map((c) => sql`t.${sql.identifier(c)} = ${incoming[c] as string | number}`),
        sql` and `,
      )} and t.${sql.identifier(n.name)} = ${name}`,
    );
    if (taken.length === 0) {
      await tx.execute(
        sql`update ${sql.identifier(table)} set ${sql.identifier(n.name)} = ${name} where ${sql.identifier(n.key)} = ${own.id}`,
      );
      return true;
    }
  }
  return false;
}

/** Forgets the base of a row head office deleted. */
export async function dropBase(tx: DbOrTx, table: string, key: Record<string, unknown>): Promise<void> {
  await tx.execute(sql`delete from sync_base where sync_table = ${table} and sync_key = ${JSON.stringify(key)}::jsonb`);
}

/** One outlet override as reported to head office: the item (head office's id), the field, the outlet's value. */
export interface ReportedOverride {
  m_menu_id: number;
  /** A ChainField, or `price:<m_t_t_id>` for a transaction type's price. */
  field: string;
  value: unknown;
}

/**
 * The outlet's own edits of head office's menu (outlet-editable fields that differ from head
 * office's last pulled value), for head office's "who overrides what". @returns them, by item.
 */
export async function collectOverrides(db: Db): Promise<ReportedOverride[]> {
  const policy = await readChainPolicy(db);
  const { rows } = await db.execute<{ table: string; base: Record<string, unknown>; local: Record<string, unknown> | null }>(
    sql`select b.sync_table as table, b.sync_row as base,
        case b.sync_table
          when 'm_menu' then (select to_jsonb(m) from m_menu m where m.m_menu_id = (b.sync_key ->> 'm_menu_id')::int)
          else (select to_jsonb(h) from m_menu_harga h where h.m_menu_id = (b.sync_key ->> 'm_menu_id')::int and h.m_t_t_id = (b.sync_key ->> 'm_t_t_id')::int)
        end as local
      from sync_base b where b.sync_table in ('m_menu', 'm_menu_harga') order by b.sync_table, b.sync_key`,
  );
  const out: ReportedOverride[] = [];
  for (const r of rows) {
    if (!r.local) {
      continue;
    }
    for (const [field, value] of Object.entries(outletOverrides(r.table, policy, r.base, r.local))) {
      const id = Number(r.base.m_menu_id);
      out.push({ m_menu_id: id, field: r.table === "m_menu_harga" ? `price:${r.base.m_t_t_id}` : field, value });
    }
  }
  return out;
}

/** One outlet override of head office's option group, option, category or station as reported to head office. */
export interface ReportedPartOverride {
  table: (typeof PART_TABLES)[number];
  /** The row's id (head office's: the outlet's copy keeps it). */
  id: number;
  /** A ChainField, or `price:<m_t_t_id>` for an option's delta of a transaction type. */
  field: string;
  value: unknown;
}

/** Each part table's id column; `m_option_harga` rows report as their option's `price:<m_t_t_id>`. */
const PART_ID: Record<string, string> = {
  m_option_group: "m_option_group_id",
  m_option: "m_option_id",
  m_option_harga: "m_option_id",
  m_kategori: "m_kategori_id",
  m_plot_produksi: "m_plot_produksi_id",
};

/**
 * The outlet's own edits of head office's option groups, options (their deltas per transaction type
 * too), categories and stations: the outlet-editable fields that differ from head office's last
 * pulled value, as `collectOverrides` does for items. @returns them, by table and key.
 */
export async function collectPartOverrides(db: Db): Promise<ReportedPartOverride[]> {
  const policy = await readChainPolicy(db);
  const { rows } = await db.execute<{ table: string; base: Record<string, unknown>; local: Record<string, unknown> | null }>(
    sql`select b.sync_table as table, b.sync_row as base,
        case b.sync_table
          when 'm_option_group' then (select to_jsonb(t) from m_option_group t where t.m_option_group_id = (b.sync_key ->> 'm_option_group_id')::int)
          when 'm_option' then (select to_jsonb(t) from m_option t where t.m_option_id = (b.sync_key ->> 'm_option_id')::int)
          when 'm_option_harga' then (select to_jsonb(t) from m_option_harga t
            where t.m_option_id = (b.sync_key ->> 'm_option_id')::int and t.m_t_t_id = (b.sync_key ->> 'm_t_t_id')::int)
          when 'm_kategori' then (select to_jsonb(t) from m_kategori t where t.m_kategori_id = (b.sync_key ->> 'm_kategori_id')::int)
          else (select to_jsonb(t) from m_plot_produksi t where t.m_plot_produksi_id = (b.sync_key ->> 'm_plot_produksi_id')::int)
        end as local
      from sync_base b where b.sync_table in ('m_option_group', 'm_option', 'm_option_harga', 'm_kategori', 'm_plot_produksi')
      order by b.sync_table, b.sync_key`,
  );
  const out: ReportedPartOverride[] = [];
  for (const r of rows) {
    if (!r.local) {
      continue;
    }
    const id = Number(r.base[PART_ID[r.table] ?? ""]);
    for (const [field, value] of Object.entries(outletOverrides(r.table, policy, r.base, r.local))) {
      const harga = r.table === "m_option_harga";
      out.push({
        table: harga ? "m_option" : (r.table as ReportedPartOverride["table"]),
        id,
        field: harga ? `price:${r.base.m_t_t_id}` : field,
        value,
      });
    }
  }
  return out;
}
