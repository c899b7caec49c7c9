/**
 * The contract of admin-people (docs/ARCHITECTURE.md "Adding a route"): request schemas, reply
 * schemas and the route contracts (summary, description, replies, refusals) per "METHOD /path"
 * under /api. The server validates with the request schemas, attaches the contracts to its routes
 * (apps/server/src/lib/contract.ts) and renders both into OpenAPI and docs/API.md; the web app
 * types its calls with them.
 *
 * Request schemas of the back office's Staf and Meja (docs/API.md "Back office"). Limits
 * from the domain's `admin-people.ts`; messages from PEOPLE_MSG. Passwords are never trimmed.
 *
 * Back-office replies of Staf and Meja (docs/API.md "Back office").
 *
 * The contract of the back office's Staf routes, attached by the server's lib/contract.ts.
 *
 * The contract of the back office's Meja routes, attached by the server's lib/contract.ts.
 *
 * The contract of the back office's Produksi routes, attached by the server's lib/contract.ts.
 */

import { z } from "zod";
import {
  boundedText,
  LOGIN_PATTERN,
  PEOPLE_MSG,
  PRODUCTION_NAME_MAX,
  ROLES,
  STAFF_LIMITS,
  TABLE_CSV_LIMITS,
  TABLE_LIMITS,
  TABLE_TYPES,
} from "../index.ts";
import { pathId } from "../requests/common.ts";
import { envelope, replies, wireId, wireInstant, wireInt } from "../wire/envelope.ts";
import type { RouteContracts } from "./types.ts";

// ── Request schemas ──

const staffName = boundedText(STAFF_LIMITS.nameMax, PEOPLE_MSG.STAFF_NAME_LENGTH, { error: PEOPLE_MSG.STAFF_NAME_LENGTH }).min(
  STAFF_LIMITS.nameMin,
  { error: PEOPLE_MSG.STAFF_NAME_LENGTH },
);
const role = z.enum(ROLES, { error: PEOPLE_MSG.STAFF_ROLE_INVALID });
const password = z
  .string({ error: PEOPLE_MSG.PASSWORD_LENGTH })
  .min(STAFF_LIMITS.passwordMin, { error: PEOPLE_MSG.PASSWORD_LENGTH })
  .max(STAFF_LIMITS.passwordMax, { error: PEOPLE_MSG.PASSWORD_LENGTH });

/** `/admin/staff/{id}`, `/admin/tables/{id}`. */
export const adminIdParam = z.object({ id: pathId() });

/**
 * `POST /admin/staff`: `name` 3–100, `email` the login (an email or a user name: 3–254 of letters,
 * digits, `.`, `@`, `_`, `+`, `-`; stored lower case), `role` one of ROLES (see `assignableRoles`),
 * `password` 8–128 characters.
 */
export const staffCreateBody = z.object({
  name: staffName,
  email: z
    .string({ error: PEOPLE_MSG.STAFF_LOGIN_INVALID })
    .trim()
    .toLowerCase()
    .min(STAFF_LIMITS.loginMin, { error: PEOPLE_MSG.STAFF_LOGIN_INVALID })
    .max(STAFF_LIMITS.loginMax, { error: PEOPLE_MSG.STAFF_LOGIN_INVALID })
    .regex(LOGIN_PATTERN, { error: PEOPLE_MSG.STAFF_LOGIN_INVALID }),
  role,
  password,
});
export type StaffCreateBody = z.output<typeof staffCreateBody>;

/** `POST /admin/staff/{id}`: the name and the role (the login and password have their own calls). */
export const staffUpdateBody = z.object({ name: staffName, role });
export type StaffUpdateBody = z.output<typeof staffUpdateBody>;

/** `POST /admin/staff/{id}/password`: the new password, 8–128 characters. */
export const staffPasswordBody = z.object({ password });

