/**
 * Daily rollups per outlet and business day (`r_t_tanggal`, Asia/Jakarta): what the reports read
 * instead of every bill. The same tables at an outlet (added to in the paying, refunding and voiding
 * transactions, lib/rollups.ts) and at head office (at ingest). Rows are sums of domain `rollupDeltas`
 * (packages/domain/src/rollups.ts, which says what counts where); a row may fall back to all zeros
 * (a voided bill's day), readers skip those. Money `bigint` minor units, counts integers. No foreign
 * keys: derived data, rebuilt from the bills (the migration's backfill) when in doubt.
 */
import { bigint, date, index, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";

const money = (name: string) => bigint(name, { mode: "number" }).notNull().default(0);
const count = (name: string) => integer(name).notNull().default(0);
const day = () => ({ outletId: integer("m_w_id").notNull(), businessDate: date("business_date").notNull() });

/**
 * The index the owner's cross-outlet reports read (modules/hq/reports.service.ts) on rollup table
 * `table`: the business date first, then the outlet and every column such a report reads, so that a
 * report over many outlets and a date range is one index-only range scan instead of one descent per
 * outlet into the primary key and a visit of every row. Named `<table>_report_idx`. The item tables'
 * lead with the outlet instead: the whole chain's reports by item and category read the chain-wide
 * rows (rollup-chain.ts), and an area's outlets are then one index-only descent each, not a scan of
 * every outlet's rows in the range.
 */
export function reportIndex(table: string, ...columns: Parameters<ReturnType<typeof index>["on"]>) {
  return index(`${table}_report_idx`).on(...columns);
}

/** The columns of `rollup_*_item` (day, week, month). */
export const itemColumns = () => ({
  ...day(),
  menuId: integer("m_menu_id").notNull(),
  menuName: text("menu_name").notNull(),
  categoryId: integer("m_kategori_id").notNull().default(0),
  categoryName: text("category_name").notNull().default(""),
  qty: count("qty"),
  gross: money("gross"),
  discount: money("discount"),
  net: money("net"),
  refundQty: count("refund_qty"),
  refundTotal: money("refund_total"),
  refundMadeQty: count("refund_made_qty"),
  refundMadeTotal: money("refund_made_total"),
});

/** The columns of `rollup_*_option` (day, week, month). */
export const optionColumns = () => ({
  ...day(),
  optionId: integer("m_option_id").notNull(),
  groupName: text("group_name").notNull(),
  optionName: text("option_name").notNull(),
  qty: count("qty"),
  total: money("total"),
});

/** The columns of `rollup_*_method` (day, week, month). */
export const methodColumns = () => ({
  ...day(),
  methodId: integer("m_payment_method_id").notNull(),
  methodName: text("method_name").notNull().default(""),
  count: count("count"),
  total: money("total"),
});

/** The columns of `rollup_*_type` (day, week, month). */
export const typeColumns = () => ({
  ...day(),
  typeId: integer("m_t_t_id").notNull(),
  typeName: text("type_name").notNull().default(""),
  bills: count("bills"),
  gross: money("gross"),
  tax: money("tax"),
  service: money("service"),
  total: money("total"),
});

/** The columns of `rollup_*_hour` (day, week, month). */
export const hourColumns = () => ({
  ...day(),
  hour: smallint("hour").notNull(),
  bills: count("bills"),
  total: money("total"),
});

/**
 * One outlet's day. Sales (bills not written off): `bills`, `sales` (Σ total paid + free change, the
 * report's sales), `total` (Σ total paid). Every bill, write-offs included: `gross` (subtotal),
 * `discount`/`discount_bills`, `voucher`/`voucher_bills`, `tax`, `service`, `rounding`, `free_change`,
 * `cash_withdrawal`; write-offs: `written_off_bills`, `gratis`, `lost_bill` (their totals). Refunds
 * made that day: `refund_count`, `refund_total`; voids of that day's bills: `void_count`, `void_total`.
 */
export const rollupDay = pgTable(
  "rollup_day",
  {
    ...day(),
    bills: count("bills"),
    sales: money("sales"),
    total: money("total"),
    writtenOffBills: count("written_off_bills"),
    gratis: money("gratis"),
    lostBill: money("lost_bill"),
    gross: money("gross"),
    discount: money("discount"),
    discountBills: count("discount_bills"),
    voucher: money("voucher"),
    voucherBills: count("voucher_bills"),
    tax: money("tax"),
    service: money("service"),
    rounding: money("rounding"),
    freeChange: money("free_change"),
    cashWithdrawal: money("cash_withdrawal"),
    refundCount: count("refund_count"),
    refundTotal: money("refund_total"),
    voidCount: count("void_count"),
    voidTotal: money("void_total"),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.businessDate] })],
);

