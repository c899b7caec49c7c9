/**
 * QRIS charges (issue "Pay as Indonesia pays"): the QR a bill is paid with — the outlet's
 * static QRIS (`m_w_qris_static`) turned dynamic for the bill's amount (domain `dynamicQris`), one
 * `qris_charge` row per QR shown. The bill itself is paid through POST /recap-transactions with
 * method QRIS, which claims the charge (`claimQrisCharge`) and links it to the bill
 * (`linkQrisCharge`) in its own transaction. A gateway (mode "gateway") takes the same row later.
 *
 * Gateway mode (PAYMENT_GATEWAY): the charge and its QR are the gateway's (gateway/), and the bill is
 * paid by the gateway's settlement (modules/qris-gateway), not by the cashier's tap.
 *
 * Idempotent per bill and amount: one pending charge per order at a time; the same order, split and
 * total while it is valid → the same charge; a changed total cancels it and makes the next one.
 */
import {
  API_MSG,
  currencyFromOutlet,
  DomainError,
  dynamicQris,
  MSG,
  ORDER_STATUS,
  parseQris,
  QRIS_MSG,
  uniqueAmount,
} from "@waroeng/domain";
import type { QrisChargeBody, QrisStatus } from "@waroeng/domain/requests";
import { and, eq, isNull, lt, ne, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import { orders, outlets, qrisCharges } from "../../db/schema/index.ts";
import { notifyChange } from "../../lib/events.ts";
import { ApiError, notFound } from "../../lib/http.ts";
import { GatewayError, type PaymentGateway } from "./gateway/gateway.ts";

/** How long a QR shown stays valid. */
export const QRIS_CHARGE_MINUTES = 15;

type ChargeRow = typeof qrisCharges.$inferSelect;

/** A charge as the routes and the customer display read it (money in minor units). */
export interface QrisCharge {
  id: number;
  orderId: string;
  tmpTransactionId: number;
  splitId: string | null;
  qrString: string;
  amount: number;
  billTotal: number;
  uniqueAmount: number;
  expiresAt: Date;
  mode: "static" | "gateway";
  status: QrisStatus;
  merchantName: string;
  merchantCity: string;
  /** Gateway mode: the paying app reported by the gateway ("gopay"…), else null. */
  issuer: string | null;
  /** Money that arrived but paid no bill: to return to the customer (minor units), else 0. */
  toReturn: number;
  /** The closed transaction the charge paid, else null. */
  rekapId: number | null;
}

/** Merchant name and city of a payload; empty when the gateway's payload is not one we can read. */
function merchantOf(qrString: string): { merchantName: string; merchantCity: string } {
  try {
    const info = parseQris(qrString);
    return { merchantName: info.merchantName, merchantCity: info.merchantCity };
  } catch {
    return { merchantName: "", merchantCity: "" };
  }
}

export function present(row: ChargeRow, now = new Date()): QrisCharge {
  const info = merchantOf(row.qrString);
  const status = (row.status === "pending" && row.expiresAt <= now ? "expired" : row.status) as QrisStatus;
  return {
    id: row.id,
    orderId: row.orderRef,
    tmpTransactionId: row.orderId,
    splitId: row.splitId,
    qrString: row.qrString,
    amount: row.amount,
    billTotal: row.billTotal,
    uniqueAmount: row.uniqueAmount,
    expiresAt: row.expiresAt,
    mode: row.mode as QrisCharge["mode"],
    status,
    merchantName: info.merchantName,
    merchantCity: info.merchantCity,
    issuer: row.issuer,
    toReturn: row.toReturn,
    rekapId: row.closedTransactionId,
  };
}

/** The charge's wire view (POST /qris/charge data); money still minor units (the money plugin converts). */
export function presentCharge(c: QrisCharge) {
  return {
    qr_string: c.qrString,
    order_id: c.orderId,
    amount: c.amount,
    bill_total: c.billTotal,
    unique_amount: c.uniqueAmount,
    expires_at: c.expiresAt.toISOString(),
    mode: c.mode,
    status: c.status,
    merchant_name: c.merchantName,
    merchant_city: c.merchantCity,
  };
}

/** The status wire view of a charge (GET /qris/status, POST /qris/cancel, GET /qris/returns); money minor units. */
export function presentStatus(c: QrisCharge) {
  return {
    order_id: c.orderId,
    status: c.status,
    expires_at: c.expiresAt.toISOString(),
    mode: c.mode,
    rekap_id: c.rekapId,
    issuer: c.issuer,
    to_return: c.toReturn,
  };
}

/** Pending charges of an order whose time ran out become `expired`. */
async function expireOld(tx: DbOrTx, orderId: number): Promise<void> {
  await tx
    .update(qrisCharges)
    .set({ status: "expired" })
    .where(and(eq(qrisCharges.orderId, orderId), eq(qrisCharges.status, "pending"), lt(qrisCharges.expiresAt, sql`now()`)));
}

/** Who asks for a charge and through which gateway (none: static QRIS). */
export interface ChargeContext {
  /** The cashier showing the QR: a gateway settlement pays the bill as them. */
  userId?: number;
  gateway?: PaymentGateway | null;
}

/**
 * Makes (or gives again) the QRIS charge of a bill, in ONE transaction with the order row locked.
 * With a gateway (`ctx.gateway`, PAYMENT_GATEWAY set) the charge is the gateway's: it is created
 * there (order id = ours, amount = `total`, no unique amount: the gateway tells payments apart by
 * order id) while the order stays locked, so two asks for one bill make one charge; a charge it
 * replaces is cancelled at the gateway too (after commit, best effort).
 * @param body - `tmp_transaction_id`, `total` (the bill's rounded total, minor units), optional `splitId`.
 * @returns the charge: its dynamic payload asks `total` + the unique amount (0 unless the outlet has it on).
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan`; 409 `Transaksi sudah dibayar` (closed order);
 *   422 `QRIS hanya untuk Rupiah…` at an RM outlet; 422 `QRIS outlet belum diatur…` without a static
 *   QRIS; 422 with the domain's message when the stored payload or the amount is refused.
 */
export async function chargeQris(db: Db, outletId: number, body: QrisChargeBody, ctx: ChargeContext = {}): Promise<QrisCharge> {
  const gateway = ctx.gateway ?? null;
  const replaced: string[] = [];
  const made = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ order: orders, currency: outlets.currency, qrisStatic: outlets.qrisStatic, unique: outlets.qrisUniqueAmount })
      .from(orders)
      .innerJoin(outlets, eq(outlets.id, orders.outletId))
      .where(and(eq(orders.id, body.tmp_transaction_id), eq(orders.outletId, outletId)))
      .for("update", { of: orders });
    if (!row) {
      throw notFound(MSG.TRANSACTION_NOT_FOUND);
    }
    if (currencyFromOutlet(row.currency) !== "IDR") {
      throw new ApiError(422, QRIS_MSG.RUPIAH_ONLY);
    }
    if (row.order.status === ORDER_STATUS.CLOSED) {
      throw new ApiError(409, API_MSG.ALREADY_PAID);
    }
    if (gateway && body.splitId !== undefined) {
      throw new ApiError(422, QRIS_MSG.GATEWAY_NO_SPLIT);
    }
    if (!gateway && row.qrisStatic === "") {
      throw new ApiError(422, QRIS_MSG.NOT_SET);
    }
    const orderId = row.order.id;
    const splitId = body.splitId ?? null;
    await expireOld(tx, orderId);
    const [live] = await tx
      .select()
      .from(qrisCharges)
      .where(and(eq(qrisCharges.orderId, orderId), eq(qrisCharges.status, "pending")));
    if (live && live.billTotal === body.total && live.splitId === splitId) {
      return present(live);
    }
    // A changed bill (or another split of it): the QR shown before no longer asks the right amount.
    const old = await tx
      .update(qrisCharges)
      .set({ status: "cancelled" })
      .where(and(eq(qrisCharges.orderId, orderId), eq(qrisCharges.status, "pending")))
      .returning({ ref: qrisCharges.orderRef, mode: qrisCharges.mode });
    replaced.push(...old.filter((o) => o.mode === "gateway").map((o) => o.ref));
    const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(qrisCharges).where(eq(qrisCharges.orderId, orderId));
    const attempt = (count?.n ?? 0) + 1;
    const orderRef = `QRIS-${outletId}-${orderId}-${attempt}`;
    const extra = row.unique && !gateway ? uniqueAmount(orderId, attempt) : 0;
    let qrString: string;
    let gatewayRef: string | null = null;
    if (gateway) {
      try {
        let ref: string | undefined;
        ({ qrString, gatewayRef: ref } = await gateway.charge({
          orderId: orderRef,
          amount: body.total,
          expiryMinutes: QRIS_CHARGE_MINUTES,
        }));
        gatewayRef = ref ?? null;
      } catch (err) {
        throw err instanceof GatewayError ? new ApiError(503, QRIS_MSG.GATEWAY_DOWN) : err;
      }
    } else {
      try {
        qrString = dynamicQris(row.qrisStatic, body.total + extra);
      } catch (err) {
        if (err instanceof DomainError) {
          throw new ApiError(422, err.message);
        }
        throw err;
      }
    }
    const [made] = await tx
      .insert(qrisCharges)
      .values({
        outletId,
        orderRef,
        userId: ctx.userId ?? null,
        orderId,
        splitId,
        billTotal: body.total,
        uniqueAmount: extra,
        amount: body.total + extra,
        qrString,
        gatewayRef,
        mode: gateway ? "gateway" : "static",
        status: "pending",
        expiresAt: sql`now() + make_interval(mins => ${QRIS_CHARGE_MINUTES})`,
      })
      .returning();
    if (!made) {
      throw new Error("qris_charge insert returned nothing");
    }
    // The customer display of the till showing this bill refetches: its QR appears.
    await notifyChange(tx, outletId, { topic: "orders", orderId });
    return present(made);
  });
  for (const ref of replaced) {
    await gateway?.cancel(ref).catch(() => undefined);
  }
  return made;
}

