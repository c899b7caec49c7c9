/**
 * The spec's fixed messages and dialog titles (tables, search, access, empty states) and its templates.
 * Each text is one entry in its three languages, `{ id, en, ms }` (see `localized.ts`).
 */
import { localized } from "./localized.ts";
import { NOTA_REQUIRED } from "./shared.ts";

/**
 * Every fixed user-facing message and dialog title of the three spec documents, word for word.
 * `*_TITLE` entries are dialog titles; the entry without the suffix is the body text.
 * Messages with a placeholder are functions in `MSG_TEMPLATES`.
 *
 * @example
 * throw new DomainError(MSG.PAYMENT_SHORT, MSG.PAYMENT_REJECTED_TITLE);
 * showWarning(MSG.OOPS_TITLE, MSG.TABLE_IN_USE);
 *
 * Spec: 01-foundations §2, §4, §5, §8; 02-orders-kitchen §2, §4, §5, §8;
 * 03-payment-history-shift §2, §4, §5, §8.
 */
export const MSG = localized({
  // Tables and notes (01 §4, §8; 02 §8)
  OOPS_TITLE: { id: "Oops!", en: "Oops!", ms: "Oops!" },
  TABLE_IN_USE: { id: "Meja sudah digunakan", en: "Table is already in use", ms: "Meja sedang digunakan" },
  TABLE_IN_USE_EXPRESS: {
    id: "Meja sudah digunakan kasir lain",
    en: "Table is already in use by another cashier",
    ms: "Meja sedang digunakan oleh juruwang lain",
  },
  TRANSACTION_NOT_FOUND: {
    id: "Maaf! Transaksi tidak ditemukan",
    en: "Sorry! Transaction not found",
    ms: "Maaf! Transaksi tidak dijumpai",
  },
  NOTA_EXISTS: { id: "Nomor Nota sudah ada", en: "Bill number already exists", ms: "Nombor bil telah wujud" },
  CONFIRM_TITLE: { id: "Anda Yakin?", en: "Are you sure?", ms: "Anda pasti?" },
  // The spec's "Some Error" and "Connection unstable", in Indonesian (no English reaches a user).
  SOME_ERROR: {
    id: "Terjadi kesalahan, silakan coba lagi",
    en: "Something went wrong, please try again",
    ms: "Berlaku ralat, sila cuba lagi",
  },
  CONNECTION_UNSTABLE: {
    id: "Koneksi tidak stabil, silakan coba lagi",
    en: "Unstable connection, please try again",
    ms: "Sambungan tidak stabil, sila cuba lagi",
  },
  ERROR_TITLE: { id: "Error", en: "Error", ms: "Ralat" },
  // Access (01 §6; 03 §6)
  ACCESS_DENIED_TITLE: { id: "Akses DiTolak!", en: "Access denied!", ms: "Akses Ditolak!" },
  ACCESS_DENIED: { id: "Hubungi Kacab/Asisten", en: "Contact the Branch Head/Assistant", ms: "Hubungi Ketua Cawangan/Pembantu" },
  // Session and sign-in (01 §6; the product's own wording where the spec has none)
  LOGIN_FAILED: { id: "Email atau password salah", en: "Wrong email or password", ms: "E-mel atau kata laluan salah" },
  SESSION_ENDED: {
    id: "Sesi berakhir, silakan login kembali",
    en: "Session ended, please log in again",
    ms: "Sesi tamat, sila log masuk semula",
  },
  FOREIGN_ORIGIN: {
    id: "Permintaan dari situs lain ditolak",
    en: "Request from another site refused",
    ms: "Permintaan daripada laman lain ditolak",
  },
  // Close balance and cash (01 §5; 03 §5)
  PAYMENT_REJECTED_TITLE: { id: "Transaksi ditolak!", en: "Transaction refused!", ms: "Transaksi ditolak!" },
  NOMINAL_EMPTY: { id: "Nominal Uang Tidak Boleh Kosong", en: "Amount cannot be empty", ms: "Jumlah wang tidak boleh kosong" },
  PAYMENT_SHORT: { id: "Nominal Pembayaran Kurang", en: "Payment amount is short", ms: "Jumlah bayaran tidak mencukupi" },
  // Printer (01 §8)
  PRINTER_TEST_FAILED_TITLE: { id: "Terjadi Kesalahan!", en: "Something went wrong!", ms: "Berlaku Ralat!" },
  PRINTER_TEST_FAILED: {
    id: "Pastikan Informasi dan Printer Sudah Benar",
    en: "Check that the printer details and the printer are correct",
    ms: "Pastikan maklumat dan pencetak betul",
  },
  // Search (01 §5)
  NOTA_REQUIRED: NOTA_REQUIRED,
  WARNING_TITLE: { id: "Peringatan!", en: "Warning!", ms: "Amaran!" },
  SEARCH_REQUIRED: {
    id: "Nomor Transaksi dan Tanggal harus diisi",
    en: "Transaction number and date are required",
    ms: "Nombor transaksi dan tarikh wajib diisi",
  },
  INFO_TITLE: { id: "Info!", en: "Info!", ms: "Makluman!" },
  SEARCH_NOT_FOUND: { id: "Transaksi tidak ditemukan", en: "Transaction not found", ms: "Transaksi tidak dijumpai" },
  // QR online orders (01 §8)
  DELETE_ORDER_CONFIRM: {
    id: "Pesanan yang dihapus, tidak bisa dibatalkan.",
    en: "A deleted order cannot be restored.",
    ms: "Pesanan yang dipadam tidak boleh dikembalikan.",
  },
  // Progress (01 §8)
  PRINTING_RECEIPT: { id: "Mencetak Struk", en: "Printing receipt", ms: "Mencetak resit" },
  PRINTING_ORDER: { id: "Mencetak Pesanan", en: "Printing order", ms: "Mencetak pesanan" },
  // Order entry and kitchen (02 §2, §4, §5; 03 §2, §5)
  EMPTY_CART: { id: "Tambahkan menu terlebih dulu!", en: "Add a menu item first!", ms: "Tambah menu dahulu!" },
  CONFIRM_PRODUCTION: {
    id: "Pastikan lagi pesanan Sudah Benar!",
    en: "Double-check that the order is correct!",
    ms: "Semak sekali lagi, pastikan pesanan betul!",
  },
  REDUCE_TOO_MUCH: {
    id: "Quantity pengurangan lebih dari quantity menu",
    en: "Quantity to remove is more than the item's quantity",
    ms: "Kuantiti pengurangan melebihi kuantiti menu",
  },
  UNSERVE_CONFIRM: {
    id: "Apa Anda yakin ingin mengembalikan menu?",
    en: "Are you sure you want to take this item back?",
    ms: "Anda pasti mahu memulangkan menu ini?",
  },
  // Payment (03 §4, §8)
  DATA_CHANGED: { id: "Terjadi perubahan data", en: "The data has changed", ms: "Data telah berubah" },
  SERVER_ERROR_TITLE: { id: "Terjadi Kesalahan!", en: "Something went wrong!", ms: "Berlaku Ralat!" },
  // Discount and voucher (03 §5)
  DISCOUNT_FAILED_TITLE: { id: "Transaksi Gagal!", en: "Transaction failed!", ms: "Transaksi Gagal!" },
  DISCOUNT_EMPTY: { id: "Nominal Belum Diisi", en: "Amount not filled in", ms: "Jumlah belum diisi" },
  VOUCHER_TOO_BIG: {
    id: "Nominal transaksi kurang dari Voucher",
    en: "Transaction total is less than the voucher",
    ms: "Jumlah transaksi kurang daripada baucar",
  },
  DISCOUNT_TOO_BIG_TITLE: { id: "Transaksi gagal!", en: "Transaction failed!", ms: "Transaksi gagal!" },
  DISCOUNT_TOO_BIG: { id: "Diskon Melebihi Total Bayar", en: "Discount exceeds the total to pay", ms: "Diskaun melebihi jumlah bayaran" },
  CHOOSE_TYPE: { id: "Pilih Jenis!", en: "Choose a type!", ms: "Pilih jenis!" },
  // Member and phone (03 §5, §8)
  MEMBER_ID_INVALID: { id: "ID Tidak Valid", en: "Invalid ID", ms: "ID tidak sah" },
  WARNING_EN_TITLE: { id: "Warning!", en: "Warning!", ms: "Amaran!" },
  PHONE_INVALID: { id: "Nomor WA Tidak Sesuai", en: "WhatsApp number is not valid", ms: "Nombor WhatsApp tidak sah" },
  NIK_MEMBER_INVALID: { id: "NIK/ID Member Tidak Sesuai", en: "National ID/Member ID is not valid", ms: "No. KP/ID Ahli tidak sah" },
  // Cash mutation (03 §5)
  CHOOSE_MUTATION_TYPE: { id: "Pilih jenis transaksi!", en: "Choose a transaction type!", ms: "Pilih jenis transaksi!" },
  MUTATION_AMOUNT_REQUIRED: { id: "Jumlah uang harus diisi", en: "Amount is required", ms: "Jumlah wang wajib diisi" },
  // Refund and split (03 §2, §4, §8)
  CANCEL_REFUND: { id: "Batalkan Pengembalian Dana", en: "Cancel refund", ms: "Batalkan Bayaran Balik" },
  REFUND_ONCE: {
    id: "Pengembalian Dana Hanya Boleh 1x",
    en: "A bill can be refunded only once",
    ms: "Bayaran balik hanya dibenarkan sekali",
  },
  REFUND_RESULT_TITLE: { id: "Pengembalian Dana (Refund)", en: "Refund", ms: "Bayaran Balik" },
  CONFIRM_SPLIT_TITLE: { id: "Konfirmasi", en: "Confirm", ms: "Pengesahan" },
  CANCEL_SPLIT: { id: "Yakin gajadi split nota", en: "Cancel splitting this bill?", ms: "Batalkan pemisahan bil ini?" },
  // History and tips (03 §2)
  CHOOSE_TRANSACTION: { id: "Pilih transaksi detil!", en: "Choose a transaction to view!", ms: "Pilih transaksi untuk dilihat!" },
  DELETE_TIP_TITLE: { id: "Delete Uang Tips", en: "Delete tip", ms: "Padam Tip" },
  DELETE_TIP_CONFIRM: {
    id: "Anda yakin akan menghapus data ini?",
    en: "Are you sure you want to delete this entry?",
    ms: "Anda pasti mahu memadam data ini?",
  },
  SAVING: { id: "Menyimpan..", en: "Saving..", ms: "Menyimpan.." },
  // Empty states (02 §8; 03 §8)
  NOT_SET: { id: "Belum di set", en: "Not set", ms: "Belum ditetapkan" },
  NO_ORDERS: { id: "Belum ada pesanan", en: "No orders yet", ms: "Belum ada pesanan" },
  NO_DATA_YET: { id: "Belum ada data", en: "No data yet", ms: "Belum ada data" },
  DATA_STILL_EMPTY: { id: "Data masih kosong", en: "No data yet", ms: "Data masih kosong" },
  NO_DATA: { id: "Data tidak ada!", en: "No data!", ms: "Tiada data!" },
  DATA_NOT_FOUND: { id: "Data tidak ditemukan", en: "Data not found", ms: "Data tidak dijumpai" },
});

