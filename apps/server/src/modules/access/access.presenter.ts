/** Cashier permissions → the spec's wire names (foundations §3 "Cashier permission"). */
import { accessValue } from "@waroeng/domain";
import type { PermissionRow } from "./access.service.ts";

/** One row of GET /get-all-role and POST /role-kasir/update. */
export function presentPermission(r: PermissionRow) {
  return {
    m_kasir_akses_id: r.id,
    m_kasir_akses_fitur: r.feature,
    m_kasir_akses_default_role: accessValue(r.defaultRole),
    m_kasir_akses_temp_role: accessValue(r.temporaryRole),
    m_kasir_akses_temp_until: r.temporaryUntil ? r.temporaryUntil.toISOString() : null,
  };
}
