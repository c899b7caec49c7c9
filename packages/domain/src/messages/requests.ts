/**
 * Request validation: field limits, request refusals, input and system texts.
 * Each text is one entry in its three languages, `{ id, en, ms }` (see `localized.ts`).
 */
import { BODY_LIMITS, MAX_ITEMS, MAX_LENGTH } from "../constants.ts";
import { localized } from "./localized.ts";
import { INTEGER_REQUIRED, NOTA_REQUIRED } from "./shared.ts";

/**
 * Validation texts of the shared schemas that the spec does not word itself (the project's own
 * Indonesian, in the spec's tone). Where the spec has a text it is reused from `MSG`.
 *
 * @example
 * FIELD_MSG.CUSTOMER_NAME_MIN; // "Nama Big Boss minimal 3 karakter"
 *
 * Spec: 01-foundations §5 (note form limits), 03-payment-history-shift §5.
 */
export const FIELD_MSG = localized({
  NOTE_NUMBER_REQUIRED: NOTA_REQUIRED,
  NOTE_NUMBER_NUMERIC: { id: "Nomor Nota harus berupa angka", en: "Bill number must be a number", ms: "Nombor bil mesti nombor" },
  NOTE_NUMBER_MIN: {
    id: "Nomor Nota minimal 4 karakter",
    en: "Bill number needs at least 4 characters",
    ms: "Nombor bil sekurang-kurangnya 4 aksara",
  },
  ONLINE_NOTE_NUMBER_MIN: {
    id: "Nomor Nota minimal 3 karakter",
    en: "Bill number needs at least 3 characters",
    ms: "Nombor bil sekurang-kurangnya 3 aksara",
  },
  CUSTOMER_NAME_REQUIRED: { id: "Nama Big Boss harus diisi!", en: "Big Boss name is required!", ms: "Nama Big Boss wajib diisi!" },
  CUSTOMER_NAME_MIN: {
    id: "Nama Big Boss minimal 3 karakter",
    en: "Big Boss name needs at least 3 characters",
    ms: "Nama Big Boss sekurang-kurangnya 3 aksara",
  },
  ORDER_TIME_REQUIRED: { id: "Jam Order harus diisi!", en: "Order time is required!", ms: "Masa pesanan wajib diisi!" },
  TIME_INVALID: { id: "Format jam tidak valid", en: "Invalid time format", ms: "Format masa tidak sah" },
  TABLE_REQUIRED: { id: "Meja harus dipilih!", en: "Choose a table!", ms: "Pilih meja!" },
  STAFF_REQUIRED: { id: "Karyawan harus dipilih!", en: "Choose a staff member!", ms: "Pilih kakitangan!" },
  MEMBER_ID_MIN: {
    id: "ID Member/NIK minimal 5 karakter",
    en: "Member ID/National ID needs at least 5 characters",
    ms: "No. KP/ID Ahli sekurang-kurangnya 5 aksara",
  },
  TABLE_LIST_INVALID: { id: "Daftar meja tidak valid", en: "Invalid table list", ms: "Senarai meja tidak sah" },
  DELIVERY_TYPE_REQUIRED: { id: "Jenis ojol harus dipilih!", en: "Choose a delivery platform!", ms: "Pilih platform penghantaran!" },
  EMAIL_REQUIRED: { id: "Email harus diisi!", en: "Email is required!", ms: "E-mel wajib diisi!" },
  PASSWORD_REQUIRED: { id: "Kata sandi harus diisi!", en: "Password is required!", ms: "Kata laluan wajib diisi!" },
  INTEGER_REQUIRED: INTEGER_REQUIRED,
  NOT_NEGATIVE: { id: "Tidak boleh kurang dari 0", en: "Cannot be less than 0", ms: "Tidak boleh kurang daripada 0" },
  ID_REQUIRED: { id: "ID tidak valid", en: "Invalid ID", ms: "ID tidak sah" },
  DATE_INVALID: { id: "Format tanggal harus YYYY-MM-DD", en: "Date must be YYYY-MM-DD", ms: "Format tarikh mesti YYYY-MM-DD" },
  OPENING_CASH_EMPTY: { id: "Total modal tidak boleh 0", en: "Total float cannot be 0", ms: "Jumlah modal tidak boleh 0" },
  DENOMINATION_DUPLICATE: { id: "Pecahan uang tidak boleh ganda", en: "Each denomination only once", ms: "Setiap nilai wang hanya sekali" },
  MODAL_DETAIL_INVALID: { id: "Rincian modal tidak valid", en: "Invalid float breakdown", ms: "Perincian modal tidak sah" },
  PAYMENT_METHOD_INVALID: { id: "Metode pembayaran tidak valid", en: "Invalid payment method", ms: "Kaedah bayaran tidak sah" },
  FLAG_INVALID: { id: "Harus 0 atau 1", en: "Must be 0 or 1", ms: "Mesti 0 atau 1" },
  /** Money not in the currency's major unit with its decimals ("1.005" ringgit, "61000.5" rupiah). */
  MONEY_INVALID_IDR: {
    id: "Nominal rupiah harus angka bulat tanpa desimal (contoh 61000)",
    en: "Rupiah amounts are whole numbers without decimals (e.g. 61000)",
    ms: "Jumlah rupiah mesti nombor bulat tanpa perpuluhan (contoh 61000)",
  },
  MONEY_INVALID_MYR: {
    id: "Nominal ringgit maksimal 2 angka desimal (contoh 8.50)",
    en: "Ringgit amounts have at most 2 decimals (e.g. 8.50)",
    ms: "Jumlah ringgit maksimum 2 tempat perpuluhan (contoh 8.50)",
  },
  // Maximum lengths (MAX_LENGTH, MAX_ITEMS of constants.ts) and control characters
  NOTE_NUMBER_MAX: {
    id: `Nomor Nota maksimal ${MAX_LENGTH.noteNumber} karakter`,
    en: `Bill number is at most ${MAX_LENGTH.noteNumber} characters`,
    ms: `Nombor bil maksimum ${MAX_LENGTH.noteNumber} aksara`,
  },
  CUSTOMER_NAME_MAX: {
    id: `Nama Big Boss maksimal ${MAX_LENGTH.name} karakter`,
    en: `Big Boss name is at most ${MAX_LENGTH.name} characters`,
    ms: `Nama Big Boss maksimum ${MAX_LENGTH.name} aksara`,
  },
  MEMBER_ID_MAX: {
    id: `ID Member/NIK maksimal ${MAX_LENGTH.memberId} karakter`,
    en: `Member ID/National ID is at most ${MAX_LENGTH.memberId} characters`,
    ms: `No. KP/ID Ahli maksimum ${MAX_LENGTH.memberId} aksara`,
  },
  PHONE_MAX: {
    id: `Nomor WA maksimal ${MAX_LENGTH.phone} karakter`,
    en: `WhatsApp number is at most ${MAX_LENGTH.phone} characters`,
    ms: `Nombor WhatsApp maksimum ${MAX_LENGTH.phone} aksara`,
  },
  EMAIL_MAX: {
    id: `Email maksimal ${MAX_LENGTH.email} karakter`,
    en: `Email is at most ${MAX_LENGTH.email} characters`,
    ms: `E-mel maksimum ${MAX_LENGTH.email} aksara`,
  },
  PASSWORD_MAX: {
    id: `Kata sandi maksimal ${MAX_LENGTH.password} karakter`,
    en: `Password is at most ${MAX_LENGTH.password} characters`,
    ms: `Kata laluan maksimum ${MAX_LENGTH.password} aksara`,
  },
  TYPE_NAME_MAX: {
    id: `Jenis transaksi maksimal ${MAX_LENGTH.transactionTypeName} karakter`,
    en: `Transaction type is at most ${MAX_LENGTH.transactionTypeName} characters`,
    ms: `Jenis transaksi maksimum ${MAX_LENGTH.transactionTypeName} aksara`,
  },
  TABLE_LIST_MAX: { id: `Meja maksimal ${MAX_ITEMS}`, en: `At most ${MAX_ITEMS} tables`, ms: `Maksimum ${MAX_ITEMS} meja` },
  LIST_MAX: {
    id: `Daftar maksimal ${MAX_ITEMS} baris`,
    en: `A list holds at most ${MAX_ITEMS} rows`,
    ms: `Senarai maksimum ${MAX_ITEMS} baris`,
  },
  TEXT_MAX: {
    id: `Teks maksimal ${MAX_LENGTH.query} karakter`,
    en: `Text is at most ${MAX_LENGTH.query} characters`,
    ms: `Teks maksimum ${MAX_LENGTH.query} aksara`,
  },
  NOTE_MAX: {
    id: `Keterangan maksimal ${MAX_LENGTH.note} karakter`,
    en: `Note is at most ${MAX_LENGTH.note} characters`,
    ms: `Catatan maksimum ${MAX_LENGTH.note} aksara`,
  },
  CONTROL_CHARS: {
    id: "Teks tidak boleh berisi karakter kontrol",
    en: "Text cannot contain control characters",
    ms: "Teks tidak boleh mengandungi aksara kawalan",
  },
  NUMBER_TOO_BIG: { id: "Angka terlalu besar", en: "Number too large", ms: "Nombor terlalu besar" },
});

