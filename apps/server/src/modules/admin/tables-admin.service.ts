/**
 * Back office · Meja (docs/API.md "Back office"): the outlet's dining tables, take-away
 * slots and express tables. Each change is one transaction: the table row locked (`FOR UPDATE`, which
 * also waits for an order being opened on it: its foreign-key check holds a share lock), checked,
 * changed, audited (entity `table`). A table an open order holds keeps its type and cannot be
 * deactivated or deleted; a table with history (orders, QR orders) is deactivated, never deleted;
 * names are unique per outlet (unique index `m_meja_name_uq`, a race answers the same 409).
 */
import { PEOPLE_MSG } from "@waroeng/domain";
import type { TableBody } from "@waroeng/domain/requests";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import { diningTables, orderTables, qrTokens, tableKinds } from "../../db/schema/index.ts";
import { type AuditActor, auditSave, writeAudit } from "../../lib/audit.ts";
import { badRequest, conflict, notFound } from "../../lib/http.ts";
import { rotateQrCodeIn } from "../online/qr-token.service.ts";

/** A table as the back office shows it. */
export interface AdminTableRow {
  id: number;
  name: string;
  type: string;
  kindId: number;
  kindName: string;
  sortOrder: number;
  active: boolean;
  inUse: boolean;
}

/** The wire view of a table (also its audit snapshot). */
export function presentAdminTable(t: AdminTableRow) {
  return {
    m_meja_id: t.id,
    m_meja_nama: t.name,
    m_meja_type: t.type,
    m_meja_jenis_id: t.kindId,
    m_meja_jenis_nama: t.kindName,
    m_meja_urut: t.sortOrder,
    m_meja_active: t.active,
    in_use: t.inUse,
  };
}

const inUse = sql<boolean>`exists (select 1 from ${orderTables} where ${orderTables.tableId} = ${diningTables.id})`;

/** Every table of the outlet (active and not) in display order, or only `id`. */
export async function readAdminTables(db: DbOrTx, outletId: number, id?: number): Promise<AdminTableRow[]> {
  return db
    .select({
      id: diningTables.id,
      name: diningTables.name,
      type: diningTables.type,
      kindId: diningTables.kindId,
      kindName: tableKinds.name,
      sortOrder: diningTables.sortOrder,
      active: diningTables.active,
      inUse,
    })
    .from(diningTables)
    .innerJoin(tableKinds, eq(tableKinds.id, diningTables.kindId))
    .where(and(eq(diningTables.outletId, outletId), id === undefined ? undefined : eq(diningTables.id, id)))
    .orderBy(asc(diningTables.sortOrder), asc(diningTables.id));
}

/** The table kinds (m_meja_jenis), by name. */
export async function listTableKinds(db: DbOrTx) {
  return db.select().from(tableKinds).orderBy(asc(tableKinds.id));
}

/** True for PostgreSQL's unique violation (23505), however Drizzle wrapped it. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/** True for PostgreSQL's foreign-key violation (23503): the row has history. */
function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  return e?.code === "23503" || e?.cause?.code === "23503";
}

/** Locks the outlet's table `id` and reads it. 404 when it is not the outlet's. */
async function lockTable(tx: Tx, outletId: number, id: number): Promise<AdminTableRow> {
  const locked = await tx
    .select({ id: diningTables.id })
    .from(diningTables)
    .where(and(eq(diningTables.id, id), eq(diningTables.outletId, outletId)))
    .for("update");
  const [row] = locked.length > 0 ? await readAdminTables(tx, outletId, id) : [];
  if (!row) {
    throw notFound(PEOPLE_MSG.TABLE_NOT_FOUND);
  }
  return row;
}

async function checkKind(tx: DbOrTx, kindId: number): Promise<void> {
  const [kind] = await tx.select({ id: tableKinds.id }).from(tableKinds).where(eq(tableKinds.id, kindId));
  if (!kind) {
    throw badRequest(PEOPLE_MSG.TABLE_KIND_INVALID);
  }
}

/** Runs `work`, answering a duplicate name with 409 `Nama meja sudah dipakai`. */
async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw isUniqueViolation(err) ? conflict(PEOPLE_MSG.TABLE_NAME_TAKEN) : err;
  }
}

