/**
 * The cashier's side of QR online orders (foundations §2 /online-order, §3 "Pending online order",
 * "New-order notification", §4 "New-order count", "QR online order", §7 tmp-online calls).
 * Every change is one transaction with the pending order's row locked first, so two cashiers
 * accepting (or deleting) the same order at once settle on one outcome.
 */
import { MSG, QR_MSG } from "@waroeng/domain";
import { createOrderBody } from "@waroeng/domain/requests";
import { and, asc, eq, isNull, notExists, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import { diningTables, onlineOrders, orderTables } from "../../db/schema/index.ts";
import { notifyChange } from "../../lib/events.ts";
import { bodyRefusal, notFound } from "../../lib/http.ts";
import type { Auth } from "../../plugins/auth.ts";
import { customMenu } from "../orders/line-notes.service.ts";
import { addMenu } from "../orders/order-lines.service.ts";
import { createOrder, tableHolder } from "../orders/orders.service.ts";
import { sendToProduction } from "../orders/production.service.ts";
import { type NamedItem, nameItems, storedItems } from "./online.items.ts";

export type OnlineRow = typeof onlineOrders.$inferSelect;

/** A pending order with its table's name and its named lines. */
export interface PendingOrder {
  row: OnlineRow;
  tableName: string;
  items: NamedItem[];
}

/** The table name shown for a pending order: its table, or the take-away counter's label. */
function tableLabel(name: string | null): string {
  return name ?? QR_MSG.TAKE_AWAY_COUNTER;
}

/** Pending (status new) orders of the outlet, oldest first (GET /tmp-online/list). */
export async function listPending(db: DbOrTx, outletId: number): Promise<PendingOrder[]> {
  const rows = await db
    .select({ row: onlineOrders, tableName: diningTables.name })
    .from(onlineOrders)
    .leftJoin(diningTables, eq(diningTables.id, onlineOrders.tableId))
    .where(and(eq(onlineOrders.outletId, outletId), eq(onlineOrders.status, "new")))
    .orderBy(asc(onlineOrders.id));
  const named = await Promise.all(rows.map((r) => nameItems(db, outletId, r.row.transactionTypeId, [storedItems(r.row.items)])));
  return rows.map((r, i) => ({ row: r.row, tableName: tableLabel(r.tableName), items: named[i]?.[0] ?? [] }));
}

/**
 * GET /tmp-online/notif: `count` pending orders, `sound` of them not yet rung (off-notif marks),
 * `tmpId` the oldest of those (0 when none). The web rings when `tmpId` is new to it or `sound` < 2.
 */
export async function notification(db: DbOrTx, outletId: number): Promise<{ count: number; sound: number; tmpId: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      sound: sql<number>`(count(*) filter (where not ${onlineOrders.notified}))::int`,
      tmpId: sql<number>`coalesce(min(${onlineOrders.id}) filter (where not ${onlineOrders.notified}), 0)::int`,
    })
    .from(onlineOrders)
    .where(and(eq(onlineOrders.outletId, outletId), eq(onlineOrders.status, "new")));
  return row ?? { count: 0, sound: 0, tmpId: 0 };
}

/** GET /tmp-online/off-notif/{id}: marks the order's bell as rung (idempotent). 404 for another outlet's order. */
export async function markNotified(db: Db, outletId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(onlineOrders)
      .set({ notified: true })
      .where(and(eq(onlineOrders.id, id), eq(onlineOrders.outletId, outletId)))
      .returning({ id: onlineOrders.id });
    if (rows.length === 0) {
      throw notFound(QR_MSG.NOT_FOUND);
    }
    await notifyChange(tx, outletId, { topic: "online" });
  });
}

