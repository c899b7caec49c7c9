/**
 * `POST /m-transaction-meja/changeMenuDetail` (orders §2.5, §4, §5; payment §4, §5, §9; docs/API.md
 * "Line actions"): cancel (Pembatalan, status 2), warranty (Garansi: 3 Ganti Baru, 4 another
 * product, 5 Gratis) and edit menu (tax and service-charge switches, discount). Each is one
 * transaction with the order locked first; only status-0 lines; a refusal changes nothing.
 */
import {
  API_MSG,
  type Currency,
  currencyFromOutlet,
  LINE_ACTION,
  LINE_MSG,
  LINE_STATUS,
  type LineDiscountType,
  lineDiscount,
  lineDiscountType,
  MSG,
  money,
  moneyAmount,
  parseWireMoney,
  percentToBp,
  resolveLineOptions,
  statusOfAction,
} from "@waroeng/domain";
import type { ChangeMenuDetailBody } from "@waroeng/domain/requests";
import { and, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { menuItems, menuPrices, orderLines, orders, outlets } from "../../db/schema/index.ts";
import { type AuditActor, writeAudit } from "../../lib/audit.ts";
import { conflict, forbidden, notFound } from "../../lib/http.ts";
import { useApproval } from "../access/role-setting.service.ts";
import { optionGroupsJson, toOptionGroupRules } from "../menu/option-groups.sql.ts";
import { leftToday, soldOutNow, soldOutRefusal } from "../stock/stock.sql.ts";
import { logWaste } from "../stock/waste.service.ts";
import {
  cancelDishRows,
  discountFor,
  type LineRow,
  lineRefusal,
  linesById,
  lockLine,
  makeDishes,
  moveDishes,
  openDishesOfLine,
  optionRefusal,
  requireNormal,
  splitLine,
  touchAndNotify,
} from "./line-core.ts";
import type { OrderLineRow } from "./order-totals.ts";
import type { OrderRow } from "./order-tx.ts";

/**
 * Cancels `qty` units of a line (inside the caller's transaction, order locked): they move to a
 * status-2 line with the reason (shown `Batal - reason`), and as many of the line's dishes (the
 * given ones, else those the kitchen has done least with) are cancelled and point at it.
 * @returns the id of the cancelled line.
 */
export async function cancelUnits(
  tx: DbOrTx,
  outletId: number,
  orderId: number,
  line: LineRow,
  qty: number,
  reason: string,
  dishRows?: Array<{ id: number; menuTypeId: number }>,
  by: number | null = null,
): Promise<number> {
  const rows = dishRows ?? (await openDishesOfLine(tx, line.id)).slice(0, qty);
  const moved = await splitLine(tx, line, qty, { status: LINE_STATUS.CANCELLED, approvalReason: reason });
  await cancelDishRows(tx, outletId, orderId, rows, moved, by);
  return moved;
}

/** The item a replacement line is made of, with its price for the order's transaction type. @throws 404, 409. */
async function replacementItem(tx: DbOrTx, order: OrderRow, itemId: number) {
  const found = (
    await tx
      .select({
        item: menuItems,
        typePrice: menuPrices.price,
        soldOutNow,
        leftToday,
        optionGroups: optionGroupsJson(sql`${menuItems.id}`, sql`${menuItems.categoryId}`, order.transactionTypeId),
      })
      .from(menuItems)
      .leftJoin(menuPrices, and(eq(menuPrices.menuItemId, menuItems.id), eq(menuPrices.transactionTypeId, order.transactionTypeId)))
      .where(and(eq(menuItems.id, itemId), eq(menuItems.outletId, order.outletId), eq(menuItems.active, true)))
  )[0];
  if (!found) {
    throw notFound(API_MSG.MENU_NOT_FOUND);
  }
  const soldOut = soldOutRefusal({ name: found.item.name, soldOutNow: found.soldOutNow, leftToday: found.leftToday });
  if (soldOut) {
    throw soldOut;
  }
  // The other item comes with its default options, priced with them.
  const options = resolveLineOptions(toOptionGroupRules(found.optionGroups), undefined, found.typePrice ?? found.item.price);
  if (!options.ok) {
    throw optionRefusal(options.refusal);
  }
  return { ...found, options };
}

/**
 * Warranty of `qty` sent units: they move to a line of status 3 (replaced) or 4 (free) with the
 * reason, with their dishes; for a replacement (3, or 4 with `replaceItem`) a new status-0 line of
 * the same item (as the line: price, note, options, flags, discount) or of the other item (its price and
 * flags) is made already sent, and its dishes go to the kitchen at once.
 * @returns the ids of the lines changed or made.
 */
async function warranty(
  tx: DbOrTx,
  order: OrderRow,
  line: LineRow,
  action: number,
  qty: number,
  reason: string,
  replaceItem: number | undefined,
  by: number | null,
) {
  if (line.productionStatus !== 1) {
    throw conflict(LINE_MSG.NOT_SENT);
  }
  const other =
    action === LINE_ACTION.REPLACE_OTHER && replaceItem !== undefined && replaceItem !== line.menuItemId ? replaceItem : undefined;
  const status = statusOfAction(action, action === LINE_ACTION.REPLACE_SAME || replaceItem !== undefined);
  const item = other !== undefined ? await replacementItem(tx, order, other) : undefined;
  const moved = await splitLine(tx, line, qty, { status, approvalReason: reason });
  await moveDishes(tx, line.id, moved, qty);
  if (status !== LINE_STATUS.REPLACED) {
    return [line.id, moved];
  }
  // The replaced units are Gagal Proses (ganti); the replacement takes new units from the stock.
  const replaced = await openDishesOfLine(tx, moved);
  await logWaste(
    tx,
    order.outletId,
    replaced.map((d) => d.id),
    "ganti",
    by,
  );
  const values = item
    ? {
        orderId: order.id,
        menuItemId: item.item.id,
        price: item.options.price,
        options: item.options.options,
        optionsKey: item.options.key,
        taxable: item.item.taxable,
        serviceCharged: item.item.serviceCharged,
      }
    : {
        orderId: order.id,
        menuItemId: line.menuItemId,
        price: line.price,
        options: line.options,
        optionsKey: line.optionsKey,
        taxable: line.taxable,
        serviceCharged: line.serviceCharged,
        customMenu: line.customMenu,
        takeaway: line.takeaway,
        discountType: line.discountType,
        discountValue: line.discountValue,
        discount: discountFor(line, qty),
      };
  const [made] = await tx
    .insert(orderLines)
    .values({ ...values, qty, originalQty: qty, sentQty: qty, productionStatus: 1 })
    .returning({ id: orderLines.id });
  if (!made) {
    throw new Error("tmp_transaction_detail insert returned no row");
  }
  await makeDishes(tx, order.outletId, order.id, made.id, qty);
  return [line.id, moved, made.id];
}

/**
 * A discount value as sent, for its type → basis points (Persen), minor units (Nominal, CustomPrice:
 * sent in the currency's major unit, "8.50" ringgit, like every money field) or units (Qty);
 * undefined when not a valid value.
 */
function discountValue(type: LineDiscountType, raw: string | undefined, currency: Currency): number | undefined {
  const text = (raw ?? "").trim();
  if (type === "" || text === "") {
    return type === "" ? 0 : undefined;
  }
  if (type === "Persen") {
    try {
      return percentToBp(text);
    } catch {
      return /^\d+(\.\d*)?$/.test(text) ? 10_001 : undefined;
    }
  }
  const units = type === "Qty" ? (/^\d+$/.test(text) ? Number(text) : text) : parseWireMoney(text, currency);
  const parsed = moneyAmount().safeParse(units);
  return parsed.success ? parsed.data : undefined;
}

const DISCOUNT_PROBLEM = {
  percent: LINE_MSG.DISCOUNT_PERCENT_MAX,
  nominal: LINE_MSG.DISCOUNT_NOMINAL_MAX,
  qty: LINE_MSG.DISCOUNT_QTY_MAX,
  price: LINE_MSG.CUSTOM_PRICE_MAX,
} as const;

/** The outlet's currency (the unit a typed money value is read in) and its line discount limit (basis points). */
async function outletRules(tx: DbOrTx, outletId: number): Promise<{ currency: Currency; limitBp: number }> {
  const rows = await tx
    .select({ currency: outlets.currency, limitBp: outlets.lineDiscountLimitBp })
    .from(outlets)
    .where(eq(outlets.id, outletId));
  return { currency: currencyFromOutlet(rows[0]?.currency), limitBp: rows[0]?.limitBp ?? 0 };
}

/**
 * Writes a line's discount change to the audit log (entity `order_line`, action `discount`): before
 * and after (type, value — basis points for Persen —, amount in minor units), the nota and menu names, and the approver when a
 * supervisor's approval was used.
 */
async function auditDiscount(
  tx: DbOrTx,
  actor: AuditActor,
  line: LineRow,
  after: { discount_type: string; discount_value: number; discount: number },
  approval: { id: number; approverId: number } | null,
): Promise<void> {
  const [names] = await tx
    .select({
      nota: orders.noteNumber,
      menu: menuItems.name,
      approver: approval ? sql<string | null>`(select u.name from users u where u.id = ${approval.approverId}::int)` : sql<null>`null`,
    })
    .from(orders)
    .innerJoin(menuItems, eq(menuItems.id, line.menuItemId))
    .where(eq(orders.id, line.orderId));
  await writeAudit(tx, actor, {
    entity: "order_line",
    entityId: line.id,
    action: "discount",
    before: { discount_type: line.discountType, discount_value: line.discountValue, discount: line.discount },
    after: {
      ...after,
      nota: names?.nota ?? "",
      menu: names?.menu ?? "",
      approval_id: approval?.id ?? null,
      approver_id: approval?.approverId ?? null,
      approver_name: names?.approver ?? null,
    },
  });
}

/** Who edits a line's price: may their role discount at all, do they approve themselves (a supervisor). */
export interface PriceRights {
  /** The role may discount (`order.discount`: kasir, wbd, kacab). */
  mayChange: boolean;
  /** A supervisor (kacab) needs no approval above the outlet's limit. */
  supervisor: boolean;
}

/**
 * Edit menu: tax and service-charge switches, discount type and value (absent: unchanged). A
 * discount or custom price that differs from the line's is a price change: refused (403 `Hubungi
 * Kacab/Asisten`, title `Akses DiTolak!`) unless `rights.mayChange`; the same type and value sent
 * back (the dialog sends them with every switch) is not a change. A new discount above the
 * outlet's limit (`m_w_line_discount_limit_bp` of the line's price × qty) needs a supervisor: the
 * user is one, or `body.approval` is an unused approval of theirs (POST /approve), used up here; else 403
 * `Diskon melebihi batas outlet, perlu persetujuan Kacab/Asisten`. Every discount change is written
 * to the audit log (`auditDiscount`), with the approver when one was needed.
 */
async function editLine(tx: DbOrTx, actor: AuditActor, line: LineRow, body: ChangeMenuDetailBody, rights: PriceRights): Promise<void> {
  const patch: Partial<LineRow> = {};
  if (body.taxable !== undefined) {
    patch.taxable = body.taxable;
  }
  if (body.serviceCharged !== undefined) {
    patch.serviceCharged = body.serviceCharged;
  }
  const typeGiven = body.discountType !== undefined || body.discountValue !== undefined || body.price !== undefined;
  if (typeGiven) {
    const type = body.discountType === undefined ? (line.discountType as LineDiscountType) : lineDiscountType(body.discountType);
    if (type === null) {
      throw lineRefusal(422, LINE_MSG.DISCOUNT_TYPE_INVALID, "discount_type");
    }
    const raw =
      body.discountValue !== undefined && body.discountValue.trim() !== ""
        ? body.discountValue
        : type === "CustomPrice"
          ? body.price
          : body.discountValue;
    const rules = await outletRules(tx, actor.outletId);
    const value = discountValue(type, raw, type === "Nominal" || type === "CustomPrice" ? rules.currency : "IDR");
    if (value === undefined) {
      throw lineRefusal(422, LINE_MSG.VALUE_INVALID, "discount");
    }
    const discount = lineDiscount(type, value, money(line.price), line.qty);
    if (typeof discount !== "number") {
      throw lineRefusal(422, DISCOUNT_PROBLEM[discount], "discount");
    }
    const changed = type !== line.discountType || value !== line.discountValue;
    if (changed && !rights.mayChange) {
      throw forbidden(MSG.ACCESS_DENIED, MSG.ACCESS_DENIED_TITLE);
    }
    const aboveLimit = discount * 10_000 > rules.limitBp * line.price * line.qty;
    let approval: { id: number; approverId: number } | null = null;
    if (changed && aboveLimit && !rights.supervisor) {
      if (body.approval === undefined) {
        throw forbidden(LINE_MSG.DISCOUNT_NEEDS_APPROVAL, MSG.ACCESS_DENIED_TITLE);
      }
      approval = await useApproval(tx, actor, body.approval);
    }
    if (changed) {
      await auditDiscount(tx, actor, line, { discount_type: type, discount_value: value, discount }, approval);
    }
    Object.assign(patch, { discountType: type, discountValue: value, discount });
  }
  await tx
    .update(orderLines)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(orderLines.id, line.id));
}

