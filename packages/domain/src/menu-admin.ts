/**
 * Back office · Menu rules shared by server and web: text limits, the pickup kinds of a
 * menu type, the ya/tidak switches of the CSV, and the CSV's price column names.
 */

/** Limits of the menu back office: characters, sort order, search, CSV import rows and size. */
export const MENU_LIMITS = {
  nameMax: 60,
  typeNameMax: 40,
  categoryNameMax: 40,
  sortMax: 9999,
  searchMax: 60,
  /** Data rows of one CSV import. */
  importRows: 500,
  /** Characters of one CSV import (the JSON body stays far below BODY_LIMITS). */
  csvChars: 200_000,
  /** Price entries of one item (one per transaction type). */
  prices: 50,
} as const;

/** Pickup screen serving a menu type (`m_menu_jenis_ambil`). */
export const PICKUP_KINDS = ["makan", "minum"] as const;
export type PickupKind = (typeof PICKUP_KINDS)[number];

/** The CSV's switches. */
export const YES_NO = ["ya", "tidak"] as const;

/** A transaction type as the price columns name it. */
export interface PriceType {
  id: number;
  name: string;
}

/**
 * The CSV column of a transaction type's price: `harga ` + its name.
 * @example priceColumn({ id: 3, name: "grab" }); // "harga grab"
 */
export function priceColumn(type: PriceType): string {
  return `harga ${type.name.trim().toLowerCase()}`;
}

/** The fixed columns of the menu CSV, before and after the price columns. */
export const MENU_CSV_HEAD = ["nama", "kategori", "harga"] as const;
export const MENU_CSV_TAIL = ["pajak", "service", "qr", "aktif"] as const;

/**
 * Every column of the menu CSV for these transaction types, in export order.
 * @example menuCsvColumns([{ id: 1, name: "dine in" }]); // ["nama","kategori","harga","harga dine in","pajak","service","qr","aktif"]
 */
export function menuCsvColumns(types: readonly PriceType[]): string[] {
  return [...MENU_CSV_HEAD, ...types.map(priceColumn), ...MENU_CSV_TAIL];
}

/**
 * A menu item's photo (not in the spec): JPEG, PNG or WebP (told by its first bytes, not
 * by the claimed type), at most `bytes` decoded and `maxSide` pixels a side on the server; the back
 * office shrinks a picked picture to `clientSide` pixels (longest side) before sending it.
 */
export const MENU_PHOTO_LIMITS = {
  bytes: 200 * 1024,
  maxSide: 4096,
  clientSide: 480,
  types: ["image/jpeg", "image/png", "image/webp"],
} as const;
export type MenuPhotoType = (typeof MENU_PHOTO_LIMITS.types)[number];
