/** The sales report (GET /laporan) and the QRIS reconciliation (GET /laporan/qris); docs/API.md "reports". Money in integer minor units. */
import type { FormOf, reportQuery } from "@waroeng/domain/requests";
import { type qrisRecon, reportReplies, type salesReport } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";

/** `data` of GET /laporan: every report of the range (money in minor units after the client's conversion). */
export type SalesReport = z.output<typeof salesReport>;

/** The query: business dates YYYY-MM-DD (both included) and the outlet (0 = the session's). */
export type ReportQuery = FormOf<typeof reportQuery>;

/** GET /laporan?dari&sampai&m_w_id → the report; a refusal throws ApiError with the server's message. */
export async function fetchReport(q: ReportQuery): Promise<SalesReport> {
  const query = { dari: q.dari, sampai: q.sampai, m_w_id: String(q.m_w_id ?? 0) };
  return (await api.get<SalesReport>("laporan", query, { reply: reportReplies.sales })).data;
}

/** `data` of GET /laporan/qris: the QRIS reconciliation of the range (money in minor units after the client's conversion). */
export type QrisRecon = z.output<typeof qrisRecon>;

/** GET /laporan/qris?dari&sampai&m_w_id → the reconciliation; a refusal throws ApiError with the server's message. */
export async function fetchQrisRecon(q: ReportQuery): Promise<QrisRecon> {
  const query = { dari: q.dari, sampai: q.sampai, m_w_id: String(q.m_w_id ?? 0) };
  return (await api.get<QrisRecon>("laporan/qris", query, { reply: reportReplies.qris })).data;
}
