/**
 * Dish state changes (orders spec §4): not ready ⇄ ready (kitchen), ready ⇄ served (waiters),
 * and Selesai on the pickup screen (set-delivered). Each change is one transaction with the rows
 * locked, and notifies live screens.
 */
import { API_MSG, MSG } from "@waroeng/domain";
import type { PickupKind } from "@waroeng/domain/requests";
import { and, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prepared, preparedSql } from "../../db/prepared.ts";
import { dishes, menuItems, menuTypes, orders, transactionTypes } from "../../db/schema/index.ts";
import { MAX_EVENT_IDS, notifyExpression } from "../../lib/events.ts";
import { conflict, notFound } from "../../lib/http.ts";
import { type DishRow, dishNames } from "../dishes/dish.queries.ts";

const DISH_NOT_FOUND = API_MSG.MENU_NOT_FOUND;
const DISH_CANCELLED = API_MSG.DISH_CANCELLED;
const DISH_SERVED = API_MSG.DISH_SERVED;
const DISH_NOT_READY = API_MSG.DISH_NOT_READY;
const DISH_DELIVERED = API_MSG.DISH_DELIVERED;
const NOT_ALL_SERVED = API_MSG.NOT_ALL_SERVED;

/** The four dish toggles of the kitchen and pickup screens. */
export type DishChange = "ready" | "not-ready" | "served" | "not-served";

/** Per toggle: the columns it sets and the condition on the dish's row that allows it. */
const TOGGLE: Record<DishChange, { set: Partial<typeof dishes.$inferInsert>; allowed?: SQL }> = {
  ready: { set: { isReady: 1 } },
  "not-ready": { set: { isReady: 0 }, allowed: sql`${dishes.isServed} <> 1` },
  served: { set: { isServed: 1 }, allowed: sql`${dishes.isReady} = 1` },
  "not-served": { set: { isServed: 0 }, allowed: sql`${dishes.deliveredAt} is null` },
};

/**
 * The toggle as ONE prepared statement (no transaction round trips): the UPDATE locks the dish and
 * re-checks its guard on the latest row (so concurrent toggles run one after the other), returns the
 * dish with what the screens print beside it, and publishes the `dishes` event (its order, dish and
 * menu type ids) with `pg_notify` in the same statement: delivered only when it commits.
 * No row when the dish is unknown, of another outlet, cancelled, or its guard refuses the toggle.
 */
function toggleStatement(db: Db, change: DishChange) {
  const name = `dish_toggle_${change.replace("-", "_")}`;
  return prepared(db, name, () => {
    const { set, allowed } = TOGGLE[change];
    const upd = db.$with("upd").as(
      db
        .update(dishes)
        .set({ ...set, updatedAt: sql`now()` })
        .where(
          and(
            eq(dishes.id, sql.placeholder("dishId")),
            eq(dishes.outletId, sql.placeholder("outletId")),
            eq(dishes.isCancelled, false),
            allowed,
          ),
        )
        .returning(),
    );
    const dish = Object.fromEntries(Object.keys(getTableColumns(dishes)).map((key) => [key, upd[key as keyof typeof upd]])) as {
      [K in keyof typeof dishes.$inferSelect]: (typeof upd)[K];
    };
    const event = sql`json_build_object('topic', 'dishes', 'orderId', ${upd.orderId}, 'dishIds', json_build_array(${upd.id}),
      'menuTypeIds', json_build_array(${upd.menuTypeId}), 'outletId', ${upd.outletId})`;
    return db
      .with(upd)
      .select({ dish, ...dishNames, notified: notifyExpression(event) })
      .from(upd)
      .innerJoin(menuItems, eq(menuItems.id, upd.menuItemId))
      .innerJoin(menuTypes, eq(menuTypes.id, upd.menuTypeId))
      .innerJoin(orders, eq(orders.id, upd.orderId))
      .innerJoin(transactionTypes, eq(transactionTypes.id, orders.transactionTypeId))
      .prepare(name);
  });
}

/** Why `change` is refused for `dish` as it is now, or undefined when it is allowed. */
function refusal(dish: typeof dishes.$inferSelect, change: DishChange): string | undefined {
  if (dish.isCancelled) {
    return DISH_CANCELLED;
  }
  if (change === "not-ready" && dish.isServed === 1) {
    return DISH_SERVED;
  }
  if (change === "served" && dish.isReady !== 1) {
    return DISH_NOT_READY;
  }
  if (change === "not-served" && dish.deliveredAt) {
    return DISH_DELIVERED;
  }
  return undefined;
}

