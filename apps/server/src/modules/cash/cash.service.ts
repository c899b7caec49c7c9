/**
 * Cash sessions (foundations §4 "Cash session on entering the cashier area"; payment §4, §5, §7
 * "Opening cash"): is a session open, the opening-cash form, and saving the counted opening cash.
 * A cashier has at most one open session per outlet (partial unique index `rekap_modal_open_uq`);
 * the session number is the count of the outlet's sessions on the Jakarta business date + 1. Money is integer minor units; denomination values (`m_modal_tipe_urut`) too.
 */
import { API_MSG, jakartaParts, META_CODE, MSG } from "@waroeng/domain";
import type { SaveModalBody } from "@waroeng/domain/requests";
import { and, asc, count, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { cashSessionCounts, cashSessions, denominations } from "../../db/schema/index.ts";
import { ApiError, conflict, notFound } from "../../lib/http.ts";
import type { Auth } from "../../plugins/auth.ts";
import { getOutlet } from "../outlet/outlet.service.ts";

/** Messages of this area (the catalogue's API_MSG). */
export const CASH_MSG = {
  SAVED: API_MSG.OPENING_CASH_SAVED,
  ALREADY_OPEN: API_MSG.OPENING_CASH_EXISTS,
  DENOMINATION_UNKNOWN: API_MSG.DENOMINATION_NOT_FOUND,
  AMOUNT_TOO_LARGE: API_MSG.AMOUNT_TOO_LARGE,
} as const;

/** Largest value of a PostgreSQL integer column (ids, counts and money are int4). */
const INT4_MAX = 2_147_483_647;

/** One denomination with the open session's count of it (0 and null when none). */
export interface DenominationCount {
  id: number;
  name: string;
  /** Value in minor units (`m_modal_tipe_urut`). */
  value: number;
  /** `rekap_modal_detail_id` of the open session's count, or null. */
  countId: number | null;
  qty: number;
}

/** The opening-cash screen's data (`GET /m-modal/get-modal`). */
export interface OpeningCashForm {
  /** The cashier's open session at this outlet, or null. */
  session: { id: number; openingCash: number } | null;
  /** The open session's number, else the number a new session would get. */
  sessionNumber: number;
  /** `YYYY-MM-DD`: the open session's business date, else today in Asia/Jakarta. */
  businessDate: string;
  cashierName: string;
  outlet: { id: number; name: string };
  /** The outlet's denominations, largest first. */
  denominations: DenominationCount[];
}

/**
 * The cashier's open cash session at an outlet (one that is not closed), whatever its date.
 * Used by payment and cash-book modules to refuse work without opening cash.
 * @param outletId - `m_w_id`; @param cashierId - the user's id.
 * @returns `{ id: rekap_modal_id, openingCash (minor units) }`, or null when none is open.
 */
export async function findOpenCashSession(
  db: DbOrTx,
  outletId: number,
  cashierId: number,
): Promise<{ id: number; openingCash: number } | null> {
  const rows = await db
    .select({ id: cashSessions.id, openingCash: cashSessions.openingCash })
    .from(cashSessions)
    .where(and(eq(cashSessions.outletId, outletId), eq(cashSessions.cashierId, cashierId), isNull(cashSessions.closedAt)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Sessions of the outlet on `businessDate` (open or closed, every cashier): sessions are numbered
 * per outlet and day (Ganti Shift hands the next number to the next cashier).
 */
async function sessionsOnDate(db: DbOrTx, outletId: number, _cashierId: number, businessDate: string): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(cashSessions)
    .where(and(eq(cashSessions.outletId, outletId), eq(cashSessions.businessDate, businessDate)));
  return rows[0]?.n ?? 0;
}

/**
 * Everything the opening-cash screen shows: the open session (if any) with its counts, the session
 * number and date, the cashier and outlet, and every denomination of the outlet largest first.
 */
export async function getOpeningCashForm(db: DbOrTx, auth: Pick<Auth, "outletId" | "userId" | "name">): Promise<OpeningCashForm> {
  const outlet = await getOutlet(db, auth.outletId);
  const open = await db
    .select({
      id: cashSessions.id,
      openingCash: cashSessions.openingCash,
      session: cashSessions.session,
      businessDate: cashSessions.businessDate,
    })
    .from(cashSessions)
    .where(and(eq(cashSessions.outletId, auth.outletId), eq(cashSessions.cashierId, auth.userId), isNull(cashSessions.closedAt)))
    .limit(1);
  const session = open[0] ?? null;
  const today = jakartaParts(new Date()).date;
  const sessionNumber = session ? session.session : (await sessionsOnDate(db, auth.outletId, auth.userId, today)) + 1;
  const counts = session ? await db.select().from(cashSessionCounts).where(eq(cashSessionCounts.cashSessionId, session.id)) : [];
  const denoms = await db
    .select()
    .from(denominations)
    .where(eq(denominations.outletId, auth.outletId))
    .orderBy(desc(denominations.value), asc(denominations.id));
  return {
    session: session ? { id: session.id, openingCash: session.openingCash } : null,
    sessionNumber,
    businessDate: session ? session.businessDate : today,
    cashierName: auth.name,
    outlet: { id: outlet.id, name: outlet.name },
    denominations: denoms.flatMap((d) => {
      const c = counts.find((x) => x.denominationId === d.id);
      // Withdrawn denominations (back office) are listed only where this session counted them.
      return d.active || (c?.qty ?? 0) > 0 ? [{ id: d.id, name: d.name, value: d.value, countId: c?.id ?? null, qty: c?.qty ?? 0 }] : [];
    }),
  };
}

/** True when `err` (or an error it wraps, as Drizzle does) is a PostgreSQL unique violation. */
function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e; depth++) {
    if ((e as { code?: unknown }).code === "23505") {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** 422 on the modal_detail field. */
function invalidDetail(message: string, title?: string): ApiError {
  return new ApiError(422, message, { ...(title ? { title } : {}), extra: { errors: { modal_detail: message } } });
}

/**
 * Saves counted opening cash in ONE transaction. With `rekap_modal_id` of the cashier's open
 * session it replaces that session's counts and total; without one (or 0) it opens a new session
 * numbered sessions-of-the-day + 1. Total = Σ qty × denomination value (minor units).
 * @returns `{ id: rekap_modal_id, openingCash }`.
 * @throws ApiError 422 `Pecahan uang tidak ditemukan` (a denomination not of this outlet),
 *   422 `Nominal Uang Tidak Boleh Kosong` (total 0), 409 `Terjadi perubahan data` (client total or
 *   outlet differs, or the session was closed meanwhile), 404 `Data tidak ditemukan` (an id that
 *   is not this cashier's session here), 409 `Saldo awal sudah diinput` (a session is already open,
 *   also when two openings race: the unique index lets one win).
 */
export async function saveOpeningCash(
  db: Db,
  auth: Pick<Auth, "outletId" | "userId">,
  input: SaveModalBody,
): Promise<{ id: number; openingCash: number }> {
  if (input.rekap_modal_m_w_id !== undefined && input.rekap_modal_m_w_id !== auth.outletId) {
    throw conflict(MSG.DATA_CHANGED, META_CODE.DATA_CHANGED);
  }
  try {
    return await db.transaction(async (tx) => {
      // The active denominations, and a withdrawn one (back office) only where the
      // cashier's open session already counted it.
      const countedNow = sql`exists(select 1 from ${cashSessionCounts} c join ${cashSessions} m on m.rekap_modal_id = c.rekap_modal_id
        where c.m_modal_tipe_id = ${denominations.id} and c.rekap_modal_detail_qty > 0
        and m.rekap_modal_kasir_id = ${auth.userId}::int and m.closed_at is null)`;
      const denoms = await tx
        .select()
        .from(denominations)
        .where(and(eq(denominations.outletId, auth.outletId), or(eq(denominations.active, true), countedNow)));
      let total = 0;
      for (const row of input.modal_detail) {
        const d = denoms.find((x) => x.id === row.m_modal_tipe_id);
        if (!d) {
          throw invalidDetail(CASH_MSG.DENOMINATION_UNKNOWN);
        }
        total += row.rekap_modal_detail_qty * d.value;
        if (row.rekap_modal_detail_qty > INT4_MAX || total > INT4_MAX) {
          throw invalidDetail(CASH_MSG.AMOUNT_TOO_LARGE);
        }
      }
      if (total <= 0) {
        throw invalidDetail(MSG.NOMINAL_EMPTY, MSG.PAYMENT_REJECTED_TITLE);
      }
      if (input.rekap_modal_nominal !== undefined && input.rekap_modal_nominal !== total) {
        throw conflict(MSG.DATA_CHANGED, META_CODE.DATA_CHANGED);
      }
      const counts = (sessionId: number) =>
        input.modal_detail.map((r) => ({ cashSessionId: sessionId, denominationId: r.m_modal_tipe_id, qty: r.rekap_modal_detail_qty }));

      if (input.rekap_modal_id) {
        if (input.rekap_modal_id > INT4_MAX) {
          throw notFound(MSG.DATA_NOT_FOUND);
        }
        const rows = await tx
          .select({ id: cashSessions.id, closedAt: cashSessions.closedAt })
          .from(cashSessions)
          .where(
            and(
              eq(cashSessions.id, input.rekap_modal_id),
              eq(cashSessions.outletId, auth.outletId),
              eq(cashSessions.cashierId, auth.userId),
            ),
          )
          .for("update");
        const session = rows[0];
        if (!session) {
          throw notFound(MSG.DATA_NOT_FOUND);
        }
        if (session.closedAt) {
          throw conflict(MSG.DATA_CHANGED, META_CODE.DATA_CHANGED);
        }
        await tx.delete(cashSessionCounts).where(eq(cashSessionCounts.cashSessionId, session.id));
        await tx.insert(cashSessionCounts).values(counts(session.id));
        await tx.update(cashSessions).set({ openingCash: total }).where(eq(cashSessions.id, session.id));
        return { id: session.id, openingCash: total };
      }

      if (await findOpenCashSession(tx, auth.outletId, auth.userId)) {
        throw conflict(CASH_MSG.ALREADY_OPEN);
      }
      const businessDate = jakartaParts(new Date()).date;
      const session = (await sessionsOnDate(tx, auth.outletId, auth.userId, businessDate)) + 1;
      const inserted = await tx
        .insert(cashSessions)
        .values({ outletId: auth.outletId, cashierId: auth.userId, session, businessDate, openingCash: total })
        .returning({ id: cashSessions.id });
      const created = inserted[0];
      if (!created) {
        throw new Error("rekap_modal insert returned no row");
      }
      await tx.insert(cashSessionCounts).values(counts(created.id));
      return { id: created.id, openingCash: total };
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw conflict(CASH_MSG.ALREADY_OPEN);
    }
    throw err;
  }
}
