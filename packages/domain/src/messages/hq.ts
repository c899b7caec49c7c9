/**
 * Head office (`ROLE=hq`): sign-in, the shell's navigation, Hari Ini (today), Laporan (reports),
 * head-office accounts and the owner's daily WhatsApp summary. The spec has no head-office
 * screens; these are the product's own words. Each text is one entry `{ id, en, ms }`.
 *
 * @example
 * <Title>{HQ_MSG.TODAY}</Title> // "Hari Ini"
 */
import { localized } from "./localized.ts";

export const HQ_MSG = localized({
  // Shell and sign-in
  BRAND: { id: "Kantor Pusat", en: "Head office", ms: "Ibu Pejabat" },
  LOGIN_TITLE: { id: "Masuk Kantor Pusat", en: "Head office sign-in", ms: "Log Masuk Ibu Pejabat" },
  LOGIN_HINT: {
    id: "Untuk pemilik, manajer area dan akuntan jaringan outlet.",
    en: "For the chain's owner, area managers and accountants.",
    ms: "Untuk pemilik, pengurus kawasan dan akauntan rangkaian outlet.",
  },
  EMAIL: { id: "Email", en: "Email", ms: "E-mel" },
  PASSWORD: { id: "Kata sandi", en: "Password", ms: "Kata laluan" },
  SIGN_IN: { id: "Masuk", en: "Sign in", ms: "Log masuk" },
  SIGN_OUT: { id: "Keluar", en: "Sign out", ms: "Log keluar" },
  LOGIN_OK: { id: "Berhasil masuk", en: "Signed in", ms: "Berjaya log masuk" },
  LOGOUT_OK: { id: "Berhasil keluar", en: "Signed out", ms: "Berjaya log keluar" },
  NOT_HQ: {
    id: "Server ini bukan kantor pusat",
    en: "This server is not a head office",
    ms: "Pelayan ini bukan ibu pejabat",
  },
  MENU: { id: "Menu", en: "Menu", ms: "Menu" },
  // Navigation
  TODAY: { id: "Hari Ini", en: "Today", ms: "Hari Ini" },
  REPORTS: { id: "Laporan", en: "Reports", ms: "Laporan" },
  ACCOUNTS: { id: "Akun", en: "Accounts", ms: "Akaun" },
  // Roles
  ROLE_OWNER: { id: "Pemilik", en: "Owner", ms: "Pemilik" },
  ROLE_AREA: { id: "Manajer Area", en: "Area manager", ms: "Pengurus Kawasan" },
  ROLE_ACCOUNTANT: { id: "Akuntan", en: "Accountant", ms: "Akauntan" },
  // Accounts (owner)
  ACCOUNTS_TITLE: { id: "Akun Kantor Pusat", en: "Head office accounts", ms: "Akaun Ibu Pejabat" },
  NAME: { id: "Nama", en: "Name", ms: "Nama" },
  ROLE: { id: "Peran", en: "Role", ms: "Peranan" },
  OUTLETS: { id: "Outlet", en: "Outlets", ms: "Outlet" },
  ALL_OUTLETS: { id: "Semua outlet", en: "All outlets", ms: "Semua outlet" },
  STATUS: { id: "Status", en: "Status", ms: "Status" },
  ACTIVE: { id: "Aktif", en: "Active", ms: "Aktif" },
  INACTIVE: { id: "Nonaktif", en: "Inactive", ms: "Tidak aktif" },
  ADD_ACCOUNT: { id: "Tambah Akun", en: "Add account", ms: "Tambah Akaun" },
  SAVE: { id: "Simpan", en: "Save", ms: "Simpan" },
  CANCEL: { id: "Batal", en: "Cancel", ms: "Batal" },
  DEACTIVATE: { id: "Nonaktifkan", en: "Deactivate", ms: "Nyahaktifkan" },
  ACTIVATE: { id: "Aktifkan", en: "Activate", ms: "Aktifkan" },
  EDIT_OUTLETS: { id: "Ubah Outlet", en: "Edit outlets", ms: "Ubah Outlet" },
  ACCOUNT_SAVED: { id: "Akun disimpan", en: "Account saved", ms: "Akaun disimpan" },
  EMAIL_TAKEN: { id: "Email sudah dipakai", en: "Email already in use", ms: "E-mel sudah digunakan" },
  ACCOUNT_NOT_FOUND: { id: "Akun tidak ditemukan", en: "Account not found", ms: "Akaun tidak dijumpai" },
  NOT_YOURSELF: {
    id: "Tidak dapat menonaktifkan akun sendiri",
    en: "You cannot deactivate your own account",
    ms: "Tidak boleh menyahaktifkan akaun sendiri",
  },
  OUTLET_UNKNOWN: { id: "Outlet tidak dikenal", en: "Unknown outlet", ms: "Outlet tidak dikenali" },
  AREA_NEEDS_OUTLET: {
    id: "Manajer area perlu minimal satu outlet",
    en: "An area manager needs at least one outlet",
    ms: "Pengurus kawasan memerlukan sekurang-kurangnya satu outlet",
  },
  PASSWORD_SHORT: {
    id: "Kata sandi minimal 8 karakter",
    en: "The password needs at least 8 characters",
    ms: "Kata laluan sekurang-kurangnya 8 aksara",
  },
  // Hari Ini
  TODAY_TITLE: { id: "Hari Ini", en: "Today", ms: "Hari Ini" },
  BUSINESS_DATE: { id: "Tanggal usaha", en: "Business date", ms: "Tarikh perniagaan" },
  OUTLET: { id: "Outlet", en: "Branch", ms: "Outlet" },
  SALES: { id: "Penjualan", en: "Sales", ms: "Jualan" },
  BILLS: { id: "Nota", en: "Bills", ms: "Bil" },
  AVERAGE_BILL: { id: "Rata-rata nota", en: "Average bill", ms: "Purata bil" },
  OPEN_SHIFTS: { id: "Shift terbuka", en: "Open shifts", ms: "Syif dibuka" },
  CASH_DIFFERENCE: { id: "Selisih kas", en: "Cash difference", ms: "Perbezaan tunai" },
  REFUNDS: { id: "Refund", en: "Refunds", ms: "Bayaran balik" },
  VOIDS: { id: "Void", en: "Voids", ms: "Batal" },
  LAST_CONTACT: { id: "Kontak terakhir", en: "Last contact", ms: "Hubungan terakhir" },
  NEVER: { id: "Belum pernah", en: "Never", ms: "Belum pernah" },
  STALE: { id: "Tidak mengirim data", en: "Not pushing", ms: "Tidak menghantar data" },
  TOTAL: { id: "Total", en: "Total", ms: "Jumlah" },
  NO_OUTLETS: { id: "Belum ada outlet", en: "No outlets yet", ms: "Belum ada outlet" },
  minutesAgo: {
    id: (n: number): string => `${n} menit lalu`,
    en: (n: number): string => `${n} min ago`,
    ms: (n: number): string => `${n} minit lalu`,
  },
  // Laporan
  REPORTS_TITLE: { id: "Laporan", en: "Reports", ms: "Laporan" },
  FROM: { id: "Dari", en: "From", ms: "Dari" },
  TO: { id: "Sampai", en: "To", ms: "Hingga" },
  GROUP_BY: { id: "Menurut", en: "By", ms: "Mengikut" },
  CURRENCY: { id: "Mata uang", en: "Currency", ms: "Mata wang" },
  BY_DAY: { id: "Hari", en: "Day", ms: "Hari" },
  BY_WEEK: { id: "Minggu", en: "Week", ms: "Minggu" },
  BY_MONTH: { id: "Bulan", en: "Month", ms: "Bulan" },
  BY_OUTLET: { id: "Outlet", en: "Branch", ms: "Outlet" },
  BY_ITEM: { id: "Menu", en: "Item", ms: "Menu" },
  BY_CATEGORY: { id: "Kategori", en: "Category", ms: "Kategori" },
  BY_OPTION: { id: "Opsi", en: "Option", ms: "Pilihan" },
  BY_METHOD: { id: "Metode bayar", en: "Payment method", ms: "Kaedah bayaran" },
  BY_TYPE: { id: "Jenis transaksi", en: "Transaction type", ms: "Jenis transaksi" },
  BY_HOUR: { id: "Jam", en: "Hour of day", ms: "Jam" },
  KEY: { id: "Kelompok", en: "Group", ms: "Kumpulan" },
  QTY: { id: "Qty", en: "Qty", ms: "Kuantiti" },
  PREVIOUS: { id: "Periode sebelumnya", en: "Previous period", ms: "Tempoh sebelumnya" },
  CHANGE: { id: "Perubahan", en: "Change", ms: "Perubahan" },
  SHOW: { id: "Tampilkan", en: "Show", ms: "Papar" },
  EXPORT_EXCEL: { id: "Ekspor Excel", en: "Export Excel", ms: "Eksport Excel" },
  EXPORT_CSV: { id: "Ekspor CSV", en: "Export CSV", ms: "Eksport CSV" },
  NO_DATA: { id: "Tidak ada data pada periode ini", en: "No data in this period", ms: "Tiada data dalam tempoh ini" },
  RANGE_TOO_LONG: {
    id: "Periode maksimal 400 hari",
    en: "The period is at most 400 days",
    ms: "Tempoh maksimum 400 hari",
  },
  RANGE_ORDER: {
    id: "Tanggal awal harus sebelum tanggal akhir",
    en: "The start date must be before the end date",
    ms: "Tarikh mula mesti sebelum tarikh akhir",
  },
  // Daily WhatsApp summary
  SUMMARY_TITLE: { id: "Ringkasan Harian", en: "Daily summary", ms: "Ringkasan Harian" },
  summaryHeading: {
    id: (date: string): string => `Ringkasan penjualan ${date}`,
    en: (date: string): string => `Sales summary ${date}`,
    ms: (date: string): string => `Ringkasan jualan ${date}`,
  },
  summaryOutlet: {
    id: (name: string, sales: string, bills: number): string => `${name}: ${sales} (${bills} nota)`,
    en: (name: string, sales: string, bills: number): string => `${name}: ${sales} (${bills} bills)`,
    ms: (name: string, sales: string, bills: number): string => `${name}: ${sales} (${bills} bil)`,
  },
  summaryTotal: {
    id: (sales: string, bills: number): string => `Total: ${sales} (${bills} nota)`,
    en: (sales: string, bills: number): string => `Total: ${sales} (${bills} bills)`,
    ms: (sales: string, bills: number): string => `Jumlah: ${sales} (${bills} bil)`,
  },
  summaryRefunds: {
    id: (count: number, total: string): string => `Refund: ${count} (${total})`,
    en: (count: number, total: string): string => `Refunds: ${count} (${total})`,
    ms: (count: number, total: string): string => `Bayaran balik: ${count} (${total})`,
  },
  summaryCashDiff: {
    id: (amount: string): string => `Selisih kas: ${amount}`,
    en: (amount: string): string => `Cash difference: ${amount}`,
    ms: (amount: string): string => `Perbezaan tunai: ${amount}`,
  },
  SUMMARY_PHONE: { id: "Nomor WhatsApp", en: "WhatsApp number", ms: "Nombor WhatsApp" },
  SUMMARY_HOUR: { id: "Kirim paling lambat jam", en: "Send at the latest at", ms: "Hantar selewat-lewatnya pada jam" },
  PHONE_INVALID: { id: "Nomor WhatsApp tidak valid", en: "Invalid WhatsApp number", ms: "Nombor WhatsApp tidak sah" },
});
