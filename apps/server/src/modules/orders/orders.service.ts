/**
 * Open orders and the tables they hold (foundations §2 dashboard, §4 creating a note, §5, §9;
 * docs/API.md "Tables and open orders").
 */
import { can, jakartaParts, MSG, tableKind } from "@waroeng/domain";
import type { CreateOrderBody } from "@waroeng/domain/requests";
import { and, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import { orders, orderTables, outlets } from "../../db/schema/index.ts";
import { uniqueViolation } from "../../lib/db-errors.ts";
import { eventPayload, notifyExpression } from "../../lib/events.ts";
import { ApiError, bodyRefusal, notFound } from "../../lib/http.ts";
import type { Auth } from "../../plugins/auth.ts";
import { findOrderHeader, findOrderHeaders, type OrderHeader } from "../dishes/order-header.queries.ts";
import { createDeliveryNote } from "./delivery-note.ts";
import { loadTables, type NewOrder, resolveNoteFields, resolveType, resolveWaiter } from "./new-order.ts";
import { notaAutoOn, proposeNoteNumber } from "./nota-auto.ts";
import { parseOrderTime } from "./order-time.ts";

/**
 * Automatic numbers tried before giving up: express names (`SS-…`, `SS-…-2`, … `SS-…-20`: one
 * cashier, one second) and "nota otomatis" numbers (re-read after another till took one).
 */
const AUTO_NAME_ATTEMPTS = 20;

/**
 * Opens an order (POST /tmp-transaction) on its main table plus merged tables, in one
 * statement (so one transaction; its event inside): the order row (outlet's tax, service charge and rounding snapshotted; cashier and
 * waiter = the user unless a staff member is picked) and one tmp_transaction_meja row per table.
 * Without a table: a delivery-platform note holding none (`createDeliveryNote`, delivery-note.ts).
 * Races are settled by unique indexes: a held table → HTTP 200 meta.code 204 `Meja sudah digunakan`
 * (`… kasir lain` for an express table); an order of the outlet with the same number opened the same
 * Asia/Jakarta business date (open or closed), or still open from an earlier day → HTTP 200 meta.code 204
 * `Nomor Nota sudah ada` (unique indexes `tmp_transaction_day_nota_uq`, `tmp_transaction_open_nota_uq`).
 * With "nota otomatis" on, a dine-in or take-away note without a number gets the day's next free one;
 * two tills racing for it both succeed, with consecutive numbers (the loser re-reads and retries).
 * @returns the new order id.
 */
export async function createOrder(db: Db, auth: Auth, body: CreateOrderBody, now = new Date()): Promise<number> {
  const outletId = auth.outletId;
  const mainId = body.tmp_transaction_m_meja_id;
  if (mainId === undefined) {
    return createDeliveryNote(db, auth, body, now);
  }
  const merged = (body.tmp_transaction_table_list ?? "").split(",").filter(Boolean).map(Number);
  const tableIds = [...new Set([mainId, ...merged])];
  const tables = await loadTables(db, outletId, tableIds);
  const mainType = tables.find((t) => t.id === mainId)?.type ?? "meja";
  if (tableKind(mainType) === "dine_in" && !can(auth.role, "order.dineIn")) {
    // wbd does not see the dine-in MEJA card (foundations §6): the call is refused too.
    throw new ApiError(403, MSG.ACCESS_DENIED, { title: MSG.ACCESS_DENIED_TITLE });
  }
  const express = tableKind(mainType) === "express";
  const type = await resolveType(db, body.tmp_transaction_m_t_t_name, mainType, outletId);
  // "Nota otomatis": a dine-in or take-away note without a number takes the day's next free one.
  const autoNota = body.tmp_transaction_note_number === undefined && !express && (await notaAutoOn(db, outletId));
  const propose = async () => (autoNota ? await proposeNoteNumber(db, outletId, now) : undefined);
  const nameFor = (attempt: number, proposed: string | null | undefined) =>
    resolveNoteFields(body, { express, typeName: type.name, outletId, userId: auth.userId, now, attempt, proposed });
  let proposed = await propose();
  nameFor(1, proposed); // refuse a bad form before anything else
  const orderTime = parseOrderTime(body.tmp_transaction_order_time, now, "tmp_transaction_order_time");
  const kitchenDone = body.tmp_transaction_kitchen_done_time
    ? parseOrderTime(body.tmp_transaction_kitchen_done_time, now, "tmp_transaction_kitchen_done_time")
    : null;
  const waiterId = await resolveWaiter(db, outletId, body.m_transaction_table_by, auth.userId);
  // An express name already taken (the same cashier opened another express table in the same
  // second) takes the next suffix, an automatic number taken by another till the next free one; a
  // nota number typed by the user is refused as before.
  for (let attempt = 1; ; attempt++) {
    if (attempt > 1) {
      proposed = await propose();
    }
    const { noteNumber, customerName, auto } = nameFor(attempt, proposed);
    try {
      return await insertOrder(db, auth, {
        noteNumber,
        customerName,
        body,
        mainId,
        tableIds,
        type,
        orderTime,
        kitchenDone,
        waiterId,
        express,
        now,
      });
    } catch (err) {
      const taken = err instanceof ApiError && err.message === MSG.NOTA_EXISTS;
      if (!(taken && auto && attempt < AUTO_NAME_ATTEMPTS)) {
        throw err;
      }
    }
  }
}

/**
 * The one statement of createOrder (built once: db/prepared.ts): the order with the outlet's rates
 * read in it, its tables (`tableIds`, the main one first), and the event carrying the new order's id.
 */
function insertOrderStatement(db: Db) {
  return prepared(db, "order_insert", () => {
    const outletId = sql.placeholder("outletId");
    const ofOutlet = (column: typeof outlets.taxRateBp | typeof outlets.serviceChargeRateBp | typeof outlets.rounding) =>
      sql`(${db.select({ v: column }).from(outlets).where(eq(outlets.id, outletId))})`;
    const ph = (name: string) => sql.placeholder(name) as unknown as string;
    const created = db.$with("created").as(
      db
        .insert(orders)
        .values({
          outletId: outletId as unknown as number,
          noteNumber: ph("noteNumber"),
          businessDate: ph("businessDate"),
          customerName: ph("customerName"),
          orderTime: sql.placeholder("orderTime") as unknown as Date,
          kitchenDoneTime: sql`${sql.placeholder("kitchenDone")}::timestamptz`,
          memberId: ph("memberId"),
          tableId: sql.placeholder("mainId") as unknown as number,
          transactionTypeId: sql.placeholder("typeId") as unknown as number,
          cashierId: sql.placeholder("cashierId") as unknown as number,
          waiterId: sql.placeholder("waiterId") as unknown as number,
          taxRateBp: ofOutlet(outlets.taxRateBp),
          serviceChargeRateBp: ofOutlet(outlets.serviceChargeRateBp),
          rounding: ofOutlet(outlets.rounding),
        })
        .returning({ id: orders.id }),
    );
    const tableIds = sql`${sql.placeholder("tableIds")}::int[]`;
    const payload = sql`json_strip_nulls(json_build_object('topic', 'orders', 'orderId', ${created.id},
      'tableIds', array_to_json(${sql.placeholder("eventTableIds")}::int[]), 'outletId', ${outletId}::int))`;
    return db
      .with(created)
      .insert(orderTables)
      .select(sql`select ${created.id}, t from ${created}, unnest(${tableIds}) as t`)
      .returning({ orderId: orderTables.orderId, notified: sql`(select ${notifyExpression(payload)} from ${created})` })
      .prepare("order_insert");
  });
}

/** The one statement of createOrder; unique violations → the spec's refusals. */
async function insertOrder(db: Db, auth: Auth, o: NewOrder): Promise<number> {
  const { mainId, tableIds, express } = o;
  // ONE statement (atomic without begin/commit), its text fixed: every value is a placeholder.
  try {
    const rows = await insertOrderStatement(db).execute({
      outletId: auth.outletId,
      noteNumber: o.noteNumber,
      businessDate: jakartaParts(o.now).date,
      customerName: o.customerName,
      orderTime: o.orderTime,
      kitchenDone: o.kitchenDone?.toISOString() ?? null,
      memberId: o.body.tmp_transaction_member_id ?? "",
      mainId,
      typeId: o.type.id,
      cashierId: auth.userId,
      waiterId: o.waiterId,
      tableIds,
      eventTableIds: eventPayload({ topic: "orders", tableIds }).tableIds ?? null,
    });
    const row = rows[0];
    if (!row) {
      throw new Error("insert into tmp_transaction returned no row");
    }
    return row.orderId;
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint === "tmp_transaction_meja_table_uq") {
      throw bodyRefusal(204, express ? MSG.TABLE_IN_USE_EXPRESS : MSG.TABLE_IN_USE, { title: MSG.OOPS_TITLE });
    }
    if (constraint === "tmp_transaction_open_nota_uq" || constraint === "tmp_transaction_day_nota_uq") {
      // `errors` names the field at fault (as a 422 does), so a client keeps the form open by a field, not the text.
      throw bodyRefusal(204, MSG.NOTA_EXISTS, { extra: { errors: { tmp_transaction_note_number: MSG.NOTA_EXISTS } } });
    }
    throw err;
  }
}

