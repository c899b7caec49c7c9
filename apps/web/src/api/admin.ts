/**
 * The user menu's Refresh (foundations §7 GET /transaksi/clearTmp) and the back office (
 * docs/API.md "Back office").
 */
import type { FormOf, outletSettingsBody } from "@waroeng/domain/requests";
import type { adminOutletSettings, auditPage, clearTmpData } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";

/** GET /transaksi/clearTmp data. */
export type ClearTmpResult = z.output<typeof clearTmpData>;

/** Deletes the caller's empty draft orders and frees their tables (the user menu's Refresh). */
export async function clearTmp(): Promise<ClearTmpResult> {
  return (await api.get<ClearTmpResult>("transaksi/clearTmp")).data;
}

/** GET/POST /admin/outlet data. */
export type OutletSettings = z.output<typeof adminOutletSettings>;
/** POST /admin/outlet form. */
export type OutletSettingsForm = FormOf<typeof outletSettingsBody>;
/** GET /admin/audit data. */
export type AuditPage = z.output<typeof auditPage>;

export async function getOutletSettings(): Promise<OutletSettings> {
  return (await api.get<OutletSettings>("admin/outlet")).data;
}

export async function saveOutletSettings(form: OutletSettingsForm): Promise<OutletSettings> {
  return (await api.post<OutletSettings>("admin/outlet", form)).data;
}

export async function getAudit(page: number): Promise<AuditPage> {
  return (await api.get<AuditPage>("admin/audit", { page: String(page) })).data;
}
