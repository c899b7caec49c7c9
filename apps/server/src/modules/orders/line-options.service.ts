/**
 * `POST /m-transaction-meja/line-options` (docs/API.md "Menu options"): a line's options changed
 * after it was added, from the till's option sheet. The options are checked and priced as add-menu
 * does (domain `resolveLineOptions` over the item's groups, `loadOptionGroups`); the item's price
 * stays the line's. An unsent line changes as a whole (joining a twin line when there is one); a
 * sent line is a delta for the kitchen: one unit cancelled as Pembatalan cancels it (`cancelUnits`,
 * its dish leaves the kitchen) and one new unsent unit added with the new options. One transaction,
 * the order locked first (lockLine).
 */
import { API_MSG, MSG, OPTION_SHEET_MSG, type OptionGroupRule, optionsDelta, resolveLineOptions } from "@waroeng/domain";
import { and, asc, eq, ne } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { menuItems, orderLines } from "../../db/schema/index.ts";
import { forbidden, notFound } from "../../lib/http.ts";
import { loadOptionGroups } from "../menu/option-groups.sql.ts";
import { leftToday, soldOutNow, soldOutRefusal } from "../stock/stock.sql.ts";
import { discountFor, type LineRow, linesById, lockLine, optionRefusal, requireNormal, touchAndNotify } from "./line-core.ts";
import { cancelUnits } from "./line-detail.service.ts";
import type { OrderLineRow } from "./order-totals.ts";

/** What the sheet sends: the line and the option ids chosen (`undefined`: the item's defaults). */
export interface LineOptionsInput {
  lineId: number;
  optionIds: number[] | undefined;
}

/** The options accepted for the line, priced: as the line stores them. */
type Accepted = { options: LineRow["options"]; key: string; price: number };

/** Checks `optionIds` against the item's groups and prices one unit at `basePrice` + the options, as add-menu does. @throws ApiError 422, 409 (sold out). */
function accept(groups: readonly OptionGroupRule[], optionIds: number[] | undefined, basePrice: number): Accepted {
  const resolved = resolveLineOptions(groups, optionIds, basePrice);
  if (!resolved.ok) {
    throw optionRefusal(resolved.refusal);
  }
  return { options: resolved.options, key: resolved.key, price: resolved.price };
}

/**
 * Another unsent status-0 line of the order that a unit like `like` would join: the same item,
 * options, unit price, note, takeaway, switches and discount (locked).
 */
async function twinLine(tx: DbOrTx, like: LineRow, accepted: Accepted, excludeId: number | null): Promise<LineRow | undefined> {
  const rows = await tx
    .select()
    .from(orderLines)
    .where(
      and(
        eq(orderLines.orderId, like.orderId),
        eq(orderLines.menuItemId, like.menuItemId),
        eq(orderLines.status, 0),
        eq(orderLines.productionStatus, 0),
        eq(orderLines.optionsKey, accepted.key),
        eq(orderLines.price, accepted.price),
        eq(orderLines.customMenu, like.customMenu),
        eq(orderLines.takeaway, like.takeaway),
        eq(orderLines.taxable, like.taxable),
        eq(orderLines.serviceCharged, like.serviceCharged),
        eq(orderLines.discountType, like.discountType),
        eq(orderLines.discountValue, like.discountValue),
        ...(excludeId === null ? [] : [ne(orderLines.id, excludeId)]),
      ),
    )
    .orderBy(asc(orderLines.id))
    .limit(1)
    .for("update");
  return rows[0];
}

/** An unsent line takes the options and price as a whole, or joins its twin. @returns the line holding its units. */
async function changeUnsent(tx: DbOrTx, line: LineRow, accepted: Accepted): Promise<number> {
  const twin = await twinLine(tx, line, accepted, line.id);
  const now = new Date();
  if (twin) {
    const qty = twin.qty + line.qty;
    await tx
      .update(orderLines)
      .set({ qty, originalQty: twin.originalQty + line.originalQty, discount: discountFor(twin, qty), updatedAt: now })
      .where(eq(orderLines.id, twin.id));
    await tx.delete(orderLines).where(eq(orderLines.id, line.id));
    return twin.id;
  }
  await tx
    .update(orderLines)
    .set({
      options: accepted.options,
      optionsKey: accepted.key,
      price: accepted.price,
      discount: discountFor({ ...line, price: accepted.price }, line.qty),
      updatedAt: now,
    })
    .where(eq(orderLines.id, line.id));
  return line.id;
}