/**
 * Applies one toggle to a dish of the outlet, with the dish row locked: one statement (see
 * toggleStatement); only a refused toggle reads the dish again to say why.
 * Rules: a cancelled dish changes no more (409 `Menu sudah dibatalkan`); un-ready a served dish →
 * 409 `Menu sudah disajikan`; serve a dish not ready → 409 `Menu belum siap`; un-serve a delivered
 * dish → 409 `Menu sudah diantar`. Setting a flag already set is a no-op success (the event is sent).
 * @returns the dish after the change.
 * @throws ApiError 404 `Menu tidak ditemukan` for an unknown dish or one of another outlet.
 */
export async function changeDish(db: Db, outletId: number, dishId: number, change: DishChange): Promise<DishRow> {
  // A refusal read after a concurrent change may find the toggle allowed again: then it is retried.
  for (let attempt = 0; ; attempt++) {
    const [row] = await toggleStatement(db, change).execute({ dishId, outletId });
    if (row) {
      const { notified: _, ...dish } = row;
      return dish;
    }
    const current = (
      await db
        .select()
        .from(dishes)
        .where(and(eq(dishes.id, dishId), eq(dishes.outletId, outletId)))
    )[0];
    if (!current) {
      throw notFound(DISH_NOT_FOUND);
    }
    const refused = refusal(current, change);
    if (refused || attempt >= 2) {
      throw conflict(refused ?? MSG.DATA_CHANGED);
    }
  }
}

/**
 * Selesai on the pickup screen (GET /m-dish-status/set-delivered): marks the nota's undelivered
 * dishes of menu types picked up as `kind` (all of them when omitted) delivered. The order row is
 * locked first, so a dish cannot be added meanwhile. When no dish of the order is left pending,
 * the order's delivered time is set too. Open and paid orders alike (take-away is paid first).
 * Four round trips, both statements prepared (built once): begin, the order locked, then ONE statement (seen after the lock, so it sees
 * every dish committed before) that locks the pending dishes of the kind, marks them only when all
 * are served, sets the order's delivered time when none is left, and publishes the `dishes` event
 * (`pg_notify`, with the dish ids when there are at most MAX_EVENT_IDS); commit.
 * @returns how many dishes were marked (0 when there were none left: a repeated tap).
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan`; 409 `Masih ada menu yang belum disajikan`.
 */
export async function deliverNota(db: Db, outletId: number, orderId: number, kind: PickupKind | undefined): Promise<number> {
  return db.transaction(async (tx) => {
    // Built once (db/prepared.ts): the order, the outlet and the kind (null: every kind) are placeholders.
    const lock = prepared(tx, "deliver_lock", () =>
      tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, sql.placeholder("orderId")), eq(orders.outletId, sql.placeholder("outletId"))))
        .for("update")
        .prepare("deliver_lock"),
    );
    const order = (await lock.execute({ orderId, outletId }))[0];
    if (!order) {
      throw notFound(MSG.TRANSACTION_NOT_FOUND);
    }
    const result = await preparedSql<{ unserved: number; delivered: number }>(tx, "deliver_nota", () => {
      const id = sql`${sql.placeholder("orderId")}::int`;
      const outlet = sql`${sql.placeholder("outletId")}::int`;
      const ofKind = sql`${sql.placeholder("kind")}::text`;
      const event = sql`json_strip_nulls(json_build_object('topic', 'dishes', 'orderId', ${id},
        'dishIds', case when count(*) <= ${sql.raw(String(MAX_EVENT_IDS))} then json_agg(id order by id) end, 'outletId', ${outlet}))`;
      return sql`
      with pending as (
        select d.m_dish_status_id as id, d.is_served as served from m_dish_status d
        join m_menu_jenis j on j.m_menu_jenis_id = d.m_dish_status_menu_jenis_id
        where d.m_w_id = ${outlet} and d.m_dish_status_table_id = ${id}
          and d.is_cancelled = false and d.delivered_at is null and (${ofKind} is null or j.m_menu_jenis_ambil = ${ofKind})
        for update of d
      ), upd as (
        update m_dish_status set delivered_at = now(), updated_at = now()
        where m_dish_status_id in (select id from pending) and not exists (select 1 from pending where served <> 1)
        returning m_dish_status_id as id
      ), ord as (
        update tmp_transaction set tmp_transaction_delivered_at = now()
        where tmp_transaction_id = ${id} and exists (select 1 from upd) and not exists (
          select 1 from m_dish_status d where d.m_w_id = ${outlet} and d.m_dish_status_table_id = ${id}
            and d.is_cancelled = false and d.delivered_at is null and d.m_dish_status_id not in (select id from upd))
        returning 1
      )
      select (select count(*) from pending where served <> 1)::int as unserved,
        (select count(*) from upd)::int as delivered,
        (select count(*) from ord)::int as order_delivered,
        (select ${notifyExpression(event)} from upd having count(*) > 0) as notified`;
    }).execute({ orderId: order.id, outletId, kind: kind ?? null });
    const row = result.rows[0];
    if (row && row.unserved > 0) {
      throw conflict(NOT_ALL_SERVED);
    }
    return row?.delivered ?? 0;
  });
}
