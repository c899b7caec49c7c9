/**
 * Request schemas of Role Setting (foundations §7 POST /approve, POST /role-kasir/update). Forms
 * arrive as JSON, urlencoded or multipart (the server's plugins/body.ts); `m_kasir_akses_temp_role[3]=allow`
 * arrives as the key `m_kasir_akses_temp_role[3]` and is read by the server's `readSwitches` (modules/access/access.switches.ts).
 */

import { z } from "zod";
import { FIELD_MSG, loginSchema, MAX_ID, MAX_ITEMS } from "../index.ts";

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

/** Body of POST /approve: `waroeng` (the outlet id, optional: the session's), email, password. */
export const approveBody = z.object({
  waroeng: z.preprocess(blankToUndefined, id.optional()),
  email: loginSchema.shape.email,
  password: loginSchema.shape.password,
});

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
