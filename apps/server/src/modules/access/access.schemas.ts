/**
 * Request schemas of Role Setting (foundations §7 POST /approve, POST /role-kasir/update). Forms
 * arrive as JSON, urlencoded or multipart (plugins/body.ts); `m_kasir_akses_temp_role[3]=allow`
 * arrives as the key `m_kasir_akses_temp_role[3]` and is read by `readSwitches`.
 */
import { ACCESS_MSG, FIELD_MSG, loginSchema, MAX_ID, MAX_ITEMS, switchAllows } from "@waroeng/domain";
import { z } from "zod";
import { ApiError } from "../../lib/http.ts";

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

const BRACKET_KEY = /^m_kasir_akses_temp_role\[(\d{1,10})\]$/;

/**
 * Permission id → allow (true) / deny (false) from the form: for each id of `m_kasir_akses_id[]`,
 * its `m_kasir_akses_temp_role[id]` (JSON object or bracketed form keys) read by `switchAllows`; an
 * id whose switch is absent is deny (an unchecked checkbox sends nothing). Without
 * `m_kasir_akses_id[]`, the ids are the switches' own.
 * @throws ApiError 422 `Pilih minimal satu fitur akses` when no id is named at all; 422 for a bad id.
 */
export function readSwitches(body: RoleUpdateBody): Map<number, boolean> {
  const values = new Map<string, unknown>(Object.entries(body.m_kasir_akses_temp_role ?? {}));
  for (const [key, value] of Object.entries(body)) {
    const m = BRACKET_KEY.exec(key);
    if (m?.[1]) {
      values.set(m[1], value);
    }
  }
  const named = body.m_kasir_akses_id ?? [...values.keys()].map(Number);
  const ids = named.filter((n) => Number.isSafeInteger(n) && n > 0 && n <= MAX_ID);
  if (ids.length !== named.length || ids.length > MAX_ITEMS) {
    throw new ApiError(422, FIELD_MSG.ID_REQUIRED, { extra: { errors: { m_kasir_akses_id: FIELD_MSG.ID_REQUIRED } } });
  }
  if (ids.length === 0) {
    throw new ApiError(422, ACCESS_MSG.FEATURES_REQUIRED, { extra: { errors: { m_kasir_akses_id: ACCESS_MSG.FEATURES_REQUIRED } } });
  }
  return new Map(ids.map((n) => [n, switchAllows(values.get(String(n)))]));
}
