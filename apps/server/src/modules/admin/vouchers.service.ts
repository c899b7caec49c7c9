/**
 * Vouchers of the back office (docs/API.md "Back office"): a code of the outlet (upper
 * case, unique in it) worth a fixed amount (minor units), usable once, between its first and last
 * day (Asia/Jakarta) when given, while active. Spent by a payment (orders/voucher.service.ts
 * `spendVoucher`); a spent voucher is history and cannot change. Nothing is deleted: a voucher
 * is withdrawn by `m_voucher_active` = false. Every write: one transaction, one audit row.
 */
import { CONFIG_LIMITS, CONFIG_MSG, jakartaParts, VOUCHER_PAGE_SIZE, voucherState } from "@waroeng/domain";
import type { VoucherBody, VoucherPatch } from "@waroeng/domain/requests";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import { vouchers } from "../../db/schema/index.ts";
import { type AuditActor, auditSave } from "../../lib/audit.ts";
import { ApiError, conflict, notFound } from "../../lib/http.ts";
import { lockOutletConfig, uniqueOr409 } from "./config-common.ts";

type VoucherRow = typeof vouchers.$inferSelect;

/** The wire view (GET /admin/vouchers row); `today` the Asia/Jakarta business date. */
export function presentAdminVoucher(v: VoucherRow, today = jakartaParts(new Date()).date) {
  return {
    m_voucher_id: v.id,
    m_voucher_code: v.code,
    m_voucher_value: v.value,
    m_voucher_valid_from: v.validFrom,
    m_voucher_valid_until: v.validUntil,
    m_voucher_active: v.active,
    m_voucher_used_at: v.usedAt ? v.usedAt.toISOString() : null,
    r_t_id: v.usedByTransactionId,
    status: voucherState(v, today),
  };
}

/** A page (1 = newest) of the outlet's vouchers and their count. */
export async function listVouchers(db: DbOrTx, outletId: number, page: number) {
  const rows = await db
    .select()
    .from(vouchers)
    .where(eq(vouchers.outletId, outletId))
    .orderBy(desc(vouchers.id))
    .limit(VOUCHER_PAGE_SIZE)
    .offset((page - 1) * VOUCHER_PAGE_SIZE);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(vouchers).where(eq(vouchers.outletId, outletId));
  return { rows, total: count?.n ?? 0 };
}

async function lockVoucher(tx: Tx, outletId: number, id: number): Promise<VoucherRow> {
  const [row] = await tx
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.id, id), eq(vouchers.outletId, outletId)))
    .for("update");
  if (!row) {
    throw notFound(CONFIG_MSG.VOUCHER_NOT_FOUND);
  }
  return row;
}

async function assertCodeFree(tx: Tx, outletId: number, code: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(and(eq(vouchers.outletId, outletId), eq(sql`upper(${vouchers.code})`, code)));
  if (taken && taken.id !== exceptId) {
    throw conflict(CONFIG_MSG.VOUCHER_CODE_TAKEN);
  }
}

/**
 * Adds a voucher of the actor's outlet.
 * @throws ApiError 409 `Kode voucher sudah ada`, 409 `Jumlah voucher sudah maksimal`.
 */
export async function createVoucher(db: Db, actor: AuditActor, body: VoucherBody): Promise<VoucherRow> {
  return db.transaction(async (tx) => {
    await lockOutletConfig(tx, actor.outletId);
    const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(vouchers).where(eq(vouchers.outletId, actor.outletId));
    if ((count?.n ?? 0) >= CONFIG_LIMITS.vouchersMax) {
      throw conflict(CONFIG_MSG.VOUCHERS_TOO_MANY);
    }
    await assertCodeFree(tx, actor.outletId, body.m_voucher_code);
    const [row] = await uniqueOr409(
      () =>
        tx
          .insert(vouchers)
          .values({
            outletId: actor.outletId,
            code: body.m_voucher_code,
            value: body.m_voucher_value,
            validFrom: body.m_voucher_valid_from ?? null,
            validUntil: body.m_voucher_valid_until ?? null,
            active: body.m_voucher_active,
          })
          .returning(),
      "m_voucher_code_uq",
      CONFIG_MSG.VOUCHER_CODE_TAKEN,
    );
    if (!row) {
      throw notFound(CONFIG_MSG.VOUCHER_NOT_FOUND);
    }
    await auditSave(tx, actor, "voucher", row.id, null, row, presentAdminVoucher);
    return row;
  });
}

/**
 * Changes an unused voucher of the actor's outlet (the row locked: a payment spending it at the same
 * moment waits, then this sees it spent).
 * @throws ApiError 404 `Voucher tidak ditemukan` (unknown or another outlet's), 409 `Voucher sudah
 *   digunakan, tidak bisa diubah`, 409 `Kode voucher sudah ada`, 422 `Tanggal mulai harus sebelum tanggal akhir`.
 */
export async function updateVoucher(db: Db, actor: AuditActor, id: number, patch: VoucherPatch): Promise<VoucherRow> {
  return db.transaction(async (tx) => {
    const before = await lockVoucher(tx, actor.outletId, id);
    if (before.usedAt !== null || before.usedByTransactionId !== null) {
      throw conflict(CONFIG_MSG.VOUCHER_USED_LOCKED);
    }
    const next = {
      code: patch.m_voucher_code ?? before.code,
      value: patch.m_voucher_value ?? before.value,
      validFrom: patch.m_voucher_valid_from === undefined ? before.validFrom : patch.m_voucher_valid_from,
      validUntil: patch.m_voucher_valid_until === undefined ? before.validUntil : patch.m_voucher_valid_until,
      active: patch.m_voucher_active ?? before.active,
    };
    if (next.validFrom && next.validUntil && next.validFrom > next.validUntil) {
      throw new ApiError(422, CONFIG_MSG.VOUCHER_DATES_ORDER, {
        keepStatus: true,
        extra: { errors: { m_voucher_valid_until: CONFIG_MSG.VOUCHER_DATES_ORDER } },
      });
    }
    if (next.code !== before.code) {
      await assertCodeFree(tx, actor.outletId, next.code, id);
    }
    const [after] = await uniqueOr409(
      () => tx.update(vouchers).set(next).where(eq(vouchers.id, id)).returning(),
      "m_voucher_code_uq",
      CONFIG_MSG.VOUCHER_CODE_TAKEN,
    );
    if (!after) {
      throw notFound(CONFIG_MSG.VOUCHER_NOT_FOUND);
    }
    await auditSave(tx, actor, "voucher", id, before, after, presentAdminVoucher);
    return after;
  });
}
