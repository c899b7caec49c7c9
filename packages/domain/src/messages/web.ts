/**
 * The web app's shell: its own texts, interface words, language switch, accessibility names and screen errors.
 * Each text is one entry in its three languages, `{ id, en, ms }` (see `localized.ts`).
 */
import { localized } from "./localized.ts";
import { NOTE_NUMBER_LOCKED, NOTE_UPDATED, SENT_TO_PRODUCTION } from "./shared.ts";

/**
 * The web app's own notices that the spec does not word (the project's Indonesian, in the spec's
 * tone). Texts the server also sends are reused from `API_MSG`, never re-worded.
 *
 * @example
 * notifications.show({ message: UI_MSG.FEATURE_UNAVAILABLE });
 */
export const UI_MSG = localized({
  /** A nav item or action whose screen is not built yet. */
  FEATURE_UNAVAILABLE: { id: "Fitur ini belum tersedia", en: "This feature is not available yet", ms: "Ciri ini belum tersedia" },
  /** ORDER KE PRODUKSI done (the server's own words). */
  SENT_TO_PRODUCTION: SENT_TO_PRODUCTION,
  /** ORDER KE PRODUKSI again with nothing new: the whole order is printed again. */
  RESENT_TO_PRODUCTION: {
    id: "Pesanan dikirim ulang ke produksi",
    en: "Order sent to the kitchen again",
    ms: "Pesanan dihantar semula ke dapur",
  },
  /** Note form saved (the server's own words). */
  NOTE_UPDATED: NOTE_UPDATED,
  /** Under the read-only nota number of the edit form (the server refuses a change with the same words). */
  NOTE_NUMBER_LOCKED: NOTE_NUMBER_LOCKED,
  /** Under the note form's number when nota otomatis filled it in. */
  NOTE_NUMBER_AUTO: {
    id: "Nota otomatis: nomor berikutnya hari ini, boleh diubah",
    en: "Automatic: today's next number, you may change it",
    ms: "Nota automatik: nombor seterusnya hari ini, boleh diubah",
  },
  /** Title of a refused login. */
  LOGIN_FAILED_TITLE: { id: "Login gagal", en: "Login failed", ms: "Log masuk gagal" },
  /** The merge-table picker when every table is taken. */
  NO_FREE_TABLE: { id: "Tidak ada meja kosong", en: "No free tables", ms: "Tiada meja kosong" },
  /** /odcr STAF PELAYANAN when the outlet has no staff member who takes orders. */
  NO_STAFF: { id: "Belum ada staf pelayan", en: "No waiting staff yet", ms: "Belum ada pelayan" },
  /** /odcr per-staff form: the multi-select of free tables. */
  PICK_TABLES: { id: "Pilih satu meja atau lebih", en: "Choose one or more tables", ms: "Pilih satu meja atau lebih" },
});

/** The error boundary of a screen: what broke, that the rest still works, and the ways out. */
export const SCREEN_ERROR = localized({
  TITLE: { id: "Layar ini mengalami gangguan", en: "This screen ran into a problem", ms: "Skrin ini mengalami masalah" },
  BODY: {
    id: "Terjadi kesalahan saat menampilkan layar ini. Data yang sudah tersimpan aman; menu lain tetap bisa dipakai.",
    en: "Something went wrong while showing this screen. Saved data is safe; the other menus still work.",
    ms: "Berlaku ralat semasa memaparkan skrin ini. Data yang disimpan selamat; menu lain masih boleh digunakan.",
  },
  NOT_FOUND: { id: "Halaman tidak ditemukan", en: "Page not found", ms: "Halaman tidak dijumpai" },
  RELOAD: { id: "Muat Ulang", en: "Reload", ms: "Muat Semula" },
  BACK: { id: "Kembali", en: "Back", ms: "Kembali" },
  HOME: { id: "Ke Beranda", en: "Home", ms: "Ke Laman Utama" },
});

/**
 * Accessible names and the kitchen display controls:
 * labels screen readers announce for controls whose visible text is an icon or a placeholder, the
 * state words of a table card, and the high-contrast kitchen theme switch. Product wording.
 *
 * @example A11Y_MSG.tableCard("Meja 3", A11Y_MSG.TABLE_FREE); // "Meja 3, kosong"
 */
