/**
 * The contract of access (docs/ARCHITECTURE.md "Adding a route"): request schemas, reply schemas
 * and the route contracts (summary, description, replies, refusals) per "METHOD /path" under /api.
 * The server validates with the request schemas, attaches the contracts to its routes
 * (apps/server/src/lib/contract.ts) and renders both into OpenAPI and docs/API.md; the web app
 * types its calls with them.
 *
 * Request schemas of Role Setting (foundations §7 POST /approve, POST /role-kasir/update). Forms
 * arrive as JSON, urlencoded or multipart (the server's plugins/body.ts); `m_kasir_akses_temp_role[3]=allow`
 * arrives as the key `m_kasir_akses_temp_role[3]` and is read by the server's `readSwitches` (modules/access/access.switches.ts).
 *
 * Cashier permission matrix and Role Setting replies (docs/API.md "Access"; payment spec §3 "Role
 * matrix", §7 GET /akses-role; foundations §3 "Cashier permission", §7 POST /approve,
 * GET /get-all-role, POST /role-kasir/update).
 *
 * The contract of each access route (cashier permission matrix and Role Setting): reply schemas
 * (`@waroeng/domain/wire`), OpenAPI summary and description, attached by the server's lib/contract.ts.
 */

import { z } from "zod";
import { CASHIER_FEATURES } from "../access.ts";
import { FIELD_MSG, loginSchema, MAX_ID, MAX_ITEMS } from "../index.ts";
import { envelope, refusal, replies, wireId } from "../wire/envelope.ts";
import { refundFormSchema } from "./refund.ts";
import type { RouteContracts } from "./types.ts";

// ── Request schemas ──

function blankToUndefined(value: unknown): unknown {
  if (value === null || value === undefined || (typeof value === "string" && value.trim() === "") || value === 0 || value === "0") {
    return undefined;
  }
  return typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
}

const id = z
  .number({ error: FIELD_MSG.ID_REQUIRED })
  .int(FIELD_MSG.ID_REQUIRED)
  .positive(FIELD_MSG.ID_REQUIRED)
  .max(MAX_ID, FIELD_MSG.ID_REQUIRED);

const refundShape = refundFormSchema.shape;

/**
 * Body of POST /approve: `waroeng` (the outlet id, optional: the session's), email, password. An
 * approval of one refund also names it, as POST /transaksi/refund will: `rekap_transaksi_id` (the
 * bill), `refund_menu`, `current_tax`, `current_sc`; without `rekap_transaksi_id` it is Role
 * Setting's or a discount's approval.
 */
export const approveBody = z.object({
  waroeng: z.preprocess(blankToUndefined, id.optional()),
  email: loginSchema.shape.email,
  password: loginSchema.shape.password,
  rekap_transaksi_id: z
    .preprocess(blankToUndefined, id.optional())
    .describe("the bill of the refund approved (an approval of that refund only; absent: Role Setting's or a discount's)"),
  refund_menu: refundShape.refund_menu.optional().describe("the refund's `refund_menu`, as POST /transaksi/refund will send it"),
  current_tax: refundShape.current_tax.optional().describe("the refund's tax percent (0 when switched off), as POST /transaksi/refund"),
  current_sc: refundShape.current_sc.optional().describe("the refund's service percent (0 when switched off), as POST /transaksi/refund"),
});
export type ApproveBody = z.output<typeof approveBody>;

/** Body of POST /role-kasir/update (the switches are read by `readSwitches`). */
export const roleUpdateBody = z.looseObject({
  approvel_id: z.preprocess(blankToUndefined, id),
  m_kasir_akses_id: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? undefined : Array.isArray(v) ? v.map(blankToUndefined) : [blankToUndefined(v)]),
    z.array(id).max(MAX_ITEMS, FIELD_MSG.LIST_MAX).optional(),
  ),
  m_kasir_akses_temp_role: z.record(z.string(), z.unknown()).optional(),
});
export type RoleUpdateBody = z.output<typeof roleUpdateBody>;

// ── Reply schemas ──

