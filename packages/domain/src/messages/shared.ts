/**
 * Texts worded once and read under two keys of the catalogue (a server reply that a screen shows too).
 */

/** `MSG.NOTA_REQUIRED` and `FIELD_MSG.NOTE_NUMBER_REQUIRED`: one text in the three languages. */
export const NOTA_REQUIRED = { id: "Nota harus diisi!", en: "Bill number is required!", ms: "Nombor bil wajib diisi!" } as const;

/** `FIELD_MSG.INTEGER_REQUIRED` and `INPUT_MSG.WHOLE_NUMBER`: one text in the three languages. */
export const INTEGER_REQUIRED = { id: "Harus berupa angka bulat", en: "Must be a whole number", ms: "Mesti nombor bulat" } as const;

/** `API_MSG.NOTE_NUMBER_LOCKED` and `UI_MSG.NOTE_NUMBER_LOCKED`: one text in the three languages. */
export const NOTE_NUMBER_LOCKED = {
  id: "Nomor nota tidak dapat diubah",
  en: "The bill number cannot be changed",
  ms: "Nombor bil tidak boleh diubah",
} as const;

/** `API_MSG.NOTE_UPDATED` and `UI_MSG.NOTE_UPDATED`: one text in the three languages. */
export const NOTE_UPDATED = { id: "Informasi nota diperbarui", en: "Bill details updated", ms: "Maklumat bil dikemas kini" } as const;

/** `API_MSG.SENT_TO_PRODUCTION` and `UI_MSG.SENT_TO_PRODUCTION`: one text in the three languages. */
export const SENT_TO_PRODUCTION = {
  id: "Pesanan dikirim ke produksi",
  en: "Order sent to the kitchen",
  ms: "Pesanan dihantar ke dapur",
} as const;
