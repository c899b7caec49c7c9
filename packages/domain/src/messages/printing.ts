/**
 * Printing: printers, receipts and tickets.
 * Each text is one entry in its three languages, `{ id, en, ms }` (see `localized.ts`).
 */
import { localized } from "./localized.ts";

/**
 * Printing (foundations §2 Printer Setting, §3, §4, §9; docs/API.md "Printing"): the
 * Printer Setting dialog, the print queue view, the server's refusals and the printed slips' words.
 */
export const PRINT_MSG = localized({
  SAVED: { id: "Printer berhasil disimpan", en: "Printer saved", ms: "Pencetak berjaya disimpan" },
  /** Printer Setting: the printer of a location removed (its queue rows go with it). */
  REMOVED: { id: "Printer berhasil dihapus", en: "Printer removed", ms: "Pencetak berjaya dibuang" },
  REMOVE: { id: "Hapus", en: "Remove", ms: "Buang" },
  REMOVE_CONFIRM_TITLE: { id: "Hapus Printer", en: "Remove Printer", ms: "Buang Pencetak" },
  REMOVE_CONFIRM: {
    id: "Hapus printer lokasi ini? Antrian cetaknya ikut terhapus.",
    en: "Remove this location's printer? Its print queue is removed too.",
    ms: "Buang pencetak lokasi ini? Baris gilir cetakannya turut dipadam.",
  },
  NOT_CONFIGURED: { id: "Printer belum di set", en: "Printer not set", ms: "Pencetak belum ditetapkan" },
  ADDRESS_REQUIRED: { id: "Alamat printer wajib diisi", en: "Printer address is required", ms: "Alamat pencetak wajib diisi" },
  ADDRESS_INVALID: { id: "Alamat printer tidak valid", en: "Invalid printer address", ms: "Alamat pencetak tidak sah" },
  /** A paper width other than 405 (58 mm) or 600 (80 mm). Product wording (foundations §9 Printers). */
  WIDTH_INVALID: {
    id: "Lebar kertas harus 405 (58 mm) atau 600 (80 mm)",
    en: "Paper width must be 405 (58 mm) or 600 (80 mm)",
    ms: "Lebar kertas mesti 405 (58 mm) atau 600 (80 mm)",
  },
  /** A printer model the ESC/POS encoder does not know (Printer Setting's Model Printer). */
  MODEL_INVALID: { id: "Model printer tidak dikenal", en: "Unknown printer model", ms: "Model pencetak tidak dikenali" },
  /** A network printer could not be reached (one text for every cause: it never maps ports). */
  UNREACHABLE: { id: "Printer tidak dapat dihubungi", en: "The printer could not be reached", ms: "Pencetak tidak dapat dihubungi" },
  CATEGORY_NOT_FOUND: { id: "Kategori produk tidak ditemukan", en: "Product category not found", ms: "Kategori produk tidak dijumpai" },
  GROUPS_CASHIER: {
    id: "Grup cetak hanya untuk lokasi selain kasir",
    en: "Print groups are only for locations other than the cashier",
    ms: "Kumpulan cetak hanya untuk lokasi selain juruwang",
  },
  LOCATION_FORBIDDEN: {
    id: "Lokasi printer kasir tidak tersedia",
    en: "Cashier printer location not available",
    ms: "Lokasi pencetak juruwang tidak tersedia",
  },
  JOB_NOT_FOUND: { id: "Antrian cetak tidak ditemukan", en: "Print job not found", ms: "Tugas cetak tidak dijumpai" },
  QUEUED: { id: "Dikirim ke printer", en: "Sent to the printer", ms: "Dihantar ke pencetak" },
  WAITER_NAME_SHORT: {
    id: "Nama pelayan minimal 3 karakter",
    en: "Waiter name needs at least 3 characters",
    ms: "Nama pelayan sekurang-kurangnya 3 aksara",
  },
  DRAWER_REASON_INVALID: {
    id: "Alasan buka laci tidak valid",
    en: "Invalid reason for opening the drawer",
    ms: "Sebab membuka laci tidak sah",
  },
  DRAWER_OPENING_NOT_FOUND: { id: "Data buka laci tidak ditemukan", en: "Drawer opening not found", ms: "Data buka laci tidak dijumpai" },
  TEST_OK: { id: "Tes cetak berhasil", en: "Test print successful", ms: "Ujian cetak berjaya" },
  IMAGE_NOT_FOUND: {
    id: "Gambar struk tidak ditemukan atau sudah kedaluwarsa",
    en: "Receipt image not found or expired",
    ms: "Imej resit tidak dijumpai atau telah tamat tempoh",
  },
  // Printer Setting dialog
  DIALOG_TITLE: { id: "Printer Setting", en: "Printer Setting", ms: "Tetapan Pencetak" },
  LOCATION: { id: "Lokasi", en: "Location", ms: "Lokasi" },
  TYPE: { id: "Tipe Koneksi", en: "Connection type", ms: "Jenis Sambungan" },
  ADDRESS: { id: "Alamat Printer", en: "Printer address", ms: "Alamat Pencetak" },
  ADDRESS_HINT_NETWORK: {
    id: "IP:port, mis. 192.168.1.50:9100",
    en: "IP:port, e.g. 192.168.1.50:9100",
    ms: "IP:port, cth. 192.168.1.50:9100",
  },
  ADDRESS_HINT_DEVICE: {
    id: "File perangkat, mis. /dev/usb/lp0",
    en: "Device file, e.g. /dev/usb/lp0",
    ms: "Fail peranti, cth. /dev/usb/lp0",
  },
  ADDRESS_HINT_CUPS: { id: "Nama printer CUPS", en: "CUPS printer name", ms: "Nama pencetak CUPS" },
  ADDRESS_HINT_SMB: { id: "smb://komputer/printer", en: "smb://computer/printer", ms: "smb://komputer/pencetak" },
  ADDRESS_FIXED: {
    id: "Alamat tetap untuk aplikasi cetak Android",
    en: "Fixed address for the Android print app",
    ms: "Alamat tetap untuk aplikasi cetak Android",
  },
  WIDTH: { id: "Lebar Kertas", en: "Paper width", ms: "Lebar Kertas" },
  WIDTH_58: { id: "58 mm", en: "58 mm", ms: "58 mm" },
  WIDTH_80: { id: "80 mm", en: "80 mm", ms: "80 mm" },
  GROUP_ONE: { id: "Grup Cetak 1", en: "Print group 1", ms: "Kumpulan Cetak 1" },
  GROUP_TWO: { id: "Grup Cetak 2", en: "Print group 2", ms: "Kumpulan Cetak 2" },
  SAVE: { id: "Simpan", en: "Save", ms: "Simpan" },
  TEST: { id: "Tes Cetak", en: "Test Print", ms: "Ujian Cetak" },
  EMPTY: { id: "Belum di set", en: "Not set", ms: "Belum ditetapkan" },
  LOCATION_KASIR: { id: "Kasir", en: "Cashier", ms: "Juruwang" },
  LOCATION_REPEAT: { id: "Repeat", en: "Repeat", ms: "Ulang" },
  LOCATION_KITCHEN: { id: "Dapur", en: "Kitchen", ms: "Dapur" },
  LOCATION_BAR: { id: "Bar", en: "Bar", ms: "Bar" },
  // Print queue view
  QUEUE_TITLE: { id: "Antrian Cetak", en: "Print Queue", ms: "Baris Gilir Cetak" },
  QUEUE_EMPTY: { id: "Belum ada data", en: "No data yet", ms: "Belum ada data" },
  QUEUE_QUEUED: { id: "Menunggu", en: "Waiting", ms: "Menunggu" },
  QUEUE_PRINTED: { id: "Tercetak", en: "Printed", ms: "Dicetak" },
  QUEUE_FAILED: { id: "Gagal", en: "Failed", ms: "Gagal" },
  QUEUE_WAITING: { id: "Menunggu aplikasi Android", en: "Waiting for the Android app", ms: "Menunggu aplikasi Android" },
  QUEUE_ATTEMPTS: { id: "Percobaan", en: "Attempts", ms: "Cubaan" },
  QUEUE_DOCUMENT: { id: "Dokumen", en: "Document", ms: "Dokumen" },
  QUEUE_TIME: { id: "Waktu", en: "Time", ms: "Masa" },
  QUEUE_STATUS: { id: "Status", en: "Status", ms: "Status" },
  QUEUE_ERROR: { id: "Kesalahan", en: "Error", ms: "Ralat" },
  PRINT_AGAIN: { id: "Cetak Lagi", en: "Print again", ms: "Cetak Lagi" },
  // Printed documents
  DOC_RECEIPT: { id: "Struk", en: "Receipt", ms: "Resit" },
  DOC_BILL: { id: "Bill", en: "Bill", ms: "Bil" },
  DOC_KITCHEN: { id: "Pesanan Dapur", en: "Kitchen Order", ms: "Pesanan Dapur" },
  DOC_REPEAT: { id: "Repeat Order", en: "Repeat Order", ms: "Pesanan Ulang" },
  DOC_DRAWER: { id: "Buka Laci", en: "Open Drawer", ms: "Buka Laci" },
  DOC_TEST: { id: "Tes Cetak", en: "Test Print", ms: "Ujian Cetak" },
  /** A cash slip or closing report; the queue view's title names which. */
  DOC_SLIP: { id: "Slip", en: "Slip", ms: "Slip" },
  SLIP_COPY: { id: "SALINAN", en: "COPY", ms: "SALINAN" },
  SLIP_BILL: { id: "BILL - BELUM LUNAS", en: "BILL - NOT PAID", ms: "BIL - BELUM DIBAYAR" },
  SLIP_ORDER: { id: "PESANAN", en: "ORDER", ms: "PESANAN" },
  SLIP_REPEAT: { id: "REPEAT ORDER", en: "REPEAT ORDER", ms: "PESANAN ULANG" },
  SLIP_ADDITIONAL: { id: "TAMBAHAN", en: "ADDITIONAL", ms: "TAMBAHAN" },
  SLIP_NOTE: { id: "Catatan", en: "Note", ms: "Catatan" },
  SLIP_TABLE: { id: "Meja", en: "Table", ms: "Meja" },
  SLIP_NOTA: { id: "Nota", en: "Bill", ms: "Bil" },
  SLIP_WAITER: { id: "Pelayan", en: "Waiter", ms: "Pelayan" },
  SLIP_CASHIER: { id: "Kasir", en: "Cashier", ms: "Juruwang" },
  SLIP_DATE: { id: "Tanggal", en: "Date", ms: "Tarikh" },
  SLIP_TOTAL: { id: "TOTAL", en: "TOTAL", ms: "JUMLAH" },
  SLIP_DRAWER_TITLE: { id: "BUKA LACI", en: "OPEN DRAWER", ms: "BUKA LACI" },
  SLIP_OPENING_TITLE: { id: "SALDO AWAL KASIR", en: "CASHIER OPENING BALANCE", ms: "BAKI AWAL JURUWANG" },
  SLIP_SESSION: { id: "Sesi", en: "Session", ms: "Sesi" },
  DOC_OPENING: { id: "Slip Saldo Awal", en: "Opening Balance Slip", ms: "Slip Baki Awal" },
  SLIP_REASON: { id: "Alasan", en: "Reason", ms: "Sebab" },
  SLIP_TEST_TITLE: { id: "TES CETAK", en: "TEST PRINT", ms: "UJIAN CETAK" },
  SLIP_TEST_BODY: { id: "Printer terhubung dengan benar", en: "Printer connected correctly", ms: "Pencetak disambung dengan betul" },
  SLIP_LOCATION: { id: "Lokasi", en: "Location", ms: "Lokasi" },
  // Logo and QR on printed receipts (Printer Setting)
  PRINT_LOGO: { id: "Cetak Logo", en: "Print logo", ms: "Cetak Logo" },
  PRINT_LOGO_HINT: {
    id: "Logo outlet di atas struk, bill dan tes cetak",
    en: "Outlet logo above the receipt, the bill and the test print",
    ms: "Logo outlet di atas resit, bil dan ujian cetak",
  },
  PRINT_QR: { id: "Cetak QR", en: "Print QR", ms: "Cetak QR" },
  PRINT_QR_HINT: {
    id: "QR tautan struk PDF di bawah struk",
    en: "QR link to the PDF receipt below the receipt",
    ms: "QR pautan resit PDF di bawah resit",
  },
  // The printer's model (Printer Setting): its profile decides the lines fed before the cut
  MODEL: { id: "Model Printer", en: "Printer model", ms: "Model Pencetak" },
  MODEL_GENERIC: { id: "Umum (ESC/POS)", en: "Generic (ESC/POS)", ms: "Umum (ESC/POS)" },
  MODEL_HINT: {
    id: "Profil printer: jarak kertas sebelum dipotong",
    en: "Printer profile: paper fed before the cut",
    ms: "Profil pencetak: kertas disuap sebelum dipotong",
  },
  LOGO_TITLE: { id: "Logo Struk", en: "Receipt Logo", ms: "Logo Resit" },
  LOGO_UPLOAD: { id: "Unggah Logo", en: "Upload logo", ms: "Muat Naik Logo" },
  LOGO_REMOVE: { id: "Hapus Logo", en: "Remove logo", ms: "Buang Logo" },
  LOGO_NONE: { id: "Belum ada logo", en: "No logo yet", ms: "Belum ada logo" },
  LOGO_HINT: {
    id: "PNG, maks. 64 KB, maks. 576 x 576 piksel",
    en: "PNG, max. 64 KB, max. 576 x 576 pixels",
    ms: "PNG, maks. 64 KB, maks. 576 x 576 piksel",
  },
  LOGO_SAVED: { id: "Logo berhasil disimpan", en: "Logo saved", ms: "Logo berjaya disimpan" },
  LOGO_REMOVED: { id: "Logo berhasil dihapus", en: "Logo removed", ms: "Logo berjaya dibuang" },
  LOGO_NOT_FOUND: { id: "Logo belum diunggah", en: "No logo uploaded yet", ms: "Logo belum dimuat naik" },
  LOGO_INVALID: {
    id: "Logo harus berupa file PNG yang valid",
    en: "The logo must be a valid PNG file",
    ms: "Logo mesti fail PNG yang sah",
  },
  LOGO_TOO_LARGE: {
    id: "Logo maksimal 64 KB dan 576 x 576 piksel",
    en: "The logo is at most 64 KB and 576 x 576 pixels",
    ms: "Logo maksimum 64 KB dan 576 x 576 piksel",
  },
  SLIP_QR_CAPTION: { id: "Pindai untuk struk digital", en: "Scan for the digital receipt", ms: "Imbas untuk resit digital" },
  /** Several android tickets at once: the links the browser could not open by itself. */
  OPEN_IMAGES_TITLE: { id: "Buka Struk", en: "Open Receipts", ms: "Buka Resit" },
  OPEN_IMAGE: { id: "Buka struk", en: "Open receipt", ms: "Buka resit" },
  // WhatsApp outbox view
  WA_OUTBOX_TITLE: { id: "Kotak Keluar WA", en: "WA Outbox", ms: "Peti Keluar WA" },
  WA_NUMBER: { id: "Nomor", en: "Number", ms: "Nombor" },
  WA_KIND: { id: "Jenis", en: "Type", ms: "Jenis" },
  WA_KIND_RECEIPT: { id: "Struk", en: "Receipt", ms: "Resit" },
  WA_KIND_TEST: { id: "Tes", en: "Test", ms: "Ujian" },
  WA_RETRY: { id: "Kirim Ulang", en: "Resend", ms: "Hantar Semula" },
  WA_RETRIED: { id: "Pesan dikirim ulang", en: "Message sent again", ms: "Mesej dihantar semula" },
  WA_NOT_FOUND: { id: "Pesan WA tidak ditemukan", en: "WA message not found", ms: "Mesej WA tidak dijumpai" },
  WA_STATE_QUEUED: { id: "Dalam antrean", en: "Queued", ms: "Dalam baris gilir" },
  WA_STATE_SENT: { id: "Terkirim", en: "Sent", ms: "Dihantar" },
  WA_STATE_FAILED: { id: "Gagal", en: "Failed", ms: "Gagal" },
  WA_STATE_NOT_CONFIGURED: { id: "Gateway belum dikonfigurasi", en: "Gateway not configured", ms: "Gateway belum dikonfigurasi" },
});
