/**
 * Kas Kasir and Uang Tips (payment §2.6, §2.7, §3, §5, §7, §9): the cash book rows and
 * the tips of the user's open cash session. Every write is one transaction holding the session row
 * (`for update`), so a Tutup Saldo running meanwhile either sees the row or refuses it afterwards.
 * Money is integer minor units.
 */
import { CASH_BOOK_MSG, MSG, totalSpending } from "@waroeng/domain";
import type { MutationInput, TipCreateInput, TipUpdateInput } from "@waroeng/domain/requests";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { cashMutations, cashSessions, outlets, tips, users } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { ApiError, notFound } from "../../lib/http.ts";
import type { Auth } from "../../plugins/auth.ts";
import { jakartaStamp, requireOpenSession } from "./session.ts";

type Who = Pick<Auth, "outletId" | "userId">;

/** A Kas Kasir row under its wire names (History Kas). */
function presentMutation(r: typeof cashMutations.$inferSelect) {
  return {
    r_m_m_id: r.id,
    r_m_m_debit: r.debit,
    r_m_m_kredit: r.credit,
    r_m_m_keterangan: r.description,
    r_m_m_nama_pengguna: r.personName,
    r_m_m_group: r.group,
    ...jakartaStamp(r.createdAt),
  };
}

/**
 * History Kas: the open session's rows, oldest first, and TOTAL PENGELUARAN (domain `totalSpending`).
 * No open session: an empty list.
 */
export async function listMutations(db: DbOrTx, who: Who) {
  const open = await openSessionId(db, who);
  const rows =
    open === null ? [] : await db.select().from(cashMutations).where(eq(cashMutations.cashSessionId, open)).orderBy(asc(cashMutations.id));
  return {
    rows: rows.map(presentMutation),
    totalSpending: totalSpending(rows.map((r) => ({ debit: r.debit, credit: r.credit }))),
  };
}

async function openSessionId(db: DbOrTx, who: Who): Promise<number | null> {
  const rows = await db
    .select({ id: cashSessions.id })
    .from(cashSessions)
    .where(and(eq(cashSessions.outletId, who.outletId), eq(cashSessions.cashierId, who.userId), isNull(cashSessions.closedAt)))
    .limit(1);
  return rows[0]?.id ?? null;
}

/**
 * Records a Kas Masuk (debit) or Kas Keluar (kredit) in the open session.
 * @throws ApiError 409 `Saldo awal belum diinput` without an open session.
 */
export async function addMutation(db: Db, who: Who, input: MutationInput) {
  return db.transaction(async (tx) => {
    const session = await requireOpenSession(tx, who, true);
    const [row] = await tx
      .insert(cashMutations)
      .values({
        outletId: who.outletId,
        cashSessionId: session.id,
        userId: who.userId,
        personName: input.nama_pengguna,
        debit: input.debit,
        credit: input.kredit,
        group: input.group,
        description: input.keterangan,
      })
      .returning();
    if (!row) {
      throw new Error("rekap_mutasi_modal insert returned no row");
    }
    // Cash in and out show in the back office's audit trail, in the entry's transaction.
    await writeAudit(tx, who, {
      entity: "cash_book",
      entityId: row.id,
      action: row.debit > 0 ? "cash_in" : "cash_out",
      before: null,
      after: { amount: row.debit > 0 ? row.debit : row.credit, keterangan: row.description, nama_pengguna: row.personName },
    });
    return presentMutation(row);
  });
}

/**
 * The printable slip of one Kas Kasir row of the outlet (`GET /cashier/cash-out/{id}`).
 * @throws ApiError 404 `Data tidak ditemukan` (unknown or another outlet's).
 */
export async function mutationSlip(db: DbOrTx, outletId: number, id: number) {
  const rows = await db
    .select({ m: cashMutations, outlet: outlets.name, cashier: users.name, session: cashSessions.session })
    .from(cashMutations)
    .innerJoin(outlets, eq(outlets.id, cashMutations.outletId))
    .innerJoin(users, eq(users.id, cashMutations.userId))
    .innerJoin(cashSessions, eq(cashSessions.id, cashMutations.cashSessionId))
    .where(and(eq(cashMutations.id, id), eq(cashMutations.outletId, outletId)));
  const r = rows[0];
  if (!r) {
    throw notFound(MSG.DATA_NOT_FOUND);
  }
  return { ...presentMutation(r.m), waroeng_nama: r.outlet, nama_kasir: r.cashier, rekap_modal_sesi: r.session };
}

const tipSelect = {
  t: tips,
  cashier: users.name,
};

async function employeeName(db: DbOrTx, outletId: number, id: number | null | undefined): Promise<string> {
  if (!id) {
    return "";
  }
  const rows = await db
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.id, id), eq(users.outletId, outletId), eq(users.active, true)));
  const name = rows[0]?.name;
  if (name === undefined) {
    throw new ApiError(422, CASH_BOOK_MSG.RECIPIENT_UNKNOWN, { extra: { errors: { m_karyawan_id: CASH_BOOK_MSG.RECIPIENT_UNKNOWN } } });
  }
  return name;
}

