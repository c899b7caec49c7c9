/** The contract of GET /transaksi/clearTmp (foundations §7; user menu Refresh, §2), attached by lib/contract.ts. */
import { adminReplies, replies } from "@waroeng/domain/wire";
import type { RouteContracts } from "../../lib/contract.ts";

export const clearTmpContract: RouteContracts = {
  "GET /transaksi/clearTmp": {
    summary: "Clear the caller's temporary data (Refresh)",
    description:
      "Deletes the calling user's EMPTY draft orders of the session's outlet — open (status 0), opened by the caller (`tmp_transaction_by`), without a single line — and frees the tables they held, in one transaction, with one `orders` live event naming the freed tables. Never an order with lines (even cancelled ones), never another user's. Reply: `deleted` (count), `tmp_transaction_ids`, `m_meja_ids` (freed). Nothing to clear → `deleted 0`. Roles: those of `cash.manage` (the Refresh item).",
    response: replies(200, adminReplies.clearTmp),
  },
};
