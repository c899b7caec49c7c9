/**
 * Transaction types of the back office (docs/API.md "Back office"): the global types
 * (1 dine in, 2 take away, then the platforms — prices, the kitchen's plotting and the platform's
 * default wallet depend on them) switched on/off and ordered per outlet (m_transaction_type_setting;
 * no row = on, by id). Dine in and take away stay on (`canDeactivateType`); a type used by an open
 * order of the outlet cannot be switched off. An inactive type is not offered (GET
 * /type-transactions/all) and an order is not opened with it (orders.service `resolveType`).
 */
import { CONFIG_MSG, canDeactivateType, isDineIn, ORDER_STATUS } from "@waroeng/domain";
import type { TransactionTypePatch } from "@waroeng/domain/requests";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { orders, transactionTypeSettings, transactionTypes } from "../../db/schema/index.ts";
import { type AuditActor, auditSave } from "../../lib/audit.ts";
import { ApiError, conflict, notFound } from "../../lib/http.ts";
import { lockOutletConfig } from "./config-common.ts";

/** A type as the outlet sees it, with its open orders. */
export interface OutletType {
  id: number;
  name: string;
  group: string;
  active: boolean;
  sortOrder: number;
  openOrders: number;
}

function selectTypes(db: DbOrTx, outletId: number) {
  const s = transactionTypeSettings;
  const open = sql<number>`(select count(*)::int from ${orders} where ${orders.outletId} = ${outletId}::int
    and ${orders.status} = ${ORDER_STATUS.OPEN} and ${orders.transactionTypeId} = ${transactionTypes.id})`;
  return db
    .select({
      id: transactionTypes.id,
      name: transactionTypes.name,
      group: transactionTypes.group,
      active: sql<boolean>`coalesce(${s.active}, true)`,
      sortOrder: sql<number>`coalesce(${s.sortOrder}, ${transactionTypes.id})`,
      openOrders: open,
    })
    .from(transactionTypes)
    .leftJoin(s, and(eq(s.transactionTypeId, transactionTypes.id), eq(s.outletId, outletId)))
    .$dynamic();
}

/** Every type with the outlet's switch and position, by position then id. */
export async function listOutletTypes(db: DbOrTx, outletId: number): Promise<OutletType[]> {
  return selectTypes(db, outletId).orderBy(
    sql`coalesce(${transactionTypeSettings.sortOrder}, ${transactionTypes.id})`,
    asc(transactionTypes.id),
  );
}

/** The wire view (GET /admin/transaction-types item). */
export function presentAdminType(t: OutletType) {
  return {
    m_t_t_id: t.id,
    m_t_t_name: t.name,
    m_t_t_group: t.group,
    is_dine_in: isDineIn(t.id),
    active: t.active,
    urut: t.sortOrder,
    open_orders: t.openOrders,
  };
}

async function findType(db: DbOrTx, outletId: number, id: number): Promise<OutletType> {
  const [row] = await selectTypes(db, outletId).where(eq(transactionTypes.id, id));
  if (!row) {
    throw notFound(CONFIG_MSG.TYPE_NOT_FOUND);
  }
  return row;
}

/**
 * Switches a type on/off and/or moves it, for the actor's outlet only.
 * @throws ApiError 404 `Jenis transaksi tidak ditemukan`; 422 `Dine in dan take away selalu aktif`;
 *   409 `Jenis transaksi dipakai N nota terbuka; selesaikan dulu`.
 */
export async function updateTransactionType(db: Db, actor: AuditActor, id: number, patch: TransactionTypePatch): Promise<OutletType> {
  return db.transaction(async (tx) => {
    await lockOutletConfig(tx, actor.outletId);
    const before = await findType(tx, actor.outletId, id);
    if (patch.active === false && before.active) {
      if (!canDeactivateType(id)) {
        throw new ApiError(422, CONFIG_MSG.TYPE_ALWAYS_ON);
      }
      if (before.openOrders > 0) {
        throw conflict(CONFIG_MSG.TYPE_IN_USE(before.openOrders));
      }
    }
    const active = patch.active ?? before.active;
    const sortOrder = patch.urut ?? before.sortOrder;
    await tx
      .insert(transactionTypeSettings)
      .values({ outletId: actor.outletId, transactionTypeId: id, active, sortOrder })
      .onConflictDoUpdate({
        target: [transactionTypeSettings.outletId, transactionTypeSettings.transactionTypeId],
        set: { active, sortOrder },
      });
    const after = await findType(tx, actor.outletId, id);
    await auditSave(tx, actor, "transaction_type", id, before, after, presentAdminType);
    return after;
  });
}
