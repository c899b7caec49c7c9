import { BODY_LIMITS, MAX_ITEMS, MAX_LENGTH } from "./constants.ts";

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
export const MSG = {
  // Tables and notes (01 §4, §8; 02 §8)
  OOPS_TITLE: "Oops!",
  TABLE_IN_USE: "Meja sudah digunakan",
  TABLE_IN_USE_EXPRESS: "Meja sudah digunakan kasir lain",
  TRANSACTION_NOT_FOUND: "Maaf! Transaksi tidak ditemukan",
  NOTA_EXISTS: "Nomor Nota sudah ada",
  CONFIRM_TITLE: "Anda Yakin?",
  // The spec's "Some Error" and "Connection unstable", in Indonesian (issue 6: no English reaches a user).
  SOME_ERROR: "Terjadi kesalahan, silakan coba lagi",
  CONNECTION_UNSTABLE: "Koneksi tidak stabil, silakan coba lagi",
  ERROR_TITLE: "Error",
  // Access (01 §6; 03 §6)
  ACCESS_DENIED_TITLE: "Akses DiTolak!",
  ACCESS_DENIED: "Hubungi Kacab/Asisten",
  // Session and sign-in (01 §6; the product's own wording where the spec has none)
  LOGIN_FAILED: "Email atau password salah",
  SESSION_ENDED: "Sesi berakhir, silakan login kembali",
  FOREIGN_ORIGIN: "Permintaan dari situs lain ditolak",
  // Close balance and cash (01 §5; 03 §5)
  PAYMENT_REJECTED_TITLE: "Transaksi ditolak!",
  NOMINAL_EMPTY: "Nominal Uang Tidak Boleh Kosong",
  PAYMENT_SHORT: "Nominal Pembayaran Kurang",
  // Printer (01 §8)
  PRINTER_TEST_FAILED_TITLE: "Terjadi Kesalahan!",
  PRINTER_TEST_FAILED: "Pastikan Informasi dan Printer Sudah Benar",
  // Search (01 §5)
  NOTA_REQUIRED: "Nota harus diisi!",
  WARNING_TITLE: "Peringatan!",
  SEARCH_REQUIRED: "Nomor Transaksi dan Tanggal harus diisi",
  INFO_TITLE: "Info!",
  SEARCH_NOT_FOUND: "Transaksi tidak ditemukan",
  // QR online orders (01 §8)
  DELETE_ORDER_CONFIRM: "Pesanan yang dihapus, tidak bisa dibatalkan.",
  // Progress (01 §8)
  PRINTING_RECEIPT: "Mencetak Struk",
  PRINTING_ORDER: "Mencetak Pesanan",
  // Order entry and kitchen (02 §2, §4, §5; 03 §2, §5)
  EMPTY_CART: "Tambahkan menu terlebih dulu!",
  CONFIRM_PRODUCTION: "Pastikan lagi pesanan Sudah Benar!",
  REDUCE_TOO_MUCH: "Quantity pengurangan lebih dari quantity menu",
  UNSERVE_CONFIRM: "Apa Anda yakin ingin mengembalikan menu?",
  // Payment (03 §4, §8)
  DATA_CHANGED: "Terjadi perubahan data",
  SERVER_ERROR_TITLE: "Terjadi Kesalahan!",
  // Discount and voucher (03 §5)
  DISCOUNT_FAILED_TITLE: "Transaksi Gagal!",
  DISCOUNT_EMPTY: "Nominal Belum Diisi",
  VOUCHER_TOO_BIG: "Nominal transaksi kurang dari Voucher",
  DISCOUNT_TOO_BIG_TITLE: "Transaksi gagal!",
  DISCOUNT_TOO_BIG: "Diskon Melebihi Total Bayar",
  CHOOSE_TYPE: "Pilih Jenis!",
  // Member and phone (03 §5, §8)
  MEMBER_ID_INVALID: "ID Tidak Valid",
  WARNING_EN_TITLE: "Warning!",
  PHONE_INVALID: "Nomor WA Tidak Sesuai",
  NIK_MEMBER_INVALID: "NIK/ID Member Tidak Sesuai",
  // Cash mutation (03 §5)
  CHOOSE_MUTATION_TYPE: "Pilih jenis transaksi!",
  MUTATION_AMOUNT_REQUIRED: "Jumlah uang harus diisi",
  // Refund and split (03 §2, §4, §8)
  CANCEL_REFUND: "Batalkan Pengembalian Dana",
  REFUND_ONCE: "Pengembalian Dana Hanya Boleh 1x",
  REFUND_RESULT_TITLE: "Pengembalian Dana (Refund)",
  CONFIRM_SPLIT_TITLE: "Konfirmasi",
  CANCEL_SPLIT: "Yakin gajadi split nota",
  // History and tips (03 §2)
  CHOOSE_TRANSACTION: "Pilih transaksi detil!",
  DELETE_TIP_TITLE: "Delete Uang Tips",
  DELETE_TIP_CONFIRM: "Anda yakin akan menghapus data ini?",
  SAVING: "Menyimpan..",
  // Empty states (02 §8; 03 §8)
  NOT_SET: "Belum di set",
  NO_ORDERS: "Belum ada pesanan",
  NO_DATA_YET: "Belum ada data",
  DATA_STILL_EMPTY: "Data masih kosong",
  NO_DATA: "Data tidak ada!",
  DATA_NOT_FOUND: "Data tidak ditemukan",
} as const;

/**
 * Spec messages with a placeholder, as functions returning the Indonesian text.
 *
 * @example
 * MSG_TEMPLATES.tableOrderExists("Meja 5"); // "Pesanan Meja Meja 5 Sudah Ada!"
 * MSG_TEMPLATES.sendingTo("08123456789"); // "Mengirim Pesan Ke 08123456789"
 *
 * Spec: 01-foundations §2, §5, §8; 02-orders-kitchen §2, §4.
 */
export const MSG_TEMPLATES = {
  /** Login refused by the rate limit (429); `minutes` until the next attempt is allowed. Product wording. */
  loginThrottled: (minutes: number): string => `Terlalu banyak percobaan login, coba lagi dalam ${minutes} menit`,
  /** Express table with no transaction: body under `Anda Yakin?`. 01 §2. */
  createTransaction: (tableName: string): string => `Membuat transaksi ${tableName}`,
  /** Title of the per-staff note form on Hal Order (several tables for one waiter). Product wording, 02 §2.5. */
  staffNoteTitle: (staffName: string): string => `Input Info Nota · ${staffName}`,
  /** Close-balance confirmation; `amount` already formatted. 01 §5. */
  closingBalance: (amount: string): string => `Saldo akhir senilai ${amount}`,
  /** Printing an online order whose table already has a bill (warning). 01 §8. */
  tableOrderExists: (table: string): string => `Pesanan Meja ${table} Sudah Ada!`,
  /** Accepting an online order whose table already has a bill (Tambahkan, Pindah Meja, Batal). 01 §8. */
  tableHasOrder: (table: string): string => `Terdapat pesanan di meja ${table}`,
  /** Accept confirmation (Ya/Tidak). 01 §8. */
  acceptOrder: (boss: string): string => `Menerima pesanan ${boss}`,
  /** Progress text while sending a digital receipt. 01 §8. */
  sendingTo: (phone: string): string => `Mengirim Pesan Ke ${phone}`,
  /** Popup title of pending dishes of a menu on the kitchen prep screen. 02 §2.1. */
  pendingDishesOf: (menuName: string): string => `Daftar Pesanan : ${menuName}`,
  /** Option cell of a cancelled line (status 2). 02 §4. */
  cancelledLine: (reason: string): string => `Batal - ${reason}`,
  /** Option cell of a free line (status 4). 02 §4. */
  freeLine: (reason: string): string => `Gratis - ${reason}`,
  /** Ambil card header for dine-in; `tables` already joined. 02 §2.3. */
  tablesHeader: (tables: string): string => `Meja ${tables}`,
  /** Elapsed time on a card: `45 menit` under an hour, else `1 jam 5 menit`. 01 §2, 02 §2.6 (in Indonesian). */
  elapsed: (hours: number, minutes: number): string => (hours > 0 ? `${hours} jam ${minutes} menit` : `${minutes} menit`),
  /** Elapsed time on a delivery nota card (/ojol, /odcr-ojol): `45 mins` under an hour, else `1h 5m`. 02 §2.6, §9. */
  deliveryElapsed: (hours: number, minutes: number): string => (hours > 0 ? `${hours}h ${minutes}m` : `${minutes} mins`),
  /** A delivery platform's section with no open nota (/ojol). 02 §8 empty states. */
  noDeliveryOrders: (platform: string): string => `Belum ada pesanan ${platform}`,
  /** A reply that is not the envelope (a proxy's error page…): the HTTP status only. */
  requestFailed: (status: number): string => `Permintaan gagal (kode ${status})`,
  /** Production screen entry in the staff nav. 01 §2. */
  productionScreen: (name: string): string => `Layar ${name}`,
} as const;

/**
 * Validation texts of the shared schemas that the spec does not word itself (the project's own
 * Indonesian, in the spec's tone). Where the spec has a text it is reused from `MSG`.
 *
 * @example
 * FIELD_MSG.CUSTOMER_NAME_MIN; // "Nama Big Boss minimal 3 karakter"
 *
 * Spec: 01-foundations §5 (note form limits), 03-payment-history-shift §5.
 */
export const FIELD_MSG = {
  NOTE_NUMBER_REQUIRED: MSG.NOTA_REQUIRED,
  NOTE_NUMBER_NUMERIC: "Nomor Nota harus berupa angka",
  NOTE_NUMBER_MIN: "Nomor Nota minimal 4 karakter",
  ONLINE_NOTE_NUMBER_MIN: "Nomor Nota minimal 3 karakter",
  CUSTOMER_NAME_REQUIRED: "Nama Big Boss harus diisi!",
  CUSTOMER_NAME_MIN: "Nama Big Boss minimal 3 karakter",
  ORDER_TIME_REQUIRED: "Jam Order harus diisi!",
  TIME_INVALID: "Format jam tidak valid",
  TABLE_REQUIRED: "Meja harus dipilih!",
  STAFF_REQUIRED: "Karyawan harus dipilih!",
  MEMBER_ID_MIN: "ID Member/NIK minimal 5 karakter",
  TABLE_LIST_INVALID: "Daftar meja tidak valid",
  DELIVERY_TYPE_REQUIRED: "Jenis ojol harus dipilih!",
  EMAIL_REQUIRED: "Email harus diisi!",
  PASSWORD_REQUIRED: "Password harus diisi!",
  INTEGER_REQUIRED: "Harus berupa angka bulat",
  NOT_NEGATIVE: "Tidak boleh kurang dari 0",
  ID_REQUIRED: "ID tidak valid",
  DATE_INVALID: "Format tanggal harus YYYY-MM-DD",
  OPENING_CASH_EMPTY: "Total modal tidak boleh 0",
  DENOMINATION_DUPLICATE: "Pecahan uang tidak boleh ganda",
  MODAL_DETAIL_INVALID: "Rincian modal tidak valid",
  PAYMENT_METHOD_INVALID: "Metode pembayaran tidak valid",
  FLAG_INVALID: "Harus 0 atau 1",
  /** Money not in the currency's major unit with its decimals (issue 7: "1.005" ringgit, "61000.5" rupiah). */
  MONEY_INVALID_IDR: "Nominal rupiah harus angka bulat tanpa desimal (contoh 61000)",
  MONEY_INVALID_MYR: "Nominal ringgit maksimal 2 angka desimal (contoh 8.50)",
  // Maximum lengths (MAX_LENGTH, MAX_ITEMS of constants.ts) and control characters (issue 5)
  NOTE_NUMBER_MAX: `Nomor Nota maksimal ${MAX_LENGTH.noteNumber} karakter`,
  CUSTOMER_NAME_MAX: `Nama Big Boss maksimal ${MAX_LENGTH.name} karakter`,
  MEMBER_ID_MAX: `ID Member/NIK maksimal ${MAX_LENGTH.memberId} karakter`,
  PHONE_MAX: `Nomor WA maksimal ${MAX_LENGTH.phone} karakter`,
  EMAIL_MAX: `Email maksimal ${MAX_LENGTH.email} karakter`,
  PASSWORD_MAX: `Password maksimal ${MAX_LENGTH.password} karakter`,
  TYPE_NAME_MAX: `Jenis transaksi maksimal ${MAX_LENGTH.transactionTypeName} karakter`,
  TABLE_LIST_MAX: `Meja maksimal ${MAX_ITEMS}`,
  LIST_MAX: `Daftar maksimal ${MAX_ITEMS} baris`,
  TEXT_MAX: `Teks maksimal ${MAX_LENGTH.query} karakter`,
  NOTE_MAX: `Keterangan maksimal ${MAX_LENGTH.note} karakter`,
  CONTROL_CHARS: "Teks tidak boleh berisi karakter kontrol",
  NUMBER_TOO_BIG: "Angka terlalu besar",
} as const;

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
export const LINE_MSG = {
  /** The shown name of each reduce/cancel reason, keyed by its wire value (REDUCE_REASONS). */
  REDUCE_REASON_LABELS: { "Kesalahan Input": "Kesalahan Input", "Dibatalkan Konsumen": "Dibatalkan Konsumen" },
  // Refusals
  QTY_REQUIRED: "Quantity harus diisi",
  QTY_TOO_MUCH: "Quantity lebih dari quantity menu",
  REASON_REQUIRED: "Alasan harus diisi",
  REASON_INVALID: "Alasan tidak valid",
  REASON_MAX: `Alasan maksimal ${MAX_LENGTH.note} karakter`,
  STATUS_INVALID: "Status menu tidak valid",
  LINE_NOT_NORMAL: "Menu sudah dibatalkan, diganti atau digratiskan",
  NOT_SENT: "Menu belum diorder ke produksi",
  DISCOUNT_TYPE_INVALID: "Jenis diskon tidak valid",
  DISCOUNT_PERCENT_MAX: "Diskon persen maksimal 100",
  DISCOUNT_NOMINAL_MAX: "Diskon melebihi harga menu",
  DISCOUNT_QTY_MAX: "Qty diskon melebihi quantity menu",
  CUSTOM_PRICE_MAX: "Harga custom melebihi harga menu",
  VALUE_INVALID: "Nilai tidak valid",
  NOTES_MISMATCH: "Jumlah menu dan catatan tidak sama",
  DISH_REQUIRED: "Pilih menu yang akan dihapus",
  MENU_LIST_INVALID: "Daftar menu tidak valid",
  // Successes (meta.message)
  NOTE_SAVED: "Catatan menu disimpan",
  QTY_SAVED: "Quantity menu diubah",
  LINE_CANCELLED: "Menu dibatalkan",
  WARRANTY_SAVED: "Garansi disimpan",
  LINE_EDITED: "Menu diubah",
  DISHES_CANCELLED: "Menu dihapus dari produksi",
  // Labels of the popups (orders §2.5, payment §2.1)
  OPTIONS: "Opsi",
  NOTE: "Catatan",
  CUSTOM_MENU_TITLE: "Custom Menu",
  TAKEAWAY: "Bungkus",
  QUANTITY: "Quantity",
  REASON: "Alasan",
  REDUCE_TITLE: "Kurangi Menu",
  REDUCE: "Kurangi",
  CANCEL_MENU_TITLE: "Garansi / Pembatalan",
  REPLACE_OTHER: "Ganti Menu Lain",
  REPLACEMENT: "Menu pengganti",
  ACTION: "Tindakan",
  EDIT_MENU_TITLE: "Edit Menu",
  TAX: "Pajak",
  SERVICE_CHARGE: "Service Charge",
  DISCOUNT_TYPE: "Jenis Diskon",
  NO_DISCOUNT: "Tanpa Diskon",
  PERCENT: "Persen",
  NOMINAL: "Nominal (per item)",
  QTY: "Qty",
  CUSTOM_PRICE: "Harga Custom",
  DISCOUNT_VALUE: "Nilai Diskon",
  CANCEL_DISHES_TITLE: "Hapus Menu Produksi",
  MULTI_QTY_TITLE: "Ubah Quantity",
  NO_DISHES: "Tidak ada menu di produksi",
  SAVE: "Simpan",
  READY: "Siap",
  SERVED: "Disajikan",
} as const;