async function presentTip(db: DbOrTx, t: typeof tips.$inferSelect, cashier: string) {
  return {
    r_u_t_id: t.id,
    r_u_t_nominal: t.amount,
    r_u_t_keterangan: t.reason,
    m_karyawan_id: t.employeeId,
    m_karyawan_nama: t.employeeId ? await employeeName(db, t.outletId, t.employeeId).catch(() => "") : "",
    nama_kasir: cashier,
    ...jakartaStamp(t.createdAt),
  };
}

/** Daftar Uang Tips: the open session's tips (not deleted), oldest first, and TOTAL PEMASUKAN. */
export async function listTips(db: DbOrTx, who: Who) {
  const open = await openSessionId(db, who);
  if (open === null) {
    return { rows: [], total: 0 };
  }
  const rows = await db
    .select(tipSelect)
    .from(tips)
    .innerJoin(users, eq(users.id, tips.cashierId))
    .where(and(eq(tips.cashSessionId, open), isNull(tips.deletedAt)))
    .orderBy(asc(tips.id));
  const out = [];
  for (const r of rows) {
    out.push(await presentTip(db, r.t, r.cashier));
  }
  return { rows: out, total: rows.reduce((s, r) => s + r.t.amount, 0) };
}

/** Records a tip paid out of the drawer in the open session. @throws 409 without an open session; 422 unknown recipient. */
export async function addTip(db: Db, who: Who & Pick<Auth, "name">, input: TipCreateInput) {
  return db.transaction(async (tx) => {
    const session = await requireOpenSession(tx, who, true);
    await employeeName(tx, who.outletId, input.m_karyawan_id);
    const [row] = await tx
      .insert(tips)
      .values({
        outletId: who.outletId,
        cashSessionId: session.id,
        cashierId: who.userId,
        employeeId: input.m_karyawan_id ?? null,
        amount: input.amount_debit,
        reason: input.keterangan,
      })
      .returning();
    if (!row) {
      throw new Error("rekap_uang_tips insert returned no row");
    }
    return presentTip(tx, row, who.name);
  });
}

/**
 * A tip of the user's open session, locked when `lock`.
 * @throws 404 `Data tidak ditemukan` (unknown, deleted, another outlet's, or of a closed session).
 */
async function tipOfOpenSession(db: DbOrTx, who: Who, id: number, lock: boolean) {
  const session = await requireOpenSession(db, who, lock);
  const q = db
    .select()
    .from(tips)
    .where(and(eq(tips.id, id), eq(tips.outletId, who.outletId), eq(tips.cashSessionId, session.id), isNull(tips.deletedAt)));
  const rows = lock ? await q.for("update") : await q;
  const t = rows[0];
  if (!t) {
    throw notFound(MSG.DATA_NOT_FOUND);
  }
  return t;
}

/** The edit form's data of one tip (payment §3 "Tip: Edit"). */
export async function getTip(db: DbOrTx, who: Who, id: number) {
  const t = await tipOfOpenSession(db, who, id, false);
  const [o] = await db.select().from(outlets).where(eq(outlets.id, who.outletId));
  const [c] = await db.select({ name: users.name }).from(users).where(eq(users.id, t.cashierId));
  return {
    id: t.id,
    id_kasir: t.cashierId,
    nama_kasir: c?.name ?? "",
    keterangan: t.reason,
    amount_debit: t.amount,
    m_karyawan_id: t.employeeId,
    m_karyawan_nama: await employeeName(db, who.outletId, t.employeeId).catch(() => ""),
    m_w_id: who.outletId,
    m_w_nama: o?.name ?? "",
    m_area_nama: o?.areaName ?? "",
  };
}

/** Changes a tip's reason, amount and recipient. @throws 404, 409, 422 as above. */
export async function updateTip(db: Db, who: Who, id: number, input: TipUpdateInput) {
  return db.transaction(async (tx) => {
    await tipOfOpenSession(tx, who, id, true);
    await employeeName(tx, who.outletId, input.m_karyawan_id);
    const [row] = await tx
      .update(tips)
      .set({ reason: input.keterangan, amount: input.amount_debit, employeeId: input.m_karyawan_id ?? null })
      .where(eq(tips.id, id))
      .returning();
    const [c] = await tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, row?.cashierId ?? 0));
    if (!row) {
      throw notFound(MSG.DATA_NOT_FOUND);
    }
    return presentTip(tx, row, c?.name ?? "");
  });
}

/** Deletes a tip (soft: `deleted_at`), so it leaves the books. @throws 404, 409 as above. */
export async function deleteTip(db: Db, who: Who, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tipOfOpenSession(tx, who, id, true);
    await tx.update(tips).set({ deletedAt: new Date() }).where(eq(tips.id, id));
  });
}
