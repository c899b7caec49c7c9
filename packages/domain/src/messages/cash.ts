/**
 * Cash: the cash book and the cash screens.
 * Each text is one entry in its three languages, `{ id, en, ms }` (see `localized.ts`).
 */
import { localized } from "./localized.ts";

/**
 * Texts of the cash book and the shift (payment §2.6–§2.9, §5, §8; foundations §2, §5):
 * server refusals and results of Kas Kasir, Uang Tips, Tutup Saldo and Ganti Shift. Spec words where
 * the spec has them (MSG), product wording otherwise.
 *
 * @example CASH_BOOK_MSG.MUTATION_SAVED; // "Transaksi kas berhasil disimpan"
 */
export const CASH_BOOK_MSG = localized({
  PERSON_REQUIRED: { id: "Nama pengguna harus diisi", en: "User name is required", ms: "Nama pengguna wajib diisi" },
  PERSON_MAX: {
    id: "Nama pengguna maksimal 100 karakter",
    en: "User name is at most 100 characters",
    ms: "Nama pengguna maksimum 100 aksara",
  },
  DESCRIPTION_REQUIRED: { id: "Keterangan harus diisi", en: "Description is required", ms: "Keterangan wajib diisi" },
  DESCRIPTION_MAX: {
    id: "Keterangan maksimal 255 karakter",
    en: "Description is at most 255 characters",
    ms: "Keterangan maksimum 255 aksara",
  },
  GROUP_INVALID: {
    id: "Pilih grup Reguler atau Ojol",
    en: "Choose the Regular or Delivery group",
    ms: "Pilih kumpulan Biasa atau Penghantaran",
  },
  MUTATION_SAVED: { id: "Transaksi kas berhasil disimpan", en: "Cash entry saved", ms: "Transaksi tunai berjaya disimpan" },
  TIP_REASON_INVALID: {
    id: "Keterangan harus Sisa Kembalian, Apresiasi Pelayanan atau Lainnya",
    en: "Description must be Leftover Change, Service Appreciation or Other",
    ms: "Keterangan mesti Lebihan baki, Penghargaan perkhidmatan atau Lain-lain",
  },
  TIP_AMOUNT_REQUIRED: { id: "Jumlah uang tips harus diisi", en: "Tip amount is required", ms: "Jumlah tip wajib diisi" },
  TIP_SAVED: { id: "Uang tips berhasil disimpan", en: "Tip saved", ms: "Tip berjaya disimpan" },
  TIP_UPDATED: { id: "Uang tips berhasil diubah", en: "Tip changed", ms: "Tip berjaya diubah" },
  TIP_DELETED: { id: "Uang tips berhasil dihapus", en: "Tip deleted", ms: "Tip berjaya dipadam" },
  RECIPIENT_UNKNOWN: { id: "Penerima tidak ditemukan", en: "Recipient not found", ms: "Penerima tidak dijumpai" },
  CLOSED: { id: "Saldo akhir berhasil disimpan", en: "Closing balance saved", ms: "Baki penutup berjaya disimpan" },
  SHIFT_CHANGED: { id: "Shift berhasil diganti", en: "Shift changed", ms: "Syif berjaya ditukar" },
  SESSION_CLOSED: { id: "Saldo sudah ditutup", en: "Balance already closed", ms: "Baki telah ditutup" },
  /** Tutup Saldo refused: bills are still open and the close did not say `close_anyway`. */
  openOrdersLeft: {
    id: (count: number, notas: string): string =>
      `Masih ada ${count} pesanan belum dibayar (Nota ${notas}). Selesaikan dulu, atau pilih Tutup Saldo Tetap.`,
    en: (count: number, notas: string): string =>
      `${count} unpaid order(s) still open (Bill ${notas}). Settle them first, or choose Close Anyway.`,
    ms: (count: number, notas: string): string =>
      `Masih ada ${count} pesanan belum dibayar (Bil ${notas}). Selesaikan dahulu, atau pilih Tutup Baki Juga.`,
  },
  CLOSE_ANYWAY_NEEDS_APPROVAL: {
    id: "Tutup saldo dengan pesanan belum dibayar perlu persetujuan kacab",
    en: "Closing with unpaid orders needs a supervisor's approval",
    ms: "Tutup baki dengan pesanan belum dibayar perlu kelulusan penyelia",
  },
});

/**
 * Labels of the cash-book and shift screens (payment §2.6–§2.9; foundations §2 dialogs).
 *
 * @example CASH_UI.TOTAL_SPENDING; // "TOTAL PENGELUARAN"
 */
