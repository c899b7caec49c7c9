/**
 * Gateway QRIS that confirms itself (issue "Pay as Indonesia pays"): the server asks the gateway
 * about a charge — while the QR is shown (GET /qris/status), in the worker until the charge's time is
 * up, and when a signed notification arrives (POST /qris/notify) — and on settlement pays the bill
 * through the same payment path as every other method (`payOrder`, method QRIS, the charge's order
 * id), as the cashier who showed the QR. Paid EXACTLY ONCE whichever comes first: the order row lock
 * and `rekap_transaksi`'s one-per-order index in `payOrder`, the charge row lock in `claimQrisCharge`.
 * No drawer kick (the payment route's separate GET /open-laci/payment is never called).
 *
 * Money that arrives but pays no bill — its bill changed, was paid another way, or the cashier's shift
 * is closed — is recorded on the charge (`q_c_to_return`) and listed for the cashier (GET
 * /qris/returns) until it is returned: refunded through the gateway, or by hand (POST /qris/return).
 */
import { ORDER_STATUS, PAYMENT_METHOD, QRIS_MSG } from "@waroeng/domain";
import { payBody } from "@waroeng/domain/requests";
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders, qrisCharges, users } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { ApiError, notFound } from "../../lib/http.ts";
import type { Auth } from "../../plugins/auth.ts";
import { loadOrderForTotals } from "../orders/order-totals.ts";
import { payOrder } from "../payment/payment.service.ts";
import { GatewayError, type GatewayStatus, type PaymentGateway } from "../qris/gateway/gateway.ts";
import { present, type QrisCharge } from "../qris/qris.service.ts";

type ChargeRow = typeof qrisCharges.$inferSelect;

/** How long after its expiry the worker still asks about a charge (a payment made at the last second). */
export const LATE_MINUTES = 5;

async function chargeByRef(db: Db, orderRef: string): Promise<ChargeRow | undefined> {
  const [row] = await db.select().from(qrisCharges).where(eq(qrisCharges.orderRef, orderRef));
  return row;
}

/** The cashier who showed the QR, as a payment's session (their outlet, their cash session). */
async function payerOf(db: Db, row: ChargeRow): Promise<Auth | null> {
  if (row.userId === null) {
    return null;
  }
  const [u] = await db.select().from(users).where(eq(users.id, row.userId));
  if (!u) {
    return null;
  }
  return {
    userId: u.id,
    name: u.name,
    email: u.email,
    role: u.role as Auth["role"],
    outletId: row.outletId,
    sessionId: 0,
    expiresAt: new Date(Date.now() + 60_000),
  };
}

/**
 * The money arrived: note it (issuer, acquirer, when), then pay the bill if it still asks exactly
 * this charge's total and is open; else record it as money to return. Never throws for a refused
 * payment (that is what money to return is for).
 */
async function settle(db: Db, gateway: PaymentGateway, row: ChargeRow, st: GatewayStatus): Promise<void> {
  await db
    .update(qrisCharges)
    .set({ settledAt: sql`coalesce(${qrisCharges.settledAt}, now())`, issuer: st.issuer, acquirer: st.acquirer })
    .where(eq(qrisCharges.id, row.id));
  let paid = false;
  if (row.splitId === null && st.grossAmount === row.amount) {
    const payer = await payerOf(db, row);
    try {
      const { order, totals } = await loadOrderForTotals(db, row.orderId, row.outletId);
      if (payer && order.status === ORDER_STATUS.OPEN && totals.rounded === row.billTotal) {
        const form = payBody.safeParse({
          tmp_transaction_id: row.orderId,
          payment_method: PAYMENT_METHOD.QRIS,
          sub_total: totals.subtotal,
          nominal_pajak: totals.tax,
          nominal_sc: totals.serviceCharge,
          total: totals.rounded,
          round: totals.rounding,
          nominal_uang: 0,
          exchange: 0,
          qris_order_id: row.orderRef,
        });
        if (form.success) {
          const done = await payOrder(db, payer, form.data);
          paid = true;
          // A newer QR of this bill still shown (this older charge's money came late): ended in the
          // payment's transaction, and at the gateway too so nobody pays it.
          for (const ref of done.cancelledQris) {
            await gateway.cancel(ref).catch(() => undefined);
          }
        }
      }
    } catch (err) {
      if (!(err instanceof ApiError)) {
        throw err;
      }
    }
  }
  if (!paid) {
    await db.transaction(async (tx) => {
      const [now] = await tx.select().from(qrisCharges).where(eq(qrisCharges.id, row.id)).for("update");
      if (!now || now.status === "paid" || now.toReturn > 0) {
        return; // paid by a concurrent poll/notification, or already recorded
      }
      await tx
        .update(qrisCharges)
        .set({ toReturn: now.amount, status: now.status === "pending" ? "cancelled" : now.status })
        .where(eq(qrisCharges.id, row.id));
    });
  }
}