export const A11Y_MSG = localized({
  CLOSE: { id: "Tutup", en: "Close", ms: "Tutup" },
  MENU: { id: "Menu", en: "Menu", ms: "Menu" },
  SEARCH_MENU: { id: "Cari menu", en: "Search menu", ms: "Cari menu" },
  /** The staff bar's burger (phone size). */
  OPEN_NAV: { id: "Buka navigasi", en: "Open navigation", ms: "Buka navigasi" },
  /** The date picker's arrows (month, year or decade shown). */
  CALENDAR_NEXT: { id: "Berikutnya", en: "Next", ms: "Seterusnya" },
  CALENDAR_PREVIOUS: { id: "Sebelumnya", en: "Previous", ms: "Sebelumnya" },
  TABLE_FREE: { id: "kosong", en: "free", ms: "kosong" },
  TABLE_DRAFT: { id: "draf, belum ada menu", en: "draft, no items yet", ms: "draf, belum ada menu" },
  /** An occupied table's state: nota, Big Boss and the time since the order. */
  tableOccupied: {
    id: (nota: string, customer: string, elapsed: string): string => `terisi, nota ${nota}, ${customer}${elapsed ? `, ${elapsed}` : ""}`,
    en: (nota: string, customer: string, elapsed: string): string => `occupied, bill ${nota}, ${customer}${elapsed ? `, ${elapsed}` : ""}`,
    ms: (nota: string, customer: string, elapsed: string): string => `digunakan, bil ${nota}, ${customer}${elapsed ? `, ${elapsed}` : ""}`,
  },
  /** A table card's accessible name: the table first (so it is found by its name), then its state. */
  tableCard: {
    id: (table: string, state: string): string => `${table}, ${state}`,
    en: (table: string, state: string): string => `${table}, ${state}`,
    ms: (table: string, state: string): string => `${table}, ${state}`,
  },
  KITCHEN_CONTRAST: { id: "Kontras tinggi", en: "High contrast", ms: "Kontras tinggi" },
  KITCHEN_CONTRAST_ON: {
    id: "Tampilan dapur kontras tinggi aktif",
    en: "High-contrast kitchen display on",
    ms: "Paparan dapur kontras tinggi aktif",
  },
  KITCHEN_CONTRAST_OFF: { id: "Tampilan dapur biasa", en: "Normal kitchen display", ms: "Paparan dapur biasa" },
});

/**
 * The language switch: the cashier's user menu and the kitchen screens. The languages'
 * own names are `LOCALE_NAMES` (never translated).
 */
export const LANG_MSG = localized({
  LANGUAGE: { id: "Bahasa", en: "Language", ms: "Bahasa" },
  SAVED: { id: "Bahasa disimpan", en: "Language saved", ms: "Bahasa disimpan" },
  /** PUT /user/language with a language other than id, en or ms. */
  INVALID: { id: "Bahasa harus id, en atau ms", en: "Language must be id, en or ms", ms: "Bahasa mesti id, en atau ms" },
  /** The choice that follows the outlet (Indonesian, or Malay at a ringgit outlet). */
  OUTLET_DEFAULT: { id: "Ikuti waroeng", en: "Follow the outlet", ms: "Ikut outlet" },
});

/**
 * The web app's own words on its main screens that the spec names but no block held yet (
 * every user-facing text in the catalogue): the cashier and staff navs, the note form, the order,
 * cash payment, kitchen and pickup screens. Spec words where the spec has them.
 */
