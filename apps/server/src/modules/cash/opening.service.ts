/**
 * Around the opening cash (payment §3, §6 "Opening-cash screen", §7 "Opening cash"):
 * switching the session's working outlet before opening cash (`GET /cashier/tmp-user-waroeng/{waroengId}`)
 * and printing the opening-cash slip of a session (`GET /cashier/print-saldo-awal/{id}`).
 *
 * Data model: a user belongs to exactly one outlet (`users.m_w_id`); the login session carries the
 * outlet it works in (`sessions.m_w_id`). The outlets a user may work in are those of
 * `listWorkableOutlets` (`GET /m-waroeng/waroeng-user`): every outlet for a supervisor (kacab), else
 * only the user's own one, so a kasir or wbd can only "switch" to the outlet they already work in.
 */

import { API_MSG, type Currency, jakartaParts } from "@waroeng/domain";
import { and, desc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cashSessionCounts, cashSessions, denominations, outlets, sessions, users } from "../../db/schema/index.ts";
import { notifySessionChanged } from "../../lib/events.ts";
import { conflict, forbidden, notFound } from "../../lib/http.ts";
import type { Auth } from "../../plugins/auth.ts";
import { enterOutletLocale } from "../../plugins/locale.ts";
import { listWorkableOutlets } from "../outlet/outlet.service.ts";
import type { OpeningCashDoc } from "../printing/documents.ts";
import { enqueuePrintJob } from "../printing/queue.ts";
import { findOpenCashSession } from "./cash.service.ts";

/**
 * Switches the login session `auth.sessionId` to work in `outletId`, in one transaction.
 * Allowed only to an outlet of `GET /m-waroeng/waroeng-user` and only while the user has no open
 * cash session at the outlet the session works in now (the open session must be closed first).
 * Switching to the current outlet changes nothing and succeeds.
 * @returns the outlet now worked in, `{ id, name }`.
 * @throws ApiError 403 `Waroeng ini tidak tersedia untuk akun Anda` (not a workable outlet, or unknown id),
 *   409 `Sesi kasir masih terbuka…` (an open cash session at the current outlet).
 */
export async function switchWorkingOutlet(
  db: Db,
  auth: Pick<Auth, "role" | "outletId" | "userId" | "sessionId">,
  outletId: number,
): Promise<{ id: number; name: string }> {
  return db.transaction(async (tx) => {
    const target = (await listWorkableOutlets(tx, auth)).find((o) => o.id === outletId);
    if (!target) {
      throw forbidden(API_MSG.OUTLET_NOT_ALLOWED);
    }
    await notifySessionChanged(tx, auth.sessionId); // cached session lookups go (lib/session-cache.ts)
    if (outletId === auth.outletId) {
      return target;
    }
    if (await findOpenCashSession(tx, auth.outletId, auth.userId)) {
      throw conflict(API_MSG.OUTLET_SWITCH_SESSION_OPEN);
    }
    await tx
      .update(sessions)
      .set({ outletId })
      .where(and(eq(sessions.id, auth.sessionId), eq(sessions.userId, auth.userId), gt(sessions.expiresAt, new Date())));
    return target;
  });
}

/**
 * The opening-cash slip of the cash session `cashSessionId` of the caller's outlet (any cashier of
 * the outlet may reprint it): outlet, cashier, session number and date, when it was opened, the
 * counted denominations (qty > 0, largest first) and the total. Money in minor units.
 * @throws ApiError 404 `Data saldo awal tidak ditemukan` (no such session at this outlet).
 */
async function openingCashDoc(db: Pick<Db, "select">, outletId: number, cashSessionId: number): Promise<OpeningCashDoc> {
  const [row] = await db
    .select({
      session: cashSessions.session,
      businessDate: cashSessions.businessDate,
      openingCash: cashSessions.openingCash,
      openedAt: cashSessions.openedAt,
      cashier: users.name,
      outlet: outlets.name,
      currency: outlets.currency,
    })
    .from(cashSessions)
    .innerJoin(users, eq(users.id, cashSessions.cashierId))
    .innerJoin(outlets, eq(outlets.id, cashSessions.outletId))
    .where(and(eq(cashSessions.id, cashSessionId), eq(cashSessions.outletId, outletId)));
  if (!row) {
    throw notFound(API_MSG.OPENING_CASH_NOT_FOUND);
  }
  const counts = await db
    .select({ name: denominations.name, value: denominations.value, qty: cashSessionCounts.qty })
    .from(cashSessionCounts)
    .innerJoin(denominations, eq(denominations.id, cashSessionCounts.denominationId))
    .where(eq(cashSessionCounts.cashSessionId, cashSessionId))
    .orderBy(desc(denominations.value));
  const when = jakartaParts(row.openedAt);
  return {
    kind: "opening",
    outletName: row.outlet,
    date: when.date,
    time: when.time,
    currency: row.currency as Currency,
    cashier: row.cashier,
    session: row.session,
    businessDate: row.businessDate,
    lines: counts.filter((c) => c.qty > 0).map((c) => ({ name: c.name, qty: c.qty, nominal: c.qty * c.value })),
    total: row.openingCash,
  };
}

/**
 * Queues the opening-cash slip of session `cashSessionId` (of the caller's outlet) to the kasir
 * printer, no drawer kick (the kick is `GET /open-laci/saldo-awal`).
 * @returns `printed` true when a kasir printer took the job (false: none configured, nothing queued);
 *   `struct` the image link of an android printer, else "".
 * @throws ApiError 404 `Data saldo awal tidak ditemukan`.
 */
export async function printOpeningSlip(
  db: Db,
  auth: Pick<Auth, "outletId" | "userId">,
  cashSessionId: number,
): Promise<{ printed: boolean; struct: string }> {
  return db.transaction(async (tx) => {
    enterOutletLocale();
    const doc = await openingCashDoc(tx, auth.outletId, cashSessionId);
    const job = await enqueuePrintJob(tx, auth.outletId, { location: "kasir", document: doc, userId: auth.userId });
    return { printed: job !== null, struct: job?.struct ?? "" };
  });
}
