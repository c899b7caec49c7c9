/**
 * Role Setting (foundations §2 user menu, §6 "Role Setting", §7, §8): a supervisor approves with
 * their own login (POST /approve → an approval id), then the cashier permissions' temporary
 * switches are saved under that id (POST /role-kasir/update). The approval is single-use, bound to
 * the user who asked for it and their outlet, and lives `APPROVAL_TTL_MS` (5 minutes). Every switch
 * that changes is logged in `m_kasir_akses_log` with the approving supervisor.
 */
import { ACCESS_MSG, APPROVAL_TTL_MS, MSG, SUPERVISOR_ROLES } from "@waroeng/domain";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { approvals, cashierPermissionLog, cashierPermissions, users } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { ApiError } from "../../lib/http.ts";
import type { Auth } from "../../plugins/auth.ts";
import { verifyCredentials } from "../auth/auth.service.ts";
import { endOfBusinessDay, listPermissions, type PermissionRow, temporaryLive } from "./access.service.ts";

/**
 * A refused approval: HTTP 200 with the refusal body, `meta.code 401`, title `Akses DiTolak!` and
 * the server's message (foundations §6, §8: "A 401 code is refused with Akses DiTolak! and the
 * server message"). HTTP 401 is kept for an ended session, so a client's "401 → login" never logs
 * the cashier out because a supervisor mistyped a password.
 */
function approvalRefused(message: string): ApiError {
  return new ApiError(200, message, { code: 401, title: MSG.ACCESS_DENIED_TITLE });
}

/**
 * The one action an approval allows: `action` "refund" with `scope` the refund request (domain
 * `refundApprovalScope`). Without a binding an approval is Role Setting's or a discount's.
 */
export interface ApprovalBinding {
  action: "refund";
  scope: string;
}

/** What POST /approve was sent. `outletId`: the form's `waroeng`, when sent; `binding`: the one action it allows. */
export interface ApproveInput {
  outletId?: number | undefined;
  email: string;
  password: string;
  binding?: ApprovalBinding | undefined;
}

/**
 * Checks a supervisor's login for `auth`'s Role Setting, discount or refund and records the
 * approval (bound to `input.binding` when given), with who asked and who approved in the audit log.
 * @returns the approval id (data.id).
 * @throws ApiError (HTTP 200, meta.code 401, `Akses DiTolak!`) `Email atau password Kacab/Asisten
 *   salah` for a wrong login; `Akun ini bukan Kacab/Asisten waroeng ini` for a valid login that is
 *   not a supervisor (kacab) of the session's outlet, or a `waroeng` other than the session's.
 */
export async function approve(db: Db, auth: Auth, input: ApproveInput): Promise<number> {
  const supervisor = await verifyCredentials(db, input.email, input.password);
  if (!supervisor) {
    throw approvalRefused(ACCESS_MSG.APPROVER_INVALID);
  }
  const sameOutlet = supervisor.outletId === auth.outletId && (input.outletId === undefined || input.outletId === auth.outletId);
  if (!sameOutlet || !SUPERVISOR_ROLES.includes(supervisor.role)) {
    throw approvalRefused(ACCESS_MSG.APPROVER_NOT_SUPERVISOR);
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(approvals)
      .values({
        outletId: auth.outletId,
        approverId: supervisor.id,
        requestedBy: auth.userId,
        action: input.binding?.action ?? null,
        scope: input.binding?.scope ?? null,
      })
      .returning({ id: approvals.id });
    if (!row) {
      throw new Error("insert into approvals returned no row");
    }
    // The approval shows in the back office's audit trail: who asked, which supervisor approved.
    await writeAudit(tx, auth, {
      entity: "approval",
      entityId: row.id,
      action: "approve",
      before: null,
      after: {
        approver_id: supervisor.id,
        approver_name: supervisor.name,
        ...(input.binding ? { action: input.binding.action, scope: input.binding.scope } : {}),
      },
    });
    return row.id;
  });
}

/** SQL: approval `approvalId` is `actor`'s (same user and outlet), unused and within `APPROVAL_TTL_MS`. */
function approvalLive(actor: { userId: number; outletId: number }, approvalId: number) {
  return and(
    eq(approvals.id, approvalId),
    eq(approvals.outletId, actor.outletId),
    eq(approvals.requestedBy, actor.userId),
    isNull(approvals.usedAt),
    gt(approvals.createdAt, sql`now() - make_interval(secs => ${APPROVAL_TTL_MS / 1000})`),
  );
}

/** SQL: the approval is bound to `binding`, or to nothing when `binding` is undefined. */
function boundTo(binding: ApprovalBinding | undefined) {
  return binding
    ? and(eq(approvals.action, binding.action), eq(approvals.scope, binding.scope))
    : and(isNull(approvals.action), isNull(approvals.scope));
}

