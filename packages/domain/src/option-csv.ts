/**
 * The option-group CSV (docs/API.md "Back office · Opsi Menu"): export rows and the import's row
 * schema, one row per option, money in the outlet currency's major unit (a delta may be negative);
 * inside, integer minor units. Imported as `@waroeng/domain/csv` (papaparse stays out of other bundles).
 *
 * Columns (optionCsvColumns): `grup`, `min`, `maks` (the group's, on every row), `opsi`, `harga`,
 * `harga <transaction type>` for each type (blank = `harga`), `default`, `aktif` (ya/tidak), `pasang`
 * (the group's attachments in order, `menu:Name|kategori:Name`, on its first row).
 */
import Papa from "papaparse";
import { z } from "zod";
import { type PriceType, priceColumn, YES_NO } from "./menu-admin.ts";
import { MENU_ADMIN_MSG } from "./messages/menu-admin.ts";
import { OPTION_ADMIN_MSG } from "./messages/option-admin.ts";
import type { Currency } from "./money.ts";
import { moneyDecimals, parseWireMoney, toWireMoney } from "./money-wire.ts";
import { MAX_MONEY } from "./number-limits.ts";
import {
  attachmentsCell,
  OPTION_CSV_HEAD,
  OPTION_CSV_TAIL,
  OPTION_LIMITS,
  type OptionAttachmentRef,
  parseAttachmentsCell,
} from "./option-admin.ts";
import { reportCsv } from "./report-csv.ts";
import { hasControlChars } from "./schemas.ts";

/** One group as the CSV export takes it (money in minor units). */
export interface OptionCsvGroup {
  name: string;
  minChoices: number;
  maxChoices: number;
  options: ReadonlyArray<{ name: string; price: number; prices: Record<number, number>; isDefault: boolean; active: boolean }>;
  attachments: readonly OptionAttachmentRef[];
}

/** One row of an option-group CSV as the import reads it (minor units; `min`/`max`/`attachments` undefined when blank). */
export interface OptionCsvRow {
  group: string;
  minChoices: number | undefined;
  maxChoices: number | undefined;
  option: string;
  price: number;
  prices: Record<number, number>;
  isDefault: boolean;
  active: boolean;
  attachments: OptionAttachmentRef[] | undefined;
}

const yesNo = (b: boolean) => (b ? "ya" : "tidak");

/**
 * The CSV text of these groups (header of optionCsvColumns, one row per option, CRLF, formula cells
 * guarded: a negative delta is written `'-2000` and read back as -2000).
 * @example optionCsv([{ name: "Suhu", minChoices: 0, maxChoices: 1, options: [{ name: "Panas", price: 0, prices: {}, isDefault: false, active: true }], attachments: [] }], [], "IDR");
 * // "grup,min,maks,opsi,harga,default,aktif,pasang\r\nSuhu,0,1,Panas,0,tidak,ya,"
 */
export function optionCsv(groups: readonly OptionCsvGroup[], types: readonly PriceType[], currency: Currency): string {
  const money = (minor: number | undefined) => (minor === undefined ? "" : toWireMoney(minor, currency).toFixed(moneyDecimals(currency)));
  return reportCsv(
    [...OPTION_CSV_HEAD, ...types.map(priceColumn), ...OPTION_CSV_TAIL],
    groups.flatMap((g) =>
      g.options.map((o, i) => [
        g.name,
        g.minChoices,
        g.maxChoices,
        o.name,
        money(o.price),
        ...types.map((t) => money(o.prices[t.id])),
        yesNo(o.isDefault),
        yesNo(o.active),
        i === 0 ? attachmentsCell(g.attachments) : "",
      ]),
    ),
  );
}

const text = (max: number, required: string, maxMessage: string) =>
  z
    .string()
    .min(1, { error: required, abort: true })
    .max(max, { error: maxMessage, abort: true })
    .refine((s) => !hasControlChars(s), { error: maxMessage });

