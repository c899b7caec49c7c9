/**
 * Head office's change log (`/hq/riwayat`, GET /api/hq/change-log): who changed what at head office,
 * when, at which outlets. Each text is one entry `{ id, en, ms }` (see `localized.ts`).
 */
import { localized } from "./localized.ts";

export const HQ_LOG_MSG = localized({
  NAV: { id: "Riwayat Perubahan", en: "Change log", ms: "Log Perubahan" },
  TITLE: { id: "Riwayat Perubahan", en: "Change log", ms: "Log Perubahan" },
  INTRO: {
    id: "Perubahan yang dibuat di kantor pusat: siapa, kapan, apa, dan di outlet mana.",
    en: "Changes made at head office: who, when, what, and at which outlets.",
    ms: "Perubahan yang dibuat di ibu pejabat: siapa, bila, apa, dan di outlet mana.",
  },
  EMPTY: { id: "Belum ada perubahan.", en: "No changes yet.", ms: "Belum ada perubahan." },
  WHEN: { id: "Waktu", en: "When", ms: "Masa" },
  WHO: { id: "Oleh", en: "By", ms: "Oleh" },
  WHAT: { id: "Perubahan", en: "Change", ms: "Perubahan" },
  OUTLETS: { id: "Outlet", en: "Outlets", ms: "Outlet" },
  CHAIN_WIDE: { id: "Seluruh jaringan", en: "Whole chain", ms: "Seluruh rangkaian" },
  PREV: { id: "Sebelumnya", en: "Previous", ms: "Sebelumnya" },
  NEXT: { id: "Berikutnya", en: "Next", ms: "Seterusnya" },
  /** What kind of change (contracts/hq-log.ts HQ_CHANGE_ENTITIES). */
  ENTITY: {
    summary_settings: { id: "Ringkasan harian WhatsApp", en: "Daily WhatsApp summary", ms: "Ringkasan harian WhatsApp" },
    own_phone: { id: "Nomor WhatsApp sendiri", en: "Own WhatsApp number", ms: "Nombor WhatsApp sendiri" },
    menu_item: { id: "Menu jaringan", en: "Chain item", ms: "Menu rangkaian" },
    menu_follow: { id: "Outlet ikut pusat", en: "Outlet follows head office", ms: "Outlet ikut pusat" },
    menu_link: { id: "Gabungkan menu outlet", en: "Outlets' menus linked", ms: "Gabungkan menu outlet" },
    menu_policy: { id: "Yang boleh diubah outlet", en: "What an outlet may change", ms: "Yang boleh diubah outlet" },
    menu_option_group: { id: "Grup opsi", en: "Option group", ms: "Kumpulan pilihan" },
    menu_option: { id: "Opsi menu", en: "Menu option", ms: "Pilihan menu" },
    menu_category: { id: "Kategori", en: "Category", ms: "Kategori" },
    menu_station: { id: "Plot produksi", en: "Station", ms: "Plot produksi" },
    hq_account: { id: "Akun kantor pusat", en: "Head office account", ms: "Akaun ibu pejabat" },
  },
  /** A changed value's name (before → after); others show their own key. */
  FIELD: {
    name: { id: "Nama", en: "Name", ms: "Nama" },
    price: { id: "Harga", en: "Price", ms: "Harga" },
    prices: { id: "Harga per tipe", en: "Prices per type", ms: "Harga mengikut jenis" },
    active: { id: "Aktif", en: "Active", ms: "Aktif" },
    sort: { id: "Urutan", en: "Order", ms: "Susunan" },
    field: { id: "Kolom", en: "Field", ms: "Medan" },
    summary_hour: { id: "Jam kirim", en: "Send hour", ms: "Jam hantar" },
    recipients: { id: "Penerima", en: "Recipients", ms: "Penerima" },
    phone: { id: "Nomor", en: "Number", ms: "Nombor" },
    created: { id: "Dibuat", en: "Made", ms: "Dibuat" },
    policy: { id: "Aturan", en: "Rules", ms: "Peraturan" },
    email: { id: "Email", en: "Email", ms: "E-mel" },
    role: { id: "Peran", en: "Role", ms: "Peranan" },
    outlets: { id: "Outlet", en: "Outlets", ms: "Outlet" },
    password: { id: "Kata sandi baru", en: "New password", ms: "Kata laluan baharu" },
  },
  YES: { id: "ya", en: "yes", ms: "ya" },
  NO: { id: "tidak", en: "no", ms: "tidak" },
  NONE: { id: "(kosong)", en: "(none)", ms: "(kosong)" },
});
