/**
 * Write-offs (payment spec §2.1 Lainnya / LOSTBILL, §4 "Online vendor defaults", §6): Lost
 * Bill (the customer left without paying) and Gratis (on the house) close the order with 0 received.
 * Both need the cashier permission matrix's `lossbill_transaksi` (403 Akses DiTolak! / Hubungi
 * Kacab/Asisten) and record who approved; Gratis needs a reason, Lost Bill records one when the screen
 * gives it (the spec's LOSTBILL payload has no reason field); Lost Bill is refused for gojek, grab and
 * shopeefood orders (their platform pays). Runs inside the payment's transaction.
 */
import { MIN_LENGTH, PAY_MSG, PAYMENT_METHOD, SUPERVISOR_ROLES, vendorPayment } from "@waroeng/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { cashierPermissionLog, cashierPermissions, transactionTypes } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/http.ts";
import type { Auth } from "../../plugins/auth.ts";
import { assertCashierAccess, temporaryLive } from "../access/access.service.ts";
import type { OrderRow } from "../orders/order-tx.ts";

/** A write-off to store (rekap_lost_bill). */
export interface WriteOffRow {
  kind: "lostbill" | "gratis";
  reason: string;
  approverId: number;
  requestedBy: number;
}

/**
 * The reason, trimmed; 422 `Keterangan wajib diisi (minimal 3 karakter)` when shorter. With
 * `optional`, an absent or blank reason is "" (none given) and only a given one is checked.
 */
export function requiredReason(reason: string | undefined, optional = false): string {
  const text = (reason ?? "").trim();
  if (optional && text === "") {
    return "";
  }
  if (text.length < MIN_LENGTH.paymentReason) {
    throw new ApiError(422, PAY_MSG.REASON_REQUIRED, { extra: { errors: { keterangan: PAY_MSG.REASON_REQUIRED } } });
  }
  return text;
}

/**
 * Who approved a gated write-off of `auth`: the user for a supervisor or when the outlet's standing
 * rule allows it; otherwise the supervisor whose Role Setting grant (in force now) allowed it.
 */
async function approverOf(tx: Tx, auth: Auth): Promise<number> {
  if (SUPERVISOR_ROLES.includes(auth.role)) {
    return auth.userId;
  }
  const rows = await tx
    .select({ approverId: cashierPermissionLog.approverId })
    .from(cashierPermissions)
    .innerJoin(cashierPermissionLog, eq(cashierPermissionLog.permissionId, cashierPermissions.id))
    .where(
      and(
        eq(cashierPermissions.outletId, auth.outletId),
        eq(cashierPermissions.feature, "lossbill_transaksi"),
        sql`not ${cashierPermissions.defaultRole}`,
        temporaryLive,
        eq(cashierPermissionLog.toTemporaryRole, true),
      ),
    )
    .orderBy(desc(cashierPermissionLog.createdAt), desc(cashierPermissionLog.id))
    .limit(1);
  return rows[0]?.approverId ?? auth.userId;
}

/**
 * Checks a write-off and names its approver, before anything is written: the reason (≥ 3
 * characters; for Lost Bill only when given, "" stored when not), no Tarik Tunai on the bill (`cashWithdrawal`, minor units: cash handed out of the drawer
 * against a bill that receives nothing would leave the drawer short), Lost Bill not for a
 * gojek/grab/shopeefood order, then the gate.
 * @throws ApiError 422 `Keterangan wajib diisi …` (Gratis without a reason, or a reason under 3 characters); 422 `Lost Bill / Gratis tidak bisa dengan Tarik Tunai …`;
 *   422 `Lost Bill tidak tersedia untuk pesanan online ini`; 403 `Hubungi Kacab/Asisten` (title `Akses DiTolak!`).
 */
export async function authoriseWriteOff(
  tx: Tx,
  auth: Auth,
  order: OrderRow,
  methodId: number,
  reason: string | undefined,
  cashWithdrawal: number,
): Promise<WriteOffRow> {
  const kind = methodId === PAYMENT_METHOD.LOST_BILL ? "lostbill" : "gratis";
  const text = requiredReason(reason, kind === "lostbill");
  if (cashWithdrawal > 0) {
    throw new ApiError(422, PAY_MSG.WRITE_OFF_WITH_WITHDRAWAL);
  }
  if (kind === "lostbill") {
    const [type] = await tx
      .select({ name: transactionTypes.name })
      .from(transactionTypes)
      .where(eq(transactionTypes.id, order.transactionTypeId));
    if (vendorPayment(type?.name).lostBillHidden) {
      throw new ApiError(422, PAY_MSG.LOST_BILL_HIDDEN);
    }
  }
  await assertCashierAccess(tx, auth, "lossbill_transaksi");
  return { kind, reason: text, approverId: await approverOf(tx, auth), requestedBy: auth.userId };
}
