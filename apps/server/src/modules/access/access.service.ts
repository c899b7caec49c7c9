/**
 * The cashier permission matrix (payment spec §3 "Role matrix", §6; foundations §6 "Role Setting"):
 * one row per outlet and feature in `m_kasir_akses`, read through ONE gate.
 *
 * Using the gate — one line inside the transaction of the gated change, before anything is written:
 *
 * ```ts
 * await assertCashierAccess(tx, req.auth, "cancel_menu"); // 403 Akses DiTolak! / Hubungi Kacab/Asisten
 * ```
 *
 * Features: `cancel_menu` (cancel a line), `edit_menu` (edit a line), `cancel_transaksi` (delete an
 * order), `refund`, `lossbill_transaksi` (lost-bill payment). Rule (domain `accessAllowed`): a
 * supervisor (kacab) always passes; anyone else passes unless both `defaultRole` and a live
 * `temporaryRole` deny. `temporaryRole` is what Role Setting switches (a supervisor's grant); it
 * lapses at the end of the Asia/Jakarta business day it was given (`m_kasir_akses_temp_until`). An
 * outlet without a row for a feature falls back to `CASHIER_ACCESS_DEFAULTS` (temporary: deny).
 * Role rules (`PERMISSIONS`: opp never cancels a line) are `requireRole`'s job, on top of this.
 */
import {
  type AccessEntry,
  accessAllowed,
  accessValue,
  CASHIER_ACCESS_DEFAULTS,
  CASHIER_FEATURES,
  type CashierFeature,
  MSG,
  SUPERVISOR_ROLES,
} from "@waroeng/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { cashierPermissions } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/http.ts";

/** Who is asking: the session's role and outlet (`req.auth` fits). */
export interface AccessUser {
  role: string;
  outletId: number;
}

/** The refusal of a gated action: 403, title `Akses DiTolak!`, message `Hubungi Kacab/Asisten`. */
function accessDenied(): ApiError {
  return new ApiError(403, MSG.ACCESS_DENIED, { title: MSG.ACCESS_DENIED_TITLE });
}

/** SQL: the row's temporary grant is in force now. */
export const temporaryLive = sql<boolean>`(${cashierPermissions.temporaryRole} and (${cashierPermissions.temporaryUntil} is null or ${cashierPermissions.temporaryUntil} > now()))`;

/** SQL: the end of today's Asia/Jakarta business day, when a grant made now lapses. */
export const endOfBusinessDay = sql`((date_trunc('day', now() at time zone 'Asia/Jakarta') + interval '1 day') at time zone 'Asia/Jakarta')`;

/**
 * The gate: refuses unless `user` may use `feature` in its outlet now. One statement (none for a
 * supervisor). Call it inside the transaction of the change, before writing.
 * @throws ApiError 403 `Hubungi Kacab/Asisten`, title `Akses DiTolak!`.
 * @example await assertCashierAccess(tx, req.auth, "refund");
 */
export async function assertCashierAccess(tx: DbOrTx, user: AccessUser, feature: CashierFeature): Promise<void> {
  if (SUPERVISOR_ROLES.includes(user.role)) {
    return;
  }
  const rows = await tx
    .select({ defaultRole: cashierPermissions.defaultRole, temporary: temporaryLive })
    .from(cashierPermissions)
    .where(and(eq(cashierPermissions.outletId, user.outletId), eq(cashierPermissions.feature, feature)));
  const row = rows[0];
  const entry: AccessEntry = {
    defaultRole: accessValue(row ? row.defaultRole : CASHIER_ACCESS_DEFAULTS[feature]),
    temporaryRole: accessValue(row?.temporary === true),
  };
  if (!accessAllowed(user.role, entry)) {
    throw accessDenied();
  }
}

/**
 * The gate as a yes/no, for callers that decide before their transaction (the line actions'
 * `mayCancelMenu` / `mayEditMenu`): false where `assertCashierAccess` would refuse.
 * @example if (!(await cashierMay(db, req.auth, "edit_menu"))) throw accessDenied();
 */
export async function cashierMay(tx: DbOrTx, user: AccessUser, feature: CashierFeature): Promise<boolean> {
  try {
    await assertCashierAccess(tx, user, feature);
    return true;
  } catch (e) {
    if (e instanceof ApiError && e.status === 403) {
      return false;
    }
    throw e;
  }
}

/** A permission row as Role Setting shows it (temporary = in force now). */
export interface PermissionRow {
  id: number;
  feature: CashierFeature;
  defaultRole: boolean;
  temporaryRole: boolean;
  temporaryUntil: Date | null;
}

/**
 * The outlet's permission rows, in the order of `CASHIER_FEATURES` (GET /get-all-role). Rows an
 * outlet lacks are created first with the defaults (insert … on conflict do nothing), so every
 * switch has an id to save.
 */
export async function listPermissions(db: DbOrTx, outletId: number): Promise<PermissionRow[]> {
  await db
    .insert(cashierPermissions)
    .values(CASHIER_FEATURES.map((feature) => ({ outletId, feature, defaultRole: CASHIER_ACCESS_DEFAULTS[feature] })))
    .onConflictDoNothing();
  const rows = await db
    .select({
      id: cashierPermissions.id,
      feature: cashierPermissions.feature,
      defaultRole: cashierPermissions.defaultRole,
      temporaryRole: temporaryLive,
      temporaryUntil: cashierPermissions.temporaryUntil,
    })
    .from(cashierPermissions)
    .where(eq(cashierPermissions.outletId, outletId))
    .orderBy(asc(cashierPermissions.id));
  const known = rows.filter((r): r is PermissionRow => (CASHIER_FEATURES as readonly string[]).includes(r.feature));
  return known
    .map((r) => ({ ...r, temporaryUntil: r.temporaryRole ? r.temporaryUntil : null }))
    .sort((a, b) => CASHIER_FEATURES.indexOf(a.feature) - CASHIER_FEATURES.indexOf(b.feature));
}

/**
 * The matrix as it applies to `user` (GET /akses-role): every feature → defaultRole and
 * temporaryRole, "allow"/"deny". A supervisor gets "allow" everywhere (never gated), so a client
 * applying the spec's rule ("refused when both deny") agrees with the gate.
 */
export async function accessMatrixFor(db: DbOrTx, user: AccessUser): Promise<Record<CashierFeature, AccessEntry>> {
  const supervisor = SUPERVISOR_ROLES.includes(user.role);
  const rows = supervisor ? [] : await listPermissions(db, user.outletId);
  const out = {} as Record<CashierFeature, AccessEntry>;
  for (const feature of CASHIER_FEATURES) {
    const row = rows.find((r) => r.feature === feature);
    out[feature] = {
      defaultRole: accessValue(supervisor || (row ? row.defaultRole : CASHIER_ACCESS_DEFAULTS[feature])),
      temporaryRole: accessValue(supervisor || row?.temporaryRole === true),
    };
  }
  return out;
}
