/**
 * Quantities of lines (payment §5 multi-quantity, orders §2.5 reduce menu, §7; docs/API.md "Line
 * actions"): a typed quantity for an unsent line, several items added at once, and a reduction
 * with a reason (on a sent line it is a cancellation: the dishes leave the kitchen).
 */
import { API_MSG, LINE_MSG, LINE_STATUS, MSG, REDUCE_REASONS, resolveLineOptions } from "@waroeng/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { menuItems, menuPrices, orderLines } from "../../db/schema/index.ts";
import { ApiError, conflict, forbidden, notFound } from "../../lib/http.ts";
import { optionGroupsJson, toOptionGroupRules } from "../menu/option-groups.sql.ts";
import { leftToday, soldOutNow, soldOutRefusal } from "../stock/stock.sql.ts";
import { lineRefusal, linesById, lockLine, optionRefusal, requireNormal, setLineQty, touchAndNotify } from "./line-core.ts";
import { cancelUnits } from "./line-detail.service.ts";
import type { OrderLineRow } from "./order-totals.ts";
import { lockOpenOrder } from "./order-tx.ts";

/**
 * `POST /m-transaction-meja/update-multi-qty`: sets an unsent status-0 line's quantity (≥ 1), its
 * discount following. One transaction, the order locked first.
 * @throws ApiError 422 `Jumlah harus diisi` (0 or absent); 409 `Menu sudah diorder ke produksi,
 *   gunakan Pembatalan`, `Menu sudah dibatalkan`; 404 as lockLine.
 */
export async function setQuantity(db: Db, outletId: number, lineId: number, qty: number | undefined): Promise<OrderLineRow> {
  if (qty === undefined || qty < 1) {
    throw lineRefusal(422, LINE_MSG.QTY_REQUIRED, "qty");
  }
  await db.transaction(async (tx) => {
    const { order, line } = await lockLine(tx, outletId, lineId);
    requireNormal(line);
    if (line.productionStatus !== 0) {
      throw conflict(API_MSG.MENU_ALREADY_SENT);
    }
    await setLineQty(tx, line, qty, Math.max(line.originalQty, qty));
    await touchAndNotify(tx, outletId, order.id);
  });
  const [line] = await linesById(db, [lineId]);
  if (!line) {
    throw notFound(API_MSG.MENU_NOT_FOUND);
  }
  return line;
}

/** One entry of add-multiple-menu. */
export interface AddEntry {
  item?: number | undefined;
  qty?: number | undefined;
  note?: string | undefined;
}

/**
 * `POST /m-transaction-meja/add-multiple-menu`: adds each entry's quantity (default 1) of an item
 * to the order: to its unsent status-0 line of that item with no note, no discount and not take-away,
 * and its default options, else (or with a note) to a new line at the item's price for the order's
 * transaction type with those options (domain `resolveLineOptions`). All or
 * nothing, in one transaction with the order locked first.
 * @throws ApiError 422 `Daftar menu tidak valid` (empty list, entry without item, qty 0); 404 `Menu
 *   tidak ditemukan`; 409 `Menu habis`; 404 `Maaf! Transaksi tidak ditemukan`.
 */
