/**
 * Split bills.
 * Each text is one entry in its three languages, `{ id, en, ms }` (see `localized.ts`).
 */
import { localized } from "./localized.ts";

/**
 * Split bill (payment spec §2.2, §4 "Split bill", §7 `nota_number`, `split_menu`, `splitId`): the
 * server's refusals of a split payment and the split screen's own words (the spec's `Konfirmasi` /
 * `Yakin gajadi split nota` are in `MSG`).
 *
 * @example
 * throw new ApiError(422, SPLIT_MSG.MENU_EMPTY);
 */
export const SPLIT_MSG = localized({
  /** `split_menu` is not a JSON list of `{tmp_transaction_detail_id, tmp_transaction_detail_qty}`. */
  MENU_INVALID: { id: "Daftar menu split tidak valid", en: "Invalid split item list", ms: "Senarai menu pisah tidak sah" },
  /** `split_menu` moves no unit. */
  MENU_EMPTY: { id: "Pilih menu yang akan di-split", en: "Choose the items to split", ms: "Pilih menu yang hendak dipisahkan" },
  /** A split quantity below 1 or above the line's units. */
  QTY_INVALID: { id: "Jumlah menu split tidak valid", en: "Invalid split quantity", ms: "Kuantiti menu pisah tidak sah" },
  /** A split line that is cancelled, replaced or free. */
  LINE_NOT_NORMAL: {
    id: "Menu batal, garansi atau gratis tidak dapat di-split",
    en: "Cancelled, warranty or free items cannot be split",
    ms: "Menu batal, jaminan atau percuma tidak boleh dipisahkan",
  },
  /** `splitId` empty, too long or with other characters. */
  SPLIT_ID_INVALID: {
    id: "splitId tidak valid (1-100 karakter: huruf, angka, - _ . :)",
    en: "Invalid splitId (1-100 characters: letters, digits, - _ . :)",
    ms: "splitId tidak sah (1-100 aksara: huruf, nombor, - _ . :)",
  },
  /** A `splitId` already used for another order's split. */
  SPLIT_ID_REUSED: {
    id: "splitId sudah dipakai untuk transaksi lain",
    en: "splitId already used for another transaction",
    ms: "splitId telah digunakan untuk transaksi lain",
  },
  /** `nota_number` missing or too long. */
  NOTA_INVALID: { id: "Nomor nota split tidak valid", en: "Invalid split bill number", ms: "Nombor bil pisah tidak sah" },
  /** A split bill whose total is 0 (payment §4: BAYAR only when the split total is above 0). */
  TOTAL_ZERO: {
    id: "Total nota split harus lebih dari 0",
    en: "The split bill's total must be above 0",
    ms: "Jumlah bil pisah mesti melebihi 0",
  },
  /** The split screen's title and its two panes. */
  TITLE: { id: "Split Nota", en: "Split Bill", ms: "Pisah Bil" },
  ORIGINAL: { id: "Nota Asal", en: "Original Bill", ms: "Bil Asal" },
  NEW_BILL: { id: "Nota Split", en: "Split Bill", ms: "Bil Pisah" },
  /** Empty split pane. */
  EMPTY_SPLIT: { id: "Pindahkan menu dari nota asal", en: "Move items from the original bill", ms: "Pindahkan menu daripada bil asal" },
  /** The receipt modal after a split payment (payment §2.2). */
  RECEIPT_TITLE: { id: "Cetak/Kirim Struk", en: "Print/Send Receipt", ms: "Cetak/Hantar Resit" },
  /** The receipt modal, once a choice was recorded. */
  RECEIPT_RECORDED: { id: "Pilihan struk disimpan", en: "Receipt choice saved", ms: "Pilihan resit disimpan" },
  /** After the last split: the order is paid and closed. */
  ALL_PAID: { id: "Semua nota split sudah dibayar", en: "All split bills are paid", ms: "Semua bil pisah telah dibayar" },
  /** The BATAL confirmation's buttons (payment §4: Iya/Tidak). */
  CONFIRM_YES: { id: "Iya", en: "Yes", ms: "Ya" },
  CONFIRM_NO: { id: "Tidak", en: "No", ms: "Tidak" },
});
