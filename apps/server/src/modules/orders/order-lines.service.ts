/**
 * Adding and removing units of an order's lines before they go to the kitchen (orders spec §2.5
 * BELUM DIORDER list; docs/API.md "Order lines and production"). Each change locks the order row
 * first, so concurrent taps never lose a unit.
 */
import { API_MSG, resolveLineOptions } from "@waroeng/domain";
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import { menuItems, menuPrices, menuTypes, orderLines, orders } from "../../db/schema/index.ts";
import { changeNoticeOf, changePayload, notifyChange } from "../../lib/events.ts";
import { ApiError, conflict, notFound } from "../../lib/http.ts";
import { optionGroupsJson, toOptionGroupRules } from "../menu/option-groups.sql.ts";
import { leftToday, soldOutNow, soldOutRefusal } from "../stock/stock.sql.ts";
import { discountFor, lockLine, optionRefusal } from "./line-core.ts";
import { type OrderLineRow, selectOrderLines } from "./order-totals.ts";
import { lockAndTouchOpenOrder } from "./order-tx.ts";

type LineRow = typeof orderLines.$inferSelect;

/** One line with item and menu-type names. */
async function loadLine(db: DbOrTx, lineId: number): Promise<OrderLineRow> {
  const row = (await selectOrderLines(db, eq(orderLines.id, lineId)))[0];
  if (!row) {
    throw notFound(API_MSG.MENU_NOT_FOUND);
  }
  return row;
}

/** An unsent (production_status 0), normal (status 0) line can take or lose units. */
function isEditable(line: LineRow): boolean {
  return line.status === 0 && line.productionStatus === 0;
}

async function touchOrder(tx: DbOrTx, orderId: number): Promise<void> {
  await tx.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, orderId));
}

/** What add-menu was asked: the order, and the item and/or the line to add to. */
export interface AddMenuInput {
  orderId: number;
  menuItemId?: number | undefined;
  lineId?: number | undefined;
  /** True: the unit starts a line of its own instead of joining the order's unsent line of the item (a QR order's lines, kept apart from the cashier's). */
  separate?: boolean | undefined;
  /**
   * The chosen option ids (docs/API.md "Menu options"); undefined = the item's defaults for a new
   * unit, or the given line's own options when `lineId` is a line to add to.
   */
  options?: readonly number[] | undefined;
}

/** A candidate line to join: the order's unsent, undiscounted status-0 line of the item with no note. */
interface SameLine {
  id: number;
  key: string;
}

/**
 * Adds one unit (POST /m-transaction-meja/add-menu): to the given line when it is unsent and
 * status 0 (and of the same item and options), else to the order's unsent status-0 line of the item
 * with the same options and no custom note, else to a new line at the item's price for the order's
 * transaction type plus its options' (domain `resolveLineOptions`: the chosen ids, or the defaults),
 * with the item's tax and service-charge flags. Six round trips with the commit: the order locked
 * and touched; the item, its price, its option groups and the lines to add to; the unit added with
 * the event (RETURNING the line, so it is not read again).
 * @returns the line after the change.
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan` (unknown, other outlet, closed);
 *   404 `Menu tidak ditemukan`; 409 `Menu habis` or `{option} habis`; 422 the options' refusal
 *   (`Pilih Level Pedas`, `Pilih satu Level Pedas saja`, …).
 */
