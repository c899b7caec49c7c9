/**
 * Cashier permission matrix and Role Setting replies (docs/API.md "Access"; payment spec §3 "Role
 * matrix", §7 GET /akses-role; foundations §3 "Cashier permission", §7 POST /approve,
 * GET /get-all-role, POST /role-kasir/update).
 */
import { z } from "zod";
import { CASHIER_FEATURES } from "../access.ts";
import { envelope, refusal, wireId } from "./envelope.ts";

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