async function findCharge(db: DbOrTx, outletId: number, orderRef: string, lock = false): Promise<ChargeRow> {
  const q = db
    .select()
    .from(qrisCharges)
    .where(and(eq(qrisCharges.orderRef, orderRef), eq(qrisCharges.outletId, outletId)));
  const [row] = lock ? await q.for("update") : await q;
  if (!row) {
    throw notFound(QRIS_MSG.CHARGE_NOT_FOUND);
  }
  return row;
}

/**
 * Cancels a pending charge (the cashier closed the QR); a paid, expired or cancelled one stays as it is.
 * A gateway charge is cancelled at the gateway too (best effort).
 * @throws ApiError 404 `Tagihan QRIS tidak ditemukan`.
 */
export async function cancelQrisCharge(
  db: Db,
  outletId: number,
  orderRef: string,
  gateway: PaymentGateway | null = null,
): Promise<QrisCharge> {
  const after = await db.transaction(async (tx) => {
    const row = await findCharge(tx, outletId, orderRef, true);
    if (row.status === "pending" && row.expiresAt > new Date()) {
      const [changed] = await tx.update(qrisCharges).set({ status: "cancelled" }).where(eq(qrisCharges.id, row.id)).returning();
      return changed ?? row;
    }
    return row;
  });
  if (gateway && after.mode === "gateway" && after.status === "cancelled") {
    // Best effort: the worker keeps asking about it until its time is up, so money that arrived anyway is not lost.
    await gateway.cancel(orderRef).catch(() => undefined);
  }
  return present(after);
}

