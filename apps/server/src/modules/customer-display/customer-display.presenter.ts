/**
 * Customer display replies: the till's pairing (`GET /customer-display/{id}`) and what a paired
 * display shows (`GET /customer-display/state`). The state is read by a public route (no session,
 * so plugins/money.ts does not convert it): its money goes out in the major unit from here.
 */
import { type Currency, currencyFromOutlet, customMenuText, OUTLET_LOCALE, toWireMoney } from "@waroeng/domain";
import type { DisplayState } from "@waroeng/domain/contracts";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { outlets } from "../../db/schema/index.ts";
import { loadOrderForTotals, type OrderForTotals } from "../orders/order-totals.ts";
import { liveQrisCharge } from "../qris/qris.service.ts";
import { type DisplayRow, paymentOf } from "./customer-display.service.ts";

/** The till's view of its pairing (docs/API.md `GET /customer-display/{id}`). */
export function presentPairing(row: DisplayRow) {
  const codeLive = row.codeHash !== null && row.codeExpiresAt !== null && row.codeExpiresAt > new Date();
  return {
    display_id: row.id,
    paired: row.tokenHash !== null && row.revokedAt === null ? 1 : 0,
    paired_at: row.tokenHash !== null && row.pairedAt ? row.pairedAt.toISOString() : null,
    code_expires_at: codeLive && row.codeExpiresAt ? row.codeExpiresAt.toISOString() : null,
    tmp_transaction_id: row.orderId,
    phase: row.phase as DisplayState["phase"],
  };
}

/** The bill's lines (status 0) and totals, money in the major unit of `currency`. */
function presentBill({ order, lines, totals }: OrderForTotals, currency: Currency): NonNullable<DisplayState["bill"]> {
  const m = (minor: number) => toWireMoney(minor, currency);
  return {
    nota: order.noteNumber,
    lines: lines
      .filter((l) => l.status === 0)
      .map((l) => ({
        name: l.menuItemName,
        qty: l.qty,
        price: m(l.price),
        amount: m(Math.max(0, l.price * l.qty - l.discount)),
        notes: customMenuText(l.options, l.customMenu),
      })),
    subtotal: m(totals.subtotal),
    discount: m(totals.globalDiscount),
    voucher: m(totals.voucher),
    tax: m(totals.tax),
    service_charge: m(totals.serviceCharge),
    cash_withdrawal: m(totals.cashWithdrawal),
    rounding: m(totals.rounding),
    total: m(totals.rounded),
  };
}

/**
 * What display `row` shows: its outlet's name and currency, the customer language, and only its
 * till's current bill (its own outlet's, by the pairing's outlet), with the payment once paid.
 * `qris` is the bill's live QRIS charge while it is unpaid (qris.service.ts `liveQrisCharge`: the
 * payload the till shows, the amount to pay with any unique code, the merchant name), else null.
 */
export async function loadDisplayState(db: DbOrTx, row: DisplayRow): Promise<DisplayState> {
  const [outlet] = await db.select({ name: outlets.name, currency: outlets.currency }).from(outlets).where(eq(outlets.id, row.outletId));
  const currency = currencyFromOutlet(outlet?.currency);
  const base = {
    m_w_nama: outlet?.name ?? "",
    currency: outlet?.currency ?? "Rp",
    language: OUTLET_LOCALE,
    qris: null,
  };
  if (row.orderId === null || row.phase === "idle") {
    return { ...base, phase: "idle", bill: null, paid: null };
  }
  const bill = await loadOrderForTotals(db, row.orderId, row.outletId);
  const payment = bill.order.status !== 0 ? await paymentOf(db, row.outletId, row.orderId) : null;
  const m = (minor: number) => toWireMoney(minor, currency);
  const charge = payment ? null : await liveQrisCharge(db, row.outletId, row.orderId);
  return {
    ...base,
    qris: charge
      ? {
          qr_string: charge.qrString,
          amount: m(charge.amount),
          merchant_name: charge.merchantName,
          expires_at: charge.expiresAt.toISOString(),
        }
      : null,
    phase: payment ? "paid" : (row.phase as DisplayState["phase"]),
    bill: presentBill(bill, currency),
    paid: payment ? { total: m(payment.total), tendered: m(payment.tendered), change: m(payment.change) } : null,
  };
}
