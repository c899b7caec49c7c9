/**
 * Today's history, its detail, receipt reprint and the digital receipt (spec 03 §2.4, §3, §7;
 * docs/API.md "History and receipts").
 */
import { api } from "./client.ts";

/** A row of GET /transaksi/history. Money is integer minor units. */
export interface HistoryRow {
  r_t_id: number;
  r_t_jam: string;
  r_t_nota_code: string;
  r_t_bigboss: string;
  r_t_nominal_total_bayar: number;
  m_transaction_table_id: number | null;
  r_t_tanggal?: string;
  payment_method?: string | number | null;
}

export interface HistoryTransaction {
  r_t_id: number;
  r_t_nota_code: string;
  r_t_bigboss: string;
  r_t_tanggal: string;
  r_t_jam: string;
  r_t_nominal: number;
  r_t_nominal_pajak: number;
  r_t_nominal_sc: number;
  r_t_nominal_diskon: number;
  r_t_nominal_voucher: number;
  r_t_nominal_tarik_tunai?: number;
  r_t_nominal_total_bayar: number;
  r_t_nominal_pembulatan: number;
  r_t_nominal_uang?: number;
  r_t_nominal_kembalian?: number;
  r_t_nominal_free_kembalian?: number;
  r_t_nomor_wa?: string | null;
  r_t_member_id?: string | null;
  payment_method?: string | number | null;
  kasir?: string | null;
  table_names?: string | null;
  /** The order (tmp_transaction_id) this payment closed. */
  m_transaction_table_id?: number | null;
}

export interface HistoryMenu {
  m_produk_nama: string;
  m_produk_m_jenis_produk_id: number;
  m_jenis_produk_nama?: string | null;
  r_t_detail_id: number;
  r_t_detail_qty: number;
  r_t_detail_qty_qr?: number | null;
  r_t_detail_price: number;
  r_t_detail_nominal: number;
  r_t_detail_status?: number;
  /** `Gratis - reason`, `Batal - reason` … for a line that is not charged; "" otherwise. */
  r_t_detail_reasone_approve?: string;
}

export interface HistoryDetail {
  transaction: HistoryTransaction;
  menus: HistoryMenu[];
}

/** A receipt line; lines that are not charged (status ≠ 0) print at 0 with their reason. */
export interface ReceiptLine {
  m_produk_nama: string;
  qty: number;
  price: number;
  nominal: number;
  status: number;
  reason: string;
}

/** `data` of GET /cashier/print-transaksi/{id}/{mode}: the printable receipt (money in minor units). */
export interface Receipt {
  outlet: { m_w_nama: string; m_w_alamat?: string | null; m_w_telp?: string | null; currency?: string | null };
  r_t_id: number;
  r_t_nota_code: string;
  r_t_bigboss: string;
  r_t_tanggal: string;
  r_t_jam: string;
  table_names?: string | null;
  transaction_type?: string | null;
  kasir?: string | null;
  payment_method?: string | null;
  /** Payment method id: cash is decided by it (`isCash`). */
  r_t_m_payment_method_id?: number;
  lines: ReceiptLine[];
  r_t_nominal: number;
  r_t_nominal_pajak: number;
  r_t_nominal_sc: number;
  r_t_nominal_diskon: number;
  r_t_nominal_voucher: number;
  r_t_nominal_tarik_tunai?: number;
  r_t_nominal_pembulatan: number;
  r_t_nominal_total_bayar: number;
  r_t_nominal_uang?: number;
  r_t_nominal_kembalian?: number;
  r_t_nominal_free_kembalian?: number;
  tax_percent?: number;
  sc_percent?: number;
  paper_mm: 58 | 80;
  copy: boolean;
  footer?: string | null;
}

export const historyKeys = {
  list: ["transaksi-history"] as const,
  detail: (id: number) => ["transaksi-history-detail", id] as const,
  receipt: (id: string, mode: string) => ["print-transaksi", id, mode] as const,
};

/** GET /transaksi/history → today's paid transactions, newest first. */
export async function fetchHistory(): Promise<HistoryRow[]> {
  return (await api.get<HistoryRow[]>("transaksi/history")).data ?? [];
}

/** GET /transaksi/history-detail/{id} → the transaction and its menu lines. */
export async function fetchHistoryDetail(id: number): Promise<HistoryDetail> {
  const data = (await api.get<HistoryDetail>(`transaksi/history-detail/${id}`)).data;
  return { transaction: data.transaction, menus: data.menus ?? [] };
}

/** GET /cashier/print-transaksi/{id}/{mode} → `struct` (the receipt page link) and `data` (the receipt). */
export async function printTransaksi(id: number | string, mode: number | string): Promise<{ struct: string; data: Receipt }> {
  const res = await api.get<Receipt>(`cashier/print-transaksi/${id}/${mode}`);
  const struct = typeof res.struct === "string" ? res.struct : "";
  return { struct, data: res.data };
}

/** GET /cashier/cronjob-wa/{number}/{id}: sends the receipt by WhatsApp (spec 03 §7 Receipts). */
export async function sendReceiptWa(number: string, id: number): Promise<void> {
  await api.get(`cashier/cronjob-wa/${number}/${id}`);
}