/** The outlet's pending order `id`, locked. @throws 404 unknown/other outlet; body 204 when no longer pending. */
async function lockPending(tx: DbOrTx, outletId: number, id: number): Promise<OnlineRow> {
  const [row] = await tx
    .select()
    .from(onlineOrders)
    .where(and(eq(onlineOrders.id, id), eq(onlineOrders.outletId, outletId)))
    .for("update");
  if (!row) {
    throw notFound(QR_MSG.NOT_FOUND);
  }
  if (row.status !== "new") {
    throw bodyRefusal(204, QR_MSG.ALREADY_PROCESSED, { title: MSG.OOPS_TITLE });
  }
  return row;
}

/** A pending order's table: its id (null: the take-away counter), name, and the open order holding it (0: free). */
async function tableOf(db: DbOrTx, outletId: number, row: OnlineRow): Promise<{ name: string; holder: number }> {
  if (row.tableId === null) {
    return { name: QR_MSG.TAKE_AWAY_COUNTER, holder: 0 };
  }
  const [t] = await db.select({ name: diningTables.name }).from(diningTables).where(eq(diningTables.id, row.tableId));
  return { name: t?.name ?? "", holder: await tableHolder(db, outletId, row.tableId) };
}

/**
 * GET /tmp-online/cek-nota/{tmpId}: `status` the open order on the pending order's table (> 0: the
 * table has a bill, foundations §4), 0 when free or a take-away counter order.
 */
export async function checkBill(db: DbOrTx, outletId: number, id: number): Promise<{ status: number; tableName: string }> {
  const [row] = await db
    .select()
    .from(onlineOrders)
    .where(and(eq(onlineOrders.id, id), eq(onlineOrders.outletId, outletId)));
  if (!row) {
    throw notFound(QR_MSG.NOT_FOUND);
  }
  const t = await tableOf(db, outletId, row);
  return { status: t.holder, tableName: t.name };
}

/** A free take-away slot (bungkus table no open order holds) of the outlet, or a refusal. */
async function freeTakeAwaySlot(tx: DbOrTx, outletId: number): Promise<number> {
  const held = tx.select({ one: orderTables.tableId }).from(orderTables).where(eq(orderTables.tableId, diningTables.id));
  const [slot] = await tx
    .select({ id: diningTables.id })
    .from(diningTables)
    .where(and(eq(diningTables.outletId, outletId), eq(diningTables.active, true), eq(diningTables.type, "bungkus"), notExists(held)))
    .orderBy(asc(diningTables.sortOrder), asc(diningTables.id))
    .limit(1);
  if (!slot) {
    throw bodyRefusal(204, QR_MSG.NO_TAKE_AWAY_SLOT, { title: MSG.OOPS_TITLE });
  }
  return slot.id;
}

/**
 * POST /tmp-online/terima: accepts a pending order, in ONE transaction with its row locked (a second
 * accept waits, then is refused `Pesanan sudah diproses kasir lain`: exactly one order). The target:
 * `moveTo` (Pindah Meja: an empty table, refused `Meja sudah digunakan` when held), else its own
 * table — added to the open order there (Tambahkan) or a new order (nota = the order code, Big Boss
 * = the guest's name) — or, from the take-away counter, the first free bungkus slot. Each line is
 * added unit by unit with addMenu with its options (the order's prices for its type; `Menu habis`
 * or an option refused refuses the whole accept), its note set with customMenu, then the order is sent to the kitchen with sendToProduction
 * (every unsent line of the order, as ORDER KE PRODUKSI would). The reused functions run in
 * savepoints of this transaction.
 * @returns the order id (`data.transactionId`).
 */
