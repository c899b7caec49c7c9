/**
 * Stock: Menu Habis, Gagal Proses, Bungkusan and Hal Tata.
 * Each text is one entry in its three languages, `{ id, en, ms }` (see `localized.ts`).
 */
import { localized } from "./localized.ts";

/**
 * Stock, Menu Habis, Gagal Proses and Bungkusan (orders §2.9, payment §2.11; their content is "not
 * shown": the project's design, docs/API.md "Stock"), and the Hal Tata words of the clarity items.
 *
 * @example
 * STOCK_MSG.notEnough("Es Teh", 0); // "Stok Es Teh habis"
 */
export const STOCK_MSG = localized({
  /** Gagal Proses reason of the dishes of a deleted order (Hapus Transaksi). */
  ORDER_DELETED: { id: "Transaksi dihapus", en: "Transaction deleted", ms: "Transaksi dipadam" },
  /** A send (or Ganti Baru) needing more units than today's stock has left: nothing is sent. */
  notEnough: {
    id: (menu: string, left: number): string => (left <= 0 ? `Stok ${menu} habis` : `Stok ${menu} tinggal ${left}, kurangi pesanan`),
    en: (menu: string, left: number): string => (left <= 0 ? `${menu} is out of stock` : `Only ${left} ${menu} left, reduce the order`),
    ms: (menu: string, left: number): string => (left <= 0 ? `Stok ${menu} habis` : `Stok ${menu} tinggal ${left}, kurangkan pesanan`),
  },
  /** Form Stok Menu saved. */
  SAVED: { id: "Stok menu berhasil disimpan", en: "Menu stock saved", ms: "Stok menu berjaya disimpan" },
  /** Form Stok Menu naming an item twice. */
  DUPLICATE_MENU: {
    id: "Menu tercantum lebih dari sekali",
    en: "An item is listed more than once",
    ms: "Menu disenaraikan lebih daripada sekali",
  },
  /** Menu Habis: marked sold out / available. */
  MARKED_SOLD_OUT: { id: "Menu ditandai habis", en: "Item marked sold out", ms: "Menu ditanda habis" },
  MARKED_AVAILABLE: { id: "Menu tersedia kembali", en: "Item available again", ms: "Menu tersedia semula" },
  /** Menu Habis → available while today's counted stock is 0. */
  STOCK_ZERO: {
    id: "Stok hari ini 0: isi stok di Form Stok Menu",
    en: "Today's stock is 0: fill it in on the Menu Stock form",
    ms: "Stok hari ini 0: isi stok di Borang Stok Menu",
  },
  /** Bungkusan Done with a dish not ready. */
  NOT_ALL_READY: { id: "Masih ada menu yang belum siap", en: "Some items are not ready yet", ms: "Masih ada menu yang belum siap" },
  /** Bungkusan Done on a dine-in nota. */
  NOT_TAKE_AWAY: {
    id: "Nota ini bukan take away atau delivery",
    en: "This bill is not take-away or delivery",
    ms: "Bil ini bukan bungkus atau penghantaran",
  },
  /** Bungkusan Done: the nota is packed and handed over. */
  PACKED: { id: "Pesanan sudah dibungkus", en: "Order packed", ms: "Pesanan telah dibungkus" },
  // Screens
  STOCK_TITLE: { id: "Form Stok Menu", en: "Menu Stock", ms: "Borang Stok Menu" },
  STOCK_HINT: {
    id: "Isi stok awal hari ini, termasuk yang sudah terjual: sisa = stok awal − terjual hari ini. Kosongkan bila menu tidak dihitung stoknya.",
    en: "Enter today's opening stock, what was already sold included: left = opening − sold today. Leave empty when an item's stock is not counted.",
    ms: "Isi stok awal hari ini, termasuk yang telah terjual: baki = stok awal − terjual hari ini. Biarkan kosong jika stok menu tidak dikira.",
  },
  STOCK_OPENING_LABEL: { id: "Stok awal hari ini", en: "Today's opening stock", ms: "Stok awal hari ini" },
  SOLD_TODAY: { id: "Terjual hari ini", en: "Sold today", ms: "Terjual hari ini" },
  LEFT_NOW: { id: "Sisa sekarang", en: "Left now", ms: "Baki sekarang" },
  STOCK_LEFT: { id: "Sisa", en: "Left", ms: "Baki" },
  STOCK_NOT_COUNTED: { id: "Tidak dihitung", en: "Not counted", ms: "Tidak dikira" },
  SAVE: { id: "Simpan", en: "Save", ms: "Simpan" },
  MENU_HABIS_TITLE: { id: "Menu Habis", en: "Sold Out", ms: "Menu Habis" },
  MENU_HABIS_HINT: {
    id: "Tandai menu yang habis hari ini; kasir tidak bisa memesannya sampai tersedia lagi.",
    en: "Mark the items sold out today; cashiers cannot order them until they are available again.",
    ms: "Tanda menu yang habis hari ini; juruwang tidak boleh memesannya sehingga tersedia semula.",
  },
  SOLD_OUT_BADGE: { id: "Habis", en: "Sold out", ms: "Habis" },
  AVAILABLE_BADGE: { id: "Tersedia", en: "Available", ms: "Tersedia" },
  MARK_SOLD_OUT: { id: "Tandai Habis", en: "Mark sold out", ms: "Tanda Habis" },
  MARK_AVAILABLE: { id: "Tersedia Lagi", en: "Available again", ms: "Tersedia Semula" },
  /** Menu Habis: an item sold out by its stock leads to Form Stok Menu. */
  FILL_STOCK: { id: "Isi Stok", en: "Fill stock", ms: "Isi Stok" },
  SOLD_OUT_BY_STOCK: { id: "Stok 0", en: "Stock 0", ms: "Stok 0" },
  GAGAL_TITLE: { id: "Gagal Proses", en: "Failed in Kitchen", ms: "Gagal Diproses" },
  GAGAL_HINT: {
    id: "Menu yang dibatalkan atau diganti setelah diorder ke produksi hari ini.",
    en: "Items cancelled or replaced after they were sent to the kitchen today.",
    ms: "Menu yang dibatalkan atau ditukar selepas dihantar ke dapur hari ini.",
  },
  KIND_CANCELLED: { id: "Batal", en: "Cancelled", ms: "Batal" },
  KIND_REPLACED: { id: "Ganti Baru", en: "Replaced", ms: "Tukar Baharu" },
  WAS_READY: { id: "Sudah dimasak", en: "Already cooked", ms: "Sudah dimasak" },
  NOT_YET_READY: { id: "Belum dimasak", en: "Not cooked yet", ms: "Belum dimasak" },
  STOCK_RETURNED: { id: "Stok kembali", en: "Stock returned", ms: "Stok dipulangkan" },
  WASTED_COUNT: {
    id: (n: number): string => `${n} porsi terbuang`,
    en: (n: number): string => `${n} ${n === 1 ? "portion" : "portions"} wasted`,
    ms: (n: number): string => `${n} hidangan terbuang`,
  },
  BUNGKUS_TITLE: { id: "Bungkusan", en: "Packing", ms: "Pembungkusan" },
  BUNGKUS_HINT: {
    id: "Nota take away dan delivery yang semua menunya sudah siap: bungkus, lalu tekan Selesai.",
    en: "Take-away and delivery bills whose items are all ready: pack them, then press Done.",
    ms: "Bil bungkus dan penghantaran yang semua menunya telah siap: bungkus, kemudian tekan Selesai.",
  },
  DONE: { id: "Selesai Dibungkus", en: "Packed", ms: "Selesai Dibungkus" },
  NOTHING: { id: "Belum ada data", en: "No data yet", ms: "Belum ada data" },
  // Hal Tata clarity
  MARK_READY: { id: "Tandai Siap", en: "Mark ready", ms: "Tanda Siap" },
  IS_READY: { id: "Sudah Siap", en: "Ready", ms: "Sudah Siap" },
  UNDO_READY: { id: "Batal Siap", en: "Undo ready", ms: "Batal Siap" },
  NOT_READY_STATUS: { id: "Belum Siap", en: "Not ready", ms: "Belum Siap" },
  ADDED: { id: "Tambahan:", en: "Added:", ms: "Tambahan:" },
  WAITING: {
    id: (elapsed: string): string => `Menunggu ${elapsed}`,
    en: (elapsed: string): string => `Waiting ${elapsed}`,
    ms: (elapsed: string): string => `Menunggu ${elapsed}`,
  },
  /** Bungkusan: how long a nota has been ready and waiting to be packed (from its last dish made ready). */
  READY_WAITING: {
    id: (elapsed: string): string => `Siap, menunggu dibungkus ${elapsed}`,
    en: (elapsed: string): string => `Ready, waiting to be packed ${elapsed}`,
    ms: (elapsed: string): string => `Siap, menunggu dibungkus ${elapsed}`,
  },
  SHOW_ALL_MENUS: {
    id: (n: number): string => `Tampilkan ${n} menu tanpa pesanan`,
    en: (n: number): string => `Show ${n} items without orders`,
    ms: (n: number): string => `Papar ${n} menu tanpa pesanan`,
  },
  HIDE_IDLE_MENUS: { id: "Sembunyikan menu tanpa pesanan", en: "Hide items without orders", ms: "Sembunyikan menu tanpa pesanan" },
  NO_PENDING_MENU: { id: "Tidak ada menu yang menunggu", en: "No items waiting", ms: "Tiada menu yang menunggu" },
});
