/**
 * Back office · Produksi (docs/API.md "Back office"): the outlet's production stations
 * (m_plot_produksi) and production screens (m_layar_produksi): list, add, rename. What each screen
 * shows (plotting) stays on the screens' own Plotting (kitchen/plotting.service.ts). Names are unique
 * per outlet: stations by their unique index, screens under a per-outlet advisory lock (the table has
 * no unique index). Each change is one transaction, audited, and sends the `plotting` live event
 * (screens and their plotting pickers show the names).
 */
import { PEOPLE_MSG } from "@waroeng/domain";
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import { plottings, productionScreens, stationCategories, stations } from "../../db/schema/index.ts";
import { type AuditActor, auditSave } from "../../lib/audit.ts";
import { notifyChange } from "../../lib/events.ts";
import { conflict, notFound } from "../../lib/http.ts";
import { checkChainRow } from "../menu-admin/chain-policy.ts";
import { isUniqueViolation } from "./tables-admin.service.ts";

/** The outlet's stations (with how many categories each cooks) and screens, by name. */
export async function readProduction(db: DbOrTx, outletId: number) {
  const [stationRows, screens] = await Promise.all([
    db
      .select({ m_plot_produksi_id: stations.id, m_plot_produksi_nama: stations.name, categories: count(stationCategories.categoryId) })
      .from(stations)
      .leftJoin(stationCategories, eq(stationCategories.stationId, stations.id))
      .where(eq(stations.outletId, outletId))
      .groupBy(stations.id)
      .orderBy(asc(stations.name), asc(stations.id)),
    db
      .select({ id: productionScreens.id, layar_name: productionScreens.name })
      .from(productionScreens)
      .where(eq(productionScreens.outletId, outletId))
      .orderBy(asc(productionScreens.name), asc(productionScreens.id)),
  ]);
  return { stations: stationRows, screens };
}

/** Adds (`id` null) or renames a station. 409 a name in use; 404 another outlet's station. */
export async function saveStation(db: Db, actor: AuditActor, id: number | null, name: string) {
  try {
    return await db.transaction(async (tx) => {
      const before = id === null ? null : await lockStation(tx, actor.outletId, id);
      if (id !== null) {
        await checkChainRow(tx, "m_plot_produksi", { m_plot_produksi_id: id }, { m_plot_produksi_nama: name });
      }
      const [row] =
        id === null
          ? await tx.insert(stations).values({ outletId: actor.outletId, name }).returning()
          : await tx.update(stations).set({ name }).where(eq(stations.id, id)).returning();
      if (!row) {
        throw notFound(PEOPLE_MSG.STATION_NOT_FOUND);
      }
      const view = (await readProduction(tx, actor.outletId)).stations.find((s) => s.m_plot_produksi_id === row.id);
      if (!view) {
        throw notFound(PEOPLE_MSG.STATION_NOT_FOUND);
      }
      await auditSave(tx, actor, "station", row.id, before, row, (r) => ({ m_plot_produksi_nama: r.name }));
      await notifyChange(tx, actor.outletId, { topic: "plotting" });
      return view;
    });
  } catch (err) {
    throw isUniqueViolation(err) ? conflict(PEOPLE_MSG.STATION_NAME_TAKEN) : err;
  }
}

async function lockStation(tx: Tx, outletId: number, id: number) {
  const [row] = await tx
    .select()
    .from(stations)
    .where(and(eq(stations.id, id), eq(stations.outletId, outletId)))
    .for("update");
  if (!row) {
    throw notFound(PEOPLE_MSG.STATION_NOT_FOUND);
  }
  return row;
}

/** Adds (`id` null; with empty left and right plotting) or renames a screen. 409 a name in use; 404 another outlet's screen. */
export async function saveScreen(db: Db, actor: AuditActor, id: number | null, name: string) {
  return db.transaction(async (tx) => {
    // Screen names have no unique index: one writer per outlet at a time checks and writes.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('m_layar_produksi'), ${actor.outletId})`);
    const [before] =
      id === null
        ? [null]
        : await tx
            .select()
            .from(productionScreens)
            .where(and(eq(productionScreens.id, id), eq(productionScreens.outletId, actor.outletId)));
    if (before === undefined) {
      throw notFound(PEOPLE_MSG.SCREEN_NOT_FOUND);
    }
    const [taken] = await tx
      .select({ id: productionScreens.id })
      .from(productionScreens)
      .where(
        and(
          eq(productionScreens.outletId, actor.outletId),
          eq(sql`lower(${productionScreens.name})`, name.toLowerCase()),
          id === null ? undefined : ne(productionScreens.id, id),
        ),
      );
    if (taken) {
      throw conflict(PEOPLE_MSG.SCREEN_NAME_TAKEN);
    }
    const [row] =
      id === null
        ? await tx.insert(productionScreens).values({ outletId: actor.outletId, name }).returning()
        : await tx.update(productionScreens).set({ name }).where(eq(productionScreens.id, id)).returning();
    if (!row) {
      throw notFound(PEOPLE_MSG.SCREEN_NOT_FOUND);
    }
    if (id === null) {
      await tx.insert(plottings).values([
        { screenId: row.id, side: "left" },
        { screenId: row.id, side: "right" },
      ]);
    }
    await auditSave(tx, actor, "screen", row.id, before, row, (r) => ({ layar_name: r.name }));
    await notifyChange(tx, actor.outletId, { topic: "plotting" });
    return { id: row.id, layar_name: row.name };
  });
}