/**
 * A table's name as it follows the word "Meja" in a message: a leading "Meja " (any case) is dropped,
 * so "Meja 7" reads "Pesanan Meja 7 …", never "Meja Meja 7"; other names are kept ("Teras 2").
 * (Not exported: this module exports text blocks only.)
 * @example tableLabel("Meja 7"); // "7"
 */
function tableLabel(table: string): string {
  return table.replace(/^\s*meja\s+/i, "");
}

/**
 * Spec messages with a placeholder, as functions returning the Indonesian text.
 *
 * @example
 * MSG_TEMPLATES.tableOrderExists("Meja 5"); // "Pesanan Meja 5 Sudah Ada!"
 * MSG_TEMPLATES.sendingTo("08123456789"); // "Mengirim Pesan Ke 08123456789"
 *
 * Spec: 01-foundations §2, §5, §8; 02-orders-kitchen §2, §4.
 */
export const MSG_TEMPLATES = localized({
  /** Login refused by the rate limit (429); `minutes` until the next attempt is allowed. Product wording. */
  loginThrottled: {
    id: (minutes: number): string => `Terlalu banyak percobaan login, coba lagi dalam ${minutes} menit`,
    en: (minutes: number): string => `Too many login attempts, try again in ${minutes} min`,
    ms: (minutes: number): string => `Terlalu banyak cubaan log masuk, cuba lagi dalam ${minutes} minit`,
  },
  /** Express table with no transaction: body under `Anda Yakin?`. 01 §2. */
  createTransaction: {
    id: (tableName: string): string => `Membuat transaksi ${tableName}`,
    en: (tableName: string): string => `Open a transaction for ${tableName}`,
    ms: (tableName: string): string => `Buka transaksi ${tableName}`,
  },
  /** Title of the per-staff note form on Hal Order (several tables for one waiter). Product wording, 02 §2.5. */
  staffNoteTitle: {
    id: (staffName: string): string => `Input Info Nota · ${staffName}`,
    en: (staffName: string): string => `Bill details · ${staffName}`,
    ms: (staffName: string): string => `Maklumat Bil · ${staffName}`,
  },
  /** Close-balance confirmation; `amount` already formatted. 01 §5. */
  closingBalance: {
    id: (amount: string): string => `Saldo akhir senilai ${amount}`,
    en: (amount: string): string => `Closing balance of ${amount}`,
    ms: (amount: string): string => `Baki penutup sebanyak ${amount}`,
  },
  /** Printing an online order whose table already has a bill (warning); `table` its name ("Meja 7" or "7"). 01 §8. */
  tableOrderExists: {
    id: (table: string): string => `Pesanan Meja ${tableLabel(table)} Sudah Ada!`,
    en: (table: string): string => `Table ${tableLabel(table)} already has an order!`,
    ms: (table: string): string => `Pesanan Meja ${tableLabel(table)} telah ada!`,
  },
  /** Accepting an online order whose table already has a bill (Tambahkan, Pindah Meja, Batal); `table` as above. 01 §8. */
  tableHasOrder: {
    id: (table: string): string => `Terdapat pesanan di meja ${tableLabel(table)}`,
    en: (table: string): string => `Table ${tableLabel(table)} has an order`,
    ms: (table: string): string => `Ada pesanan di meja ${tableLabel(table)}`,
  },
  /** Accept confirmation (Ya/Tidak). 01 §8. */
  acceptOrder: {
    id: (boss: string): string => `Menerima pesanan ${boss}`,
    en: (boss: string): string => `Accept the order of ${boss}`,
    ms: (boss: string): string => `Terima pesanan ${boss}`,
  },
  /** Progress text while sending a digital receipt. 01 §8. */
  sendingTo: {
    id: (phone: string): string => `Mengirim Pesan Ke ${phone}`,
    en: (phone: string): string => `Sending message to ${phone}`,
    ms: (phone: string): string => `Menghantar mesej kepada ${phone}`,
  },
  /** Popup title of pending dishes of a menu on the kitchen prep screen. 02 §2.1. */
  pendingDishesOf: {
    id: (menuName: string): string => `Daftar Pesanan : ${menuName}`,
    en: (menuName: string): string => `Orders: ${menuName}`,
    ms: (menuName: string): string => `Senarai Pesanan : ${menuName}`,
  },
  /** Option cell of a cancelled line (status 2). 02 §4. */
  cancelledLine: {
    id: (reason: string): string => `Batal - ${reason}`,
    en: (reason: string): string => `Cancelled - ${reason}`,
    ms: (reason: string): string => `Batal - ${reason}`,
  },
  /** Option cell of a free line (status 4). 02 §4. */
  freeLine: {
    id: (reason: string): string => `Gratis - ${reason}`,
    en: (reason: string): string => `Free - ${reason}`,
    ms: (reason: string): string => `Percuma - ${reason}`,
  },
  /** Ambil card header for dine-in; `tables` already joined. 02 §2.3. */
  tablesHeader: {
    id: (tables: string): string => `Meja ${tables}`,
    en: (tables: string): string => `Table ${tables}`,
    ms: (tables: string): string => `Meja ${tables}`,
  },
  /** Elapsed time on a card: `45 menit` under an hour, else `1 jam 5 menit`. 01 §2, 02 §2.6 (in Indonesian). */
  elapsed: {
    id: (hours: number, minutes: number): string => (hours > 0 ? `${hours} jam ${minutes} menit` : `${minutes} menit`),
    en: (hours: number, minutes: number): string => (hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min`),
    ms: (hours: number, minutes: number): string => (hours > 0 ? `${hours} jam ${minutes} minit` : `${minutes} minit`),
  },
  /** Elapsed time on a delivery nota card (/ojol, /odcr-ojol): `45 mins` under an hour, else `1h 5m`. 02 §2.6, §9. */
  deliveryElapsed: {
    id: (hours: number, minutes: number): string => (hours > 0 ? `${hours}h ${minutes}m` : `${minutes} mins`),
    en: (hours: number, minutes: number): string => (hours > 0 ? `${hours}h ${minutes}m` : `${minutes} mins`),
    ms: (hours: number, minutes: number): string => (hours > 0 ? `${hours}j ${minutes}m` : `${minutes} min`),
  },
  /** A delivery platform's section with no open nota (/ojol). 02 §8 empty states. */
  noDeliveryOrders: {
    id: (platform: string): string => `Belum ada pesanan ${platform}`,
    en: (platform: string): string => `No ${platform} orders yet`,
    ms: (platform: string): string => `Belum ada pesanan ${platform}`,
  },
  /** A reply that is not the envelope (a proxy's error page…): the HTTP status only. */
  requestFailed: {
    id: (status: number): string => `Permintaan gagal (kode ${status})`,
    en: (status: number): string => `Request failed (code ${status})`,
    ms: (status: number): string => `Permintaan gagal (kod ${status})`,
  },
  /** Production screen entry in the staff nav. 01 §2. */
  productionScreen: {
    id: (name: string): string => `Layar ${name}`,
    en: (name: string): string => `${name} screen`,
    ms: (name: string): string => `Skrin ${name}`,
  },
});
