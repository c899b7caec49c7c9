/**
 * QR online orders, the cashier's side (foundations §7 tmp-online calls, docs/API.md "online").
 */
import type { acceptOnlineBody, FormOf } from "@waroeng/domain/requests";
import type { onlineBill, onlineBillCheck, onlineNotif, pendingOnlineOrder, qrTokenRow } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";
import { onlineReplies } from "./replies.ts";

/** GET /tmp-online/list item. */
export type PendingOnlineOrder = z.output<typeof pendingOnlineOrder>;
export type OnlineNotif = z.output<typeof onlineNotif>;
export type OnlineBill = z.output<typeof onlineBill>;
export type QrCode = z.output<typeof qrTokenRow>;

export async function listPendingOnline(): Promise<PendingOnlineOrder[]> {
  return (await api.get<PendingOnlineOrder[]>("tmp-online/list")).data;
}

export async function onlineNotification(): Promise<OnlineNotif> {
  return (await api.get<OnlineNotif>("tmp-online/notif")).data;
}

export async function markOnlineNotified(id: number): Promise<void> {
  await api.get<null>(`tmp-online/off-notif/${id}`);
}

/** GET /tmp-online/cek-nota/{tmpId}: status > 0 when the table already has a bill. */
export async function checkOnlineBill(id: number): Promise<z.output<typeof onlineBillCheck>> {
  return (await api.get<z.output<typeof onlineBillCheck>>(`tmp-online/cek-nota/${id}`)).data;
}

/** POST /tmp-online/terima → the order's id. `moveTo` 0: its own table (or its bill). */
export async function acceptOnline(id: number, moveTo: number): Promise<number> {
  const body: FormOf<typeof acceptOnlineBody> = { tmp_online_id: id, pindah_meja: moveTo };
  return (await api.post<{ transactionId: number }>("tmp-online/terima", body)).data.transactionId;
}

export async function deleteOnline(id: number): Promise<void> {
  await api.get<null>(`tmp-online/delete/${id}`);
}

/** GET /cashier/print-bill-online/{tmpId}?view=1: the bill only, nothing queued (the browser print page). */
export async function fetchOnlineBill(id: number | string): Promise<OnlineBill> {
  return (await api.get<OnlineBill>(`cashier/print-bill-online/${id}`, { view: "1" }, { reply: onlineReplies.bill })).data;
}

/** GET /cashier/print-bill-online/{tmpId}: queued (printed) or the bill for the browser. */
export async function printOnlineBill(id: number): Promise<{ printed: boolean; struct: string; bill: OnlineBill }> {
  const reply = await api.get<OnlineBill>(`cashier/print-bill-online/${id}`, undefined, { reply: onlineReplies.bill });
  return { printed: Boolean(reply.printed), struct: String(reply.struct ?? ""), bill: reply.data };
}

/** GET /qr-token/list: the QR code of every table and of the take-away counter. */
export async function listQrCodes(): Promise<QrCode[]> {
  return (await api.get<QrCode[]>("qr-token/list")).data;
}

/** POST /qr-token/rotate/{tableId} (0: the take-away counter). */
export async function rotateQrCode(tableId: number): Promise<QrCode> {
  return (await api.post<QrCode>(`qr-token/rotate/${tableId}`)).data;
}