/**
 * Refusals of a request as a whole (its body, content type or address) rather than of one field,
 * in Indonesian like every other text; the server answers them with the HTTP status noted.
 *
 * @example
 * REQUEST_MSG.BODY_TOO_LARGE; // "Data yang dikirim terlalu besar (maksimal 1 MB)" (413)
 *
 * Spec: not shown (01-foundations §8: other failures); docs/API.md "Limits".
 */
export const REQUEST_MSG = localized({
  /** 413: body above BODY_LIMITS.bytes, any content type, chunked or not. */
  BODY_TOO_LARGE: {
    id: `Data yang dikirim terlalu besar (maksimal ${BODY_LIMITS.bytes / 1_048_576} MB)`,
    en: `The data sent is too large (at most ${BODY_LIMITS.bytes / 1_048_576} MB)`,
    ms: `Data yang dihantar terlalu besar (maksimum ${BODY_LIMITS.bytes / 1_048_576} MB)`,
  },
  /** 413: more than BODY_LIMITS.fields form fields or multipart parts. */
  TOO_MANY_FIELDS: {
    id: `Terlalu banyak isian (maksimal ${BODY_LIMITS.fields})`,
    en: `Too many fields (at most ${BODY_LIMITS.fields})`,
    ms: `Terlalu banyak medan (maksimum ${BODY_LIMITS.fields})`,
  },
  /** 413: a multipart field name or value longer than the body limit allows (never cut short). */
  FIELD_TOO_LONG: { id: "Isian terlalu panjang", en: "Field too long", ms: "Medan terlalu panjang" },
  /** 415: a multipart file part: no call takes a file. */
  FILE_REFUSED: { id: "Unggahan berkas tidak diterima", en: "File uploads are not accepted", ms: "Muat naik fail tidak diterima" },
  /** 400: malformed multipart (bad or missing boundary, cut-off part) or urlencoded body. */
  FORM_INVALID: { id: "Format formulir tidak valid", en: "Invalid form format", ms: "Format borang tidak sah" },
  /** 400: body is not valid JSON. */
  JSON_INVALID: { id: "Format JSON tidak valid", en: "Invalid JSON format", ms: "Format JSON tidak sah" },
  /** 422: a body that is not an object (an array, a string, null) where a form is expected. */
  BODY_NOT_OBJECT: { id: "Isi permintaan harus berupa objek", en: "The request body must be an object", ms: "Isi permintaan mesti objek" },
  /** 400: empty body sent as JSON. */
  JSON_EMPTY: { id: "Isi permintaan kosong", en: "The request body is empty", ms: "Isi permintaan kosong" },
  /** 415: a content type other than JSON, urlencoded or multipart. */
  MEDIA_TYPE: {
    id: "Jenis isi permintaan tidak didukung (gunakan JSON, urlencoded atau multipart)",
    en: "Unsupported content type (use JSON, urlencoded or multipart)",
    ms: "Jenis kandungan tidak disokong (gunakan JSON, urlencoded atau multipart)",
  },
  /** 400: body length differs from Content-Length. */
  CONTENT_LENGTH: {
    id: "Panjang data tidak sesuai Content-Length",
    en: "Data length does not match Content-Length",
    ms: "Panjang data tidak sepadan dengan Content-Length",
  },
  /** 400: an address with a bad %-escape. */
  BAD_URL: { id: "Alamat tidak valid", en: "Invalid address", ms: "Alamat tidak sah" },
  /** 414: a path segment too long. */
  URL_TOO_LONG: { id: "Alamat terlalu panjang", en: "Address too long", ms: "Alamat terlalu panjang" },
  /** 405 / other 4xx without a more precise text. */
  INVALID: { id: "Permintaan tidak valid", en: "Invalid request", ms: "Permintaan tidak sah" },
  /** 429: too many requests (a limiter without a text of its own). */
  TOO_MANY_REQUESTS: {
    id: "Terlalu banyak permintaan, silakan coba lagi nanti",
    en: "Too many requests, please try again later",
    ms: "Terlalu banyak permintaan, sila cuba lagi nanti",
  },
  /** 404: unknown address. */
  NOT_FOUND: { id: "Tidak ditemukan", en: "Not found", ms: "Tidak dijumpai" },
  /** The web client: the server could not be reached at all (network down, server stopped). */
  UNREACHABLE: {
    id: "Server tidak dapat dihubungi. Periksa koneksi lalu coba lagi",
    en: "Cannot reach the server. Check the connection and try again",
    ms: "Pelayan tidak dapat dihubungi. Semak sambungan dan cuba lagi",
  },
  /** 500: a fault of the server (logged); never for bad input. */
  SERVER_ERROR: {
    id: "Terjadi Kesalahan! Silakan coba lagi",
    en: "Something went wrong! Please try again",
    ms: "Berlaku Ralat! Sila cuba lagi",
  },
});

