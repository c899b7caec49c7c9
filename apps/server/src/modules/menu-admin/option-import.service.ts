/**
 * Back office · Opsi Menu CSV import (docs/API.md "Back office · Opsi Menu"): the file is read by
 * the domain's `parseCsvImport` with the option row schema (`@waroeng/domain/csv`, one row per
 * option), its rows gathered into groups by name (case-insensitive; the group's `min`, `maks` and
 * `pasang` from its first row, later rows blank or the same), attachments resolved by the outlet's
 * item and category names, and every group checked by `optionGroupProblem`. A group whose name is
 * the outlet's replaces that group's options (matched by name: they keep their id) and attachments.
 * At an outlet of a chain, a row that would change what head office keeps of its group is a row
 * error with the reason (option-import-chain.ts).
 * - preview: what the file would do, and every row-level error; nothing written.
 * - apply: the same checks again inside ONE transaction (the outlet's groups locked), then every
 *   group written and audited (`writeGroup`); a file with any error → 422 listing them, nothing written.
 */
import { OPTION_ADMIN_MSG, OPTION_LIMITS, optionCsvColumns, optionGroupProblem, type PriceType } from "@waroeng/domain";
import { type CsvRowError, type OptionCsvRow, optionCsvPriceTypes, optionCsvRowSchema, parseCsvImport } from "@waroeng/domain/csv";
import { asc, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { categories, menuItems, optionGroups, transactionTypes } from "../../db/schema/index.ts";
import type { AuditActor } from "../../lib/audit.ts";
import { notifyChange } from "../../lib/events.ts";
import { ApiError } from "../../lib/http.ts";
import { outletCurrency } from "./menu-items.service.ts";
import { uniqueName } from "./menu-types.service.ts";
import { type GroupValues, listOptionGroups, type OptionGroupView, writeGroup } from "./option-groups.service.ts";
import { chainImportErrors } from "./option-import-chain.ts";

/** One group the file would write. */
interface PlannedGroup {
  line: number;
  existing: OptionGroupView | undefined;
  values: GroupValues;
}

interface ImportPlan {
  groups: PlannedGroup[];
  errors: CsvRowError[];
}

/** The transaction types, as the price columns name them (the file may leave any of them out). */
async function priceTypes(db: DbOrTx): Promise<PriceType[]> {
  return db.select({ id: transactionTypes.id, name: transactionTypes.name }).from(transactionTypes).orderBy(asc(transactionTypes.id));
}

const sameList = (a: OptionCsvRow["attachments"], b: OptionCsvRow["attachments"]) => JSON.stringify(a) === JSON.stringify(b);

/** Reads the file and checks it against the outlet's groups, items and categories (read with `db`). */
async function plan(db: DbOrTx, outletId: number, csv: string, lock: boolean): Promise<ImportPlan> {
  const types = optionCsvPriceTypes(csv, await priceTypes(db));
  const currency = await outletCurrency(db, outletId);
  const parsed = parseCsvImport(csv, optionCsvColumns(types), optionCsvRowSchema(currency, types), { maxRows: OPTION_LIMITS.importRows });
  const errors = [...parsed.errors];
  if (lock) {
    await db.select({ id: optionGroups.id }).from(optionGroups).where(eq(optionGroups.outletId, outletId)).for("update");
  }
  const existing = new Map((await listOptionGroups(db, outletId, {})).map((g) => [g.row.name.toLowerCase(), g]));
  const items = await db.select({ id: menuItems.id, name: menuItems.name }).from(menuItems).where(eq(menuItems.outletId, outletId));
  const cats = await db.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.outletId, outletId));
  const itemByName = new Map(items.map((i) => [i.name.trim().toLowerCase(), i.id]));
  const catByName = new Map(cats.map((c) => [c.name.trim().toLowerCase(), c.id]));

  // Gather the rows into groups, in file order.
  const byGroup = new Map<string, { line: number; first: OptionCsvRow; rows: OptionCsvRow[]; lines: number[] }>();
  parsed.rows.forEach((row, i) => {
    const line = parsed.lines[i] ?? 0;
    const key = row.group.toLowerCase();
    const found = byGroup.get(key);
    if (!found) {
      byGroup.set(key, { line, first: row, rows: [row], lines: [line] });
      if (row.minChoices === undefined || row.maxChoices === undefined) {
        errors.push({ line, column: row.minChoices === undefined ? "min" : "maks", message: OPTION_ADMIN_MSG.CSV_NUMBER_INVALID });
      }
      return;
    }
    const differs =
      (row.minChoices !== undefined && row.minChoices !== found.first.minChoices) ||
      (row.maxChoices !== undefined && row.maxChoices !== found.first.maxChoices) ||
      (row.attachments !== undefined && !sameList(row.attachments, found.first.attachments));
    if (differs) {
      errors.push({ line, column: null, message: OPTION_ADMIN_MSG.CSV_GROUP_DIFFERS });
    }
    found.rows.push(row);
    found.lines.push(line);
  });

  const groups: PlannedGroup[] = [];
  const optionLines: number[][] = [];
  for (const [key, g] of byGroup) {
    const before = existing.get(key);
    const oldOptions = new Map(before?.options.map((o) => [o.row.name.toLowerCase(), o.row.id]));
    const attachments: GroupValues["attachments"] = [];
    for (const a of g.first.attachments ?? []) {
      const id = (a.kind === "menu" ? itemByName : catByName).get(a.name.toLowerCase());
      if (id === undefined) {
        errors.push({ line: g.line, column: "pasang", message: `${OPTION_ADMIN_MSG.ATTACH_NOT_FOUND}: ${a.name}` });
      } else {
        attachments.push(a.kind === "menu" ? { menuItemId: id } : { categoryId: id });
      }
    }
    const values: GroupValues = {
      name: before?.row.name ?? g.first.group,
      minChoices: g.first.minChoices ?? 0,
      maxChoices: g.first.maxChoices ?? 1,
      active: before?.row.active ?? true,
      options: g.rows.map((r) => ({
        id: oldOptions.get(r.option.toLowerCase()),
        name: r.option,
        price: r.price,
        isDefault: r.isDefault,
        active: r.active,
        prices: Object.entries(r.prices).map(([typeId, price]) => ({ typeId: Number(typeId), price })),
      })),
      attachments,
    };
    const problem = optionGroupProblem(values);
    if (problem) {
      errors.push({ line: g.line, column: null, message: problem });
    }
    groups.push({ line: g.line, existing: before, values });
    optionLines.push(g.lines);
  }
  // At an outlet of a chain: what head office keeps of its groups stays (a row error each).
  errors.push(
    ...(await chainImportErrors(
      db,
      groups.map((g, i) => ({ ...g, optionLines: optionLines[i] ?? [] })),
    )),
  );
  errors.sort((a, b) => a.line - b.line);
  return { groups, errors };
}

