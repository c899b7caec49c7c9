/**
 * Demo accounts in a real stall: the demo logins share a published password (db/seed.ts), so the
 * server warns at every start while any active account still accepts it, and `npm run setup`
 * (setup-cli.ts) creates the owner's own account and takes the demo accounts away.
 */
import { hash, verify } from "@node-rs/argon2";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { notifySessionEnded } from "../plugins/realtime.ts";
import type { Db, Tx } from "./client.ts";
import { randomPassword } from "./embedded-secret.ts";
import { outlets, sessions, users } from "./schema/index.ts";
import { DEMO_EMAILS, DEMO_PASSWORD, seedDemoIfEmpty } from "./seed.ts";

/** Most accounts checked at start (argon2 is deliberately slow; a stall has a few dozen). */
const MAX_CHECKED = 500;

/** Emails of the active accounts whose password is the published demo password. */
export async function demoPasswordLogins(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.active, true))
    .orderBy(asc(users.id))
    .limit(MAX_CHECKED);
  const checks = await Promise.all(rows.map((r) => verify(r.passwordHash, DEMO_PASSWORD).catch(() => false)));
  return rows.filter((_, i) => checks[i]).map((r) => r.email);
}

export interface OwnerInput {
  name: string;
  email: string;
  password: string;
  /** Outlet code of the owner's home outlet; default the first outlet. */
  outletCode?: string | undefined;
}

export interface SetupResult {
  ownerId: number;
  outletCode: string;
  /** Demo accounts deleted (they had no history). */
  deleted: string[];
  /** Demo accounts deactivated (they have history: sessions kept revoked, password scrambled). */
  deactivated: string[];
}

/** Thrown for input the setup refuses (the message says why). */
export class SetupError extends Error {}

/** Minimum and maximum length of the owner's password. */
const OWNER_PASSWORD_MIN = 10;
const OWNER_PASSWORD_MAX = 200;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks the owner's details; returns them trimmed. @throws SetupError */
export function validateOwner(input: OwnerInput): OwnerInput {
  const name = input.name.trim();
  const email = input.email.trim().toLowerCase();
  if (name.length < 3 || name.length > 100) {
    throw new SetupError("The name must be 3 to 100 characters");
  }
  if (email.length > 254 || !EMAIL_RE.test(email)) {
    throw new SetupError("The email address is not valid");
  }
  if (DEMO_EMAILS.includes(email) || email.endsWith("@demo.test")) {
    throw new SetupError("Use a real email address, not a demo login");
  }
  if (input.password.length < OWNER_PASSWORD_MIN || input.password.length > OWNER_PASSWORD_MAX) {
    throw new SetupError(`The password must be ${OWNER_PASSWORD_MIN} to ${OWNER_PASSWORD_MAX} characters`);
  }
  if (input.password === DEMO_PASSWORD) {
    throw new SetupError("The password must not be the demo password");
  }
  return { name, email, password: input.password, outletCode: input.outletCode?.trim() || undefined };
}

/** Tells running servers (after commit) that these sessions ended: their streams and cached lookups go. */
async function notifySessionsEnded(tx: Tx, ended: { id: number }[]): Promise<void> {
  for (const { id } of ended) {
    await notifySessionEnded(tx, id);
  }
}

/** Deletes a demo account without history, or deactivates it (sessions revoked, password scrambled). */
async function removeDemoUser(tx: Tx, user: { id: number; email: string }, scrambled: string, result: SetupResult): Promise<void> {
  try {
    await tx.transaction(async (sp) => {
      const ended = await sp.delete(sessions).where(eq(sessions.userId, user.id)).returning({ id: sessions.id });
      await sp.delete(users).where(eq(users.id, user.id));
      await notifySessionsEnded(sp, ended);
    });
    result.deleted.push(user.email);
  } catch (err) {
    const code = (err as { code?: unknown; cause?: { code?: unknown } }).code ?? (err as { cause?: { code?: unknown } }).cause?.code;
    if (code !== "23503") {
      throw err;
    }
    // Orders, payments or cash rows point at this user: keep the row, take the access away.
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    await notifySessionsEnded(tx, ended);
    await tx.update(users).set({ active: false, passwordHash: scrambled }).where(eq(users.id, user.id));
    result.deactivated.push(user.email);
  }
}

/**
 * `npm run setup`: creates the owner account (role `kacab`, the highest role today) in one
 * transaction and removes every demo account. On an empty database the demo outlet (menu, tables,
 * stations) is created first, so the stall can start from it.
 * @throws SetupError for invalid details, an email already in use or an unknown outlet code
 */
export async function setupOwner(db: Db, raw: OwnerInput): Promise<SetupResult> {
  const input = validateOwner(raw);
  await seedDemoIfEmpty(db);
  const [passwordHash, scrambled] = await Promise.all([hash(input.password), hash(randomPassword())]);
  return await db.transaction(async (tx) => {
    const outlet = input.outletCode
      ? (await tx.select().from(outlets).where(eq(outlets.code, input.outletCode)).limit(1))[0]
      : (await tx.select().from(outlets).orderBy(asc(outlets.id)).limit(1))[0];
    if (!outlet) {
      throw new SetupError(`No outlet with code "${input.outletCode}"`);
    }
    const taken = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email))
      .limit(1);
    if (taken.length > 0) {
      throw new SetupError(`An account with email ${input.email} already exists`);
    }
    const [owner] = await tx
      .insert(users)
      .values({ outletId: outlet.id, name: input.name, email: input.email, passwordHash, role: "kacab" })
      .returning({ id: users.id });
    const result: SetupResult = { ownerId: owner?.id ?? 0, outletCode: outlet.code, deleted: [], deactivated: [] };
    const demo = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, [...DEMO_EMAILS]))
      .orderBy(asc(users.id));
    for (const user of demo) {
      await removeDemoUser(tx, user, scrambled, result);
    }
    return result;
  });
}
