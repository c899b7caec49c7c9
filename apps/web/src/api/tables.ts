/**
 * Tables and open orders (docs/API.md "Tables and open orders"; foundations §2, §4, §7).
 */
import { api } from "./client.ts";

/** GET /m-meja item; `m_meja_type` is "meja" (dine in), "bungkus" (take away) or "express". */
export interface DiningTable {
  m_meja_id: number;
  m_meja_nama: string;
  m_meja_type: string;
  m_meja_jenis_id: number;
  m_meja_jenis_nama: string;
}

/** An open order as the table list shows it (value of GET /tmp-transaction, keyed by table id). */
export interface OrderSummary {
  tmp_transaction_id: number;
  tmp_transaction_note_number: string;
  tmp_transaction_customer_name: string;
  tmp_transaction_order_time: string;
  tmp_transaction_kitchen_done_time: string | null;
  tmp_transaction_member_id: string | null;
  tmp_transaction_table_list: string;
  tmp_transaction_table_name_list: string;
  tmp_transaction_m_meja_id: number;
  tmp_transaction_m_t_t_name: string;
  tmp_transaction_status: number;
  tmp_transaction_by: string;
  dish_count: number;
}

/** GET /tmp-transaction/{id}: the summary plus rates, rounding flag and vendor. */
export interface Order extends OrderSummary {
  pajak: number | string;
  service_charge: number | string;
  pembulatan: string;
  m_t_t_name: string;
  m_t_t_group: string;
  tarik_tunai: number;
  user_input?: { id: number; name: string } | null;
}

/** POST /tmp-transaction form (cashier side). */
export interface CreateNotePayload {
  tmp_transaction_m_meja_id: number;
  tmp_transaction_note_number?: string;
  tmp_transaction_customer_name?: string;
  tmp_transaction_order_time: string;
  tmp_transaction_kitchen_done_time?: string;
  tmp_transaction_member_id?: string;
  tmp_transaction_table_list?: string;
  tmp_transaction_m_t_t_name?: string;
}

export type OrdersByTable = Record<string, OrderSummary>;

export async function listTables(): Promise<DiningTable[]> {
  return (await api.get<DiningTable[]>("m-meja")).data;
}

export async function listOpenOrders(): Promise<OrdersByTable> {
  return (await api.get<OrdersByTable>("tmp-transaction")).data ?? {};
}

/** GET /tmp-transaction/cek-meja/{tableId}: 0 when free, else the holding order's id. */
export async function checkTable(tableId: number): Promise<number> {
  return Number((await api.get<number>(`tmp-transaction/cek-meja/${tableId}`)).data);
}

/** GET /tmp-transaction/cek/{id}: 1 when the order exists and is open. */
export async function checkOrder(id: number): Promise<number> {
  return Number((await api.get<number>(`tmp-transaction/cek/${id}`)).data);
}

export async function getOrder(id: number | string): Promise<Order> {
  return (await api.get<Order>(`tmp-transaction/${id}`)).data;
}

/** POST /tmp-transaction; a refusal (table in use, duplicate nota) throws ApiError with code 204. */
export async function createNote(payload: CreateNotePayload): Promise<{ code: number; message: string; id: number }> {
  const reply = await api.post<{ tmp_transaction_id: number }>("tmp-transaction", payload);
  return { code: reply.meta.code, message: reply.meta.message, id: reply.data.tmp_transaction_id };
}

/** POST /tmp-transaction/{id} form ("Ubah Informasi Nota"): blank kitchen-done time, member id or table list clears it. */
export interface UpdateNotePayload {
  tmp_transaction_id: number;
  /** The order's own number (locked; the server refuses another). */
  tmp_transaction_note_number: string;
  tmp_transaction_customer_name: string;
  /** ISO date-time without zone (Jakarta) or `HH:mm` (today in Jakarta). */
  tmp_transaction_order_time: string;
  tmp_transaction_kitchen_done_time: string;
  tmp_transaction_member_id: string;
  /** Merged tables besides the main one, "3,4"; "" keeps only the main table. */
  tmp_transaction_table_list: string;
}

/** POST /tmp-transaction/{id}: the edited order; refusals (404, 409/204 table in use, 422) throw ApiError. */
export async function updateNote(id: number, payload: UpdateNotePayload): Promise<Order> {
  return (await api.post<Order>(`tmp-transaction/${id}`, payload)).data;
}

/** GET /meja/meja-kosong: the free dine-in tables, in display order. */
export async function listFreeTables(): Promise<Pick<DiningTable, "m_meja_id" | "m_meja_nama">[]> {
  return (await api.get<Pick<DiningTable, "m_meja_id" | "m_meja_nama">[]>("meja/meja-kosong")).data ?? [];
}
