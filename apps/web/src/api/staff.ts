/**
 * The staff side (docs/API.md "Auth" GET /users, "Tables and open orders" POST /tmp-transaction;
 * foundations §2 "Staff dashboard", §3 staff-side fields, §7): the staff list and the older
 * staff-side note form (`m_transaction_table_*`).
 */

import type { StaffNoteForm } from "@waroeng/domain/requests";
import type { userItem } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";

/** A user of the outlet (GET /users item): id, name, email, role. */
export type StaffMember = z.output<typeof userItem>;

/** GET /users: the active users of the outlet, by name. */
export async function listStaff(): Promise<StaffMember[]> {
  return (await api.get<StaffMember[]>("users")).data ?? [];
}

/** POST /tmp-transaction, older staff-side form (orders §7): the staff member takes the listed tables. */
export type StaffNotePayload = Required<
  Pick<
    StaffNoteForm,
    | "m_transaction_table_type_transaction"
    | "m_transaction_table_note_number"
    | "m_transaction_table_customer_name"
    | "m_transaction_table_order_time"
    | "m_transaction_table_by"
    | "m_transaction_table_table_list"
  >
>;

/**
 * Creates the note; `code` 200 with the new id, else the refusal's code and message (a taken table,
 * `Nomor Nota sudah ada`) — whether the server sends it as HTTP 200 with meta.code 204 or as 409.
 */
export async function createStaffNote(payload: StaffNotePayload): Promise<{ code: number; message: string; id: number }> {
  const reply = await api.post<{ m_transaction_table_id: number }>("tmp-transaction", payload);
  return { code: reply.meta.code, message: reply.meta.message, id: reply.data?.m_transaction_table_id ?? 0 };
}
