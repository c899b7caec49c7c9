/**
 * One menu for the chain: head office's Menu page and the outlet back office's refusals of fields
 * head office owns. Each text is one entry in its three languages, `{ id, en, ms }` (see `localized.ts`).
 */
import { localized } from "./localized.ts";

/** Head office · Menu (`/api/hq/menu…`) and the outlets' refusals (docs/chain-sync.md "One menu for the chain"). */
export const CHAIN_MENU_MSG = localized({
  TITLE: { id: "Menu Jaringan", en: "Chain menu", ms: "Menu Rangkaian" },
  NAV: { id: "Menu", en: "Menu", ms: "Menu" },
  INTRO: {
    id: "Ubah sekali di kantor pusat, berlaku di semua outlet (atau outlet yang dipilih) pada Update Data berikutnya.",
    en: "Edit once at head office; every outlet (or the ones you choose) gets it at its next Update Data.",
    ms: "Ubah sekali di ibu pejabat; setiap outlet (atau yang dipilih) menerimanya pada Kemas Kini Data seterusnya.",
  },
  FIELDS: {
    name: { id: "Nama", en: "Name", ms: "Nama" },
    category: { id: "Kategori", en: "Category", ms: "Kategori" },
    price: { id: "Harga", en: "Price", ms: "Harga" },
    tax: { id: "Pajak & Service", en: "Tax & service", ms: "Cukai & caj perkhidmatan" },
    qr: { id: "Pesan lewat QR", en: "QR ordering", ms: "Pesanan QR" },
    active: { id: "Aktif", en: "Active", ms: "Aktif" },
    sort: { id: "Urutan", en: "Order", ms: "Susunan" },
  },
  /** The outlet's back office refuses a field head office owns (403). */
  fieldLocked: {
    id: (fields: string): string => `${fields} diatur kantor pusat dan tidak dapat diubah di outlet.`,
    en: (fields: string): string => `${fields} is set by head office and cannot be changed at the outlet.`,
    ms: (fields: string): string => `${fields} ditetapkan oleh ibu pejabat dan tidak boleh diubah di outlet.`,
  },
  DELETE_LOCKED: {
    id: "Menu ini dari kantor pusat dan tidak dapat dihapus di outlet. Nonaktifkan saja.",
    en: "This item comes from head office and cannot be deleted at the outlet. Turn it off instead.",
    ms: "Menu ini daripada ibu pejabat dan tidak boleh dipadam di outlet. Nyahaktifkan sahaja.",
  },
  /** An option CSV import row at an outlet of a chain would change what head office keeps of its option. */
  importLocked: {
    id: (fields: string): string => `${fields} opsi ini diatur kantor pusat; impor di outlet tidak dapat mengubahnya.`,
    en: (fields: string): string => `${fields} of this option is set by head office; an import at the outlet cannot change it.`,
    ms: (fields: string): string => `${fields} pilihan ini ditetapkan oleh ibu pejabat; import di outlet tidak boleh mengubahnya.`,
  },
  OPTION_DELETE_LOCKED: {
    id: "Pilihan ini dari kantor pusat dan tidak dapat dihapus di outlet. Nonaktifkan saja.",
    en: "This option comes from head office and cannot be deleted at the outlet. Turn it off instead.",
    ms: "Pilihan ini daripada ibu pejabat dan tidak boleh dipadam di outlet. Nyahaktifkan sahaja.",
  },
  CHOICES_LOCKED: {
    id: "Jumlah pilihan minimal/maksimal diatur kantor pusat dan tidak dapat diubah di outlet.",
    en: "The minimum/maximum choices are set by head office and cannot be changed at the outlet.",
    ms: "Bilangan pilihan minimum/maksimum ditetapkan oleh ibu pejabat dan tidak boleh diubah di outlet.",
  },
  ACCESS_DENIED: { id: "Akses DiTolak!", en: "Access denied!", ms: "Akses Ditolak!" },
  ITEM_NOT_FOUND: { id: "Menu jaringan tidak ditemukan", en: "Chain item not found", ms: "Menu rangkaian tidak dijumpai" },
  CURRENCY_MIXED: {
    id: "Harga hanya dapat diubah bersama untuk outlet dengan mata uang yang sama. Pilih outletnya.",
    en: "A price can only be set together for outlets with the same currency. Choose the outlets.",
    ms: "Harga hanya boleh ditetapkan bersama untuk outlet dengan mata wang yang sama. Pilih outletnya.",
  },
  SAVED: { id: "Menu jaringan disimpan", en: "Chain item saved", ms: "Menu rangkaian disimpan" },
  LINKED: {
    id: (n: number): string => `${n} menu jaringan dibuat dari menu outlet`,
    en: (n: number): string => `${n} chain items made from the outlets' menus`,
    ms: (n: number): string => `${n} menu rangkaian dibuat daripada menu outlet`,
  },
  POLICY_SAVED: { id: "Aturan jaringan disimpan", en: "Chain rules saved", ms: "Peraturan rangkaian disimpan" },
  OVERRIDE_CLEARED: {
    id: "Harga outlet kembali ikut kantor pusat",
    en: "The outlet follows head office again",
    ms: "Outlet kembali mengikut ibu pejabat",
  },
  LINK: { id: "Gabungkan menu outlet", en: "Link the outlets' menus", ms: "Gabungkan menu outlet" },
  POLICY: { id: "Yang boleh diubah outlet", en: "What an outlet may change", ms: "Yang boleh diubah outlet" },
  OUTLETS: { id: "Outlet", en: "Outlets", ms: "Outlet" },
  ALL_OUTLETS: { id: "Semua outlet", en: "All outlets", ms: "Semua outlet" },
  CHAIN_VALUE: { id: "Nilai jaringan", en: "Chain value", ms: "Nilai rangkaian" },
  OVERRIDES: { id: "Beda di outlet", en: "Outlet overrides", ms: "Berbeza di outlet" },
  NO_OVERRIDES: { id: "Semua outlet ikut kantor pusat", en: "Every outlet follows head office", ms: "Semua outlet mengikut ibu pejabat" },
  SOURCE_HQ: { id: "oleh kantor pusat", en: "by head office", ms: "oleh ibu pejabat" },
  SOURCE_OUTLET: { id: "oleh outlet", en: "by the outlet", ms: "oleh outlet" },
  FOLLOW_HQ: { id: "Ikut pusat", en: "Follow head office", ms: "Ikut pusat" },
  EDIT: { id: "Ubah", en: "Edit", ms: "Ubah" },
  SAVE: { id: "Simpan", en: "Save", ms: "Simpan" },
  CANCEL: { id: "Batal", en: "Cancel", ms: "Batal" },
  EMPTY: {
    id: "Belum ada menu jaringan. Gabungkan menu outlet untuk memulai.",
    en: "No chain items yet. Link the outlets' menus to start.",
    ms: "Belum ada menu rangkaian. Gabungkan menu outlet untuk bermula.",
  },
  BASE_PRICE: { id: "Harga dasar", en: "Base price", ms: "Harga asas" },
  // The chain's option groups, categories and stations (one row per outlet, matched by name).
  TABS: { id: "Bagian menu", en: "Menu parts", ms: "Bahagian menu" },
  TAB_ITEMS: { id: "Daftar Menu", en: "Items", ms: "Senarai Menu" },
  TAB_OPTIONS: { id: "Opsi Menu", en: "Options", ms: "Pilihan Menu" },
  TAB_CATEGORIES: { id: "Kategori", en: "Categories", ms: "Kategori" },
  TAB_STATIONS: { id: "Plot Produksi", en: "Stations", ms: "Plot Produksi" },
  PARTS_INTRO: {
    id: "Setiap outlet punya datanya sendiri, dicocokkan menurut nama: perubahan berlaku di outlet terpilih yang memilikinya, pada Update Data berikutnya.",
    en: "Each outlet keeps its own, matched by name: a change applies at the chosen outlets that have it, at their next Update Data.",
    ms: "Setiap outlet menyimpan datanya sendiri, dipadankan mengikut nama: perubahan berlaku di outlet terpilih yang memilikinya, pada Kemas Kini Data seterusnya.",
  },
  PARTS_EMPTY: { id: "Belum ada di outlet Anda.", en: "None at your outlets yet.", ms: "Belum ada di outlet anda." },
  GROUP: { id: "Grup", en: "Group", ms: "Kumpulan" },
  OPTION: { id: "Opsi", en: "Option", ms: "Pilihan" },
  CATEGORY: { id: "Kategori", en: "Category", ms: "Kategori" },
  STATION: { id: "Plot produksi", en: "Station", ms: "Plot produksi" },
  PRICE_DELTA: { id: "Tambahan harga", en: "Price add-on", ms: "Tambahan harga" },
  EDIT_GROUP: { id: "Ubah grup", en: "Edit group", ms: "Ubah kumpulan" },
  AT_OUTLETS: {
    id: (n: number): string => `di ${n} outlet`,
    en: (n: number): string => (n === 1 ? "at 1 outlet" : `at ${n} outlets`),
    ms: (n: number): string => `di ${n} outlet`,
  },
  OFF_AT: {
    id: (outlets: string): string => `Nonaktif di ${outlets}`,
    en: (outlets: string): string => `Off at ${outlets}`,
    ms: (outlets: string): string => `Tidak aktif di ${outlets}`,
  },
  PRICE_CURRENCIES_MIXED: {
    id: "Outlet terpilih memakai mata uang berbeda: pilih outlet dengan mata uang yang sama untuk mengubah harga.",
    en: "The chosen outlets use different currencies: choose outlets of one currency to change the price.",
    ms: "Outlet terpilih menggunakan mata wang berbeza: pilih outlet dengan mata wang yang sama untuk mengubah harga.",
  },
  // An outlet's own edit of an option, category or station, shown beside head office's value.
  VALUE_ON: { id: "Aktif", en: "On", ms: "Aktif" },
  VALUE_OFF: { id: "Nonaktif", en: "Off", ms: "Tidak aktif" },
  PRICE_OF_TYPE: {
    id: (field: string, type: string): string => `${field} (tipe transaksi ${type})`,
    en: (field: string, type: string): string => `${field} (transaction type ${type})`,
    ms: (field: string, type: string): string => `${field} (jenis transaksi ${type})`,
  },
  // Head office creates and deletes option groups, options, categories and stations.
  ADD_GROUP: { id: "Tambah grup opsi", en: "Add option group", ms: "Tambah kumpulan pilihan" },
  ADD_OPTION: { id: "Tambah opsi", en: "Add option", ms: "Tambah pilihan" },
  ADD_CATEGORY: { id: "Tambah kategori", en: "Add category", ms: "Tambah kategori" },
  ADD_STATION: { id: "Tambah plot produksi", en: "Add station", ms: "Tambah plot produksi" },
  DELETE: { id: "Hapus", en: "Delete", ms: "Padam" },
  DELETE_TITLE: {
    id: (name: string): string => `Hapus ${name}?`,
    en: (name: string): string => `Delete ${name}?`,
    ms: (name: string): string => `Padam ${name}?`,
  },
  DELETE_BODY: {
    id: (outlets: string): string =>
      `Dihapus di ${outlets} pada Update Data berikutnya. Nota dan laporan yang sudah ada tetap memakai namanya.`,
    en: (outlets: string): string => `Deleted at ${outlets} at their next Update Data. Existing bills and reports keep its name.`,
    ms: (outlets: string): string =>
      `Dipadam di ${outlets} pada Kemas Kini Data seterusnya. Bil dan laporan sedia ada kekal menggunakan namanya.`,
  },
  CREATED: {
    id: (n: number, existing: number): string =>
      existing > 0 ? `Dibuat di ${n} outlet (${existing} outlet sudah punya)` : `Dibuat di ${n} outlet`,
    en: (n: number, existing: number): string =>
      existing > 0 ? `Made at ${n} outlet(s) (${existing} already had it)` : `Made at ${n} outlet(s)`,
    ms: (n: number, existing: number): string =>
      existing > 0 ? `Dibuat di ${n} outlet (${existing} outlet sudah ada)` : `Dibuat di ${n} outlet`,
  },
  DELETED: {
    id: (n: number): string => `Dihapus di ${n} outlet`,
    en: (n: number): string => `Deleted at ${n} outlet(s)`,
    ms: (n: number): string => `Dipadam di ${n} outlet`,
  },
  MIN_CHOICES: { id: "Minimal dipilih", en: "Minimum choices", ms: "Pilihan minimum" },
  MAX_CHOICES: { id: "Maksimal dipilih", en: "Maximum choices", ms: "Pilihan maksimum" },
  MENU_TYPE: { id: "Jenis menu", en: "Menu type", ms: "Jenis menu" },
  ATTACH_CATEGORIES: { id: "Pasang di kategori", en: "Attach to categories", ms: "Pasang pada kategori" },
  ROUTED_CATEGORIES: { id: "Kategori yang dimasak di sini", en: "Categories cooked here", ms: "Kategori yang dimasak di sini" },
  NEW_OPTIONS: {
    id: "Opsi (satu per baris: nama, tambahan harga)",
    en: "Options (one a line: name, price add-on)",
    ms: "Pilihan (satu sebaris: nama, tambahan harga)",
  },
  OPTIONS_LINES_INVALID: {
    id: "Tulis satu opsi per baris: nama, lalu koma dan tambahan harga (boleh kosong).",
    en: "Write one option a line: its name, then a comma and its price add-on (may be left out).",
    ms: "Tulis satu pilihan sebaris: nama, kemudian koma dan tambahan harga (boleh kosong).",
  },
  PRICE_PER_TYPE: { id: "Tambahan per tipe transaksi", en: "Add-on per transaction type", ms: "Tambahan mengikut jenis transaksi" },
  SAME_AS_BASE: { id: "sama dengan dasar", en: "same as base", ms: "sama dengan asas" },
  OPTION_LAST: {
    id: (group: string): string =>
      `Opsi ini tidak dapat dihapus: grup ${group} akan kekurangan opsi. Tambah opsi lain dulu atau hapus grupnya.`,
    en: (group: string): string =>
      `This option cannot be deleted: group ${group} would be left with too few options. Add another first or delete the group.`,
    ms: (group: string): string =>
      `Pilihan ini tidak boleh dipadam: kumpulan ${group} akan kekurangan pilihan. Tambah pilihan lain dahulu atau padam kumpulannya.`,
  },
  MENU_TYPE_MISSING: {
    id: (type: string, outlets: string): string => `Jenis menu ${type} tidak ada di outlet: ${outlets}.`,
    en: (type: string, outlets: string): string => `There is no menu type ${type} at: ${outlets}.`,
    ms: (type: string, outlets: string): string => `Jenis menu ${type} tiada di outlet: ${outlets}.`,
  },
  CATEGORY_IN_USE: {
    id: (n: number, outlets: string): string =>
      `Kategori ini masih berisi ${n} menu (di ${outlets}). Pindahkan menunya ke kategori lain dulu.`,
    en: (n: number, outlets: string): string =>
      `This category still holds ${n} item(s) (at ${outlets}). Move them to another category first.`,
    ms: (n: number, outlets: string): string =>
      `Kategori ini masih mempunyai ${n} menu (di ${outlets}). Pindahkan menunya ke kategori lain dahulu.`,
  },
  STATION_IN_USE: {
    id: (categories: string, outlets: string): string =>
      `Plot produksi ini masih memasak kategori ${categories} (di ${outlets}). Pindahkan kategorinya ke plot produksi lain dulu.`,
    en: (categories: string, outlets: string): string =>
      `This station still cooks the categories ${categories} (at ${outlets}). Route them to another station first.`,
    ms: (categories: string, outlets: string): string =>
      `Plot produksi ini masih memasak kategori ${categories} (di ${outlets}). Pindahkan kategorinya ke plot produksi lain dahulu.`,
  },
});