/**
 * Refusals of a request as a whole (its body, content type or address) rather than of one field,
 * in Indonesian like every other text; the server answers them with the HTTP status noted.
 *
 * @example
 * REQUEST_MSG.BODY_TOO_LARGE; // "Data yang dikirim terlalu besar (maksimal 1 MB)" (413)
 *
 * Spec: not shown (01-foundations §8: other failures); docs/API.md "Limits".
 */
export const REQUEST_MSG = {
  /** 413: body above BODY_LIMITS.bytes, any content type, chunked or not. */
  BODY_TOO_LARGE: `Data yang dikirim terlalu besar (maksimal ${BODY_LIMITS.bytes / 1_048_576} MB)`,
  /** 413: more than BODY_LIMITS.fields form fields or multipart parts. */
  TOO_MANY_FIELDS: `Terlalu banyak isian (maksimal ${BODY_LIMITS.fields})`,
  /** 413: a multipart field name or value longer than the body limit allows (never cut short). */
  FIELD_TOO_LONG: "Isian terlalu panjang",
  /** 415: a multipart file part: no call takes a file. */
  FILE_REFUSED: "Unggahan berkas tidak diterima",
  /** 400: malformed multipart (bad or missing boundary, cut-off part) or urlencoded body. */
  FORM_INVALID: "Format formulir tidak valid",
  /** 400: body is not valid JSON. */
  JSON_INVALID: "Format JSON tidak valid",
  /** 422: a body that is not an object (an array, a string, null) where a form is expected. */
  BODY_NOT_OBJECT: "Isi permintaan harus berupa objek",
  /** 400: empty body sent as JSON. */
  JSON_EMPTY: "Isi permintaan kosong",
  /** 415: a content type other than JSON, urlencoded or multipart. */
  MEDIA_TYPE: "Jenis isi permintaan tidak didukung (gunakan JSON, urlencoded atau multipart)",
  /** 400: body length differs from Content-Length. */
  CONTENT_LENGTH: "Panjang data tidak sesuai Content-Length",
  /** 400: an address with a bad %-escape. */
  BAD_URL: "Alamat tidak valid",
  /** 414: a path segment too long. */
  URL_TOO_LONG: "Alamat terlalu panjang",
  /** 405 / other 4xx without a more precise text. */
  INVALID: "Permintaan tidak valid",
  /** 429: too many requests (a limiter without a text of its own). */
  TOO_MANY_REQUESTS: "Terlalu banyak permintaan, silakan coba lagi nanti",
  /** 404: unknown address. */
  NOT_FOUND: "Tidak ditemukan",
  /** The web client: the server could not be reached at all (network down, server stopped). */
  UNREACHABLE: "Server tidak dapat dihubungi. Periksa koneksi lalu coba lagi",
  /** 500: a fault of the server (logged); never for bad input. */
  SERVER_ERROR: "Terjadi Kesalahan! Silakan coba lagi",
} as const;

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
export const API_MSG = {
  // Refusals: lookups (404)
  MENU_NOT_FOUND: "Menu tidak ditemukan",
  TABLE_NOT_FOUND: "Meja tidak ditemukan",
  STAFF_NOT_FOUND: "Karyawan tidak ditemukan",
  USER_NOT_FOUND: "User tidak ditemukan",
  OUTLET_NOT_FOUND: "Waroeng tidak ditemukan",
  CATEGORY_NOT_FOUND: "Kategori tidak ditemukan",
  DENOMINATION_NOT_FOUND: "Pecahan uang tidak ditemukan",
  // Refusals: input
  DATA_INVALID: "Data tidak valid",
  TRANSACTION_TYPE_INVALID: "Jenis transaksi tidak valid",
  SCREEN_TYPE_INVALID: "Jenis tidak valid",
  PRINT_MODE_INVALID: "Mode cetak tidak valid",
  ORDER_REQUIRED: "Transaksi harus dipilih",
  LINE_REQUIRED: "Menu harus dipilih",
  AMOUNT_TOO_LARGE: "Jumlah uang terlalu besar",
  FREE_CHANGE_TOO_BIG: "Free kembalian melebihi kembalian",
  // Refusals: state
  NOTE_NUMBER_LOCKED: "Nomor nota tidak dapat diubah",
  MENU_SOLD_OUT: "Menu habis",
  MENU_ALREADY_SENT: "Menu sudah diorder ke produksi, gunakan Pembatalan",
  DISH_CANCELLED: "Menu sudah dibatalkan",
  DISH_SERVED: "Menu sudah disajikan",
  DISH_NOT_READY: "Menu belum siap",
  DISH_DELIVERED: "Menu sudah diantar",
  NOT_ALL_SERVED: "Masih ada menu yang belum disajikan",
  ALREADY_PAID: "Transaksi sudah dibayar",
  NO_OPENING_CASH: "Saldo awal belum diinput",
  OPENING_CASH_EXISTS: "Saldo awal sudah diinput",
  // Database refusals (a constraint or type check caught what no schema did)
  DATE_TIME_INVALID: "Format tanggal atau jam tidak valid",
  REQUIRED_MISSING: "Data wajib belum diisi",
  REFERENCE_NOT_FOUND: "Data yang dirujuk tidak ditemukan",
  DUPLICATE: "Data sudah ada",
  TEXT_NOT_ALLOWED: "Teks berisi karakter yang tidak diizinkan",
  TEXT_TOO_LONG: "Teks terlalu panjang",
  BUSY_RETRY: "Data sedang diubah, silakan coba lagi",
  // Successes (meta.message)
  LOGIN_OK: "Login berhasil",
  LOGOUT_OK: "Logout berhasil",
  ORDER_CREATED: "Transaksi berhasil dibuat",
  NOTE_UPDATED: "Informasi nota diperbarui",
  MENU_ADDED: "Menu ditambahkan",
  MENU_REDUCED: "Menu dikurangi",
  SENT_TO_PRODUCTION: "Pesanan dikirim ke produksi",
  NOTA_DONE: "Pesanan selesai",
  PAID: "Transaksi berhasil",
  DRAWER_OPENED: "Laci terbuka",
  OPENING_CASH_SAVED: "Saldo awal berhasil disimpan",
  OUTLET_SWITCHED: "Waroeng kerja berhasil diganti",
  OUTLET_NOT_ALLOWED: "Waroeng ini tidak tersedia untuk akun Anda",
  OUTLET_SWITCH_SESSION_OPEN: "Sesi kasir masih terbuka. Tutup saldo dulu sebelum pindah waroeng",
  OPENING_CASH_NOT_FOUND: "Data saldo awal tidak ditemukan",
  // Receipt
  RECEIPT_FOOTER: "Terima kasih, Big Boss!",
} as const;

/**
 * The web app's own notices that the spec does not word (the project's Indonesian, in the spec's
 * tone). Texts the server also sends are reused from `API_MSG`, never re-worded.
 *
 * @example
 * notifications.show({ message: UI_MSG.FEATURE_UNAVAILABLE });
 */
export const UI_MSG = {
  /** A nav item or action whose screen is not built yet. */
  FEATURE_UNAVAILABLE: "Fitur ini belum tersedia",
  /** ORDER KE PRODUKSI done (the server's own words). */
  SENT_TO_PRODUCTION: API_MSG.SENT_TO_PRODUCTION,
  /** ORDER KE PRODUKSI again with nothing new: the whole order is printed again. */
  RESENT_TO_PRODUCTION: "Pesanan dikirim ulang ke produksi",
  /** Note form saved (the server's own words). */
  NOTE_UPDATED: API_MSG.NOTE_UPDATED,
  /** Under the read-only nota number of the edit form (the server refuses a change with the same words). */
  NOTE_NUMBER_LOCKED: API_MSG.NOTE_NUMBER_LOCKED,
  /** Title of a refused login. */
  LOGIN_FAILED_TITLE: "Login gagal",
  /** The merge-table picker when every table is taken. */
  NO_FREE_TABLE: "Tidak ada meja kosong",
  /** /odcr STAF PELAYANAN when the outlet has no staff member who takes orders. */
  NO_STAFF: "Belum ada staf pelayan",
  /** /odcr per-staff form: the multi-select of free tables. */
  PICK_TABLES: "Pilih satu meja atau lebih",
} as const;

/**
 * Texts of the service itself (not of a screen of the spec), in the spec's tone.
 *
 * @example
 * SYSTEM_MSG.DATABASE_UNAVAILABLE; // the 503 body while the database restarts
 */
export const SYSTEM_MSG = {
  /** 503 while the database is down or restarting; the client may retry in a few seconds. */
  DATABASE_UNAVAILABLE: "Database sedang tidak dapat dihubungi, silakan coba lagi sebentar lagi",
} as const;

/**
 * Frequently used UI labels of the spec (buttons, titles, nav), word for word.
 *
 * @example
 * <Button>{LABELS.ORDER_TO_PRODUCTION}</Button>
 *
 * Spec: 01-foundations §2; 02-orders-kitchen §2; 03-payment-history-shift §2.
 */
export const LABELS = {
  BIG_BOSS: "Big Boss",
  TRANSACTION_LIST: "Daftar Transaksi",
  DINE_IN_NOTE_TITLE: "Input Info Nota Dine In",
  TAKE_AWAY_NOTE_TITLE: "Input Info Nota Take Away",
  ONLINE_NOTE_TITLE: "Input Info Nota",
  VIEW_TRANSACTION: "Lihat Transaksi",
  EDIT_NOTE: "Ubah Informasi Nota",
  MOVE_TABLE: "Pindah Meja",
  ADD_TO_BILL: "Tambahkan",
  OPEN_DRAWER: "Buka Laci",
  OPEN: "Buka",
  CASH_BOOK: "Kas Kasir",
  TIPS: "Uang Tips",
  OPENING_BALANCE: "Saldo Awal",
  CLOSE_BALANCE: "Tutup Saldo",
  SAVE: "Simpan",
  CANCEL: "Batal",
  PROCESS: "Proses",
  SEARCH: "Cari",
  VIEW: "Lihat",
  SEND: "Kirim",
  YES: "Ya",
  NO: "Tidak",
  IYA: "Iya",
  CLOSE: "Tutup",
  ALREADY_ORDERED: "SUDAH DIORDER",
  NOT_ORDERED: "BELUM DIORDER",
  SAVE_ORDER: "SIMPAN PESANAN",
  ORDER_TO_PRODUCTION: "ORDER KE PRODUKSI",
  ORDER_TO_PRODUCTION_CONFIRM: "Order ke Produksi",
  WARRANTY: "Garansi",
  CANCELLATION: "Pembatalan",
  REPLACE_NEW: "Ganti Baru",
  FREE: "Gratis",
  DELETE: "Hapus",
  ALL: "Semua",
  ADDITIONAL: "Tambahan",
  CANCELLED_MENUS: "Menu Yang Di Cancel",
  SEARCH_MENU: "Search Menu",
  PAY: "Bayar",
  DONE: "Selesai",
  SEND_WA: "Kirim WA",
  PRINT_AND_SEND_WA: "Cetak & Kirim WA",
  PRINT: "Cetak",
  CHANGE: "Kembalian",
  CASH_WITHDRAWAL: "Tarik Tunai",
  FREE_CHANGE: "Free Kembalian",
  TRANSACTION_DISCOUNT: "Diskon Transaksi",
  REPRINT: "Print Ulang",
  RESEND: "Kirim Ulang",
  DIGITAL_RECEIPT_TITLE: "Kirim Struk Digital",
  CHANGE_SHIFT: "Ganti Shift",
  TOTAL_SPENDING: "TOTAL PENGELUARAN",
  TOTAL_INCOME: "TOTAL PEMASUKAN",
} as const;

/**
 * Texts of the web's number inputs and of the screen error boundary (the project's own Indonesian,
 * in the spec's tone; the spec has no words for these).
 *
 * @example
 * INPUT_MSG.tooLarge("9.999"); // "Maksimal 9.999"
 * SCREEN_ERROR.TITLE; // "Layar ini mengalami gangguan"
 *
 * Spec: 03-payment-history-shift §5 (amount format, quantities numeric); issue 5.
 */
export const INPUT_MSG = {
  /** A number above the domain's limit (`MAX_QUANTITY`, `MAX_MONEY`); `max` already formatted. */
  tooLarge: (max: string): string => `Maksimal ${max}`,
  /** A decimal mark typed into a count of things. */
  WHOLE_NUMBER: FIELD_MSG.INTEGER_REQUIRED,
  /** A decimal comma typed into a rupiah amount (rupiah has no decimals). */
  NO_DECIMALS_IDR: "Rupiah tanpa desimal",
} as const;

