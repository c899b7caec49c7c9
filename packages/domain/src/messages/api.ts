/**
 * Server replies of the API.
 * Each text is one entry in its three languages, `{ id, en, ms }` (see `localized.ts`).
 */
import { localized } from "./localized.ts";
import { NOTE_NUMBER_LOCKED, NOTE_UPDATED, SENT_TO_PRODUCTION } from "./shared.ts";

/**
 * The server's replies that the spec does not word itself: refusals of a rule (`meta.message` with
 * `meta.error = 1`) and the `meta.message` of a success, in the spec's tone. One text per meaning:
 * "Menu tidak ditemukan" serves the order line and the kitchen dish alike.
 *
 * @example
 * throw notFound(API_MSG.MENU_NOT_FOUND); // 404 { meta: { message: "Menu tidak ditemukan" } }
 * ok(data, {}, 201, API_MSG.MENU_ADDED);
 *
 * Spec: not shown (02-orders-kitchen §7, 03-payment-history-shift §7 name the calls only); docs/API.md.
 */
export const API_MSG = localized({
  // Refusals: lookups (404)
  MENU_NOT_FOUND: { id: "Menu tidak ditemukan", en: "Menu item not found", ms: "Menu tidak dijumpai" },
  TABLE_NOT_FOUND: { id: "Meja tidak ditemukan", en: "Table not found", ms: "Meja tidak dijumpai" },
  STAFF_NOT_FOUND: { id: "Karyawan tidak ditemukan", en: "Staff member not found", ms: "Kakitangan tidak dijumpai" },
  USER_NOT_FOUND: { id: "User tidak ditemukan", en: "User not found", ms: "Pengguna tidak dijumpai" },
  OUTLET_NOT_FOUND: { id: "Waroeng tidak ditemukan", en: "Outlet not found", ms: "Outlet tidak dijumpai" },
  CATEGORY_NOT_FOUND: { id: "Kategori tidak ditemukan", en: "Category not found", ms: "Kategori tidak dijumpai" },
  DENOMINATION_NOT_FOUND: { id: "Pecahan uang tidak ditemukan", en: "Denomination not found", ms: "Nilai wang tidak dijumpai" },
  // Refusals: input
  DATA_INVALID: { id: "Data tidak valid", en: "Invalid data", ms: "Data tidak sah" },
  TRANSACTION_TYPE_INVALID: { id: "Jenis transaksi tidak valid", en: "Invalid transaction type", ms: "Jenis transaksi tidak sah" },
  SCREEN_TYPE_INVALID: { id: "Jenis tidak valid", en: "Invalid type", ms: "Jenis tidak sah" },
  PRINT_MODE_INVALID: { id: "Mode cetak tidak valid", en: "Invalid print mode", ms: "Mod cetakan tidak sah" },
  ORDER_REQUIRED: { id: "Transaksi harus dipilih", en: "Choose a transaction", ms: "Pilih transaksi" },
  LINE_REQUIRED: { id: "Menu harus dipilih", en: "Choose an item", ms: "Pilih menu" },
  AMOUNT_TOO_LARGE: { id: "Jumlah uang terlalu besar", en: "Amount too large", ms: "Jumlah wang terlalu besar" },
  FREE_CHANGE_TOO_BIG: { id: "Free kembalian melebihi kembalian", en: "Free change exceeds the change", ms: "Baki percuma melebihi baki" },
  // Refusals: state
  NOTE_NUMBER_LOCKED: NOTE_NUMBER_LOCKED,
  MENU_SOLD_OUT: { id: "Menu habis", en: "Sold out", ms: "Menu habis" },
  MENU_ALREADY_SENT: {
    id: "Menu sudah diorder ke produksi, gunakan Pembatalan",
    en: "Item already sent to the kitchen, use Cancellation",
    ms: "Menu telah dihantar ke dapur, gunakan Pembatalan",
  },
  DISH_CANCELLED: { id: "Menu sudah dibatalkan", en: "Item already cancelled", ms: "Menu telah dibatalkan" },
  DISH_SERVED: { id: "Menu sudah disajikan", en: "Item already served", ms: "Menu telah dihidang" },
  DISH_NOT_READY: { id: "Menu belum siap", en: "Item not ready yet", ms: "Menu belum siap" },
  DISH_DELIVERED: { id: "Menu sudah diantar", en: "Item already delivered", ms: "Menu telah dihantar ke meja" },
  NOT_ALL_SERVED: {
    id: "Masih ada menu yang belum disajikan",
    en: "Some items have not been served yet",
    ms: "Masih ada menu yang belum dihidang",
  },
  ALREADY_PAID: { id: "Transaksi sudah dibayar", en: "Transaction already paid", ms: "Transaksi telah dibayar" },
  NO_OPENING_CASH: { id: "Saldo awal belum diinput", en: "Opening balance not entered yet", ms: "Baki awal belum dimasukkan" },
  OPENING_CASH_EXISTS: { id: "Saldo awal sudah diinput", en: "Opening balance already entered", ms: "Baki awal telah dimasukkan" },
  // Database refusals (a constraint or type check caught what no schema did)
  DATE_TIME_INVALID: {
    id: "Format tanggal atau jam tidak valid",
    en: "Invalid date or time format",
    ms: "Format tarikh atau masa tidak sah",
  },
  REQUIRED_MISSING: { id: "Data wajib belum diisi", en: "Required data is missing", ms: "Data wajib belum diisi" },
  REFERENCE_NOT_FOUND: { id: "Data yang dirujuk tidak ditemukan", en: "Referenced data not found", ms: "Data yang dirujuk tidak dijumpai" },
  DUPLICATE: { id: "Data sudah ada", en: "Data already exists", ms: "Data telah wujud" },
  TEXT_NOT_ALLOWED: {
    id: "Teks berisi karakter yang tidak diizinkan",
    en: "Text contains characters that are not allowed",
    ms: "Teks mengandungi aksara yang tidak dibenarkan",
  },
  TEXT_TOO_LONG: { id: "Teks terlalu panjang", en: "Text too long", ms: "Teks terlalu panjang" },
  BUSY_RETRY: {
    id: "Data sedang diubah, silakan coba lagi",
    en: "The data is being changed, please try again",
    ms: "Data sedang diubah, sila cuba lagi",
  },
  // Successes (meta.message)
  LOGIN_OK: { id: "Login berhasil", en: "Logged in", ms: "Log masuk berjaya" },
  LOGOUT_OK: { id: "Logout berhasil", en: "Logged out", ms: "Log keluar berjaya" },
  ORDER_CREATED: { id: "Transaksi berhasil dibuat", en: "Transaction created", ms: "Transaksi berjaya dibuat" },
  NOTE_UPDATED: NOTE_UPDATED,
  MENU_ADDED: { id: "Menu ditambahkan", en: "Item added", ms: "Menu ditambah" },
  MENU_REDUCED: { id: "Menu dikurangi", en: "Item removed", ms: "Menu dikurangkan" },
  SENT_TO_PRODUCTION: SENT_TO_PRODUCTION,
  NOTA_DONE: { id: "Pesanan selesai", en: "Order complete", ms: "Pesanan selesai" },
  PAID: { id: "Transaksi berhasil", en: "Transaction successful", ms: "Transaksi berjaya" },
  DRAWER_OPENED: { id: "Laci terbuka", en: "Drawer opened", ms: "Laci dibuka" },
  OPENING_CASH_SAVED: { id: "Saldo awal berhasil disimpan", en: "Opening balance saved", ms: "Baki awal berjaya disimpan" },
  OUTLET_SWITCHED: { id: "Waroeng kerja berhasil diganti", en: "Working outlet changed", ms: "Outlet kerja berjaya ditukar" },
  OUTLET_NOT_ALLOWED: {
    id: "Waroeng ini tidak tersedia untuk akun Anda",
    en: "This outlet is not available to your account",
    ms: "Outlet ini tidak tersedia untuk akaun anda",
  },
  OUTLET_SWITCH_SESSION_OPEN: {
    id: "Sesi kasir masih terbuka. Tutup saldo dulu sebelum pindah waroeng",
    en: "The cashier session is still open. Close the balance before changing outlet",
    ms: "Sesi juruwang masih dibuka. Tutup baki dahulu sebelum bertukar outlet",
  },
  OPENING_CASH_NOT_FOUND: {
    id: "Data saldo awal tidak ditemukan",
    en: "Opening balance record not found",
    ms: "Data baki awal tidak dijumpai",
  },
  // The stall's HTTPS (GET /ca.crt, /ca.der)
  CA_OWN_CERT: {
    id: "Tidak ada sertifikat CA untuk dipasang: server ini memakai sertifikat sendiri (TLS_CERT)",
    en: "There is no CA certificate to install: this server uses its own certificate (TLS_CERT)",
    ms: "Tiada sijil CA untuk dipasang: pelayan ini menggunakan sijilnya sendiri (TLS_CERT)",
  },
  CA_HTTPS_OFF: {
    id: "Tidak ada sertifikat CA: HTTPS dimatikan di server ini (HTTPS_PORT=off)",
    en: "There is no CA certificate: HTTPS is turned off on this server (HTTPS_PORT=off)",
    ms: "Tiada sijil CA: HTTPS dimatikan pada pelayan ini (HTTPS_PORT=off)",
  },
  // Receipt
  RECEIPT_FOOTER: { id: "Terima kasih, Big Boss!", en: "Thank you, Big Boss!", ms: "Terima kasih, Big Boss!" },
});
