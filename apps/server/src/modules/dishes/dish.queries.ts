/**
 * Read side of the kitchen and pickup screens (orders spec §2.1 halTata, §2.3 halAmbil,
 * §2.4 pesanAktif): dishes with their item, menu type and order, and notas paged by order time.
 */

import { TRANSACTION_TYPE } from "@waroeng/domain";
import type { OrderKind } from "@waroeng/domain/requests";
import { and, asc, count, eq, exists, inArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import { dishes, menuItems, menuTypes, orders, transactionTypes } from "../../db/schema/index.ts";

/** A dish with what the screens print beside it. */
export interface DishRow {
  dish: typeof dishes.$inferSelect;
  menuName: string;
  menuTypeName: string;
  /** m_menu_jenis_ambil: makan | minum. */
  pickup: string;
  noteNumber: string;
  customerName: string;
  /** m_t_t_name of the order, e.g. "dine in". */
  typeName: string;
  /** m_t_t_id of the order: 1 dine in (the domain's `isDineIn`). */
  typeId: number;
}

/** Notas per page on the pickup and active-orders screens. */
export const NOTAS_PER_PAGE = 6;

/**
 * Dishes still on the screens: not cancelled and not yet delivered. Written with literals, exactly as
 * the predicate of the partial index m_dish_status_pending_idx, so that even a generic (prepared) plan
 * can use that index instead of scanning the outlet's whole history.
 */
export const pendingDish: SQL = sql`(${dishes.isCancelled} = false and ${dishes.deliveredAt} is null)`;

/**
 * Dishes of orders of this kind: dine_in = the dine-in transaction type (by id, `TRANSACTION_TYPE.DINE_IN`,
 * as the domain's `isDineIn` decides); take_away = every other type.
 */
export function kindCondition(kind: OrderKind | undefined): SQL | undefined {
  if (!kind) {
    return undefined;
  }
  const dineIn = sql`${orders.transactionTypeId} = ${sql.raw(String(TRANSACTION_TYPE.DINE_IN))}`;
  return kind === "dine_in" ? dineIn : sql`not (${dineIn})`;
}

/**
 * Orders of the outlet having a dish matching `dishWhere` (on dishes and menu types), as a condition on
 * `orders.id`: `= any(array(subquery))`, so the planner reads the few matching dishes through their
 * partial index and then each order by its key, and never hashes the outlet's whole order history
 * (with a semi-join or EXISTS it misjudged how many dishes are pending and scanned every order).
 */
function ordersWithDish(db: DbOrTx, outletId: number | Placeholder, dishWhere: SQL): SQL {
  const ids = db
    .select({ id: dishes.orderId })
    .from(dishes)
    .innerJoin(menuTypes, eq(menuTypes.id, dishes.menuTypeId))
    .where(and(eq(dishes.outletId, outletId), dishWhere));
  return sql`${orders.id} = any(array(${ids}))`;
}

/** The names a dish row is shown with (menu, menu type, pickup kind, nota, Big Boss, transaction type). */
export const dishNames = {
  menuName: menuItems.name,
  menuTypeName: menuTypes.name,
  pickup: menuTypes.pickup,
  noteNumber: orders.noteNumber,
  customerName: orders.customerName,
  typeName: transactionTypes.name,
  typeId: orders.transactionTypeId,
};

/**
 * The query of the outlet's dishes matching `where`, by order time, menu type, id (not run yet).
 * `driving`: the part of `where` on dishes and menu types only, when it picks few dishes out of the
 * history (pending, cancelled today): their orders are then read by key (ordersWithDish).
 */
function dishQuery(db: DbOrTx, outletId: number | Placeholder, where?: SQL, driving?: SQL) {
  return db
    .select({ dish: dishes, ...dishNames })
    .from(dishes)
    .innerJoin(menuItems, eq(menuItems.id, dishes.menuItemId))
    .innerJoin(menuTypes, eq(menuTypes.id, dishes.menuTypeId))
    .innerJoin(orders, eq(orders.id, dishes.orderId))
    .innerJoin(transactionTypes, eq(transactionTypes.id, orders.transactionTypeId))
    .where(and(eq(dishes.outletId, outletId), where, driving ? ordersWithDish(db, outletId, driving) : undefined))
    .orderBy(asc(orders.orderTime), asc(orders.id), asc(menuTypes.sortOrder), asc(dishes.id));
}

/** Dishes of the outlet matching `where` (on dishes, menu types, orders or transaction types), by order time, menu type, id. */
export async function findDishes(db: DbOrTx, outletId: number, where?: SQL): Promise<DishRow[]> {
  return dishQuery(db, outletId, where);
}

/**
 * Dishes of the outlet matching `where`, as the prepared statement `name` (db/prepared.ts): `where`
 * (and `driving`, see dishQuery) must be the same SQL for every call under that name; values from `params`.
 */
export async function findDishesPrepared(
  db: DbOrTx,
  name: string,
  where: () => SQL | undefined,
  params: Record<string, unknown> & { outletId: number },
  driving?: () => SQL,
): Promise<DishRow[]> {
  const build = () => {
    const outlet = sql.placeholder("outletId");
    return dishQuery(db, outlet, where(), driving?.()).prepare(name);
  };
  return prepared(db, name, build).execute(params);
}

/** A page of nota ids (oldest order time first) having at least one dish matching `dishWhere`. */
export interface NotaPage {
  ids: number[];
  total: number;
  page: number;
  lastPage: number;
}

/** The count and the page of nota ids for pageNotas (not run yet). */
function notaPageQueries(db: DbOrTx, outletId: number | Placeholder, offset: number | Placeholder, dishWhere: SQL, orderWhere?: SQL) {
  // With `orderWhere` (open orders: few) the orders drive and each is checked for a dish; without it the
  // few pending dishes drive (ordersWithDish).
  const hasDish = orderWhere
    ? exists(
        db
          .select({ one: sql`1` })
          .from(dishes)
          .innerJoin(menuTypes, eq(menuTypes.id, dishes.menuTypeId))
          .where(and(eq(dishes.orderId, orders.id), dishWhere)),
      )
    : ordersWithDish(db, outletId, dishWhere);
  const where = and(eq(orders.outletId, outletId), orderWhere, hasDish);
  return {
    count: db.select({ n: count() }).from(orders).where(where),
    // The total rides along (a window count, before LIMIT): one round trip unless the page is past the end.
    ids: db
      .select({ id: orders.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(orders)
      .where(where)
      .orderBy(asc(orders.orderTime), asc(orders.id))
      .limit(NOTAS_PER_PAGE)
      .offset(offset),
  };
}

async function toPage(
  rows: Array<{ id: number; total: number }>,
  page: number,
  countAll: () => Promise<Array<{ n: number }>>,
): Promise<NotaPage> {
  const total = rows[0]?.total ?? (page > 1 ? ((await countAll())[0]?.n ?? 0) : 0);
  return { ids: rows.map((r) => r.id), total, page, lastPage: Math.max(1, Math.ceil(total / NOTAS_PER_PAGE)) };
}

/**
 * Pages the outlet's notas that have a dish matching `dishWhere` (conditions on dishes and menu
 * types), optionally only orders matching `orderWhere`. `NOTAS_PER_PAGE` per page.
 */
export async function pageNotas(db: DbOrTx, outletId: number, page: number, dishWhere: SQL, orderWhere?: SQL): Promise<NotaPage> {
  const q = notaPageQueries(db, outletId, (page - 1) * NOTAS_PER_PAGE, dishWhere, orderWhere);
  return toPage(await q.ids, page, async () => q.count);
}

/**
 * pageNotas as the prepared statements `name_ids` and `name_count` (db/prepared.ts): `dishWhere` must
 * be the same SQL for every call under that name; its values come from `params`.
 */
export async function pageNotasPrepared(
  db: DbOrTx,
  name: string,
  dishWhere: () => SQL,
  params: Record<string, unknown> & { outletId: number; page: number },
): Promise<NotaPage> {
  const q = prepared(db, name, () => {
    const built = notaPageQueries(db, sql.placeholder("outletId"), sql.placeholder("offset"), dishWhere());
    return { ids: built.ids.prepare(`${name}_ids`), count: built.count.prepare(`${name}_count`) };
  });
  const values = { ...params, offset: (params.page - 1) * NOTAS_PER_PAGE };
  return toPage(await q.ids.execute(values), params.page, () => q.count.execute(values));
}

/** Dishes of these orders matching `where`, grouped by order id (order kept). */
export async function dishesByOrder(db: DbOrTx, outletId: number, orderIds: number[], where?: SQL): Promise<Map<number, DishRow[]>> {
  if (orderIds.length === 0) {
    return new Map();
  }
  return groupByOrder(await findDishes(db, outletId, and(inArray(dishes.orderId, orderIds), where)));
}

/** dishesByOrder as the prepared statement `name`: `where` is the same SQL for every call; values from `params`. */
export async function dishesByOrderPrepared(
  db: DbOrTx,
  name: string,
  where: () => SQL,
  params: Record<string, unknown> & { outletId: number; orderIds: number[] },
): Promise<Map<number, DishRow[]>> {
  if (params.orderIds.length === 0) {
    return new Map();
  }
  const byIds = () => and(sql`${dishes.orderId} = any(${sql.placeholder("orderIds")})`, where());
  return groupByOrder(await findDishesPrepared(db, name, byIds, params));
}

/** Rows grouped by order id, order kept. */
export function groupByOrder(rows: DishRow[]): Map<number, DishRow[]> {
  const out = new Map<number, DishRow[]>();
  for (const row of rows) {
    const list = out.get(row.dish.orderId) ?? [];
    list.push(row);
    out.set(row.dish.orderId, list);
  }
  return out;
}

/** Menu types of the outlet in display order (tabs of the kitchen-prep screen). */
export async function outletMenuTypes(db: DbOrTx, outletId: number) {
  return prepared(db, "kitchen_menu_types", () =>
    db
      .select()
      .from(menuTypes)
      .where(eq(menuTypes.outletId, sql.placeholder("outletId")))
      .orderBy(asc(menuTypes.sortOrder), asc(menuTypes.id))
      .prepare("kitchen_menu_types"),
  ).execute({ outletId });
}

/** The start of today in Asia/Jakarta, as a timestamptz. */
const JAKARTA_MIDNIGHT = sql`(date_trunc('day', now() at time zone 'Asia/Jakarta') at time zone 'Asia/Jakarta')`;

/** Cancelled dishes of today (Asia/Jakarta), newest first: the kitchen's cancelled panel. */
export async function cancelledToday(db: DbOrTx, outletId: number): Promise<DishRow[]> {
  // `is_cancelled = true` as a literal, like the predicate of m_dish_status_cancelled_idx (see pendingDish).
  // Today as a range of updated_at (its index), not a cast of every cancelled dish's time.
  const today = () =>
    sql`${dishes.isCancelled} = true and ${dishes.updatedAt} >= ${JAKARTA_MIDNIGHT} and ${dishes.updatedAt} < ${JAKARTA_MIDNIGHT} + interval '1 day'`;
  const rows = await findDishesPrepared(db, "kitchen_cancelled_today", today, { outletId }, today);
  return rows.sort((a, b) => b.dish.updatedAt.getTime() - a.dish.updatedAt.getTime());
}
