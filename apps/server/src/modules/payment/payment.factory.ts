/**
 * Test factory for payment and history tests: builds an open order straight in the database
 * (cash session, order, held tables, lines) so the payment tests do not depend on the order
 * endpoints. Lines are priced like add-menu does: the item's price for the order's transaction type.
 */
import { jakartaParts } from "@waroeng/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cashSessions, diningTables, menuItems, menuPrices, orderLines, orders, orderTables, outlets, users } from "../../db/schema/index.ts";

/** One line to put on the order: a menu item by name, qty, and an optional nonzero status with its reason. */
export interface LineSpec {
  name: string;
  qty: number;
  status?: number;
  reason?: string;
}

export interface OrderSpec {
  /** Outlet code: "DEMO" (Rp) or "DEMO-KL" (RM). Default "DEMO". */
  outletCode?: string;
  /** Email of the cashier who opened the order. Default kasir@demo.test. */
  cashierEmail?: string;
  /** Table name, e.g. "Meja 1". Default "Meja 1". */
  tableName?: string;
  noteNumber?: string;
  customerName?: string;
  /** Transaction type id, default 1 (dine in). */
  transactionTypeId?: number;
  lines: LineSpec[];
}

export interface OrderFixture {
  orderId: number;
  outletId: number;
  tableId: number;
  lineIds: number[];
}

function one<T>(rows: T[], what: string): T {
  const row = rows[0];
  if (!row) {
    throw new Error(`factory: ${what} not found`);
  }
  return row;
}

/** The id of the outlet with `code`. */
export async function outletIdOf(db: Db, code = "DEMO"): Promise<number> {
  return one(await db.select({ id: outlets.id }).from(outlets).where(eq(outlets.code, code)), `outlet ${code}`).id;
}

/** The id of the user with `email`. */
export async function userIdOf(db: Db, email: string): Promise<number> {
  return one(await db.select({ id: users.id }).from(users).where(eq(users.email, email)), `user ${email}`).id;
}

/** Opens a cash session (opening cash Rp500.000 or the given amount) for the user at the outlet, unless one is open. */
export async function openCashSession(db: Db, email = "kasir@demo.test", outletCode = "DEMO", openingCash = 500_000): Promise<number> {
  const outletId = await outletIdOf(db, outletCode);
  const cashierId = await userIdOf(db, email);
  const open = await db
    .select({ id: cashSessions.id })
    .from(cashSessions)
    .where(and(eq(cashSessions.outletId, outletId), eq(cashSessions.cashierId, cashierId), isNull(cashSessions.closedAt)));
  if (open[0]) {
    return open[0].id;
  }
  const today = jakartaParts(new Date()).date;
  const rows = await db
    .insert(cashSessions)
    .values({ outletId, cashierId, session: 1, businessDate: today, openingCash })
    .returning({ id: cashSessions.id });
  return one(rows, "cash session").id;
}

let noteCounter = 5000;

/** Creates an open order holding `tableName` with the given lines. */
export async function createOrder(db: Db, spec: OrderSpec): Promise<OrderFixture> {
  const outletId = await outletIdOf(db, spec.outletCode ?? "DEMO");
  const cashierId = await userIdOf(db, spec.cashierEmail ?? "kasir@demo.test");
  const outlet = one(await db.select().from(outlets).where(eq(outlets.id, outletId)), "outlet");
  const tableName = spec.tableName ?? "Meja 1";
  const table = one(
    await db
      .select({ id: diningTables.id })
      .from(diningTables)
      .where(and(eq(diningTables.outletId, outletId), eq(diningTables.name, tableName))),
    `table ${tableName}`,
  );
  const typeId = spec.transactionTypeId ?? 1;
  noteCounter += 1;
  const order = one(
    await db
      .insert(orders)
      .values({
        outletId,
        noteNumber: spec.noteNumber ?? String(noteCounter),
        customerName: spec.customerName ?? "Pak Budi",
        orderTime: new Date(),
        tableId: table.id,
        transactionTypeId: typeId,
        cashierId,
        waiterId: cashierId,
        taxRateBp: outlet.taxRateBp,
        serviceChargeRateBp: outlet.serviceChargeRateBp,
        rounding: outlet.rounding,
      })
      .returning({ id: orders.id }),
    "order",
  );
  await db.insert(orderTables).values({ orderId: order.id, tableId: table.id });
  const lineIds: number[] = [];
  for (const line of spec.lines) {
    const item = one(
      await db
        .select({ id: menuItems.id, taxable: menuItems.taxable, serviceCharged: menuItems.serviceCharged, price: menuPrices.price })
        .from(menuItems)
        .innerJoin(menuPrices, and(eq(menuPrices.menuItemId, menuItems.id), eq(menuPrices.transactionTypeId, typeId)))
        .where(and(eq(menuItems.outletId, outletId), eq(menuItems.name, line.name))),
      `menu item ${line.name}`,
    );
    const rows = await db
      .insert(orderLines)
      .values({
        orderId: order.id,
        menuItemId: item.id,
        qty: line.qty,
        originalQty: line.qty,
        price: item.price,
        status: line.status ?? 0,
        approvalReason: line.reason ?? "",
        taxable: item.taxable,
        serviceCharged: item.serviceCharged,
      })
      .returning({ id: orderLines.id });
    lineIds.push(one(rows, "line").id);
  }
  return { orderId: order.id, outletId, tableId: table.id, lineIds };
}