/**
 * Open orders of the outlet keyed by every table they hold (merged ones too), optionally only
 * for `tableIds` (GET /tmp-transaction).
 */
export async function openOrdersByTable(db: DbOrTx, outletId: number, tableIds?: number[]): Promise<Map<number, OrderHeader>> {
  const keep = tableIds ? new Set(tableIds) : undefined;
  const out = new Map<number, OrderHeader>();
  for (const h of await findOrderHeaders(db, outletId, eq(orders.status, 0))) {
    for (const t of h.tables) {
      if (!keep || keep.has(t.id)) {
        out.set(t.id, h);
      }
    }
  }
  return out;
}

/** Open delivery-platform (ojol group) orders of the outlet, oldest first (GET /tmp-transaction?ojol=true). */
export async function openDeliveryOrders(db: DbOrTx, outletId: number): Promise<OrderHeader[]> {
  const all = await findOrderHeaders(db, outletId, eq(orders.status, 0));
  return all.filter((h) => h.typeGroup === "ojol");
}

/**
 * The open order holding a table (GET /tmp-transaction/cek-meja/{tableId}): its id, or 0 when free.
 * @throws ApiError 404 `Meja tidak ditemukan` for a table of another outlet or unknown.
 */
export async function tableHolder(db: DbOrTx, outletId: number, tableId: number): Promise<number> {
  await loadTables(db, outletId, [tableId]);
  const rows = await db
    .select({ id: orders.id })
    .from(orderTables)
    .innerJoin(orders, eq(orders.id, orderTables.orderId))
    .where(and(eq(orderTables.tableId, tableId), eq(orders.outletId, outletId), eq(orders.status, 0)));
  return rows[0]?.id ?? 0;
}

/** 1 when the order exists in the outlet and is open, else 0 (GET /tmp-transaction/cek/{id}). */
export async function orderIsOpen(db: DbOrTx, outletId: number, orderId: number): Promise<0 | 1> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.outletId, outletId), eq(orders.status, 0)));
  return rows[0] ? 1 : 0;
}

/**
 * One order of the outlet, open or closed (GET /tmp-transaction/{id}).
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan`.
 */
export async function getOrder(db: DbOrTx, outletId: number, orderId: number): Promise<OrderHeader> {
  const h = await findOrderHeader(db, outletId, orderId);
  if (!h) {
    throw notFound(MSG.TRANSACTION_NOT_FOUND);
  }
  return h;
}
