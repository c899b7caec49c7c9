/**
 * QRIS: the outlet's static QRIS (back office · Outlet), the payload checks and the QRIS dialog at
 * payment. Each text is one entry in its three languages, `{ id, en, ms }` (see `localized.ts`).
 *
 * @example
 * QRIS_MSG.CRC_MISMATCH; // "QRIS rusak: kode CRC (tag 63) tidak cocok — pindai ulang stikernya"
 */
import { localized } from "./localized.ts";

export const QRIS_MSG = localized({
  /** The payload is empty. */
  EMPTY: { id: "Isi QRIS kosong", en: "The QRIS text is empty", ms: "Teks QRIS kosong" },
  /** The TLV structure is broken (a length that runs past the end, a non-digit tag or length). */
  BROKEN: {
    id: "QRIS rusak: susunan tag tidak terbaca — pindai ulang stikernya",
    en: "Broken QRIS: its tags cannot be read — scan the sticker again",
    ms: "QRIS rosak: susunan tag tidak dapat dibaca — imbas semula pelekatnya",
  },
  /** Tag 00 is not "01" or not first. */
  NOT_EMV: {
    id: "Bukan QRIS: format EMVCo (tag 00 = 01) tidak ditemukan",
    en: "Not a QRIS: the EMVCo format (tag 00 = 01) is missing",
    ms: "Bukan QRIS: format EMVCo (tag 00 = 01) tiada",
  },
  /** Tag 63 is missing, not last or not 4 hex digits. */
  CRC_MISSING: {
    id: "QRIS rusak: kode CRC (tag 63) tidak ada di akhir",
    en: "Broken QRIS: the CRC (tag 63) is missing at the end",
    ms: "QRIS rosak: CRC (tag 63) tiada di hujung",
  },
  /** The CRC does not match the payload. */
  CRC_MISMATCH: {
    id: "QRIS rusak: kode CRC (tag 63) tidak cocok — pindai ulang stikernya",
    en: "Broken QRIS: the CRC (tag 63) does not match — scan the sticker again",
    ms: "QRIS rosak: CRC (tag 63) tidak sepadan — imbas semula pelekatnya",
  },
  /** No merchant account information in 26–51 carries ID.CO.QRIS.WWW. */
  NOT_QRIS: {
    id: "Bukan QRIS Indonesia: tidak ada informasi merchant ID.CO.QRIS.WWW (tag 26–51)",
    en: "Not an Indonesian QRIS: no ID.CO.QRIS.WWW merchant account (tags 26–51)",
    ms: "Bukan QRIS Indonesia: tiada akaun peniaga ID.CO.QRIS.WWW (tag 26–51)",
  },
  /** Tag 53 is not 360. */
  CURRENCY: {
    id: "QRIS ditolak: mata uang (tag 53) bukan Rupiah (360)",
    en: "QRIS refused: its currency (tag 53) is not rupiah (360)",
    ms: "QRIS ditolak: mata wang (tag 53) bukan rupiah (360)",
  },
  /** Tag 58 is not ID. */
  COUNTRY: {
    id: "QRIS ditolak: negara (tag 58) bukan ID",
    en: "QRIS refused: its country (tag 58) is not ID",
    ms: "QRIS ditolak: negara (tag 58) bukan ID",
  },
  /** Tag 59 or 60 missing. */
  MERCHANT_MISSING: {
    id: "QRIS rusak: nama merchant (tag 59) atau kota (tag 60) tidak ada",
    en: "Broken QRIS: the merchant name (tag 59) or city (tag 60) is missing",
    ms: "QRIS rosak: nama peniaga (tag 59) atau bandar (tag 60) tiada",
  },
  /** The amount cannot be put in tag 54. */
  AMOUNT_INVALID: {
    id: "Nominal QRIS harus bilangan bulat rupiah di atas 0",
    en: "The QRIS amount must be whole rupiah above 0",
    ms: "Jumlah QRIS mesti rupiah bulat melebihi 0",
  },
  /** The payload is longer than a QR can carry. */
  TOO_LONG: {
    id: "QRIS terlalu panjang (maksimal 512 karakter)",
    en: "QRIS too long (at most 512 characters)",
    ms: "QRIS terlalu panjang (maksimum 512 aksara)",
  },
  /** RM outlet: QRIS is not offered. */
  RUPIAH_ONLY: {
    id: "QRIS hanya untuk Rupiah: outlet RM tidak bisa memakai QRIS",
    en: "QRIS is rupiah only: an RM outlet cannot use QRIS",
    ms: "QRIS untuk rupiah sahaja: outlet RM tidak boleh menggunakan QRIS",
  },
  /** The outlet has no static QRIS set. */
  NOT_SET: {
    id: "QRIS waroeng belum diatur (Kelola Waroeng · Pengaturan Waroeng)",
    en: "The outlet's QRIS is not set (Back Office · Outlet Settings)",
    ms: "QRIS outlet belum ditetapkan (Pejabat Belakang · Tetapan Outlet)",
  },
  /** No charge with that order id. */
  CHARGE_NOT_FOUND: { id: "Tagihan QRIS tidak ditemukan", en: "QRIS charge not found", ms: "Caj QRIS tidak dijumpai" },
  /** Paying by QRIS without a live charge of the bill's amount. */
  CHARGE_NEEDED: {
    id: "Tagihan QRIS tidak berlaku lagi: tampilkan QRIS ulang",
    en: "The QRIS charge is no longer valid: show the QRIS again",
    ms: "Caj QRIS tidak sah lagi: paparkan QRIS semula",
  },
  /** order_id field error. */
  ORDER_ID_INVALID: { id: "order_id tidak valid", en: "Invalid order_id", ms: "order_id tidak sah" },
  /** Gateway mode: the gateway did not answer (timeout, 5xx, unreachable). */
  GATEWAY_DOWN: {
    id: "Gateway QRIS tidak menjawab: coba lagi atau pakai metode lain",
    en: "The QRIS gateway did not answer: try again or use another method",
    ms: "Get laluan QRIS tidak menjawab: cuba lagi atau guna kaedah lain",
  },
  /** Gateway mode: a split bill's QRIS. */
  GATEWAY_NO_SPLIT: {
    id: "QRIS gateway belum bisa untuk pisah bill: pakai metode lain",
    en: "Gateway QRIS cannot pay a split bill yet: use another method",
    ms: "QRIS get laluan belum boleh untuk bil berasingan: guna kaedah lain",
  },
  /** POST /qris/notify with a bad signature. */
  NOTIFY_FORGED: {
    id: "Tanda tangan notifikasi tidak sah",
    en: "Invalid notification signature",
    ms: "Tandatangan pemberitahuan tidak sah",
  },
  /** POST /qris/notify while notifications are off. */
  NOTIFY_OFF: {
    id: "Notifikasi gateway tidak aktif",
    en: "Gateway notifications are off",
    ms: "Pemberitahuan get laluan tidak aktif",
  },
  /** A gateway charge paid after its bill changed or was paid another way. */
  TO_RETURN: {
    id: "Uang QRIS masuk tanpa tagihan: kembalikan ke pelanggan",
    en: "QRIS money arrived without a bill: return it to the customer",
    ms: "Wang QRIS masuk tanpa bil: pulangkan kepada pelanggan",
  },
  /** The gateway refused a refund. */
  REFUND_REFUSED: {
    id: "Gateway menolak refund QRIS: kembalikan uangnya sendiri lalu catat sebagai refund manual",
    en: "The gateway refused the QRIS refund: return the money yourself and record a manual refund",
    ms: "Get laluan menolak bayaran balik QRIS: pulangkan wang sendiri dan catat bayaran balik manual",
  },
  /** The refund screen's question after a refused gateway refund. */
  MANUAL_REFUND_TITLE: { id: "Catat refund manual?", en: "Record a manual refund?", ms: "Catat bayaran balik manual?" },
  /** POST /qris/return of a charge with nothing to return. */
  NOTHING_TO_RETURN: {
    id: "Tidak ada uang QRIS yang perlu dikembalikan",
    en: "There is no QRIS money to return",
    ms: "Tiada wang QRIS yang perlu dipulangkan",
  },
  /** Gateway mode at the till: waiting for the money. */
  WAITING: {
    id: "Menunggu pembayaran: layar ini menutup sendiri saat uang masuk",
    en: "Waiting for the payment: this screen closes by itself when the money arrives",
    ms: "Menunggu bayaran: skrin ini tutup sendiri apabila wang masuk",
  },
  /** Gateway mode at the till: the QR shown ended (the bill was paid by an older QR, changed, or time ran out). */
  NOT_WAITING: {
    id: "QRIS ini tidak berlaku lagi: tagihan sudah dibayar atau berubah",
    en: "This QRIS is no longer valid: the bill was paid or changed",
    ms: "QRIS ini tidak sah lagi: bil sudah dibayar atau berubah",
  },
  /** Kas Kasir: the list of QRIS money that paid no bill. */
  RETURNS_TITLE: { id: "Uang QRIS untuk dikembalikan", en: "QRIS money to return", ms: "Wang QRIS untuk dipulangkan" },
  RETURNS_HINT: {
    id: "Uang ini masuk lewat QRIS tetapi tidak membayar tagihan apa pun. Kembalikan ke pelanggan.",
    en: "This money came in by QRIS but paid no bill. Return it to the customer.",
    ms: "Wang ini masuk melalui QRIS tetapi tidak membayar sebarang bil. Pulangkan kepada pelanggan.",
  },
  RETURNS_NOTA: { id: "Nota", en: "Bill no.", ms: "Nota" },
  RETURNS_TIME: { id: "Jam masuk", en: "Arrived", ms: "Masa masuk" },
  RETURNS_AMOUNT: { id: "Nominal", en: "Amount", ms: "Jumlah" },
  RETURNS_ISSUER: { id: "Dibayar dengan", en: "Paid with", ms: "Dibayar dengan" },
  /** Refund through the gateway. */
  RETURN_BY_GATEWAY: { id: "Refund lewat gateway", en: "Refund via gateway", ms: "Bayar balik melalui get laluan" },
  /** Record a return by hand (after the gateway refused). */
  RETURN_BY_HAND: { id: "Sudah dikembalikan tunai", en: "Returned in cash", ms: "Sudah dipulangkan tunai" },
  RETURN_DONE: { id: "Pengembalian QRIS tercatat", en: "QRIS return recorded", ms: "Pemulangan QRIS dicatat" },
  /** A refused gateway refund, with the gateway's message after it. */
  REFUSED_NOTE: { id: "Refund ditolak gateway", en: "Refund refused by the gateway", ms: "Bayar balik ditolak get laluan" },
  /** Screen words. */
  METHOD: { id: "QRIS", en: "QRIS", ms: "QRIS" },
  DIALOG_TITLE: { id: "Bayar dengan QRIS", en: "Pay by QRIS", ms: "Bayar dengan QRIS" },
  SCAN_HINT: {
    id: "Minta pelanggan memindai QR ini; nominal sudah terisi",
    en: "Ask the customer to scan this QR; the amount is filled in",
    ms: "Minta pelanggan mengimbas QR ini; jumlah sudah diisi",
  },
  CHECK_HINT: {
    id: "Tekan Sudah diterima setelah aplikasi pelanggan menunjukkan berhasil",
    en: "Press Received once the customer's app shows success",
    ms: "Tekan Telah diterima selepas aplikasi pelanggan menunjukkan berjaya",
  },
  RECEIVED: { id: "Sudah diterima", en: "Received", ms: "Telah diterima" },
  UNIQUE_AMOUNT: { id: "Kode unik", en: "Unique code", ms: "Kod unik" },
  BILL_TOTAL: { id: "Total tagihan", en: "Bill total", ms: "Jumlah bil" },
  TO_PAY: { id: "Nominal QRIS", en: "QRIS amount", ms: "Jumlah QRIS" },
  MERCHANT: { id: "Nama usaha", en: "Merchant", ms: "Peniaga" },
  EXPIRES: { id: "Berlaku sampai", en: "Valid until", ms: "Sah sehingga" },
  /** Back office · Outlet. */
  SETTINGS_TITLE: { id: "QRIS statis", en: "Static QRIS", ms: "QRIS statik" },
  SETTINGS_HINT: {
    id: "Pindai stiker QRIS outlet dengan kamera, unggah fotonya, atau tempel teksnya",
    en: "Scan the outlet's QRIS sticker with the camera, upload a photo of it, or paste its text",
    ms: "Imbas pelekat QRIS outlet dengan kamera, muat naik fotonya, atau tampal teksnya",
  },
  PAYLOAD_LABEL: { id: "Teks QRIS", en: "QRIS text", ms: "Teks QRIS" },
  SCAN_CAMERA: { id: "Pindai dengan kamera", en: "Scan with camera", ms: "Imbas dengan kamera" },
  UPLOAD_PHOTO: { id: "Unggah foto", en: "Upload photo", ms: "Muat naik foto" },
  STOP_CAMERA: { id: "Tutup kamera", en: "Close camera", ms: "Tutup kamera" },
  NO_QR_FOUND: {
    id: "QR tidak terbaca dari gambar; coba foto yang lebih jelas",
    en: "No QR could be read from the picture; try a sharper photo",
    ms: "QR tidak dapat dibaca daripada gambar; cuba foto yang lebih jelas",
  },
  CAMERA_FAILED: {
    id: "Kamera tidak bisa dibuka; unggah foto atau tempel teksnya",
    en: "The camera cannot be opened; upload a photo or paste the text",
    ms: "Kamera tidak dapat dibuka; muat naik foto atau tampal teksnya",
  },
  PARSED_MERCHANT: { id: "Merchant di QRIS", en: "Merchant in the QRIS", ms: "Peniaga dalam QRIS" },
  UNIQUE_SETTING: {
    id: "Tambah kode unik 1–99 rupiah agar dua tagihan sama besar bisa dibedakan",
    en: "Add a unique code of 1–99 rupiah so two bills of the same total can be told apart",
    ms: "Tambah kod unik 1–99 rupiah supaya dua bil sama jumlah boleh dibezakan",
  },
  RM_HINT: {
    id: "QRIS hanya untuk outlet Rupiah",
    en: "QRIS is for rupiah outlets only",
    ms: "QRIS untuk outlet rupiah sahaja",
  },
});