export const CASH_UI = localized({
  /** The shown name of each tip reason, keyed by its wire value (TIP_REASONS). */
  TIP_REASON_LABELS: {
    "Sisa Kembalian": { id: "Sisa Kembalian", en: "Leftover change", ms: "Lebihan baki" },
    "Apresiasi Pelayanan": { id: "Apresiasi Pelayanan", en: "Service appreciation", ms: "Penghargaan perkhidmatan" },
    Lainnya: { id: "Lainnya", en: "Other", ms: "Lain-lain" },
  },
  MUTATION_FORM: { id: "Form Transaksi Kas", en: "Cash Entry Form", ms: "Borang Transaksi Tunai" },
  MUTATION_HISTORY: { id: "History Kas", en: "Cash History", ms: "Sejarah Tunai" },
  CASH_IN: { id: "Kas Masuk", en: "Cash In", ms: "Tunai Masuk" },
  CASH_OUT: { id: "Kas Keluar", en: "Cash Out", ms: "Tunai Keluar" },
  DESCRIPTION: { id: "Keterangan", en: "Description", ms: "Keterangan" },
  PERSON: { id: "Nama Pengguna", en: "User name", ms: "Nama Pengguna" },
  TYPE: { id: "Jenis Transaksi", en: "Transaction type", ms: "Jenis Transaksi" },
  GROUP: { id: "Grup", en: "Group", ms: "Kumpulan" },
  /** The shown name of each cash-mutation group, keyed by its wire value (MUTATION_GROUPS). */
  GROUP_LABELS: {
    Reguler: { id: "Reguler", en: "Regular", ms: "Biasa" },
    Ojol: { id: "Ojol", en: "Delivery", ms: "Penghantaran" },
  },
  AMOUNT: { id: "Jumlah Uang", en: "Amount", ms: "Jumlah Wang" },
  TOTAL_SPENDING: { id: "TOTAL PENGELUARAN", en: "TOTAL SPENDING", ms: "JUMLAH PERBELANJAAN" },
  /** Kas Kasir's footer when more came in than went out (domain cashBookNet). */
  TOTAL_NET_IN: { id: "TOTAL PEMASUKAN BERSIH", en: "NET CASH IN", ms: "JUMLAH MASUK BERSIH" },
  NET_OUT_RULE: { id: "Kas Keluar − Kas Masuk", en: "Cash Out − Cash In", ms: "Tunai Keluar − Tunai Masuk" },
  NET_IN_RULE: { id: "Kas Masuk − Kas Keluar", en: "Cash In − Cash Out", ms: "Tunai Masuk − Tunai Keluar" },
  SAVE: { id: "Simpan", en: "Save", ms: "Simpan" },
  PRINT_SLIP: { id: "Cetak", en: "Print", ms: "Cetak" },
  TIP_FORM: { id: "Form Input Uang Tips", en: "Tip Entry Form", ms: "Borang Tip" },
  TIP_EDIT_FORM: { id: "Edit Input Uang Tips", en: "Edit Tip Entry", ms: "Ubah Tip" },
  TIP_LIST: { id: "Daftar Uang Tips", en: "Tips", ms: "Senarai Tip" },
  TIP_TOTAL: { id: "TOTAL PEMASUKAN", en: "TOTAL INCOME", ms: "JUMLAH PENDAPATAN" },
  RECIPIENT: { id: "Nama Penerima", en: "Recipient", ms: "Nama Penerima" },
  CASHIER: { id: "Nama Kasir", en: "Cashier", ms: "Nama Juruwang" },
  TIP_AMOUNT: { id: "Nominal Uang Tips", en: "Tip amount", ms: "Jumlah Tip" },
  DATE: { id: "Tanggal", en: "Date", ms: "Tarikh" },
  REPORT_TIME: { id: "Jam Lapor", en: "Reported at", ms: "Masa Laporan" },
  EDIT: { id: "Edit", en: "Edit", ms: "Ubah" },
  DELETE: { id: "Hapus", en: "Delete", ms: "Padam" },
  CANCEL: { id: "Batal", en: "Cancel", ms: "Batal" },
  CLOSE_BALANCE: { id: "Tutup Saldo", en: "Close Balance", ms: "Tutup Baki" },
  CLOSE_AMOUNT: { id: "Jumlah uang di laci", en: "Cash in the drawer", ms: "Jumlah wang dalam laci" },
  CLOSING_REPORT: { id: "Laporan Tutup Saldo", en: "Closing Report", ms: "Laporan Tutup Baki" },
  PRINT_AGAIN: { id: "Cetak laporan lagi?", en: "Print the report again?", ms: "Cetak laporan sekali lagi?" },
  YES: { id: "Ya", en: "Yes", ms: "Ya" },
  NO: { id: "Tidak", en: "No", ms: "Tidak" },
  SALES_RECAP: { id: "Rekap Penjualan Menu", en: "Menu Sales Recap", ms: "Ringkasan Jualan Menu" },
  CANCEL_RECAP: { id: "Rekap Pembatalan Menu", en: "Cancellation Recap", ms: "Ringkasan Pembatalan Menu" },
  TIPS_RECAP: { id: "Rekap Uang Tips", en: "Tips Recap", ms: "Ringkasan Tip" },
  FREE_CHANGE_RECAP: { id: "Rekap Free Kembalian", en: "Free Change Recap", ms: "Ringkasan Baki Percuma" },
  TIP_DETAIL: { id: "Detil Uang Tips", en: "Tip Details", ms: "Butiran Tip" },
  DETAIL: { id: "Detil", en: "Details", ms: "Butiran" },
  REAL_MONEY_INPUT: { id: "Input Uang Riil", en: "Enter Counted Cash", ms: "Masukkan Wang Sebenar" },
  CHANGE_SHIFT: { id: "Ganti Shift", en: "Change Shift", ms: "Tukar Syif" },
  OPENING_CASH: { id: "Saldo Awal", en: "Opening Balance", ms: "Baki Awal" },
  SPENDING: { id: "Kas Kasir", en: "Cash Book", ms: "Buku Tunai" },
  REMAINING_MODAL: { id: "Sisa Modal", en: "Remaining float", ms: "Baki Modal" },
  REAL_MONEY: { id: "Uang Riil (buku)", en: "Counted cash (book)", ms: "Wang Sebenar (buku)" },
  CASH_TOTAL: { id: "Total Tunai", en: "Cash total", ms: "Jumlah Tunai" },
  NON_CASH_TOTAL: { id: "Total Non Tunai", en: "Non-cash total", ms: "Jumlah Bukan Tunai" },
  EXPECTED_CASH: { id: "Uang di laci seharusnya", en: "Expected cash in the drawer", ms: "Wang sepatutnya dalam laci" },
  DIFFERENCE: { id: "Selisih", en: "Difference", ms: "Perbezaan" },
  INCOME_CHECK: { id: "Cek Pendapatan", en: "Income Check", ms: "Semak Pendapatan" },
  SALES_TOTAL: { id: "Total Penjualan", en: "Total sales", ms: "Jumlah Jualan" },
  BY_HOUR: { id: "Penjualan per jam", en: "Sales per hour", ms: "Jualan setiap jam" },
  BY_METHOD: { id: "Penjualan per metode bayar", en: "Sales per payment method", ms: "Jualan setiap kaedah bayaran" },
  NOTA: { id: "Nota", en: "Bill", ms: "Bil" },
  TIME: { id: "Jam", en: "Time", ms: "Masa" },
  TOTAL: { id: "Total", en: "Total", ms: "Jumlah" },
  QTY: { id: "Qty", en: "Qty", ms: "Kuantiti" },
  NOMINAL: { id: "Nominal", en: "Amount", ms: "Jumlah" },
  TAX: { id: "Pajak", en: "Tax", ms: "Cukai" },
  SERVICE: { id: "Service", en: "Service", ms: "Caj Perkhidmatan" },
  DISCOUNT: { id: "Diskon", en: "Discount", ms: "Diskaun" },
  VOUCHER: { id: "Voucher", en: "Voucher", ms: "Baucar" },
  ROUNDING: { id: "Pembulatan", en: "Rounding", ms: "Pembundaran" },
  FREE_CHANGE: { id: "Free Kembalian", en: "Free Change", ms: "Baki Percuma" },
  CASH_WITHDRAWAL: { id: "Tarik Tunai", en: "Cash Withdrawal", ms: "Pengeluaran Tunai" },
  REFUND: { id: "Refund", en: "Refund", ms: "Bayaran Balik" },
  LOST_BILL: { id: "Lost Bill", en: "Lost Bill", ms: "Lost Bill" },
  GRATIS: { id: "Gratis", en: "Free", ms: "Percuma" },
  WARRANTY: { id: "Garansi", en: "Warranty", ms: "Jaminan" },
  SESSION: { id: "Sesi", en: "Session", ms: "Sesi" },
  CONTINUE_TO_LIST: { id: "Lanjut ke Daftar Transaksi", en: "Continue to Transactions", ms: "Teruskan ke Senarai Transaksi" },
  SESSION_OPEN_READONLY: {
    id: "Saldo awal sesi ini sudah disimpan.",
    en: "This session's opening balance is already saved.",
    ms: "Baki awal sesi ini telah disimpan.",
  },
  CHANGE_SHIFT_CONFIRM: {
    id: "Tutup sesi ini dan mulai shift berikutnya?",
    en: "Close this session and start the next shift?",
    ms: "Tutup sesi ini dan mulakan syif seterusnya?",
  },
  PRINT_OPENING_SLIP: { id: "Cetak slip saldo awal", en: "Print the opening balance slip", ms: "Cetak slip baki awal" },
  OPENING_SAVED_CONFIRM: { id: "Saldo awal tersimpan", en: "Opening balance saved", ms: "Baki awal disimpan" },
  OPENING_SAVE_CONFIRM_TITLE: { id: "Simpan saldo awal?", en: "Save the opening balance?", ms: "Simpan baki awal?" },
  OPENING_SAVE_CONFIRM_TEXT: {
    id: "Pastikan jumlah uang di laci sudah dihitung dengan benar. Laci kasir akan terbuka setelah disimpan.",
    en: "Make sure the cash in the drawer is counted correctly. The cash drawer opens after saving.",
    ms: "Pastikan wang dalam laci telah dikira dengan betul. Laci juruwang akan terbuka selepas disimpan.",
  },
  OPENING_SAVE_YES: { id: "Ya, Simpan", en: "Yes, save", ms: "Ya, Simpan" },
  OPENING_SLIP_SENT: {
    id: "Slip saldo awal dikirim ke printer",
    en: "Opening balance slip sent to the printer",
    ms: "Slip baki awal dihantar ke pencetak",
  },
  OPENING_SLIP_NO_PRINTER: {
    id: "Printer kasir belum di set, slip tidak dicetak",
    en: "Cashier printer not set, the slip was not printed",
    ms: "Pencetak juruwang belum ditetapkan, slip tidak dicetak",
  },
  OUTLET_SELECT: { id: "Pilih Waroeng", en: "Choose Outlet", ms: "Pilih Outlet" },
  OUTLET: { id: "Waroeng", en: "Outlet", ms: "Outlet" },
  OPENED_AT: { id: "Buka", en: "Opened", ms: "Buka" },
  CLOSED_AT: { id: "Tutup", en: "Closed", ms: "Tutup" },
  MENU: { id: "Menu", en: "Menu", ms: "Menu" },
  OPEN_ORDERS_TITLE: { id: "Masih ada pesanan belum dibayar", en: "Unpaid orders are still open", ms: "Masih ada pesanan belum dibayar" },
  OPEN_ORDERS_HINT: {
    id: "Selesaikan pesanan ini dulu. Kalau saldo tetap ditutup, pesanan tetap terbuka dan tercatat di audit.",
    en: "Settle these orders first. If you close anyway, they stay open and the close is recorded in the audit.",
    ms: "Selesaikan pesanan ini dahulu. Jika baki ditutup juga, pesanan kekal terbuka dan direkod dalam audit.",
  },
  TABLE: { id: "Meja", en: "Table", ms: "Meja" },
  GO_SETTLE: { id: "Kembali, selesaikan dulu", en: "Go back and settle them", ms: "Kembali, selesaikan dahulu" },
  CLOSE_ANYWAY: { id: "Tutup Saldo Tetap", en: "Close Anyway", ms: "Tutup Baki Juga" },
  CLOSE_ANYWAY_APPROVAL: {
    id: "Persetujuan kacab: email dan kata sandi",
    en: "Supervisor approval: email and password",
    ms: "Kelulusan penyelia: e-mel dan kata laluan",
  },
  CLOSE_RECAP: { id: "Rekap Tutup Saldo", en: "Closing Recap", ms: "Ringkasan Tutup Baki" },
  CASH_SALES: { id: "Penjualan tunai", en: "Cash sales", ms: "Jualan tunai" },
  TIPS_PAID: { id: "Uang tips", en: "Tips", ms: "Tip" },
  COUNTED: { id: "Uang dihitung", en: "Counted cash", ms: "Wang dikira" },
  NEXT: { id: "Lanjut", en: "Next", ms: "Seterusnya" },
  BACK: { id: "Kembali", en: "Back", ms: "Kembali" },
  CLOSE_AND_PRINT: { id: "Tutup Saldo & Cetak", en: "Close & Print", ms: "Tutup Baki & Cetak" },
});
