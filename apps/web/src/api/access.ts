/**
 * Cashier permission matrix and Role Setting (docs/API.md "Access"; foundations §6, §7; payment §6).
 */

import type { approveBody, FormOf, roleUpdateBody } from "@waroeng/domain/requests";
import type { accessMatrix, approvalData, cashierPermission } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";

export type AccessMatrix = z.output<typeof accessMatrix>;
export type CashierPermission = z.output<typeof cashierPermission>;

/** GET /akses-role: the matrix as it applies to the signed-in user. */
export async function getAccessMatrix(): Promise<AccessMatrix> {
  return (await api.get<AccessMatrix>("akses-role")).data;
}

/** The refund an approval is asked for, as POST /transaksi/refund will send it: bill, units, percents. */
export type RefundToApprove = Pick<FormOf<typeof approveBody>, "rekap_transaksi_id" | "refund_menu" | "current_tax" | "current_sc">;

/**
 * POST /approve with a supervisor's email and password; resolves the approval id. With `refund`,
 * the approval allows that one refund only (Role Setting and discounts send none). A refusal
 * (meta.code 401) throws ApiError titled Akses DiTolak! with the server's message.
 */
export async function approve(outletId: number, email: string, password: string, refund?: RefundToApprove): Promise<number> {
  const reply = await api.post<z.output<typeof approvalData>>("approve", {
    waroeng: outletId,
    email,
    password,
    ...refund,
  } satisfies FormOf<typeof approveBody>);
  return reply.data.id;
}

/** GET /get-all-role: the Role Setting switches. */
export async function getAllRole(): Promise<CashierPermission[]> {
  return (await api.get<CashierPermission[]>("get-all-role")).data;
}

/** POST /role-kasir/update: every shown switch with its value, under the approval. */
export async function saveRoles(approvalId: number, switches: Record<number, boolean>): Promise<CashierPermission[]> {
  const ids = Object.keys(switches).map(Number);
  const reply = await api.post<CashierPermission[]>("role-kasir/update", {
    approvel_id: approvalId,
    m_kasir_akses_id: ids,
    m_kasir_akses_temp_role: Object.fromEntries(ids.map((id) => [id, switches[id] ? "allow" : "deny"])),
  } satisfies FormOf<typeof roleUpdateBody>);
  return reply.data;
}
