/**
 * Cash drawer (foundations §2 Buka Laci, §7, §9 reasons; payment §7 open-laci): every
 * opening is logged in rekap_buka_laci (who, when, why, the cash session) and sends the kick pulse
 * to the kasir printer in the same transaction; Buka Laci also prints the opening slip.
 */

import { DRAWER_REASONS, jakartaParts, PRINT_MSG } from "@waroeng/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { cashSessions, drawerOpenings, outlets, users } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { notFound } from "../../lib/http.ts";
import type { Auth } from "../../plugins/auth.ts";
import { enterOutletLocale } from "../../plugins/locale.ts";
import type { DrawerDoc } from "./documents.ts";
import { enqueuePrintJob, kickDrawer } from "./queue.ts";

/**
 * The id of the user's open cash session at the outlet (rekap_modal not closed), or null: read inside
 * the opening's insert, as modules/cash `findOpenCashSession` reads it (printing imports no cash module).
 */
function openCashSessionOf(db: DbOrTx, auth: Auth) {
  return sql<number | null>`(${db
    .select({ id: cashSessions.id })
    .from(cashSessions)
    .where(and(eq(cashSessions.outletId, auth.outletId), eq(cashSessions.cashierId, auth.userId), isNull(cashSessions.closedAt)))
    .limit(1)})`;
}

/**
 * Logs an opening of the drawer by `auth` for `reason` and queues the kick pulse (with the slip when
 * `slip`). Returns the opening id, whether a kasir printer got the job and its `struct` ("" or, for an
 * android printer, the slip's image link; an android printer gets no bare kick pulse).
 */
export async function openDrawer(
  db: Db,
  auth: Auth,
  reason: string,
  slip = false,
): Promise<{ id: number; printed: boolean; struct: string }> {
  return db.transaction(async (tx) => {
    enterOutletLocale();
    const [row] = await tx
      .insert(drawerOpenings)
      .values({ outletId: auth.outletId, userId: auth.userId, cashSessionId: openCashSessionOf(tx, auth), reason })
      .returning({ id: drawerOpenings.id, cashSessionId: drawerOpenings.cashSessionId });
    const id = row?.id ?? 0;
    // Buka Laci shows in the back office's audit trail, in the opening's transaction.
    await writeAudit(tx, auth, {
      entity: "drawer",
      entityId: id,
      action: "open",
      before: null,
      after: { reason, rekap_modal_id: row?.cashSessionId ?? null },
    });
    if (!slip) {
      const kicked = await kickDrawer(tx, auth.outletId, reason, auth.userId);
      return { id, printed: kicked !== null, struct: "" };
    }
    const job = await enqueuePrintJob(tx, auth.outletId, {
      location: "kasir",
      document: await drawerDoc(tx, auth.outletId, id),
      kick: true,
      userId: auth.userId,
    });
    return { id, printed: job !== null, struct: job?.struct ?? "" };
  });
}

async function drawerDoc(
  db: Db | Parameters<Parameters<Db["transaction"]>[0]>[0],
  outletId: number,
  openingId: number,
): Promise<DrawerDoc> {
  const [row] = await db
    .select({ reason: drawerOpenings.reason, at: drawerOpenings.createdAt, cashier: users.name, outlet: outlets.name })
    .from(drawerOpenings)
    .innerJoin(users, eq(users.id, drawerOpenings.userId))
    .innerJoin(outlets, eq(outlets.id, drawerOpenings.outletId))
    .where(and(eq(drawerOpenings.id, openingId), eq(drawerOpenings.outletId, outletId)));
  if (!row) {
    throw notFound(PRINT_MSG.DRAWER_OPENING_NOT_FOUND);
  }
  const when = jakartaParts(row.at);
  const label = DRAWER_REASONS.find((r) => r.value === row.reason)?.label ?? row.reason;
  return { kind: "drawer", outletName: row.outlet, date: when.date, time: when.time, cashier: row.cashier, reason: label };
}

/**
 * GET /cashier/print-tarikan/{id}: prints the slip of the outlet's drawer opening `id` again (no
 * kick). Returns whether a kasir printer got it and its `struct` ("" or an android image link).
 */
export async function printDrawerSlip(db: Db, auth: Auth, openingId: number): Promise<{ printed: boolean; struct: string }> {
  return db.transaction(async (tx) => {
    enterOutletLocale();
    const doc = await drawerDoc(tx, auth.outletId, openingId);
    const job = await enqueuePrintJob(tx, auth.outletId, { location: "kasir", document: doc, userId: auth.userId });
    return { printed: job !== null, struct: job?.struct ?? "" };
  });
}
