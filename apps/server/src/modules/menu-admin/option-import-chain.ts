/**
 * The chain's policy in the option CSV import (docs/chain-sync.md "One menu for the chain"): at an
 * outlet of a chain, an import does not change what head office keeps of its option groups — the
 * fields the chain's policy keeps for head office (an option's name, delta with its deltas per
 * transaction type, on/off, order), a group's min/max choices, and its options (none left out). Each
 * refusal is a row error with the reason, so the preview shows it and the import writes nothing.
 */
import { CHAIN_MENU_MSG, type ChainField, lockedChanges } from "@waroeng/domain";
import type { CsvRowError } from "@waroeng/domain/csv";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { isChainOutlet, readChainPolicy } from "../sync/menu-merge.ts";
import type { GroupValues, OptionGroupView } from "./option-groups.service.ts";

/** One group of the file: its first line, each option's line, what it holds now and what the file would write. */
export interface ImportedGroup {
  line: number;
  optionLines: number[];
  existing: OptionGroupView | undefined;
  values: GroupValues;
}

const samePrices = (a: Array<{ typeId: number; price: number }>, b: Array<{ typeId: number; price: number }>) => {
  const text = (l: typeof a) =>
    [...l]
      .sort((x, y) => x.typeId - y.typeId)
      .map((p) => `${p.typeId}:${p.price}`)
      .join(",");
  return text(a) === text(b);
};

/**
 * The ids of `table`'s rows that came from head office (their `sync_base` entry, as chain-policy.ts
 * `isHeadOfficeRow` reads one), all at once for the whole file.
 */
async function headOfficeIds(db: DbOrTx, table: "m_option_group" | "m_option", key: string): Promise<Set<number>> {
  const { rows } = await db.execute<{ id: number }>(
    sql`select (sync_key->>${key})::int as id from sync_base where sync_table = ${table} and sync_key ? ${key}`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/**
 * The row errors of `groups` at this box: none on a standalone box or for a group the outlet made
 * itself. @returns errors (line, column, message in the catalogue's language), in file order.
 */
export async function chainImportErrors(db: DbOrTx, groups: ImportedGroup[]): Promise<CsvRowError[]> {
  if (!(await isChainOutlet(db))) {
    return [];
  }
  const [policy, fromHqGroups, fromHqOptions] = await Promise.all([
    readChainPolicy(db),
    headOfficeIds(db, "m_option_group", "m_option_group_id"),
    headOfficeIds(db, "m_option", "m_option_id"),
  ]);
  const errors: CsvRowError[] = [];
  for (const g of groups) {
    const before = g.existing;
    if (!before || !fromHqGroups.has(before.row.id)) {
      continue;
    }
    if (g.values.minChoices !== before.row.minChoices || g.values.maxChoices !== before.row.maxChoices) {
      errors.push({
        line: g.line,
        column: g.values.minChoices !== before.row.minChoices ? "min" : "maks",
        message: CHAIN_MENU_MSG.CHOICES_LOCKED,
      });
    }
    const kept = new Set(g.values.options.flatMap((o) => (o.id ? [o.id] : [])));
    for (const o of before.options) {
      if (!kept.has(o.row.id) && fromHqOptions.has(o.row.id)) {
        errors.push({ line: g.line, column: null, message: `${CHAIN_MENU_MSG.OPTION_DELETE_LOCKED}: ${o.row.name}` });
      }
    }
    for (const [i, o] of g.values.options.entries()) {
      const old = before.options.find((x) => x.row.id === o.id);
      if (!old || !fromHqOptions.has(old.row.id)) {
        continue;
      }
      const fields: ChainField[] = lockedChanges(
        "m_option",
        policy,
        { m_option_nama: old.row.name, m_option_harga: old.row.price, m_option_active: old.row.active, m_option_urut: old.row.sortOrder },
        { m_option_nama: o.name, m_option_harga: o.price, m_option_active: o.active, m_option_urut: i + 1 },
      );
      if (policy.price === false && !fields.includes("price") && !samePrices(old.prices, o.prices)) {
        fields.push("price");
      }
      if (fields.length > 0) {
        const label = fields.map((f) => CHAIN_MENU_MSG.FIELDS[f]).join(", ");
        errors.push({ line: g.optionLines[i] ?? g.line, column: null, message: CHAIN_MENU_MSG.importLocked(label) });
      }
    }
  }
  return errors;
}
