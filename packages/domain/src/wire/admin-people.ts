/** Back-office replies of Staf and Meja (issue 14; docs/API.md "Back office"). */
import { z } from "zod";
import { envelope, wireId, wireInstant, wireInt } from "./envelope.ts";

/** One staff account: never its password or hash. */
export const adminStaff = z.strictObject({
  id: wireId,
  name: z.string(),
  email: z.string().describe("the login (an email or a user name), lower case"),
  role: z.string(),
  active: z.boolean(),
  created_at: wireInstant,
});

/** GET /admin/staff data: every account of the outlet (active first, then by name) and the roles the caller may give. */
export const adminStaffList = z.strictObject({
  users: z.array(adminStaff),
  assignable_roles: z.array(z.string()),
});

/** A table of the back office. */
export const adminTable = z.strictObject({
  m_meja_id: wireId,
  m_meja_nama: z.string(),
  m_meja_type: z.string().describe("meja | bungkus | express"),
  m_meja_jenis_id: wireId,
  m_meja_jenis_nama: z.string(),
  m_meja_urut: wireInt,
  m_meja_active: z.boolean(),
  in_use: z.boolean().describe("an open order holds the table now"),
});

/** GET /admin/tables data: every table of the outlet (in display order) and the table kinds. */
export const adminTableList = z.strictObject({
  tables: z.array(adminTable),
  kinds: z.array(z.strictObject({ m_meja_jenis_id: wireId, m_meja_jenis_nama: z.string() })),
});

/** POST /admin/tables/{id}/rotate-qr data: the table's new guest page path (the old code is 404 from now on). */
export const adminQrRotated = z.strictObject({ m_meja_id: wireId, m_meja_nama: z.string(), path: z.string() });

/** POST /admin/tables/import data: the preview (or what was applied) and the row-level errors. */
export const adminTableImport = z.strictObject({
  mode: z.enum(["preview", "apply"]),
  applied: z.boolean().describe("true only when mode was apply and no row had an error"),
  rows: z.array(
    z.strictObject({
      line: wireInt,
      action: z.enum(["create", "update", "same"]),
      m_meja_id: wireId.nullable(),
      m_meja_nama: z.string(),
      m_meja_type: z.string(),
      m_meja_jenis_nama: z.string(),
      m_meja_urut: wireInt,
      m_meja_active: z.boolean(),
    }),
  ),
  errors: z.array(z.strictObject({ line: wireInt, column: z.string().nullable(), message: z.string() })),
});

/** A production station (plot produksi) with how many categories it cooks. */
export const adminStation = z.strictObject({ m_plot_produksi_id: wireId, m_plot_produksi_nama: z.string(), categories: wireInt });
/** A production screen (m_layar_produksi). */
export const adminScreen = z.strictObject({ id: wireId, layar_name: z.string() });
/** GET /admin/production data: the outlet's stations and screens, by name. */
export const adminProduction = z.strictObject({ stations: z.array(adminStation), screens: z.array(adminScreen) });

export const peopleReplies = {
  production: envelope(adminProduction),
  station: envelope(adminStation),
  screen: envelope(adminScreen),
  staffList: envelope(adminStaffList),
  staff: envelope(adminStaff),
  tableList: envelope(adminTableList),
  table: envelope(adminTable),
  tableDeleted: envelope(z.strictObject({ m_meja_id: wireId })),
  qrRotated: envelope(adminQrRotated),
  tableImport: envelope(adminTableImport),
};
