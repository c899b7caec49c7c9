/** Order factories: an open order inserted straight into the database, and a voucher to pay one with. */
import { eq } from "drizzle-orm";
import { orders, orderTables, users, vouchers } from "../../db/schema/index.ts";
import type { TestApp } from "../harness.ts";
import { first, nextSequence, type OutletRef, outletId, uniqueName } from "./core.ts";
import { buildTable } from "./places.ts";

/**
 * An open order (nota) inserted straight into the database, holding `table` and any `alsoHolds`
 * (merged tables), as if opened at the till by `by` (a demo or built user's email, default
 * kasir@demo.test). Transaction type `typeId` defaults to 1 (dine in); rates are 10% tax and 5%
 * service charge in basis points. A new table is built when none is given.
 */
export async function openOrder(
  t: TestApp,
  opts: {
    table?: number;
    alsoHolds?: number[];
    typeId?: number;
    noteNumber?: string;
    customerName?: string;
    by?: string;
  } = {},
): Promise<{ orderId: number; tableId: number; noteNumber: string }> {
  const cashier = first(
    await t.db
      .select()
      .from(users)
      .where(eq(users.email, opts.by ?? "kasir@demo.test")),
    `user ${opts.by}`,
  );
  const tableId = opts.table ?? (await buildTable(t, { outlet: cashier.outletId })).tableId;
  const noteNumber = opts.noteNumber ?? String(100_000 + nextSequence());
  const rows = await t.db
    .insert(orders)
    .values({
      outletId: cashier.outletId,
      noteNumber,
      customerName: opts.customerName ?? "Budi",
      orderTime: new Date(),
      tableId,
      transactionTypeId: opts.typeId ?? 1,
      cashierId: cashier.id,
      taxRateBp: 1000,
      serviceChargeRateBp: 500,
      rounding: "ya",
    })
    .returning({ id: orders.id });
  const orderId = first(rows, "new order").id;
  await t.db.insert(orderTables).values([tableId, ...(opts.alsoHolds ?? [])].map((held) => ({ orderId, tableId: held })));
  return { orderId, tableId, noteNumber };
}

/**
 * A voucher (m_voucher) of the outlet worth `value` minor units (default 10_000), with a unique
 * upper-case code unless one is given. `usedAt` marks it spent; `validUntil` ("YYYY-MM-DD",
 * Asia/Jakarta) is its last day. GET /voucher/get-voucher refuses a spent or expired one.
 */
export async function buildVoucher(
  t: TestApp,
  opts: { outlet?: OutletRef; code?: string; value?: number; usedAt?: Date; validUntil?: string } = {},
): Promise<{ voucherId: number; code: string; value: number }> {
  const outlet = await outletId(t, opts.outlet);
  const code = opts.code ?? uniqueName("V").replace(/[\s-]/g, "").toUpperCase();
  const value = opts.value ?? 10_000;
  const rows = await t.db
    .insert(vouchers)
    .values({ outletId: outlet, code, value, usedAt: opts.usedAt ?? null, validUntil: opts.validUntil ?? null })
    .returning({ id: vouchers.id });
  return { voucherId: first(rows, "new voucher").id, code, value };
}

/**
 * Stores a Diskon Transaksi and/or voucher on an open order straight in the database, as `PUT
 * /tmp-transaction/{id}/discount` would leave them: `kind` "diskon" (`value` minor units) or
 * "diskonPercent" (`value` basis points); `voucherCode`/`voucherValue` (minor units) the applied
 * voucher; `approvedBy` the supervisor who approved a discount above the outlet's limit.
 */
export async function storeOrderDiscount(
  t: TestApp,
  orderId: number,
  opts: { kind?: "" | "diskon" | "diskonPercent"; value?: number; voucherCode?: string; voucherValue?: number; approvedBy?: number | null },
): Promise<void> {
  await t.db
    .update(orders)
    .set({
      discountType: opts.kind ?? "",
      discountValue: opts.value ?? 0,
      discountApprovedBy: opts.approvedBy ?? null,
      voucherCode: opts.voucherCode ?? "",
      voucherValue: opts.voucherValue ?? 0,
    })
    .where(eq(orders.id, orderId));
}
