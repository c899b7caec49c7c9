/**
 * Delivery-platform (ojol) notes (orders §2.6, §7): the open ones and creating one
 * without a table, by the cashier form (/ojol) or the older staff form (/odcr-ojol, Hal Ojol).
 */

import { api } from "./client.ts";
import type { StaffNotePayload } from "./staff.ts";
import type { CreateNotePayload, OrderSummary } from "./tables.ts";

/** GET /tmp-transaction?ojol=true: the outlet's open delivery notes, oldest first. */
export async function listDeliveryOrders(): Promise<OrderSummary[]> {
  return (await api.get<OrderSummary[]>("tmp-transaction", { ojol: "true" })).data ?? [];
}

/** The cashier form of a delivery note: platform, nota, Big Boss, time; no table. */
export type DeliveryNotePayload = Required<
  Pick<
    CreateNotePayload,
    "tmp_transaction_m_t_t_name" | "tmp_transaction_note_number" | "tmp_transaction_customer_name" | "tmp_transaction_order_time"
  >
>;

/** The older staff form of a delivery note (Hal Ojol): the same with `m_transaction_table_*` names and the staff member. */
export type StaffDeliveryNotePayload = Omit<StaffNotePayload, "m_transaction_table_table_list">;

/**
 * POST /tmp-transaction: `code` 200 with the new id, else the refusal's code and message (`Nomor
 * Nota sudah ada` comes as meta.code 204 in a 200 body; a 422 throws ApiError).
 */
export async function createDeliveryNote(
  payload: DeliveryNotePayload | StaffDeliveryNotePayload,
): Promise<{ code: number; message: string; id: number }> {
  const reply = await api.post<{ tmp_transaction_id: number }>("tmp-transaction", payload);
  return { code: reply.meta.code, message: reply.meta.message, id: reply.data?.tmp_transaction_id ?? 0 };
}
