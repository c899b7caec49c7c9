/**
 * The till's option sheet and a line's options (docs/API.md "Menu options", POST
 * /m-transaction-meja/line-options): the words around the sheet, the note before a sent line's
 * options change, and the change's reply and cancel reason. Refusals of a choice are `OPTION_MSG`'s
 * (the server's words). Each text is one entry in its three languages, `{ id, en, ms }`.
 */
import { localized } from "./localized.ts";

/**
 * The option sheet (cashier and waiter order screens).
 *
 * @example
 * OPTION_SHEET_MSG.chooseUpTo(3); // "Pilih maks. 3"
 */
export const OPTION_SHEET_MSG = localized({
  /** Beside a required group's name. */
  REQUIRED: { id: "Wajib", en: "Required", ms: "Wajib" },
  /** Beside an optional group that takes one option. */
  OPTIONAL: { id: "Opsional", en: "Optional", ms: "Pilihan" },
  /** Beside a group that takes several options. */
  chooseUpTo: {
    id: (max: number): string => `Pilih maks. ${max}`,
    en: (max: number): string => `Choose up to ${max}`,
    ms: (max: number): string => `Pilih maks. ${max}`,
  },
  /** On an option sold out for today (shown, not choosable). */
  SOLD_OUT: { id: "habis", en: "sold out", ms: "habis" },
  /** The sheet's button for a new unit. */
  ADD: { id: "Tambah", en: "Add", ms: "Tambah" },
  /** The sheet's button when it changes a line's options. */
  SAVE: { id: "Simpan", en: "Save", ms: "Simpan" },
  /** The running price label (item + options, one unit). */
  PRICE: { id: "Harga", en: "Price", ms: "Harga" },
  /** The sheet of a line: what a tap on the line's options opens (accessible name). */
  change: {
    id: (item: string): string => `Ubah pilihan ${item}`,
    en: (item: string): string => `Change options of ${item}`,
    ms: (item: string): string => `Tukar pilihan ${item}`,
  },
  /** A line of an item with option groups but none chosen: tap to choose. */
  CHOOSE: { id: "+ Pilihan", en: "+ Options", ms: "+ Pilihan" },
  /** Shown in the sheet before a sent line's options change (the kitchen already has the unit). */
  SENT_NOTE: {
    id: "Menu ini sudah diorder ke produksi: 1 porsi dibatalkan dan 1 porsi baru dengan pilihan ini masuk BELUM DIORDER.",
    en: "This item was already sent to the kitchen: 1 portion is cancelled and 1 new portion with these options goes to NOT SENT.",
    ms: "Menu ini telah dihantar ke dapur: 1 hidangan dibatalkan dan 1 hidangan baharu dengan pilihan ini masuk BELUM DIHANTAR.",
  },
  /** The reason of the unit cancelled when a sent line's options change (shown `Batal - …`). */
  CHANGE_REASON: { id: "Ganti pilihan", en: "Options changed", ms: "Tukar pilihan" },
  /** line-options' reply and the till's notice. */
  SAVED: { id: "Pilihan diubah", en: "Options changed", ms: "Pilihan ditukar" },
});
