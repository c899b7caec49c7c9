/**
 * Tables (foundations §3 "Table", §7 `GET /m-meja`, `GET /meja/meja-kosong`): the outlet's dining
 * tables, take-away slots and express tables, and the dine-in tables no open order holds.
 * A table is held while a row for it exists in `tmp_transaction_meja` (deleted when the order closes).
 */
import { NON_DINE_IN_TABLE_TYPES } from "@waroeng/domain";
import { and, asc, eq, notExists, notInArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { diningTables, orderTables, tableKinds } from "../../db/schema/index.ts";

/** Table types that are not dine-in; any other `m_meja_type` counts as dine in (foundations §3). */
const NON_DINE_IN_TYPES = [...NON_DINE_IN_TABLE_TYPES];

/** A table with its kind, as `GET /m-meja` shows it. */
export interface TableWithKind {
  id: number;
  name: string;
  /** "meja" | "bungkus" | "express". */
  type: string;
  kindId: number;
  kindName: string;
}

/**
 * Active tables of the outlet in display order (sort order, then id), with their kind (m_meja_jenis).
 * @param outletId - the session's outlet.
 */
export async function listTables(db: DbOrTx, outletId: number): Promise<TableWithKind[]> {
  return db
    .select({ id: diningTables.id, name: diningTables.name, type: diningTables.type, kindId: tableKinds.id, kindName: tableKinds.name })
    .from(diningTables)
    .innerJoin(tableKinds, eq(tableKinds.id, diningTables.kindId))
    .where(and(eq(diningTables.outletId, outletId), eq(diningTables.active, true)))
    .orderBy(asc(diningTables.sortOrder), asc(diningTables.id));
}

/**
 * Active dine-in tables of the outlet that no open order holds, in display order.
 * @param outletId - the session's outlet.
 * @returns `[{ id, name }]`.
 */
export async function listFreeDineInTables(db: DbOrTx, outletId: number): Promise<Array<{ id: number; name: string }>> {
  const held = db.select({ one: orderTables.tableId }).from(orderTables).where(eq(orderTables.tableId, diningTables.id));
  return db
    .select({ id: diningTables.id, name: diningTables.name })
    .from(diningTables)
    .where(
      and(
        eq(diningTables.outletId, outletId),
        eq(diningTables.active, true),
        notInArray(diningTables.type, NON_DINE_IN_TYPES),
        notExists(held),
      ),
    )
    .orderBy(asc(diningTables.sortOrder), asc(diningTables.id));
}