/**
 * Asks the gateway about a gateway charge and acts on the answer: settlement → `settle`; expired,
 * cancelled, denied or failed at the gateway → the pending charge ends (`expired`/`cancelled`).
 * A static charge, a paid one, or one already recorded as money to return is left alone.
 * @returns the charge after.
 * @throws GatewayError when the gateway does not answer (callers: the status route answers the stored
 *   status, the worker tries again next tick).
 */
export async function syncGatewayCharge(db: Db, gateway: PaymentGateway, orderRef: string): Promise<ChargeRow | undefined> {
  const row = await chargeByRef(db, orderRef);
  if (row?.mode !== "gateway" || row.status === "paid" || row.toReturn > 0) {
    return row;
  }
  const st = await gateway.status(orderRef, row.gatewayRef);
  if (st.state === "settlement") {
    await settle(db, gateway, row, st);
  } else if (st.state !== "pending" && row.status === "pending") {
    const status = st.state === "expire" ? "expired" : "cancelled";
    await db
      .update(qrisCharges)
      .set({ status })
      .where(and(eq(qrisCharges.id, row.id), eq(qrisCharges.status, "pending")));
  }
  return chargeByRef(db, orderRef);
}

/**
 * GET /qris/status: the charge's status; a pending gateway charge is asked about at the gateway
 * first (the till polls this while the QR is shown), so its reply is `paid` once the money settled
 * and the bill is paid. A gateway that does not answer leaves the stored status.
 * @throws ApiError 404 `Tagihan QRIS tidak ditemukan` for an unknown or another outlet's charge.
 */
export async function chargeStatus(db: Db, gateway: PaymentGateway | null, outletId: number, orderRef: string): Promise<QrisCharge> {
  let row = await chargeByRef(db, orderRef);
  if (!row || row.outletId !== outletId) {
    throw notFound(QRIS_MSG.CHARGE_NOT_FOUND);
  }
  if (gateway && row.mode === "gateway" && row.status === "pending") {
    try {
      row = (await syncGatewayCharge(db, gateway, orderRef)) ?? row;
    } catch (err) {
      if (!(err instanceof GatewayError)) {
        throw err;
      }
    }
  }
  return present(row);
}

/**
 * The worker's tick: every gateway charge not settled yet whose time is not up (plus LATE_MINUTES;
 * cancelled ones too — money may arrive for a QR already shown) is asked about, oldest first.
 * @returns how many were asked and how many answered.
 */
export async function pollPendingCharges(db: Db, gateway: PaymentGateway): Promise<{ asked: number; failed: number }> {
  const rows = await db
    .select({ ref: qrisCharges.orderRef })
    .from(qrisCharges)
    .where(
      and(
        eq(qrisCharges.mode, "gateway"),
        inArray(qrisCharges.status, ["pending", "expired", "cancelled"]),
        isNull(qrisCharges.settledAt),
        eq(qrisCharges.toReturn, 0),
        gt(qrisCharges.expiresAt, sql`now() - make_interval(mins => ${LATE_MINUTES})`),
      ),
    )
    .orderBy(asc(qrisCharges.id))
    .limit(100);
  let failed = 0;
  for (const r of rows) {
    try {
      const before = await chargeByRef(db, r.ref);
      if (before?.status === "pending") {
        await syncGatewayCharge(db, gateway, r.ref);
      } else if (before) {
        // Ended here (cancelled, expired): only money that arrived anyway matters.
        const st = await gateway.status(r.ref, before.gatewayRef);
        if (st.state === "settlement") {
          await settle(db, gateway, before, st);
        }
      }
    } catch (err) {
      if (!(err instanceof GatewayError)) {
        throw err;
      }
      failed++;
    }
  }
  return { asked: rows.length, failed };
}

/**
 * POST /qris/notify: a gateway notification. Its signature (body and/or `headers`, per gateway) is checked; then the body is not trusted:
 * the status is read again from the gateway (`syncGatewayCharge`), and the answer's late-payment rules apply.
 * @throws ApiError 403 `Tanda tangan notifikasi tidak sah` for a bad signature (nothing changes);
 *   404 `Tagihan QRIS tidak ditemukan` for an unknown order id; 503 when the gateway does not answer
 *   (the gateway sends it again).
 */
