/**
 * The switches of a Role Setting form (foundations §7 POST /role-kasir/update): the request schema
 * (`roleUpdateBody`) lives in @waroeng/domain/requests; this reads its bracketed switch keys.
 */
import { ACCESS_MSG, FIELD_MSG, MAX_ID, MAX_ITEMS, switchAllows } from "@waroeng/domain";
import type { RoleUpdateBody } from "@waroeng/domain/requests";
import { ApiError } from "../../lib/http.ts";

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