/** The error boundary of a screen: what broke, that the rest still works, and the ways out. */
export const SCREEN_ERROR = {
  TITLE: "Layar ini mengalami gangguan",
  BODY: "Terjadi kesalahan saat menampilkan layar ini. Data yang sudah tersimpan aman; menu lain tetap bisa dipakai.",
  NOT_FOUND: "Halaman tidak ditemukan",
  RELOAD: "Muat Ulang",
  BACK: "Kembali",
  HOME: "Ke Beranda",
} as const;

/**
 * Texts of the live connection (issue 6; the product's own wording, the spec has none): the offline
 * banner of the cashier and staff layouts and the stale mark of the kitchen cards.
 *
 * @example
 * <Alert title={LIVE_MSG.OFFLINE_TITLE}>{LIVE_MSG.offlineSince("14:05")}</Alert>
 */
export const LIVE_MSG = {
  OFFLINE_TITLE: "Server tidak dapat dihubungi",
  /** The mark on cards that may be out of date while offline. */
  STALE: "Data lama",
  /** Banner body; `time` is the clock time (HH:mm, Asia/Jakarta) of the last data received. */
  offlineSince: (time: string): string => `Menampilkan data terakhir pukul ${time}. Perubahan baru muncul lagi setelah koneksi kembali.`,
  /** Banner body when nothing was received yet. */
  OFFLINE_NO_DATA: "Belum ada data. Layar dimuat otomatis setelah koneksi kembali.",
} as const;

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
export const ORDER_MSG = {
  // Successes (meta.message)
  ORDER_DELETED: "Transaksi berhasil dihapus",
  CHARGES_UPDATED: "Transaksi diperbarui",
  ORDER_CORRECTED: "Data transaksi diperbaiki",
  MENU_PULLED: "Menu berhasil dikeluarkan ke nota baru",
  MENU_PULLED_TO_NOTE: "Menu berhasil dipindah ke nota tujuan",
  VOUCHER_FOUND: "Voucher dapat digunakan",
  MEMBER_FOUND: "Member ditemukan",
  // Refusals
  PULL_EMPTY: "Pilih menu yang akan dikeluarkan",
  PULL_QTY_INVALID: "Jumlah menu yang dikeluarkan tidak valid",
  PULL_NOT_NORMAL: "Menu batal, garansi atau gratis tidak dapat dikeluarkan",
  PULL_ONE_ORDER: "Menu yang dikeluarkan harus dari satu transaksi",
  PULL_TARGET_NOT_FOUND: "Nota tujuan tidak ditemukan",
  PULL_TARGET_CLOSED: "Nota tujuan sudah ditutup",
  PULL_TARGET_SAME: "Nota tujuan harus berbeda dari nota asal",
  NO_FREE_TAKEAWAY: "Tidak ada meja bungkus yang kosong",
  SC_RATE_ZERO: "Transaksi ini tidak dikenakan service charge",
  VOUCHER_CODE_REQUIRED: "Kode voucher harus diisi",
  VOUCHER_NOT_FOUND: "Voucher tidak ditemukan",
  VOUCHER_USED: "Voucher sudah digunakan",
  VOUCHER_EXPIRED: "Voucher sudah kedaluwarsa",
  VOUCHER_VALUE_MISMATCH: "Nominal voucher tidak sesuai",
  // The web's texts
  PULL_TITLE: "Keluarkan Menu",
  PULL_HINT: "Menu yang dipilih dipindah ke nota bungkus baru, atau ke nota lain yang masih buka.",
  PULL_TARGET: "Nota tujuan",
  PULL_TARGET_NEW: "Nota bungkus baru",
  PULL_BUTTON: "Keluarkan",
  DELETE_ORDER: "Hapus Transaksi",
  DELETE_ORDER_CONFIRM: "Transaksi dan semua menunya dihapus; menu yang sudah diorder dihapus dari dapur.",
  SERVICE_CHARGE: "Service Charge",
  OTHER_OPTIONS: "Pilihan Lainnya",
  KPP_VOUCHER: "KPP/Voucher",
  VOUCHER: "Voucher",
  DISCOUNT_NOMINAL: "Diskon",
  DISCOUNT_PERCENT: "Diskon (%)",
  VOUCHER_CODE: "Kode Voucher",
  DISCOUNT_TYPE: "Jenis",
  CHECK_VOUCHER: "Cek",
  APPLY: "Terapkan",
  REMOVE: "Hapus",
  MEMBER_ID: "NIK/ID Member",
  MEMBER_NAME: "Nama Member",
  NO_MENU_FOUND: "Menu tidak ditemukan",
  SEARCH_MIN: "Minimal 3 huruf",
} as const;

/**
 * Texts of the cashier permission matrix, Role Setting and retried calls (issue 7): the server's
 * replies (`meta.message`) and the Role Setting screen's labels, in the spec's tone. The refusal of
 * a gated action itself is the spec's `MSG.ACCESS_DENIED_TITLE` / `MSG.ACCESS_DENIED`.
 *
 * @example
 * ACCESS_MSG.FEATURE_LABELS.refund; // "Refund"
 *
 * Spec: 01-foundations §6 "Role Setting", §8; 03-payment-history-shift §6; docs/API.md.
 */
export const ACCESS_MSG = {
  /** POST /approve refused: unknown email or wrong password (meta.code 401, title Akses DiTolak!). */
  APPROVER_INVALID: "Email atau password Kacab/Asisten salah",
  /** POST /approve refused: a valid login that is not a supervisor of this waroeng. */
  APPROVER_NOT_SUPERVISOR: "Akun ini bukan Kacab/Asisten waroeng ini",
  /** POST /approve accepted. */
  APPROVED: "Persetujuan diterima",
  /** POST /role-kasir/update with an approval id unknown, used, expired or of another user. */
  APPROVAL_INVALID: "Persetujuan tidak berlaku, minta persetujuan Kacab/Asisten lagi",
  /** POST /role-kasir/update naming a permission that is not of this waroeng. */
  FEATURE_NOT_FOUND: "Fitur akses tidak ditemukan",
  /** POST /role-kasir/update without any permission. */
  FEATURES_REQUIRED: "Pilih minimal satu fitur akses",
  /** POST /role-kasir/update saved. */
  ROLE_SAVED: "Role kasir berhasil disimpan",
  /** An `Idempotency-Key` header that is empty, too long or has other characters. */
  IDEMPOTENCY_KEY_INVALID: "Idempotency-Key tidak valid (1-100 karakter: huruf, angka, - _ . :)",
  /** An `Idempotency-Key` already used by this user for another call or another body. */
  IDEMPOTENCY_KEY_REUSED: "Idempotency-Key sudah dipakai untuk permintaan lain",
  /** Role Setting: the modal's title (the user-menu item's name). */
  ROLE_SETTING_TITLE: "Role Setting",
  /** Role Setting, step 1: what the supervisor is asked. */
  APPROVAL_PROMPT: "Persetujuan Kacab/Asisten: masukkan email dan password",
  /** Role Setting, step 1: the button. */
  APPROVE: "Setujui",
  /** Role Setting, step 2: under the switches. */
  TEMPORARY_NOTE: "Izin sementara berlaku sampai akhir hari ini",
  /** Role Setting, step 2: a feature allowed by the waroeng's standing rule. */
  ALLOWED_BY_DEFAULT: "Diizinkan (bawaan)",
  /** The gated features' names on the Role Setting screen. */
  FEATURE_LABELS: {
    cancel_menu: "Pembatalan Menu",
    edit_menu: "Edit Menu",
    cancel_transaksi: "Hapus Transaksi",
    refund: "Refund",
    lossbill_transaksi: "Lost Bill",
  },
} as const;

/**
 * Stock, Menu Habis, Gagal Proses and Bungkusan (orders §2.9, payment §2.11; their content is "not
 * shown": the project's design, docs/API.md "Stock"), and the Hal Tata words of issue 8's clarity items.
 *
 * @example
 * STOCK_MSG.notEnough("Es Teh", 0); // "Stok Es Teh habis"
 */
export const STOCK_MSG = {
  /** Gagal Proses reason of the dishes of a deleted order (Hapus Transaksi). */
  ORDER_DELETED: "Transaksi dihapus",
  /** A send (or Ganti Baru) needing more units than today's stock has left: nothing is sent. */
  notEnough: (menu: string, left: number): string => (left <= 0 ? `Stok ${menu} habis` : `Stok ${menu} tinggal ${left}, kurangi pesanan`),
  /** Form Stok Menu saved. */
  SAVED: "Stok menu berhasil disimpan",
  /** Form Stok Menu naming an item twice. */
  DUPLICATE_MENU: "Menu tercantum lebih dari sekali",
  /** Menu Habis: marked sold out / available. */
  MARKED_SOLD_OUT: "Menu ditandai habis",
  MARKED_AVAILABLE: "Menu tersedia kembali",
  /** Menu Habis → available while today's counted stock is 0. */
  STOCK_ZERO: "Stok hari ini 0: isi stok di Form Stok Menu",
  /** Bungkusan Done with a dish not ready. */
  NOT_ALL_READY: "Masih ada menu yang belum siap",
  /** Bungkusan Done on a dine-in nota. */
  NOT_TAKE_AWAY: "Nota ini bukan take away atau delivery",
  /** Bungkusan Done: the nota is packed and handed over. */
  PACKED: "Pesanan sudah dibungkus",
  // Screens
  STOCK_TITLE: "Form Stok Menu",
  STOCK_HINT: "Isi stok awal hari ini. Kosongkan bila menu tidak dihitung stoknya.",
  STOCK_LEFT: "Sisa",
  STOCK_NOT_COUNTED: "Tidak dihitung",
  SAVE: "Simpan",
  MENU_HABIS_TITLE: "Menu Habis",
  MENU_HABIS_HINT: "Tandai menu yang habis hari ini; kasir tidak bisa memesannya sampai tersedia lagi.",
  SOLD_OUT_BADGE: "Habis",
  AVAILABLE_BADGE: "Tersedia",
  MARK_SOLD_OUT: "Tandai Habis",
  MARK_AVAILABLE: "Tersedia Lagi",
  /** Menu Habis: an item sold out by its stock leads to Form Stok Menu. */
  FILL_STOCK: "Isi Stok",
  SOLD_OUT_BY_STOCK: "Stok 0",
  GAGAL_TITLE: "Gagal Proses",
  GAGAL_HINT: "Menu yang dibatalkan atau diganti setelah diorder ke produksi hari ini.",
  KIND_CANCELLED: "Batal",
  KIND_REPLACED: "Ganti Baru",
  WAS_READY: "Sudah dimasak",
  NOT_YET_READY: "Belum dimasak",
  STOCK_RETURNED: "Stok kembali",
  WASTED_COUNT: (n: number): string => `${n} porsi terbuang`,
  BUNGKUS_TITLE: "Bungkusan",
  BUNGKUS_HINT: "Nota take away dan delivery yang semua menunya sudah siap: bungkus, lalu tekan Selesai.",
  DONE: "Selesai Dibungkus",
  NOTHING: "Belum ada data",
  // Hal Tata clarity (issue 8)
  MARK_READY: "Tandai Siap",
  IS_READY: "Sudah Siap",
  UNDO_READY: "Batal Siap",
  NOT_READY_STATUS: "Belum Siap",
  ADDED: "Tambahan:",
  WAITING: (elapsed: string): string => `Menunggu ${elapsed}`,
  /** Bungkusan: how long a nota has been ready and waiting to be packed (from its last dish made ready). */
  READY_WAITING: (elapsed: string): string => `Siap, menunggu dibungkus ${elapsed}`,
  SHOW_ALL_MENUS: (n: number): string => `Tampilkan ${n} menu tanpa pesanan`,
  HIDE_IDLE_MENUS: "Sembunyikan menu tanpa pesanan",
  NO_PENDING_MENU: "Tidak ada menu yang menunggu",
} as const;

/**
 * Texts of the payment methods beyond cash (issue 9): EDC confirmation and void, Lainnya (Lost Bill,
 * Gratis), Multipayment, the unsent-lines warning and the member save. Server replies and screen words.
 *
 * @example
 * PAY_MSG.MULTIPAY_NONCASH_OVER; // "Pembayaran non-tunai melebihi total"
 *
 * Spec: 03-payment-history-shift §2.1, §4, §5, §8 (static popups designed here); docs/API.md "Payment".
 */
