/**
 * Staff accounts of the back office (docs/API.md "Back office"): list, create, edit name and
 * role, reset a password, deactivate and reactivate. Every change is one transaction with its audit
 * row (never a password or its hash). Rules (domain `admin-people.ts`): a kacab neither gives the
 * owner role nor touches an owner's account; nobody deactivates or re-roles their own account; the
 * outlet keeps at least one active owner or kacab (the admins' rows are locked first, so two
 * concurrent deactivations cannot both pass). Deactivation and a password reset end the user's
 * sessions at once (staff-sessions.ts).
 */
import { hash } from "@node-rs/argon2";
import { ADMIN_ROLES, canManageAccount, PEOPLE_MSG } from "@waroeng/domain";
import type { StaffCreateBody, StaffUpdateBody } from "@waroeng/domain/requests";
import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db, Tx } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { auditSave, writeAudit } from "../../lib/audit.ts";
import { conflict, forbidden, notFound } from "../../lib/http.ts";
import type { Auth } from "../../plugins/auth.ts";
import { changeAndEndSessions } from "./staff-sessions.ts";

type UserRow = typeof users.$inferSelect;

/** The wire view of an account (no password hash). */
export function presentStaff(u: UserRow) {
  return { id: u.id, name: u.name, email: u.email, role: u.role, active: u.active, created_at: u.createdAt.toISOString() };
}

/** Every account of the outlet: active first, then by name. */
export async function listStaff(db: Db, outletId: number): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.outletId, outletId)).orderBy(desc(users.active), asc(users.name), asc(users.id));
}

/** Creates an account (argon2id hash, as login verifies). 403 a role the actor may not give; 409 a login in use. */
export async function createStaff(db: Db, actor: Auth, body: StaffCreateBody): Promise<UserRow> {
  if (!canManageAccount(actor.role, body.role)) {
    throw forbidden(PEOPLE_MSG.OWNER_ONLY);
  }
  const passwordHash = await hash(body.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ outletId: actor.outletId, name: body.name, email: body.email, role: body.role, passwordHash })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      throw conflict(PEOPLE_MSG.LOGIN_TAKEN);
    }
    await auditSave(tx, actor, "user", row.id, null, row, presentStaff);
    return row;
  });
}

/** Locks the outlet's active admins (by id), then the target; 404 when the target is not of the outlet. */
async function lockTarget(tx: Tx, actor: Auth, id: number): Promise<UserRow> {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.outletId, actor.outletId), eq(users.active, true), inArray(users.role, [...ADMIN_ROLES])))
    .orderBy(asc(users.id))
    .for("update");
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.outletId, actor.outletId)))
    .for("update");
  if (!row) {
    throw notFound(PEOPLE_MSG.USER_NOT_FOUND);
  }
  if (!canManageAccount(actor.role, row.role)) {
    throw forbidden(PEOPLE_MSG.OWNER_ONLY);
  }
  return row;
}

/** 409 when `row` is the outlet's last active admin and would stop being one. */
async function keepOneAdmin(tx: Tx, row: UserRow, stillAdmin: boolean): Promise<void> {
  if (!row.active || !(ADMIN_ROLES as string[]).includes(row.role) || stillAdmin) {
    return;
  }
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.outletId, row.outletId), eq(users.active, true), inArray(users.role, [...ADMIN_ROLES]), ne(users.id, row.id)))
    .limit(1);
  if (others.length === 0) {
    throw conflict(PEOPLE_MSG.LAST_ADMIN);
  }
}

/** Changes the name and role. The role: not one's own, not past the actor's, not the last admin's. */
export async function updateStaff(db: Db, actor: Auth, id: number, body: StaffUpdateBody): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const before = await lockTarget(tx, actor, id);
    if (body.role !== before.role) {
      if (before.id === actor.userId) {
        throw conflict(PEOPLE_MSG.NOT_SELF);
      }
      if (!canManageAccount(actor.role, body.role)) {
        throw forbidden(PEOPLE_MSG.OWNER_ONLY);
      }
      await keepOneAdmin(tx, before, (ADMIN_ROLES as string[]).includes(body.role));
    }
    const [after] = await tx.update(users).set({ name: body.name, role: body.role }).where(eq(users.id, id)).returning();
    if (!after) {
      throw notFound(PEOPLE_MSG.USER_NOT_FOUND);
    }
    await auditSave(tx, actor, "user", id, before, after, presentStaff);
    return after;
  });
}

/** Sets a new password (argon2id) and ends the user's other sessions (the caller's own stays). */
export async function resetStaffPassword(app: FastifyInstance, actor: Auth, id: number, password: string): Promise<UserRow> {
  const passwordHash = await hash(password);
  const { result } = await changeAndEndSessions(app, id, actor.sessionId, async (tx) => {
    const row = await lockTarget(tx, actor, id);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
    // Only that it changed: never the password or its hash.
    const view = presentStaff(row);
    await writeAudit(tx, actor, {
      entity: "user",
      entityId: id,
      action: "reset_password",
      before: view,
      after: { ...view, password_changed: true },
    });
    return { result: row, revoke: true };
  });
  return result;
}

/**
 * Deactivates (`active` false: login refused, every session ended at once) or reactivates an account.
 * 409 for one's own account or the last active admin.
 */
export async function setStaffActive(app: FastifyInstance, actor: Auth, id: number, active: boolean): Promise<UserRow> {
  const { result } = await changeAndEndSessions(app, id, null, async (tx) => {
    const before = await lockTarget(tx, actor, id);
    if (!active) {
      if (before.id === actor.userId) {
        throw conflict(PEOPLE_MSG.NOT_SELF);
      }
      await keepOneAdmin(tx, before, false);
    }
    const [after] = await tx.update(users).set({ active }).where(eq(users.id, id)).returning();
    if (!after) {
      throw notFound(PEOPLE_MSG.USER_NOT_FOUND);
    }
    await writeAudit(tx, actor, {
      entity: "user",
      entityId: id,
      action: active ? "activate" : "deactivate",
      before: presentStaff(before),
      after: presentStaff(after),
    });
    return { result: after, revoke: !active };
  });
  return result;
}
