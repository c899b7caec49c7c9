/**
 * Offline work and synchronisation.
 * Each text is one entry in its three languages, `{ id, en, ms }` (see `localized.ts`).
 */
import { localized } from "./localized.ts";

/**
 * The installable, Wi-Fi-proof client (the product's own wording, the spec has none): the
 * offline outbox (taps kept on the device while the server cannot be reached, sent in order when it
 * answers again; shown as pending, never as done), the money actions refused offline, and the
 * per-device name shown in the header.
 *
 * @example
 * <Badge>{OFFLINE_MSG.pending(3)}</Badge> // "3 menunggu koneksi"
 */
export const OFFLINE_MSG = localized({
  /** A tap kept in the outbox (add-menu, Siap / Sudah Diantar, a line note). */
  QUEUED_TITLE: { id: "Menunggu koneksi", en: "Waiting for connection", ms: "Menunggu sambungan" },
  QUEUED: {
    id: "Server tidak dapat dihubungi: tap disimpan di perangkat ini dan dikirim otomatis saat koneksi kembali.",
    en: "Cannot reach the server: the tap is kept on this device and sent by itself once the connection is back.",
    ms: "Pelayan tidak dapat dihubungi: ketikan disimpan pada peranti ini dan dihantar secara automatik apabila sambungan pulih.",
  },
  /** The header badge: `n` taps kept on this device, not yet on the server. */
  pending: {
    id: (n: number): string => `${n} menunggu koneksi`,
    en: (n: number): string => `${n} waiting for connection`,
    ms: (n: number): string => `${n} menunggu sambungan`,
  },
  PENDING_HINT: {
    id: "Belum tersimpan di server. Dikirim berurutan saat koneksi kembali.",
    en: "Not saved on the server yet. Sent in order once the connection is back.",
    ms: "Belum disimpan di pelayan. Dihantar mengikut urutan apabila sambungan pulih.",
  },
  /** After the outbox was sent. */
  sent: {
    id: (n: number): string => `${n} tap tertunda terkirim`,
    en: (n: number): string => `${n} pending ${n === 1 ? "tap" : "taps"} sent`,
    ms: (n: number): string => `${n} ketikan tertunda dihantar`,
  },
  /** A queued tap the server refused when it was finally sent (e.g. the order was paid meanwhile). */
  refusedTitle: { id: "Tap tertunda ditolak", en: "Pending tap refused", ms: "Ketikan tertunda ditolak" },
  /** Money actions are never queued. */
  MONEY_TITLE: { id: "Butuh koneksi ke server", en: "Needs a connection to the server", ms: "Perlu sambungan ke pelayan" },
  MONEY_REFUSED: {
    id: "Server tidak dapat dihubungi. Pembayaran, refund, buka laci, saldo awal dan tutup shift hanya bisa dilakukan saat terhubung. Coba lagi setelah koneksi kembali.",
    en: "Cannot reach the server. Payments, refunds, opening the drawer, opening balance and closing the shift only work while connected. Try again once the connection is back.",
    ms: "Pelayan tidak dapat dihubungi. Bayaran, bayaran balik, buka laci, baki awal dan tutup syif hanya boleh dibuat semasa bersambung. Cuba lagi apabila sambungan pulih.",
  },
  /** The per-device name (kept on the device). */
  DEVICE_NAME: { id: "Nama Perangkat", en: "Device name", ms: "Nama Peranti" },
  DEVICE_NAME_HINT: {
    id: "Contoh: Kasir 1, Dapur, Pelayan 2",
    en: "E.g. Cashier 1, Kitchen, Waiter 2",
    ms: "Contoh: Juruwang 1, Dapur, Pelayan 2",
  },
  DEVICE_NAME_UNSET: { id: "+ Nama perangkat", en: "Name this device", ms: "Namakan peranti" },
  DEVICE_NAME_EDIT: { id: "Ubah nama perangkat ini", en: "Rename this device", ms: "Tukar nama peranti ini" },
  DEVICE_NAME_SAVE: { id: "Simpan", en: "Save", ms: "Simpan" },
});

