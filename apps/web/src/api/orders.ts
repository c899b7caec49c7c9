/**
 * Order lines and production (docs/API.md "Order lines and production"; orders §2.5, payment §2.1).
 */

import type { addMenuBody, FormOf, reduceMenuBody } from "@waroeng/domain/requests";
import type { orderLine, productionReply, serverTotals } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api, newIdempotencyKey, request } from "./client.ts";
import { ordersReplies } from "./replies.ts";

/** A line of an order (tmp_transaction_detail). Money in integer minor units. */
export type OrderLine = z.output<typeof orderLine>;

/** The server's totals beside the lines (`totals` top-level of GET /transaction-detail). */
export type ServerTotals = z.output<typeof serverTotals>;

export interface OrderDetail {
  lines: OrderLine[];
  totals: ServerTotals | null;
}

export type ProductionReply = z.output<typeof productionReply>;

export async function getOrderDetail(transactionId: number | string): Promise<OrderDetail> {
  const reply = await api.get<OrderLine[]>(
    "transaction-detail",
    { tmp_transaction_detail_tmp_transaction_id: transactionId },
    { reply: ordersReplies.detail },
  );
  return { lines: reply.data ?? [], totals: (reply.totals as ServerTotals | undefined) ?? null };
}

/**
 * POST add-menu: one unit of a menu item (to the given line when it is still unsent) with the chosen
 * options (option ids; absent for an item without option groups: none sent, as the spec's client).
 * One tap, one idempotency key: a retry after a lost reply never adds the unit twice. Offline the
 * tap, its options with it, waits in the outbox (lib/outbox.ts) and this throws QueuedError.
 */
export async function addMenu(
  transactionId: number | string,
  productId: number,
  lineId?: number,
  options?: readonly number[],
  key = newIdempotencyKey(),
): Promise<void> {
  await request("POST", "m-transaction-meja/add-menu", {
    body: {
      tmp_transaction_detail_m_produk_id: productId,
      tmp_transaction_detail_tmp_transaction_id: Number(transactionId),
      transactionId: Number(transactionId),
      tmp_transaction_detail_production_status: 0,
      ...(lineId ? { tmp_transaction_detail_id: lineId } : {}),
      ...(options ? { options: [...options] } : {}),
    } satisfies FormOf<typeof addMenuBody>,
    idempotencyKey: key,
    queue: true,
    money: { reply: ordersReplies.line },
  });
}

/** POST reduce-menu: one unit less of an unsent line. */
export async function reduceMenu(lineId: number, role: string, key = newIdempotencyKey()): Promise<void> {
  await api.postKeyed(
    "m-transaction-meja/reduce-menu",
    { tmp_transaction_detail_id: lineId, role_user: role } satisfies FormOf<typeof reduceMenuBody>,
    key,
    {
      reply: ordersReplies.reducedLine,
    },
  );
}

/** GET set-production/{id}: success is meta.code 202. */
export async function sendToProduction(
  transactionId: number | string,
  key = newIdempotencyKey(),
): Promise<{ code: number; data: ProductionReply }> {
  const reply = await api.getKeyed<ProductionReply>(`m-transaction-meja/set-production/${transactionId}`, key);
  return { code: reply.meta.code, data: reply.data };
}
