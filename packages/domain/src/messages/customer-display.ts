/**
 * The customer-facing display (`/layar-pelanggan`) and its pairing from the till.
 * Each text is one entry in its three languages, `{ id, en, ms }` (see `localized.ts`).
 */
import { localized } from "./localized.ts";

/** The customer display, its pairing dialog on the till and the server's refusals. Product wording. */
export const DISPLAY_MSG = localized({
  MENU: { id: "Layar Pelanggan", en: "Customer Display", ms: "Skrin Pelanggan" },
  CODE_HINT: {
    id: "Buka /layar-pelanggan di perangkat yang menghadap pelanggan, lalu ketik kode ini",
    en: "Open /layar-pelanggan on the device facing the customer, then type this code",
    ms: "Buka /layar-pelanggan pada peranti yang menghadap pelanggan, kemudian taip kod ini",
  },
  CODE_VALID_UNTIL: {
    id: (time: string) => `Berlaku sampai ${time}, sekali pakai`,
    en: (time: string) => `Valid until ${time}, single use`,
    ms: (time: string) => `Sah sehingga ${time}, sekali guna`,
  },
  NEW_CODE: { id: "Kode Baru", en: "New Code", ms: "Kod Baharu" },
  PAIRED: { id: "Layar terpasang", en: "Display paired", ms: "Skrin dipasangkan" },
  NOT_PAIRED: { id: "Belum ada layar terpasang", en: "No display paired yet", ms: "Belum ada skrin dipasangkan" },
  DISCONNECT: { id: "Putuskan", en: "Disconnect", ms: "Putuskan" },
  DISCONNECTED: { id: "Layar diputuskan", en: "Display disconnected", ms: "Skrin diputuskan" },
  PAIR_TITLE: { id: "Pasangkan Layar Pelanggan", en: "Pair Customer Display", ms: "Pasangkan Skrin Pelanggan" },
  CODE_LABEL: { id: "Kode dari kasir", en: "Code from the till", ms: "Kod daripada juruwang" },
  PAIR: { id: "Pasangkan", en: "Pair", ms: "Pasangkan" },
  CODE_FORMAT: { id: "Kode terdiri dari 6 angka", en: "The code is 6 digits", ms: "Kod terdiri daripada 6 angka" },
  CODE_WRONG: {
    id: "Kode salah, kedaluwarsa atau sudah dipakai",
    en: "Wrong, expired or already used code",
    ms: "Kod salah, tamat tempoh atau telah digunakan",
  },
  TOO_MANY_TRIES: {
    id: "Terlalu banyak percobaan kode, coba lagi sebentar lagi",
    en: "Too many code attempts, try again shortly",
    ms: "Terlalu banyak cubaan kod, cuba sebentar lagi",
  },
  NOT_PAIRED_DEVICE: {
    id: "Layar ini belum dipasangkan ke kasir",
    en: "This display is not paired to a till",
    ms: "Skrin ini belum dipasangkan kepada juruwang",
  },
  DISPLAY_NOT_FOUND: { id: "Layar pelanggan tidak ditemukan", en: "Customer display not found", ms: "Skrin pelanggan tidak dijumpai" },
  WELCOME: { id: "Selamat datang", en: "Welcome", ms: "Selamat datang" },
  YOUR_ORDER: { id: "Pesanan Anda", en: "Your order", ms: "Pesanan Anda" },
  SUBTOTAL: { id: "Subtotal", en: "Subtotal", ms: "Subjumlah" },
  DISCOUNT: { id: "Diskon", en: "Discount", ms: "Diskaun" },
  VOUCHER: { id: "Voucher", en: "Voucher", ms: "Baucar" },
  TAX: { id: "Pajak", en: "Tax", ms: "Cukai" },
  SERVICE: { id: "Service Charge", en: "Service Charge", ms: "Caj Perkhidmatan" },
  CASH_WITHDRAWAL: { id: "Tarik Tunai", en: "Cash Withdrawal", ms: "Pengeluaran Tunai" },
  ROUNDING: { id: "Pembulatan", en: "Rounding", ms: "Pembundaran" },
  TOTAL: { id: "Total", en: "Total", ms: "Jumlah" },
  TO_PAY: { id: "Total Bayar", en: "Amount to pay", ms: "Jumlah Bayaran" },
  SCAN_QRIS: { id: "Scan QRIS untuk membayar", en: "Scan the QRIS to pay", ms: "Imbas QRIS untuk membayar" },
  THANK_YOU: { id: "Terima kasih", en: "Thank you", ms: "Terima kasih" },
  PAID: { id: "Dibayar", en: "Paid", ms: "Dibayar" },
  CHANGE: { id: "Kembalian", en: "Change", ms: "Baki" },
  NO_LINES: { id: "Belum ada pesanan", en: "No items yet", ms: "Belum ada pesanan" },
  OFFLINE: { id: "Menyambung ulang…", en: "Reconnecting…", ms: "Menyambung semula…" },
});
