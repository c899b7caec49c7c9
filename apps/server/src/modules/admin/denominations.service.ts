/**
 * Cash denominations of the back office (docs/API.md "Back office"): the notes and coins
 * of the outlet (value in minor units, unique in it) that the opening-cash and closing counts list
 * (cash.service `getOpeningCashForm`) and the quick-cash buttons come from. A denomination already
 * counted (rekap_modal_detail) is history: its value stays, it is withdrawn with `active` = false.
 * Every write: one transaction, the outlet's config lock, one audit row.
 */
import { CONFIG_LIMITS, CONFIG_MSG } from "@waroeng/domain";
import type { DenominationBody, DenominationPatch } from "@waroeng/domain/requests";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import { cashSessionCounts, denominations } from "../../db/schema/index.ts";
import { type AuditActor, auditSave } from "../../lib/audit.ts";
import { conflict, notFound } from "../../lib/http.ts";
import { lockOutletConfig, uniqueOr409 } from "./config-common.ts";

/** A denomination and whether a count used it. */
export interface OutletDenomination {
  id: number;
  name: string;
  value: number;
  active: boolean;
  used: boolean;
}

function selectDenominations(db: DbOrTx) {
  const used = sql<boolean>`exists(select 1 from ${cashSessionCounts} where ${cashSessionCounts.denominationId} = ${denominations.id})`;
  return db
    .select({ id: denominations.id, name: denominations.name, value: denominations.value, active: denominations.active, used })
    .from(denominations)
    .$dynamic();
}

/** The outlet's denominations, largest first. */
export async function listDenominations(db: DbOrTx, outletId: number): Promise<OutletDenomination[]> {
  return selectDenominations(db).where(eq(denominations.outletId, outletId)).orderBy(desc(denominations.value), asc(denominations.id));
}

/** The wire view (GET /admin/denominations item). */
export function presentAdminDenomination(d: OutletDenomination) {
  return {
    m_modal_tipe_id: d.id,
    m_modal_tipe_nama: d.name,
    m_modal_tipe_value: d.value,
    m_modal_tipe_active: d.active,
    used: d.used,
  };
}

async function findDenomination(tx: Tx, outletId: number, id: number): Promise<OutletDenomination> {
  const [row] = await selectDenominations(tx).where(and(eq(denominations.id, id), eq(denominations.outletId, outletId)));
  if (!row) {
    throw notFound(CONFIG_MSG.DENOMINATION_NOT_FOUND);
  }
  return row;
}

/**
 * Adds a denomination of the actor's outlet.
 * @throws ApiError 409 `Pecahan dengan nilai ini sudah ada`, 409 `Maksimal 30 pecahan per waroeng`.
 */
export async function createDenomination(db: Db, actor: AuditActor, body: DenominationBody): Promise<OutletDenomination> {
  return db.transaction(async (tx) => {
    await lockOutletConfig(tx, actor.outletId);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(denominations)
      .where(eq(denominations.outletId, actor.outletId));
    if ((count?.n ?? 0) >= CONFIG_LIMITS.denominationsMax) {
      throw conflict(CONFIG_MSG.DENOMINATIONS_TOO_MANY);
    }
    const [row] = await uniqueOr409(
      () =>
        tx
          .insert(denominations)
          .values({
            outletId: actor.outletId,
            name: body.m_modal_tipe_nama,
            value: body.m_modal_tipe_value,
            active: body.m_modal_tipe_active,
          })
          .returning({ id: denominations.id }),
      "m_modal_tipe_uq",
      CONFIG_MSG.DENOMINATION_TAKEN,
    );
    if (!row) {
      throw notFound(CONFIG_MSG.DENOMINATION_NOT_FOUND);
    }
    const after = await findDenomination(tx, actor.outletId, row.id);
    await auditSave(tx, actor, "denomination", row.id, null, after, presentAdminDenomination);
    return after;
  });
}

/**
 * Changes a denomination of the actor's outlet: name and active always, the value only while no
 * cash count used it.
 * @throws ApiError 404 `Pecahan tidak ditemukan` (unknown or another outlet's), 409 `Pecahan sudah
 *   dipakai di hitungan kas; nilainya tidak bisa diubah`, 409 `Pecahan dengan nilai ini sudah ada`.
 */
export async function updateDenomination(db: Db, actor: AuditActor, id: number, patch: DenominationPatch): Promise<OutletDenomination> {
  return db.transaction(async (tx) => {
    await lockOutletConfig(tx, actor.outletId);
    const before = await findDenomination(tx, actor.outletId, id);
    if (patch.m_modal_tipe_value !== undefined && patch.m_modal_tipe_value !== before.value && before.used) {
      throw conflict(CONFIG_MSG.DENOMINATION_USED_VALUE);
    }
    await uniqueOr409(
      () =>
        tx
          .update(denominations)
          .set({
            name: patch.m_modal_tipe_nama ?? before.name,
            value: patch.m_modal_tipe_value ?? before.value,
            active: patch.m_modal_tipe_active ?? before.active,
          })
          .where(and(eq(denominations.id, id), eq(denominations.outletId, actor.outletId))),
      "m_modal_tipe_uq",
      CONFIG_MSG.DENOMINATION_TAKEN,
    );
    const after = await findDenomination(tx, actor.outletId, id);
    await auditSave(tx, actor, "denomination", id, before, after, presentAdminDenomination);
    return after;
  });
}
