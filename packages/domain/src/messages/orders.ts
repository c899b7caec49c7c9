/**
 * Order entry: line actions, the order screen, stock and split bills.
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
  QTY_REQUIRED: { id: "Quantity harus diisi", en: "Quantity is required", ms: "Kuantiti wajib diisi" },
  QTY_TOO_MUCH: {
    id: "Quantity lebih dari quantity menu",
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
  QTY_SAVED: { id: "Quantity menu diubah", en: "Item quantity changed", ms: "Kuantiti menu diubah" },
  LINE_CANCELLED: { id: "Menu dibatalkan", en: "Item cancelled", ms: "Menu dibatalkan" },
  WARRANTY_SAVED: { id: "Garansi disimpan", en: "Warranty saved", ms: "Jaminan disimpan" },
  LINE_EDITED: { id: "Menu diubah", en: "Item changed", ms: "Menu diubah" },
  DISHES_CANCELLED: { id: "Menu dihapus dari produksi", en: "Items removed from the kitchen", ms: "Menu dipadam dari dapur" },
  // Labels of the popups (orders §2.5, payment §2.1)
  OPTIONS: { id: "Opsi", en: "Options", ms: "Pilihan" },
  NOTE: { id: "Catatan", en: "Note", ms: "Catatan" },
  CUSTOM_MENU_TITLE: { id: "Custom Menu", en: "Custom Menu", ms: "Menu Khas" },
  TAKEAWAY: { id: "Bungkus", en: "Take away", ms: "Bungkus" },
  QUANTITY: { id: "Quantity", en: "Quantity", ms: "Kuantiti" },
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
  CUSTOM_PRICE: { id: "Harga Custom", en: "Custom price", ms: "Harga Khas" },
  DISCOUNT_VALUE: { id: "Nilai Diskon", en: "Discount value", ms: "Nilai Diskaun" },
  CANCEL_DISHES_TITLE: { id: "Hapus Menu Produksi", en: "Remove Kitchen Items", ms: "Padam Menu Dapur" },
  MULTI_QTY_TITLE: { id: "Ubah Quantity", en: "Change Quantity", ms: "Ubah Kuantiti" },
  NO_DISHES: { id: "Tidak ada menu di produksi", en: "No items in the kitchen", ms: "Tiada menu di dapur" },
  SAVE: { id: "Simpan", en: "Save", ms: "Simpan" },
  READY: { id: "Siap", en: "Ready", ms: "Siap" },
  SERVED: { id: "Disajikan", en: "Served", ms: "Dihidang" },
});

/**
 * Order-level actions of the cashier screen (issue 7: pull menus out, delete the order, service
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

/**
 * Stock, Menu Habis, Gagal Proses and Bungkusan (orders §2.9, payment §2.11; their content is "not
 * shown": the project's design, docs/API.md "Stock"), and the Hal Tata words of issue 8's clarity items.
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
    id: "Isi stok awal hari ini. Kosongkan bila menu tidak dihitung stoknya.",
    en: "Enter today's opening stock. Leave empty when an item's stock is not counted.",
    ms: "Isi stok awal hari ini. Biarkan kosong jika stok menu tidak dikira.",
  },
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
  // Hal Tata clarity (issue 8)
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
