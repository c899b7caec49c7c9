/**
 * Vouchers (payment spec §3 Voucher, §5 "Voucher/discount input modal", §7 `GET /voucher/get-voucher`;
 * docs/API.md "Order-level actions"): a code of the outlet worth a fixed amount, usable once, until
 * its last day (Asia/Jakarta) when it has one.
 */
import { CONFIG_MSG, jakartaParts, ORDER_MSG } from "@waroeng/domain";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { vouchers } from "../../db/schema/index.ts";
import { ApiError, conflict, notFound } from "../../lib/http.ts";

/** A voucher row (value in minor units). */
export type VoucherRow = typeof vouchers.$inferSelect;

/**
 * The usable voucher of the outlet with this code (trimmed, any case).
 * @throws ApiError 422 `Kode voucher harus diisi` (blank); 404 `Voucher tidak ditemukan` (unknown or
 *   another outlet's, or withdrawn by the back office); 409 `Voucher sudah digunakan` (spent); 409
 *   `Voucher belum berlaku` (before its first day); 409 `Voucher sudah kedaluwarsa` (after its last day, Asia/Jakarta).
 */
export async function findUsableVoucher(
  db: DbOrTx,
  outletId: number,
  code: string | undefined,
  now = new Date(),
  lock = false,
): Promise<VoucherRow> {
  const wanted = code?.trim() ?? "";
  if (wanted === "") {
    throw new ApiError(422, ORDER_MSG.VOUCHER_CODE_REQUIRED, { extra: { errors: { voucher_code: ORDER_MSG.VOUCHER_CODE_REQUIRED } } });
  }
  const query = db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.outletId, outletId), eq(sql`upper(${vouchers.code})`, wanted.toUpperCase())));
  const row = (lock ? await query.for("update") : await query)[0];
  if (!row?.active) {
    throw notFound(ORDER_MSG.VOUCHER_NOT_FOUND); // a withdrawn voucher (back office) is as unknown
  }
  if (row.usedAt !== null || row.usedByTransactionId !== null) {
    throw conflict(ORDER_MSG.VOUCHER_USED);
  }
  if (row.validFrom !== null && row.validFrom > jakartaParts(now).date) {
    throw conflict(CONFIG_MSG.VOUCHER_NOT_YET);
  }
  if (row.validUntil !== null && row.validUntil < jakartaParts(now).date) {
    throw conflict(ORDER_MSG.VOUCHER_EXPIRED);
  }
  return row;
}

/**
 * Spends a voucher with a payment, inside the payment's transaction (the voucher row locked, so two
 * payments cannot spend it twice): it must be usable and worth exactly `nominalVoucher`.
 * @throws ApiError as findUsableVoucher; 422 `Nominal voucher tidak sesuai` when the value differs.
 */
export async function spendVoucher(tx: DbOrTx, outletId: number, code: string, nominalVoucher: number, rekapId: number): Promise<void> {
  const row = await findUsableVoucher(tx, outletId, code, new Date(), true);
  if (row.value !== nominalVoucher) {
    throw new ApiError(422, ORDER_MSG.VOUCHER_VALUE_MISMATCH, { extra: { errors: { voucher_code: ORDER_MSG.VOUCHER_VALUE_MISMATCH } } });
  }
  await tx.update(vouchers).set({ usedAt: new Date(), usedByTransactionId: rekapId }).where(eq(vouchers.id, row.id));
}
