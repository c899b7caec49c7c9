/**
 * The menu CSV (docs/API.md "Back office · Menu"): export rows and the import's row
 * schema, both in the outlet currency's major unit (rupiah integers, ringgit ≤ 2 decimals) so a
 * spreadsheet shows what the till shows; inside, integer minor units. Imported as
 * `@waroeng/domain/csv` (papaparse stays out of other bundles).
 *
 * Columns (menuCsvColumns): `nama`, `kategori` (an existing category's name), `harga` (base price),
 * `harga <transaction type>` for each type (blank = the base price), `pajak`, `service`, `qr`,
 * `aktif` (ya/tidak). A name already on the outlet's menu updates that item, a new one creates it.
 */
import { z } from "zod";
import { MENU_CSV_HEAD, MENU_CSV_TAIL, MENU_LIMITS, type PriceType, priceColumn, YES_NO } from "./menu-admin.ts";
import { MENU_ADMIN_MSG } from "./messages.ts";
import type { Currency } from "./money.ts";
import { moneyDecimals, parseWireMoney, toWireMoney } from "./money-wire.ts";
import { MAX_MONEY } from "./number-limits.ts";
import { reportCsv } from "./report-csv.ts";
import { hasControlChars } from "./schemas.ts";

/** One menu item as the CSV holds it (money in minor units). */
export interface MenuCsvItem {
  name: string;
  category: string;
  /** Base price, minor units. */
  price: number;
  /** Price per transaction type id (minor units); a missing type uses `price`. */
  prices: Record<number, number>;
  taxable: boolean;
  serviceCharged: boolean;
  qr: boolean;
  active: boolean;
}

const yesNo = (b: boolean) => (b ? "ya" : "tidak");

/**
 * The CSV text of the menu (header of menuCsvColumns, one row per item, CRLF, formula cells guarded).
 * @example menuCsv([{ name: "Teh", category: "Es", price: 5000, prices: {}, taxable: true, serviceCharged: true, qr: true, active: true }], [], "IDR");
 * // "nama,kategori,harga,pajak,service,qr,aktif\r\nTeh,Es,5000,ya,ya,ya,ya"
 */
export function menuCsv(items: readonly MenuCsvItem[], types: readonly PriceType[], currency: Currency): string {
  const money = (minor: number | undefined) => (minor === undefined ? "" : toWireMoney(minor, currency).toFixed(moneyDecimals(currency)));
  return reportCsv(
    [...MENU_CSV_HEAD, ...types.map(priceColumn), ...MENU_CSV_TAIL],
    items.map((i) => [
      i.name,
      i.category,
      money(i.price),
      ...types.map((t) => money(i.prices[t.id])),
      yesNo(i.taxable),
      yesNo(i.serviceCharged),
      yesNo(i.qr),
      yesNo(i.active),
    ]),
  );
}

const text = (max: number, required: string, maxMessage: string) =>
  z
    .string()
    .min(1, { error: required, abort: true })
    .max(max, { error: maxMessage, abort: true })
    .refine((s) => !hasControlChars(s), { error: maxMessage });

/** A CSV money cell → minor units (exact), or a zod issue. `optional`: blank → undefined. */
function moneyCell(currency: Currency, optional: boolean) {
  return z.string().transform((cell, ctx): number | undefined => {
    if (cell === "") {
      if (!optional) {
        ctx.addIssue({ code: "custom", message: MENU_ADMIN_MSG.PRICE_REQUIRED });
      }
      return undefined;
    }
    const minor = parseWireMoney(cell, currency);
    if (typeof minor !== "number" || !Number.isSafeInteger(minor) || minor < 0 || minor > MAX_MONEY) {
      ctx.addIssue({ code: "custom", message: MENU_ADMIN_MSG.PRICE_INVALID });
      return undefined;
    }
    return minor;
  });
}

const switchCell = () =>
  z
    .string()
    .transform((s) => s.toLowerCase())
    .pipe(z.enum(YES_NO, { error: MENU_ADMIN_MSG.YES_NO_INVALID }))
    .transform((s) => s === "ya");

/**
 * The row schema of a menu CSV for `currency` and these transaction types (give it to
 * parseCsvImport with menuCsvColumns(types)). Parses to MenuCsvItem; every issue names its column.
 */
export function menuCsvRowSchema(currency: Currency, types: readonly PriceType[]) {
  const priceShape = Object.fromEntries(types.map((t) => [priceColumn(t), moneyCell(currency, true)]));
  return z
    .object({
      nama: text(MENU_LIMITS.nameMax, MENU_ADMIN_MSG.MENU_NAME_REQUIRED, MENU_ADMIN_MSG.MENU_NAME_MAX),
      kategori: text(MENU_LIMITS.categoryNameMax, MENU_ADMIN_MSG.CATEGORY_NAME_REQUIRED, MENU_ADMIN_MSG.CATEGORY_NAME_MAX),
      harga: moneyCell(currency, false),
      ...priceShape,
      pajak: switchCell(),
      service: switchCell(),
      qr: switchCell(),
      aktif: switchCell(),
    })
    .transform((row): MenuCsvItem => {
      const cells = row as Record<string, unknown>;
      const prices: Record<number, number> = {};
      for (const t of types) {
        const v = cells[priceColumn(t)];
        if (typeof v === "number") {
          prices[t.id] = v;
        }
      }
      return {
        name: row.nama,
        category: row.kategori,
        price: row.harga ?? 0,
        prices,
        taxable: row.pajak,
        serviceCharged: row.service,
        qr: row.qr,
        active: row.aktif,
      };
    });
}
