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

export const adminReplies = {
  clearTmp: envelope(clearTmpData),
};
