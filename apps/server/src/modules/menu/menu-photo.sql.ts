/** The menu item's photo version as a column of a menu-item select (menu cards, back office). */
import { sql } from "drizzle-orm";
import { menuItems, menuPhotos } from "../../db/schema/index.ts";

/** Epoch milliseconds of the item's photo (`m_menu_foto.updated_at`), null when it has none. */
export const photoVersion = sql<
  number | null
>`(select (extract(epoch from f.updated_at) * 1000)::bigint from ${menuPhotos} f where f.m_menu_id = ${menuItems.id})`.mapWith(
  (v: string | number | null) => (v === null ? null : Number(v)),
);