/** The reply: what the file does (or did). */
function result(p: ImportPlan, applied: boolean) {
  const created = p.groups.filter((g) => !g.existing).length;
  return {
    applied,
    created,
    updated: p.groups.length - created,
    groups: p.groups.map((g) => ({
      line: g.line,
      action: g.existing ? ("update" as const) : ("create" as const),
      m_option_group_nama: g.values.name,
      options: g.values.options.length,
      attachments: g.values.attachments.length,
    })),
    errors: p.errors,
  };
}

/** POST /admin/option-groups/import/preview: the plan and its errors; nothing written. */
export async function previewOptionImport(db: Db, outletId: number, csv: string) {
  return result(await plan(db, outletId, csv, false), false);
}

/**
 * POST /admin/option-groups/import: applies the whole file in one transaction, or nothing.
 * @throws ApiError 422 `importRefused(n)` with `errors` (`"baris L · kolom"` → message) when any row is bad.
 */
export async function applyOptionImport(db: Db, actor: AuditActor, csv: string) {
  return uniqueName(OPTION_ADMIN_MSG.GROUP_NAME_TAKEN, () =>
    db.transaction(async (tx) => {
      const p = await plan(tx, actor.outletId, csv, true);
      if (p.errors.length > 0) {
        const errors = Object.fromEntries(
          p.errors.slice(0, 100).map((e) => [`baris ${e.line}${e.column ? ` · ${e.column}` : ""}`, e.message]),
        );
        throw new ApiError(422, OPTION_ADMIN_MSG.importRefused(p.errors.length), { extra: { errors }, keepStatus: true });
      }
      const currency = await outletCurrency(tx, actor.outletId);
      for (const g of p.groups) {
        await writeGroup(tx, actor, currency, g.existing, g.values);
      }
      if (p.groups.length > 0) {
        await notifyChange(tx, actor.outletId, { topic: "menu" });
      }
      return result(p, true);
    }),
  );
}