/** A switch: `"allow"` or `"deny"`. */
export const wireAccessValue = z.enum(["allow", "deny"]);

/** One feature of GET /akses-role. */
export const accessEntry = z.strictObject({ defaultRole: wireAccessValue, temporaryRole: wireAccessValue });

/** GET /akses-role data: every feature → its defaultRole and temporaryRole, as they apply to the caller. */
export const accessMatrix = z.strictObject(
  Object.fromEntries(CASHIER_FEATURES.map((f) => [f, accessEntry])) as Record<(typeof CASHIER_FEATURES)[number], typeof accessEntry>,
);

/** One cashier permission of GET /get-all-role (a Role Setting switch). */
export const cashierPermission = z.strictObject({
  m_kasir_akses_id: wireId,
  m_kasir_akses_fitur: z.enum(CASHIER_FEATURES),
  m_kasir_akses_default_role: wireAccessValue,
  m_kasir_akses_temp_role: wireAccessValue,
  m_kasir_akses_temp_until: z.string().nullable().describe("ISO 8601 UTC end of the temporary grant, or null"),
});

/** POST /approve data. */
export const approvalData = z.strictObject({ id: wireId });

/** POST /role-kasir/update data: the permissions after the change. */
export const accessReplies = {
  matrix: envelope(accessMatrix),
  permissions: envelope(z.array(cashierPermission)),
  /** HTTP 200 either way: success, or the refusal body with meta.code 401 (see the contract). */
  approve: z.union([envelope(approvalData), refusal]),
  saved: envelope(z.array(cashierPermission)),
};

// ── Route contracts ──

const features =
  "Features: `cancel_menu` (cancel a line), `edit_menu` (edit a line), `cancel_transaksi` (delete an order), `refund`, `lossbill_transaksi` (lost-bill payment).";
const rule =
  "A gated action is refused 403 `Hubungi Kacab/Asisten` (`meta.title` `Akses DiTolak!`) when both `defaultRole` and `temporaryRole` are deny; a supervisor (kacab) is never gated. `temporaryRole` is a supervisor's grant from Role Setting, in force until the end of that Asia/Jakarta business day. Defaults of a new stall: `cancel_menu`, `edit_menu`, `cancel_transaksi` allow; `refund`, `lossbill_transaksi` deny (need a grant).";

/** Reply schemas, summary and description per route ("METHOD /path" under /api), attached by the server's lib/contract.ts. */
export const accessContract: RouteContracts = {
  "GET /akses-role": {
    summary: "Cashier permission matrix",
    description: `The matrix as it applies to the caller, by feature: \`{ defaultRole, temporaryRole }\`, each "allow"/"deny" (a supervisor gets allow everywhere). ${features} ${rule}`,
    response: replies(200, accessReplies.matrix),
  },
  "POST /approve": {
    summary: "Supervisor approval (Role Setting, a discount above the limit, one refund)",
    description:
      "Form: `waroeng` (outlet id; optional, must be the session's), `email`, `password` of a supervisor (kacab) of the session's outlet. Success: `meta.code 200`, `data.id` = the approval id, usable ONCE by this user within 5 minutes: `approvel_id` of POST /role-kasir/update, `approval_id` of a discount (changeMenuDetail). An approval of one refund also names it: `rekap_transaksi_id`, `refund_menu`, `current_tax`, `current_sc` as POST /transaksi/refund will send them; it is then bound to that bill, those units and rates (`approval_id` of POST /transaksi/refund and GET /open-laci/refund) and allows nothing else, and a plain approval allows no refund. Written to the audit log (`approval`, with the supervisor and the refund named). Refused with HTTP 200 and the refusal body `meta.code 401`, `meta.error 1`, `meta.title` `Akses DiTolak!` and the server's message: `Email atau password Kacab/Asisten salah` (wrong login) or `Akun ini bukan Kacab/Asisten waroeng ini` (not a supervisor, or another outlet's). HTTP 401 stays the ended session's, so a mistyped supervisor password never logs the cashier out. Failures count against the login limits (per IP and per email): past them 429 with `Retry-After`.",
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
