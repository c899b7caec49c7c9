/**
 * What the kitchen-prep (halTata), pickup (halAmbil) and active-orders (pesanAktif) screens load
 * (orders spec §2.1, §2.3, §2.4; docs/API.md "Kitchen and pickup"). Read-only.
 */
import { isDineIn, type LineOption, MSG, notaProgress, optionsKey } from "@waroeng/domain";
import type { OrderKind, PickupKind } from "@waroeng/domain/requests";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { dishes, menuTypes, orders } from "../../db/schema/index.ts";
import { notFound } from "../../lib/http.ts";
import { presentDish, presentPage, presentPickupNota, presentReadyNota } from "../dishes/dish.presenter.ts";
import {
  cancelledToday,
  type DishRow,
  dishesByOrder,
  dishesByOrderPrepared,
  findDishesPrepared,
  groupByOrder,
  kindCondition,
  NOTAS_PER_PAGE,
  outletMenuTypes,
  pageNotas,
  pageNotasPrepared,
  pendingDish,
} from "../dishes/dish.queries.ts";
import { findOrderHeader, findOrderHeadersByIds } from "../dishes/order-header.queries.ts";

/**
 * Nota badges of the kitchen-prep screen (GET /m-transaction-table/ready-status): notas of the
 * kind (open or paid) with dishes not yet delivered. `completed` when all those dishes are ready,
 * else `notCompleted`; also under `additional` when an additional dish is not ready. Oldest first.
 */
export async function readyStatus(db: DbOrTx, outletId: number, kind: OrderKind) {
  const where = () => and(pendingDish, kindCondition(kind));
  const pending = await findDishesPrepared(db, `kitchen_ready_status_${kind}`, where, { outletId }, () => pendingDish);
  const byOrder = groupByOrder(pending);
  const headers = await findOrderHeadersByIds(db, outletId, [...byOrder.keys()]);
  const completed = [];
  const notCompleted = [];
  const additional = [];
  for (const h of headers) {
    const list = byOrder.get(h.order.id) ?? [];
    const nota = presentReadyNota(h, list);
    if (notaProgress(nota.m_dish_status) === "completed") {
      completed.push(nota);
    } else {
      notCompleted.push(nota);
    }
    if (list.some((d) => d.dish.isAdditional && d.dish.isReady !== 1)) {
      additional.push(nota);
    }
  }
  return { completed, notCompleted, additional };
}

/** Pages notas having a dish matching `dishWhere` and presents each with those dishes. */
async function pickupPage(db: DbOrTx, outletId: number, page: number, dishWhere: SQL, orderWhere?: SQL) {
  const notas = await pageNotas(db, outletId, page, dishWhere, orderWhere);
  const headers = await findOrderHeadersByIds(db, outletId, notas.ids);
  const byOrder = await dishesByOrder(db, outletId, notas.ids, dishWhere);
  const data = headers.map((h) => presentPickupNota(h, byOrder.get(h.order.id) ?? []));
  return presentPage(notas, NOTAS_PER_PAGE, data);
}

/**
 * The pickup screen (POST /m-dish-status/ready-by-type; orders §2.3, §4): undelivered, uncancelled
 * dishes whose menu type is picked up as `kind` (makan | minum), grouped per nota, 6 notas a page
 * by order time. A nota is listed while its waiter has something left to do there: a dish still
 * to serve, or, on an open nota, Selesai. A paid (closed) nota whose dishes of the kind are all
 * served has left the list: nothing is left to take to its table.
 */
export async function readyByType(db: DbOrTx, outletId: number, kind: PickupKind, page: number) {
  // The pickup screen's statements are prepared (db/prepared.ts): the kind is a placeholder.
  const dishWhere = () => and(pendingDish, eq(menuTypes.pickup, sql.placeholder("kind"))) as SQL;
  // Which notas: those with a dish to serve, or of an open order (checked on the few pending dishes).
  const listed = () =>
    and(
      dishWhere(),
      sql`(${dishes.isServed} = 0 or exists (select 1 from ${orders} o where o.tmp_transaction_id = ${dishes.orderId} and o.tmp_transaction_status = 0))`,
    ) as SQL;
  const notas = await pageNotasPrepared(db, "pickup_listed_notas", listed, { outletId, kind, page });
  const headers = await findOrderHeadersByIds(db, outletId, notas.ids);
  const byOrder = await dishesByOrderPrepared(db, "pickup_dishes", dishWhere, { outletId, kind, orderIds: notas.ids });
  const data = headers.map((h) => presentPickupNota(h, byOrder.get(h.order.id) ?? []));
  return presentPage(notas, NOTAS_PER_PAGE, data);
}