/**
 * Texts of the web's number inputs and of the screen error boundary (the project's own Indonesian,
 * in the spec's tone; the spec has no words for these).
 *
 * @example
 * INPUT_MSG.tooLarge("9.999"); // "Maksimal 9.999"
 * SCREEN_ERROR.TITLE; // "Layar ini mengalami gangguan"
 *
 * Spec: 03-payment-history-shift §5 (amount format, quantities numeric).
 */
export const INPUT_MSG = localized({
  /** A number above the domain's limit (`MAX_QUANTITY`, `MAX_MONEY`); `max` already formatted. */
  tooLarge: {
    id: (max: string): string => `Maksimal ${max}`,
    en: (max: string): string => `At most ${max}`,
    ms: (max: string): string => `Maksimum ${max}`,
  },
  /** A decimal mark typed into a count of things. */
  WHOLE_NUMBER: INTEGER_REQUIRED,
  /** A decimal comma typed into a rupiah amount (rupiah has no decimals). */
  NO_DECIMALS_IDR: { id: "Rupiah tanpa desimal", en: "Rupiah has no decimals", ms: "Rupiah tanpa perpuluhan" },
});

/**
 * Texts of the service itself (not of a screen of the spec), in the spec's tone.
 *
 * @example
 * SYSTEM_MSG.DATABASE_UNAVAILABLE; // the 503 body while the database restarts
 */