/**
 * Applies a changeMenuDetail form (see the module doc). `status` absent or 0 edits the line; 2
 * cancels `qty` units (their dishes leave the kitchen); 3, 4, 5 are warranty on sent units.
 * `rights`: whether the user may change a line's price and approves their own discounts (editLine).
 * @returns the lines changed or made, oldest first.
 * @throws ApiError (the route sets meta.code 400): 422 `Menu harus dipilih`, `Status menu tidak
 *   valid`, `Jumlah harus diisi`, `Jumlah lebih dari jumlah menu`, `Alasan harus diisi`, the
 *   discount refusals; 409 `Menu sudah dibatalkan`, `Menu sudah dibatalkan, diganti atau
 *   digratiskan`, `Menu belum diorder ke produksi`, `Menu habis`; 404 `Menu tidak ditemukan`,
 *   `Maaf! Transaksi tidak ditemukan`.
 */
export async function changeMenuDetail(
  db: Db,
  outletId: number,
  body: ChangeMenuDetailBody,
  by: number,
  rights: PriceRights,
): Promise<OrderLineRow[]> {
  const lineId = body.line;
  if (lineId === undefined) {
    throw lineRefusal(422, API_MSG.LINE_REQUIRED, "tmp_transaction_detail_id");
  }
  const status = body.status ?? 0;
  if (![0, LINE_ACTION.CANCEL, LINE_ACTION.REPLACE_SAME, LINE_ACTION.REPLACE_OTHER, LINE_ACTION.FREE].includes(status as 0)) {
    throw lineRefusal(422, LINE_MSG.STATUS_INVALID, "status-menu");
  }
  const ids = await db.transaction(async (tx) => {
    const { order, line } = await lockLine(tx, outletId, lineId);
    if ((body.item !== undefined && body.item !== line.menuItemId) || (body.order !== undefined && body.order !== order.id)) {
      throw notFound(API_MSG.MENU_NOT_FOUND);
    }
    requireNormal(line);
    let touched: number[] = [line.id];
    if (status === 0) {
      await editLine(tx, { userId: by, outletId }, line, body, rights);
    } else {
      const qty = body.qty ?? 0;
      if (qty < 1) {
        throw lineRefusal(422, LINE_MSG.QTY_REQUIRED, "qty-approve");
      }
      if (qty > line.qty) {
        throw lineRefusal(422, LINE_MSG.QTY_TOO_MUCH, "qty-approve");
      }
      const reason = (body.reason ?? "").trim();
      if (!reason) {
        throw lineRefusal(422, LINE_MSG.REASON_REQUIRED, "reason-approve");
      }
      touched =
        status === LINE_ACTION.CANCEL
          ? [line.id, await cancelUnits(tx, outletId, order.id, line, qty, reason, undefined, by)]
          : await warranty(tx, order, line, status, qty, reason, body.replaceItem, by);
    }
    await touchAndNotify(tx, outletId, order.id);
    return touched;
  });
  return linesById(db, ids);
}
