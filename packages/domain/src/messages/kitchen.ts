/**
 * Kitchen and live screens: production sends and the live event stream.
 * Each text is one entry in its three languages, `{ id, en, ms }` (see `localized.ts`).
 */
import { localized } from "./localized.ts";

/**
 * Production screens and their plotting (orders §2.7–2.8; docs/API.md "Production screens"): the
 * server's refusals and successes, and the screens' own words, where the spec has none.
 */
export const PRODUCTION_MSG = localized({
  SCREEN_NOT_FOUND: { id: "Layar produksi tidak ditemukan", en: "Production screen not found", ms: "Skrin dapur tidak dijumpai" },
  STATION_NOT_FOUND: { id: "Stasiun produksi tidak ditemukan", en: "Production station not found", ms: "Stesen dapur tidak dijumpai" },
  /** A (station, transaction type) pair on both halves of one screen. */
  SIDES_OVERLAP: {
    id: "Stasiun produksi dengan jenis transaksi yang sama tidak boleh di kiri dan kanan",
    en: "A station with the same transaction type cannot be on both the left and the right",
    ms: "Stesen dengan jenis transaksi yang sama tidak boleh di kiri dan kanan",
  },
  PLOTTING_SAVED: { id: "Plotting berhasil disimpan", en: "Plotting saved", ms: "Plotting berjaya disimpan" },
  BUMPED: { id: "Menu siap", en: "Items ready", ms: "Menu siap" },
  /** Layar Produksi: a card's bump button. */
  BUMP: { id: "Siap semua", en: "All ready", ms: "Semua siap" },
  /** Layar Produksi: after Siap semua, what it did (the notice that offers its undo). */
  bumpedCard: {
    id: (menu: string, n: number): string => `${menu} ×${n} siap`,
    en: (menu: string, n: number): string => `${menu} ×${n} ready`,
    ms: (menu: string, n: number): string => `${menu} ×${n} siap`,
  },
  /** Layar Produksi: the notice's button that takes Siap semua back. */
  UNDO_BUMP: { id: "Batalkan", en: "Undo", ms: "Batalkan" },
  /** POST /m-dish-status/bump/undo: the dishes are back in the queue. */
  BUMP_UNDONE: { id: "Siap dibatalkan", en: "Ready undone", ms: "Siap dibatalkan" },
  /** Layar Produksi without a screen chosen. */
  PICK_SCREEN: { id: "Pilih layar produksi", en: "Choose a production screen", ms: "Pilih skrin dapur" },
  NO_SCREENS: { id: "Belum ada layar produksi", en: "No production screens yet", ms: "Belum ada skrin dapur" },
  SOUND_ON: { id: "Suara aktif", en: "Sound on", ms: "Bunyi aktif" },
  SOUND_OFF: { id: "Suara mati", en: "Sound off", ms: "Bunyi dimatikan" },
  AGE_WARN: { id: "Kuning setelah (menit)", en: "Yellow after (minutes)", ms: "Kuning selepas (minit)" },
  AGE_LATE: { id: "Merah setelah (menit)", en: "Red after (minutes)", ms: "Merah selepas (minit)" },
  ALL_DAY: { id: "Total menunggu", en: "Total waiting", ms: "Jumlah menunggu" },
  ADDITIONAL: { id: "Tambahan", en: "Additional", ms: "Tambahan" },
  /** Hal Tata's menu card: the item's dishes sent without options, beside those with options. */
  NO_OPTIONS: { id: "Tanpa pilihan", en: "No options", ms: "Tanpa pilihan" },
  CANCELLED_TITLE: { id: "Menu Yang Di Cancel", en: "Cancelled Items", ms: "Menu Dibatalkan" },
});

/**
 * Texts of the live connection (the product's own wording, the spec has none): the offline
 * banner of the cashier and staff layouts and the stale mark of the kitchen cards.
 *
 * @example
 * <Alert title={LIVE_MSG.OFFLINE_TITLE}>{LIVE_MSG.offlineSince("14:05")}</Alert>
 */
export const LIVE_MSG = localized({
  OFFLINE_TITLE: { id: "Server tidak dapat dihubungi", en: "Cannot reach the server", ms: "Pelayan tidak dapat dihubungi" },
  /** The mark on cards that may be out of date while offline. */
  STALE: { id: "Data lama", en: "Old data", ms: "Data lama" },
  /** Banner body; `time` is the clock time (HH:mm, Asia/Jakarta) of the last data received. */
  offlineSince: {
    id: (time: string): string => `Menampilkan data terakhir pukul ${time}. Perubahan baru muncul lagi setelah koneksi kembali.`,
    en: (time: string): string => `Showing the last data from ${time}. New changes appear again once the connection is back.`,
    ms: (time: string): string => `Memaparkan data terakhir pada ${time}. Perubahan baharu muncul semula selepas sambungan pulih.`,
  },
  /** Banner body when nothing was received yet. */
  OFFLINE_NO_DATA: {
    id: "Belum ada data. Layar dimuat otomatis setelah koneksi kembali.",
    en: "No data yet. The screen loads by itself once the connection is back.",
    ms: "Belum ada data. Skrin dimuat secara automatik selepas sambungan pulih.",
  },
});