/**
 * A new unsent unit of the sent line's item with the new options: its note, takeaway and switches,
 * no discount; joined to a twin line, else a line of its own. @throws ApiError 409 the item sold out now.
 * @returns the line holding it.
 */
async function addChangedUnit(tx: DbOrTx, outletId: number, line: LineRow, accepted: Accepted): Promise<number> {
  const item = (
    await tx
      .select({ name: menuItems.name, soldOutNow, leftToday })
      .from(menuItems)
      .where(and(eq(menuItems.id, line.menuItemId), eq(menuItems.outletId, outletId)))
  )[0];
  if (!item) {
    throw notFound(API_MSG.MENU_NOT_FOUND);
  }
  const soldOut = soldOutRefusal(item);
  if (soldOut) {
    throw soldOut;
  }
  const unit: LineRow = { ...line, discountType: "", discountValue: 0 };
  const twin = await twinLine(tx, unit, accepted, null);
  if (twin) {
    await tx
      .update(orderLines)
      .set({ qty: twin.qty + 1, originalQty: twin.originalQty + 1, discount: discountFor(twin, twin.qty + 1), updatedAt: new Date() })
      .where(eq(orderLines.id, twin.id));
    return twin.id;
  }
  const [made] = await tx
    .insert(orderLines)
    .values({
      orderId: line.orderId,
      menuItemId: line.menuItemId,
      qty: 1,
      originalQty: 1,
      price: accepted.price,
      taxable: line.taxable,
      serviceCharged: line.serviceCharged,
      customMenu: line.customMenu,
      takeaway: line.takeaway,
      options: accepted.options,
      optionsKey: accepted.key,
    })
    .returning({ id: orderLines.id });
  if (!made) {
    throw new Error("tmp_transaction_detail insert returned no row");
  }
  return made.id;
}

/**
 * Changes a line's options (see the module doc). The same options as the line's change nothing.
 * `mayCancel`: the cancel right (role and the outlet's cancel_menu), needed for a sent line.
 * @returns the lines changed or made, oldest first (a line removed by joining its twin is not among them).
 * @throws ApiError 422 the options' rule (`Pilih Level Pedas`, …); 409 `Telur habis`; 403 `Hubungi
 *   Kacab/Asisten` (a sent line without the cancel right); 409 a line not status 0, the item sold
 *   out; 404 as lockLine (unknown line, another outlet's, closed order).
 */
export async function changeLineOptions(
  db: Db,
  outletId: number,
  input: LineOptionsInput,
  mayCancel: boolean,
  by: number,
): Promise<OrderLineRow[]> {
  const ids = await db.transaction(async (tx) => {
    const { order, line } = await lockLine(tx, outletId, input.lineId);
    requireNormal(line);
    const groups = (await loadOptionGroups(tx, outletId, [line.menuItemId], order.transactionTypeId)).get(line.menuItemId) ?? [];
    // The item's price when the line was added; only the options are priced now.
    const accepted = accept(groups, input.optionIds, line.price - optionsDelta(line.options));
    if (accepted.key === line.optionsKey && accepted.price === line.price) {
      return [line.id];
    }
    let touched: number[];
    if (line.productionStatus === 0) {
      touched = [await changeUnsent(tx, line, accepted)];
    } else {
      if (!mayCancel) {
        throw forbidden(MSG.ACCESS_DENIED, MSG.ACCESS_DENIED_TITLE);
      }
      const cancelled = await cancelUnits(tx, outletId, order.id, line, 1, OPTION_SHEET_MSG.CHANGE_REASON, undefined, by);
      touched = [line.id, cancelled, await addChangedUnit(tx, outletId, line, accepted)];
    }
    await touchAndNotify(tx, outletId, order.id);
    return touched;
  });
  return linesById(db, ids);
}