export async function addMenu(db: Db, outletId: number, input: AddMenuInput): Promise<OrderLineRow> {
  return db.transaction(async (tx) => {
    // Locked and touched at once (rolled back with the rest when the item is refused).
    const order = await lockAndTouchOpenOrder(tx, input.orderId, outletId);
    let target: LineRow | undefined;
    if (input.lineId !== undefined) {
      const given = (
        await tx
          .select()
          .from(orderLines)
          .where(and(eq(orderLines.id, input.lineId), eq(orderLines.orderId, order.id)))
      )[0];
      // A discounted line keeps its discount for its own units: a tap then adds to an undiscounted line.
      if (
        given &&
        isEditable(given) &&
        given.discountType === "" &&
        (input.menuItemId === undefined || given.menuItemId === input.menuItemId)
      ) {
        target = given;
      }
    }
    const itemId = input.menuItemId ?? target?.menuItemId;
    if (itemId === undefined) {
      throw notFound(API_MSG.MENU_NOT_FOUND);
    }
    // The item with its price for the order's transaction type, its menu type's name, its option groups
    // and the order's unsent status-0 lines of the item with no custom note, in one statement (after the order's lock).
    const found = (
      await prepared(tx, "add_menu_item", () => {
        const sameLines = tx
          .select({
            lines: sql`jsonb_agg(jsonb_build_object('id', ${orderLines.id}, 'key', ${orderLines.optionsKey}) order by ${orderLines.id})`,
          })
          .from(orderLines)
          .where(
            and(
              eq(orderLines.orderId, sql.placeholder("orderId")),
              eq(orderLines.menuItemId, menuItems.id),
              eq(orderLines.status, 0),
              eq(orderLines.productionStatus, 0),
              eq(orderLines.customMenu, ""),
              eq(orderLines.discountType, ""),
              eq(orderLines.takeaway, false),
            ),
          );
        const typeId = sql`${sql.placeholder("typeId")}::int`;
        return tx
          .select({
            item: menuItems,
            typePrice: menuPrices.price,
            soldOutNow,
            leftToday,
            menuTypeName: menuTypes.name,
            sameLines: sql<SameLine[] | null>`(${sameLines})`,
            optionGroups: optionGroupsJson(sql`${menuItems.id}`, sql`${menuItems.categoryId}`, typeId),
          })
          .from(menuItems)
          .innerJoin(menuTypes, eq(menuTypes.id, menuItems.menuTypeId))
          .leftJoin(menuPrices, and(eq(menuPrices.menuItemId, menuItems.id), eq(menuPrices.transactionTypeId, typeId)))
          .where(
            and(
              eq(menuItems.id, sql.placeholder("itemId")),
              eq(menuItems.outletId, sql.placeholder("outletId")),
              eq(menuItems.active, true),
            ),
          )
          .prepare("add_menu_item");
      }).execute({ orderId: order.id, typeId: order.transactionTypeId, itemId, outletId })
    )[0];
    const item = found?.item;
    if (!found || !item) {
      throw notFound(API_MSG.MENU_NOT_FOUND);
    }
    const soldOut = soldOutRefusal({ name: item.name, soldOutNow: found.soldOutNow, leftToday: found.leftToday });
    if (soldOut) {
      throw soldOut;
    }
    const groups = toOptionGroupRules(found.optionGroups);
    const basePrice = found.typePrice ?? item.price;
    // "+" on a line adds one more of the same: its own options, still checked for today's sold-out ones.
    const chosen = input.options ?? target?.options.map((o) => o.option_id);
    const resolved = resolveLineOptions(groups, chosen, basePrice);
    if (!resolved.ok) {
      throw optionRefusal(resolved.refusal);
    }
    if (target && target.optionsKey !== resolved.key) {
      target = undefined;
    }
    // The unit and the event in one statement: the changed line comes back whole.
    const event = changePayload(outletId, { topic: "orders", orderId: order.id });
    const same = input.separate ? undefined : found.sameLines?.find((l) => l.key === resolved.key);
    const targetId = target?.id ?? same?.id ?? null;
    const now = new Date();
    let row: LineRow | undefined;
    if (targetId !== null) {
      [row] = await prepared(tx, "add_menu_unit", () =>
        tx
          .update(orderLines)
          .set({
            qty: sql`${orderLines.qty} + 1`,
            originalQty: sql`${orderLines.originalQty} + 1`,
            updatedAt: sql.placeholder("now") as unknown as Date,
          })
          .where(eq(orderLines.id, sql.placeholder("lineId")))
          .returning({ ...getTableColumns(orderLines), notified: changeNoticeOf("event") })
          .prepare("add_menu_unit"),
      ).execute({ lineId: targetId, now, event });
    } else {
      [row] = await prepared(tx, "add_menu_line", () =>
        tx
          .insert(orderLines)
          .values({
            orderId: sql.placeholder("orderId"),
            menuItemId: sql.placeholder("itemId"),
            qty: 1,
            originalQty: 1,
            price: sql.placeholder("price"),
            options: sql.placeholder("options"),
            optionsKey: sql.placeholder("optionsKey"),
            taxable: sql.placeholder("taxable"),
            serviceCharged: sql.placeholder("serviceCharged"),
          })
          .returning({ ...getTableColumns(orderLines), notified: changeNoticeOf("event") })
          .prepare("add_menu_line"),
      ).execute({
        orderId: order.id,
        itemId: item.id,
        price: resolved.price,
        options: resolved.options,
        optionsKey: resolved.key,
        taxable: item.taxable,
        serviceCharged: item.serviceCharged,
        event,
      });
    }
    if (!row) {
      throw new Error("tmp_transaction_detail change returned no row");
    }
    const { notified: _, ...line } = row as LineRow & { notified: unknown };
    return {
      ...line,
      menuItemName: item.name,
      menuTypeId: item.menuTypeId,
      menuTypeName: found.menuTypeName,
      taxRateBp: order.taxRateBp,
      serviceChargeRateBp: order.serviceChargeRateBp,
    };
  });
}

/**
 * Removes one unit of an unsent line (POST /m-transaction-meja/reduce-menu); a line reaching 0 is deleted.
 * @returns the line after the change, or null when it was removed.
 * @throws ApiError 404 `Menu tidak ditemukan` (unknown line or other outlet); 404 `Maaf! Transaksi
 *   tidak ditemukan` (closed order); 409 `Menu sudah diorder ke produksi, gunakan Pembatalan`.
 */
export async function reduceMenu(db: Db, outletId: number, lineId: number): Promise<OrderLineRow | null> {
  const remaining = await db.transaction(async (tx) => {
    const { line } = await lockLine(tx, outletId, lineId);
    if (!isEditable(line)) {
      throw conflict(API_MSG.MENU_ALREADY_SENT);
    }
    if (line.qty <= 1) {
      await tx.delete(orderLines).where(eq(orderLines.id, line.id));
    } else {
      await tx
        .update(orderLines)
        .set({
          qty: line.qty - 1,
          originalQty: Math.max(0, line.originalQty - 1),
          discount: discountFor(line, line.qty - 1),
          updatedAt: new Date(),
        })
        .where(eq(orderLines.id, line.id));
    }
    await touchOrder(tx, line.orderId);
    await notifyChange(tx, outletId, { topic: "orders", orderId: line.orderId });
    return line.qty - 1;
  });
  return remaining > 0 ? loadLine(db, lineId) : null;
}

/** The given id of a request that names it under one of several fields. @throws ApiError 422. */
export function requireId(values: Array<number | undefined>, field: string, message: string): number {
  const id = values.find((v) => v !== undefined);
  if (id === undefined) {
    throw new ApiError(422, message, { extra: { errors: { [field]: message } } });
  }
  return id;
}
