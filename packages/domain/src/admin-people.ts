/**
 * Back-office rules for staff accounts and tables (docs/API.md "Back office"), shared by
 * the server's checks and the web's forms.
 *
 * Staff roles: an owner may give any role; a kacab any role but owner, and may not touch an owner's
 * account (edit, reset, deactivate). Nobody deactivates or changes the role of their own account, and
 * an outlet always keeps at least one active owner or kacab (`ADMIN_ROLES`).
 */
import { ROLES, type Role } from "./constants.ts";
import { rolesFor } from "./roles.ts";

/** Text limits of a staff account: name and login (characters), password (characters). */
export const STAFF_LIMITS = { nameMin: 3, nameMax: 100, loginMin: 3, loginMax: 254, passwordMin: 8, passwordMax: 128 } as const;

/** Characters a login (an email or a user name, stored lower case) may hold. @example LOGIN_PATTERN.test("budi.pelayan"); // true */
export const LOGIN_PATTERN = /^[a-z0-9._@+-]+$/i;

/** Roles that run the back office (`admin.manage`): the outlet keeps at least one of them active. */
export const ADMIN_ROLES: readonly Role[] = rolesFor("admin.manage");

/**
 * Roles `actor` may give (create a user with, or change a user to).
 * @example assignableRoles("kacab").includes("owner"); // false
 */
export function assignableRoles(actor: Role | string | null | undefined): Role[] {
  if (actor === "owner") {
    return [...ROLES];
  }
  return actor === "kacab" ? ROLES.filter((r) => r !== "owner") : [];
}

/**
 * Whether `actor` may change the account of a user whose role is `target` (edit, reset, deactivate).
 * @example canManageAccount("kacab", "owner"); // false
 */
export function canManageAccount(actor: Role | string | null | undefined, target: Role | string): boolean {
  return (assignableRoles(actor) as string[]).includes(target);
}

/** `m_meja_type` values the back office writes (any other value counts as dine in: foundations §3). */
export const TABLE_TYPES = ["meja", "bungkus", "express"] as const;
/** A table type of the back office. */
export type TableType = (typeof TABLE_TYPES)[number];

/** Limits of a table: name characters, sort order range. */
export const TABLE_LIMITS = { nameMin: 1, nameMax: 40, sortMax: 9999 } as const;

/**
 * The columns of the tables CSV, export and import alike: `nama`, `tipe` (meja/bungkus/express),
 * `jenis` (m_meja_jenis_nama), `urut` (0–9999), `aktif` (ya/tidak).
 */
export const TABLE_CSV_COLUMNS = ["nama", "tipe", "jenis", "urut", "aktif"] as const;
/** Most data rows of one tables import; most characters of the file. */
export const TABLE_CSV_LIMITS = { maxRows: 500, maxChars: 100_000 } as const;

/** Longest name of a production station or screen, characters. */
export const PRODUCTION_NAME_MAX = 40;