const tableName = boundedText(TABLE_LIMITS.nameMax, PEOPLE_MSG.TABLE_NAME_LENGTH, { error: PEOPLE_MSG.TABLE_NAME_LENGTH }).min(
  TABLE_LIMITS.nameMin,
  { error: PEOPLE_MSG.TABLE_NAME_LENGTH },
);
const tableSort = z.coerce
  .number({ error: PEOPLE_MSG.TABLE_SORT_INVALID })
  .int({ error: PEOPLE_MSG.TABLE_SORT_INVALID })
  .min(0, { error: PEOPLE_MSG.TABLE_SORT_INVALID })
  .max(TABLE_LIMITS.sortMax, { error: PEOPLE_MSG.TABLE_SORT_INVALID });

/**
 * `POST /admin/tables` and `POST /admin/tables/{id}`: `m_meja_nama` 1–40 (unique in the outlet),
 * `m_meja_type` meja | bungkus | express, `m_meja_jenis_id` an m_meja_jenis id, `m_meja_urut` 0–9999.
 */
export const tableBody = z.object({
  m_meja_nama: tableName,
  m_meja_type: z.enum(TABLE_TYPES, { error: PEOPLE_MSG.TABLE_TYPE_INVALID }),
  m_meja_jenis_id: pathId(),
  m_meja_urut: tableSort.default(0),
});
export type TableBody = z.output<typeof tableBody>;

/**
 * One data row of the tables CSV (`TABLE_CSV_COLUMNS`), as parseCsvImport hands it over: `urut`
 * blank → 0, `aktif` blank → ya. `jenis` is a kind's name, resolved by the server.
 */
export const tableCsvRow = z.object({
  nama: tableName,
  tipe: z.preprocess((v) => (typeof v === "string" ? v.toLowerCase() : v), z.enum(TABLE_TYPES, { error: PEOPLE_MSG.TABLE_TYPE_INVALID })),
  jenis: z
    .string()
    .trim()
    .min(1, { error: PEOPLE_MSG.TABLE_KIND_INVALID })
    .max(TABLE_LIMITS.nameMax, { error: PEOPLE_MSG.TABLE_KIND_INVALID }),
  urut: z.preprocess((v) => (v === "" ? 0 : v), tableSort),
  aktif: z.preprocess(
    (v) => (v === "" ? "ya" : typeof v === "string" ? v.toLowerCase() : v),
    z.enum(["ya", "tidak"], { error: PEOPLE_MSG.TABLE_ACTIVE_INVALID }),
  ),
});
export type TableCsvRow = z.output<typeof tableCsvRow>;

/** `POST /admin/tables/import`: the CSV text (≤ 100 000 characters) and `mode` preview (dry run) | apply. */
export const tableImportBody = z.object({
  csv: z.string({ error: PEOPLE_MSG.CSV_TOO_LONG }).max(TABLE_CSV_LIMITS.maxChars, { error: PEOPLE_MSG.CSV_TOO_LONG }),
  mode: z.enum(["preview", "apply"], { error: PEOPLE_MSG.CSV_MODE_INVALID }),
});

/** `POST /admin/stations` and `POST /admin/stations/{id}`: `m_plot_produksi_nama` 1–40, unique in the outlet. */
export const stationBody = z.object({
  m_plot_produksi_nama: boundedText(PRODUCTION_NAME_MAX, PEOPLE_MSG.STATION_NAME_LENGTH, { error: PEOPLE_MSG.STATION_NAME_LENGTH }).min(1, {
    error: PEOPLE_MSG.STATION_NAME_LENGTH,
  }),
});

/** `POST /admin/screens` and `POST /admin/screens/{id}`: `layar_name` 1–40, unique in the outlet. */
export const screenBody = z.object({
  layar_name: boundedText(PRODUCTION_NAME_MAX, PEOPLE_MSG.SCREEN_NAME_LENGTH, { error: PEOPLE_MSG.SCREEN_NAME_LENGTH }).min(1, {
    error: PEOPLE_MSG.SCREEN_NAME_LENGTH,
  }),
});

// ── Reply schemas ──

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

// ── Route contracts ──