export async function addMultiple(db: Db, outletId: number, orderId: number, entries: AddEntry[]): Promise<OrderLineRow[]> {
  if (entries.length === 0 || entries.some((e) => e.item === undefined || e.qty === 0)) {
    throw lineRefusal(422, LINE_MSG.MENU_LIST_INVALID, "menu");
  }
  const ids = await db.transaction(async (tx) => {
    const order = await lockOpenOrder(tx, orderId, outletId);
    const itemIds = [...new Set(entries.map((e) => e.item as number))];
    const items = await tx
      .select({
        item: menuItems,
        typePrice: menuPrices.price,
        soldOutNow,
        leftToday,
        optionGroups: optionGroupsJson(sql`${menuItems.id}`, sql`${menuItems.categoryId}`, order.transactionTypeId),
      })
      .from(menuItems)
      .leftJoin(menuPrices, and(eq(menuPrices.menuItemId, menuItems.id), eq(menuPrices.transactionTypeId, order.transactionTypeId)))
      .where(and(inArray(menuItems.id, itemIds), eq(menuItems.outletId, outletId), eq(menuItems.active, true)));
    const touched: number[] = [];
    for (const entry of entries) {
      const found = items.find((r) => r.item.id === entry.item);
      if (!found) {
        throw notFound(API_MSG.MENU_NOT_FOUND);
      }
      const soldOut = soldOutRefusal({ name: found.item.name, soldOutNow: found.soldOutNow, leftToday: found.leftToday });
      if (soldOut) {
        throw soldOut;
      }
      // The spec's list names no options: each unit gets the item's defaults.
      const resolved = resolveLineOptions(toOptionGroupRules(found.optionGroups), undefined, found.typePrice ?? found.item.price);
      if (!resolved.ok) {
        throw optionRefusal(resolved.refusal);
      }
      const qty = entry.qty ?? 1;
      const note = (entry.note ?? "").trim();
      const same = note
        ? undefined
        : (
            await tx
              .select()
              .from(orderLines)
              .where(
                and(
                  eq(orderLines.orderId, order.id),
                  eq(orderLines.menuItemId, found.item.id),
                  eq(orderLines.status, LINE_STATUS.NORMAL),
                  eq(orderLines.productionStatus, 0),
                  eq(orderLines.customMenu, ""),
                  eq(orderLines.optionsKey, resolved.key),
                  eq(orderLines.discountType, ""),
                  eq(orderLines.takeaway, false),
                ),
              )
              .orderBy(asc(orderLines.id))
              .limit(1)
          )[0];
      if (same) {
        await tx
          .update(orderLines)
          .set({ qty: same.qty + qty, originalQty: same.originalQty + qty, updatedAt: new Date() })
          .where(eq(orderLines.id, same.id));
        touched.push(same.id);
      } else {
        const [row] = await tx
          .insert(orderLines)
          .values({
            orderId: order.id,
            menuItemId: found.item.id,
            qty,
            originalQty: qty,
            price: resolved.price,
            options: resolved.options,
            optionsKey: resolved.key,
            taxable: found.item.taxable,
            serviceCharged: found.item.serviceCharged,
            customMenu: note,
          })
          .returning({ id: orderLines.id });
        if (row) {
          touched.push(row.id);
        }
      }
    }
    await touchAndNotify(tx, outletId, order.id);
    return touched;
  });
  return linesById(db, ids);
}

/** What the reduce-menu popup sends. */
export interface ReduceInput {
  lineId: number;
  qty: number | undefined;
  reason: string | undefined;
}

/**
 * `POST /m-transaction-meja/reduce-menu-multiple`: takes `qty` (1…line qty) units off a status-0
 * line for a reason (`Kesalahan Input` or `Dibatalkan Konsumen`). An unsent line just loses them
 * (removed at 0); on a sent line they are cancelled (cancelUnits: a status-2 line `Batal - reason`,
 * their dishes leave the kitchen), which needs `mayCancel` (the cancel_menu gate).
 * @returns the line after the change, or null when it was removed.
 * @throws ApiError 422 `Quantity pengurangan lebih dari quantity menu` (title Error), `Alasan harus
 *   diisi`, `Alasan tidak valid`; 403 `Hubungi Kacab/Asisten` (sent line, no cancel right);
 *   409 `Menu sudah dibatalkan` (stale); 404 as lockLine.
 */
export async function reduceWithReason(
  db: Db,
  outletId: number,
  input: ReduceInput,
  mayCancel: boolean,
  by: number | null = null,
): Promise<OrderLineRow | null> {
  const reason = (input.reason ?? "").trim();
  if (!reason) {
    throw lineRefusal(422, LINE_MSG.REASON_REQUIRED, "reason");
  }
  if (!(REDUCE_REASONS as readonly string[]).includes(reason)) {
    throw lineRefusal(422, LINE_MSG.REASON_INVALID, "reason");
  }
  const remaining = await db.transaction(async (tx) => {
    const { order, line } = await lockLine(tx, outletId, input.lineId);
    requireNormal(line);
    const qty = input.qty ?? 0;
    if (qty < 1 || qty > line.qty) {
      throw new ApiError(422, MSG.REDUCE_TOO_MUCH, { code: 400, title: MSG.ERROR_TITLE, extra: { errors: { qty: MSG.REDUCE_TOO_MUCH } } });
    }
    if (line.productionStatus === 0) {
      await setLineQty(tx, line, line.qty - qty, Math.max(0, line.originalQty - qty));
    } else {
      if (!mayCancel) {
        throw forbidden(MSG.ACCESS_DENIED, MSG.ACCESS_DENIED_TITLE);
      }
      await cancelUnits(tx, outletId, order.id, line, qty, reason, undefined, by);
    }
    await touchAndNotify(tx, outletId, order.id);
    return line.qty - qty;
  });
  if (remaining <= 0) {
    return null;
  }
  const [line] = await linesById(db, [input.lineId]);
  return line ?? null;
}