/** Adds a table to the actor's outlet. 422 an unknown kind; 409 a name in use. */
export async function createTable(db: Db, actor: AuditActor, body: TableBody): Promise<AdminTableRow> {
  return uniqueName(() =>
    db.transaction(async (tx) => {
      await checkKind(tx, body.m_meja_jenis_id);
      const [row] = await tx
        .insert(diningTables)
        .values({
          outletId: actor.outletId,
          name: body.m_meja_nama,
          type: body.m_meja_type,
          kindId: body.m_meja_jenis_id,
          sortOrder: body.m_meja_urut,
        })
        .returning({ id: diningTables.id });
      const [after] = row ? await readAdminTables(tx, actor.outletId, row.id) : [];
      if (!after) {
        throw notFound(PEOPLE_MSG.TABLE_NOT_FOUND);
      }
      await auditSave(tx, actor, "table", after.id, null, after, presentAdminTable);
      return after;
    }),
  );
}

/** Changes a table. 409 a type change while an open order holds it, or a name in use. */
export async function updateTable(db: Db, actor: AuditActor, id: number, body: TableBody): Promise<AdminTableRow> {
  return uniqueName(() =>
    db.transaction(async (tx) => {
      const before = await lockTable(tx, actor.outletId, id);
      if (before.inUse && before.type !== body.m_meja_type) {
        throw conflict(PEOPLE_MSG.TABLE_IN_USE);
      }
      await checkKind(tx, body.m_meja_jenis_id);
      await tx
        .update(diningTables)
        .set({ name: body.m_meja_nama, type: body.m_meja_type, kindId: body.m_meja_jenis_id, sortOrder: body.m_meja_urut })
        .where(eq(diningTables.id, id));
      return audited(tx, actor, before, "update");
    }),
  );
}

/** Reads the table after a change and writes the audit row before → after. */
async function audited(tx: Tx, actor: AuditActor, before: AdminTableRow, action: string, extra: Record<string, unknown> = {}) {
  const [after] = await readAdminTables(tx, actor.outletId, before.id);
  if (!after) {
    throw notFound(PEOPLE_MSG.TABLE_NOT_FOUND);
  }
  await writeAudit(tx, actor, {
    entity: "table",
    entityId: before.id,
    action,
    before: presentAdminTable(before),
    after: { ...presentAdminTable(after), ...extra },
  });
  return after;
}

/** Deactivates (hidden from every table list; its QR code stops working) or reactivates a table. 409 deactivating a table in use. */
export async function setTableActive(db: Db, actor: AuditActor, id: number, active: boolean): Promise<AdminTableRow> {
  return db.transaction(async (tx) => {
    const before = await lockTable(tx, actor.outletId, id);
    if (!active && before.inUse) {
      throw conflict(PEOPLE_MSG.TABLE_IN_USE);
    }
    await tx.update(diningTables).set({ active }).where(eq(diningTables.id, id));
    return audited(tx, actor, before, active ? "activate" : "deactivate");
  });
}

/** Deletes a table that has no history (its QR code goes too). 409 in use, or with history: deactivate it instead. */
export async function deleteTable(db: Db, actor: AuditActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockTable(tx, actor.outletId, id);
    if (before.inUse) {
      throw conflict(PEOPLE_MSG.TABLE_IN_USE);
    }
    try {
      await tx.transaction(async (sp) => {
        // Its QR code (and the code's cart, on delete cascade); a QR order placed with it is history.
        await sp.delete(qrTokens).where(eq(qrTokens.tableId, id));
        await sp.delete(diningTables).where(eq(diningTables.id, id));
      });
    } catch (err) {
      throw isForeignKeyViolation(err) ? conflict(PEOPLE_MSG.TABLE_HAS_HISTORY) : err;
    }
    await writeAudit(tx, actor, { entity: "table", entityId: id, action: "delete", before: presentAdminTable(before), after: null });
  });
}

/**
 * Gives an active table a new QR code: the printed old one answers 404 from now on and the code's
 * shared cart is emptied (online/qr-token.service.ts). The audit row names the rotation, never a code.
 */
export async function rotateTableQr(db: Db, actor: AuditActor, id: number) {
  return db.transaction(async (tx) => {
    const before = await lockTable(tx, actor.outletId, id);
    if (!before.active) {
      throw conflict(PEOPLE_MSG.TABLE_INACTIVE);
    }
    const code = await rotateQrCodeIn(tx, actor.outletId, id);
    await audited(tx, actor, before, "rotate_qr", { qr_rotated: true });
    return code;
  });
}
