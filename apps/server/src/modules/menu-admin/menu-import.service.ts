/**
 * Back office · Menu CSV import (docs/API.md "Back office · Menu"): the file is read by
 * the domain's `parseCsvImport` with the menu row schema (`@waroeng/domain/csv`), then checked
 * against the outlet: the category must be the outlet's (by name, case-insensitive), a name may
 * appear once. A row whose name is on the outlet's menu updates that item; any other creates one.
 * - preview: what the file would do, and every row-level error; nothing written.
 * - apply: the same checks again inside ONE transaction (the outlet's items locked), then every row
 *   written and audited; a file with any error → 422 listing them, nothing written.
 */
import { MENU_ADMIN_MSG, MENU_LIMITS, menuCsvColumns, type PriceType } from "@waroeng/domain";
import { type CsvRowError, type MenuCsvItem, menuCsvRowSchema, parseCsvImport } from "@waroeng/domain/csv";
import { asc, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { categories, menuItems, transactionTypes } from "../../db/schema/index.ts";
import type { AuditActor } from "../../lib/audit.ts";
import { notifyChange } from "../../lib/events.ts";
import { ApiError } from "../../lib/http.ts";
import { type AdminItemView, listAdminItems, outletCurrency, writeItem } from "./menu-items.service.ts";
import { uniqueName } from "./menu-types.service.ts";

/** One row the file would write. */
interface PlannedRow {
  line: number;
  item: MenuCsvItem;
  categoryId: number;
  menuTypeId: number;
  existing: AdminItemView | undefined;
}

interface ImportPlan {
  rows: PlannedRow[];
  errors: CsvRowError[];
}

/** The transaction types, as the price columns name them. */
async function priceTypes(db: DbOrTx): Promise<PriceType[]> {
  return db.select({ id: transactionTypes.id, name: transactionTypes.name }).from(transactionTypes).orderBy(asc(transactionTypes.id));
}

/** Reads the file and checks it against the outlet's categories and items (read with `db`). */
async function plan(db: DbOrTx, outletId: number, csv: string, lock: boolean): Promise<ImportPlan> {
  const types = await priceTypes(db);
  const currency = await outletCurrency(db, outletId);
  const parsed = parseCsvImport(csv, menuCsvColumns(types), menuCsvRowSchema(currency, types), { maxRows: MENU_LIMITS.importRows });
  const errors = [...parsed.errors];
  if (lock) {
    await db.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.outletId, outletId)).for("update");
  }
  const cats = await db
    .select({ id: categories.id, name: categories.name, menuTypeId: categories.menuTypeId })
    .from(categories)
    .where(eq(categories.outletId, outletId));
  const catByName = new Map(cats.map((c) => [c.name.trim().toLowerCase(), c]));
  const items = [...(await listAdminItems(db, outletId, { archived: false })), ...(await listAdminItems(db, outletId, { archived: true }))];
  const itemByName = new Map(items.map((i) => [i.row.name.toLowerCase(), i]));
  const seen = new Set<string>();
  const rows: PlannedRow[] = [];
  parsed.rows.forEach((item, i) => {
    const line = parsed.lines[i] ?? 0;
    const key = item.name.toLowerCase();
    const category = catByName.get(item.category.toLowerCase());
    let bad = false;
    if (seen.has(key)) {
      errors.push({ line, column: "nama", message: MENU_ADMIN_MSG.CSV_NAME_TWICE });
      bad = true;
    }
    seen.add(key);
    if (!category) {
      errors.push({ line, column: "kategori", message: MENU_ADMIN_MSG.CATEGORY_NOT_FOUND });
      bad = true;
    }
    if (!bad && category) {
      const existing = itemByName.get(key);
      rows.push({
        line,
        item: { ...item, name: existing?.row.name ?? item.name },
        categoryId: category.id,
        menuTypeId: category.menuTypeId,
        existing,
      });
    }
  });
  errors.sort((a, b) => a.line - b.line);
  return { rows, errors };
}

/** The reply: what the file does (or did). Money in minor units (the money plugin converts). */
function result(p: ImportPlan, applied: boolean) {
  const created = p.rows.filter((r) => !r.existing).length;
  return {
    applied,
    created,
    updated: p.rows.length - created,
    rows: p.rows.map((r) => ({
      line: r.line,
      action: r.existing ? ("update" as const) : ("create" as const),
      m_menu_nama: r.item.name,
      m_kategori_nama: r.item.category,
      m_menu_harga: r.item.price,
    })),
    errors: p.errors,
  };
}

/** POST /admin/menu/import/preview: the plan and its errors; nothing written. */
export async function previewMenuImport(db: Db, outletId: number, csv: string) {
  return result(await plan(db, outletId, csv, false), false);
}

/**
 * POST /admin/menu/import: applies the whole file in one transaction, or nothing.
 * @throws ApiError 422 `importRefused(n)` with `errors` (`"baris L · kolom"` → message) when any row is bad.
 */
export async function applyMenuImport(db: Db, actor: AuditActor, csv: string) {
  return uniqueName(MENU_ADMIN_MSG.MENU_NAME_TAKEN, () =>
    db.transaction(async (tx) => {
      const p = await plan(tx, actor.outletId, csv, true);
      if (p.errors.length > 0) {
        const errors = Object.fromEntries(
          p.errors.slice(0, 100).map((e) => [`baris ${e.line}${e.column ? ` · ${e.column}` : ""}`, e.message]),
        );
        throw new ApiError(422, MENU_ADMIN_MSG.importRefused(p.errors.length), { extra: { errors }, keepStatus: true });
      }
      const currency = await outletCurrency(tx, actor.outletId);
      for (const r of p.rows) {
        const { item } = r;
        const prices = Object.entries(item.prices).map(([typeId, price]) => ({ typeId: Number(typeId), price }));
        await writeItem(tx, actor, currency, r.existing, { ...item, categoryId: r.categoryId, prices, active: item.active }, r.menuTypeId);
      }
      if (p.rows.length > 0) {
        await notifyChange(tx, actor.outletId, { topic: "menu" });
      }
      return result(p, true);
    }),
  );
}
