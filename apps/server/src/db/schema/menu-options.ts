/**
 * Menu options (docs/API.md "Menu options"): option groups per outlet ("Level Pedas", "Topping"),
 * their options with a price delta (minor units, per transaction type like menu prices), and the
 * items or categories each group is attached to, in order. A line's chosen options are copied onto
 * the line as data (`tmp_transaction_detail.options`, domain `LineOption`), so later edits here never
 * change an order or a bill.
 */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { categories, menuItems } from "./menu.ts";
import { outletRef, transactionTypes } from "./outlet.ts";

/**
 * An option group. `min_choices` ≥ 1 makes it required; `max_choices` bounds the options a line may
 * take from it (1 = pick one, like a radio). Archived groups are off every menu and kept for history.
 */
export const optionGroups = pgTable(
  "m_option_group",
  {
    id: serial("m_option_group_id").primaryKey(),
    outletId: outletRef(),
    name: text("m_option_group_nama").notNull(),
    minChoices: integer("m_option_group_min").notNull().default(0),
    maxChoices: integer("m_option_group_max").notNull().default(1),
    sortOrder: integer("m_option_group_urut").notNull().default(0),
    active: boolean("m_option_group_active").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("m_option_group_uq").on(t.outletId, t.name),
    check("m_option_group_nama_ck", sql`length(${t.name}) between 1 and 40`),
    check(
      "m_option_group_choices_ck",
      sql`${t.minChoices} >= 0 and ${t.maxChoices} >= 1 and ${t.maxChoices} <= 20 and ${t.minChoices} <= ${t.maxChoices}`,
    ),
  ],
);

/**
 * An option of a group. `m_option_harga`: price delta per unit in minor units (negative for a smaller
 * size; a line's price never goes below 0). `m_option_habis_tanggal`: sold out for that business date
 * (Asia/Jakarta) only — tomorrow it is back without anyone touching it.
 */
export const options = pgTable(
  "m_option",
  {
    id: serial("m_option_id").primaryKey(),
    outletId: outletRef(),
    groupId: integer("m_option_group_id")
      .notNull()
      .references(() => optionGroups.id, { onDelete: "cascade" }),
    name: text("m_option_nama").notNull(),
    price: integer("m_option_harga").notNull().default(0),
    isDefault: boolean("m_option_default").notNull().default(false),
    active: boolean("m_option_active").notNull().default(true),
    soldOutOn: date("m_option_habis_tanggal", { mode: "string" }),
    sortOrder: integer("m_option_urut").notNull().default(0),
  },
  (t) => [
    uniqueIndex("m_option_uq").on(t.outletId, t.groupId, t.name),
    index("m_option_outlet_idx").on(t.outletId),
    check("m_option_nama_ck", sql`length(${t.name}) between 1 and 40`),
  ],
);

/** An option's price delta for one transaction type (delivery platforms often charge more), minor units. */
export const optionPrices = pgTable(
  "m_option_harga",
  {
    optionId: integer("m_option_id")
      .notNull()
      .references(() => options.id, { onDelete: "cascade" }),
    transactionTypeId: integer("m_t_t_id")
      .notNull()
      .references(() => transactionTypes.id),
    price: integer("m_option_harga_nominal").notNull(),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.transactionTypeId] })],
);

/**
 * A group attached to one menu item or to a whole category (exactly one of the two), at `urut` in
 * the item's sheet. An item's groups: its own links and its category's, one per group, ordered by urut.
 */
export const optionGroupLinks = pgTable(
  "m_option_group_menu",
  {
    id: serial("m_option_group_menu_id").primaryKey(),
    groupId: integer("m_option_group_id")
      .notNull()
      .references(() => optionGroups.id, { onDelete: "cascade" }),
    menuItemId: integer("m_menu_id").references(() => menuItems.id, { onDelete: "cascade" }),
    categoryId: integer("m_kategori_id").references(() => categories.id, { onDelete: "cascade" }),
    sortOrder: integer("m_option_group_menu_urut").notNull().default(0),
  },
  (t) => [
    uniqueIndex("m_option_group_menu_item_uq").on(t.groupId, t.menuItemId),
    uniqueIndex("m_option_group_menu_category_uq").on(t.groupId, t.categoryId),
    index("m_option_group_menu_item_idx").on(t.menuItemId),
    index("m_option_group_menu_category_idx").on(t.categoryId),
    check("m_option_group_menu_one_ck", sql`(${t.menuItemId} is null) <> (${t.categoryId} is null)`),
  ],
);
