/**
 * Split bills.
 * Each text is one entry in its three languages, `{ id, en, ms }` (see `localized.ts`).
 */
import { localized } from "./localized.ts";

/**
 * Split bill (payment spec §2.2, §4 "Split bill", §7 `nota_number`, `split_menu`, `splitId`): the
 * server's refusals of a split payment and the split screen's own words (the spec's `Konfirmasi` /
 * `Yakin gajadi split nota` are in `MSG`).
 *
 * @example
 * throw new ApiError(422, SPLIT_MSG.MENU_EMPTY);
 */
export const SPLIT_MSG = localized({
  /** `split_menu` is not a JSON list of `{tmp_transaction_detail_id, tmp_transaction_detail_qty}`. */
  MENU_INVALID: { id: "Daftar menu split tidak valid", en: "Invalid split item list", ms: "Senarai menu pisah tidak sah" },
  /** `split_menu` moves no unit. */
  MENU_EMPTY: { id: "Pilih menu yang akan di-split", en: "Choose the items to split", ms: "Pilih menu yang hendak dipisahkan" },
  /** A split quantity below 1 or above the line's units. */
  QTY_INVALID: { id: "Jumlah menu split tidak valid", en: "Invalid split quantity", ms: "Kuantiti menu pisah tidak sah" },
  /** A split line that is cancelled, replaced or free. */
  LINE_NOT_NORMAL: {
    id: "Menu batal, garansi atau gratis tidak dapat di-split",
    en: "Cancelled, warranty or free items cannot be split",
    ms: "Menu batal, jaminan atau percuma tidak boleh dipisahkan",
  },
  /** `splitId` empty, too long or with other characters. */
  SPLIT_ID_INVALID: {
    id: "splitId tidak valid (1-100 karakter: huruf, angka, - _ . :)",
    en: "Invalid splitId (1-100 characters: letters, digits, - _ . :)",
    ms: "splitId tidak sah (1-100 aksara: huruf, nombor, - _ . :)",
  },
  /** A `splitId` already used for another order's split. */
  SPLIT_ID_REUSED: {
    id: "splitId sudah dipakai untuk transaksi lain",
    en: "splitId already used for another transaction",
    ms: "splitId telah digunakan untuk transaksi lain",
  },
  /** `nota_number` missing or too long. */
  NOTA_INVALID: { id: "Nomor nota split tidak valid", en: "Invalid split bill number", ms: "Nombor bil pisah tidak sah" },
  /** A split bill whose total is 0 (payment §4: BAYAR only when the split total is above 0). */
  TOTAL_ZERO: {
    id: "Total nota split harus lebih dari 0",
    en: "The split bill's total must be above 0",
    ms: "Jumlah bil pisah mesti melebihi 0",
  },
  /** The split screen's title and its two panes. */
  TITLE: { id: "Split Nota", en: "Split Bill", ms: "Pisah Bil" },
  ORIGINAL: { id: "Nota Asal", en: "Original Bill", ms: "Bil Asal" },
  NEW_BILL: { id: "Nota Split", en: "Split Bill", ms: "Bil Pisah" },
  /** Empty split pane. */
  EMPTY_SPLIT: { id: "Pindahkan menu dari nota asal", en: "Move items from the original bill", ms: "Pindahkan menu daripada bil asal" },
  /** The receipt modal after a split payment (payment §2.2). */
  RECEIPT_TITLE: { id: "Cetak/Kirim Struk", en: "Print/Send Receipt", ms: "Cetak/Hantar Resit" },
  /** The receipt modal, once a choice was recorded. */
  RECEIPT_RECORDED: { id: "Pilihan struk disimpan", en: "Receipt choice saved", ms: "Pilihan resit disimpan" },
  /** After the last split: the order is paid and closed. */
  ALL_PAID: { id: "Semua nota split sudah dibayar", en: "All split bills are paid", ms: "Semua bil pisah telah dibayar" },
  /** A move from or to a sub-bill that is not open (below the next split, or too far ahead), or to the same bill. */
  PART_INVALID: { id: "Nota split tidak valid", en: "Invalid split bill", ms: "Bil pisah tidak sah" },
  /** A move of more units than the bill it leaves holds (another device moved them first). */
  MOVE_TOO_MANY: {
    id: "Menu sudah dipindahkan, muat ulang split",
    en: "Item already moved, reload the split",
    ms: "Menu telah dipindahkan, muat semula pisah",
  },
  /** Bagi rata into fewer than 2 or more than 20 parts. */
  EVEN_PARTS_INVALID: {
    id: "Bagi rata 2 sampai 20 nota",
    en: "Split evenly into 2 to 20 bills",
    ms: "Bahagi sama rata 2 hingga 20 bil",
  },
  /** The split screen's figures, each saying what it is. Templates take the sub-bill's name (S1, S2 …). */
  PART_TOTAL: {
    id: (part: string) => `Total ${part}`,
    en: (part: string) => `${part} total`,
    ms: (part: string) => `Jumlah ${part}`,
  },
  /** What is still on the original bill (in no sub-bill). */
  UNSPLIT_REST: { id: "Sisa belum dibagi", en: "Not yet split", ms: "Baki belum dipisah" },
  /** The whole open order (every unpaid line), whatever the split. */
  ORDER_TOTAL: { id: "Total pesanan", en: "Order total", ms: "Jumlah pesanan" },
  /** A sub-bill's tab (S1, S2 …). */
  PART_TAB: {
    id: (part: string) => `Nota ${part}`,
    en: (part: string) => `Bill ${part}`,
    ms: (part: string) => `Bil ${part}`,
  },
  /** Adds a sub-bill tab. */
  ADD_PART: { id: "Nota baru", en: "New bill", ms: "Bil baharu" },
  /** Only the next sub-bill (its note number is the next split's) can be paid. */
  PAY_NEXT_FIRST: {
    id: (part: string) => `Bayar ${part} dulu`,
    en: (part: string) => `Pay ${part} first`,
    ms: (part: string) => `Bayar ${part} dahulu`,
  },
  /** "Bagi rata": split the whole order evenly by amount. */
  EVEN: { id: "Bagi rata", en: "Split evenly", ms: "Bahagi sama rata" },
  /** Bagi rata's dialog: how many bills. */
  EVEN_PARTS: { id: "Jumlah nota", en: "Number of bills", ms: "Bilangan bil" },
  /** Bagi rata's dialog: apply, or back to moving items. */
  EVEN_APPLY: { id: "Bagi", en: "Split", ms: "Bahagi" },
  EVEN_OFF: { id: "Pisah per menu", en: "Split by item", ms: "Pisah ikut menu" },
  /** Bagi rata's list: one part each, the remainder on the last. */
  EVEN_NOTE: {
    id: "Sisa pembagian di nota terakhir",
    en: "The remainder is on the last bill",
    ms: "Baki pembahagian pada bil terakhir",
  },
  /** Bagi rata's list: the parts add up to the order total. */
  EVEN_SUM: { id: "Jumlah semua nota", en: "All bills together", ms: "Jumlah semua bil" },
  /** The move arrows' accessible names (the item's name). */
  MOVE_RIGHT: {
    id: (name: string) => `Pindah 1 ${name}`,
    en: (name: string) => `Move 1 ${name}`,
    ms: (name: string) => `Pindah 1 ${name}`,
  },
  MOVE_LEFT: {
    id: (name: string) => `Kembalikan 1 ${name}`,
    en: (name: string) => `Return 1 ${name}`,
    ms: (name: string) => `Kembalikan 1 ${name}`,
  },
  /** A Bagi rata payment's non-cash share handed over as another amount than the share (a card is charged exactly). */
  SHARE_NONCASH_EXACT: {
    id: "Bagian non-tunai harus dibayar pas sebesar bagiannya",
    en: "A non-cash share must be paid at exactly its amount",
    ms: "Bahagian bukan tunai mesti dibayar tepat sebanyak bahagiannya",
  },
  /** A split payment while the order keeps a nominal Diskon Transaksi or a voucher (neither can be cut up). */
  DISCOUNT_NOT_SPLITTABLE: {
    id: "Diskon nominal atau voucher tidak bisa dibagi ke nota split. Hapus diskon transaksi dulu",
    en: "A fixed discount or voucher cannot be divided between split bills. Remove the bill discount first",
    ms: "Diskaun nominal atau baucar tidak boleh dibahagi kepada bil pisah. Buang diskaun transaksi dahulu",
  },
  /** The split screen's button removing the order's nominal discount and voucher. */
  REMOVE_DISCOUNT_FIRST: { id: "Hapus diskon transaksi dulu", en: "Remove the bill discount first", ms: "Buang diskaun transaksi dahulu" },
  /** The split screen: a stored percent Diskon Transaksi applies to every sub-bill. */
  DISCOUNT_EACH_BILL: {
    id: (percent: string) => `Diskon ${percent}% berlaku di setiap nota`,
    en: (percent: string) => `The ${percent}% discount applies to every bill`,
    ms: (percent: string) => `Diskaun ${percent}% berlaku pada setiap bil`,
  },
  /** Bagi rata's payment list: share n of N. */
  SHARE: {
    id: (n: number, of: number) => `Bagian ${n}/${of}`,
    en: (n: number, of: number) => `Share ${n}/${of}`,
    ms: (n: number, of: number) => `Bahagian ${n}/${of}`,
  },
  /** Bagi rata's payment list: the tick when a share was received. */
  SHARE_RECEIVED: { id: "Lunas", en: "Paid", ms: "Lunas" },
  /** Bagi rata's payment list: the cash handed over for a share. */
  SHARE_CASH_GIVEN: { id: "Uang diterima", en: "Cash received", ms: "Wang diterima" },
  /** Bagi rata's payment list: a share without its method yet. */
  SHARE_PICK_METHOD: { id: "Pilih metode", en: "Choose method", ms: "Pilih kaedah" },
  /** Bagi rata's payment list: BAYAR waits until every share has a method. */
  SHARES_NEED_METHOD: {
    id: "Pilih metode pembayaran untuk setiap bagian",
    en: "Choose a payment method for every share",
    ms: "Pilih kaedah bayaran untuk setiap bahagian",
  },
  /** The BATAL confirmation's buttons (payment §4: Iya/Tidak). */
  CONFIRM_YES: { id: "Iya", en: "Yes", ms: "Ya" },
  CONFIRM_NO: { id: "Tidak", en: "No", ms: "Tidak" },
});
