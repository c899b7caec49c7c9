/**
 * An order with its lines and the totals the server computes for it (payment spec §9): the one
 * source of `GET /transaction-detail` totals and of the payment's recomputation.
 */
import {
  type Currency,
  computeTotals,
  currencyFromOutlet,
  MSG,
  money,
  type OrderDiscountKind,
  orderDiscountAmounts,
  type StoredOrderDiscount,
  salesBase,
  type Totals,
  type TotalsLine,
} from "@waroeng/domain";
import { and, asc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import { menuItems, menuTypes, orderLines, orders, outlets } from "../../db/schema/index.ts";
import { notFound } from "../../lib/http.ts";
import type { OrderRow } from "./order-tx.ts";

/**
 * A line (tmp_transaction_detail row; money in minor units) with its menu item's name, the item's
 * menu type (id and name) and its order's rates (basis points; for the line's `tax`/`tax_val`).
 */
export type OrderLineRow = typeof orderLines.$inferSelect & {
  menuItemName: string;
  menuTypeId: number;
  menuTypeName: string;
  taxRateBp: number;
  serviceChargeRateBp: number;
};

/** What `loadOrderForTotals` returns. Money in minor units of `currency`. */
export interface OrderForTotals {
  order: OrderRow;
  /** All lines of the order, every status, oldest first. */
  lines: OrderLineRow[];
  totals: Totals;
  /** From the outlet: "RM" → MYR, else IDR. */
  currency: Currency;
}

/** An order line as the domain's totals read it (price and discount in minor units). */
export function toTotalsLine(l: typeof orderLines.$inferSelect): TotalsLine {
  return {
    price: money(l.price),
    qty: l.qty,
    status: l.status,
    taxable: l.taxable,
    serviceCharged: l.serviceCharged,
    discount: money(l.discount),
  };
}

/** The query of lines with their item's name and menu type matching `where`, oldest first (not run yet). */
function linesQuery(db: DbOrTx, where: SQL) {
  return db
    .select({
      ...getTableColumns(orderLines),
      menuItemName: menuItems.name,
      menuTypeId: menuItems.menuTypeId,
      menuTypeName: menuTypes.name,
      taxRateBp: orders.taxRateBp,
      serviceChargeRateBp: orders.serviceChargeRateBp,
    })
    .from(orderLines)
    .innerJoin(menuItems, eq(menuItems.id, orderLines.menuItemId))
    .innerJoin(menuTypes, eq(menuTypes.id, menuItems.menuTypeId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(where)
    .orderBy(asc(orderLines.id));
}

/** Lines with their item's name and menu type, filtered by `where`, in the order they were added. */
export async function selectOrderLines(db: DbOrTx, where: SQL): Promise<OrderLineRow[]> {
  return linesQuery(db, where);
}

/** The lines of an order (a prepared statement, db/prepared.ts: totals and payment read it on every call). */
export async function loadOrderLines(db: DbOrTx, orderId: number): Promise<OrderLineRow[]> {
  const query = prepared(db, "order_lines", () =>
    linesQuery(db, eq(orderLines.orderId, sql.placeholder("orderId"))).prepare("order_lines"),
  );
  return query.execute({ orderId });
}

/**
 * Loads an order of the outlet (open or closed), its lines, and its totals from `computeTotals`:
 * lines' status, price, qty, taxable, serviceCharged and discount; the order's snapshotted rates
 * (basis points) and rounding flag; its tarik tunai as cash withdrawal; the outlet's currency.
 * Does not lock: call it inside a transaction after locking the order when the result decides a write.
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan` for an unknown order or one of another outlet.
 */
export async function loadOrderForTotals(db: DbOrTx, orderId: number, outletId: number): Promise<OrderForTotals> {
  const query = prepared(db, "order_for_totals", () =>
    db
      .select({ order: orders, outletCurrency: outlets.currency })
      .from(orders)
      .innerJoin(outlets, eq(outlets.id, orders.outletId))
      .where(and(eq(orders.id, sql.placeholder("orderId")), eq(orders.outletId, sql.placeholder("outletId"))))
      .prepare("order_for_totals"),
  );
  const rows = await query.execute({ orderId, outletId });
  const row = rows[0];
  if (!row) {
    throw notFound(MSG.TRANSACTION_NOT_FOUND);
  }
  const { order } = row;
  const currency = currencyFromOutlet(row.outletCurrency);
  const lines = await loadOrderLines(db, orderId);
  return { order, lines, totals: totalsOf(order, lines, currency), currency };
}

/** The order fields its totals read: rates (basis points), rounding flag, cash withdrawal, stored discount and voucher. */
type TotalsOrder = Pick<
  OrderRow,
  "taxRateBp" | "serviceChargeRateBp" | "cashWithdrawal" | "rounding" | "discountType" | "discountValue" | "voucherValue"
>;

/** The totals of `order` over `lines` (every status) in `currency`, its stored discount and voucher off the sales. */
function totalsOf(order: TotalsOrder, lines: readonly OrderLineRow[], currency: Currency): Totals {
  const input = {
    lines: lines.map(toTotalsLine),
    taxRateBp: order.taxRateBp,
    serviceChargeRateBp: order.serviceChargeRateBp,
    cashWithdrawal: money(order.cashWithdrawal),
    roundingFlag: order.rounding,
    currency,
  };
  // The stored Diskon Transaksi and voucher (PUT /tmp-transaction/{id}/discount) come off the sales.
  const amounts = orderDiscountAmounts(storedDiscount(order), salesBase(computeTotals(input)));
  return computeTotals({ ...input, ...amounts });
}

/**
 * As `loadOrderForTotals` without the order row, in ONE prepared statement (the order's totals fields
 * and the outlet's currency beside each of its lines, left-joined: an order without lines is one row):
 * the cart reply of GET /transaction-detail.
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan` for an unknown order or one of another outlet.
 */
export async function loadLinesAndTotals(
  db: DbOrTx,
  orderId: number,
  outletId: number,
): Promise<{ lines: OrderLineRow[]; totals: Totals; currency: Currency }> {
  const rows = await prepared(db, "order_lines_totals", () =>
    db
      .select({
        order: {
          taxRateBp: orders.taxRateBp,
          serviceChargeRateBp: orders.serviceChargeRateBp,
          cashWithdrawal: orders.cashWithdrawal,
          rounding: orders.rounding,
          discountType: orders.discountType,
          discountValue: orders.discountValue,
          voucherValue: orders.voucherValue,
        },
        outletCurrency: outlets.currency,
        line: orderLines,
        menuItemName: menuItems.name,
        menuTypeId: menuItems.menuTypeId,
        menuTypeName: menuTypes.name,
      })
      .from(orders)
      .innerJoin(outlets, eq(outlets.id, orders.outletId))
      .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
      .leftJoin(menuItems, eq(menuItems.id, orderLines.menuItemId))
      .leftJoin(menuTypes, eq(menuTypes.id, menuItems.menuTypeId))
      .where(and(eq(orders.id, sql.placeholder("orderId")), eq(orders.outletId, sql.placeholder("outletId"))))
      .orderBy(asc(orderLines.id))
      .prepare("order_lines_totals"),
  ).execute({ orderId, outletId });
  const first = rows[0];
  if (!first) {
    throw notFound(MSG.TRANSACTION_NOT_FOUND);
  }
  const { order } = first;
  const lines: OrderLineRow[] = [];
  for (const r of rows) {
    if (r.line) {
      lines.push({
        ...r.line,
        menuItemName: r.menuItemName ?? "",
        menuTypeId: r.menuTypeId ?? 0,
        menuTypeName: r.menuTypeName ?? "",
        taxRateBp: order.taxRateBp,
        serviceChargeRateBp: order.serviceChargeRateBp,
      });
    }
  }
  const currency = currencyFromOutlet(first.outletCurrency);
  return { lines, totals: totalsOf(order, lines, currency), currency };
}

/**
 * The order's stored discount and voucher in the domain's shape (value: minor units for `diskon`,
 * basis points for `diskonPercent`; voucher: minor units).
 */
export function storedDiscount(order: Pick<OrderRow, "discountType" | "discountValue" | "voucherValue">): StoredOrderDiscount {
  const kind: OrderDiscountKind = order.discountType === "diskon" || order.discountType === "diskonPercent" ? order.discountType : "";
  return { kind, value: kind === "" ? 0 : order.discountValue, voucher: order.voucherValue };
}
