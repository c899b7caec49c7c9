/**
 * Closing a cash session (foundations §4 "Close-balance flow", §5 "Close balance", §7
 * POST /m-modal/close-modal; payment §4 "Shift recap", Ganti Shift "not shown": designed here).
 *
 * One transaction: the user's open session is locked (`for update`), its drawer reckoned by the
 * domain's `expectedDrawerCash`, and the counted cash, the expected cash and their difference are
 * stored with the close time. A payment racing the close holds the session row `for share`
 * (payment.order.ts), so it is either counted here or refused afterwards with
 * `Saldo awal belum diinput` until a new opening cash is saved.
 *
 * Tutup Saldo over unpaid orders (designed here; docs/API.md POST /m-modal/close-modal): refused
 * with the open notas unless the close says `close_anyway`; a kacab may do so on their own, a kasir
 * or wbd only with a kacab's approval (POST /approve, used up in the close's transaction). Ganti
 * Shift hands open orders to the next cashier and is not refused for them. Every close is audited
 * (counted, expected, difference, the notas left open and who approved).
 */
import { CASH_BOOK_MSG, MSG, type Role } from "@waroeng/domain";
import type { CloseModalInput } from "@waroeng/domain/requests";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { cashSessions, outlets, users } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { bodyRefusal } from "../../lib/http.ts";
import { backupAfterShiftClose } from "../../ops/backup-schedule.ts";
import type { Auth } from "../../plugins/auth.ts";
import { useApproval } from "../access/role-setting.service.ts";
import { openOrdersOf, presentOpenOrders } from "./open-orders.ts";
import { paymentRecap, salesRecap } from "./recap.service.ts";
import { jakartaStamp, presentReckoning, reckonSession, requireOpenSession, type SessionRow, sessionFor } from "./session.ts";

export type CloseKind = "tutup_saldo" | "ganti_shift";

/** Roles that may close over open orders without a supervisor's approval. */
const CLOSE_ANYWAY_SELF: readonly Role[] = ["kacab"];

/** How `role` may close over open orders: on their own (`self`) or with a kacab's approval. */
export function closeAnywayMode(role: Role): "self" | "approval" {
  return CLOSE_ANYWAY_SELF.includes(role) ? "self" : "approval";
}

/**
 * Tutup Saldo's check of the outlet's open orders, inside the close's transaction.
 * @returns the notas left open and the approving supervisor's name (null when none was needed).
 * @throws body refusal 409 `Masih ada {n} pesanan belum dibayar …` without `close_anyway`; 403
 *   `Tutup saldo dengan pesanan belum dibayar perlu persetujuan kacab` for a kasir or wbd without a
 *   usable approval.
 */
async function checkOpenOrders(tx: DbOrTx, auth: Pick<Auth, "outletId" | "userId" | "role">, input: CloseModalInput) {
  const open = await openOrdersOf(tx, auth.outletId);
  if (open.length === 0) {
    return { notas: [] as string[], approver: null };
  }
  const notas = open.map((o) => o.noteNumber);
  if (!input.close_anyway) {
    throw bodyRefusal(409, CASH_BOOK_MSG.openOrdersLeft(open.length, notas.join(", ")));
  }
  if (closeAnywayMode(auth.role) === "self") {
    return { notas, approver: null };
  }
  if (input.approval === undefined) {
    throw bodyRefusal(403, CASH_BOOK_MSG.CLOSE_ANYWAY_NEEDS_APPROVAL, { title: MSG.ACCESS_DENIED_TITLE });
  }
  const approval = await useApproval(tx, auth, input.approval).catch(() => {
    throw bodyRefusal(403, CASH_BOOK_MSG.CLOSE_ANYWAY_NEEDS_APPROVAL, { title: MSG.ACCESS_DENIED_TITLE });
  });
  const [who] = await tx.select({ name: users.name }).from(users).where(eq(users.id, approval.approverId));
  return { notas, approver: who?.name ?? "" };
}

/**
 * Closes the user's open session with the counted drawer cash.
 * @returns the closed session's id and the number the outlet's next session of the day gets.
 * @throws body refusal 422 `Nominal Uang Tidak Boleh Kosong` (title `Transaksi ditolak!`) for a
 *   missing or zero amount; 409 `Saldo awal belum diinput` without an open session; for Tutup
 *   Saldo over open orders the refusals of `checkOpenOrders`.
 */
export async function closeSession(db: Db, auth: Pick<Auth, "outletId" | "userId" | "role">, input: CloseModalInput, kind: CloseKind) {
  const counted = input.nominal_cash ?? 0;
  if (counted <= 0) {
    throw bodyRefusal(422, MSG.NOMINAL_EMPTY, { title: MSG.PAYMENT_REJECTED_TITLE });
  }
  const closed = await db.transaction(async (tx) => {
    const session = await requireOpenSession(tx, auth, true);
    const r = await reckonSession(tx, session);
    const left = kind === "tutup_saldo" ? await checkOpenOrders(tx, auth, input) : { notas: [], approver: null };
    await writeAudit(tx, auth, {
      entity: "cash_session",
      entityId: session.id,
      action: kind === "tutup_saldo" ? "close" : "shift",
      before: null,
      after: {
        counted,
        expected: r.expected,
        difference: counted - r.expected,
        open_notas: left.notas,
        approver_name: left.approver,
      },
    });
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

/**
 * What Tutup Saldo shows before closing (GET /cashier/close-check): the outlet's open orders, how the
 * user may close over them, and the user's open session's drawer reckoning (expected cash by source).
 * @throws ApiError 409 `Saldo awal belum diinput` without an open session.
 */
export async function closeCheck(db: DbOrTx, auth: Pick<Auth, "outletId" | "userId" | "role">) {
  const session = await requireOpenSession(db, auth);
  const [open, r] = await Promise.all([openOrdersOf(db, auth.outletId), reckonSession(db, session)]);
  return {
    rekap_modal_id: session.id,
    open_orders: presentOpenOrders(open),
    close_anyway: closeAnywayMode(auth.role),
    reconciliation: presentReckoning(r),
  };
}