const staffWho =
  "Roles owner and kacab (`admin.manage`); only accounts of the session's outlet (another outlet's id → 404). A kacab may not give the owner role nor change an owner's account (403 `Hanya owner yang boleh mengatur akun owner`). Every change is one transaction with an audit row (entity `user`; never a password or hash).";

export const staffContract: RouteContracts = {
  "GET /admin/staff": {
    summary: "Staff accounts (back office)",
    description: `Every account of the outlet, active first then by name: \`id\`, \`name\`, \`email\` (the login), \`role\`, \`active\`, \`created_at\`; and \`assignable_roles\`, the roles the caller may give. ${staffWho}`,
    response: replies(200, peopleReplies.staffList),
  },
  "POST /admin/staff": {
    summary: "Add a staff account (back office)",
    description: `Form: \`name\` (3–100), \`email\` (the login: an email or a user name, 3–254 of letters, digits, \`.@_+-\`; stored lower case, unique across outlets → 409 \`Login sudah dipakai\`), \`role\`, \`password\` (8–128, stored as an argon2id hash). The new user can log in at once. ${staffWho}`,
    response: replies(200, peopleReplies.staff),
  },
  "POST /admin/staff/:id": {
    summary: "Edit a staff account's name and role (back office)",
    description: `Form: \`name\`, \`role\`. Changing one's own role → 409 \`Tidak bisa menonaktifkan atau mengubah role akun sendiri\`; taking the admin role from the outlet's last active owner/kacab → 409 \`Harus tersisa minimal satu owner atau kacab aktif\`. ${staffWho}`,
    response: replies(200, peopleReplies.staff),
  },
  "POST /admin/staff/:id/password": {
    summary: "Reset a staff password (back office)",
    description: `Form: \`password\` (8–128). Every session of that user ends at once (the caller's own session stays when resetting one's own password): the next request with an old token is 401. ${staffWho}`,
    response: replies(200, peopleReplies.staff),
  },
  "POST /admin/staff/:id/deactivate": {
    summary: "Deactivate a staff account (back office)",
    description: `The account stops logging in and every session of it ends at once: the reply comes after every server process dropped them from its session cache, so the user's next request is 401. Not one's own account, not the outlet's last active owner/kacab (409). ${staffWho}`,
    response: replies(200, peopleReplies.staff),
  },
  "POST /admin/staff/:id/activate": {
    summary: "Reactivate a staff account (back office)",
    description: `The account can log in again (with its password as it was). ${staffWho}`,
    response: replies(200, peopleReplies.staff),
  },
};

const tableWho =
  "Roles owner and kacab (`admin.manage`); only tables of the session's outlet (another outlet's id → 404 `Meja tidak ditemukan`). Every change is one transaction with its audit row (entity `table`, before → after).";
const form =
  "Form: `m_meja_nama` (1–40, unique in the outlet → 409 `Nama meja sudah dipakai`), `m_meja_type` (meja | bungkus | express), `m_meja_jenis_id` (an m_meja_jenis id, else 422 `Jenis meja tidak dikenal`), `m_meja_urut` (0–9999, display order).";

