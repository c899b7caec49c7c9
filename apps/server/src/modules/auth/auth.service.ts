/**
 * Login, logout and the user directory (foundations §2 Login, §6 Session, §7).
 * Passwords are argon2id hashes; tokens are opaque and stored hashed (plugins/auth.ts).
 */
import { verify } from "@node-rs/argon2";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/http.ts";
import { hashToken, newToken } from "../../plugins/auth.ts";

/** Session lifetime: 16 h (a long shift), or 30 days with remember-me. */
const SESSION_MS = 16 * 3600_000;
const REMEMBER_MS = 30 * 24 * 3600_000;
export const LOGIN_FAILED = "Email atau password salah";

/**
 * Checks the credentials and opens a session.
 * @returns the token and the user's id, name and role.
 * @throws ApiError 401 "Email atau password salah" for an unknown email, a wrong password or an inactive user.
 */
export async function login(db: Db, email: string, password: string, remember: boolean) {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  const user = rows[0];
  const valid = user?.active ? await verify(user.passwordHash, password).catch(() => false) : false;
  if (!user || !valid) {
    throw new ApiError(401, LOGIN_FAILED);
  }
  const token = newToken();
  await db.insert(sessions).values({
    userId: user.id,
    outletId: user.outletId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + (remember ? REMEMBER_MS : SESSION_MS)),
  });
  return { token, id: user.id, name: user.name, role: user.role };
}

/** Revokes the session (logout). */
export async function logout(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
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
    throw new ApiError(404, "User tidak ditemukan");
  }
  return rows[0];
}
