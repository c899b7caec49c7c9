/**
 * Today's history, its detail, receipt reprint and the digital receipt (spec 03 §2.4, §3, §7;
 * docs/API.md "History and receipts").
 */
import type { historyDetail, historyMenu, historyRow, historyTransaction, receipt, receiptLine } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";
import { historyReplies } from "./replies.ts";

/** A row of GET /transaksi/history. Money is integer minor units. */
export type HistoryRow = z.output<typeof historyRow>;

export type HistoryTransaction = z.output<typeof historyTransaction>;

export type HistoryMenu = z.output<typeof historyMenu>;

export type HistoryDetail = z.output<typeof historyDetail>;

/** A receipt line; lines that are not charged (status ≠ 0) print at 0 with their reason. */
export type ReceiptLine = z.output<typeof receiptLine>;

/** `data` of GET /cashier/print-transaksi/{id}/{mode}: the printable receipt (money in minor units). */
export type Receipt = z.output<typeof receipt>;

/** GET /transaksi/history → today's paid transactions, newest first. */
export async function fetchHistory(): Promise<HistoryRow[]> {
  return (await api.get<HistoryRow[]>("transaksi/history", undefined, { reply: historyReplies.list })).data ?? [];
}

/** GET /transaksi/history-detail/{id} → the transaction and its menu lines. */
export async function fetchHistoryDetail(id: number): Promise<HistoryDetail> {
  const data = (await api.get<HistoryDetail>(`transaksi/history-detail/${id}`, undefined, { reply: historyReplies.detail })).data;
  return { transaction: data.transaction, menus: data.menus ?? [] };
}

/** GET /cashier/print-transaksi/{id}/{mode} → `struct` (the receipt page link) and `data` (the receipt). */
export async function fetchPrintableReceipt(
  id: number | string,
  mode: number | string,
  view = false,
): Promise<{ struct: string; data: Receipt }> {
  // `view=1`: the /struk page reads the receipt without queueing it to a printer.
  const res = await api.get<Receipt>(`cashier/print-transaksi/${id}/${mode}`, view ? { view: "1" } : undefined, {
    reply: historyReplies.receipt,
  });
  const struct = typeof res.struct === "string" ? res.struct : "";
  return { struct, data: res.data };
}
