/**
 * Menu: menu types, categories, items with prices per transaction type, production stations and
 * screens with plotting, stock (orders spec §3, payment spec §3).
 */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { outletRef, transactionTypes, users } from "./outlet.ts";

/** Menu type (m_menu_jenis / m_jenis_produk), e.g. Makanan, Minuman. */
export const menuTypes = pgTable(
  "m_menu_jenis",
  {
    id: serial("m_menu_jenis_id").primaryKey(),
    outletId: outletRef(),
    name: text("m_menu_jenis_nama").notNull(),
    /** Which pickup screen serves it: makan | minum. */
    pickup: text("m_menu_jenis_ambil").notNull().default("makan"),
    sortOrder: integer("m_menu_jenis_urut").notNull().default(0),
  },
  (t) => [uniqueIndex("m_menu_jenis_uq").on(t.outletId, t.name)],
);

/** Category inside a menu type (m_kategori / m_sub_jenis_produk), e.g. Ayam, Es. */
export const categories = pgTable(
  "m_kategori",
  {
    id: serial("m_kategori_id").primaryKey(),
    outletId: outletRef(),
    menuTypeId: integer("m_kategori_m_menu_jenis_id")
      .notNull()
      .references(() => menuTypes.id),
    name: text("m_kategori_nama").notNull(),
    sortOrder: integer("m_kategori_urut").notNull().default(0),
  },
  (t) => [uniqueIndex("m_kategori_uq").on(t.outletId, t.name)],
);

/** Production station (plot produksi), e.g. Goreng, Minum. */
export const stations = pgTable(
  "m_plot_produksi",
  {
    id: serial("m_plot_produksi_id").primaryKey(),
    outletId: outletRef(),
    name: text("m_plot_produksi_nama").notNull(),
  },
  (t) => [uniqueIndex("m_plot_produksi_uq").on(t.outletId, t.name)],
);

/** Which categories a station cooks. */
export const stationCategories = pgTable(
  "m_plot_produksi_kategori",
  {
    stationId: integer("m_plot_produksi_id")
      .notNull()
      .references(() => stations.id),
    categoryId: integer("m_kategori_id")
      .notNull()
      .references(() => categories.id)
      .unique(),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.categoryId] })],
);

/** Menu item (m_menu / m_produk). Default price in minor units; tax and service-charge flags. */
export const menuItems = pgTable(
  "m_menu",
  {
    id: serial("m_menu_id").primaryKey(),
    outletId: outletRef(),
    name: text("m_menu_nama").notNull(),
    menuTypeId: integer("m_menu_m_menu_jenis_id")
      .notNull()
      .references(() => menuTypes.id),
    categoryId: integer("m_menu_m_kategori_id")
      .notNull()
      .references(() => categories.id),
    price: integer("m_menu_harga").notNull(),
    taxable: boolean("m_menu_tax").notNull().default(true),
    serviceCharged: boolean("m_menu_sc").notNull().default(true),
    active: boolean("m_menu_active").notNull().default(true),
    /** Sold out (menu habis); shown as m_menu_harga_qr_status "tidak". */
    soldOut: boolean("m_menu_habis").notNull().default(false),
    sortOrder: integer("m_menu_urut").notNull().default(0),
    /** Orderable from the table's QR page. */
    qr: boolean("m_menu_qr").notNull().default(true),
    /** Archived by the back office: off every menu, kept for its history; null = not archived. */
    archivedAt: timestamp("m_menu_archived_at", { withTimezone: true }),
    /** The chain's item this row is (hq_menu_item at head office; the same on every outlet's copy), null = the outlet's own. */
    chainItemId: integer("m_menu_chain_id"),
  },
  (t) => [
    uniqueIndex("m_menu_uq").on(t.outletId, t.name),
    index("m_menu_chain_idx").on(t.chainItemId),
    index("m_menu_category_idx").on(t.categoryId),
    check("m_menu_price_ck", sql`${t.price} >= 0`),
    check("m_menu_nama_ck", sql`length(${t.name}) between 1 and 60`),
    check("m_menu_archived_ck", sql`${t.archivedAt} is null or not ${t.active}`),
  ],
);

/** Price of an item for one transaction type (delivery platforms often charge more). */
export const menuPrices = pgTable(
  "m_menu_harga",
  {
    menuItemId: integer("m_menu_id")
      .notNull()
      .references(() => menuItems.id),
    transactionTypeId: integer("m_t_t_id")
      .notNull()
      .references(() => transactionTypes.id),
    price: integer("m_menu_harga_nominal").notNull(),
  },
  (t) => [primaryKey({ columns: [t.menuItemId, t.transactionTypeId] }), check("m_menu_harga_ck", sql`${t.price} >= 0`)],
);

/** Production (kitchen display) screen. */
export const productionScreens = pgTable("m_layar_produksi", {
  id: serial("id").primaryKey(),
  outletId: outletRef(),
  name: text("layar_name").notNull(),
});

/** Plotting of one half (left | right) of a screen: stations and transaction types shown there. */
export const plottings = pgTable(
  "m_plotting",
  {
    id: serial("id").primaryKey(),
    screenId: integer("m_layar_produksi_id")
      .notNull()
      .references(() => productionScreens.id),
    side: text("side").notNull(),
    stationIds: integer("m_plotting_type_plot_produksi_id").array().notNull().default(sql`'{}'::int[]`),
    transactionTypeIds: integer("m_plotting_type_transaction_id").array().notNull().default(sql`'{}'::int[]`),
  },
  (t) => [uniqueIndex("m_plotting_uq").on(t.screenId, t.side), check("m_plotting_side_ck", sql`${t.side} in ('left','right')`)],
);

/**
 * Today's stock of an item (Form Stok Menu, Menu Habis; docs/API.md "Stock"): one row per item and
 * business date (Asia/Jakarta). `m_stock_stock_awal` null = not counted that day; `m_stock_sisa` the
 * units left, counted down by the m_dish_status triggers (migration stock_countdown) as dishes are
 * sent, back up when a dish not yet ready is cancelled. `m_stock_habis`: marked sold out by hand.
 */
export const stocks = pgTable(
  "m_stock",
  {
    id: serial("m_stock_id").primaryKey(),
    outletId: outletRef(),
    menuItemId: integer("m_menu_id")
      .notNull()
      .references(() => menuItems.id),
    businessDate: date("m_stock_tanggal", { mode: "string" }).notNull(),
    openingStock: integer("m_stock_stock_awal"),
    remaining: integer("m_stock_sisa"),
    soldOut: boolean("m_stock_habis").notNull().default(false),
    updatedBy: integer("m_stock_updated_by").references(() => users.id),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("m_stock_uq").on(t.menuItemId, t.businessDate),
    index("m_stock_outlet_date_idx").on(t.outletId, t.businessDate),
    check(
      "m_stock_sisa_ck",
      sql`(${t.openingStock} is null) = (${t.remaining} is null) and ${t.remaining} >= 0 and ${t.openingStock} >= 0`,
    ),
  ],
);
