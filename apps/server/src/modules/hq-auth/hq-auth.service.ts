/**
 * Head-office sign-in (`ROLE=hq`): the same security as the outlets' (modules/auth): argon2id
 * passwords, exactly one verify per attempt (an unknown email costs as much as a wrong password),
 * opaque random tokens stored as SHA-256 in `hq_session`, 16 h sessions (30 days with remember-me),
 * sign-out revokes. Accounts: `hq_user`; an area manager's outlets: `hq_user_outlet`.
 */
import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { HQ_ROLES, type HqRole, MSG, seesAllOutlets } from "@waroeng/domain";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { hqSessions, hqUserOutlets, hqUsers, outlets } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/http.ts";
import { hashToken, newToken } from "../../plugins/auth.ts";

const SESSION_MS = 16 * 3600_000;
const REMEMBER_MS = 30 * 24 * 3600_000;

/** A hash of a random secret: an unknown or inactive account is verified against it (same cost). */
const dummyHash: Promise<string> = hash(randomBytes(32).toString("base64url"));

/** A signed-in head-office user, as every `/api/hq` route sees it (`req.hq`). */
export interface HqAuth {
  userId: number;
  name: string;
  email: string;
  role: HqRole;
  /** The outlets this user may see: every outlet for owner and accountant, the assigned ones for an area manager. Sorted. */
  outletIds: number[];
  sessionId: number;
  language: string | null;
}

/**
 * Checks the credentials and opens a head-office session. Always exactly one argon2 verify.
 * @returns the token, the session's lifetime in ms, and the account's id, name and role.
 * @throws ApiError 401 "Email atau password salah" (unknown email, wrong password, inactive account).
 */
export async function hqLogin(db: Db, email: string, password: string, remember: boolean) {
  const rows = await db
    .select()
    .from(hqUsers)
    .where(eq(sql`lower(${hqUsers.email})`, email.trim().toLowerCase()))
    .limit(1);
  const user = rows[0];
  const known = user?.active === true;
  const valid = await verify(known ? user.passwordHash : await dummyHash, password).catch(() => false);
  if (!user || !known || !valid) {
    throw new ApiError(401, MSG.LOGIN_FAILED);
  }
  const token = newToken();
  const lifetimeMs = remember ? REMEMBER_MS : SESSION_MS;
  await db.insert(hqSessions).values({ hqUserId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + lifetimeMs) });
  return { token, lifetimeMs, id: user.id, name: user.name, role: user.role as HqRole };
}

/** The outlets `userId` (of `role`) may see, sorted by id. */
export async function outletsOf(db: Db, userId: number, role: HqRole): Promise<number[]> {
  if (seesAllOutlets(role)) {
    const rows = await db.select({ id: outlets.id }).from(outlets).orderBy(asc(outlets.id));
    return rows.map((r) => r.id);
  }
  const rows = await db
    .select({ id: hqUserOutlets.outletId })
    .from(hqUserOutlets)
    .where(eq(hqUserOutlets.hqUserId, userId))
    .orderBy(asc(hqUserOutlets.outletId));
  return rows.map((r) => r.id);
}

/** The live head-office session behind `token`, or null (unknown, expired, revoked, account inactive). */
export async function hqAuthenticate(db: Db, token: string | undefined): Promise<HqAuth | null> {
  if (!token || token.length > 200) {
    return null;
  }
  const rows = await db
    .select({
      sessionId: hqSessions.id,
      userId: hqUsers.id,
      name: hqUsers.name,
      email: hqUsers.email,
      role: hqUsers.role,
      language: hqUsers.language,
    })
    .from(hqSessions)
    .innerJoin(hqUsers, eq(hqUsers.id, hqSessions.hqUserId))
    .where(
      and(
        eq(hqSessions.tokenHash, hashToken(token)),
        isNull(hqSessions.revokedAt),
        gt(hqSessions.expiresAt, new Date()),
        eq(hqUsers.active, true),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row || !(HQ_ROLES as readonly string[]).includes(row.role)) {
    return null;
  }
  const role = row.role as HqRole;
  return { ...row, role, outletIds: await outletsOf(db, row.userId, role) };
}

/** Revokes a head-office session (sign-out). */
export async function hqLogout(db: Db, sessionId: number): Promise<void> {
  await db.update(hqSessions).set({ revokedAt: new Date() }).where(eq(hqSessions.id, sessionId));
}
