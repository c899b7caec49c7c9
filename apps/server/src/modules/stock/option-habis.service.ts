/**
 * Menu Habis for options (docs/API.md "Back office · Opsi Menu"): an option (no eggs left) is sold
 * out for today's business date only (`m_option_habis_tanggal`, Asia/Jakarta), while the dishes it
 * belongs to stay available; tomorrow it is back without anyone touching it. Same roles as the menu's
 * toggle. A change is one statement, audited (entity `option`) and announced (`stock` for Menu Habis,
 * `menu` so the tills' sheets show it).
 */
import { OPTION_ADMIN_MSG } from "@waroeng/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { optionGroups, options } from "../../db/schema/index.ts";
import { type AuditActor, writeAudit } from "../../lib/audit.ts";
import { notifyChange } from "../../lib/events.ts";
import { notFound } from "../../lib/http.ts";
import { today } from "./stock.sql.ts";

/** The options of the outlet's active groups as Menu Habis lists them; `optionId`: only that one. */
async function habisRows(db: DbOrTx, outletId: number, optionId?: number) {
  return db
    .select({
      m_option_id: options.id,
      m_option_nama: options.name,
      m_option_group_id: optionGroups.id,
      m_option_group_nama: optionGroups.name,
      habis: sql<boolean>`coalesce(${options.soldOutOn} = ${today}, false)`,
    })
    .from(options)
    .innerJoin(optionGroups, eq(optionGroups.id, options.groupId))
    .where(
      and(
        eq(options.outletId, outletId),
        ...(optionId === undefined ? [eq(options.active, true), eq(optionGroups.active, true)] : [eq(options.id, optionId)]),
      ),
    )
    .orderBy(asc(optionGroups.sortOrder), asc(optionGroups.id), asc(options.sortOrder), asc(options.id));
}

/** `GET /m-option/habis`: the active options of the active groups, with whether each is sold out today. */
export async function listOptionHabis(db: DbOrTx, outletId: number) {
  return habisRows(db, outletId);
}

/**
 * `POST /m-option/set-habis`: `habis` true marks the option sold out for today, false clears it.
 * @throws ApiError 404 `Opsi tidak ditemukan` (unknown or another outlet's option).
 */
export async function setOptionHabis(db: Db, actor: AuditActor, optionId: number, habis: boolean) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: options.name, soldOutOn: options.soldOutOn })
      .from(options)
      .where(and(eq(options.id, optionId), eq(options.outletId, actor.outletId)))
      .for("update");
    if (!before) {
      throw notFound(OPTION_ADMIN_MSG.OPTION_NOT_FOUND);
    }
    const [after] = await tx
      .update(options)
      .set({ soldOutOn: habis ? sql`${today}` : null })
      .where(eq(options.id, optionId))
      .returning({ soldOutOn: options.soldOutOn });
    await writeAudit(tx, actor, {
      entity: "option",
      entityId: optionId,
      action: habis ? "sold_out" : "available",
      before: { m_option_nama: before.name, m_option_habis_tanggal: before.soldOutOn },
      after: { m_option_nama: before.name, m_option_habis_tanggal: after?.soldOutOn ?? null },
    });
    await notifyChange(tx, actor.outletId, { topic: "stock" });
    await notifyChange(tx, actor.outletId, { topic: "menu" });
    const [row] = await habisRows(tx, actor.outletId, optionId);
    if (!row) {
      throw notFound(OPTION_ADMIN_MSG.OPTION_NOT_FOUND);
    }
    return row;
  });
}