/**
 * An item (menu id and the name it was paid with) on a day. Sold lines (status 0): `qty`, `gross`
 * (qty × price), `net` (the lines' nominal), `discount` (gross − net); of them refunded whenever
 * (on the bill's day): `refund_qty`, `refund_total`. Refunds MADE that day, any line: `refund_made_qty`,
 * `refund_made_total`. Category as when paid (0/"" on a row only refunds made).
 */
export const rollupDayItem = pgTable("rollup_day_item", itemColumns(), (t) => [
  primaryKey({ columns: [t.outletId, t.businessDate, t.menuId, t.menuName] }),
  reportIndex("rollup_day_item", t.outletId, t.businessDate, t.menuId, t.menuName, t.categoryId, t.categoryName, t.qty, t.net),
]);

/** Cancelled (status 2) and warranty (3, 4) lines of a day's bills per reason: units and Σ qty × price. */
export const rollupDayReason = pgTable(
  "rollup_day_reason",
  {
    ...day(),
    status: smallint("status").notNull(),
    reason: text("reason").notNull(),
    qty: count("qty"),
    total: money("total"),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.businessDate, t.status, t.reason] })],
);

/** An option (id and the group/option names it was paid with) on a day's sold lines: units and Σ delta × units, refunded units out. */
export const rollupDayOption = pgTable("rollup_day_option", optionColumns(), (t) => [
  primaryKey({ columns: [t.outletId, t.businessDate, t.optionId, t.groupName, t.optionName] }),
  reportIndex("rollup_day_option", t.businessDate, t.outletId, t.optionId, t.groupName, t.optionName, t.qty, t.total),
]);

/** A payment method on a day (every bill): the bills with a tender of it (`count`) and Σ tenders. */
export const rollupDayMethod = pgTable("rollup_day_method", methodColumns(), (t) => [
  primaryKey({ columns: [t.outletId, t.businessDate, t.methodId] }),
]);

/** A transaction type (dine in, take away, each platform) on a day, bills not written off: count, subtotal, tax, service, total. */
export const rollupDayType = pgTable("rollup_day_type", typeColumns(), (t) => [
  primaryKey({ columns: [t.outletId, t.businessDate, t.typeId] }),
]);

/** An hour (0–23, Asia/Jakarta) of a day, bills not written off: count and Σ total paid. */
export const rollupDayHour = pgTable("rollup_day_hour", hourColumns(), (t) => [
  primaryKey({ columns: [t.outletId, t.businessDate, t.hour] }),
  reportIndex("rollup_day_hour", t.businessDate, t.outletId, t.hour, t.bills, t.total),
]);

/**
 * An outlet's QRIS on a day, for the QRIS reconciliation (modules/reports/qris-recon.service.ts): the
 * charges whose money arrived (paid, or recorded as money to return) and that paid a bill, counted on
 * the bill's day — `charges`, Σ `charge_total` (what they asked: bill + unique code), Σ `charge_unique`
 * — and the bills with a QRIS tender and no charge linked (`uncharged_bills`: confirmed by eye). The
 * bills with a QRIS tender and their QRIS money are `rollup_day_method`'s method-11 row.
 */
export const rollupDayQris = pgTable(
  "rollup_day_qris",
  {
    ...day(),
    charges: count("charges"),
    chargeTotal: money("charge_total"),
    chargeUnique: money("charge_unique"),
    unchargedBills: count("uncharged_bills"),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.businessDate] })],
);
