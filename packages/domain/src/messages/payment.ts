/**
 * Payment: the pay screen and its form.
 * Each text is one entry in its three languages, `{ id, en, ms }` (see `localized.ts`).
 */
import { localized } from "./localized.ts";

/**
 * Texts of the payment methods beyond cash: EDC confirmation and void, Lainnya (Lost Bill,
 * Gratis), Multipayment, the unsent-lines warning and the member save. Server replies and screen words.
 *
 * @example
 * PAY_MSG.MULTIPAY_NONCASH_OVER; // "Pembayaran non-tunai melebihi total"
 *
 * Spec: 03-payment-history-shift §2.1, §4, §5, §8 (static popups designed here); docs/API.md "Payment".
 */
export const PAY_MSG = localized({
  /** Multipayment: a non-cash tender would leave change (change comes only from cash). */
  MULTIPAY_NONCASH_OVER: {
    id: "Pembayaran non-tunai melebihi total",
    en: "Non-cash payment exceeds the total",
    ms: "Bayaran bukan tunai melebihi jumlah",
  },
  /** Multipayment: a method outside cash, Mandiri, BNI, BRI, BCA, OVO, GoPay. */
  MULTIPAY_METHOD_INVALID: {
    id: "Metode multipayment tidak valid",
    en: "Invalid multipayment method",
    ms: "Kaedah multipayment tidak sah",
  },
  /** Multipayment: the same method twice. */
  MULTIPAY_METHOD_TWICE: {
    id: "Setiap metode multipayment hanya boleh sekali",
    en: "Each multipayment method only once",
    ms: "Setiap kaedah multipayment hanya sekali",
  },
  /** Multipayment: fewer than two tenders, or a tender of 0. */
  MULTIPAY_TOO_FEW: {
    id: "Multipayment minimal dua metode dengan nominal di atas 0",
    en: "Multipayment needs at least two methods with an amount above 0",
    ms: "Multipayment sekurang-kurangnya dua kaedah dengan jumlah melebihi 0",
  },
  /** Lost bill asked for a delivery order whose platform pays (gojek, grab, shopeefood). */
  LOST_BILL_HIDDEN: {
    id: "Lost Bill tidak tersedia untuk pesanan online ini",
    en: "Lost Bill is not available for this online order",
    ms: "Lost Bill tidak tersedia untuk pesanan dalam talian ini",
  },
  /** A write-off of a bill carrying a Tarik Tunai (the cash would leave the drawer for nothing). Product wording. */
  WRITE_OFF_WITH_WITHDRAWAL: {
    id: "Lost Bill / Gratis tidak bisa dengan Tarik Tunai. Hapus Tarik Tunai dulu",
    en: "Lost Bill / Free is not possible with a Cash Withdrawal. Remove the Cash Withdrawal first",
    ms: "Lost Bill / Percuma tidak boleh digabung dengan Pengeluaran Tunai. Buang Pengeluaran Tunai dahulu",
  },
  /** Lost Bill, Gratis or a void without its reason. */
  REASON_REQUIRED: {
    id: "Keterangan wajib diisi (minimal 3 karakter)",
    en: "A note is required (at least 3 characters)",
    ms: "Keterangan wajib diisi (sekurang-kurangnya 3 aksara)",
  },
  /** Void of a payment that is cash, a write-off, another cashier's, or older than the void window. */
  VOID_NOT_ALLOWED: {
    id: "Pembayaran ini tidak bisa dibatalkan",
    en: "This payment cannot be voided",
    ms: "Bayaran ini tidak boleh dibatalkan",
  },
  /** Void refused: the order's table was taken by another order meanwhile. */
  VOID_TABLE_TAKEN: {
    id: "Meja sudah dipakai transaksi lain",
    en: "The table is already used by another transaction",
    ms: "Meja telah digunakan oleh transaksi lain",
  },
  /** Void accepted: the order is open again. */
  VOIDED: {
    id: "Pembayaran dibatalkan, pesanan dibuka kembali",
    en: "Payment voided, the order is open again",
    ms: "Bayaran dibatalkan, pesanan dibuka semula",
  },
  /** POST /transaksi/save-member accepted. */
  MEMBER_SAVED: { id: "Data member tersimpan", en: "Member details saved", ms: "Data ahli disimpan" },
  /** Nama Akun Pembayaran shorter than 10 characters. */
  ACCOUNT_NAME_SHORT: {
    id: "Nama Akun Pembayaran minimal 10 karakter",
    en: "Payment account name needs at least 10 characters",
    ms: "Nama akaun bayaran sekurang-kurangnya 10 aksara",
  },
  /** Screen words. */
  CHOOSE_METHOD: { id: "Pilih Metode Pembayaran", en: "Choose Payment Method", ms: "Pilih Kaedah Bayaran" },
  OTHER: { id: "Lainnya", en: "Other", ms: "Lain-lain" },
  MULTIPAY: { id: "Multipayment", en: "Multipayment", ms: "Multipayment" },
  EDC_TITLE: { id: "Pembayaran EDC", en: "Card (EDC) Payment", ms: "Bayaran Kad (EDC)" },
  EDC_CONFIRM_TITLE: { id: "Konfirmasi Pembayaran EDC", en: "Confirm Card Payment", ms: "Sahkan Bayaran Kad" },
  EDC_CONFIRM: {
    id: "Pastikan mesin EDC sudah menyetujui transaksi ini",
    en: "Make sure the EDC terminal has approved this transaction",
    ms: "Pastikan terminal EDC telah meluluskan transaksi ini",
  },
  EWALLET_CONFIRM_TITLE: { id: "Konfirmasi Pembayaran E-Wallet", en: "Confirm E-Wallet Payment", ms: "Sahkan Bayaran E-Dompet" },
  EWALLET_CONFIRM: {
    id: "Pastikan pembayaran e-wallet sudah masuk: cek aplikasi atau notifikasinya",
    en: "Make sure the e-wallet payment has arrived: check its app or notification",
    ms: "Pastikan bayaran e-dompet telah masuk: semak aplikasi atau pemberitahuannya",
  },
  EWALLET_REFERENCE: { id: "No. Referensi (opsional)", en: "Reference no. (optional)", ms: "No. Rujukan (pilihan)" },
  /** Headings of the EDC popup's two groups of buttons. */
  GROUP_CARD: { id: "Kartu (mesin EDC)", en: "Card (EDC terminal)", ms: "Kad (terminal EDC)" },
  GROUP_EWALLET: { id: "Dompet Digital", en: "E-Wallet", ms: "E-Dompet" },
  /** Short explanations shown on the buttons and labels that use the spec's shorthand. */
  LOSTBILL_HINT: { id: "Bill hilang · 0 diterima", en: "Lost bill · 0 received", ms: "Bil hilang · 0 diterima" },
  KPP_HINT: {
    id: "Potongan dari kode voucher atau KPP",
    en: "A reduction from a voucher or KPP code",
    ms: "Potongan daripada kod baucar atau KPP",
  },
  FREE_CHANGE_HINT: {
    id: "Free Kembalian: kembalian yang tidak diambil Big Boss dan ditinggal untuk waroeng",
    en: "Change waived: change the customer leaves to the stall instead of taking it",
    ms: "Baki percuma: baki yang tidak diambil pelanggan dan ditinggalkan untuk kedai",
  },
  APPROVAL_CODE: {
    id: "No. Approval / Referensi (opsional)",
    en: "Approval / Reference no. (optional)",
    ms: "No. Kelulusan / Rujukan (pilihan)",
  },
  CONFIRM: { id: "Konfirmasi", en: "Confirm", ms: "Sahkan" },
  CANCEL: { id: "Batal", en: "Cancel", ms: "Batal" },
  DEFAULT_METHOD: { id: "Metode bawaan", en: "Default method", ms: "Kaedah lalai" },
  LOST_BILL: { id: "Lost Bill", en: "Lost Bill", ms: "Lost Bill" },
  GRATIS: { id: "Gratis", en: "Free", ms: "Percuma" },
  KPP_VOUCHER: { id: "KPP/Voucher", en: "KPP/Voucher", ms: "KPP/Baucar" },
  PRINT_BILL: { id: "Print Bill", en: "Print Bill", ms: "Cetak Bil" },
  REASON: { id: "Keterangan", en: "Note", ms: "Keterangan" },
  LOST_BILL_NOTE: {
    id: "Bill hilang: pesanan ditutup tanpa pembayaran (0 diterima) dan dicatat terpisah",
    en: "Lost bill: the order is closed without payment (0 received) and recorded separately",
    ms: "Bil hilang: pesanan ditutup tanpa bayaran (0 diterima) dan direkod berasingan",
  },
  GRATIS_NOTE: {
    id: "Gratis: pesanan ditutup tanpa pembayaran (0 diterima) dan dicatat terpisah",
    en: "Free: the order is closed without payment (0 received) and recorded separately",
    ms: "Percuma: pesanan ditutup tanpa bayaran (0 diterima) dan direkod berasingan",
  },
  REMAINING: { id: "Sisa", en: "Remaining", ms: "Baki perlu dibayar" },
  CHANGE: { id: "Kembalian", en: "Change", ms: "Baki" },
  PAY: { id: "Bayar", en: "Pay", ms: "Bayar" },
  PAID_TITLE: { id: "Pembayaran Berhasil", en: "Payment Successful", ms: "Bayaran Berjaya" },
  VOID_TITLE: { id: "Batalkan Pembayaran", en: "Void Payment", ms: "Batalkan Bayaran" },
  VOID_HINT: {
    id: "Salah pilih bank? Batalkan sebelum mencetak struk",
    en: "Wrong bank? Void before printing the receipt",
    ms: "Salah pilih bank? Batalkan sebelum mencetak resit",
  },
  UNSENT_TITLE: { id: "Ada menu BELUM DIORDER", en: "Some items are NOT SENT", ms: "Ada menu BELUM DIHANTAR" },
  UNSENT_TEXT: {
    id: "Menu berikut belum dikirim ke dapur:",
    en: "These items have not been sent to the kitchen:",
    ms: "Menu berikut belum dihantar ke dapur:",
  },
  SEND_TO_KITCHEN: { id: "Kirim ke Dapur", en: "Send to kitchen", ms: "Hantar ke Dapur" },
  PAY_ANYWAY: { id: "Bayar Saja", en: "Pay anyway", ms: "Bayar Juga" },
});

/** Field errors of the payment form's issue-9 fields (payment-form.ts). */
export const PAY_FIELD_MSG = localized({
  MULTIPAY_LIST: {
    id: "multipayment harus berupa daftar { payment_method, nominal } (maksimal 7)",
    en: "multipayment must be a list of { payment_method, nominal } (at most 7)",
    ms: "multipayment mesti senarai { payment_method, nominal } (maksimum 7)",
  },
  APPROVAL_CODE_MAX: {
    id: "No. Approval maksimal 40 karakter",
    en: "Approval no. is at most 40 characters",
    ms: "No. Kelulusan maksimum 40 aksara",
  },
  REASON_MAX: { id: "Keterangan maksimal 255 karakter", en: "Note is at most 255 characters", ms: "Keterangan maksimum 255 aksara" },
  ACCOUNT_NAME_MAX: {
    id: "Nama Akun Pembayaran maksimal 100 karakter",
    en: "Payment account name is at most 100 characters",
    ms: "Nama akaun bayaran maksimum 100 aksara",
  },
});
