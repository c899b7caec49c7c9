/**
 * Writing pushed rows into head office's relational tables (db/schema/hq.ts), one statement per table
 * and batch: rows travel as one jsonb array and land through `jsonb_populate_recordset`, so the
 * documents' column names are the tables' (unknown keys, e.g. a newer outlet's column, are ignored).
 */
import { is, SQL, sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";

export type Row = Record<string, unknown>;

/** Columns head office sets itself and an upsert never takes from a document. */
const OWN = new Set(["received_at", "voided_at"]);

interface TableInfo {
  name: string;
  columns: string[];
  key: string[];
  defaults: Row;
  /** Not-null timestamps defaulting to now(). */
  nowColumns: string[];
  /** Every column (a document's other keys are not sent). */
  all: Set<string>;
}

const infos = new Map<PgTable, TableInfo>();

/** The table's name, columns, primary key and the defaults of its not-null columns (for rows missing them). */
function info(table: PgTable): TableInfo {
  const cached = infos.get(table);
  if (cached) {
    return cached;
  }
  const config = getTableConfig(table);
  const defaults: Row = {};
  const nowColumns: string[] = [];
  for (const c of config.columns) {
    if (!c.notNull || !c.hasDefault) {
      continue;
    }
    if (c.default !== undefined && !is(c.default, SQL)) {
      defaults[c.name] = c.default;
    } else if (c.getSQLType().startsWith("timestamp")) {
      nowColumns.push(c.name);
    } else if (c.getSQLType() === "jsonb") {
      defaults[c.name] = c.name === "snapshot" ? {} : [];
    }
  }
  const made = {
    name: config.name,
    columns: config.columns.map((c) => c.name).filter((c) => !OWN.has(c)),
    key: config.primaryKeys[0]?.columns.map((c) => c.name) ?? [],
    defaults,
    nowColumns: nowColumns.filter((c) => !OWN.has(c)),
    all: new Set(config.columns.map((c) => c.name)),
  };
  infos.set(table, made);
  return made;
}

/** `rows` with each missing or null not-null column at its default; timestamps missing are the ingest's time. */
function filled(t: TableInfo, rows: Row[]): Row[] {
  const now = new Date().toISOString();
  return rows.map((r) => {
    const out: Row = { ...t.defaults };
    for (const c of t.nowColumns) {
      out[c] = now;
    }
    for (const [k, v] of Object.entries(r)) {
      if (v !== null && v !== undefined && t.all.has(k)) {
        out[k] = v;
      }
    }
    return out;
  });
}

/**
 * Upserts `rows` (column name → value, `m_w_id` and `hq_seq` set) into `table`: a new row is
 * inserted, a stored one replaced only by a row with a higher `hq_seq` (an older state never
 * overwrites a newer one). One statement. @returns nothing; the caller decides beforehand which rows are newer.
 */
export async function upsertVersioned(tx: DbOrTx, table: PgTable, rows: Row[]): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  const t = info(table);
  const cols = sql.raw(t.columns.join(", "));
  const set = sql.raw(
    [...t.columns.filter((c) => !t.key.includes(c)).map((c) => `${c} = excluded.${c}`), "received_at = now()"].join(", "),
  );
  await tx.execute(sql`insert into ${sql.identifier(t.name)} as t (${cols})
    select ${cols} from jsonb_populate_recordset(null::${sql.identifier(t.name)}, ${JSON.stringify(filled(t, rows))}::jsonb)
    on conflict (${sql.raw(t.key.join(", "))}) do update set ${set} where t.hq_seq < excluded.hq_seq`);
}

/**
 * Replaces the child rows (lines, tenders) of parents `parentIds` of outlet `outletId` in `table`
 * (linked by `parentColumn`) with `rows`: two statements, none when there is no parent.
 */
export async function replaceChildren(
  tx: DbOrTx,
  table: PgTable,
  parentColumn: string,
  outletId: number,
  parentIds: number[],
  rows: Row[],
): Promise<void> {
  if (parentIds.length === 0) {
    return;
  }
  const t = info(table);
  await tx.execute(
    sql`delete from ${sql.identifier(t.name)} where m_w_id = ${outletId} and ${sql.identifier(parentColumn)} = any(${`{${parentIds.join(",")}}`}::int[])`,
  );
  if (rows.length === 0) {
    return;
  }
  const cols = sql.raw(t.columns.join(", "));
  await tx.execute(sql`insert into ${sql.identifier(t.name)} (${cols})
    select ${cols} from jsonb_populate_recordset(null::${sql.identifier(t.name)}, ${JSON.stringify(filled(t, rows))}::jsonb)
    on conflict do nothing`);
}