export const SYSTEM_MSG = localized({
  /** 503 while the database is down or restarting; the client may retry in a few seconds. */
  DATABASE_UNAVAILABLE: {
    id: "Database sedang tidak dapat dihubungi, silakan coba lagi sebentar lagi",
    en: "The database cannot be reached right now, please try again shortly",
    ms: "Pangkalan data tidak dapat dihubungi buat masa ini, sila cuba sebentar lagi",
  },
  /** 507 for a change refused because the box's disk is (nearly) full; reads keep working. */
  STORAGE_FULL: {
    id: "Penyimpanan penuh — hubungi pemilik",
    en: "Storage is full — contact the owner",
    ms: "Storan penuh — hubungi pemilik",
  },
  /** Banner on every screen while the disk is full: what still works. */
  STORAGE_FULL_DETAIL: {
    id: "Pesanan dan pembayaran baru tidak dapat disimpan sampai ada ruang. Data yang ada tetap bisa dibuka.",
    en: "New orders and payments cannot be saved until space is freed. Existing data can still be opened.",
    ms: "Pesanan dan bayaran baharu tidak dapat disimpan sehingga ada ruang. Data sedia ada masih boleh dibuka.",
  },
  /** Banner title on every screen while free space is under the warning threshold. */
  STORAGE_LOW: {
    id: "Penyimpanan hampir penuh — hubungi pemilik",
    en: "Storage is almost full — contact the owner",
    ms: "Storan hampir penuh — hubungi pemilik",
  },
  /** Banner body while space is low; `free` is the free space, e.g. "512 MB". */
  storageLowDetail: {
    id: (free: string): string => `Sisa ${free}. Kosongkan ruang sebelum penuh; saat penuh, pesanan baru tidak dapat disimpan.`,
    en: (free: string): string => `${free} left. Free some space before it is full; when full, new orders cannot be saved.`,
    ms: (free: string): string => `Baki ${free}. Kosongkan ruang sebelum penuh; apabila penuh, pesanan baharu tidak dapat disimpan.`,
  },
});