export async function acceptOnlineOrder(db: Db, auth: Auth, id: number, moveTo: number | undefined): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await lockPending(tx, auth.outletId, id);
    // The orders functions take the database and open their own (nested: savepoint) transactions.
    const inTx = tx as unknown as Db;
    let orderId = 0;
    let tableId = moveTo ?? row.tableId;
    if (tableId === null) {
      tableId = await freeTakeAwaySlot(tx, auth.outletId);
    } else if (moveTo === undefined) {
      orderId = await tableHolder(tx, auth.outletId, tableId);
    }
    if (orderId === 0) {
      // The note form a cashier would send: nota = the order code, Big Boss = the guest, time = when ordered.
      const form = createOrderBody.parse({
        tmp_transaction_m_meja_id: tableId,
        tmp_transaction_note_number: row.code,
        tmp_transaction_customer_name: row.customerName,
        tmp_transaction_order_time: row.createdAt.toISOString(),
      });
      orderId = await createOrder(inTx, auth, form);
    }
    const { lineIds, touched } = await addLines(inTx, auth.outletId, orderId, storedItems(row.items));
    // Only the guest's lines go to the kitchen: a cashier's unsent lines of the same bill wait for their own send.
    await sendToProduction(inTx, auth.outletId, orderId, touched);
    await markAccepted(tx, row.id, orderId, tableId, lineIds);
    await notifyChange(tx, auth.outletId, { topic: "online", orderId });
    return orderId;
  });
}

/**
 * Adds each stored line to the order as a line of its own (addMenu per unit with the line's options,
 * never joining the cashier's unsent line of the item; then customMenu for a note).
 * @returns `lineIds`: the line of each item (stored on the online order); `touched`: every line made.
 */
async function addLines(
  db: Db,
  outletId: number,
  orderId: number,
  items: ReturnType<typeof storedItems>,
): Promise<{ lineIds: number[]; touched: number[] }> {
  const lineIds: number[] = [];
  const touched = new Set<number>();
  for (const item of items) {
    let lineId = 0;
    // The guest's options, checked again as add-menu checks them (today's prices; sold out refuses).
    const options = item.options.map((o) => o.option_id);
    for (let unit = 0; unit < item.qty; unit++) {
      const line = await addMenu(
        db,
        outletId,
        unit === 0
          ? { orderId, menuItemId: item.m_menu_id, separate: true, options }
          : { orderId, lineId, menuItemId: item.m_menu_id, options },
      );
      lineId = line.id;
      touched.add(lineId);
    }
    if (item.custom_menu !== "") {
      const made = await customMenu(db, outletId, { lineId, qty: item.qty, note: item.custom_menu, takeaway: undefined });
      for (const m of made) {
        touched.add(m.id);
      }
      lineId = made[made.length - 1]?.id ?? lineId;
    }
    lineIds.push(lineId);
  }
  return { lineIds, touched: [...touched] };
}

async function markAccepted(tx: Tx, id: number, orderId: number, tableId: number, lineIds: number[]): Promise<void> {
  await tx
    .update(onlineOrders)
    .set({ status: "accepted", orderId, tableId, lineIds, notified: true, updatedAt: new Date() })
    .where(eq(onlineOrders.id, id));
}

/** GET /tmp-online/delete/{tmpId}: the pending order is deleted (kept as `deleted`: the guest sees it refused). */
export async function deleteOnlineOrder(db: Db, outletId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockPending(tx, outletId, id);
    await tx.update(onlineOrders).set({ status: "deleted", notified: true, updatedAt: new Date() }).where(eq(onlineOrders.id, row.id));
    await notifyChange(tx, outletId, { topic: "online" });
  });
}

/** A pending order of the outlet (any status) with its table name and named lines, for the bill. */
export async function loadOnlineOrder(db: DbOrTx, outletId: number, id: number): Promise<PendingOrder & { holder: number }> {
  const [row] = await db
    .select()
    .from(onlineOrders)
    .where(and(eq(onlineOrders.id, id), eq(onlineOrders.outletId, outletId), isNull(onlineOrders.orderId)));
  if (row?.status !== "new") {
    throw notFound(QR_MSG.NOT_FOUND);
  }
  const t = await tableOf(db, outletId, row);
  const [items] = await nameItems(db, outletId, row.transactionTypeId, [storedItems(row.items)]);
  return { row, tableName: t.name, holder: t.holder, items: items ?? [] };
}
