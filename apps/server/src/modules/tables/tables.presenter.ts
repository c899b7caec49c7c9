/** Table rows → the wire names of docs/API.md "Tables and open orders" (foundations §3). */
import type { TableWithKind } from "./tables.service.ts";

/** `GET /m-meja` item: `{ m_meja_id, m_meja_nama, m_meja_type, m_meja_jenis_id, m_meja_jenis_nama }`. */
export function presentTable(t: TableWithKind) {
  return { m_meja_id: t.id, m_meja_nama: t.name, m_meja_type: t.type, m_meja_jenis_id: t.kindId, m_meja_jenis_nama: t.kindName };
}

/** `GET /meja/meja-kosong` item (foundations §3 "Empty table"): `{ m_meja_id, m_meja_nama }`. */
export function presentFreeTable(t: { id: number; name: string }) {
  return { m_meja_id: t.id, m_meja_nama: t.name };
}
