/**
 * Order entry: line actions and the order screen.
 * Each text is one entry in its three languages, `{ id, en, ms }` (see `localized.ts`).
 */
import { MAX_LENGTH } from "../constants.ts";
import { localized } from "./localized.ts";

/**
 * Texts of the line actions of the order screens (custom note, quantity, reduce with reason,
 * warranty and cancel, edit menu, cancel dishes): refusals (`meta.message`), successes and the
 * popups' labels the spec does not word itself (the project's Indonesian, in the spec's tone).
 *
 * @example
 * throw new ApiError(422, LINE_MSG.REASON_REQUIRED, { code: 400 });
 *
 * Spec: 02-orders-kitchen §2.5, §4, §5; 03-payment-history-shift §2.1, §4, §5, §9.
 */
export const LINE_MSG = localized({
  /** The shown name of each reduce/cancel reason, keyed by its wire value (REDUCE_REASONS). */
  REDUCE_REASON_LABELS: {
    "Kesalahan Input": { id: "Kesalahan Input", en: "Input error", ms: "Salah input" },
    "Dibatalkan Konsumen": { id: "Dibatalkan Konsumen", en: "Cancelled by customer", ms: "Dibatalkan pelanggan" },
  },
  // Refusals
  QTY_REQUIRED: { id: "Jumlah harus diisi", en: "Quantity is required", ms: "Kuantiti wajib diisi" },
  QTY_TOO_MUCH: {
    id: "Jumlah lebih dari jumlah menu",
    en: "Quantity is more than the item's quantity",
    ms: "Kuantiti melebihi kuantiti menu",
  },
  REASON_REQUIRED: { id: "Alasan harus diisi", en: "Reason is required", ms: "Sebab wajib diisi" },
  REASON_INVALID: { id: "Alasan tidak valid", en: "Invalid reason", ms: "Sebab tidak sah" },
  REASON_MAX: {
    id: `Alasan maksimal ${MAX_LENGTH.note} karakter`,
    en: `Reason is at most ${MAX_LENGTH.note} characters`,
    ms: `Sebab maksimum ${MAX_LENGTH.note} aksara`,
  },
  STATUS_INVALID: { id: "Status menu tidak valid", en: "Invalid item status", ms: "Status menu tidak sah" },
  LINE_NOT_NORMAL: {
    id: "Menu sudah dibatalkan, diganti atau digratiskan",
    en: "The item is already cancelled, replaced or free",
    ms: "Menu telah dibatalkan, ditukar atau diberi percuma",
  },
  NOT_SENT: { id: "Menu belum diorder ke produksi", en: "The item has not been sent to the kitchen", ms: "Menu belum dihantar ke dapur" },
  DISCOUNT_TYPE_INVALID: { id: "Jenis diskon tidak valid", en: "Invalid discount type", ms: "Jenis diskaun tidak sah" },
  DISCOUNT_PERCENT_MAX: { id: "Diskon persen maksimal 100", en: "Percentage discount is at most 100", ms: "Diskaun peratus maksimum 100" },
  /** Edit Menu: a discount above the outlet's limit without a supervisor's approval (POST /approve). */
  DISCOUNT_NEEDS_APPROVAL: {
    id: "Diskon melebihi batas outlet, perlu persetujuan Kacab/Asisten",
    en: "The discount is above the outlet's limit and needs a supervisor's approval",
    ms: "Diskaun melebihi had outlet, perlu kelulusan Kacab/Penolong",
  },
  DISCOUNT_NOMINAL_MAX: { id: "Diskon melebihi harga menu", en: "Discount exceeds the item's price", ms: "Diskaun melebihi harga menu" },
  DISCOUNT_QTY_MAX: {
    id: "Qty diskon melebihi quantity menu",
    en: "Discount quantity exceeds the item's quantity",
    ms: "Kuantiti diskaun melebihi kuantiti menu",
  },
  CUSTOM_PRICE_MAX: {
    id: "Harga custom melebihi harga menu",
    en: "Custom price exceeds the item's price",
    ms: "Harga khas melebihi harga menu",
  },
  VALUE_INVALID: { id: "Nilai tidak valid", en: "Invalid value", ms: "Nilai tidak sah" },
  NOTES_MISMATCH: {
    id: "Jumlah menu dan catatan tidak sama",
    en: "Number of items and notes do not match",
    ms: "Bilangan menu dan catatan tidak sama",
  },
  DISH_REQUIRED: { id: "Pilih menu yang akan dihapus", en: "Choose the items to remove", ms: "Pilih menu yang hendak dipadam" },
  MENU_LIST_INVALID: { id: "Daftar menu tidak valid", en: "Invalid item list", ms: "Senarai menu tidak sah" },
  // Successes (meta.message)
  NOTE_SAVED: { id: "Catatan menu disimpan", en: "Item note saved", ms: "Catatan menu disimpan" },
  QTY_SAVED: { id: "Jumlah menu diubah", en: "Item quantity changed", ms: "Kuantiti menu diubah" },
  LINE_CANCELLED: { id: "Menu dibatalkan", en: "Item cancelled", ms: "Menu dibatalkan" },
  WARRANTY_SAVED: { id: "Garansi disimpan", en: "Warranty saved", ms: "Jaminan disimpan" },
  LINE_EDITED: { id: "Menu diubah", en: "Item changed", ms: "Menu diubah" },
  DISHES_CANCELLED: { id: "Menu dihapus dari produksi", en: "Items removed from the kitchen", ms: "Menu dipadam dari dapur" },
  // Labels of the popups (orders §2.5, payment §2.1)
  OPTIONS: { id: "Opsi", en: "Options", ms: "Pilihan" },
  NOTE: { id: "Catatan", en: "Note", ms: "Catatan" },
  CUSTOM_MENU_TITLE: { id: "Kustomisasi Menu", en: "Custom Menu", ms: "Menu Khas" },
  TAKEAWAY: { id: "Bungkus", en: "Take away", ms: "Bungkus" },
  QUANTITY: { id: "Jumlah", en: "Quantity", ms: "Kuantiti" },
  REASON: { id: "Alasan", en: "Reason", ms: "Sebab" },
  REDUCE_TITLE: { id: "Kurangi Menu", en: "Remove Items", ms: "Kurangkan Menu" },
  REDUCE: { id: "Kurangi", en: "Remove", ms: "Kurangkan" },
  CANCEL_MENU_TITLE: { id: "Garansi / Pembatalan", en: "Warranty / Cancellation", ms: "Jaminan / Pembatalan" },
  REPLACE_OTHER: { id: "Ganti Menu Lain", en: "Replace with another item", ms: "Tukar Menu Lain" },
  REPLACEMENT: { id: "Menu pengganti", en: "Replacement item", ms: "Menu pengganti" },
  ACTION: { id: "Tindakan", en: "Action", ms: "Tindakan" },
  EDIT_MENU_TITLE: { id: "Edit Menu", en: "Edit Item", ms: "Ubah Menu" },
  TAX: { id: "Pajak", en: "Tax", ms: "Cukai" },
  SERVICE_CHARGE: { id: "Service Charge", en: "Service Charge", ms: "Caj Perkhidmatan" },
  DISCOUNT_TYPE: { id: "Jenis Diskon", en: "Discount type", ms: "Jenis Diskaun" },
  NO_DISCOUNT: { id: "Tanpa Diskon", en: "No discount", ms: "Tanpa Diskaun" },
  PERCENT: { id: "Persen", en: "Percent", ms: "Peratus" },
  NOMINAL: { id: "Nominal (per item)", en: "Amount (per item)", ms: "Jumlah (setiap item)" },
  QTY: { id: "Qty", en: "Qty", ms: "Kuantiti" },
  CUSTOM_PRICE: { id: "Harga Khusus", en: "Custom price", ms: "Harga Khas" },
  DISCOUNT_VALUE: { id: "Nilai Diskon", en: "Discount value", ms: "Nilai Diskaun" },
  CANCEL_DISHES_TITLE: { id: "Hapus Menu Produksi", en: "Remove Kitchen Items", ms: "Padam Menu Dapur" },
  MULTI_QTY_TITLE: { id: "Ubah Jumlah", en: "Change Quantity", ms: "Ubah Kuantiti" },
  NO_DISHES: { id: "Tidak ada menu di produksi", en: "No items in the kitchen", ms: "Tiada menu di dapur" },
  SAVE: { id: "Simpan", en: "Save", ms: "Simpan" },
  READY: { id: "Siap", en: "Ready", ms: "Siap" },
  SERVED: { id: "Disajikan", en: "Served", ms: "Dihidang" },
});

