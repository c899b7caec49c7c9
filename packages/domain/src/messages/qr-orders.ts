/**
 * QR online orders.
 * Each text is one entry in its three languages, `{ id, en, ms }` (see `localized.ts`).
 */
import { localized } from "./localized.ts";

/**
 * QR online orders: the guest's page at `/{outlet}/qr/{token}` and the server's refusals of
 * the public QR calls and of the cashier's tmp-online calls. Product wording (the spec shows none).
 */
export const QR_MSG = localized({
  TOKEN_NOT_FOUND: {
    id: "QR meja tidak dikenal, minta QR baru ke kasir",
    en: "Unknown table QR, ask the cashier for a new QR",
    ms: "QR meja tidak dikenali, minta QR baharu daripada juruwang",
  },
  CART_CHANGED: {
    id: "Keranjang diubah dari HP lain, periksa lagi",
    en: "The cart was changed from another phone, check it again",
    ms: "Troli diubah daripada telefon lain, semak semula",
  },
  CART_EMPTY: { id: "Keranjang masih kosong", en: "The cart is empty", ms: "Troli masih kosong" },
  CART_TOO_MANY: {
    id: "Terlalu banyak menu dalam satu pesanan",
    en: "Too many items in one order",
    ms: "Terlalu banyak menu dalam satu pesanan",
  },
  QTY_RANGE: { id: "Jumlah per menu 1 sampai 20", en: "Quantity per item is 1 to 20", ms: "Kuantiti setiap menu 1 hingga 20" },
  NAME_MIN: { id: "Nama minimal 3 karakter", en: "Name needs at least 3 characters", ms: "Nama sekurang-kurangnya 3 aksara" },
  NAME_MAX: { id: "Nama maksimal 30 karakter", en: "Name is at most 30 characters", ms: "Nama maksimum 30 aksara" },
  NOTE_MAX: { id: "Catatan maksimal 100 karakter", en: "Note is at most 100 characters", ms: "Catatan maksimum 100 aksara" },
  TOO_MANY_WAITING: {
    id: "Masih ada pesanan yang menunggu kasir, tunggu sebentar",
    en: "Orders are still waiting for the cashier, please wait a moment",
    ms: "Masih ada pesanan yang menunggu juruwang, sila tunggu sebentar",
  },
  RATE_LIMITED: {
    id: "Terlalu banyak permintaan, coba lagi sebentar lagi",
    en: "Too many requests, try again shortly",
    ms: "Terlalu banyak permintaan, cuba sebentar lagi",
  },
  ALREADY_PROCESSED: {
    id: "Pesanan sudah diproses kasir lain",
    en: "The order was already processed by another cashier",
    ms: "Pesanan telah diproses oleh juruwang lain",
  },
  NOT_FOUND: { id: "Pesanan online tidak ditemukan", en: "Online order not found", ms: "Pesanan dalam talian tidak dijumpai" },
  NO_TAKE_AWAY_SLOT: { id: "Tidak ada slot bungkus yang kosong", en: "No free take-away slot", ms: "Tiada slot bungkus yang kosong" },
  STATUS_WAITING: { id: "Menunggu konfirmasi kasir", en: "Waiting for the cashier to confirm", ms: "Menunggu pengesahan juruwang" },
  STATUS_ACCEPTED: { id: "Pesanan diterima", en: "Order accepted", ms: "Pesanan diterima" },
  STATUS_COOKING: { id: "Sedang dimasak", en: "Cooking", ms: "Sedang dimasak" },
  STATUS_READY: { id: "Siap diantar", en: "Ready to serve", ms: "Sedia dihidang" },
  STATUS_REJECTED: { id: "Pesanan dibatalkan kasir", en: "Order cancelled by the cashier", ms: "Pesanan dibatalkan oleh juruwang" },
  MENU_TITLE: { id: "Menu", en: "Menu", ms: "Menu" },
  CART_TITLE: { id: "Keranjang", en: "Cart", ms: "Troli" },
  YOUR_NAME: { id: "Nama Anda", en: "Your name", ms: "Nama Anda" },
  NOTE: { id: "Catatan", en: "Note", ms: "Catatan" },
  ADD: { id: "Tambah", en: "Add", ms: "Tambah" },
  SEND: { id: "Kirim Pesanan", en: "Send Order", ms: "Hantar Pesanan" },
  SENT: {
    id: "Pesanan terkirim! Kasir akan segera mengonfirmasi.",
    en: "Order sent! The cashier will confirm it shortly.",
    ms: "Pesanan dihantar! Juruwang akan mengesahkannya sebentar lagi.",
  },
  SOLD_OUT: { id: "Habis", en: "Sold out", ms: "Habis" },
  SHARED_CART: {
    id: "Keranjang ini dipakai bersama semua HP di meja ini",
    en: "This cart is shared by every phone at this table",
    ms: "Troli ini dikongsi oleh semua telefon di meja ini",
  },
  YOUR_ORDERS: { id: "Pesanan meja ini", en: "This table's orders", ms: "Pesanan meja ini" },
  TAKE_AWAY_COUNTER: { id: "Bungkus", en: "Take away", ms: "Bungkus" },
  QR_SHEET_TITLE: { id: "QR Meja", en: "Table QR", ms: "QR Meja" },
  QR_SHEET_MENU: { id: "QR Meja (cetak)", en: "Table QR (print)", ms: "QR Meja (cetak)" },
  QR_ROTATE: { id: "Ganti QR", en: "Change QR", ms: "Tukar QR" },
  QR_ROTATE_CONFIRM: {
    id: "QR lama tidak bisa dipakai lagi. Ganti QR meja ini?",
    en: "The old QR can no longer be used. Change this table's QR?",
    ms: "QR lama tidak boleh digunakan lagi. Tukar QR meja ini?",
  },
  QR_PRINT: { id: "Cetak", en: "Print", ms: "Cetak" },
  QR_SCAN_HINT: { id: "Scan untuk pesan", en: "Scan to order", ms: "Imbas untuk memesan" },
  /** The QR sheet's line naming the address its codes open. */
  QR_SHEET_ADDRESS: { id: "Kode QR membuka alamat", en: "The QR codes open", ms: "Kod QR membuka alamat" },
  QR_SHEET_LOCALHOST_TITLE: {
    id: "HP tamu tidak bisa membuka alamat ini",
    en: "Guests' phones cannot open this address",
    ms: "Telefon tetamu tidak boleh membuka alamat ini",
  },
  QR_SHEET_LOCALHOST: {
    id: "Alamat localhost / 127.0.0.1 hanya ada di komputer ini. Buka halaman ini dari alamat jaringan waroeng (misalnya http://192.168.x.x) lalu cetak.",
    en: "A localhost / 127.0.0.1 address exists only on this computer. Open this page from the stall's network address (for example http://192.168.x.x), then print.",
    ms: "Alamat localhost / 127.0.0.1 hanya wujud di komputer ini. Buka halaman ini dari alamat rangkaian kedai (contohnya http://192.168.x.x), kemudian cetak.",
  },
  PICK_TABLE: { id: "Pilih meja kosong", en: "Choose a free table", ms: "Pilih meja kosong" },
  DELETE_BUTTON: { id: "HAPUS", en: "DELETE", ms: "PADAM" },
  PRINT_BUTTON: { id: "CETAK", en: "PRINT", ms: "CETAK" },
  ACCEPT_BUTTON: { id: "TERIMA", en: "ACCEPT", ms: "TERIMA" },
  PRINTED: { id: "Pesanan dikirim ke printer kasir", en: "Order sent to the cashier printer", ms: "Pesanan dihantar ke pencetak juruwang" },
  NEW_ORDERS: {
    id: (n: number): string => `${n} pesanan baru`,
    en: (n: number): string => `${n} new ${n === 1 ? "order" : "orders"}`,
    ms: (n: number): string => `${n} pesanan baharu`,
  },
  /** The switch of this device's new-order bell on Online Order. */
  BELL_SWITCH: { id: "Bel pesanan baru", en: "New-order bell", ms: "Loceng pesanan baharu" },
  QTY_TIMES: { id: (n: number): string => `${n}×`, en: (n: number): string => `${n}×`, ms: (n: number): string => `${n}×` },
  NEW_ORDER_TITLE: { id: "Pesanan online baru", en: "New online order", ms: "Pesanan dalam talian baharu" },
});
