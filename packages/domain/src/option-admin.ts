/**
 * Back office · Opsi Menu rules shared by server and web (docs/API.md "Back office · Opsi Menu"):
 * limits of an option group, the check of a group as a whole (`optionGroupProblem`, run by the
 * server on every save and import and by the form before it sends), and the option-group CSV columns.
 */

import { type PriceType, priceColumn } from "./menu-admin.ts";
import { OPTION_ADMIN_MSG } from "./messages/option-admin.ts";

/** Limits of an option group: characters, choices, options per group, attachments, CSV rows. */
export const OPTION_LIMITS = {
  groupNameMax: 40,
  optionNameMax: 40,
  /** Largest `max_choices` (and `min_choices`). */
  choicesMax: 20,
  /** Options of one group. */
  optionsMax: 20,
  /** Items and categories one group is attached to. */
  attachmentsMax: 500,
  /** Data rows (options) of one CSV import. */
  importRows: 2000,
} as const;

/** What `optionGroupProblem` checks of a group: its choices and its options. */
export interface OptionGroupShape {
  minChoices: number;
  maxChoices: number;
  options: ReadonlyArray<{ name: string; isDefault: boolean; active: boolean }>;
}

/**
 * The first rule a group breaks, as the catalogue's message, or null when it is sound:
 * - 0 ≤ min ≤ max ≤ 20 and max ≥ 1 (`CHOICES_INVALID`);
 * - 1…20 options (`OPTIONS_REQUIRED`, `OPTIONS_TOO_MANY`), names unique in the group, case-insensitive;
 * - a required group (min ≥ 1): max ≤ its number of options (`MAX_OVER_OPTIONS`) and at least min active
 *   options (`MIN_OVER_ACTIVE`), so a till can always satisfy it;
 * - active defaults ≤ max (`DEFAULTS_OVER_MAX`).
 * @example optionGroupProblem({ minChoices: 1, maxChoices: 3, options: [{ name: "Manis", isDefault: true, active: true }] });
 * // "Grup wajib: maksimal pilihan tidak boleh melebihi jumlah opsi"
 */
export function optionGroupProblem(g: OptionGroupShape): string | null {
  const { minChoices: min, maxChoices: max, options } = g;
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max < 1 || max > OPTION_LIMITS.choicesMax || min > max) {
    return OPTION_ADMIN_MSG.CHOICES_INVALID;
  }
  if (options.length === 0) {
    return OPTION_ADMIN_MSG.OPTIONS_REQUIRED;
  }
  if (options.length > OPTION_LIMITS.optionsMax) {
    return OPTION_ADMIN_MSG.OPTIONS_TOO_MANY;
  }
  if (new Set(options.map((o) => o.name.trim().toLowerCase())).size !== options.length) {
    return OPTION_ADMIN_MSG.OPTION_NAME_TWICE;
  }
  if (min >= 1 && max > options.length) {
    return OPTION_ADMIN_MSG.MAX_OVER_OPTIONS;
  }
  if (min >= 1 && options.filter((o) => o.active).length < min) {
    return OPTION_ADMIN_MSG.MIN_OVER_ACTIVE;
  }
  if (options.filter((o) => o.isDefault && o.active).length > max) {
    return OPTION_ADMIN_MSG.DEFAULTS_OVER_MAX;
  }
  return null;
}

/** The fixed columns of the option-group CSV, before and after the price columns (one row per option). */
export const OPTION_CSV_HEAD = ["grup", "min", "maks", "opsi", "harga"] as const;
export const OPTION_CSV_TAIL = ["default", "aktif", "pasang"] as const;

/**
 * Every column of the option-group CSV for these transaction types, in export order.
 * @example optionCsvColumns([{ id: 3, name: "grab" }]); // ["grup","min","maks","opsi","harga","harga grab","default","aktif","pasang"]
 */
export function optionCsvColumns(types: readonly PriceType[]): string[] {
  return [...OPTION_CSV_HEAD, ...types.map(priceColumn), ...OPTION_CSV_TAIL];
}

/** One attachment of a group: an item or a whole category, by name (the CSV's `pasang` cell). */
export interface OptionAttachmentRef {
  kind: "menu" | "kategori";
  name: string;
}

/**
 * The `pasang` cell: attachments in order, `menu:Name` or `kategori:Name`, separated by `|`.
 * @example attachmentsCell([{ kind: "kategori", name: "Sambal" }, { kind: "menu", name: "Ayam Geprek" }]); // "kategori:Sambal|menu:Ayam Geprek"
 */
export function attachmentsCell(list: readonly OptionAttachmentRef[]): string {
  return list.map((a) => `${a.kind}:${a.name}`).join("|");
}

/**
 * Reads a `pasang` cell back (blank = none); null when a part is neither `menu:…` nor `kategori:…`.
 * @example parseAttachmentsCell("kategori:Sambal| menu:Ayam Geprek"); // [{kind:"kategori",name:"Sambal"},{kind:"menu",name:"Ayam Geprek"}]
 */
export function parseAttachmentsCell(cell: string): OptionAttachmentRef[] | null {
  if (cell.trim() === "") {
    return [];
  }
  const out: OptionAttachmentRef[] = [];
  for (const part of cell.split("|")) {
    const m = /^\s*(menu|kategori)\s*:\s*(.+?)\s*$/i.exec(part);
    if (!m?.[1] || !m[2]) {
      return null;
    }
    out.push({ kind: m[1].toLowerCase() as "menu" | "kategori", name: m[2] });
  }
  return out;
}
