/**
 * Refunds.
 * Each text is one entry in its three languages, `{ id, en, ms }` (see `localized.ts`).
 */
import { localized } from "./localized.ts";

/**
 * Refund, history by date and transaction search (payment §2.3–§2.5, §4 Refund flow, §5,
 * §8; foundations §2 Dialogs, §5 Transaction search): the server's refusals where the spec has no
 * words, and the screens' labels. The spec's own texts (`Pengembalian Dana Hanya Boleh 1x`,
 * `Anda Yakin?`, `Batalkan Pengembalian Dana`, search messages) stay in `MSG`.
 *
 * @example
 * throw new ApiError(422, REFUND_MSG.OVER_QTY);
 */
export const REFUND_MSG = localized({
  /** refund_menu empty or only zero quantities. */
  EMPTY: { id: "Pilih menu yang akan dikembalikan", en: "Choose the items to refund", ms: "Pilih menu untuk bayaran balik" },
  /** A refund_menu line that is not a paid (status 0) line of this bill. */
  FOREIGN_LINE: { id: "Menu tidak ada di transaksi ini", en: "The item is not on this transaction", ms: "Menu tiada dalam transaksi ini" },
  /** More units than the bill paid. */
  OVER_QTY: {
    id: "Jumlah pengembalian melebihi jumlah yang dibayar",
    en: "Refund quantity exceeds the quantity paid",
    ms: "Kuantiti bayaran balik melebihi kuantiti yang dibayar",
  },
  /** current_tax / current_sc neither 0 nor the bill's rate. */
  RATE_INVALID: {
    id: "Persentase pajak atau service tidak sesuai transaksi",
    en: "Tax or service percentage does not match the transaction",
    ms: "Peratus cukai atau caj perkhidmatan tidak sepadan dengan transaksi",
  },
  /** sub_total, nominal_pajak, nominal_sc, round or total differ from the server's recomputation. */
  FIGURES_DIFFER: {
    id: "Nominal pengembalian tidak sesuai, muat ulang halaman",
    en: "Refund amounts do not match, reload the page",
    ms: "Jumlah bayaran balik tidak sepadan, muat semula halaman",
  },
  /** refund_menu not a JSON list of { r_t_detail_id, qty }. */
  MENU_LIST_INVALID: { id: "Daftar menu refund tidak valid", en: "Invalid refund item list", ms: "Senarai menu bayaran balik tidak sah" },
  /** Free Kembalian above the refund total. */
  FREE_CHANGE_TOO_BIG: {
    id: "Free Kembalian melebihi total pengembalian",
    en: "Free change exceeds the refund total",
    ms: "Baki percuma melebihi jumlah bayaran balik",
  },
  /** Success of POST /transaksi/refund. */
  SAVED: { id: "Pengembalian dana berhasil disimpan", en: "Refund saved", ms: "Bayaran balik berjaya disimpan" },
  /** Search date not YYYY-MM-DD. */
  DATE_INVALID: { id: "Tanggal tidak valid", en: "Invalid date", ms: "Tarikh tidak sah" },
  // Screen labels (payment §2.3–§2.5; foundations §2)
  REFUND: { id: "REFUND", en: "REFUND", ms: "BAYARAN BALIK" },
  CANCEL: { id: "BATAL", en: "CANCEL", ms: "BATAL" },
  ORIGINAL_BILL: { id: "Nota Asal", en: "Original Bill", ms: "Bil Asal" },
  REFUND_LIST: { id: "Daftar Refund", en: "Refund List", ms: "Senarai Bayaran Balik" },
  SUBTOTAL: { id: "Subtotal", en: "Subtotal", ms: "Subjumlah" },
  TAX: { id: "Pajak Resto", en: "Restaurant Tax", ms: "Cukai Restoran" },
  SERVICE: { id: "Service Charge", en: "Service Charge", ms: "Caj Perkhidmatan" },
  TOTAL: { id: "Total", en: "Total", ms: "Jumlah" },
  ROUNDING: { id: "Pembulatan", en: "Rounding", ms: "Pembundaran" },
  /** Under REFUND when the cashier matrix refuses the user: a supervisor approves on the spot. */
  NEEDS_APPROVAL: {
    id: "Refund perlu persetujuan Kacab/Asisten di perangkat ini",
    en: "Refund needs the Branch Head/Assistant's approval on this device",
    ms: "Bayaran balik perlu kelulusan Ketua Cawangan/Pembantu pada peranti ini",
  },
  SWITCH_OFF: { id: "Nolkan", en: "Zero", ms: "Sifarkan" },
  SWITCH_ON: { id: "Pulihkan", en: "Restore", ms: "Pulihkan" },
  ADD: { id: "Tambah", en: "Add", ms: "Tambah" },
  REMOVE: { id: "Hapus", en: "Remove", ms: "Buang" },
  PHONE: { id: "Nomor HP", en: "Phone number", ms: "Nombor telefon" },
  REFUNDED_MARK: { id: "Refund", en: "Refund", ms: "Dibayar Balik" },
  /** History detail: opens the bill's refund screen. */
  REFUND_MARK_BUTTON: { id: "Refund", en: "Refund", ms: "Bayaran Balik" },
  SEARCH_TITLE: { id: "Cari Transaksi", en: "Find Transaction", ms: "Cari Transaksi" },
  NOTA_NUMBER: { id: "Nomor Nota", en: "Bill number", ms: "Nombor Bil" },
  TRANSACTION_DATE: { id: "Tanggal Transaksi", en: "Transaction date", ms: "Tarikh Transaksi" },
  WAITER_INPUT: { id: "Pelayan Input", en: "Entered by", ms: "Dimasukkan oleh" },
  VIEW_DETAIL: { id: "Lihat Detail", en: "View details", ms: "Lihat Butiran" },
  HISTORY_BY_DATE: { id: "History Transaksi", en: "Transaction History", ms: "Sejarah Transaksi" },
  /** History by date: the next page of bills. */
  MORE: { id: "Muat lebih banyak", en: "Load more", ms: "Muat lagi" },
  REFUND_DONE: { id: "Pengembalian dana tersimpan", en: "Refund saved", ms: "Bayaran balik disimpan" },
});