export const PAY_MSG = {
  /** Multipayment: a non-cash tender would leave change (change comes only from cash). */
  MULTIPAY_NONCASH_OVER: "Pembayaran non-tunai melebihi total",
  /** Multipayment: a method outside cash, Mandiri, BNI, BRI, BCA, OVO, GoPay. */
  MULTIPAY_METHOD_INVALID: "Metode multipayment tidak valid",
  /** Multipayment: the same method twice. */
  MULTIPAY_METHOD_TWICE: "Setiap metode multipayment hanya boleh sekali",
  /** Multipayment: fewer than two tenders, or a tender of 0. */
  MULTIPAY_TOO_FEW: "Multipayment minimal dua metode dengan nominal di atas 0",
  /** Lost bill asked for a delivery order whose platform pays (gojek, grab, shopeefood). */
  LOST_BILL_HIDDEN: "Lost Bill tidak tersedia untuk pesanan online ini",
  /** A write-off of a bill carrying a Tarik Tunai (the cash would leave the drawer for nothing). Product wording. */
  WRITE_OFF_WITH_WITHDRAWAL: "Lost Bill / Gratis tidak bisa dengan Tarik Tunai. Hapus Tarik Tunai dulu",
  /** Lost Bill, Gratis or a void without its reason. */
  REASON_REQUIRED: "Keterangan wajib diisi (minimal 3 karakter)",
  /** Void of a payment that is cash, a write-off, another cashier's, or older than the void window. */
  VOID_NOT_ALLOWED: "Pembayaran ini tidak bisa dibatalkan",
  /** Void refused: the order's table was taken by another order meanwhile. */
  VOID_TABLE_TAKEN: "Meja sudah dipakai transaksi lain",
  /** Void accepted: the order is open again. */
  VOIDED: "Pembayaran dibatalkan, pesanan dibuka kembali",
  /** POST /transaksi/save-member accepted. */
  MEMBER_SAVED: "Data member tersimpan",
  /** Nama Akun Pembayaran shorter than 10 characters. */
  ACCOUNT_NAME_SHORT: "Nama Akun Pembayaran minimal 10 karakter",
  /** Screen words. */
  CHOOSE_METHOD: "Pilih Metode Pembayaran",
  OTHER: "Lainnya",
  MULTIPAY: "Multipayment",
  EDC_TITLE: "Pembayaran EDC",
  EDC_CONFIRM_TITLE: "Konfirmasi Pembayaran EDC",
  EDC_CONFIRM: "Pastikan mesin EDC sudah menyetujui transaksi ini",
  APPROVAL_CODE: "No. Approval / Referensi (opsional)",
  CONFIRM: "Konfirmasi",
  CANCEL: "Batal",
  DEFAULT_METHOD: "Metode bawaan",
  LOST_BILL: "Lost Bill",
  GRATIS: "Gratis",
  KPP_VOUCHER: "KPP/Voucher",
  PRINT_BILL: "Print Bill",
  REASON: "Keterangan",
  LOST_BILL_NOTE: "Bill hilang: pesanan ditutup tanpa pembayaran (0 diterima) dan dicatat terpisah",
  GRATIS_NOTE: "Gratis: pesanan ditutup tanpa pembayaran (0 diterima) dan dicatat terpisah",
  REMAINING: "Sisa",
  CHANGE: "Kembalian",
  PAY: "Bayar",
  PAID_TITLE: "Pembayaran Berhasil",
  VOID_TITLE: "Batalkan Pembayaran",
  VOID_HINT: "Salah pilih bank? Batalkan sebelum mencetak struk",
  UNSENT_TITLE: "Ada menu BELUM DIORDER",
  UNSENT_TEXT: "Menu berikut belum dikirim ke dapur:",
  SEND_TO_KITCHEN: "Kirim ke Dapur",
  PAY_ANYWAY: "Bayar Saja",
} as const;

/** Field errors of the payment form's issue-9 fields (payment-form.ts). */
export const PAY_FIELD_MSG = {
  MULTIPAY_LIST: "multipayment harus berupa daftar { payment_method, nominal } (maksimal 7)",
  APPROVAL_CODE_MAX: "No. Approval maksimal 40 karakter",
  REASON_MAX: "Keterangan maksimal 255 karakter",
  ACCOUNT_NAME_MAX: "Nama Akun Pembayaran maksimal 100 karakter",
} as const;

/**
 * Split bill (payment spec §2.2, §4 "Split bill", §7 `nota_number`, `split_menu`, `splitId`): the
 * server's refusals of a split payment and the split screen's own words (the spec's `Konfirmasi` /
 * `Yakin gajadi split nota` are in `MSG`).
 *
 * @example
 * throw new ApiError(422, SPLIT_MSG.MENU_EMPTY);
 */
export const SPLIT_MSG = {
  /** `split_menu` is not a JSON list of `{tmp_transaction_detail_id, tmp_transaction_detail_qty}`. */
  MENU_INVALID: "Daftar menu split tidak valid",
  /** `split_menu` moves no unit. */
  MENU_EMPTY: "Pilih menu yang akan di-split",
  /** A split quantity below 1 or above the line's units. */
  QTY_INVALID: "Jumlah menu split tidak valid",
  /** A split line that is cancelled, replaced or free. */
  LINE_NOT_NORMAL: "Menu batal, garansi atau gratis tidak dapat di-split",
  /** `splitId` empty, too long or with other characters. */
  SPLIT_ID_INVALID: "splitId tidak valid (1-100 karakter: huruf, angka, - _ . :)",
  /** A `splitId` already used for another order's split. */
  SPLIT_ID_REUSED: "splitId sudah dipakai untuk transaksi lain",
  /** `nota_number` missing or too long. */
  NOTA_INVALID: "Nomor nota split tidak valid",
  /** A split bill whose total is 0 (payment §4: BAYAR only when the split total is above 0). */
  TOTAL_ZERO: "Total nota split harus lebih dari 0",
  /** The split screen's title and its two panes. */
  TITLE: "Split Nota",
  ORIGINAL: "Nota Asal",
  NEW_BILL: "Nota Split",
  /** Empty split pane. */
  EMPTY_SPLIT: "Pindahkan menu dari nota asal",
  /** The receipt modal after a split payment (payment §2.2). */
  RECEIPT_TITLE: "Cetak/Kirim Struk",
  /** The receipt modal, once a choice was recorded. */
  RECEIPT_RECORDED: "Pilihan struk disimpan",
  /** After the last split: the order is paid and closed. */
  ALL_PAID: "Semua nota split sudah dibayar",
  /** The BATAL confirmation's buttons (payment §4: Iya/Tidak). */
  CONFIRM_YES: "Iya",
  CONFIRM_NO: "Tidak",
} as const;

/**
 * Production screens and their plotting (orders §2.7–2.8; docs/API.md "Production screens"): the
 * server's refusals and successes, and the screens' own words, where the spec has none.
 */
export const PRODUCTION_MSG = {
  SCREEN_NOT_FOUND: "Layar produksi tidak ditemukan",
  STATION_NOT_FOUND: "Stasiun produksi tidak ditemukan",
  /** A (station, transaction type) pair on both halves of one screen. */
  SIDES_OVERLAP: "Stasiun produksi dengan jenis transaksi yang sama tidak boleh di kiri dan kanan",
  PLOTTING_SAVED: "Plotting berhasil disimpan",
  BUMPED: "Menu siap",
  /** Layar Produksi: a card's bump button. */
  BUMP: "Siap semua",
  /** Layar Produksi without a screen chosen. */
  PICK_SCREEN: "Pilih layar produksi",
  NO_SCREENS: "Belum ada layar produksi",
  SOUND_ON: "Suara aktif",
  SOUND_OFF: "Suara mati",
  AGE_WARN: "Kuning setelah (menit)",
  AGE_LATE: "Merah setelah (menit)",
  ALL_DAY: "Total menunggu",
  ADDITIONAL: "Tambahan",
  CANCELLED_TITLE: "Menu Yang Di Cancel",
} as const;

/**
 * Refund, history by date and transaction search (issue 11; payment §2.3–§2.5, §4 Refund flow, §5,
 * §8; foundations §2 Dialogs, §5 Transaction search): the server's refusals where the spec has no
 * words, and the screens' labels. The spec's own texts (`Pengembalian Dana Hanya Boleh 1x`,
 * `Anda Yakin?`, `Batalkan Pengembalian Dana`, search messages) stay in `MSG`.
 *
 * @example
 * throw new ApiError(422, REFUND_MSG.OVER_QTY);
 */
export const REFUND_MSG = {
  /** refund_menu empty or only zero quantities. */
  EMPTY: "Pilih menu yang akan dikembalikan",
  /** A refund_menu line that is not a paid (status 0) line of this bill. */
  FOREIGN_LINE: "Menu tidak ada di transaksi ini",
  /** More units than the bill paid. */
  OVER_QTY: "Jumlah pengembalian melebihi jumlah yang dibayar",
  /** current_tax / current_sc neither 0 nor the bill's rate. */
  RATE_INVALID: "Persentase pajak atau service tidak sesuai transaksi",
  /** sub_total, nominal_pajak, nominal_sc, round or total differ from the server's recomputation. */
  FIGURES_DIFFER: "Nominal pengembalian tidak sesuai, muat ulang halaman",
  /** refund_menu not a JSON list of { r_t_detail_id, qty }. */
  MENU_LIST_INVALID: "Daftar menu refund tidak valid",
  /** Free Kembalian above the refund total. */
  FREE_CHANGE_TOO_BIG: "Free Kembalian melebihi total pengembalian",
  /** Success of POST /transaksi/refund. */
  SAVED: "Pengembalian dana berhasil disimpan",
  /** Search date not YYYY-MM-DD. */
  DATE_INVALID: "Tanggal tidak valid",
  // Screen labels (payment §2.3–§2.5; foundations §2)
  REFUND: "REFUND",
  CANCEL: "BATAL",
  ORIGINAL_BILL: "Nota Asal",
  REFUND_LIST: "Daftar Refund",
  SUBTOTAL: "Subtotal",
  TAX: "Pajak Resto",
  SERVICE: "Service Charge",
  TOTAL: "Total",
  ROUNDING: "Pembulatan",
  SWITCH_OFF: "Nolkan",
  SWITCH_ON: "Pulihkan",
  ADD: "Tambah",
  REMOVE: "Hapus",
  PHONE: "Nomor HP",
  REFUNDED_MARK: "Refund",
  /** History detail: opens the bill's refund screen. */
  REFUND_MARK_BUTTON: "Refund",
  SEARCH_TITLE: "Cari Transaksi",
  NOTA_NUMBER: "Nomor Nota",
  TRANSACTION_DATE: "Tanggal Transaksi",
  WAITER_INPUT: "Pelayan Input",
  VIEW_DETAIL: "Lihat Detail",
  HISTORY_BY_DATE: "History Transaksi",
  /** History by date: the next page of bills. */
  MORE: "Muat lebih banyak",
  REFUND_DONE: "Pengembalian dana tersimpan",
} as const;

/**
 * Printing (foundations §2 Printer Setting, §3, §4, §9; issue 10; docs/API.md "Printing"): the
 * Printer Setting dialog, the print queue view, the server's refusals and the printed slips' words.
 */
export const PRINT_MSG = {
  SAVED: "Printer berhasil disimpan",
  /** Printer Setting: the printer of a location removed (its queue rows go with it). */
  REMOVED: "Printer berhasil dihapus",
  REMOVE: "Hapus",
  REMOVE_CONFIRM_TITLE: "Hapus Printer",
  REMOVE_CONFIRM: "Hapus printer lokasi ini? Antrian cetaknya ikut terhapus.",
  NOT_CONFIGURED: "Printer belum di set",
  ADDRESS_REQUIRED: "Alamat printer wajib diisi",
  ADDRESS_INVALID: "Alamat printer tidak valid",
  CATEGORY_NOT_FOUND: "Kategori produk tidak ditemukan",
  GROUPS_CASHIER: "Grup cetak hanya untuk lokasi selain kasir",
  LOCATION_FORBIDDEN: "Lokasi printer kasir tidak tersedia",
  JOB_NOT_FOUND: "Antrian cetak tidak ditemukan",
  QUEUED: "Dikirim ke printer",
  WAITER_NAME_SHORT: "Nama pelayan minimal 3 karakter",
  DRAWER_REASON_INVALID: "Alasan buka laci tidak valid",
  DRAWER_OPENING_NOT_FOUND: "Data buka laci tidak ditemukan",
  TEST_OK: "Tes cetak berhasil",
  IMAGE_NOT_FOUND: "Gambar struk tidak ditemukan atau sudah kedaluwarsa",
  // Printer Setting dialog
  DIALOG_TITLE: "Printer Setting",
  LOCATION: "Lokasi",
  TYPE: "Tipe Koneksi",
  ADDRESS: "Alamat Printer",
  ADDRESS_HINT_NETWORK: "IP:port, mis. 192.168.1.50:9100",
  ADDRESS_HINT_DEVICE: "File perangkat, mis. /dev/usb/lp0",
  ADDRESS_HINT_CUPS: "Nama printer CUPS",
  ADDRESS_HINT_SMB: "smb://komputer/printer",
  ADDRESS_FIXED: "Alamat tetap untuk aplikasi cetak Android",
  WIDTH: "Lebar Kertas",
  WIDTH_58: "58 mm",
  WIDTH_80: "80 mm",
  GROUP_ONE: "Grup Cetak 1",
  GROUP_TWO: "Grup Cetak 2",
  SAVE: "Simpan",
  TEST: "Tes Cetak",
  EMPTY: "Belum di set",
  LOCATION_KASIR: "Kasir",
  LOCATION_REPEAT: "Repeat",
  LOCATION_KITCHEN: "Kitchen",
  LOCATION_BAR: "Bar",
  // Print queue view
  QUEUE_TITLE: "Antrian Cetak",
  QUEUE_EMPTY: "Belum ada data",
  QUEUE_QUEUED: "Menunggu",
  QUEUE_PRINTED: "Tercetak",
  QUEUE_FAILED: "Gagal",
  QUEUE_WAITING: "Menunggu aplikasi Android",
  QUEUE_ATTEMPTS: "Percobaan",
  QUEUE_DOCUMENT: "Dokumen",
  QUEUE_TIME: "Waktu",
  QUEUE_STATUS: "Status",
  QUEUE_ERROR: "Kesalahan",
  PRINT_AGAIN: "Cetak Lagi",
  // Printed documents
  DOC_RECEIPT: "Struk",
  DOC_BILL: "Bill",
  DOC_KITCHEN: "Pesanan Dapur",
  DOC_REPEAT: "Repeat Order",
  DOC_DRAWER: "Buka Laci",
  DOC_TEST: "Tes Cetak",
  /** A cash slip or closing report; the queue view's title names which. */
  DOC_SLIP: "Slip",
  SLIP_COPY: "SALINAN",
  SLIP_BILL: "BILL - BELUM LUNAS",
  SLIP_ORDER: "PESANAN",
  SLIP_REPEAT: "REPEAT ORDER",
  SLIP_ADDITIONAL: "TAMBAHAN",
  SLIP_NOTE: "Catatan",
  SLIP_TABLE: "Meja",
  SLIP_NOTA: "Nota",
  SLIP_WAITER: "Pelayan",
  SLIP_CASHIER: "Kasir",
  SLIP_DATE: "Tanggal",
  SLIP_SUBTOTAL: "Subtotal",
  SLIP_TAX: "Pajak",
  SLIP_SERVICE: "Service",
  SLIP_DISCOUNT: "Diskon",
  SLIP_VOUCHER: "Voucher",
  SLIP_WITHDRAWAL: "Tarik Tunai",
  SLIP_ROUNDING: "Pembulatan",
  SLIP_TOTAL: "TOTAL",
  SLIP_PAID: "Bayar",
  SLIP_CHANGE: "Kembali",
  SLIP_DRAWER_TITLE: "BUKA LACI",
  SLIP_OPENING_TITLE: "SALDO AWAL KASIR",
  SLIP_SESSION: "Sesi",
  DOC_OPENING: "Slip Saldo Awal",
  SLIP_REASON: "Alasan",
  SLIP_TEST_TITLE: "TES CETAK",
  SLIP_TEST_BODY: "Printer terhubung dengan benar",
  SLIP_LOCATION: "Lokasi",
  // Logo and QR on printed receipts (Printer Setting)
  PRINT_LOGO: "Cetak Logo",
  PRINT_LOGO_HINT: "Logo outlet di atas struk, bill dan tes cetak",
  PRINT_QR: "Cetak QR",
  PRINT_QR_HINT: "QR tautan struk PDF di bawah struk",
  LOGO_TITLE: "Logo Struk",
  LOGO_UPLOAD: "Unggah Logo",
  LOGO_REMOVE: "Hapus Logo",
  LOGO_NONE: "Belum ada logo",
  LOGO_HINT: "PNG, maks. 64 KB, maks. 576 x 576 piksel",
  LOGO_SAVED: "Logo berhasil disimpan",
  LOGO_REMOVED: "Logo berhasil dihapus",
  LOGO_NOT_FOUND: "Logo belum diunggah",
  LOGO_INVALID: "Logo harus berupa file PNG yang valid",
  LOGO_TOO_LARGE: "Logo maksimal 64 KB dan 576 x 576 piksel",
  SLIP_QR_CAPTION: "Pindai untuk struk digital",
  /** Several android tickets at once: the links the browser could not open by itself. */
  OPEN_IMAGES_TITLE: "Buka Struk",
  OPEN_IMAGE: "Buka struk",
  // WhatsApp outbox view
  WA_OUTBOX_TITLE: "Kotak Keluar WA",
  WA_NUMBER: "Nomor",
  WA_KIND: "Jenis",
  WA_KIND_RECEIPT: "Struk",
  WA_KIND_TEST: "Tes",
  WA_RETRY: "Kirim Ulang",
  WA_RETRIED: "Pesan dikirim ulang",
  WA_NOT_FOUND: "Pesan WA tidak ditemukan",
  WA_STATE_QUEUED: "Dalam antrean",
  WA_STATE_SENT: "Terkirim",
  WA_STATE_FAILED: "Gagal",
  WA_STATE_NOT_CONFIGURED: "Gateway belum dikonfigurasi",
} as const;

