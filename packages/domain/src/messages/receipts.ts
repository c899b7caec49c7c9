/**
 * Receipts: the digital receipt over WhatsApp and the receipt's words.
 * Each text is one entry in its three languages, `{ id, en, ms }` (see `localized.ts`).
 */
import { localized } from "./localized.ts";

/**
 * Digital receipts (foundations §2 Test Struk Digital, payment §5 "Receipt send", §7
 * Receipts; docs/API.md "Digital receipts"): the WhatsApp send's states as the screens show them,
 * the test message, and the words of the receipt as text (WhatsApp) and PDF.
 */
export const WA_MSG = localized({
  TEST_TITLE: { id: "Test Struk Digital", en: "Digital Receipt Test", ms: "Ujian Resit Digital" },
  NUMBER_LABEL: { id: "Nomor WhatsApp", en: "WhatsApp number", ms: "Nombor WhatsApp" },
  /** A send's state (`wa_outbox.state`) in words. */
  STATE: {
    queued: { id: "Dalam antrean kirim", en: "Queued to send", ms: "Dalam baris gilir penghantaran" },
    sent: { id: "Terkirim", en: "Sent", ms: "Dihantar" },
    failed: { id: "Gagal terkirim", en: "Not sent", ms: "Gagal dihantar" },
    not_configured: {
      id: "Gateway WhatsApp belum dikonfigurasi: pesan dicatat, tidak dikirim",
      en: "WhatsApp gateway not configured: the message is recorded, not sent",
      ms: "Gateway WhatsApp belum dikonfigurasi: mesej direkod, tidak dihantar",
    },
  },
  /** The body of Test Struk Digital. */
  testMessage: {
    id: (outlet: string): string => `*${outlet}*\nTest Struk Digital berhasil: struk pembayaran akan dikirim ke nomor ini.`,
    en: (outlet: string): string => `*${outlet}*\nDigital receipt test successful: payment receipts will be sent to this number.`,
    ms: (outlet: string): string => `*${outlet}*\nUjian Resit Digital berjaya: resit bayaran akan dihantar ke nombor ini.`,
  },
  /** Unknown or foreign receipt link (the same words for both: no oracle). */
  RECEIPT_NOT_FOUND: { id: "Struk tidak ditemukan", en: "Receipt not found", ms: "Resit tidak dijumpai" },
  /** A number left with more digits than WhatsApp allows (15). */
  NUMBER_TOO_LONG: { id: "Nomor WA terlalu panjang", en: "WhatsApp number too long", ms: "Nombor WhatsApp terlalu panjang" },
  /** The receipt modal's field and the note after a send. */
  PHONE_LABEL: { id: "Nomor HP", en: "Phone number", ms: "Nombor telefon" },
  SENT_TO: {
    id: (phone: string, state: string): string => `Struk ke ${phone}: ${state}`,
    en: (phone: string, state: string): string => `Receipt to ${phone}: ${state}`,
    ms: (phone: string, state: string): string => `Resit ke ${phone}: ${state}`,
  },
});

/**
 * The words of a paid receipt, once for every output (receipt-document.ts: ESC/POS, printer image,
 * PDF, WhatsApp text and the printable /struk page).
 */
export const RECEIPT_MSG = localized({
  /** The copy mark of a reprint (mode 1). */
  COPY: { id: "SALINAN", en: "COPY", ms: "SALINAN" },
  PHONE_PREFIX: { id: "Telp.", en: "Tel.", ms: "Tel." },
  NOTA: { id: "Nota", en: "Bill", ms: "Bil" },
  DATE: { id: "Tanggal", en: "Date", ms: "Tarikh" },
  TABLE: { id: "Meja", en: "Table", ms: "Meja" },
  BIG_BOSS: { id: "Big Boss", en: "Big Boss", ms: "Big Boss" },
  CASHIER: { id: "Kasir", en: "Cashier", ms: "Juruwang" },
  SUBTOTAL: { id: "Subtotal", en: "Subtotal", ms: "Subjumlah" },
  TAX: { id: "Pajak", en: "Tax", ms: "Cukai" },
  SERVICE: { id: "Service Charge", en: "Service Charge", ms: "Caj Perkhidmatan" },
  DISCOUNT: { id: "Diskon", en: "Discount", ms: "Diskaun" },
  VOUCHER: { id: "Voucher", en: "Voucher", ms: "Baucar" },
  CASH_WITHDRAWAL: { id: "Tarik Tunai", en: "Cash Withdrawal", ms: "Pengeluaran Tunai" },
  ROUNDING: { id: "Pembulatan", en: "Rounding", ms: "Pembundaran" },
  TOTAL: { id: "TOTAL", en: "TOTAL", ms: "JUMLAH" },
  CHANGE: { id: "Kembalian", en: "Change", ms: "Baki" },
  FREE_CHANGE: { id: "Free Kembalian", en: "Free Change", ms: "Baki Percuma" },
  PDF_LINK: { id: "Struk PDF", en: "PDF receipt", ms: "Resit PDF" },
  FILE_PREFIX: { id: "struk", en: "receipt", ms: "resit" },
});
