/**
 * The sales report (GET /laporan), the QRIS reconciliation (GET /laporan/qris) and the options sold
 * (GET /laporan/opsi); docs/API.md "reports". Money in integer minor units.
 */
import type { FormOf, reportQuery } from "@waroeng/domain/requests";
import type { optionsSoldReport, qrisRecon, salesReport } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";
import { reportReplies } from "./replies.ts";

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

/** `data` of GET /laporan/opsi: the menu options sold in the range (money in minor units after the client's conversion). */
export type OptionsSoldReport = z.output<typeof optionsSoldReport>;

/** GET /laporan/opsi?dari&sampai&m_w_id → the options sold; a refusal throws ApiError with the server's message. */
export async function fetchOptionsSold(q: ReportQuery): Promise<OptionsSoldReport> {
  const query = { dari: q.dari, sampai: q.sampai, m_w_id: String(q.m_w_id ?? 0) };
  return (await api.get<OptionsSoldReport>("laporan/opsi", query, { reply: reportReplies.options })).data;
}
