/**
 * Outlet reads (foundations §3 "Stall info", §7; payment §7): the session's outlet, the outlets a
 * user may work in, transaction types and payment methods. Every outlet read is scoped by the
 * session's outlet (`req.auth.outletId`); transaction types and payment methods are global.
 */
import { API_MSG, currencyFromOutlet, isQris } from "@waroeng/domain";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { outlets, type transactionTypes } from "../../db/schema/index.ts";
import { notFound } from "../../lib/http.ts";
import type { Auth } from "../../plugins/auth.ts";
import { listOutletMethods, type OutletMethod } from "../admin/payment-methods.service.ts";
import { listOutletTypes } from "../admin/transaction-types.service.ts";

/** The outlet row (`m_w`) as stored: rates in basis points, currency "Rp" or "RM". */
export type OutletRow = typeof outlets.$inferSelect;

/** Shown when the session's outlet no longer exists. */
const OUTLET_NOT_FOUND = API_MSG.OUTLET_NOT_FOUND;

/**
 * The session's outlet.
 * @param outletId - `m_w_id` of the session.
 * @returns the full outlet row.
 * @throws ApiError 404 `Waroeng tidak ditemukan` when it does not exist.
 */
export async function getOutlet(db: DbOrTx, outletId: number): Promise<OutletRow> {
  const rows = await db.select().from(outlets).where(eq(outlets.id, outletId)).limit(1);
  const row = rows[0];
  if (!row) {
    throw notFound(OUTLET_NOT_FOUND);
  }
  return row;
}

/**
 * Outlets the user may work in (opening-cash outlet selector, payment §6): every outlet for a
 * supervisor (kacab), else only the session's own outlet. Ordered by id.
 * @returns `[{ id, name }]`.
 */
export async function listWorkableOutlets(db: DbOrTx, auth: Pick<Auth, "role" | "outletId">): Promise<Array<{ id: number; name: string }>> {
  const query = db.select({ id: outlets.id, name: outlets.name }).from(outlets);
  if (auth.role === "kacab") {
    return query.orderBy(asc(outlets.id));
  }
  return query.where(eq(outlets.id, auth.outletId)).orderBy(asc(outlets.id));
}

/**
 * Transaction types (1 dine in, 2 take away, then the delivery platforms) active at the outlet, in
 * the outlet's order (back office: m_transaction_type_setting; by id when unset).
 * @returns `[{ id, name, group }]`, group "reguler" or "ojol".
 */
export async function listTransactionTypes(db: DbOrTx, outletId: number): Promise<Array<typeof transactionTypes.$inferSelect>> {
  const rows = await listOutletTypes(db, outletId);
  return rows.filter((t) => t.active).map(({ id, name, group }) => ({ id, name, group }));
}

/**
 * Payment methods offered at the outlet's till (1 is cash): the built-in ones and the outlet's own,
 * active there, in the outlet's order (back office, by id when unset).
 * QRIS only at a rupiah outlet (QRIS is rupiah only).
 * @returns `[{ id, name, type, color }]`, type "cash" | "transfer" | "ewallet" | "lostbill" | "gratis" | "qris".
 */
export async function listPaymentMethods(db: DbOrTx, outletId: number): Promise<OutletMethod[]> {
  const methods = await listOutletMethods(db, outletId, true);
  const [outlet] = await db.select({ currency: outlets.currency }).from(outlets).where(eq(outlets.id, outletId));
  const rupiah = currencyFromOutlet(outlet?.currency) === "IDR";
  return rupiah ? methods : methods.filter((m) => !isQris(m.id));
}