export const WEB_MSG = localized({
  NAV_OJOL: { id: "OJOL", en: "DELIVERY", ms: "PENGHANTARAN" },
  NAV_ONLINE_ORDER: { id: "Online Order", en: "Online Orders", ms: "Pesanan Dalam Talian" },
  NAV_HISTORY: { id: "History", en: "History", ms: "Sejarah" },
  NAV_TRANSACTIONS: { id: "Transaksi", en: "Transactions", ms: "Transaksi" },
  NAV_TEST_WA: { id: "Test Whatsapp", en: "Test WhatsApp", ms: "Ujian WhatsApp" },
  NAV_REFRESH: { id: "Refresh", en: "Refresh", ms: "Segar Semula" },
  LOG_OUT: { id: "Log Out", en: "Log Out", ms: "Log Keluar" },
  HAL_ORDER: { id: "Hal Order", en: "Orders", ms: "Pesanan" },
  HAL_OJOL: { id: "Hal Ojol", en: "Delivery", ms: "Penghantaran" },
  PESAN_AKTIF: { id: "Pesan Aktif", en: "Active Orders", ms: "Pesanan Aktif" },
  HAL_TATA: { id: "Hal Tata", en: "Kitchen Prep", ms: "Penyediaan" },
  DINE_IN: { id: "Dine In", en: "Dine In", ms: "Makan Sini" },
  TAKE_AWAY: { id: "Take Away", en: "Take Away", ms: "Bungkus" },
  LAYAR_AMBIL: { id: "Layar Ambil", en: "Pickup", ms: "Skrin Ambil" },
  STOK_MENU: { id: "Stok Menu", en: "Menu Stock", ms: "Stok Menu" },
  PRODUKSI: { id: "Produksi", en: "Production", ms: "Dapur" },
  PLOTTING: { id: "Plotting", en: "Plotting", ms: "Plotting" },
  STAFF_NAV: { id: "Navigasi staf", en: "Staff navigation", ms: "Navigasi kakitangan" },
  USER_MENU: { id: "Menu pengguna", en: "User menu", ms: "Menu pengguna" },
  ALL_SCREENS: { id: "Semua layar", en: "All screens", ms: "Semua skrin" },
  HAS_ORDER: { id: "Ada pesanan", en: "Has an order", ms: "Ada pesanan" },
  NO_MENU_YET: { id: "Belum ada menu", en: "No items yet", ms: "Belum ada menu" },
  NOTA_NUMBER: { id: "Nomor Nota", en: "Bill number", ms: "Nombor Bil" },
  CUSTOMER_NAME: { id: "Nama Big Boss", en: "Big Boss name", ms: "Nama Big Boss" },
  ORDER_TIME: { id: "Jam Order", en: "Order time", ms: "Masa Pesanan" },
  HOURS: { id: "Jam", en: "Hours", ms: "Jam" },
  MINUTES: { id: "Menit", en: "Minutes", ms: "Minit" },
  KITCHEN_DONE_TIME: { id: "Jam Selesai Dapur", en: "Kitchen done at", ms: "Masa Siap Dapur" },
  MERGE_TABLES: { id: "Gabung Meja", en: "Merge tables", ms: "Gabung Meja" },
  KITCHEN_EMPTY_HINT: {
    id: "Pesanan yang diorder ke produksi muncul di sini.",
    en: "Orders sent to the kitchen appear here.",
    ms: "Pesanan yang dihantar ke dapur dipaparkan di sini.",
  },
  NOT_DONE: { id: "Belum Selesai", en: "Not done", ms: "Belum Selesai" },
  /** What the K badge of a cart line means (read on a tap). */
  SENT_MARK: {
    id: "K = sudah diorder ke produksi (dapur sudah menerima menu ini)",
    en: "K = sent to the kitchen (the kitchen has this item)",
    ms: "K = sudah dihantar ke dapur (dapur sudah menerima menu ini)",
  },
  CLEAR_SEARCH: { id: "Hapus pencarian", en: "Clear search", ms: "Kosongkan carian" },
  CASH_AMOUNT: { id: "Nominal Uang", en: "Cash amount", ms: "Jumlah Wang" },
  CASH_PAYMENT: { id: "Pembayaran Cash", en: "Cash Payment", ms: "Bayaran Tunai" },
  PICKUP_DRINKS: { id: "Ambil minuman yang sudah siap", en: "Pick up drinks that are ready", ms: "Ambil minuman yang telah siap" },
  PICKUP_FOOD: { id: "Ambil makanan yang sudah siap", en: "Pick up food that is ready", ms: "Ambil makanan yang telah siap" },
  BACK_TO_PICKUP: { id: "Kembali ke Layar Ambil", en: "Back to Pickup", ms: "Kembali ke Skrin Ambil" },
  PICKUP_EMPTY_HINT: {
    id: "Menu yang siap diambil muncul di sini.",
    en: "Items ready for pickup appear here.",
    ms: "Menu yang siap diambil dipaparkan di sini.",
  },
  WAITING_KITCHEN: { id: "Menunggu dapur", en: "Waiting for the kitchen", ms: "Menunggu dapur" },
  READY_TAP_TO_SERVE: { id: "Siap · ketuk untuk sajikan", en: "Ready · tap to serve", ms: "Siap · ketik untuk hidang" },
  UNSERVE: { id: "Kembalikan menu", en: "Take item back", ms: "Pulangkan menu" },
  SERVE: { id: "Sajikan menu", en: "Serve item", ms: "Hidang menu" },
  FREE_TABLE: { id: "Kosong", en: "Free", ms: "Kosong" },
  COOKING: { id: "Dimasak", en: "Cooking", ms: "Dimasak" },
  SPLIT: { id: "SPLIT", en: "SPLIT", ms: "PISAH" },
  TABLES: { id: "MEJA", en: "TABLES", ms: "MEJA" },
  TAKEAWAYS: { id: "BUNGKUS", en: "TAKE AWAY", ms: "BUNGKUS" },
  /** A dashboard section's count of tables in use. */
  occupied: {
    id: (busy: number, total: number): string => `${busy}/${total} terisi`,
    en: (busy: number, total: number): string => `${busy}/${total} in use`,
    ms: (busy: number, total: number): string => `${busy}/${total} digunakan`,
  },
});
