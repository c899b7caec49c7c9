/**
 * The refund's drawer gate (payment §4 Refund flow: "REFUND checks the access role; if allowed,
 * the result modal opens and the drawer-open call is made"): the drawer opens for a refund only
 * for a user who may refund alone, or who brings their supervisor's live approval of a refund
 * (POST /approve naming it). The refund itself uses the approval up (modules/refund).
 */
import type { DbOrTx } from "../../db/client.ts";
import type { Auth } from "../../plugins/auth.ts";
import { assertCashierAccess, cashierMay } from "./access.service.ts";
import { assertApprovalLive } from "./role-setting.service.ts";

/**
 * Refuses unless `auth` may refund alone (supervisor, or the cashier matrix's `refund`) or
 * `approvalId` is their live, unused refund approval. Reads only; uses nothing up.
 * @throws ApiError 403 `Hubungi Kacab/Asisten` (title Akses DiTolak!) without an approval; 403
 *   `Persetujuan tidak berlaku, …` for an approval that does not fit.
 * @example await assertMayRefund(app.db, req.auth, req.query.approval_id);
 */
export async function assertMayRefund(db: DbOrTx, auth: Auth, approvalId: number | undefined): Promise<void> {
  if (await cashierMay(db, auth, "refund")) {
    return;
  }
  if (approvalId === undefined) {
    await assertCashierAccess(db, auth, "refund");
    return;
  }
  await assertApprovalLive(db, auth, approvalId, "refund");
}
