/**
 * Closing a cash session (foundations §4 "Close-balance flow", §5 "Close balance", §7
 * POST /m-modal/close-modal; payment §4 "Shift recap", Ganti Shift "not shown": designed here).
 *
 * One transaction: the user's open session is locked (`for update`), its drawer reckoned by the
 * domain's `expectedDrawerCash`, and the counted cash, the expected cash and their difference are
 * stored with the close time. A payment racing the close holds the session row `for share`
 * (payment.order.ts), so it is either counted here or refused afterwards with
 * `Saldo awal belum diinput` until a new opening cash is saved.
 */
import { MSG } from "@waroeng/domain";
import type { CloseModalInput } from "@waroeng/domain/requests";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { cashSessions, outlets, users } from "../../db/schema/index.ts";
import { bodyRefusal } from "../../lib/http.ts";
import { backupAfterShiftClose } from "../../ops/backup-schedule.ts";
import type { Auth } from "../../plugins/auth.ts";
import { paymentRecap, salesRecap } from "./recap.service.ts";
import { jakartaStamp, presentReckoning, reckonSession, requireOpenSession, type SessionRow, sessionFor } from "./session.ts";

export type CloseKind = "tutup_saldo" | "ganti_shift";

/**
 * Closes the user's open session with the counted drawer cash.
 * @returns the closed session's id and the number the outlet's next session of the day gets.
 * @throws body refusal 422 `Nominal Uang Tidak Boleh Kosong` (title `Transaksi ditolak!`) for a
 *   missing or zero amount; 409 `Saldo awal belum diinput` without an open session.
 */
export async function closeSession(db: Db, auth: Pick<Auth, "outletId" | "userId">, input: CloseModalInput, kind: CloseKind) {
  const counted = input.nominal_cash ?? 0;
  if (counted <= 0) {
    throw bodyRefusal(422, MSG.NOMINAL_EMPTY, { title: MSG.PAYMENT_REJECTED_TITLE });
  }
  const closed = await db.transaction(async (tx) => {
    const session = await requireOpenSession(tx, auth, true);
    const r = await reckonSession(tx, session);
    await tx
      .update(cashSessions)
      .set({ closingCash: counted, expectedCash: r.expected, difference: counted - r.expected, closedBy: kind, closedAt: sql`now()` })
      .where(eq(cashSessions.id, session.id));
    const [today] = await tx
      .select({ n: count() })
      .from(cashSessions)
      .where(and(eq(cashSessions.outletId, auth.outletId), eq(cashSessions.businessDate, session.businessDate)));
    return { id: session.id, nextSession: (today?.n ?? 0) + 1 };
  });
  // A backup at each shift close, in the background (never blocks or fails the close).
  backupAfterShiftClose();
  return closed;
}

/** The closing report of one of the outlet's sessions (open: the figures so far). @throws 404 for another outlet's. */
export async function closingReport(db: DbOrTx, auth: Pick<Auth, "outletId" | "userId">, id: number) {
  const s: SessionRow = await sessionFor(db, auth, id);
  const [who] = await db
    .select({ cashier: users.name, outlet: outlets.name })
    .from(users)
    .innerJoin(outlets, eq(outlets.id, s.outletId))
    .where(eq(users.id, s.cashierId));
  const [pay, sales, r] = await Promise.all([paymentRecap(db, s), salesRecap(db, s), reckonSession(db, s)]);
  const opened = jakartaStamp(new Date(s.openedAt));
  const closed = s.closedAt ? jakartaStamp(new Date(s.closedAt)) : null;
  return {
    rekap_modal_id: s.id,
    rekap_modal_sesi: s.session,
    tanggal: s.businessDate,
    nama_kasir: who?.cashier ?? "",
    waroeng_nama: who?.outlet ?? "",
    dibuka: `${opened.tanggal} ${opened.jam}`,
    ditutup: closed ? `${closed.tanggal} ${closed.jam}` : "",
    uang_riil: s.closingCash,
    selisih: s.difference,
    reconciliation: presentReckoning(r),
    payment: pay.paymentDetail,
    sales_total: sales.sales_total,
    jml_nota: sales.by_hour.reduce((a, h) => a + h.jml_nota, 0),
  };
}