/**
 * Digital receipts (issue 10; foundations §2 Test Struk Digital, payment §5 "Receipt send", §7
 * Receipts; docs/API.md "Digital receipts"): the WhatsApp send's states as the screens show them,
 * the test message, and the words of the receipt as text (WhatsApp) and PDF.
 */
export const WA_MSG = {
  TEST_TITLE: "Test Struk Digital",
  NUMBER_LABEL: "Nomor WhatsApp",
  /** A send's state (`wa_outbox.state`) in words. */
  STATE: {
    queued: "Dalam antrean kirim",
    sent: "Terkirim",
    failed: "Gagal terkirim",
    not_configured: "Gateway WhatsApp belum dikonfigurasi: pesan dicatat, tidak dikirim",
  },
  /** The body of Test Struk Digital. */
  testMessage: (outlet: string): string => `*${outlet}*\nTest Struk Digital berhasil: struk pembayaran akan dikirim ke nomor ini.`,
  /** Unknown or foreign receipt link (the same words for both: no oracle). */
  RECEIPT_NOT_FOUND: "Struk tidak ditemukan",
  /** A number left with more digits than WhatsApp allows (15). */
  NUMBER_TOO_LONG: "Nomor WA terlalu panjang",
  /** The receipt modal's field and the note after a send. */
  PHONE_LABEL: "Nomor HP",
  SENT_TO: (phone: string, state: string): string => `Struk ke ${phone}: ${state}`,
} as const;

/** The words of a receipt rendered by the server (WhatsApp text, PDF). */
export const RECEIPT_MSG = {
  NOTA: "Nota",
  DATE: "Tanggal",
  TABLE: "Meja",
  CASHIER: "Kasir",
  SUBTOTAL: "Subtotal",
  TAX: "Pajak",
  SERVICE: "Service Charge",
  DISCOUNT: "Diskon",
  VOUCHER: "Voucher",
  CASH_WITHDRAWAL: "Tarik Tunai",
  ROUNDING: "Pembulatan",
  TOTAL: "TOTAL",
  CHANGE: "Kembalian",
  FREE_CHANGE: "Free Kembalian",
  PAYMENT: "Pembayaran",
  PDF_LINK: "Struk PDF",
  FILE_PREFIX: "struk",
} as const;

/**
 * Texts of the cash book and the shift (issue 12; payment §2.6–§2.9, §5, §8; foundations §2, §5):
 * server refusals and results of Kas Kasir, Uang Tips, Tutup Saldo and Ganti Shift. Spec words where
 * the spec has them (MSG), product wording otherwise.
 *
 * @example CASH_BOOK_MSG.MUTATION_SAVED; // "Transaksi kas berhasil disimpan"
 */
export const CASH_BOOK_MSG = {
  PERSON_REQUIRED: "Nama pengguna harus diisi",
  PERSON_MAX: "Nama pengguna maksimal 100 karakter",
  DESCRIPTION_REQUIRED: "Keterangan harus diisi",
  DESCRIPTION_MAX: "Keterangan maksimal 255 karakter",
  GROUP_INVALID: "Pilih grup Reguler atau Ojol",
  MUTATION_SAVED: "Transaksi kas berhasil disimpan",
  TIP_REASON_INVALID: "Keterangan harus Sisa Kembalian, Apresiasi Pelayanan atau Lainnya",
  TIP_AMOUNT_REQUIRED: "Jumlah uang tips harus diisi",
  TIP_SAVED: "Uang tips berhasil disimpan",
  TIP_UPDATED: "Uang tips berhasil diubah",
  TIP_DELETED: "Uang tips berhasil dihapus",
  RECIPIENT_UNKNOWN: "Penerima tidak ditemukan",
  CLOSED: "Saldo akhir berhasil disimpan",
  SHIFT_CHANGED: "Shift berhasil diganti",
  SESSION_CLOSED: "Saldo sudah ditutup",
} as const;

/**
 * Labels of the cash-book and shift screens (payment §2.6–§2.9; foundations §2 dialogs).
 *
 * @example CASH_UI.TOTAL_SPENDING; // "TOTAL PENGELUARAN"
 */
export const CASH_UI = {
  /** The shown name of each tip reason, keyed by its wire value (TIP_REASONS). */
  TIP_REASON_LABELS: { "Sisa Kembalian": "Sisa Kembalian", "Apresiasi Pelayanan": "Apresiasi Pelayanan", Lainnya: "Lainnya" },
  MUTATION_FORM: "Form Transaksi Kas",
  MUTATION_HISTORY: "History Kas",
  CASH_IN: "Kas Masuk",
  CASH_OUT: "Kas Keluar",
  DESCRIPTION: "Keterangan",
  PERSON: "Nama Pengguna",
  TYPE: "Jenis Transaksi",
  GROUP: "Grup",
  /** The shown name of each cash-mutation group, keyed by its wire value (MUTATION_GROUPS). */
  GROUP_LABELS: { Reguler: "Reguler", Ojol: "Ojol" },
  AMOUNT: "Jumlah Uang",
  TOTAL_SPENDING: "TOTAL PENGELUARAN",
  SAVE: "Simpan",
  PRINT_SLIP: "Cetak",
  TIP_FORM: "Form Input Uang Tips",
  TIP_EDIT_FORM: "Edit Input Uang Tips",
  TIP_LIST: "Daftar Uang Tips",
  TIP_TOTAL: "TOTAL PEMASUKAN",
  RECIPIENT: "Nama Penerima",
  CASHIER: "Nama Kasir",
  TIP_AMOUNT: "Nominal Uang Tips",
  DATE: "Tanggal",
  REPORT_TIME: "Jam Lapor",
  EDIT: "Edit",
  DELETE: "Hapus",
  CANCEL: "Batal",
  CLOSE_BALANCE: "Tutup Saldo",
  CLOSE_AMOUNT: "Jumlah uang di laci",
  CLOSING_REPORT: "Laporan Tutup Saldo",
  PRINT_AGAIN: "Cetak laporan lagi?",
  YES: "Ya",
  NO: "Tidak",
  SALES_RECAP: "Rekap Penjualan Menu",
  CANCEL_RECAP: "Rekap Pembatalan Menu",
  TIPS_RECAP: "Rekap Uang Tips",
  FREE_CHANGE_RECAP: "Rekap Free Kembalian",
  TIP_DETAIL: "Detil Uang Tips",
  DETAIL: "Detil",
  REAL_MONEY_INPUT: "Input Uang Riil",
  CHANGE_SHIFT: "Ganti Shift",
  OPENING_CASH: "Saldo Awal",
  SPENDING: "Kas Kasir",
  REMAINING_MODAL: "Sisa Modal",
  REAL_MONEY: "Uang Riil (buku)",
  CASH_TOTAL: "Total Tunai",
  NON_CASH_TOTAL: "Total Non Tunai",
  EXPECTED_CASH: "Uang di laci seharusnya",
  DIFFERENCE: "Selisih",
  INCOME_CHECK: "Cek Pendapatan",
  SALES_TOTAL: "Total Penjualan",
  BY_HOUR: "Penjualan per jam",
  BY_METHOD: "Penjualan per metode bayar",
  NOTA: "Nota",
  TIME: "Jam",
  TOTAL: "Total",
  QTY: "Qty",
  NOMINAL: "Nominal",
  TAX: "Pajak",
  SERVICE: "Service",
  DISCOUNT: "Diskon",
  VOUCHER: "Voucher",
  ROUNDING: "Pembulatan",
  FREE_CHANGE: "Free Kembalian",
  CASH_WITHDRAWAL: "Tarik Tunai",
  REFUND: "Refund",
  LOST_BILL: "Lost Bill",
  GRATIS: "Gratis",
  WARRANTY: "Garansi",
  SESSION: "Sesi",
  CONTINUE_TO_LIST: "Lanjut ke Daftar Transaksi",
  SESSION_OPEN_READONLY: "Saldo awal sesi ini sudah disimpan.",
  CHANGE_SHIFT_CONFIRM: "Tutup sesi ini dan mulai shift berikutnya?",
  PRINT_OPENING_SLIP: "Cetak slip saldo awal",
  OPENING_SAVED_CONFIRM: "Saldo awal tersimpan",
  OPENING_SAVE_CONFIRM_TITLE: "Simpan saldo awal?",
  OPENING_SAVE_CONFIRM_TEXT: "Pastikan jumlah uang di laci sudah dihitung dengan benar. Laci kasir akan terbuka setelah disimpan.",
  OPENING_SAVE_YES: "Ya, Simpan",
  OPENING_SLIP_SENT: "Slip saldo awal dikirim ke printer",
  OPENING_SLIP_NO_PRINTER: "Printer kasir belum di set, slip tidak dicetak",
  OUTLET_SELECT: "Pilih Waroeng",
  OUTLET: "Waroeng",
  OPENED_AT: "Buka",
  CLOSED_AT: "Tutup",
  MENU: "Menu",
} as const;

/**
 * QR online orders (issue 13): the guest's page at `/{outlet}/qr/{token}` and the server's refusals of
 * the public QR calls and of the cashier's tmp-online calls. Product wording (the spec shows none).
 */
export const QR_MSG = {
  TOKEN_NOT_FOUND: "QR meja tidak dikenal, minta QR baru ke kasir",
  CART_CHANGED: "Keranjang diubah dari HP lain, periksa lagi",
  CART_EMPTY: "Keranjang masih kosong",
  CART_TOO_MANY: "Terlalu banyak menu dalam satu pesanan",
  QTY_RANGE: "Jumlah per menu 1 sampai 20",
  NAME_MIN: "Nama minimal 3 karakter",
  NAME_MAX: "Nama maksimal 30 karakter",
  NOTE_MAX: "Catatan maksimal 100 karakter",
  TOO_MANY_WAITING: "Masih ada pesanan yang menunggu kasir, tunggu sebentar",
  RATE_LIMITED: "Terlalu banyak permintaan, coba lagi sebentar lagi",
  ALREADY_PROCESSED: "Pesanan sudah diproses kasir lain",
  NOT_FOUND: "Pesanan online tidak ditemukan",
  NO_TAKE_AWAY_SLOT: "Tidak ada slot bungkus yang kosong",
  STATUS_WAITING: "Menunggu konfirmasi kasir",
  STATUS_ACCEPTED: "Pesanan diterima",
  STATUS_COOKING: "Sedang dimasak",
  STATUS_READY: "Siap diantar",
  STATUS_REJECTED: "Pesanan dibatalkan kasir",
  MENU_TITLE: "Menu",
  CART_TITLE: "Keranjang",
  YOUR_NAME: "Nama Anda",
  NOTE: "Catatan",
  ADD: "Tambah",
  SEND: "Kirim Pesanan",
  SENT: "Pesanan terkirim! Kasir akan segera mengonfirmasi.",
  SOLD_OUT: "Habis",
  SHARED_CART: "Keranjang ini dipakai bersama semua HP di meja ini",
  YOUR_ORDERS: "Pesanan meja ini",
  TAKE_AWAY_COUNTER: "Bungkus",
  QR_SHEET_TITLE: "QR Meja",
  QR_SHEET_MENU: "QR Meja (cetak)",
  QR_ROTATE: "Ganti QR",
  QR_ROTATE_CONFIRM: "QR lama tidak bisa dipakai lagi. Ganti QR meja ini?",
  QR_PRINT: "Cetak",
  QR_SCAN_HINT: "Scan untuk pesan",
  PICK_TABLE: "Pilih meja kosong",
  DELETE_BUTTON: "HAPUS",
  PRINT_BUTTON: "CETAK",
  ACCEPT_BUTTON: "TERIMA",
  PRINTED: "Pesanan dikirim ke printer kasir",
  NEW_ORDERS: (n: number): string => `${n} pesanan baru`,
  /** The switch of this device's new-order bell on Online Order. */
  BELL_SWITCH: "Bel pesanan baru",
  QTY_TIMES: (n: number): string => `${n}×`,
  NEW_ORDER_TITLE: "Pesanan online baru",
} as const;

/**
 * Accessible names and the kitchen display controls (issue 16, "Readable and operable by everyone"):
 * labels screen readers announce for controls whose visible text is an icon or a placeholder, the
 * state words of a table card, and the high-contrast kitchen theme switch. Product wording.
 *
 * @example A11Y_MSG.tableCard("Meja 3", A11Y_MSG.TABLE_FREE); // "Meja 3, kosong"
 */