/** A signed money cell → minor units; `optional`: blank → undefined, else blank → 0. */
function moneyCell(currency: Currency, optional: boolean) {
  return z.string().transform((cell, ctx): number | undefined => {
    if (cell === "") {
      return optional ? undefined : 0;
    }
    const minor = parseWireMoney(cell, currency);
    if (typeof minor !== "number" || !Number.isSafeInteger(minor) || Math.abs(minor) > MAX_MONEY) {
      ctx.addIssue({ code: "custom", message: OPTION_ADMIN_MSG.PRICE_INVALID });
      return undefined;
    }
    return minor;
  });
}

/** A `min`/`maks` cell: blank → undefined, else 0…20. */
const choicesCell = () =>
  z.string().transform((cell, ctx): number | undefined => {
    if (cell === "") {
      return undefined;
    }
    const n = Number(cell);
    if (!/^\d+$/.test(cell) || n > OPTION_LIMITS.choicesMax) {
      ctx.addIssue({ code: "custom", message: OPTION_ADMIN_MSG.CSV_NUMBER_INVALID });
      return undefined;
    }
    return n;
  });

const switchCell = (fallback: boolean) =>
  z
    .string()
    .transform((s) => (s === "" ? (fallback ? "ya" : "tidak") : s.toLowerCase()))
    .pipe(z.enum(YES_NO, { error: MENU_ADMIN_MSG.YES_NO_INVALID }))
    .transform((s) => s === "ya");

/**
 * The row schema of an option-group CSV for `currency` and these transaction types (give it to
 * parseCsvImport with optionCsvColumns(types)). Parses to OptionCsvRow; every issue names its column.
 */
export function optionCsvRowSchema(currency: Currency, types: readonly PriceType[]) {
  const priceShape = Object.fromEntries(types.map((t) => [priceColumn(t), moneyCell(currency, true)]));
  return z
    .object({
      grup: text(OPTION_LIMITS.groupNameMax, OPTION_ADMIN_MSG.GROUP_NAME_REQUIRED, OPTION_ADMIN_MSG.GROUP_NAME_MAX),
      min: choicesCell(),
      maks: choicesCell(),
      opsi: text(OPTION_LIMITS.optionNameMax, OPTION_ADMIN_MSG.OPTION_NAME_REQUIRED, OPTION_ADMIN_MSG.OPTION_NAME_MAX),
      harga: moneyCell(currency, false),
      ...priceShape,
      default: switchCell(false),
      aktif: switchCell(true),
      pasang: z.string().transform((cell, ctx): OptionAttachmentRef[] | undefined => {
        if (cell === "") {
          return undefined;
        }
        const list = parseAttachmentsCell(cell);
        if (!list) {
          ctx.addIssue({ code: "custom", message: OPTION_ADMIN_MSG.CSV_ATTACH_INVALID });
          return undefined;
        }
        return list;
      }),
    })
    .transform((row): OptionCsvRow => {
      const cells = row as Record<string, unknown>;
      const prices: Record<number, number> = {};
      for (const t of types) {
        const v = cells[priceColumn(t)];
        if (typeof v === "number") {
          prices[t.id] = v;
        }
      }
      return {
        group: row.grup,
        minChoices: row.min,
        maxChoices: row.maks,
        option: row.opsi,
        price: row.harga ?? 0,
        prices,
        isDefault: row.default,
        active: row.aktif,
        attachments: row.pasang,
      };
    });
}

/**
 * The transaction types whose `harga <type>` column the file's header has (an option-group CSV may
 * leave them all out: every type then sells at `harga`). Give them to optionCsvColumns / optionCsvRowSchema.
 * @example optionCsvPriceTypes("grup,min,maks,opsi,harga,harga grab,default,aktif,pasang\n", [{ id: 1, name: "dine in" }, { id: 3, name: "grab" }]);
 * // [{ id: 3, name: "grab" }]
 */
export function optionCsvPriceTypes(text: string, types: readonly PriceType[]): PriceType[] {
  const [header = []] = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { preview: 1 }).data;
  const names = new Set(header.map((h) => h.trim().toLowerCase()));
  return types.filter((t) => names.has(priceColumn(t)));
}