/**
 * Pesan Aktif (POST /m-dish-status/active): every uncancelled dish of open notas (delivered ones
 * too), optionally only one pickup kind; same paging and shape as the pickup screen.
 */
export async function activeOrders(db: DbOrTx, outletId: number, kind: PickupKind | undefined, page: number) {
  const dishWhere = and(eq(dishes.isCancelled, false), kind ? eq(menuTypes.pickup, kind) : undefined) as SQL;
  return pickupPage(db, outletId, page, dishWhere, eq(orders.status, 0));
}

/**
 * The dishes of one order, uncancelled, by menu type (GET /m-dish-status/by-transaction/{id}).
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan`.
 */
export async function dishesOfOrder(db: DbOrTx, outletId: number, orderId: number) {
  if (!(await findOrderHeader(db, outletId, orderId))) {
    throw notFound(MSG.TRANSACTION_NOT_FOUND);
  }
  const ofOrder = () => and(eq(dishes.orderId, sql.placeholder("orderId")), eq(dishes.isCancelled, false));
  const rows = await findDishesPrepared(db, "dishes_of_order", ofOrder, { outletId, orderId });
  return rows.map(presentDish);
}

/** Dishes counted per set of options (their `optionsKey`), in the order of each set's first dish. */
export function variantsOf(rows: readonly DishRow[]): Array<{ options: LineOption[]; count: number }> {
  const byKey = new Map<string, { options: LineOption[]; count: number }>();
  for (const row of rows) {
    const key = optionsKey(row.dish.options);
    const entry = byKey.get(key) ?? { options: row.dish.options, count: 0 };
    entry.count++;
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}

/**
 * The kitchen-prep menu cards (GET /m-dish-status/available): dishes not ready yet (and not
 * cancelled or delivered) of orders of the kind (all when omitted). `by_menu`: per menu item, its
 * pending dishes split into `dine_in` and `take_away` (every other type) and counted per set of
 * options (`variants`, in the order of their oldest dish); `by_menu_jenis`: every
 * menu type with its pending count (tab badges); `cancelled`: today's cancelled dishes.
 */
export async function availableDishes(db: DbOrTx, outletId: number, kind: OrderKind | undefined) {
  const notReady = () => and(pendingDish, eq(dishes.isReady, 0)) as SQL;
  const where = () => and(notReady(), kindCondition(kind));
  const rows = await findDishesPrepared(db, `kitchen_available_${kind ?? "all"}`, where, { outletId }, notReady);
  const byMenu = new Map<number, { head: DishRow; all: DishRow[]; dineIn: DishRow[]; takeAway: DishRow[] }>();
  for (const row of rows) {
    const entry = byMenu.get(row.dish.menuItemId) ?? { head: row, all: [], dineIn: [], takeAway: [] };
    entry.all.push(row);
    (isDineIn(row.typeId) ? entry.dineIn : entry.takeAway).push(row);
    byMenu.set(row.dish.menuItemId, entry);
  }
  const types = await outletMenuTypes(db, outletId);
  const cancelled = await cancelledToday(db, outletId);
  return {
    by_menu: [...byMenu.values()].map(({ head, all, dineIn, takeAway }) => ({
      m_menu_id: head.dish.menuItemId,
      m_menu_nama: head.menuName,
      m_menu_m_menu_jenis_id: head.dish.menuTypeId,
      m_menu_m_kategori_id: head.dish.categoryId,
      count: dineIn.length + takeAway.length,
      variants: variantsOf(all),
      dine_in: dineIn.map(presentDish),
      take_away: takeAway.map(presentDish),
    })),
    by_menu_jenis: types.map((t) => ({
      m_menu_jenis_id: t.id,
      m_menu_jenis_nama: t.name,
      m_menu_jenis_ambil: t.pickup,
      count: rows.filter((r) => r.dish.menuTypeId === t.id).length,
    })),
    cancelled: cancelled.map((r) => ({
      id: r.dish.id,
      m_menu_nama: r.menuName,
      options: r.dish.options,
      m_transaction_table_note_number: r.noteNumber,
      updated_at: r.dish.updatedAt.toISOString(),
    })),
  };
}
