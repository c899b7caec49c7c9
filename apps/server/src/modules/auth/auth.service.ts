/**
 * Login, logout and the user directory (foundations §2 Login, §6 Session, §7).
 * Passwords are argon2id hashes; tokens are opaque and stored hashed (plugins/auth.ts).
 */
import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { API_MSG, MSG } from "@waroeng/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema/index.ts";
import { ApiError, bodyRefusal } from "../../lib/http.ts";
import { hashToken, newToken } from "../../plugins/auth.ts";
import { notifySessionEnded } from "../../plugins/realtime.ts";

/** Session lifetime: 16 h (a long shift), or 30 days with remember-me. */
const SESSION_MS = 16 * 3600_000;
const REMEMBER_MS = 30 * 24 * 3600_000;

/**
 * A hash of a random secret with the same argon2 parameters as real passwords: an unknown email or
 * an inactive user is verified against it, so every refused login costs one argon2 verify and the
 * answer time does not tell whether an account exists.
 */
const dummyHash: Promise<string> = hash(randomBytes(32).toString("base64url"));

/**
 * Checks the credentials and opens a session. Always runs exactly one argon2 verify.
 * @returns the token, the session's lifetime in ms, and the user's id, name and role.
 * @throws bodyRefusal 401 (HTTP 200, meta.error 1) "Email atau password salah" for an unknown email, a wrong password or an inactive user.
 */
export async function login(db: Db, email: string, password: string, remember: boolean) {
  const user = await verifyCredentials(db, email, password);
  if (!user) {
    throw bodyRefusal(401, MSG.LOGIN_FAILED);
  }
  const token = newToken();
  const lifetimeMs = remember ? REMEMBER_MS : SESSION_MS;
  await db.insert(sessions).values({
    userId: user.id,
    outletId: user.outletId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return { token, lifetimeMs, id: user.id, name: user.name, role: user.role };
}

/**
 * The active user with this email (any case, spaces trimmed) and password, or null. Always runs
 * exactly one argon2 verify, so the answer time does not tell whether the account exists. Used by
 * login and by a supervisor's approval (POST /approve).
 */
export async function verifyCredentials(db: Db, email: string, password: string) {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  const user = rows[0];
  const known = user?.active === true;
  const passwordHash = known ? user.passwordHash : await dummyHash;
  const valid = await verify(passwordHash, password).catch(() => false);
  return user && known && valid ? user : null;
}

/** Revokes the session (logout) and closes its live streams in every server process. */
export async function logout(db: Db, sessionId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    await notifySessionEnded(tx, sessionId);
  });
}

/** The staff of an outlet, for staff pickers (id, name, role). */
export async function listUsers(db: Db, outletId: number) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(and(eq(users.outletId, outletId), eq(users.active, true)))
    .orderBy(asc(users.name));
}

/** One user of the outlet, or 404. */
export async function getUser(db: Db, outletId: number, id: number) {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(and(eq(users.id, id), eq(users.outletId, outletId)))
    .limit(1);
  if (!rows[0]) {
    throw new ApiError(404, API_MSG.USER_NOT_FOUND);
  }
  return rows[0];
}
