/**
 * Back office · Opsi Menu: option groups, their options and attachments, the sold-out toggle of an
 * option and the option-group CSV. Each text is one entry in its three languages, `{ id, en, ms }`.
 */
import { localized } from "./localized.ts";

/** Back office · Opsi Menu (`/admin/opsi-menu`) and `POST /m-option/set-habis`. */
export const OPTION_ADMIN_MSG = localized({
  SECTION: { id: "Opsi Menu", en: "Menu Options", ms: "Pilihan Menu" },
  GROUP_NAME_REQUIRED: { id: "Nama grup opsi wajib diisi", en: "Option group name is required", ms: "Nama kumpulan pilihan wajib diisi" },
  GROUP_NAME_MAX: {
    id: "Nama grup opsi maksimal 40 karakter",
    en: "Option group name is at most 40 characters",
    ms: "Nama kumpulan pilihan maksimum 40 aksara",
  },
  GROUP_NAME_TAKEN: {
    id: "Nama grup opsi sudah dipakai",
    en: "Option group name already in use",
    ms: "Nama kumpulan pilihan telah digunakan",
  },
  GROUP_NOT_FOUND: { id: "Grup opsi tidak ditemukan", en: "Option group not found", ms: "Kumpulan pilihan tidak dijumpai" },
  OPTION_NAME_REQUIRED: { id: "Nama opsi wajib diisi", en: "Option name is required", ms: "Nama pilihan wajib diisi" },
  OPTION_NAME_MAX: {
    id: "Nama opsi maksimal 40 karakter",
    en: "Option name is at most 40 characters",
    ms: "Nama pilihan maksimum 40 aksara",
  },
  OPTION_NAME_TWICE: {
    id: "Nama opsi tidak boleh sama dalam satu grup",
    en: "Option names must differ within a group",
    ms: "Nama pilihan tidak boleh sama dalam satu kumpulan",
  },
  OPTION_NOT_FOUND: { id: "Opsi tidak ditemukan", en: "Option not found", ms: "Pilihan tidak dijumpai" },
  OPTIONS_REQUIRED: {
    id: "Grup opsi perlu minimal 1 opsi",
    en: "An option group needs at least 1 option",
    ms: "Kumpulan pilihan perlu sekurang-kurangnya 1 pilihan",
  },
  OPTIONS_TOO_MANY: { id: "Maksimal 20 opsi per grup", en: "At most 20 options per group", ms: "Maksimum 20 pilihan setiap kumpulan" },
  OPTIONS_INVALID: { id: "Daftar opsi tidak valid", en: "The option list is not valid", ms: "Senarai pilihan tidak sah" },
  CHOICES_INVALID: {
    id: "Minimal dan maksimal pilihan harus 0 ≤ minimal ≤ maksimal ≤ 20, maksimal ≥ 1",
    en: "Choices must be 0 ≤ minimum ≤ maximum ≤ 20, maximum ≥ 1",
    ms: "Pilihan mesti 0 ≤ minimum ≤ maksimum ≤ 20, maksimum ≥ 1",
  },
  MAX_OVER_OPTIONS: {
    id: "Grup wajib: maksimal pilihan tidak boleh melebihi jumlah opsi",
    en: "Required group: the maximum cannot exceed the number of options",
    ms: "Kumpulan wajib: maksimum tidak boleh melebihi bilangan pilihan",
  },
  MIN_OVER_ACTIVE: {
    id: "Grup wajib: opsi aktif lebih sedikit dari minimal pilihan",
    en: "Required group: fewer active options than the minimum",
    ms: "Kumpulan wajib: pilihan aktif kurang daripada minimum",
  },
  DEFAULTS_OVER_MAX: {
    id: "Opsi default tidak boleh melebihi maksimal pilihan",
    en: "Default options cannot exceed the maximum",
    ms: "Pilihan lalai tidak boleh melebihi maksimum",
  },
  PRICE_INVALID: {
    id: "Harga opsi harus angka (boleh negatif) sampai 999.999.999",
    en: "Option price must be a number (may be negative) up to 999,999,999",
    ms: "Harga pilihan mesti nombor (boleh negatif) hingga 999,999,999",
  },
  ATTACH_INVALID: { id: "Daftar pemasangan tidak valid", en: "The attachment list is not valid", ms: "Senarai pemasangan tidak sah" },
  ATTACH_TOO_MANY: { id: "Terlalu banyak pemasangan", en: "Too many attachments", ms: "Terlalu banyak pemasangan" },
  ATTACH_TWICE: {
    id: "Menu atau kategori dipasang dua kali",
    en: "An item or category is attached twice",
    ms: "Menu atau kategori dipasang dua kali",
  },
  ATTACH_NOT_FOUND: {
    id: "Menu atau kategori yang dipasang tidak ditemukan",
    en: "An attached item or category was not found",
    ms: "Menu atau kategori yang dipasang tidak dijumpai",
  },
  GROUP_SAVED: { id: "Grup opsi disimpan", en: "Option group saved", ms: "Kumpulan pilihan disimpan" },
  GROUP_ARCHIVED: { id: "Grup opsi diarsipkan", en: "Option group archived", ms: "Kumpulan pilihan diarkibkan" },
  GROUP_RESTORED: { id: "Grup opsi dipulihkan", en: "Option group restored", ms: "Kumpulan pilihan dipulihkan" },
  OPTION_SOLD_OUT: { id: "Opsi ditandai habis hari ini", en: "Option marked sold out today", ms: "Pilihan ditanda habis hari ini" },
  OPTION_AVAILABLE: { id: "Opsi tersedia lagi", en: "Option available again", ms: "Pilihan tersedia semula" },
  CSV_GROUP_DIFFERS: {
    id: "Isi kolom grup berbeda dengan baris pertama grup ini",
    en: "Group columns differ from this group's first row",
    ms: "Isi lajur kumpulan berbeza daripada baris pertama kumpulan ini",
  },
  CSV_ATTACH_INVALID: {
    id: "Tulis pasang sebagai menu:Nama atau kategori:Nama, dipisah |",
    en: "Write pasang as menu:Name or kategori:Name, separated by |",
    ms: "Tulis pasang sebagai menu:Nama atau kategori:Nama, dipisahkan |",
  },
  CSV_NUMBER_INVALID: { id: "Isi bilangan bulat 0 sampai 20", en: "Enter a whole number from 0 to 20", ms: "Isi nombor bulat 0 hingga 20" },
  importRefused: {
    id: (n: number): string => `Impor dibatalkan: ${n} kesalahan, tidak ada yang diubah`,
    en: (n: number): string => `Import cancelled: ${n} ${n === 1 ? "error" : "errors"}, nothing was changed`,
    ms: (n: number): string => `Import dibatalkan: ${n} ralat, tiada yang diubah`,
  },
  importDone: {
    id: (created: number, updated: number): string => `Impor selesai: ${created} grup baru, ${updated} diubah`,
    en: (created: number, updated: number): string =>
      `Import done: ${created} new ${created === 1 ? "group" : "groups"}, ${updated} updated`,
    ms: (created: number, updated: number): string => `Import selesai: ${created} kumpulan baharu, ${updated} diubah`,
  },
  importSummary: {
    id: (created: number, updated: number): string => `${created} grup baru, ${updated} diubah`,
    en: (created: number, updated: number): string => `${created} new, ${updated} updated`,
    ms: (created: number, updated: number): string => `${created} kumpulan baharu, ${updated} diubah`,
  },
  // The page
  TITLE: { id: "Opsi Menu", en: "Menu Options", ms: "Pilihan Menu" },
  ADD_GROUP: { id: "Tambah Grup", en: "Add Group", ms: "Tambah Kumpulan" },
  NEW_GROUP: { id: "Grup Opsi Baru", en: "New Option Group", ms: "Kumpulan Pilihan Baharu" },
  EDIT_GROUP: { id: "Ubah Grup Opsi", en: "Edit Option Group", ms: "Ubah Kumpulan Pilihan" },
  EMPTY: { id: "Belum ada grup opsi", en: "No option groups yet", ms: "Belum ada kumpulan pilihan" },
  COL_GROUP: { id: "Grup", en: "Group", ms: "Kumpulan" },
  COL_OPTIONS: { id: "Opsi", en: "Options", ms: "Pilihan" },
  COL_RULE: { id: "Aturan", en: "Rule", ms: "Peraturan" },
  COL_ATTACHED: { id: "Dipasang di", en: "Attached to", ms: "Dipasang pada" },
  FIELD_NAME: { id: "Nama grup", en: "Group name", ms: "Nama kumpulan" },
  FIELD_MIN: { id: "Minimal pilih", en: "Minimum choices", ms: "Pilihan minimum" },
  FIELD_MAX: { id: "Maksimal pilih", en: "Maximum choices", ms: "Pilihan maksimum" },
  FIELD_OPTION: { id: "Nama opsi", en: "Option name", ms: "Nama pilihan" },
  FIELD_PRICE: { id: "Harga tambahan", en: "Extra price", ms: "Harga tambahan" },
  FIELD_DEFAULT: { id: "Bawaan", en: "Default", ms: "Lalai" },
  FIELD_ACTIVE: { id: "Aktif", en: "Active", ms: "Aktif" },
  PRICES_PER_TYPE: { id: "Harga per jenis transaksi", en: "Price per transaction type", ms: "Harga ikut jenis transaksi" },
  ADD_OPTION: { id: "Tambah Opsi", en: "Add Option", ms: "Tambah Pilihan" },
  REMOVE: { id: "Hapus", en: "Remove", ms: "Buang" },
  ATTACH: { id: "Pasang ke menu / kategori", en: "Attach to items / categories", ms: "Pasang pada menu / kategori" },
  ATTACH_PICK: { id: "Pilih menu atau kategori…", en: "Choose an item or category…", ms: "Pilih menu atau kategori…" },
  ATTACH_CATEGORY: { id: "Kategori", en: "Category", ms: "Kategori" },
  ATTACH_ITEM: { id: "Menu", en: "Item", ms: "Menu" },
  UP: { id: "Naik", en: "Up", ms: "Naik" },
  DOWN: { id: "Turun", en: "Down", ms: "Turun" },
  REQUIRED: { id: "Wajib", en: "Required", ms: "Wajib" },
  OPTIONAL: { id: "Opsional", en: "Optional", ms: "Pilihan" },
  rule: {
    id: (min: number, max: number): string => `pilih ${min === max ? min : `${min}–${max}`}`,
    en: (min: number, max: number): string => `choose ${min === max ? min : `${min}–${max}`}`,
    ms: (min: number, max: number): string => `pilih ${min === max ? min : `${min}–${max}`}`,
  },
  SOLD_OUT_TODAY: { id: "Habis hari ini", en: "Sold out today", ms: "Habis hari ini" },
  IMPORT_TITLE: { id: "Impor Grup Opsi dari CSV", en: "Import Option Groups from CSV", ms: "Import Kumpulan Pilihan daripada CSV" },
  IMPORT_HINT: {
    id: "Satu baris per opsi. Kolom: grup, min, maks, opsi, harga, harga per jenis transaksi (kosong = harga), default, aktif (ya/tidak), pasang (menu:Nama|kategori:Nama). Grup yang sudah ada diganti isinya.",
    en: "One row per option. Columns: grup, min, maks, opsi, harga, one harga column per transaction type (empty = harga), default, aktif (ya/tidak), pasang (menu:Name|kategori:Name). Existing groups are replaced.",
    ms: "Satu baris setiap pilihan. Lajur: grup, min, maks, opsi, harga, harga setiap jenis transaksi (kosong = harga), default, aktif (ya/tidak), pasang (menu:Nama|kategori:Nama). Kumpulan sedia ada diganti.",
  },
  MENU_HABIS_OPTIONS: { id: "Opsi", en: "Options", ms: "Pilihan" },
});
