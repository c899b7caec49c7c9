/**
 * Refund, history by date and transaction search (payment §7 Refund, History; foundations §7
 * `search-transactions`; docs/API.md "refund"). Money in replies is integer minor units (the client
 * converts from the wire's major unit); the refund form's money is sent in the major unit.
 */
import type { refundFormSchema } from "@waroeng/domain";
import type { historyByDateDetail, historyByDateRow, refundBill, refundLine } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";
import { refundReplies, requestSchemas } from "./replies.ts";

export type RefundBill = z.output<typeof refundBill>;
export type RefundLine = z.output<typeof refundLine>;
export type ByDateRow = z.output<typeof historyByDateRow>;
export type ByDateDetail = z.output<typeof historyByDateDetail>;
export type RefundPayload = z.input<typeof refundFormSchema>;

/** GET /recap-transactions/{id}: the bill a refund starts from. */
export async function fetchRefundBill(id: number): Promise<RefundBill> {
  return (await api.get<RefundBill>(`recap-transactions/${id}`, undefined, { reply: refundReplies.bill })).data;
}

/** GET /rekap-transaksi-detail/detailtransaksi/{id}: the bill's refundable lines. */
export async function fetchRefundLines(id: number): Promise<RefundLine[]> {
  return (
    (await api.get<RefundLine[]>(`rekap-transaksi-detail/detailtransaksi/${id}`, undefined, { reply: refundReplies.lines })).data ?? []
  );
}

/**
 * GET /open-laci/refund: opens the drawer for the refund (recorded); `struct` a link to follow when
 * not empty. `approvalId`: the supervisor's approval of the refund, for a user who may not refund alone.
 */
export async function openDrawerForRefund(approvalId?: number): Promise<string> {
  const reply = await api.get<null>("open-laci/refund", approvalId ? { approval_id: approvalId } : undefined);
  return typeof reply.struct === "string" ? reply.struct : "";
}

/** POST /transaksi/refund: 201 with `rekap_id`; a refusal throws ApiError with the server's message. */
export async function postRefund(payload: RefundPayload): Promise<{ rekap_id: number; total: number }> {
  const reply = await api.post<{ rekap_id: number; total: number }>("transaksi/refund", payload, undefined, {
    body: requestSchemas.refundFormSchema,
    reply: refundReplies.saved,
  });
  return { rekap_id: reply.data.rekap_id, total: reply.data.total };
}

/** Bills per page of the history by date (the server's page size). */
export { BY_DATE_PAGE_SIZE } from "@waroeng/domain/requests";

/** GET /m-transaction-table/history-by-date?created_at&nota_number&page (100 per page, newest first). */
export async function fetchHistoryByDate(date: string, noteNumber: string, page = 1): Promise<ByDateRow[]> {
  const reply = await api.get<ByDateRow[]>(
    "m-transaction-table/history-by-date",
    { created_at: date, nota_number: noteNumber, page },
    { reply: refundReplies.byDate },
  );
  return reply.data ?? [];
}

/** GET /m-transaction-table/history-detail/{id}. */
export async function fetchHistoryByDateDetail(id: number): Promise<ByDateDetail> {
  return (await api.get<ByDateDetail>(`m-transaction-table/history-detail/${id}`, undefined, { reply: refundReplies.byDateDetail })).data;
}

/** GET /search-transactions/{nota}/{date} → `{ error, transId, msg }`. */
export async function searchTransaction(noteNumber: string, date: string): Promise<{ error: number; transId: number; msg: string }> {
  const reply = await api.get<null>(`search-transactions/${encodeURIComponent(noteNumber)}/${encodeURIComponent(date)}`);
  return { error: Number(reply.error ?? 1), transId: Number(reply.transId ?? 0), msg: String(reply.msg ?? "") };
}
