/**
 * The contract of each access route (cashier permission matrix and Role Setting): reply schemas
 * (`@waroeng/domain/wire`), OpenAPI summary and description, attached by lib/contract.ts.
 */
import { accessReplies, replies } from "@waroeng/domain/wire";
import type { RouteContracts } from "../../lib/contract.ts";

const features =
  "Features: `cancel_menu` (cancel a line), `edit_menu` (edit a line), `cancel_transaksi` (delete an order), `refund`, `lossbill_transaksi` (lost-bill payment).";
const rule =
  "A gated action is refused 403 `Hubungi Kacab/Asisten` (`meta.title` `Akses DiTolak!`) when both `defaultRole` and `temporaryRole` are deny; a supervisor (kacab) is never gated. `temporaryRole` is a supervisor's grant from Role Setting, in force until the end of that Asia/Jakarta business day. Defaults of a new stall: `cancel_menu`, `edit_menu`, `cancel_transaksi` allow; `refund`, `lossbill_transaksi` deny (need a grant).";

/** Reply schemas, summary and description per route ("METHOD /path" under /api), attached by lib/contract.ts. */
export const accessContract: RouteContracts = {
  "GET /akses-role": {
    summary: "Cashier permission matrix",
    description: `The matrix as it applies to the caller, by feature: \`{ defaultRole, temporaryRole }\`, each "allow"/"deny" (a supervisor gets allow everywhere). ${features} ${rule}`,
    response: replies(200, accessReplies.matrix),
  },
  "POST /approve": {
    summary: "Supervisor approval for Role Setting",
    description:
      "Form: `waroeng` (outlet id; optional, must be the session's), `email`, `password` of a supervisor (kacab) of the session's outlet. Success: `meta.code 200`, `data.id` = the approval id, usable ONCE by this user within 5 minutes (`approvel_id` of POST /role-kasir/update). Refused with HTTP 200 and the refusal body `meta.code 401`, `meta.error 1`, `meta.title` `Akses DiTolak!` and the server's message: `Email atau password Kacab/Asisten salah` (wrong login) or `Akun ini bukan Kacab/Asisten waroeng ini` (not a supervisor, or another outlet's). HTTP 401 stays the ended session's, so a mistyped supervisor password never logs the cashier out. Failures count against the login limits (per IP and per email): past them 429 with `Retry-After`.",
    response: replies(200, accessReplies.approve),
  },
  "GET /get-all-role": {
    summary: "Cashier permissions (Role Setting switches)",
    description: `The outlet's permissions: \`m_kasir_akses_id\`, \`m_kasir_akses_fitur\`, \`m_kasir_akses_default_role\` and \`m_kasir_akses_temp_role\` ("allow"/"deny"; temp = the grant in force now), \`m_kasir_akses_temp_until\` (when the grant lapses, or null). ${features}`,
    response: replies(200, accessReplies.permissions),
  },
  "POST /role-kasir/update": {
    summary: "Save the temporary switches (Role Setting, Simpan)",
    description:
      'Form: `approvel_id` (from POST /approve), `m_kasir_akses_id[]` (the permissions shown), `m_kasir_akses_temp_role[{id}]` ("allow", "1", "on", "true" → allow; absent or anything else → deny; JSON may send `m_kasir_akses_temp_role` as an object keyed by id). Without `m_kasir_akses_id[]` the ids are those of the switches sent. One transaction: the approval is used up (403 `Persetujuan tidak berlaku, minta persetujuan Kacab/Asisten lagi`, title `Akses DiTolak!`, when unknown, used, older than 5 minutes, or another user\'s or outlet\'s), every id must be a permission of the outlet (422 `Fitur akses tidak ditemukan`), each switch that changes is saved (on: until the end of today\'s Asia/Jakarta business day) and logged with the approving supervisor (`m_kasir_akses_log`). Reply: the permissions after the change. A refusal changes nothing and leaves the approval unused.',
    response: replies(200, accessReplies.saved),
  },
};