/** Chain sync head office ↔ outlets (payment spec §2.10 Update Data). */
export const SYNC_MSG = localized({
  /** The user menu's item (foundations §2). */
  MENU_ITEM: { id: "Update Data", en: "Update Data", ms: "Kemas Kini Data" },
  /** §2.10 title: Data and Settings Update. */
  TITLE: { id: "Update Data dan Pengaturan", en: "Update Data and Settings", ms: "Kemas Kini Data dan Tetapan" },
  BACK_TO_CASHIER: { id: "Kembali ke Kasir", en: "Back to Cashier", ms: "Kembali ke Juruwang" },
  /** §2.10 guide, item by item. */
  GUIDE: [
    {
      id: "Gunakan halaman ini untuk mengambil perubahan data master atau pengaturan dari kantor pusat.",
      en: "Use this page to fetch master data or settings changes from head office.",
      ms: "Gunakan halaman ini untuk mengambil perubahan data induk atau tetapan daripada ibu pejabat.",
    },
    {
      id: "Transaksi yang belum dibayar akan dihapus dan harus diinput ulang.",
      en: "Unpaid transactions will be deleted and must be entered again.",
      ms: "Transaksi yang belum dibayar akan dipadam dan perlu dimasukkan semula.",
    },
    {
      id: "Komputer harus terhubung ke internet (online).",
      en: "The computer must be connected to the internet (online).",
      ms: "Komputer mesti disambungkan ke internet (dalam talian).",
    },
    { id: "Proses ini memakan waktu 2-10 menit.", en: "This takes 2-10 minutes.", ms: "Proses ini mengambil masa 2-10 minit." },
  ],
  GUIDE_TITLE: { id: "Panduan", en: "Guide", ms: "Panduan" },
  START: { id: "Mulai Update Data", en: "Start Update Data", ms: "Mula Kemas Kini Data" },
  RUNNING: { id: "Update data sedang berjalan…", en: "Data update running…", ms: "Kemas kini data sedang berjalan…" },
  DONE: { id: "Update data selesai", en: "Data update finished", ms: "Kemas kini data selesai" },
  FAILED: { id: "Update data gagal", en: "Data update failed", ms: "Kemas kini data gagal" },
  LAST_PULL: { id: "Update data terakhir", en: "Last data update", ms: "Kemas kini data terakhir" },
  LAST_PUSH: { id: "Kirim transaksi terakhir", en: "Last transactions sent", ms: "Penghantaran transaksi terakhir" },
  PENDING_PUSH: { id: "Transaksi menunggu dikirim", en: "Transactions waiting to be sent", ms: "Transaksi menunggu dihantar" },
  NEVER: { id: "Belum pernah", en: "Never", ms: "Belum pernah" },
  LAST_ERROR: { id: "Kesalahan terakhir", en: "Last error", ms: "Ralat terakhir" },
  applied: {
    id: (rows: number, deleted: number): string => `${rows} data diperbarui, ${deleted} transaksi belum dibayar dihapus`,
    en: (rows: number, deleted: number): string =>
      `${rows} ${rows === 1 ? "record" : "records"} updated, ${deleted} unpaid ${deleted === 1 ? "transaction" : "transactions"} deleted`,
    ms: (rows: number, deleted: number): string => `${rows} data dikemas kini, ${deleted} transaksi belum dibayar dipadam`,
  },
  NOT_AN_OUTLET: {
    id: "Server ini kantor pusat: Update Data hanya di outlet",
    en: "This server is the head office: Update Data runs only at outlets",
    ms: "Pelayan ini ibu pejabat: Kemas Kini Data hanya di outlet",
  },
  NO_HQ: {
    id: "Alamat kantor pusat (HQ_URL) dan kunci outlet (HQ_OUTLET_KEY) belum diatur",
    en: "Head office address (HQ_URL) and outlet key (HQ_OUTLET_KEY) are not set",
    ms: "Alamat ibu pejabat (HQ_URL) dan kunci outlet (HQ_OUTLET_KEY) belum ditetapkan",
  },
  NOT_HQ: { id: "Server ini bukan kantor pusat", en: "This server is not the head office", ms: "Pelayan ini bukan ibu pejabat" },
  BAD_KEY: { id: "Kunci outlet tidak dikenal", en: "Unknown outlet key", ms: "Kunci outlet tidak dikenali" },
  OTHER_OUTLET: { id: "Data milik outlet lain ditolak", en: "Data of another outlet refused", ms: "Data milik outlet lain ditolak" },
  ALREADY_RUNNING: { id: "Update data sedang berjalan", en: "A data update is already running", ms: "Kemas kini data sedang berjalan" },
  HQ_UNREACHABLE: { id: "Kantor pusat tidak dapat dihubungi", en: "Cannot reach head office", ms: "Ibu pejabat tidak dapat dihubungi" },
  hqRefused: {
    id: (status: number): string => `Kantor pusat menolak (HTTP ${status})`,
    en: (status: number): string => `Head office refused (HTTP ${status})`,
    ms: (status: number): string => `Ibu pejabat menolak (HTTP ${status})`,
  },
});