const approvalInvalid = () => new ApiError(403, ACCESS_MSG.APPROVAL_INVALID, { title: MSG.ACCESS_DENIED_TITLE });

/**
 * Uses up an approval of POST /approve inside the caller's transaction: single-use, within
 * `APPROVAL_TTL_MS`, asked by the same user in the same outlet, for the same action: `binding`
 * when given (a refund's approval for that refund only), else an approval bound to nothing (Role
 * Setting, discounts), so one action's approval never allows another.
 * @returns the approval id, the approving supervisor and their name.
 * @throws ApiError 403 `Persetujuan tidak berlaku, …` (title Akses DiTolak!) otherwise (nothing used).
 */
export async function useApproval(
  tx: DbOrTx,
  actor: { userId: number; outletId: number },
  approvalId: number,
  binding?: ApprovalBinding,
): Promise<{ id: number; approverId: number; approverName: string }> {
  const [approval] = await tx
    .update(approvals)
    .set({ usedAt: sql`now()` })
    .where(and(approvalLive(actor, approvalId), boundTo(binding)))
    .returning({
      id: approvals.id,
      approverId: approvals.approverId,
      approverName: sql<string>`(select ${users.name} from ${users} where ${users.id} = ${approvals.approverId})`,
    });
  if (!approval) {
    throw approvalInvalid();
  }
  return approval;
}

/**
 * Checks, without using it up, that `approvalId` is `actor`'s live approval for `action` (the
 * refund's drawer opening, before the refund itself uses the approval).
 * @throws ApiError 403 `Persetujuan tidak berlaku, …` (title Akses DiTolak!) otherwise.
 */
export async function assertApprovalLive(
  db: DbOrTx,
  actor: { userId: number; outletId: number },
  approvalId: number,
  action: ApprovalBinding["action"],
): Promise<void> {
  const rows = await db
    .select({ id: approvals.id })
    .from(approvals)
    .where(and(approvalLive(actor, approvalId), eq(approvals.action, action)));
  if (rows.length === 0) {
    throw approvalInvalid();
  }
}

/** What POST /role-kasir/update asks: permission id → allow (true) / deny (false). */
export interface RoleUpdate {
  approvalId: number;
  switches: Map<number, boolean>;
}

/**
 * Saves the temporary switches in ONE transaction: uses up the approval (single-use, within
 * `APPROVAL_TTL_MS`, same user and outlet), checks every id is a permission of the outlet, sets each
 * changed switch (on: until the end of today's Asia/Jakarta business day; off: at once) and logs it.
 * @returns the outlet's permissions after the change.
 * @throws ApiError 403 `Persetujuan tidak berlaku, …` (title Akses DiTolak!) for an approval
 *   unknown, used, expired, of another user or outlet; 422 `Fitur akses tidak ditemukan` for an id
 *   not of the outlet. Nothing changes on a refusal (the approval stays unused too).
 */
export async function updateTemporaryRoles(db: Db, auth: Auth, update: RoleUpdate): Promise<PermissionRow[]> {
  return db.transaction(async (tx) => {
    const approval = await useApproval(tx, auth, update.approvalId);
    const ids = [...update.switches.keys()];
    const rows = await tx
      .select({ id: cashierPermissions.id, feature: cashierPermissions.feature, live: temporaryLive })
      .from(cashierPermissions)
      .where(and(eq(cashierPermissions.outletId, auth.outletId), inArray(cashierPermissions.id, ids)))
      .for("update");
    if (rows.length !== ids.length) {
      throw new ApiError(422, ACCESS_MSG.FEATURE_NOT_FOUND, { extra: { errors: { m_kasir_akses_id: ACCESS_MSG.FEATURE_NOT_FOUND } } });
    }
    const changed = rows.filter((r) => update.switches.get(r.id) !== r.live);
    for (const r of changed) {
      const on = update.switches.get(r.id) === true;
      await tx
        .update(cashierPermissions)
        .set({ temporaryRole: on, temporaryUntil: on ? endOfBusinessDay : null })
        .where(eq(cashierPermissions.id, r.id));
    }
    if (changed.length > 0) {
      await tx.insert(cashierPermissionLog).values(
        changed.map((r) => ({
          outletId: auth.outletId,
          permissionId: r.id,
          feature: r.feature,
          approvalId: approval.id,
          approverId: approval.approverId,
          changedBy: auth.userId,
          fromTemporaryRole: r.live,
          toTemporaryRole: !r.live,
        })),
      );
    }
    for (const r of changed) {
      await writeAudit(tx, auth, {
        entity: "access",
        entityId: r.id,
        action: "grant",
        before: { fitur: r.feature, temp_role: r.live },
        after: { fitur: r.feature, temp_role: !r.live, approval_id: approval.id },
      });
    }
    return listPermissions(tx, auth.outletId);
  });
}