export const A11Y_MSG = {
  CLOSE: "Tutup",
  MENU: "Menu",
  SEARCH_MENU: "Cari menu",
  /** The staff bar's burger (phone size). */
  OPEN_NAV: "Buka navigasi",
  TABLE_FREE: "kosong",
  TABLE_DRAFT: "draf, belum ada menu",
  /** An occupied table's state: nota, Big Boss and the time since the order. */
  tableOccupied: (nota: string, customer: string, elapsed: string): string =>
    `terisi, nota ${nota}, ${customer}${elapsed ? `, ${elapsed}` : ""}`,
  /** A table card's accessible name: the table first (so it is found by its name), then its state. */
  tableCard: (table: string, state: string): string => `${table}, ${state}`,
  KITCHEN_CONTRAST: "Kontras tinggi",
  KITCHEN_CONTRAST_ON: "Tampilan dapur kontras tinggi aktif",
  KITCHEN_CONTRAST_OFF: "Tampilan dapur biasa",
} as const;

/** The sales reports (issue 14, `/admin/laporan`, GET /laporan): refusals, titles, tabs and columns. */
export const REPORT_MSG = {
  DATE_INVALID: "Tanggal laporan harus berformat YYYY-MM-DD",
  RANGE_REVERSED: "Tanggal awal tidak boleh setelah tanggal akhir",
  RANGE_TOO_LONG: (days: number): string => `Rentang laporan paling lama ${days} hari`,
  OUTLET_FORBIDDEN: "Waroeng ini tidak tersedia untuk laporan Anda",
  OUTLET_OTHER_CURRENCY: "Laporan waroeng dengan mata uang lain: pindah ke waroeng itu dulu",
  TITLE: "Laporan Penjualan",
  FROM: "Dari tanggal",
  TO: "Sampai tanggal",
  OUTLET: "Waroeng",
  DOWNLOAD_CSV: "Unduh CSV",
  EMPTY: "Belum ada transaksi pada rentang ini",
  TAB_SUMMARY: "Ringkasan",
  TAB_DAY: "Per Hari",
  TAB_HOUR: "Per Jam",
  TAB_MENU: "Per Menu",
  TAB_CATEGORY: "Per Kategori",
  TAB_PAYMENT: "Pembayaran",
  TAB_TYPE: "Jenis Transaksi",
  TAB_VOID: "Batal & Garansi",
  TAB_DISCOUNT: "Diskon & Voucher",
  TAB_TIPS: "Uang Tips",
  SALES_TOTAL: "Total Penjualan",
  NOTA_COUNT: "Jumlah Nota",
  SUBTOTAL: "Subtotal",
  TAX: "Pajak",
  SERVICE: "Service",
  DISCOUNT: "Diskon",
  VOUCHER: "Voucher",
  ROUNDING: "Pembulatan",
  FREE_CHANGE: "Free Kembalian",
  CASH: "Tunai",
  NON_CASH: "Non Tunai",
  REFUND: "Refund",
  VOID_PAYMENT: "Void Pembayaran",
  CANCELLED: "Pembatalan Menu",
  WARRANTY: "Garansi",
  TIPS: "Uang Tips",
  FREE_BILL: "Gratis",
  LOST_BILL: "Lost Bill",
  DATE: "Tanggal",
  HOUR: "Jam",
  MENU: "Menu",
  CATEGORY: "Kategori",
  QTY: "Qty",
  NOMINAL: "Nominal",
  METHOD: "Metode",
  TYPE: "Jenis Transaksi",
  GROUP: "Grup",
  REASON: "Keterangan",
  KIND: "Jenis",
  COUNT: "Jumlah",
  BACK: "Kembali",
} as const;

/**
 * The installable, Wi-Fi-proof client (issue 16; the product's own wording, the spec has none): the
 * offline outbox (taps kept on the device while the server cannot be reached, sent in order when it
 * answers again; shown as pending, never as done), the money actions refused offline, and the
 * per-device name shown in the header.
 *
 * @example
 * <Badge>{OFFLINE_MSG.pending(3)}</Badge> // "3 menunggu koneksi"
 */
export const OFFLINE_MSG = {
  /** A tap kept in the outbox (add-menu, Siap / Sudah Diantar, a line note). */
  QUEUED_TITLE: "Menunggu koneksi",
  QUEUED: "Server tidak dapat dihubungi: tap disimpan di perangkat ini dan dikirim otomatis saat koneksi kembali.",
  /** The header badge: `n` taps kept on this device, not yet on the server. */
  pending: (n: number): string => `${n} menunggu koneksi`,
  PENDING_HINT: "Belum tersimpan di server. Dikirim berurutan saat koneksi kembali.",
  /** After the outbox was sent. */
  sent: (n: number): string => `${n} tap tertunda terkirim`,
  /** A queued tap the server refused when it was finally sent (e.g. the order was paid meanwhile). */
  refusedTitle: "Tap tertunda ditolak",
  /** Money actions are never queued. */
  MONEY_TITLE: "Butuh koneksi ke server",
  MONEY_REFUSED:
    "Server tidak dapat dihubungi. Pembayaran, refund, buka laci, saldo awal dan tutup shift hanya bisa dilakukan saat terhubung. Coba lagi setelah koneksi kembali.",
  /** The per-device name (kept on the device). */
  DEVICE_NAME: "Nama Perangkat",
  DEVICE_NAME_HINT: "Contoh: Kasir 1, Dapur, Pelayan 2",
  DEVICE_NAME_UNSET: "+ Nama perangkat",
  DEVICE_NAME_EDIT: "Ubah nama perangkat ini",
  DEVICE_NAME_SAVE: "Simpan",
} as const;

/**
 * Back office (issue 14: `/admin`, roles owner and kacab), the user menu's Refresh
 * (GET /transaksi/clearTmp) and the Bantuan page (foundations §2).
 */
export const ADMIN_MSG = {
  CLEAR_TMP_DONE: "Data sementara dibersihkan",
  CLEAR_TMP_LOADING: "Membersihkan data sementara…",
  CLEAR_TMP_RESULT: (n: number): string => (n === 0 ? "Tidak ada nota kosong" : `${n} nota kosong dihapus`),
  HELP_TITLE: "Bantuan",
  OUTLET_NAME_LENGTH: "Nama waroeng 3 sampai 60 karakter",
  TAX_INVALID: "Pajak harus 0, 10, 11 atau 12 persen",
  SERVICE_INVALID: "Service charge harus 0, 3 atau 5 persen",
  ROUNDING_INVALID: "Pembulatan harus ya atau tidak",
  ADDRESS_MAX: "Alamat maksimal 200 karakter",
  FOOTER_MAX: "Footer struk maksimal 120 karakter",
  PAGE_INVALID: "Halaman tidak valid",
  OUTLET_SAVED: "Pengaturan waroeng disimpan",
  ADMIN_TITLE: "Back Office",
  SECTION_OUTLET: "Waroeng",
  SECTION_REPORTS: "Laporan",
  SECTION_AUDIT: "Audit",
  BACK_TO_CASHIER: "Ke Kasir",
  SAVE: "Simpan",
  OUTLET_TITLE: "Pengaturan Waroeng",
  FIELD_NAME: "Nama waroeng",
  FIELD_CURRENCY: "Mata uang",
  FIELD_TAX: "Pajak (%)",
  FIELD_SERVICE: "Service charge (%)",
  FIELD_ROUNDING: "Pembulatan",
  FIELD_ADDRESS: "Alamat",
  FIELD_FOOTER: "Footer struk",
  ROUNDING_YES: "Ya",
  ROUNDING_NO: "Tidak",
  AUDIT_TITLE: "Jejak Audit",
  AUDIT_WHEN: "Waktu",
  AUDIT_WHO: "Oleh",
  AUDIT_ENTITY: "Data",
  AUDIT_ACTION: "Aksi",
  AUDIT_CHANGE: "Sebelum → Sesudah",
  AUDIT_EMPTY: "Belum ada perubahan tercatat",
  PREV: "Sebelumnya",
  NEXT: "Berikutnya",
  HELP_INTRO: "Petunjuk singkat tiap layar. Tanyakan Kacab bila masih bingung.",
  /** The Bantuan page: one short help per screen (title, what it is for, how to use it). */
  HELP_SECTIONS: [
    {
      id: "dashboard",
      title: "Daftar Transaksi (Dashboard)",
      body: "Kartu MEJA dan BUNGKUS. Ketuk meja kosong untuk membuka nota baru; ketuk meja berwarna untuk membuka nota yang masih berjalan.",
    },
    {
      id: "order",
      title: "Layar Order",
      body: "Ketuk menu untuk menambah, tombol minus untuk mengurangi. ORDER KE PRODUKSI mengirim pesanan ke dapur; Bayar membuka pembayaran.",
    },
    {
      id: "payment",
      title: "Pembayaran",
      body: "Pilih metode bayar, isi nominal atau ketuk uang pas, lalu Simpan. Struk tercetak dan laci terbuka untuk tunai.",
    },
    { id: "ojol", title: "OJOL", body: "Nota pesanan ojek online per platform. Harga mengikuti platform yang dipilih." },
    {
      id: "online",
      title: "Online Order",
      body: "Pesanan dari QR meja. HAPUS menolak, CETAK mencetak, TERIMA membuka nota dan mengirimnya ke dapur.",
    },
    {
      id: "cash",
      title: "Saldo Awal, Kas Kasir dan Tutup Saldo",
      body: "Isi saldo awal sebelum berjualan. Catat uang masuk/keluar di Kas Kasir. Di akhir shift isi uang di laci lalu Simpan pada Tutup Saldo.",
    },
    {
      id: "history",
      title: "History",
      body: "Cari nota yang sudah dibayar untuk mencetak ulang struk, mengirim struk digital, atau refund.",
    },
    {
      id: "kitchen",
      title: "Hal Tata dan Layar Produksi",
      body: "Dapur menandai menu siap. Kartu pindah ke Hal Ambil saat semua menu siap.",
    },
    {
      id: "pickup",
      title: "Hal Ambil dan Pesan Aktif",
      body: "Pelayan menandai menu sudah diantar; nota selesai saat semua menu diantar.",
    },
    {
      id: "refresh",
      title: "Refresh",
      body: "Menghapus nota kosong (tanpa menu) milik Anda dan mengosongkan mejanya. Nota yang berisi menu tidak pernah dihapus.",
    },
    {
      id: "admin",
      title: "Back Office",
      body: "Owner dan Kacab mengatur waroeng, menu, harga dan staf. Setiap perubahan tercatat di Audit.",
    },
  ],
} as const;

/** CSV import of back-office lists (issue 14): file-level and row-level refusals in the preview. */
export const CSV_MSG = {
  EMPTY: "File CSV kosong",
  BAD_QUOTING: "Baris CSV rusak (tanda kutip tidak tertutup)",
  missingColumns: (columns: readonly string[]): string => `Kolom tidak ada: ${columns.join(", ")}`,
  tooManyRows: (max: number): string => `Maksimal ${max} baris per impor`,
} as const;

/** Back-office configuration lists (issue 14): payment methods, transaction types, vouchers, denominations, audit labels. */
export const CONFIG_MSG = {
  SECTION_PAYMENT_METHODS: "Metode Bayar",
  SECTION_TRANSACTION_TYPES: "Jenis Transaksi",
  SECTION_VOUCHERS: "Voucher",
  SECTION_DENOMINATIONS: "Pecahan Uang",
  METHODS_TITLE: "Metode Pembayaran",
  TYPES_TITLE: "Jenis Transaksi",
  VOUCHERS_TITLE: "Voucher",
  DENOMINATIONS_TITLE: "Pecahan Uang",
  ADD: "Tambah",
  EDIT: "Ubah",
  SAVE: "Simpan",
  CANCEL: "Batal",
  EMPTY: "Belum ada data",
  FIELD_NAME: "Nama",
  FIELD_KIND: "Jenis",
  FIELD_COLOR: "Warna",
  FIELD_ACTIVE: "Aktif",
  FIELD_ORDER: "Urutan",
  FIELD_STATUS: "Status",
  FIELD_CODE: "Kode voucher",
  FIELD_VALUE: "Nilai",
  FIELD_VALID_FROM: "Berlaku mulai",
  FIELD_VALID_UNTIL: "Berlaku sampai",
  FIELD_SINGLE_USE: "Sekali pakai",
  FIELD_OPEN_ORDERS: "Nota terbuka",
  FIELD_GROUP: "Grup",
  KIND_CASH: "Tunai",
  KIND_NON_CASH: "Non-tunai",
  TYPE_TRANSFER: "EDC / Transfer",
  TYPE_EWALLET: "E-wallet",
  TYPE_WRITE_OFF: "Penghapusan",
  BUILT_IN: "Bawaan",
  DINE_IN: "Makan di tempat",
  YES: "Ya",
  NO: "Tidak",
  SAVED: "Tersimpan",
  METHOD_NAME_LENGTH: "Nama metode 2 sampai 40 karakter",
  METHOD_TYPE_INVALID: "Jenis metode harus EDC / Transfer atau E-wallet",
  COLOR_INVALID: "Warna harus kode #RRGGBB",
  SORT_INVALID: "Urutan harus angka 0 sampai 999",
  METHOD_NAME_TAKEN: "Nama metode sudah dipakai",
  METHOD_NOT_FOUND: "Metode pembayaran tidak ditemukan",
  METHOD_BUILT_IN: "Metode bawaan hanya bisa diaktifkan, dinonaktifkan dan diurutkan",
  METHOD_ALWAYS_ON: "Tunai, Lost Bill dan Gratis selalu aktif",
  METHODS_TOO_MANY: "Maksimal 50 metode tambahan per waroeng",
  METHOD_INACTIVE: "Metode pembayaran tidak aktif",
  TYPE_NOT_FOUND: "Jenis transaksi tidak ditemukan",
  TYPE_IN_USE: (n: number): string => `Jenis transaksi dipakai ${n} nota terbuka; selesaikan dulu`,
  TYPE_ALWAYS_ON: "Dine in dan take away selalu aktif",
  TYPE_INACTIVE: "Jenis transaksi tidak aktif",
  VOUCHER_CODE_LENGTH: "Kode voucher 3 sampai 30 karakter",
  VOUCHER_CODE_CHARS: "Kode voucher hanya huruf, angka, - dan _",
  VOUCHER_VALUE_INVALID: "Nilai voucher harus lebih dari 0",
  DATE_INVALID: "Tanggal harus YYYY-MM-DD",
  VOUCHER_DATES_ORDER: "Tanggal mulai harus sebelum tanggal akhir",
  VOUCHER_CODE_TAKEN: "Kode voucher sudah ada",
  VOUCHER_NOT_FOUND: "Voucher tidak ditemukan",
  VOUCHER_USED_LOCKED: "Voucher sudah digunakan, tidak bisa diubah",
  VOUCHER_NOT_YET: "Voucher belum berlaku",
  VOUCHERS_TOO_MANY: "Jumlah voucher sudah maksimal",
  VOUCHER_STATE: {
    aktif: "Aktif",
    dipakai: "Sudah dipakai",
    kedaluwarsa: "Kedaluwarsa",
    belum_berlaku: "Belum berlaku",
    nonaktif: "Nonaktif",
  },
  DENOMINATION_NAME_LENGTH: "Nama pecahan 1 sampai 20 karakter",
  DENOMINATION_VALUE_INVALID: "Nilai pecahan harus lebih dari 0",
  DENOMINATION_TAKEN: "Pecahan dengan nilai ini sudah ada",
  DENOMINATION_NOT_FOUND: "Pecahan tidak ditemukan",
  DENOMINATION_USED_VALUE: "Pecahan sudah dipakai di hitungan kas; nilainya tidak bisa diubah",
  DENOMINATIONS_TOO_MANY: "Maksimal 30 pecahan per waroeng",
  CURRENCY_INVALID: "Mata uang harus Rp atau RM",
  CURRENCY_OPEN_ORDERS: (n: number): string => `Mata uang tidak bisa diganti: masih ada ${n} nota terbuka`,
  /** The audit view's readable names of each entity and action. */
  AUDIT_ENTITY: {
    outlet: "Waroeng",
    payment_method: "Metode bayar",
    transaction_type: "Jenis transaksi",
    voucher: "Voucher",
    denomination: "Pecahan uang",
    outlet_logo: "Logo",
    drawer: "Laci kas",
    payment: "Pembayaran",
    refund: "Refund",
    approval: "Persetujuan",
    access: "Akses kasir",
  } as Record<string, string>,
  AUDIT_ACTION: {
    create: "Tambah",
    update: "Ubah",
    archive: "Arsipkan",
    delete: "Hapus",
    open: "Buka laci",
    void: "Batal bayar",
    refund: "Refund",
    approve: "Setujui",
    grant: "Beri akses",
  } as Record<string, string>,
} as const;

