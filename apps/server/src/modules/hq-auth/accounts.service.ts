/**
 * Head-office accounts (owner only; contracts/hq.ts "/hq/accounts"): list, add, change, deactivate
 * (its sessions end at once), an area manager's outlets. Passwords argon2id as the outlets' users'.
 * Every change is logged in its own transaction (change-log.service.ts, entity `hq_account`): the
 * values it set before → after, outlets by name, a new password only as `password: true`.
 */
import { hash } from "@node-rs/argon2";
import { HQ_MSG, type HqRole } from "@waroeng/domain";
import type { HqAccount, HqAccountUpdateBody } from "@waroeng/domain/contracts";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import { hqSessions, hqUserOutlets, hqUsers, outlets } from "../../db/schema/index.ts";
import { uniqueViolation } from "../../lib/db-errors.ts";
import { badRequest, conflict, notFound } from "../../lib/http.ts";
import { changedValues, logHqChange } from "./change-log.service.ts";

/** Every account, by name, with an area manager's outlets. */
export async function listHqAccounts(db: DbOrTx): Promise<HqAccount[]> {
  const rows = await db.select().from(hqUsers).orderBy(asc(hqUsers.name), asc(hqUsers.id));
  const links = await db.select().from(hqUserOutlets).orderBy(asc(hqUserOutlets.outletId));
  return rows.map((u) => ({
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role as HqRole,
    active: u.active,
    phone: u.phone,
    m_w_ids: links.filter((l) => l.hqUserId === u.id).map((l) => l.outletId),
    created_at: u.createdAt.toISOString(),
  }));
}

async function oneAccount(db: DbOrTx, id: number): Promise<HqAccount> {
  const found = (await listHqAccounts(db)).find((a) => a.id === id);
  if (!found) {
    throw notFound(HQ_MSG.ACCOUNT_NOT_FOUND);
  }
  return found;
}

/** Checks an area manager's outlets exist (422 otherwise) and that an area manager has one at least. */
async function checkOutlets(tx: Tx, role: HqRole, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (role !== "area") {
    return [];
  }
  if (unique.length === 0) {
    throw badRequest(HQ_MSG.AREA_NEEDS_OUTLET);
  }
  const known = await tx.select({ id: outlets.id }).from(outlets).where(inArray(outlets.id, unique));
  if (known.length !== unique.length) {
    throw badRequest(HQ_MSG.OUTLET_UNKNOWN);
  }
  return unique;
}

async function outletNames(tx: Tx, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await tx
    .select({ name: outlets.name })
    .from(outlets)
    .where(inArray(outlets.id, [...ids]))
    .orderBy(asc(outlets.name));
  return rows.map((r) => r.name);
}

async function setOutlets(tx: Tx, userId: number, ids: readonly number[]): Promise<void> {
  await tx.delete(hqUserOutlets).where(eq(hqUserOutlets.hqUserId, userId));
  if (ids.length > 0) {
    await tx.insert(hqUserOutlets).values(ids.map((outletId) => ({ hqUserId: userId, outletId })));
  }
}

/**
 * Adds an account (`byUserId`: the owner adding it, named in the change log).
 * @throws 409 "Email sudah dipakai", 422 (area manager without outlets, unknown outlet).
 */
export async function createHqAccount(
  db: Db,
  byUserId: number,
  input: { email: string; name: string; password: string; role: HqRole; m_w_ids?: number[] | undefined; phone?: string | undefined },
): Promise<HqAccount> {
  const passwordHash = await hash(input.password);
  try {
    const id = await db.transaction(async (tx) => {
      const ids = await checkOutlets(tx, input.role, input.m_w_ids ?? []);
      const email = input.email.trim().toLowerCase();
      const phone = input.phone || null;
      const [row] = await tx
        .insert(hqUsers)
        .values({ email, name: input.name, passwordHash, role: input.role, phone })
        .returning({ id: hqUsers.id });
      if (!row) {
        throw new Error("insert returned no row");
      }
      await setOutlets(tx, row.id, ids);
      const after = { email, name: input.name, role: input.role, phone, outlets: await outletNames(tx, ids), active: true };
      await logHqChange(tx, { userId: byUserId, entity: "hq_account", subject: `${input.name} (${email})`, after });
      return row.id;
    });
    return await oneAccount(db, id);
  } catch (err) {
    if (uniqueViolation(err) === "hq_user_email_uq") {
      throw conflict(HQ_MSG.EMAIL_TAKEN);
    }
    throw err;
  }
}

/**
 * Changes an account (`byUserId`: the owner making the change, who cannot deactivate themselves).
 * Deactivating or a new password ends the account's sessions.
 * @throws 404 unknown account, 422 (own deactivation, area manager without outlets, unknown outlet).
 */
export async function updateHqAccount(
  db: Db,
  byUserId: number,
  id: number,
  input: HqAccountUpdateBody & { phone?: string },
): Promise<HqAccount> {
  const passwordHash = input.password ? await hash(input.password) : undefined;
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(hqUsers).where(eq(hqUsers.id, id)).for("update");
    if (!current) {
      throw notFound(HQ_MSG.ACCOUNT_NOT_FOUND);
    }
    if (id === byUserId && (input.active === false || (input.role && input.role !== current.role))) {
      throw badRequest(HQ_MSG.NOT_YOURSELF);
    }
    const role = (input.role ?? current.role) as HqRole;
    let outletChange: { was: string[]; next: string[] } | undefined;
    if (input.m_w_ids !== undefined || input.role !== undefined) {
      const existing = (await tx.select().from(hqUserOutlets).where(eq(hqUserOutlets.hqUserId, id))).map((l) => l.outletId);
      const next = await checkOutlets(tx, role, input.m_w_ids ?? existing);
      await setOutlets(tx, id, next);
      outletChange = { was: await outletNames(tx, existing), next: await outletNames(tx, next) };
    }
    await tx
      .update(hqUsers)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.role !== undefined ? { role } : {}),
        ...(input.active !== undefined ? { active: input.active } : {}),
        ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
        ...(passwordHash ? { passwordHash } : {}),
      })
      .where(eq(hqUsers.id, id));
    if (input.active === false || passwordHash) {
      await tx
        .update(hqSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(hqSessions.hqUserId, id), isNull(hqSessions.revokedAt)));
    }
    const was = { name: current.name, role: current.role, active: current.active, phone: current.phone, outlets: outletChange?.was };
    const next = {
      name: input.name,
      role: input.role,
      active: input.active,
      phone: input.phone === undefined ? undefined : input.phone || null,
      outlets: outletChange && outletChange.was.join() !== outletChange.next.join() ? outletChange.next : undefined,
    };
    const change = changedValues(was, next);
    const changed = Object.keys(change.after).filter((k) => JSON.stringify(change.before[k]) !== JSON.stringify(change.after[k]));
    if (changed.length > 0 || passwordHash) {
      const pick = (o: Record<string, unknown>) => Object.fromEntries(changed.map((k) => [k, o[k]]));
      const after = passwordHash ? { ...pick(change.after), password: true } : pick(change.after);
      await logHqChange(tx, {
        userId: byUserId,
        entity: "hq_account",
        subject: `${current.name} (${current.email})`,
        before: pick(change.before),
        after,
      });
    }
  });
  return oneAccount(db, id);
}
