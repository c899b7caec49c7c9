/**
 * Open orders (tmp_transaction / m_transaction_table), their lines, the tables they hold, the
 * kitchen's dishes (m_dish_status) and QR online orders (foundations §3, orders §3, payment §3).
 */
import type { LineOption } from "@waroeng/domain";
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { menuItems, menuTypes, stations } from "./menu.ts";
import { createdAtColumn, diningTables, outletRef, transactionTypes, users } from "./outlet.ts";
import { qrTokens } from "./qr.ts";

/** An order (nota). status 0 open, 2 closed. Money in minor units, rates in basis points (snapshotted at opening). */
export const orders = pgTable(
  "tmp_transaction",
  {
    id: serial("tmp_transaction_id").primaryKey(),
    outletId: outletRef(),
    noteNumber: text("tmp_transaction_note_number").notNull(),
    /** Asia/Jakarta date the order was opened on: a nota number is unique per outlet and business date. */
    businessDate: date("tmp_transaction_business_date", { mode: "string" })
      .notNull()
      .default(sql`((now() at time zone 'Asia/Jakarta')::date)`),
    customerName: text("tmp_transaction_customer_name").notNull(),
    orderTime: timestamp("tmp_transaction_order_time", { withTimezone: true }).notNull(),
    kitchenDoneTime: timestamp("tmp_transaction_kitchen_done_time", { withTimezone: true }),
    memberId: text("tmp_transaction_member_id").notNull().default(""),
    /** Main table; null for a delivery-platform (ojol) note, which holds no table (orders §2.6). */
    tableId: integer("tmp_transaction_m_meja_id").references(() => diningTables.id),
    transactionTypeId: integer("tmp_transaction_m_t_t_id")
      .notNull()
      .references(() => transactionTypes.id),
    status: integer("tmp_transaction_status").notNull().default(0),
    cashierId: integer("tmp_transaction_by")
      .notNull()
      .references(() => users.id),
    /** Staff who took the order (m_transaction_table_by); the cashier when opened at the till. */
    waiterId: integer("m_transaction_table_by").references(() => users.id),
    taxRateBp: integer("tmp_transaction_tax_bp").notNull(),
    serviceChargeRateBp: integer("tmp_transaction_sc_bp").notNull(),
    rounding: text("tmp_transaction_pembulatan").notNull(),
    cashWithdrawal: integer("tmp_transaction_tarik_tunai").notNull().default(0),
    /**
     * Diskon Transaksi as the pay screen sets it (PUT /tmp-transaction/{id}/discount): "" none,
     * "diskon" (value: minor units) or "diskonPercent" (value: basis points of the sales).
     */
    discountType: text("tmp_transaction_discount_type").notNull().default(""),
    discountValue: integer("tmp_transaction_discount_value").notNull().default(0),
    /** The supervisor who approved a discount above the outlet's limit (or set it), else null. */
    discountApprovedBy: integer("tmp_transaction_discount_approved_by").references(() => users.id),
    /** The voucher applied to the bill ("" none) and the amount the server found for it (minor units). */
    voucherCode: text("tmp_transaction_voucher_code").notNull().default(""),
    voucherValue: integer("tmp_transaction_voucher_value").notNull().default(0),
    /** Split bills paid off this order so far (payment/split.service.ts): `new_split` is `-S{n + 1}`. */
    splitCount: integer("tmp_transaction_split_count").notNull().default(0),
    /** Set when the pickup screen marks every dish delivered (set-delivered). */
    deliveredAt: timestamp("tmp_transaction_delivered_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("tmp_transaction_open_nota_uq").on(t.outletId, t.noteNumber).where(sql`${t.status} = 0`),
    // Open or closed, one nota number per outlet and business date ("1001" twice a day).
    uniqueIndex("tmp_transaction_day_nota_uq").on(t.outletId, t.businessDate, t.noteNumber),
    // Typed numbers are at most MAX_LENGTH.noteNumber (+ a delivery prefix); express names are generated.
    check("tmp_transaction_note_number_len_ck", sql`char_length(${t.noteNumber}) between 1 and 40`),
    index("tmp_transaction_outlet_status_idx").on(t.outletId, t.status),
    check("tmp_transaction_status_ck", sql`${t.status} in (0, 2)`),
    check(
      "tmp_transaction_discount_ck",
      sql`${t.discountType} in ('', 'diskon', 'diskonPercent') and ${t.discountValue} >= 0 and ${t.voucherValue} >= 0
        and (${t.discountType} <> 'diskonPercent' or ${t.discountValue} <= 10000)`,
    ),
  ],
);

/**
 * The tables an open order holds (its main table and merged ones). A table appears at most once:
 * the unique index is what settles two cashiers opening the same table at once. Rows are deleted
 * when the order closes, which frees the tables.
 */
export const orderTables = pgTable(
  "tmp_transaction_meja",
  {
    orderId: integer("tmp_transaction_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    tableId: integer("m_meja_id")
      .notNull()
      .references(() => diningTables.id),
  },
  (t) => [uniqueIndex("tmp_transaction_meja_table_uq").on(t.tableId), index("tmp_transaction_meja_order_idx").on(t.orderId)],
);

/**
 * An order line (tmp_transaction_detail / m_transaction_menu). status 0 normal, 2 cancelled,
 * 3 replaced, 4 free; production_status 0 not yet sent, 1 sent. Money in minor units.
 */
export const orderLines = pgTable(
  "tmp_transaction_detail",
  {
    id: serial("tmp_transaction_detail_id").primaryKey(),
    orderId: integer("tmp_transaction_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    menuItemId: integer("m_produk_id")
      .notNull()
      .references(() => menuItems.id),
    qty: integer("qty").notNull(),
    /** Quantity as first ordered (qty_qr). */
    originalQty: integer("qty_qr").notNull(),
    price: integer("price").notNull(),
    status: integer("status").notNull().default(0),
    productionStatus: integer("production_status").notNull().default(0),
    /** Units of this line already turned into dishes (the delta base for production sends). */
    sentQty: integer("sent_qty").notNull().default(0),
    /** The cook's note alone; the wire's `custom_menu` is the options' text, then this note (domain `customMenuText`). */
    customMenu: text("custom_menu").notNull().default(""),
    /** The chosen options as they were when added (domain `LineOption`, price per unit in minor units); `price` includes them. */
    options: jsonb("options").$type<LineOption[]>().notNull().default(sql`'[]'::jsonb`),
    /** The options' identity (domain `optionsKey`: sorted option ids, "" none): the same item and key add to one line. */
    optionsKey: text("options_key").notNull().default(""),
    takeaway: boolean("takeaway_status").notNull().default(false),
    taxable: boolean("tax_status").notNull().default(true),
    serviceCharged: boolean("service_charge_status").notNull().default(true),
    discount: integer("discount").notNull().default(0),
    discountType: text("discount_type").notNull().default(""),
    /** The edit-menu discount's value (domain lineDiscount): Persen basis points, Nominal and CustomPrice minor units, Qty units. */
    discountValue: integer("discount_value").notNull().default(0),
    approvalReason: text("reasone_approve").notNull().default(""),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("tmp_transaction_detail_order_idx").on(t.orderId),
    check(
      "tmp_transaction_detail_ck",
      sql`${t.qty} >= 0 and ${t.price} >= 0 and ${t.sentQty} >= 0 and ${t.status} in (0,2,3,4,5) and ${t.productionStatus} in (0,1)`,
    ),
  ],
);

/** One unit of a dish for the kitchen (m_dish_status): ready and served flags, per station. */
export const dishes = pgTable(
  "m_dish_status",
  {
    id: serial("m_dish_status_id").primaryKey(),
    outletId: outletRef(),
    orderId: integer("m_dish_status_table_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderLineId: integer("m_dish_status_transaction_menu_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    menuItemId: integer("m_dish_status_menu_id")
      .notNull()
      .references(() => menuItems.id),
    menuTypeId: integer("m_dish_status_menu_jenis_id")
      .notNull()
      .references(() => menuTypes.id),
    /**
     * The item's category when the dish was sent: a record, like the rollups' (no foreign key), so
     * that head office can delete a category whose past dishes name it (docs/chain-sync.md).
     */
    categoryId: integer("m_dish_status_kategori_id").notNull(),
    /** Its station when sent; null once head office deleted that station (its screens no longer show it). */
    stationId: integer("m_dish_status_plot_produksi_id").references(() => stations.id, { onDelete: "set null" }),
    isReady: integer("is_ready").notNull().default(0),
    isServed: integer("is_served").notNull().default(0),
    isCancelled: boolean("is_cancelled").notNull().default(false),
    /** Sent after the order's first production send: shown under Tambahan / additional. */
    isAdditional: boolean("is_additional").notNull().default(false),
    customMenu: text("custom_menu").notNull().default(""),
    /** The line's options when the dish was sent (domain `LineOption`), shown under the dish and printed on tickets. */
    options: jsonb("options").$type<LineOption[]>().notNull().default(sql`'[]'::jsonb`),
    /** Set by the pickup screen's Selesai (set-delivered) once every dish of its type is served. */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("m_dish_status_order_idx").on(t.orderId),
    index("m_dish_status_outlet_open_idx").on(t.outletId, t.isServed),
    // The line's foreign key: deleting a line (or its order) finds its dishes without a scan.
    index("m_dish_status_line_idx").on(t.orderLineId),
    // The kitchen and pickup lists read only dishes still on the screens (kitchen.queries pendingDish)
    // and today's cancelled ones: both stay small however many dishes the outlet's history holds.
    index("m_dish_status_pending_idx").on(t.outletId, t.orderId).where(sql`${t.isCancelled} = false and ${t.deliveredAt} is null`),
    index("m_dish_status_cancelled_idx").on(t.outletId, t.updatedAt).where(sql`${t.isCancelled} = true`),
    check("m_dish_status_flags_ck", sql`${t.isReady} in (0,1) and ${t.isServed} in (0,1) and (${t.isServed} = 0 or ${t.isReady} = 1)`),
  ],
);

/**
 * A QR online order placed by a customer at a table (tmp_online). status: new | accepted | deleted.
 * Take-away counter orders have no table until accepted (a free bungkus slot is taken then).
 */
export const onlineOrders = pgTable(
  "tmp_online",
  {
    id: serial("tmp_online_id").primaryKey(),
    outletId: outletRef(),
    tableId: integer("tmp_online_m_meja_id").references(() => diningTables.id),
    transactionTypeId: integer("tmp_online_m_t_t_id")
      .notNull()
      .references(() => transactionTypes.id),
    code: text("tmp_online_code").notNull(),
    customerName: text("tmp_online_bigboss_name").notNull(),
    /** [{ m_menu_id, qty, custom_menu }] as the customer sent them. */
    items: jsonb("tmp_online_items").notNull().default(sql`'[]'::jsonb`),
    status: text("tmp_online_status").notNull().default("new"),
    notified: boolean("tmp_online_notified").notNull().default(false),
    orderId: integer("tmp_transaction_id").references(() => orders.id),
    /** The QR code it was sent from (the guest page lists that code's orders). */
    tokenId: integer("qr_token_id").references(() => qrTokens.id, { onDelete: "set null" }),
    /** The order lines the acceptance made (their dishes give the guest's state). */
    lineIds: jsonb("tmp_online_line_ids").notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tmp_online_code_uq").on(t.outletId, t.code),
    index("tmp_online_outlet_status_idx").on(t.outletId, t.status),
    index("tmp_online_token_idx").on(t.tokenId),
    check("tmp_online_status_ck", sql`${t.status} in ('new', 'accepted', 'deleted')`),
  ],
);