/** Back office · Staf and Meja (issue 14): staff accounts and tables, their forms and refusals. */
export const PEOPLE_MSG = {
  SECTION_STAFF: "Staf",
  SECTION_TABLES: "Meja",
  STAFF_TITLE: "Staf",
  TABLES_TITLE: "Meja",
  STAFF_NAME_LENGTH: "Nama staf 3 sampai 100 karakter",
  STAFF_LOGIN_INVALID: "Login 3 sampai 254 karakter: huruf, angka, titik, @, _, + atau -",
  STAFF_ROLE_INVALID: "Role tidak dikenal",
  PASSWORD_LENGTH: "Password 8 sampai 128 karakter",
  LOGIN_TAKEN: "Login sudah dipakai",
  USER_NOT_FOUND: "Staf tidak ditemukan",
  OWNER_ONLY: "Hanya owner yang boleh mengatur akun owner",
  NOT_SELF: "Tidak bisa menonaktifkan atau mengubah role akun sendiri",
  LAST_ADMIN: "Harus tersisa minimal satu owner atau kacab aktif",
  STAFF_CREATED: "Staf ditambahkan",
  STAFF_SAVED: "Staf disimpan",
  PASSWORD_RESET: "Password direset; sesi staf ini diakhiri",
  STAFF_DEACTIVATED: "Staf dinonaktifkan; sesinya diakhiri",
  STAFF_ACTIVATED: "Staf diaktifkan",
  TABLE_NAME_LENGTH: "Nama meja 1 sampai 40 karakter",
  TABLE_TYPE_INVALID: "Tipe meja harus meja, bungkus atau express",
  TABLE_KIND_INVALID: "Jenis meja tidak dikenal",
  TABLE_SORT_INVALID: "Urutan harus bilangan bulat 0 sampai 9999",
  TABLE_ACTIVE_INVALID: "Aktif harus ya atau tidak",
  TABLE_NAME_TAKEN: "Nama meja sudah dipakai",
  TABLE_NOT_FOUND: "Meja tidak ditemukan",
  TABLE_IN_USE: "Meja sedang dipakai nota terbuka",
  TABLE_HAS_HISTORY: "Meja punya riwayat transaksi; nonaktifkan saja",
  TABLE_INACTIVE: "Meja tidak aktif",
  TABLE_CREATED: "Meja ditambahkan",
  TABLE_SAVED: "Meja disimpan",
  TABLE_DELETED: "Meja dihapus",
  TABLE_DEACTIVATED: "Meja dinonaktifkan",
  TABLE_ACTIVATED: "Meja diaktifkan",
  QR_ROTATED: "QR meja diganti; QR lama tidak berlaku",
  CSV_TOO_LONG: "File CSV terlalu besar",
  CSV_DUPLICATE_NAME: "Nama meja dobel di file",
  CSV_MODE_INVALID: "Mode impor harus preview atau apply",
  IMPORT_APPLIED: (n: number): string => `${n} meja diimpor`,
  IMPORT_NOTHING: "Impor dibatalkan: perbaiki baris yang salah, tidak ada yang diubah",
  ROLE_LABELS: {
    kasir: "Kasir",
    wbd: "WBD",
    opp: "OPP (order taker)",
    dapur: "Dapur",
    pelayan: "Pelayan",
    kacab: "Kacab",
    owner: "Owner",
  },
  COL_NAME: "Nama",
  COL_LOGIN: "Login",
  COL_ROLE: "Role",
  COL_STATUS: "Status",
  COL_TYPE: "Tipe",
  COL_KIND: "Jenis",
  COL_SORT: "Urut",
  COL_STATE: "Keadaan",
  ACTIVE: "Aktif",
  INACTIVE: "Nonaktif",
  IN_USE: "Dipakai",
  FREE: "Kosong",
  FIELD_PASSWORD: "Password",
  FIELD_NEW_PASSWORD: "Password baru",
  ADD_STAFF: "Tambah Staf",
  ADD_TABLE: "Tambah Meja",
  EDIT: "Ubah",
  RESET_PASSWORD: "Reset Password",
  DEACTIVATE: "Nonaktifkan",
  ACTIVATE: "Aktifkan",
  DELETE: "Hapus",
  ROTATE_QR: "Ganti QR",
  CANCEL: "Batal",
  SAVE: "Simpan",
  EXPORT_CSV: "Ekspor CSV",
  IMPORT_CSV: "Impor CSV",
  IMPORT_TITLE: "Impor Meja dari CSV",
  IMPORT_HINT: "Kolom: nama, tipe, jenis, urut, aktif. Nama yang sudah ada diubah, nama baru ditambahkan.",
  IMPORT_FILE: "File CSV",
  IMPORT_PREVIEW: "Pratinjau",
  IMPORT_APPLY: "Terapkan",
  IMPORT_OK: (n: number): string => `${n} baris siap diterapkan`,
  IMPORT_LINE: "Baris",
  IMPORT_COLUMN: "Kolom",
  IMPORT_ERROR: "Kesalahan",
  IMPORT_ACTION: "Aksi",
  ACTION_CREATE: "Tambah",
  ACTION_UPDATE: "Ubah",
  ACTION_SAME: "Tetap",
  CONFIRM_DEACTIVATE_STAFF: (name: string): string => `Nonaktifkan ${name}? Sesinya langsung berakhir.`,
  CONFIRM_DELETE_TABLE: (name: string): string => `Hapus ${name}? Meja yang punya riwayat transaksi tidak bisa dihapus, nonaktifkan saja.`,
  CONFIRM_ROTATE: (name: string): string => `Ganti QR ${name}? QR lama yang tercetak tidak bisa dipakai lagi.`,
  YOU: "(Anda)",
  SECTION_PRODUCTION: "Produksi",
  PRODUCTION_TITLE: "Plot dan Layar Produksi",
  STATIONS_TITLE: "Plot Produksi",
  SCREENS_TITLE: "Layar Produksi",
  STATION_NAME_LENGTH: "Nama plot produksi 1 sampai 40 karakter",
  SCREEN_NAME_LENGTH: "Nama layar produksi 1 sampai 40 karakter",
  STATION_NAME_TAKEN: "Nama plot produksi sudah dipakai",
  SCREEN_NAME_TAKEN: "Nama layar produksi sudah dipakai",
  STATION_NOT_FOUND: "Plot produksi tidak ditemukan",
  SCREEN_NOT_FOUND: "Layar produksi tidak ditemukan",
  STATION_SAVED: "Plot produksi disimpan",
  SCREEN_SAVED: "Layar produksi disimpan",
  ADD_STATION: "Tambah Plot",
  ADD_SCREEN: "Tambah Layar",
  COL_CATEGORIES: "Kategori",
  PLOTTING_HINT: "Isi tiap layar (plot dan tipe transaksi kiri/kanan) diatur di Plotting pada layar produksi.",
} as const;

/** Back office · Menu (issue 14: `/admin/menu`): menu types, categories, items, prices, archive and the CSV import. */
export const MENU_ADMIN_MSG = {
  SECTION: "Menu",
  TITLE: "Menu",
  TYPE_NAME_REQUIRED: "Nama jenis menu wajib diisi",
  TYPE_NAME_MAX: "Nama jenis menu maksimal 40 karakter",
  CATEGORY_NAME_REQUIRED: "Nama kategori wajib diisi",
  CATEGORY_NAME_MAX: "Nama kategori maksimal 40 karakter",
  MENU_NAME_REQUIRED: "Nama menu wajib diisi",
  MENU_NAME_MAX: "Nama menu maksimal 60 karakter",
  PICKUP_INVALID: "Layar ambil harus makan atau minum",
  SORT_INVALID: "Urutan harus bilangan bulat 0 sampai 9999",
  YES_NO_INVALID: "Isi ya atau tidak",
  PRICE_REQUIRED: "Harga wajib diisi",
  PRICE_INVALID: "Harga harus angka ≥ 0 (Rp tanpa desimal, RM paling banyak 2 desimal)",
  PRICE_TYPE_INVALID: "Jenis transaksi harga tidak dikenal",
  PRICE_TYPE_TWICE: "Satu jenis transaksi hanya boleh satu harga",
  PRICES_TOO_MANY: "Terlalu banyak harga",
  SEARCH_MAX: "Pencarian maksimal 60 karakter",
  CSV_REQUIRED: "File CSV wajib diisi",
  CSV_TOO_LARGE: "File CSV maksimal 200 KB",
  TYPE_NAME_TAKEN: "Nama jenis menu sudah dipakai",
  CATEGORY_NAME_TAKEN: "Nama kategori sudah dipakai",
  MENU_NAME_TAKEN: "Nama menu sudah dipakai",
  TYPE_NOT_FOUND: "Jenis menu tidak ditemukan",
  CATEGORY_NOT_FOUND: "Kategori tidak ditemukan",
  STATION_NOT_FOUND: "Plot produksi tidak ditemukan",
  MENU_NOT_FOUND: "Menu tidak ditemukan",
  MENU_HAS_HISTORY: "Menu sudah punya riwayat transaksi atau stok: arsipkan saja",
  MENU_SAVED: "Menu disimpan",
  MENU_ARCHIVED: "Menu diarsipkan",
  MENU_RESTORED: "Menu dipulihkan",
  MENU_DELETED: "Menu dihapus",
  TYPE_SAVED: "Jenis menu disimpan",
  CATEGORY_SAVED: "Kategori disimpan",
  CSV_NAME_TWICE: "Nama menu muncul dua kali di file",
  importRefused: (n: number): string => `Impor dibatalkan: ${n} kesalahan, tidak ada yang diubah`,
  importDone: (created: number, updated: number): string => `Impor selesai: ${created} menu baru, ${updated} diubah`,
  // The page
  TAB_ITEMS: "Daftar Menu",
  TAB_TYPES: "Jenis Menu",
  TAB_CATEGORIES: "Kategori",
  SEARCH: "Cari menu…",
  SHOW_ARCHIVED: "Tampilkan arsip",
  ADD_MENU: "Tambah Menu",
  ADD_TYPE: "Tambah Jenis",
  ADD_CATEGORY: "Tambah Kategori",
  EDIT_MENU: "Ubah Menu",
  NEW_MENU: "Menu Baru",
  EDIT_TYPE: "Jenis Menu",
  EDIT_CATEGORY: "Kategori",
  COL_NAME: "Nama",
  COL_CATEGORY: "Kategori",
  COL_TYPE: "Jenis",
  COL_PRICE: "Harga",
  COL_STATION: "Plot produksi",
  COL_STATUS: "Status",
  COL_PICKUP: "Layar ambil",
  COL_SORT: "Urutan",
  FIELD_BASE_PRICE: "Harga dasar (dipakai bila jenis transaksi tanpa harga sendiri)",
  PRICES_PER_TYPE: "Harga per jenis transaksi",
  FIELD_TAX: "Kena pajak",
  FIELD_SERVICE: "Kena service charge",
  FIELD_QR: "Bisa dipesan lewat QR",
  FIELD_ACTIVE: "Aktif (tampil di kasir)",
  STATION_NONE: "Tanpa plot produksi",
  STATUS_ACTIVE: "Aktif",
  STATUS_INACTIVE: "Nonaktif",
  STATUS_ARCHIVED: "Arsip",
  ARCHIVE: "Arsipkan",
  RESTORE: "Pulihkan",
  DELETE: "Hapus",
  CANCEL: "Batal",
  SAVE: "Simpan",
  EDIT: "Ubah",
  EMPTY: "Belum ada menu",
  EXPORT: "Ekspor CSV",
  IMPORT: "Impor CSV",
  IMPORT_TITLE: "Impor Menu dari CSV",
  IMPORT_HINT:
    "Kolom: nama, kategori, harga, harga per jenis transaksi (kosong = harga dasar), pajak, service, qr, aktif (ya/tidak). Nama yang sudah ada diubah, yang baru ditambah.",
  IMPORT_FILE: "File CSV",
  IMPORT_PREVIEW: "Pratinjau",
  IMPORT_APPLY: "Terapkan",
  IMPORT_ERRORS: "Kesalahan (tidak ada yang diterapkan sampai semua benar)",
  IMPORT_LINE: "Baris",
  IMPORT_COLUMN: "Kolom",
  IMPORT_MESSAGE: "Pesan",
  IMPORT_ACTION: "Aksi",
  IMPORT_CREATE: "Baru",
  IMPORT_UPDATE: "Ubah",
  IMPORT_SUMMARY: (created: number, updated: number): string => `${created} menu baru, ${updated} menu diubah`,
  DELETE_CONFIRM: "Hapus menu ini? Menu tanpa riwayat saja yang bisa dihapus.",
} as const;