/**
 * Order-level actions of the cashier screen (pull menus out, delete the order, service
 * charge and Tarik Tunai, the price-check repair, vouchers and the member lookup): server replies
 * and the web's texts the spec does not word (the spec's own words stay in `MSG`/`UI_LABEL`).
 *
 * @example
 * ORDER_MSG.VOUCHER_USED; // the voucher lookup's `msg` for a voucher already spent
 *
 * Spec: 03-payment-history-shift §2.1, §5, §6, §7; 02-orders-kitchen §7.
 */
export const ORDER_MSG = localized({
  // Successes (meta.message)
  ORDER_DELETED: { id: "Transaksi berhasil dihapus", en: "Transaction deleted", ms: "Transaksi berjaya dipadam" },
  CHARGES_UPDATED: { id: "Transaksi diperbarui", en: "Transaction updated", ms: "Transaksi dikemas kini" },
  ORDER_CORRECTED: { id: "Data transaksi diperbaiki", en: "Transaction data corrected", ms: "Data transaksi dibetulkan" },
  MENU_PULLED: {
    id: "Menu berhasil dikeluarkan ke nota baru",
    en: "Items moved to a new bill",
    ms: "Menu berjaya dipindahkan ke bil baharu",
  },
  MENU_PULLED_TO_NOTE: {
    id: "Menu berhasil dipindah ke nota tujuan",
    en: "Items moved to the target bill",
    ms: "Menu berjaya dipindahkan ke bil sasaran",
  },
  VOUCHER_FOUND: { id: "Voucher dapat digunakan", en: "Voucher can be used", ms: "Baucar boleh digunakan" },
  DISCOUNT_SAVED: { id: "Diskon transaksi disimpan", en: "Transaction discount saved", ms: "Diskaun transaksi disimpan" },
  MEMBER_FOUND: { id: "Member ditemukan", en: "Member found", ms: "Ahli dijumpai" },
  // Refusals
  PULL_EMPTY: { id: "Pilih menu yang akan dikeluarkan", en: "Choose the items to move out", ms: "Pilih menu yang hendak dikeluarkan" },
  PULL_QTY_INVALID: {
    id: "Jumlah menu yang dikeluarkan tidak valid",
    en: "Invalid quantity to move",
    ms: "Kuantiti menu yang dikeluarkan tidak sah",
  },
  PULL_NOT_NORMAL: {
    id: "Menu batal, garansi atau gratis tidak dapat dikeluarkan",
    en: "Cancelled, warranty or free items cannot be moved",
    ms: "Menu batal, jaminan atau percuma tidak boleh dikeluarkan",
  },
  PULL_ONE_ORDER: {
    id: "Menu yang dikeluarkan harus dari satu transaksi",
    en: "Items moved must come from one transaction",
    ms: "Menu yang dikeluarkan mesti daripada satu transaksi",
  },
  PULL_TARGET_NOT_FOUND: { id: "Nota tujuan tidak ditemukan", en: "Target bill not found", ms: "Bil sasaran tidak dijumpai" },
  PULL_TARGET_CLOSED: { id: "Nota tujuan sudah ditutup", en: "Target bill is already closed", ms: "Bil sasaran telah ditutup" },
  PULL_TARGET_SAME: {
    id: "Nota tujuan harus berbeda dari nota asal",
    en: "Target bill must differ from the original bill",
    ms: "Bil sasaran mesti berbeza daripada bil asal",
  },
  NO_FREE_TAKEAWAY: { id: "Tidak ada meja bungkus yang kosong", en: "No free take-away slot", ms: "Tiada slot bungkus yang kosong" },
  SC_RATE_ZERO: {
    id: "Transaksi ini tidak dikenakan service charge",
    en: "This transaction has no service charge",
    ms: "Transaksi ini tidak dikenakan caj perkhidmatan",
  },
  VOUCHER_CODE_REQUIRED: { id: "Kode voucher harus diisi", en: "Voucher code is required", ms: "Kod baucar wajib diisi" },
  VOUCHER_NOT_FOUND: { id: "Voucher tidak ditemukan", en: "Voucher not found", ms: "Baucar tidak dijumpai" },
  VOUCHER_USED: { id: "Voucher sudah digunakan", en: "Voucher already used", ms: "Baucar telah digunakan" },
  VOUCHER_EXPIRED: { id: "Voucher sudah kedaluwarsa", en: "Voucher has expired", ms: "Baucar telah tamat tempoh" },
  VOUCHER_VALUE_MISMATCH: { id: "Nominal voucher tidak sesuai", en: "Voucher amount does not match", ms: "Nilai baucar tidak sepadan" },
  // The web's texts
  PULL_TITLE: { id: "Keluarkan Menu", en: "Move Items Out", ms: "Keluarkan Menu" },
  PULL_HINT: {
    id: "Menu yang dipilih dipindah ke nota bungkus baru, atau ke nota lain yang masih buka.",
    en: "The chosen items move to a new take-away bill, or to another open bill.",
    ms: "Menu yang dipilih dipindahkan ke bil bungkus baharu, atau ke bil lain yang masih dibuka.",
  },
  PULL_TARGET: { id: "Nota tujuan", en: "Target bill", ms: "Bil sasaran" },
  PULL_TARGET_NEW: { id: "Nota bungkus baru", en: "New take-away bill", ms: "Bil bungkus baharu" },
  PULL_BUTTON: { id: "Keluarkan", en: "Move out", ms: "Keluarkan" },
  DELETE_ORDER: { id: "Hapus Transaksi", en: "Delete Transaction", ms: "Padam Transaksi" },
  DELETE_ORDER_CONFIRM: {
    id: "Transaksi dan semua menunya dihapus; menu yang sudah diorder dihapus dari dapur.",
    en: "The transaction and all its items are deleted; items already sent are removed from the kitchen.",
    ms: "Transaksi dan semua menunya dipadam; menu yang telah dihantar dipadam dari dapur.",
  },
  SERVICE_CHARGE: { id: "Service Charge", en: "Service Charge", ms: "Caj Perkhidmatan" },
  OTHER_OPTIONS: { id: "Pilihan Lainnya", en: "More Options", ms: "Pilihan Lain" },
  KPP_VOUCHER: { id: "KPP/Voucher", en: "KPP/Voucher", ms: "KPP/Baucar" },
  VOUCHER: { id: "Voucher", en: "Voucher", ms: "Baucar" },
  DISCOUNT_NOMINAL: { id: "Diskon", en: "Discount", ms: "Diskaun" },
  DISCOUNT_PERCENT: { id: "Diskon (%)", en: "Discount (%)", ms: "Diskaun (%)" },
  VOUCHER_CODE: { id: "Kode Voucher", en: "Voucher code", ms: "Kod Baucar" },
  DISCOUNT_TYPE: { id: "Jenis", en: "Type", ms: "Jenis" },
  CHECK_VOUCHER: { id: "Cek", en: "Check", ms: "Semak" },
  APPLY: { id: "Terapkan", en: "Apply", ms: "Guna" },
  REMOVE: { id: "Hapus", en: "Remove", ms: "Buang" },
  MEMBER_ID: { id: "NIK/ID Member", en: "National ID/Member ID", ms: "No. KP/ID Ahli" },
  MEMBER_NAME: { id: "Nama Member", en: "Member name", ms: "Nama Ahli" },
  NO_MENU_FOUND: { id: "Menu tidak ditemukan", en: "No menu item found", ms: "Menu tidak dijumpai" },
  SEARCH_MIN: { id: "Minimal 3 huruf", en: "At least 3 letters", ms: "Sekurang-kurangnya 3 huruf" },
});
