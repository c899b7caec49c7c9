/**
 * The guest's public QR calls (docs/api/intro.md "QR orders"): no session, the code in
 * the path is the capability. Money arrives in the major unit and is converted to minor units.
 */
import type { FormOf, qrCartBody } from "@waroeng/domain/requests";
import type { qrCart, qrPage } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";
import { onlineReplies } from "./replies.ts";

export type QrPage = z.output<typeof qrPage>;
export type QrCart = z.output<typeof qrCart>;
export type QrCartLine = QrCart["items"][number];

export async function loadQrPage(token: string): Promise<QrPage> {
  return (await api.get<QrPage>(`qr/${encodeURIComponent(token)}`, undefined, { reply: onlineReplies.page })).data;
}

/** PUT /qr/{token}/cart: the whole cart from `version` (409 when another phone changed it). */
export async function saveQrCart(token: string, version: number, items: QrCartLine[]): Promise<QrCart> {
  const body: FormOf<typeof qrCartBody> = { version, items };
  return (await api.put<QrCart>(`qr/${encodeURIComponent(token)}/cart`, body)).data;
}

export async function sendQrOrder(token: string, version: number, name: string): Promise<string> {
  return (await api.post<{ tmp_online_code: string }>(`qr/${encodeURIComponent(token)}/send`, { version, name })).data.tmp_online_code;
}