/** Chain sync head office ↔ outlets (issue 15; payment spec §2.10 Update Data). */
export const SYNC_MSG = {
  /** The user menu's item (foundations §2). */
  MENU_ITEM: "Update Data",
  /** §2.10 title: Data and Settings Update. */
  TITLE: "Update Data dan Pengaturan",
  BACK_TO_CASHIER: "Kembali ke Kasir",
  /** §2.10 guide, item by item. */
  GUIDE: [
    "Gunakan halaman ini untuk mengambil perubahan data master atau pengaturan dari kantor pusat.",
    "Transaksi yang belum dibayar akan dihapus dan harus diinput ulang.",
    "Komputer harus terhubung ke internet (online).",
    "Proses ini memakan waktu 2-10 menit.",
  ],
  GUIDE_TITLE: "Panduan",
  START: "Mulai Update Data",
  RUNNING: "Update data sedang berjalan…",
  DONE: "Update data selesai",
  FAILED: "Update data gagal",
  LAST_PULL: "Update data terakhir",
  LAST_PUSH: "Kirim transaksi terakhir",
  PENDING_PUSH: "Transaksi menunggu dikirim",
  NEVER: "Belum pernah",
  LAST_ERROR: "Kesalahan terakhir",
  applied: (rows: number, deleted: number): string => `${rows} data diperbarui, ${deleted} transaksi belum dibayar dihapus`,
  NOT_AN_OUTLET: "Server ini kantor pusat: Update Data hanya di outlet",
  NO_HQ: "Alamat kantor pusat (HQ_URL) dan kunci outlet (HQ_OUTLET_KEY) belum diatur",
  NOT_HQ: "Server ini bukan kantor pusat",
  BAD_KEY: "Kunci outlet tidak dikenal",
  OTHER_OUTLET: "Data milik outlet lain ditolak",
  ALREADY_RUNNING: "Update data sedang berjalan",
  HQ_UNREACHABLE: "Kantor pusat tidak dapat dihubungi",
  hqRefused: (status: number): string => `Kantor pusat menolak (HTTP ${status})`,
} as const;

/**
 * The language switch (issue 16): the cashier's user menu and the kitchen screens. The languages'
 * own names are `LOCALE_NAMES` (never translated).
 */
export const LANG_MSG = {
  LANGUAGE: "Bahasa",
  SAVED: "Bahasa disimpan",
  /** PUT /user/language with a language other than id, en or ms. */
  INVALID: "Bahasa harus id, en atau ms",
  /** The choice that follows the outlet (Indonesian, or Malay at a ringgit outlet). */
  OUTLET_DEFAULT: "Ikuti waroeng",
} as const;

/**
 * The web app's own words on its main screens that the spec names but no block held yet (issue 16:
 * every user-facing text in the catalogue): the cashier and staff navs, the note form, the order,
 * cash payment, kitchen and pickup screens. Spec words where the spec has them.
 */
export const WEB_MSG = {
  NAV_OJOL: "OJOL",
  NAV_ONLINE_ORDER: "Online Order",
  NAV_HISTORY: "History",
  NAV_TRANSACTIONS: "Transaksi",
  NAV_TEST_WA: "Test Whatsapp",
  NAV_REFRESH: "Refresh",
  LOG_OUT: "Log Out",
  HAL_ORDER: "Hal Order",
  HAL_OJOL: "Hal Ojol",
  PESAN_AKTIF: "Pesan Aktif",
  HAL_TATA: "Hal Tata",
  DINE_IN: "Dine In",
  TAKE_AWAY: "Take Away",
  LAYAR_AMBIL: "Layar Ambil",
  STOK_MENU: "Stok Menu",
  PRODUKSI: "Produksi",
  PLOTTING: "Plotting",
  STAFF_NAV: "Navigasi staf",
  USER_MENU: "Menu pengguna",
  ALL_SCREENS: "Semua layar",
  HAS_ORDER: "Ada pesanan",
  NO_MENU_YET: "Belum ada menu",
  NOTA_NUMBER: "Nomor Nota",
  CUSTOMER_NAME: "Nama Big Boss",
  ORDER_TIME: "Jam Order",
  KITCHEN_DONE_TIME: "Jam Selesai Dapur",
  MERGE_TABLES: "Gabung Meja",
  KITCHEN_EMPTY_HINT: "Pesanan yang diorder ke produksi muncul di sini.",
  NOT_DONE: "Belum Selesai",
  SENT_MARK: "Sudah diorder ke produksi",
  CLEAR_SEARCH: "Hapus pencarian",
  CASH_AMOUNT: "Nominal Uang",
  CASH_PAYMENT: "Pembayaran Cash",
  PICKUP_DRINKS: "Ambil minuman yang sudah siap",
  PICKUP_FOOD: "Ambil makanan yang sudah siap",
  BACK_TO_PICKUP: "Kembali ke Layar Ambil",
  PICKUP_EMPTY_HINT: "Menu yang siap diambil muncul di sini.",
  WAITING_KITCHEN: "Menunggu dapur",
  READY_TAP_TO_SERVE: "Siap · ketuk untuk sajikan",
  UNSERVE: "Kembalikan menu",
  SERVE: "Sajikan menu",
  FREE_TABLE: "Kosong",
  COOKING: "Dimasak",
  SPLIT: "SPLIT",
  TABLES: "MEJA",
  TAKEAWAYS: "BUNGKUS",
  /** A dashboard section's count of tables in use. */
  occupied: (busy: number, total: number): string => `${busy}/${total} terisi`,
} as const;

/** A menu item's photo (issue 14, back office menu form and the cashier's menu cards). */
export const MENU_PHOTO_MSG = {
  TITLE: "Foto Menu",
  HINT: "JPEG, PNG atau WebP; diperkecil otomatis ke 480 piksel",
  PICK: "Pilih Foto",
  REMOVE: "Hapus Foto",
  NONE: "Belum ada foto",
  SAVE_FIRST: "Simpan menu dulu, lalu tambahkan fotonya",
  SAVED: "Foto menu disimpan",
  REMOVED: "Foto menu dihapus",
  INVALID: "Foto harus berupa file JPEG, PNG atau WebP",
  TOO_LARGE: "Foto maksimal 200 KB",
  NOT_FOUND: "Foto menu tidak ditemukan",
  UNREADABLE: "Foto tidak bisa dibaca",
} as const;

/**
 * Screen words moved out of the web's literals (issue 16): column heads, field labels, buttons and
 * the browser receipt's words (ReceiptSlip prints them in the outlet's language via `withLocale`).
 * Indonesian word for word as the screens showed them (the spec's words).
 */
export const SCREEN_MSG = {
  MENU: "Menu",
  QTY: "Qty",
  PRICE: "Harga",
  TOTAL: "Total",
  TOTAL_COLON: "Total:",
  TIME: "Jam",
  DATE: "Tanggal",
  TABLE: "Meja",
  NOTA: "Nota",
  BIG_BOSS: "Big Boss",
  CASHIER: "Kasir",
  SUBTOTAL: "Subtotal",
  DISCOUNT: "Diskon",
  TAX: "Pajak",
  VOUCHER: "Voucher",
  SERVICE_CHARGE: "Service Charge",
  ROUNDING: "Pembulatan",
  CASH_WITHDRAWAL: "Tarik Tunai",
  TOTAL_PAID: "Total Bayar",
  CASH_TENDERED: "Tunai",
  CHANGE: "Kembalian",
  FREE_CHANGE: "Free Kembalian",
  PAYMENT: "Pembayaran",
  TOTAL_CAPS: "TOTAL",
  THANK_YOU: "Terima kasih",
  REPRINT_COPY: "*** CETAK ULANG · COPY ***",
  PHONE_PREFIX: "Telp.",
  RECEIPT: "Struk",
  CANCEL: "Batal",
  SAVE: "Simpan",
  CLOSE: "Tutup",
  DONE: "Selesai",
  PRINT: "Cetak",
  SEND: "Kirim",
  SEND_WA: "Kirim WA",
  PRINT_SEND_WA: "Cetak & Kirim WA",
  YES: "Iya",
  YA: "Ya",
  EXPRESS: "SS Express",
  DRINKS: "MINUMAN",
  FOOD: "MAKANAN",
  UPDATE: "Update",
  CHOOSE: "Pilih",
  SEARCH: "Cari",
  ALL: "Semua",
  OTHER: "Lainnya",
  NONE: "Tidak ada",
  EMPTY: "Kosong",
  NO_DATA: "Data tidak ditemukan",
  PREVIOUS: "Sebelumnya",
  NEXT: "Berikutnya",
  LEFT: "Kiri",
  RIGHT: "Kanan",
  LEFT_STATIONS: "Produksi Kiri",
  RIGHT_STATIONS: "Produksi Kanan",
  LEFT_TYPES: "Jenis Transaksi Kiri",
  RIGHT_TYPES: "Jenis Transaksi Kanan",
  TRANSACTION_TYPES: "Jenis Transaksi",
  SCREEN_SETTINGS: "Pengaturan layar",
  BACK_TO_SCREENS: "Kembali ke daftar layar",
  TAP_READY: "Ketuk: menu ini siap",
  EXTRA: "Tambahan",
  SERVED: "Disajikan",
  TAKE_AWAY_OJOL: "Take Away / Ojol",
  EMPLOYEE: "Karyawan",
  CHOOSE_EMPLOYEE: "Pilih karyawan",
  MAIN_TABLE: "Meja utama",
  BIGBOSS_NAME: "Nama Bigboss",
  PROCESS: "Proses",
  NOTE_INFO_TITLE: "Input Info Nota",
  ORDER_BUTTON: "ORDER",
  DINE_IN_CAPS: "DINE IN",
  TAKE_AWAY_CAPS: "TAKE AWAY",
  STAFF_SCREENS: "Layar Staf",
  HAL_TATA_DINE_IN: "Hal Tata Dine In",
  HAL_TATA_TAKE_AWAY: "Hal Tata Take Away",
  STAFF_SERVICE: "STAF PELAYANAN",
  EMPTY_CART: "Belum ada menu. Pilih dari daftar menu.",
  VIEW_ORDER: "Lihat Pesanan",
  PAY_NOW: "Bayar Sekarang",
  CASH: "Cash",
  EDC: "EDC",
  LOSTBILL: "LOSTBILL",
  REMAINING_TOTAL: "Sisa Total",
  CANCEL_CAPS: "BATAL",
  DISCOUNT_CAPS: "DISKON",
  PAY_CAPS: "BAYAR",
  MEMBER_NAME: "Nama Member",
  PAYMENT_ACCOUNT_NAME: "Nama Akun Pembayaran",
  PHONE_NUMBER: "Nomor HP",
  TYPE: "Jenis",
  REASON: "Alasan",
  CONDITION: "Kondisi",
  BY: "Oleh",
  REPRINT: "Print Ulang",
  RESEND: "Kirim Ulang",
  TODAY_TRANSACTIONS: "Transaksi Hari Ini",
  SEND_DIGITAL_RECEIPT: "Kirim Struk Digital",
  WA_NUMBER: "Nomor WhatsApp",
  EMAIL: "Email",
  PASSWORD: "Password",
  REMEMBER_ME: "Ingat saya",
  SIGN_IN: "Masuk",
  SIGN_IN_HINT: "Gunakan akun kasir atau staf waroeng Anda.",
  CASHIER_NAME: "Nama Kasir",
  TRANSACTION_DATE: "Tanggal Transaksi",
  CASHIER_SESSION: "Sesi Kasir",
  OUTLET: "Waroeng",
  OPENING_FORM: "Form Saldo Awal Kasir",
  OPENING_DETAIL: "Rincian Uang Modal",
  OPENING_TOTAL: "Total Saldo Awal",
  MODAL: "Modal",
  CHANGE_SHIFT: "Ganti Shift",
  HELP: "Bantuan",
  /** The receipt page's document title. */
  receiptTitle: (nota: string): string => `Struk ${nota}`,
  /** The phone switch's cart tab with its unit count. */
  cartTab: (units: number): string => `Pesanan (${units})`,
  /** A production screen's card title. */
  screenTitle: (name: string): string => `Layar ${name}`,
  /** A numbered table's first column head. */
  ROW_NO: "No",
  /** The bill-number column head of the history lists. */
  NOTA_NO: "No. Nota",
  /** Back from a production screen to the list of screens (after an arrow). */
  SCREENS: "Layar",
  /** The money the guest handed over, before its amount (the paid step). */
  MONEY_GIVEN: "Uang",
  /** The staff header's subtitle with the version label. */
  staffVersion: (version: string): string => `Staf · ${version}`,
  /** A bill's number on a card or dialog line. */
  notaLabel: (nota: string): string => `Nota ${nota}`,
  /** A bill's number and its guest. */
  notaCustomer: (nota: string, customer: string): string => `Nota #${nota} · ${customer}`,
  /** Dishes of a bill already ready ("1/3"). */
  readyCount: (count: string): string => `Siap ${count}`,
  /** How many bills (a staff member's open ones, Pesan Aktif). */
  notaCount: (n: number): string => `${n} nota`,
  /** How many units on the order (the phone's bar). */
  itemCount: (n: number): string => `${n} item`,
  /** How many menu items (Gagal Proses). */
  menuCount: (n: number): string => `${n} menu`,
  /** Hal Ambil's title: pick up FOOD / DRINKS. */
  pickupTitle: (kind: string): string => `Ambil ${kind}`,
} as const;