/**
 * The live QRIS charge of a bill (pending, unexpired, its order still open: a bill paid another way
 * shows no QR), for the customer display; null when none.
 * @param tmpTransactionId - the order (a split bill's charge is on the order it is split from).
 */
export async function liveQrisCharge(db: DbOrTx, outletId: number, tmpTransactionId: number): Promise<QrisCharge | null> {
  const [row] = await db
    .select({ charge: qrisCharges })
    .from(qrisCharges)
    .innerJoin(orders, eq(orders.id, qrisCharges.orderId))
    .where(
      and(
        eq(qrisCharges.outletId, outletId),
        eq(qrisCharges.orderId, tmpTransactionId),
        eq(qrisCharges.status, "pending"),
        sql`${qrisCharges.expiresAt} > now()`,
        eq(orders.status, ORDER_STATUS.OPEN),
      ),
    )
    .limit(1);
  return row ? present(row.charge) : null;
}

/**
 * Claims the charge a QRIS payment names, inside the payment's transaction (row locked): it must be
 * this outlet's, for this order (a split bill: the order split from, with the same `splitId`),
 * and ask exactly the settled total; a static charge pending and unexpired, a gateway charge
 * settled at the gateway (not paid, not money to return).
 * @returns the charge's id and unique amount (received over the bill, minor units).
 * @throws ApiError 409 `Tagihan QRIS tidak berlaku lagi: tampilkan QRIS ulang` otherwise.
 */
