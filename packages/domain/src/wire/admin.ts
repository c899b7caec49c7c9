/**
 * Back-office replies (issue 14; docs/API.md "Back office") and the user menu's Refresh
 * (foundations §7 GET /transaksi/clearTmp).
 */
import { z } from "zod";
import { envelope, wireId } from "./envelope.ts";

/** GET /transaksi/clearTmp data: the empty drafts deleted and the tables they freed. */
export const clearTmpData = z.strictObject({
  deleted: z.number().int().min(0).describe("how many empty drafts of the caller were deleted"),
  tmp_transaction_ids: z.array(wireId),
  m_meja_ids: z.array(wireId).describe("tables freed"),
});

/** GET/POST /admin/outlet data: the outlet's settings (rates in whole percent). */
export const adminOutletSettings = z.strictObject({
  m_w_id: wireId,
  m_w_nama: z.string(),
  m_w_code: z.string(),
  m_w_currency: z.string().describe('"Rp" or "RM"'),
  m_w_tax: z.number().int().describe("percent: 0, 10, 11 or 12"),
  m_w_sc: z.number().int().describe("percent: 0, 3 or 5"),
  m_w_pembulatan: z.string().describe('"ya" or "tidak"'),
  m_w_alamat: z.string(),
  m_w_footer: z.string(),
});

/** One row of GET /admin/audit. */
export const auditEntry = z.strictObject({
  audit_id: wireId,
  audit_at: z.string().describe("ISO 8601 UTC"),
  user_id: wireId,
  user_name: z.string(),
  m_w_id: wireId,
  audit_entity: z.string(),
  audit_entity_id: z.number().int(),
  audit_action: z.string(),
  audit_before: z.record(z.string(), z.unknown()).nullable(),
  audit_after: z.record(z.string(), z.unknown()).nullable(),
});

/** GET /admin/audit data: one page, newest first. */
export const auditPage = z.strictObject({
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  rows: z.array(auditEntry),
});

export const adminReplies = {
  clearTmp: envelope(clearTmpData),
  outlet: envelope(adminOutletSettings),
  audit: envelope(auditPage),
};
