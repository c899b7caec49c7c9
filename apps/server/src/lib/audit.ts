/**
 * The back-office audit trail, written by every module that changes settings, staff, menus or cash:
 * `writeAudit` records one change in the changing transaction (so a rolled-back change leaves no row
 * and a committed one always has its row); `listAudit` reads an outlet's page, newest first, for
 * GET /admin/audit.
 */
import { AUDIT_PAGE_SIZE, currencyFromOutlet } from "@waroeng/domain";
import { desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { auditLog, outlets, users } from "../db/schema/index.ts";

/** Who changed what: the session's user and outlet. */
export interface AuditActor {
  userId: number;
  outletId: number;
}

/** One change: entity ("outlet", "menu", "user" …), its id, the action, the row before → after. */
export interface AuditChange {
  entity: string;
  entityId: number;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Writes one audit row with `tx` (call it inside the change's transaction). */
export async function writeAudit(tx: DbOrTx, actor: AuditActor, change: AuditChange): Promise<void> {
  await tx.insert(auditLog).values({ outletId: actor.outletId, userId: actor.userId, ...change });
}

/**
 * Writes the audit row of a save (call it inside the save's transaction): action "create" when
 * there was no row `before`, else "update"; both sides as `present` shows the row.
 * @example await auditSave(tx, actor, "menu_type", after.id, before, after, presentMenuType);
 */
export async function auditSave<R>(
  tx: DbOrTx,
  actor: AuditActor,
  entity: string,
  entityId: number,
  before: R | null | undefined,
  after: R,
  present: (row: R) => Record<string, unknown>,
): Promise<void> {
  await writeAudit(tx, actor, {
    entity,
    entityId,
    action: before ? "update" : "create",
    before: before ? present(before) : null,
    after: present(after),
  });
}

/**
 * A page (1 = newest) of the outlet's audit rows, with the author's name and role, the total row
 * count and the outlet's currency (for the rows' words: domain `describeAudit`).
 */
export async function listAudit(db: DbOrTx, outletId: number, page: number) {
  const rows = await db
    .select({ row: auditLog, userName: users.name, userRole: users.role })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.userId))
    .where(eq(auditLog.outletId, outletId))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(eq(auditLog.outletId, outletId));
  const [outlet] = await db.select({ currency: outlets.currency }).from(outlets).where(eq(outlets.id, outletId));
  return { rows, total: count?.n ?? 0, currency: currencyFromOutlet(outlet?.currency) };
}
