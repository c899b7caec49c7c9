/**
 * Request schemas of the back office's Staf and Meja (issue 14; docs/API.md "Back office"). Limits
 * from `admin-people.ts`; messages from PEOPLE_MSG. Passwords are never trimmed.
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
import { pathId } from "./common.ts";

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