export async function acceptNotification(
  db: Db,
  gateway: PaymentGateway,
  body: unknown,
  headers: Record<string, string | string[] | undefined> = {},
): Promise<QrisCharge> {
  const orderRef = gateway.verifyNotification(body, headers);
  if (orderRef === null) {
    throw new ApiError(403, QRIS_MSG.NOTIFY_FORGED);
  }
  const before = await chargeByRef(db, orderRef);
  if (before?.mode !== "gateway") {
    throw notFound(QRIS_MSG.CHARGE_NOT_FOUND);
  }
  try {
    if (before.status === "pending") {
      await syncGatewayCharge(db, gateway, orderRef);
    } else if (before.status !== "paid" && before.toReturn === 0 && before.settledAt === null) {
      const st = await gateway.status(orderRef, before.gatewayRef);
      if (st.state === "settlement") {
        await settle(db, gateway, before, st);
      }
    }
  } catch (err) {
    throw err instanceof GatewayError ? new ApiError(503, QRIS_MSG.GATEWAY_DOWN) : err;
  }
  return present((await chargeByRef(db, orderRef)) ?? before);
}

/** A charge whose money is to return, with its bill's nota, when it arrived and a refused refund's note. */
export interface ChargeToReturn {
  charge: QrisCharge;
  nota: string;
  settledAt: Date | null;
  /** The gateway's message after a refused refund, else null. */
  refundNote: string | null;
}

/** Gateway charges of the outlet whose money is still to return (oldest first), with their bill's nota. */
export async function chargesToReturn(db: Db, outletId: number): Promise<ChargeToReturn[]> {
  const rows = await db
    .select({ row: qrisCharges, nota: orders.noteNumber })
    .from(qrisCharges)
    .innerJoin(orders, eq(orders.id, qrisCharges.orderId))
    .where(
      and(
        eq(qrisCharges.outletId, outletId),
        gt(qrisCharges.toReturn, 0),
        sql`(${qrisCharges.refundStatus} is null or ${qrisCharges.refundStatus} = 'refused')`,
      ),
    )
    .orderBy(asc(qrisCharges.id));
  return rows.map(({ row, nota }) => ({
    charge: present(row),
    nota,
    settledAt: row.settledAt,
    refundNote: row.refundStatus === "refused" ? row.refundNote : null,
  }));
}

/**
 * POST /qris/return/{order_id}: returns money that arrived without a bill. `manual` false: a refund
 * of `to_return` through the gateway (refund key `<order_id>-R`, so a retried call is one refund);
 * refused → the refusal is recorded on the charge (`refused`, the gateway's message) and reported.
 * `manual` true: the cashier returned it by hand; recorded (`manual`) and audited.
 * @throws ApiError 404 `Tagihan QRIS tidak ditemukan`; 409 `Tidak ada uang QRIS yang perlu
 *   dikembalikan`; 409 `Gateway menolak refund QRIS…` (recorded); 503 `Gateway QRIS tidak menjawab…` (nothing recorded).
 */
export async function returnMoney(
  db: Db,
  gateway: PaymentGateway | null,
  auth: Auth,
  orderRef: string,
  manual: boolean,
): Promise<QrisCharge> {
  const row = await chargeByRef(db, orderRef);
  if (!row || row.outletId !== auth.outletId) {
    throw notFound(QRIS_MSG.CHARGE_NOT_FOUND);
  }
  if (row.toReturn === 0 || row.refundStatus === "refunded" || row.refundStatus === "manual") {
    throw new ApiError(409, QRIS_MSG.NOTHING_TO_RETURN);
  }
  if (!manual) {
    if (!gateway) {
      throw new ApiError(503, QRIS_MSG.GATEWAY_DOWN);
    }
    try {
      await gateway.refund(orderRef, {
        amount: row.toReturn,
        reason: "QRIS tanpa tagihan",
        refundKey: `${orderRef}-R`,
        gatewayRef: row.gatewayRef,
      });
    } catch (err) {
      if (err instanceof GatewayError && (err.failure === "refused" || err.failure === "not_found")) {
        await recordReturn(db, auth, row, "refused", err.gatewayMessage || err.message);
        throw new ApiError(409, QRIS_MSG.REFUND_REFUSED);
      }
      throw err instanceof GatewayError ? new ApiError(503, QRIS_MSG.GATEWAY_DOWN) : err;
    }
  }
  return present(await recordReturn(db, auth, row, manual ? "manual" : "refunded", ""));
}

/** Records how a charge's money went back (refunded, refused + the gateway's note, manual), audited as `qris_charge` `return`. */
async function recordReturn(
  db: Db,
  auth: Auth,
  row: ChargeRow,
  status: "refunded" | "refused" | "manual",
  note: string,
): Promise<ChargeRow> {
  return db.transaction(async (tx) => {
    const [after] = await tx
      .update(qrisCharges)
      .set({ refundStatus: status, refundNote: note })
      .where(eq(qrisCharges.id, row.id))
      .returning();
    await writeAudit(
      tx,
      { userId: auth.userId, outletId: auth.outletId },
      {
        entity: "qris_charge",
        entityId: row.id,
        action: "return",
        before: { refund_status: row.refundStatus, to_return: row.toReturn },
        after: { refund_status: status, note, to_return: row.toReturn },
      },
    );
    return after ?? row;
  });
}
