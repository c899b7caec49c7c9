/**
 * Tables and open orders (docs/API.md "Tables and open orders"; foundations §2, §4, §7).
 */

import type { createOrderBody, FormOf, updateOrderBody } from "@waroeng/domain/requests";
import type { diningTable, freeTable, notaProposal, order, orderSummary } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";
import { ordersReplies } from "./replies.ts";

/** GET /m-meja item; `m_meja_type` is "meja" (dine in), "bungkus" (take away) or "express". */
export type DiningTable = z.output<typeof diningTable>;

/** An open order as the table list shows it (value of GET /tmp-transaction, keyed by table id). */
export type OrderSummary = z.output<typeof orderSummary>;

/** GET /tmp-transaction/{id}: the summary plus rates, rounding flag and vendor. */
export type Order = z.output<typeof order>;

/** POST /tmp-transaction form (cashier side). */
export type CreateNotePayload = FormOf<typeof createOrderBody>;

/** GET /meja/meja-kosong item. */
export type FreeTable = z.output<typeof freeTable>;

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
  return (await api.get<Order>(`tmp-transaction/${id}`, undefined, { reply: ordersReplies.order })).data;
}

/** POST /tmp-transaction; a refusal (table in use, duplicate nota) throws ApiError with code 204. */
export async function createNote(payload: CreateNotePayload): Promise<{ code: number; message: string; id: number }> {
  const reply = await api.post<{ tmp_transaction_id: number }>("tmp-transaction", payload);
  return { code: reply.meta.code, message: reply.meta.message, id: reply.data.tmp_transaction_id };
}

/** GET /tmp-transaction/nota-otomatis data: the outlet's setting and the number the note form proposes. */
export type NotaProposal = z.output<typeof notaProposal>;

/** GET /tmp-transaction/nota-otomatis: with nota otomatis on, the day's next free nota number (else null). */
export async function getNotaProposal(): Promise<NotaProposal> {
  return (await api.get<NotaProposal>("tmp-transaction/nota-otomatis", undefined, { reply: ordersReplies.notaProposal })).data;
}

/** POST /tmp-transaction/{id} form ("Ubah Informasi Nota"): blank kitchen-done time, member id or table list clears it. */
export type UpdateNotePayload = FormOf<typeof updateOrderBody>;

/** POST /tmp-transaction/{id}: the edited order; refusals (404, meta.code 204 table in use in a 200 body, 422) throw ApiError. */
export async function updateNote(id: number, payload: UpdateNotePayload): Promise<Order> {
  return (await api.post<Order>(`tmp-transaction/${id}`, payload, undefined, { reply: ordersReplies.order })).data;
}

/** GET /meja/meja-kosong: the free dine-in tables, in display order. */
export async function listFreeTables(): Promise<FreeTable[]> {
  return (await api.get<FreeTable[]>("meja/meja-kosong")).data ?? [];
}
