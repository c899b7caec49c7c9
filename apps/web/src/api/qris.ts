/**
 * QRIS at payment (docs/API.md "QRIS"): the charge of a bill (its dynamic QR with the amount), its
 * status, and cancelling it. Money in integer minor units here (api/client.ts converts).
 */

import type * as Requests from "@waroeng/domain/requests";
import type { FormOf } from "@waroeng/domain/requests";
import type * as Wire from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";
import { qrisReplies, requestSchemas } from "./replies.ts";

/** POST /qris/charge data: the dynamic payload, its order id, the amount asked and the merchant. */
export type QrisCharge = z.output<typeof Wire.qrisReplies.charge>["data"];

/** POST /qris/charge: the same charge for the same bill and total while valid; a changed total replaces it. */
export async function chargeQris(form: FormOf<typeof Requests.qrisChargeBody>): Promise<QrisCharge> {
  const reply = await api.post<QrisCharge>("qris/charge", form, undefined, {
    body: requestSchemas.qrisChargeBody,
    reply: qrisReplies.charge,
  });
  return reply.data;
}

/** GET /qris/status data: status, the bill it paid (`rekap_id`), the paying app, money to return. */
export type QrisStatusReply = z.output<typeof Wire.qrisReplies.status>["data"];

/** GET /qris/status/{order_id}: in gateway mode the server asks the gateway first (and pays the bill once settled). */
export async function qrisStatus(orderId: string): Promise<QrisStatusReply> {
  const reply = await api.get<QrisStatusReply>(`qris/status/${encodeURIComponent(orderId)}`, undefined, { reply: qrisReplies.status });
  return reply.data;
}

/** POST /qris/cancel/{order_id}: the cashier closed the QR without being paid. */
export async function cancelQris(orderId: string): Promise<void> {
  await api.post(`qris/cancel/${encodeURIComponent(orderId)}`);
}

/** GET /qris/returns item: the charge's status plus its bill's nota, when the money came, its amount and a refused refund's note. */
export type QrisReturn = z.output<typeof Wire.qrisReplies.returns>["data"][number];

/** GET /qris/returns: the outlet's QRIS money that arrived without a bill and is not returned yet, oldest first. */
export async function fetchQrisReturns(): Promise<QrisReturn[]> {
  const reply = await api.get<QrisReturn[]>("qris/returns", undefined, { reply: qrisReplies.returns });
  return reply.data;
}

/**
 * POST /qris/return/{order_id}: refund through the gateway (`manual` false), or record that the
 * cashier returned it by hand (`manual` true). Throws ApiError with the server's message (a refused
 * refund is 409 and stays listed, with its note).
 */
export async function returnQris(orderId: string, manual: boolean): Promise<void> {
  await api.post(`qris/return/${encodeURIComponent(orderId)}`, { manual }, undefined, {
    body: requestSchemas.qrisReturnBody,
    reply: qrisReplies.status,
  });
}