export async function claimQrisCharge(
  tx: Tx,
  outletId: number,
  orderRef: string | undefined,
  chargeOrderId: number,
  splitId: string | null,
  total: number,
): Promise<{ id: number; uniqueAmount: number }> {
  const stale = () => new ApiError(409, QRIS_MSG.CHARGE_NEEDED);
  if (orderRef === undefined) {
    throw stale();
  }
  const [row] = await tx
    .select()
    .from(qrisCharges)
    .where(and(eq(qrisCharges.orderRef, orderRef), eq(qrisCharges.outletId, outletId)))
    .for("update");
  if (!row || row.orderId !== chargeOrderId || row.splitId !== splitId || row.billTotal !== total) {
    throw stale();
  }
  // A gateway charge is paid only once the gateway reported the money (then even after its 15
  // minutes: the money arrived for this bill); never one recorded as money to return.
  const live =
    row.mode === "gateway"
      ? row.settledAt !== null && row.toReturn === 0 && row.status !== "paid"
      : row.status === "pending" && row.expiresAt > new Date();
  if (!live) {
    throw stale();
  }
  return { id: row.id, uniqueAmount: row.uniqueAmount };
}

/**
 * Marks a claimed charge paid by the closed transaction `rekapId` (the payload shown stays with the
 * bill), and cancels the other pending charges of the same bill (same order and split): an older
 * charge whose money arrived late pays the bill while a newer QR is still shown, which then must
 * not be paid too nor keep the till waiting.
 * @returns the order ids of the gateway charges it cancelled (the caller cancels them at the gateway
 *   after the commit, best effort).
 */
export async function linkQrisCharge(tx: Tx, chargeId: number, rekapId: number): Promise<string[]> {
  const [paid] = await tx
    .update(qrisCharges)
    .set({ status: "paid", closedTransactionId: rekapId })
    .where(eq(qrisCharges.id, chargeId))
    .returning({ orderId: qrisCharges.orderId, splitId: qrisCharges.splitId });
  if (!paid) {
    return [];
  }
  const others = await tx
    .update(qrisCharges)
    .set({ status: "cancelled" })
    .where(
      and(
        eq(qrisCharges.orderId, paid.orderId),
        ne(qrisCharges.id, chargeId),
        eq(qrisCharges.status, "pending"),
        paid.splitId === null ? isNull(qrisCharges.splitId) : eq(qrisCharges.splitId, paid.splitId),
      ),
    )
    .returning({ ref: qrisCharges.orderRef, mode: qrisCharges.mode });
  return others.filter((o) => o.mode === "gateway").map((o) => o.ref);
}
