/**
 * Payment methods of the back office (docs/API.md "Back office"). The built-in methods
 * (ids 1–10, no outlet) keep their meaning in the domain (cash, EDC banks, e-wallets, Lost Bill,
 * Gratis): an outlet only switches them on/off (`canDeactivateMethod`) and orders them. An outlet's
 * own methods (transfer or e-wallet, never cash) carry its id and a name unique in it (built-in
 * names included). Offered or not, and in which order, is per outlet (m_payment_method_setting;
 * no row = on, by id). Every write: one transaction, the outlet's config lock, one audit row.
 */
import { CONFIG_LIMITS, CONFIG_MSG, canDeactivateMethod, isCash } from "@waroeng/domain";
import type { PaymentMethodBody, PaymentMethodPatch } from "@waroeng/domain/requests";
import { and, asc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import { paymentMethodSettings, paymentMethods } from "../../db/schema/index.ts";
import { type AuditActor, auditSave } from "../../lib/audit.ts";
import { ApiError, conflict, notFound } from "../../lib/http.ts";
import { lockOutletConfig, uniqueOr409 } from "./config-common.ts";

/** A method as the outlet sees it. */
export interface OutletMethod {
  id: number;
  name: string;
  type: string;
  color: string;
  outletId: number | null;
  active: boolean;
  sortOrder: number;
}

/** The methods the outlet may see: the built-in ones and its own. */
function visibleToOutlet(outletId: number): SQL | undefined {
  return or(isNull(paymentMethods.outletId), eq(paymentMethods.outletId, outletId));
}

function selectMethods(db: DbOrTx, outletId: number) {
  const s = paymentMethodSettings;
  return db
    .select({
      id: paymentMethods.id,
      name: paymentMethods.name,
      type: paymentMethods.type,
      color: paymentMethods.color,
      outletId: paymentMethods.outletId,
      active: sql<boolean>`coalesce(${s.active}, true)`,
      sortOrder: sql<number>`coalesce(${s.sortOrder}, ${paymentMethods.id})`,
    })
    .from(paymentMethods)
    .leftJoin(s, and(eq(s.paymentMethodId, paymentMethods.id), eq(s.outletId, outletId)))
    .$dynamic();
}

/** Every method of the outlet (built-in and own), by position then id; `onlyActive` for the till. */
export async function listOutletMethods(db: DbOrTx, outletId: number, onlyActive = false): Promise<OutletMethod[]> {
  const visible = visibleToOutlet(outletId);
  const where = onlyActive ? and(visible, sql`coalesce(${paymentMethodSettings.active}, true)`) : visible;
  return selectMethods(db, outletId)
    .where(where)
    .orderBy(sql`coalesce(${paymentMethodSettings.sortOrder}, ${paymentMethods.id})`, asc(paymentMethods.id));
}

async function findMethod(db: DbOrTx, outletId: number, id: number): Promise<OutletMethod> {
  const [row] = await selectMethods(db, outletId).where(and(eq(paymentMethods.id, id), visibleToOutlet(outletId)));
  if (!row) {
    throw notFound(CONFIG_MSG.METHOD_NOT_FOUND);
  }
  return row;
}

/** The wire view (GET /admin/payment-methods item). */
export function presentAdminMethod(m: OutletMethod) {
  return {
    m_payment_method_id: m.id,
    name: m.name,
    type: m.type,
    color: m.color,
    is_cash: isCash(m.id),
    built_in: m.outletId === null,
    can_deactivate: canDeactivateMethod(m.id),
    active: m.active,
    urut: m.sortOrder,
  };
}

async function assertNameFree(tx: Tx, outletId: number, name: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(visibleToOutlet(outletId), eq(sql`lower(${paymentMethods.name})`, name.toLowerCase())));
  if (taken && taken.id !== exceptId) {
    throw conflict(CONFIG_MSG.METHOD_NAME_TAKEN);
  }
}

