/** The contract of each back-office route (issue 14), attached by lib/contract.ts. */
import { adminReplies, replies } from "@waroeng/domain/wire";
import type { RouteContracts } from "../../lib/contract.ts";

const who = "Roles owner and kacab (`admin.manage`); always the session's outlet.";

export const adminContract: RouteContracts = {
  "GET /admin/outlet": {
    summary: "Outlet settings (back office)",
    description: `The session outlet's settings: \`m_w_nama\`, \`m_w_code\`, \`m_w_currency\` (Rp | RM), \`m_w_tax\` and \`m_w_sc\` (whole percent), \`m_w_pembulatan\` (ya/tidak), \`m_w_alamat\`, \`m_w_footer\` (receipt footer; empty = default). ${who}`,
    response: replies(200, adminReplies.outlet),
  },
  "POST /admin/outlet": {
    summary: "Save the outlet settings (back office)",
    description: `Form: every field: \`m_w_nama\` (3–60 characters), \`m_w_tax\` (0, 10, 11 or 12), \`m_w_sc\` (0, 3 or 5), \`m_w_pembulatan\` (ya/tidak), \`m_w_alamat\` (≤ 200), \`m_w_footer\` (≤ 120), optional \`m_w_currency\` Rp | RM (absent = unchanged; a switch while the outlet has open orders → 409 \`Mata uang tidak bisa diganti: masih ada N nota terbuka\`; it takes effect on the next request in every server process — money on the wire is then in the new currency's major unit, the stored minor units unchanged). A bad field → 422 with its message, nothing changed. One transaction: the outlet updated and one audit row (entity \`outlet\`, action \`update\`, before → after). New rates apply to orders opened afterwards (an open order keeps its snapshot). Reply: the settings after the change. ${who}`,
    response: replies(200, adminReplies.outlet),
  },
  "GET /admin/audit": {
    summary: "Audit trail (back office)",
    description: `Query \`page\` (1 = newest; 50 rows a page). Every back-office change of the session's outlet, newest first: \`audit_at\`, \`user_id\`/\`user_name\` (who), \`audit_entity\` and \`audit_entity_id\`, \`audit_action\`, \`audit_before\` → \`audit_after\` (null before = created). \`total\`: all rows. ${who}`,
    response: replies(200, adminReplies.audit),
  },
};