export const tablesAdminContract: RouteContracts = {
  "GET /admin/tables": {
    summary: "Tables (back office)",
    description: `Every table of the outlet, active or not, in display order, with \`in_use\` (an open order holds it now); and \`kinds\` (m_meja_jenis). ${tableWho}`,
    response: replies(200, peopleReplies.tableList),
  },
  "POST /admin/tables": {
    summary: "Add a table (back office)",
    description: `${form} The table shows on the cashier's and the staff's table lists at once. ${tableWho}`,
    response: replies(200, peopleReplies.table),
  },
  "POST /admin/tables/:id": {
    summary: "Edit a table (back office)",
    description: `${form} Changing the type of a table an open order holds → 409 \`Meja sedang dipakai nota terbuka\`. ${tableWho}`,
    response: replies(200, peopleReplies.table),
  },
  "POST /admin/tables/:id/deactivate": {
    summary: "Deactivate a table (back office)",
    description: `Hidden from every table list and its QR code stops working; its history stays. A table an open order holds → 409 \`Meja sedang dipakai nota terbuka\`. ${tableWho}`,
    response: replies(200, peopleReplies.table),
  },
  "POST /admin/tables/:id/activate": {
    summary: "Reactivate a table (back office)",
    description: `Back on the table lists; its QR code works again. ${tableWho}`,
    response: replies(200, peopleReplies.table),
  },
  "DELETE /admin/tables/:id": {
    summary: "Delete a table without history (back office)",
    description: `Only a table no order or QR order ever used (its QR code goes too); one with history → 409 \`Meja punya riwayat transaksi; nonaktifkan saja\`; in use → 409. ${tableWho}`,
    response: replies(200, peopleReplies.tableDeleted),
  },
  "POST /admin/tables/:id/rotate-qr": {
    summary: "Rotate a table's QR code (back office)",
    description: `A new code for an active table: the guest page \`path\` of the reply; the old printed code answers 404 from now on and its shared cart is emptied. An inactive table → 409 \`Meja tidak aktif\`. The audit row never holds a code. ${tableWho}`,
    response: replies(200, peopleReplies.qrRotated),
  },
  "POST /admin/tables/import": {
    summary: "Import tables from CSV, preview or apply (back office)",
    description: `JSON \`{ csv, mode }\`: \`csv\` the file's text (≤ 100 000 characters, ≤ 500 rows; header by name: \`nama, tipe, jenis, urut, aktif\` — the web's Ekspor CSV writes the same), \`mode\` \`preview\` (dry run) or \`apply\`. A row whose \`nama\` exists updates that table, a new name adds one; \`urut\` blank → 0, \`aktif\` (ya/tidak) blank → ya. Row-level \`errors\` (\`line\` as a spreadsheet numbers it, \`column\`, \`message\`): bad cells, an unknown \`jenis\`, a name twice in the file, a table an open order holds being deactivated or re-typed. Reply 200 with the planned \`rows\` (\`action\` create | update | same); \`applied\` is true only for \`apply\` with no error, when every row was written in one transaction with one audit row per changed table. Any error → nothing written. ${tableWho}`,
    response: replies(200, peopleReplies.tableImport),
  },
};

const stationWho =
  "Roles owner and kacab (`admin.manage`); only the session's outlet (another outlet's id → 404). One transaction with an audit row (entity `station` / `screen`) and the `plotting` live event.";

export const productionAdminContract: RouteContracts = {
  "GET /admin/production": {
    summary: "Production stations and screens (back office)",
    description: `The outlet's stations (\`m_plot_produksi_id\`, \`m_plot_produksi_nama\`, \`categories\`: how many categories it cooks) and production screens (\`id\`, \`layar_name\`), by name. What a screen shows is its plotting (POST /m-layar-produksi/plotting). ${stationWho}`,
    response: replies(200, peopleReplies.production),
  },
  "POST /admin/stations": {
    summary: "Add a production station (back office)",
    description: `Form: \`m_plot_produksi_nama\` (1–40, unique in the outlet → 409 \`Nama plot produksi sudah dipakai\`). ${stationWho}`,
    response: replies(200, peopleReplies.station),
  },
  "POST /admin/stations/:id": {
    summary: "Rename a production station (back office)",
    description: `Form: \`m_plot_produksi_nama\` (as for adding). ${stationWho}`,
    response: replies(200, peopleReplies.station),
  },
  "POST /admin/screens": {
    summary: "Add a production screen (back office)",
    description: `Form: \`layar_name\` (1–40, unique in the outlet ignoring case → 409 \`Nama layar produksi sudah dipakai\`). The screen starts with empty left and right plotting. ${stationWho}`,
    response: replies(200, peopleReplies.screen),
  },
  "POST /admin/screens/:id": {
    summary: "Rename a production screen (back office)",
    description: `Form: \`layar_name\` (as for adding). ${stationWho}`,
    response: replies(200, peopleReplies.screen),
  },
};
