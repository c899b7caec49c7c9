/**
 * A cash session's books: which session a request works on,
 * and the drawer events of a session read from the tables that record them, reckoned by the
 * domain's `expectedDrawerCash`. Every recap read and the closing report go through
 * `reckonSession`, so they agree to the minor unit.
 */
import { API_MSG, type DrawerEvent, type DrawerReckoning, expectedDrawerCash, MSG, PAYMENT_METHOD } from "@waroeng/domain";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { ApiError } from "../../lib/http.ts";
import type { Auth } from "../../plugins/auth.ts";

/** A cash session as the cash book reads it. Money in minor units. */
export interface SessionRow {
  id: number;
  outletId: number;
  cashierId: number;
  session: number;
  businessDate: string;
  openingCash: number;
  closingCash: number | null;
  difference: number | null;
  openedAt: Date;
  closedAt: Date | null;
}

const sessionColumns = sql`rekap_modal_id as id, rekap_modal_m_w_id as "outletId", rekap_modal_kasir_id as "cashierId",
  rekap_modal_sesi as session, rekap_modal_tanggal::text as "businessDate", rekap_modal_nominal as "openingCash",
  rekap_modal_nominal_tutup as "closingCash", rekap_modal_selisih as difference, opened_at as "openedAt", closed_at as "closedAt"`;

/**
 * The user's open cash session at the session's outlet, locked `for update` when `lock` (closing
 * it, or writing to its books while a close may run).
 * @throws ApiError 409 `Saldo awal belum diinput` when none is open.
 */
export async function requireOpenSession(db: DbOrTx, auth: Pick<Auth, "outletId" | "userId">, lock = false): Promise<SessionRow> {
  const rows = await db.execute<SessionRow & Record<string, unknown>>(
    sql`select ${sessionColumns} from rekap_modal where rekap_modal_m_w_id = ${auth.outletId} and rekap_modal_kasir_id = ${auth.userId}
      and closed_at is null limit 1 ${lock ? sql`for update` : sql``}`,
  );
  const row = rows.rows[0];
  if (!row) {
    throw new ApiError(409, API_MSG.NO_OPENING_CASH);
  }
  return row;
}

/**
 * The session a recap read shows: `rekapModalId` when given (one of the outlet's sessions, open or
 * closed: a closing report), else the user's open session.
 * @throws ApiError 404 `Data tidak ditemukan` for another outlet's or an unknown id; 409 without an open session.
 */
export async function sessionFor(db: DbOrTx, auth: Pick<Auth, "outletId" | "userId">, rekapModalId?: number): Promise<SessionRow> {
  if (rekapModalId === undefined) {
    return requireOpenSession(db, auth);
  }
  const rows = await db.execute<SessionRow & Record<string, unknown>>(
    sql`select ${sessionColumns} from rekap_modal where rekap_modal_id = ${rekapModalId} and rekap_modal_m_w_id = ${auth.outletId}`,
  );
  const row = rows.rows[0];
  if (!row) {
    throw new ApiError(404, MSG.DATA_NOT_FOUND);
  }
  return row;
}

/**
 * Cash paid back for refunds booked in the session (the refund's total net of the free change the
 * customer left), one amount per refund: `rekap_refund` rows booked by modules/refund with the
 * refunding user's `rekap_modal_id` (refund.test.ts checks the recap's drop). A bill paid by gateway
 * QRIS and refunded through the gateway (`qris_charge.q_c_refund_status` refunded) took no cash.
 */
async function cashRefundsOfSession(db: DbOrTx, sessionId: number): Promise<number[]> {
  const rows = await db.execute<{ amount: number }>(
    sql`select greatest(r_r_nominal_total - r_r_nominal_free_kembalian, 0)::int as amount from rekap_refund r where r.rekap_modal_id = ${sessionId}
      and not exists (select 1 from qris_charge q where q.q_c_r_t_id = r.r_t_id and q.q_c_refund_status = 'refunded')`,
  );
  return rows.rows.map((r) => Number(r.amount));
}

/**
 * Every drawer event of a session: its opening cash, each bill's cash tender (net of change) with
 * the free change kept, each Tarik Tunai, refund, Kas Kasir row, tip (not deleted) and drawer opening.
 */
async function sessionEvents(db: DbOrTx, session: Pick<SessionRow, "id" | "openingCash">): Promise<DrawerEvent[]> {
  const bills = await db.execute<{ cash: number | null; free: number; withdrawal: number }>(sql`
    select (select sum(p.r_t_p_nominal) from rekap_transaksi_payment p where p.r_t_id = t.r_t_id
              and p.m_payment_method_id = ${PAYMENT_METHOD.CASH})::int as cash,
           t.r_t_nominal_free_kembalian as free, t.r_t_nominal_tarik_tunai as withdrawal
    from rekap_transaksi t where t.r_t_rekap_modal_id = ${session.id}`);
  const book = await db.execute<{ kind: string; amount: number }>(sql`
    select case when r_m_m_debit > 0 then 'cashIn' else 'cashOut' end as kind, greatest(r_m_m_debit, r_m_m_kredit) as amount
      from rekap_mutasi_modal where rekap_modal_id = ${session.id}
    union all select 'tip', r_u_t_nominal from rekap_uang_tips where rekap_modal_id = ${session.id} and deleted_at is null
    union all select 'drawerOpening', 0 from rekap_buka_laci where rekap_modal_id = ${session.id}`);
  const events: DrawerEvent[] = [{ kind: "opening", amount: session.openingCash }];
  for (const b of bills.rows) {
    if (b.cash !== null) {
      events.push({ kind: "cashPayment", amount: Number(b.cash), freeChange: Number(b.free) });
    }
    if (Number(b.withdrawal) > 0) {
      events.push({ kind: "cashWithdrawal", amount: Number(b.withdrawal) });
    }
  }
  for (const amount of await cashRefundsOfSession(db, session.id)) {
    events.push({ kind: "refund", amount });
  }
  for (const r of book.rows) {
    events.push(r.kind === "drawerOpening" ? { kind: "drawerOpening" } : ({ kind: r.kind, amount: Number(r.amount) } as DrawerEvent));
  }
  return events;
}

/** The session's reckoning (domain `expectedDrawerCash` over `sessionEvents`). */
export async function reckonSession(db: DbOrTx, session: Pick<SessionRow, "id" | "openingCash">): Promise<DrawerReckoning> {
  return expectedDrawerCash(await sessionEvents(db, session));
}

/** The reckoning under the wire names of `drawerReckoning`. */
export function presentReckoning(r: DrawerReckoning) {
  return {
    saldo_awal: r.opening,
    tunai: r.cashSales,
    free_kembalian: r.freeChange,
    kas_masuk: r.cashIn,
    kas_keluar: r.cashOut,
    tarik_tunai: r.cashWithdrawals,
    refund: r.refunds,
    uang_tips: r.tips,
    uang_seharusnya: r.expected,
  };
}

/** `DD/MM/YYYY` and `HH:mm` of an instant in Asia/Jakarta. */
export function jakartaStamp(at: Date): { tanggal: string; jam: string } {
  const f = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Jakarta",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => f.find((p) => p.type === type)?.value ?? "";
  return { tanggal: `${part("day")}/${part("month")}/${part("year")}`, jam: `${part("hour")}:${part("minute")}` };
}
