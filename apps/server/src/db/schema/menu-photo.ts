/**
 * A menu item's photo (not in the spec): at most one per item, shown on the cashier's menu
 * cards (GET /menu-photo/{id}) and set in the back office (POST/DELETE /admin/menu/items/{id}/photo).
 * Bytes as uploaded (JPEG, PNG or WebP, checked by their first bytes), bounded by MENU_PHOTO_LIMITS;
 * `updated_at` is the photo's version (ETag, cache-buster). Goes with its item when the item is deleted.
 */
import { sql } from "drizzle-orm";
import { check, customType, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { menuItems } from "./menu.ts";
import { outletRef, users } from "./outlet.ts";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

export const menuPhotos = pgTable(
  "m_menu_foto",
  {
    menuItemId: integer("m_menu_id")
      .primaryKey()
      .references(() => menuItems.id, { onDelete: "cascade" }),
    outletId: outletRef(),
    bytes: bytea("m_menu_foto_bytes").notNull(),
    contentType: text("m_menu_foto_type").notNull(),
    width: integer("m_menu_foto_width"),
    height: integer("m_menu_foto_height"),
    updatedBy: integer("updated_by").references(() => users.id),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // The distribution key for head office on Citus (docs/chain-sync.md; sync/distribution.test.ts).
    uniqueIndex("m_menu_foto_outlet_uq").on(t.outletId, t.menuItemId),
    check("m_menu_foto_type_ck", sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp')`),
    check("m_menu_foto_size_ck", sql`octet_length(${t.bytes}) between 1 and 204800`),
  ],
);
