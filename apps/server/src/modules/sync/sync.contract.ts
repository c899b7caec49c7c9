/** The contract of the chain-sync routes (reply schemas, summary, description; lib/contract.ts). */
import { envelope, replies, syncReplies } from "@waroeng/domain/wire";
import { z } from "zod";
import type { RouteContracts } from "../../lib/contract.ts";

const KEY =
  "Head office only (`ROLE=hq`; elsewhere 404). The outlet's key in the `X-Outlet-Key` header (never in the URL), issued by `npm run sync:outlet-key -- CODE` and stored hashed; unknown key 401.";

export const syncContract: RouteContracts = {
  "GET /sync/whoami": {
    summary: "The outlet an outlet key belongs to",
    description: `${KEY} Answers the outlet's id and code at head office; the outlet box keeps the id (its pushes carry only that outlet's rows).`,
    response: replies(200, envelope(z.strictObject({ m_w_id: z.number().int(), m_w_code: z.string() }))),
  },
  "GET /sync/changes": {
    summary: "Master data changed since a version (an outlet's pull)",
    description: `${KEY} Issue 15 (payment §2.10 Update Data). The outlet's master rows (menu, prices, tables, stations, screens, vouchers, users, denominations, its m_w settings) and the chain-wide ones (transaction types, payment methods, table kinds) changed after version \`since\`, oldest first, at most \`limit\` (≤ 500), each once at its latest version with the row as the database stores it (money in minor units: a replication row, not a screen's field) or \`deleted\`. Ask again with \`since = next\` while \`more\`. Never another outlet's row.`,
    response: replies(200, syncReplies.changes),
  },
  "POST /sync/push": {
    summary: "Closed bills, refunds, cash sessions and tips from an outlet",
    description: `${KEY} Issue 15. One batch (≤ 500 records, ≤ 1 MiB) stored in one transaction, keyed by outlet, kind and the outlet's id. The same \`batch_id\` again changes nothing (\`duplicate: true\`); a record older than the stored one (lower \`seq\`) is ignored. A record whose row belongs to another outlet refuses the whole batch (403, nothing stored).`,
    response: replies(200, syncReplies.push),
  },
  "GET /update-data": {
    summary: "The outlet's sync state (Update Data page)",
    description:
      "Payment §2.10. Whether a run is going on and its phase, master rows downloaded in this run, the master version applied, records waiting to be pushed, the last pull and push times and the last error.",
    response: replies(200, syncReplies.status),
  },
  "POST /update-data": {
    summary: "Update Data: pull head office's master data now, then push",
    description:
      "Payment §2.10 (the page's button). Downloads head office's changes (resumable), applies them in one transaction after deleting the outlet's unpaid orders (the spec's guide: they must be re-entered), then pushes waiting bills. Outlet only (on head office 409); without HQ_URL/HQ_OUTLET_KEY 409; head office unreachable or refusing 503 (the downloaded part is kept, the next run resumes).",
    response: replies(200, syncReplies.updateData),
  },
};
