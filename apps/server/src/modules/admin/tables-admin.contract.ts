/** The contract of the back office's Meja routes (issue 14), attached by lib/contract.ts. */
import { peopleReplies, replies } from "@waroeng/domain/wire";
import type { RouteContracts } from "../../lib/contract.ts";

const who =
  "Roles owner and kacab (`admin.manage`); only tables of the session's outlet (another outlet's id → 404 `Meja tidak ditemukan`). Every change is one transaction with its audit row (entity `table`, before → after).";
const form =
  "Form: `m_meja_nama` (1–40, unique in the outlet → 409 `Nama meja sudah dipakai`), `m_meja_type` (meja | bungkus | express), `m_meja_jenis_id` (an m_meja_jenis id, else 422 `Jenis meja tidak dikenal`), `m_meja_urut` (0–9999, display order).";

export const tablesAdminContract: RouteContracts = {
  "GET /admin/tables": {
    summary: "Tables (back office)",
    description: `Every table of the outlet, active or not, in display order, with \`in_use\` (an open order holds it now); and \`kinds\` (m_meja_jenis). ${who}`,
    response: replies(200, peopleReplies.tableList),
  },
  "POST /admin/tables": {
    summary: "Add a table (back office)",
    description: `${form} The table shows on the cashier's and the staff's table lists at once. ${who}`,
    response: replies(200, peopleReplies.table),
  },
  "POST /admin/tables/:id": {
    summary: "Edit a table (back office)",
    description: `${form} Changing the type of a table an open order holds → 409 \`Meja sedang dipakai nota terbuka\`. ${who}`,
    response: replies(200, peopleReplies.table),
  },
  "POST /admin/tables/:id/deactivate": {
    summary: "Deactivate a table (back office)",
    description: `Hidden from every table list and its QR code stops working; its history stays. A table an open order holds → 409 \`Meja sedang dipakai nota terbuka\`. ${who}`,
    response: replies(200, peopleReplies.table),
  },
  "POST /admin/tables/:id/activate": {
    summary: "Reactivate a table (back office)",
    description: `Back on the table lists; its QR code works again. ${who}`,
    response: replies(200, peopleReplies.table),
  },
  "DELETE /admin/tables/:id": {
    summary: "Delete a table without history (back office)",
    description: `Only a table no order or QR order ever used (its QR code goes too); one with history → 409 \`Meja punya riwayat transaksi; nonaktifkan saja\`; in use → 409. ${who}`,
    response: replies(200, peopleReplies.tableDeleted),
  },
  "POST /admin/tables/:id/rotate-qr": {
    summary: "Rotate a table's QR code (back office)",
    description: `A new code for an active table: the guest page \`path\` of the reply; the old printed code answers 404 from now on and its shared cart is emptied. An inactive table → 409 \`Meja tidak aktif\`. The audit row never holds a code. ${who}`,
    response: replies(200, peopleReplies.qrRotated),
  },
  "POST /admin/tables/import": {
    summary: "Import tables from CSV, preview or apply (back office)",
    description: `JSON \`{ csv, mode }\`: \`csv\` the file's text (≤ 100 000 characters, ≤ 500 rows; header by name: \`nama, tipe, jenis, urut, aktif\` — the web's Ekspor CSV writes the same), \`mode\` \`preview\` (dry run) or \`apply\`. A row whose \`nama\` exists updates that table, a new name adds one; \`urut\` blank → 0, \`aktif\` (ya/tidak) blank → ya. Row-level \`errors\` (\`line\` as a spreadsheet numbers it, \`column\`, \`message\`): bad cells, an unknown \`jenis\`, a name twice in the file, a table an open order holds being deactivated or re-typed. Reply 200 with the planned \`rows\` (\`action\` create | update | same); \`applied\` is true only for \`apply\` with no error, when every row was written in one transaction with one audit row per changed table. Any error → nothing written. ${who}`,
    response: replies(200, peopleReplies.tableImport),
  },
};
