/**
 * Read side of orders: an order with what its screens show beside it (type, staff names, held
 * tables, units on the order). Used by the orders, kitchen and stock modules (modules/dishes: the
 * reads those share, so none of them imports another).
 */
import { and, asc, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import { diningTables, orders, transactionTypes, users } from "../../db/schema/index.ts";

/** A row of tmp_transaction. */
type OrderRow = typeof orders.$inferSelect;

/** A table an order holds: id and name (m_meja_id, m_meja_nama). */
export interface HeldTable {
  id: number;
  name: string;
}

/**
 * An order and its context. `tables` lists the held tables, main table first then merged ones in
 * display order (a closed order no longer holds tables: then its main table alone; a delivery note: none).
 * `dishCount` is the units on the order: Σ qty of lines not cancelled (status ≠ 2).
 */
export interface OrderHeader {
  order: OrderRow;
  /** m_t_t_name as stored, e.g. "dine in", "take away", "grab". */
  typeName: string;
  /** "reguler" or "ojol". */
  typeGroup: string;
  cashierName: string;
  waiterName: string | null;
  tables: HeldTable[];
  dishCount: number;
}

const cashier = alias(users, "cashier");
const waiter = alias(users, "waiter");
const mainTable = alias(diningTables, "main_table");

const heldTables = sql<HeldTable[] | null>`(
  select json_agg(json_build_object('id', mm.m_meja_id, 'name', mm.m_meja_nama)
    order by (mm.m_meja_id = ${orders.tableId}) desc, mm.m_meja_urut, mm.m_meja_id)
  from tmp_transaction_meja tm join m_meja mm on mm.m_meja_id = tm.m_meja_id
  where tm.tmp_transaction_id = ${orders.id})`;

const dishCount = sql<number>`(
  select coalesce(sum(d.qty), 0)::int from tmp_transaction_detail d
  where d.tmp_transaction_id = ${orders.id} and d.status <> 2)`;

/** The query of the outlet's orders matching `where`, oldest order time first (not run yet). */
function headerQuery(db: DbOrTx, outletId: number | Placeholder, where?: SQL) {
  return db
    .select({
      order: orders,
      typeName: transactionTypes.name,
      typeGroup: transactionTypes.group,
      cashierName: cashier.name,
      waiterName: waiter.name,
      mainTableName: mainTable.name,
      tables: heldTables,
      dishCount,
    })
    .from(orders)
    .innerJoin(transactionTypes, eq(transactionTypes.id, orders.transactionTypeId))
    .innerJoin(cashier, eq(cashier.id, orders.cashierId))
    .leftJoin(waiter, eq(waiter.id, orders.waiterId))
    .leftJoin(mainTable, eq(mainTable.id, orders.tableId))
    .where(and(eq(orders.outletId, outletId), where))
    .orderBy(asc(orders.orderTime), asc(orders.id));
}

type HeaderRow = Awaited<ReturnType<typeof headerQuery>>[number];

const toHeader = ({ mainTableName, tables, ...rest }: HeaderRow): OrderHeader => ({
  ...rest,
  tables: tables && tables.length > 0 ? tables : rest.order.tableId !== null ? [{ id: rest.order.tableId, name: mainTableName ?? "" }] : [], // a delivery note holds no table
});

/**
 * Orders of the outlet matching `where` (any extra condition on `orders`), oldest order time first.
 * @returns one OrderHeader per order.
 */
export async function findOrderHeaders(db: DbOrTx, outletId: number, where?: SQL): Promise<OrderHeader[]> {
  return (await headerQuery(db, outletId, where)).map(toHeader);
}

/** One order of the outlet (open or closed), or undefined. A prepared statement (db/prepared.ts): a hot path. */
export async function findOrderHeader(db: DbOrTx, outletId: number, orderId: number): Promise<OrderHeader | undefined> {
  const query = prepared(db, "order_header", () =>
    headerQuery(db, sql.placeholder("outletId"), eq(orders.id, sql.placeholder("orderId"))).prepare("order_header"),
  );
  const rows = await query.execute({ outletId, orderId });
  return rows[0] && toHeader(rows[0]);
}

/** The orders of the outlet with the given ids (any status). A prepared statement (the screens' nota headers). */
export async function findOrderHeadersByIds(db: DbOrTx, outletId: number, ids: number[]): Promise<OrderHeader[]> {
  if (ids.length === 0) {
    return [];
  }
  const query = prepared(db, "order_headers_by_ids", () =>
    headerQuery(db, sql.placeholder("outletId"), sql`${orders.id} = any(${sql.placeholder("ids")})`).prepare("order_headers_by_ids"),
  );
  return (await query.execute({ outletId, ids })).map(toHeader);
}