async function saveSetting(tx: Tx, outletId: number, methodId: number, active: boolean, sortOrder: number): Promise<void> {
  await tx
    .insert(paymentMethodSettings)
    .values({ outletId, paymentMethodId: methodId, active, sortOrder })
    .onConflictDoUpdate({ target: [paymentMethodSettings.outletId, paymentMethodSettings.paymentMethodId], set: { active, sortOrder } });
}

/**
 * Adds a method of the actor's outlet (transfer or e-wallet; offered at the till at once when active).
 * @throws ApiError 409 `Nama metode sudah dipakai`, 409 `Maksimal 50 metode tambahan per waroeng`.
 */
export async function createPaymentMethod(db: Db, actor: AuditActor, body: PaymentMethodBody): Promise<OutletMethod> {
  return db.transaction(async (tx) => {
    await lockOutletConfig(tx, actor.outletId);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentMethods)
      .where(eq(paymentMethods.outletId, actor.outletId));
    if ((count?.n ?? 0) >= CONFIG_LIMITS.outletMethodsMax) {
      throw conflict(CONFIG_MSG.METHODS_TOO_MANY);
    }
    await assertNameFree(tx, actor.outletId, body.name);
    const [row] = await uniqueOr409(
      () =>
        tx
          .insert(paymentMethods)
          .values({ name: body.name, type: body.type, color: body.color, outletId: actor.outletId })
          .returning({ id: paymentMethods.id }),
      "m_payment_method_outlet_name_uq",
      CONFIG_MSG.METHOD_NAME_TAKEN,
    );
    if (!row) {
      throw notFound(CONFIG_MSG.METHOD_NOT_FOUND);
    }
    await saveSetting(tx, actor.outletId, row.id, body.active, body.urut);
    const after = await findMethod(tx, actor.outletId, row.id);
    await auditSave(tx, actor, "payment_method", row.id, null, after, presentAdminMethod);
    return after;
  });
}

/**
 * Changes a method the outlet sees: its own method any field; a built-in one only `active` and
 * `urut`; cash, Lost Bill and Gratis stay on. Another outlet's method is unknown (404).
 * @throws ApiError 404 `Metode pembayaran tidak ditemukan`, 422 `Metode bawaan hanya bisa …`,
 *   422 `Tunai, Lost Bill dan Gratis selalu aktif`, 409 `Nama metode sudah dipakai`.
 */
export async function updatePaymentMethod(db: Db, actor: AuditActor, id: number, patch: PaymentMethodPatch): Promise<OutletMethod> {
  return db.transaction(async (tx) => {
    await lockOutletConfig(tx, actor.outletId);
    const before = await findMethod(tx, actor.outletId, id);
    const builtIn = before.outletId === null;
    const changesIdentity =
      (patch.name !== undefined && patch.name !== before.name) ||
      (patch.type !== undefined && patch.type !== before.type) ||
      (patch.color !== undefined && patch.color !== before.color);
    if (builtIn && changesIdentity) {
      throw new ApiError(422, CONFIG_MSG.METHOD_BUILT_IN);
    }
    if (patch.active === false && !canDeactivateMethod(id)) {
      throw new ApiError(422, CONFIG_MSG.METHOD_ALWAYS_ON);
    }
    if (!builtIn && changesIdentity) {
      if (patch.name !== undefined) {
        await assertNameFree(tx, actor.outletId, patch.name, id);
      }
      await uniqueOr409(
        () =>
          tx
            .update(paymentMethods)
            .set({ name: patch.name ?? before.name, type: patch.type ?? before.type, color: patch.color ?? before.color })
            .where(and(eq(paymentMethods.id, id), eq(paymentMethods.outletId, actor.outletId))),
        "m_payment_method_outlet_name_uq",
        CONFIG_MSG.METHOD_NAME_TAKEN,
      );
    }
    await saveSetting(tx, actor.outletId, id, patch.active ?? before.active, patch.urut ?? before.sortOrder);
    const after = await findMethod(tx, actor.outletId, id);
    await auditSave(tx, actor, "payment_method", id, before, after, presentAdminMethod);
    return after;
  });
}
