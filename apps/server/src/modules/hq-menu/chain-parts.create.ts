/**
 * Head office creates and deletes the chain's option groups, options, categories and stations
 * (contracts/hq-menu-create.ts; docs/chain-sync.md "One menu for the chain"). They stay one row per
 * outlet, matched by name, as the edits (chain-parts.service.ts) treat them: a create inserts a row at
 * each chosen outlet (default: the caller's scope) without one of that name, a delete removes the
 * chosen outlets' rows of that name. The sync triggers log each row, so the outlets pull the new rows
 * and the deletions (modules/sync/outlet.service.ts). Replay-safe by nature: a create finds its rows
 * (`existing`), a delete finds none. Nothing is left to dangle: deleting a category that items are
 * still in, a station that categories are still routed to (their dishes would reach no kitchen), or
 * the option a required group needs is refused (409) with the outlets named. Statements are set-based
 * over the chosen outlets (hundreds of outlets: a handful of statements). Money in minor units.
 * Each change is one transaction with its entry in head office's change log.
 */
import { CHAIN_MENU_MSG, MENU_ADMIN_MSG, OPTION_ADMIN_MSG, optionGroupProblem } from "@waroeng/domain";
import type {
  HqCategoryCreateBody,
  HqCategoryDeleteBody,
  HqOptionCreateBody,
  HqOptionDeleteBody,
  HqStationCreateBody,
  HqStationDeleteBody,
} from "@waroeng/domain/contracts";
import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { intArray } from "../../db/int-array.ts";
import { ApiError, conflict, notFound } from "../../lib/http.ts";
import { logHqChange } from "../hq-auth/change-log.service.ts";
import { uniqueName } from "../menu-admin/menu-types.service.ts";
import { checkScope } from "./hq-menu.service.ts";

/** What a create did: the outlets that got the row, and those that already had one of that name. */
export interface CreateResult {
  outlets: number;
  existing: number;
}

type Found = { id: number; m_w_id: number };

/** The names of `outlets` joined for a message ("Waroeng Demo, Waroeng Dua"). */
async function outletNames(tx: DbOrTx, outlets: number[]): Promise<string> {
  const { rows } = await tx.execute<{ name: string }>(
    sql`select m_w_nama as name from m_w where m_w_id = any(${intArray(outlets)}::int[]) order by m_w_id`,
  );
  return rows.map((r) => r.name).join(", ");
}

/** The chosen outlets: `requested` (checked against `scope`, 403) or the whole scope. */
function chosen(scope: number[], requested: number[] | undefined): number[] {
  const outlets = requested ?? scope;
  checkScope(scope, outlets);
  return [...new Set(outlets)];
}

/** The rows of `table` named `name` at `outlets` (id column `idCol`, name column `nameCol`), locked. */
async function rowsNamed(tx: DbOrTx, table: string, idCol: string, nameCol: string, name: string, outlets: number[]): Promise<Found[]> {
  const { rows } = await tx.execute<Found>(sql`select ${sql.identifier(idCol)} as id, m_w_id from ${sql.identifier(table)}
    where ${sql.identifier(nameCol)} = ${name} and m_w_id = any(${intArray(outlets)}::int[]) order by m_w_id for update`);
  return rows;
}

/** 422 when a price is set for outlets counting in different currencies. */
async function checkOneCurrency(tx: DbOrTx, outlets: number[]): Promise<void> {
  const { rows } = await tx.execute<{ n: number }>(
    sql`select count(distinct m_w_currency)::int as n from m_w where m_w_id = any(${intArray(outlets)}::int[])`,
  );
  if ((rows[0]?.n ?? 0) > 1) {
    throw new ApiError(422, CHAIN_MENU_MSG.CURRENCY_MIXED, { keepStatus: true });
  }
}

type NewOption = NonNullable<HqOptionCreateBody["option"]>;

/**
 * POST /hq/menu/options/create (see the contract): a group with its options and attachments, or
 * (`option`) one option added to the group. @throws 403 outside `scope`; 422 a rule of the group or
 * a price over mixed currencies; 404 no chosen outlet has the group an option is added to; 409 a race on a name.
 */
export async function createChainOption(db: Db, scope: number[], b: HqOptionCreateBody, userId: number): Promise<CreateResult> {
  const outlets = chosen(scope, b.outlets);
  if (b.option !== undefined) {
    return addChainOption(db, outlets, b.group, b.option, userId);
  }
  const problem = optionGroupProblem({
    minChoices: b.min_choices,
    maxChoices: b.max_choices,
    options: b.options.map((o) => ({ name: o.name, isDefault: o.default, active: o.active })),
  });
  if (problem) {
    throw new ApiError(422, problem, { keepStatus: true });
  }
  return uniqueName(OPTION_ADMIN_MSG.GROUP_NAME_TAKEN, () =>
    db.transaction(async (tx) => {
      const have = await rowsNamed(tx, "m_option_group", "m_option_group_id", "m_option_group_nama", b.group, outlets);
      const targets = outlets.filter((w) => !have.some((h) => h.m_w_id === w));
      if (targets.length === 0) {
        return { outlets: 0, existing: have.length };
      }
      if (b.options.some((o) => o.price !== 0)) {
        await checkOneCurrency(tx, targets);
      }
      const { rows: made } = await tx.execute<Found>(sql`insert into m_option_group
          (m_w_id, m_option_group_nama, m_option_group_min, m_option_group_max, m_option_group_urut, m_option_group_active)
        select t.w, ${b.group}, ${b.min_choices}, ${b.max_choices},
          coalesce((select max(g.m_option_group_urut) from m_option_group g where g.m_w_id = t.w), 0) + 1, ${b.active}
        from unnest(${intArray(targets)}::int[]) as t(w)
        returning m_option_group_id as id, m_w_id`);
      const ids = intArray(made.map((m) => m.id));
      const options = JSON.stringify(b.options.map((o, i) => ({ ...o, n: i + 1 })));
      await tx.execute(sql`insert into m_option
          (m_w_id, m_option_group_id, m_option_nama, m_option_harga, m_option_default, m_option_active, m_option_urut)
        select g.m_w_id, g.m_option_group_id, o.name, o.price, o."default", o.active, o.n
        from m_option_group g cross join jsonb_to_recordset(${options}::jsonb) as o(name text, price int, "default" boolean, active boolean, n int)
        where g.m_option_group_id = any(${ids}::int[])`);
      // Attachments in the sheet's order: the categories, then the items (each outlet's row of the chain item).
      const cats = JSON.stringify(b.categories.map((name, i) => ({ name, n: i + 1 })));
      await tx.execute(sql`insert into m_option_group_menu (m_option_group_id, m_kategori_id, m_option_group_menu_urut)
        select g.m_option_group_id, k.m_kategori_id, c.n
        from m_option_group g cross join jsonb_to_recordset(${cats}::jsonb) as c(name text, n int)
          join m_kategori k on k.m_w_id = g.m_w_id and k.m_kategori_nama = c.name
        where g.m_option_group_id = any(${ids}::int[])`);
      const items = JSON.stringify(b.items.map((id, i) => ({ id, n: b.categories.length + i + 1 })));
      await tx.execute(sql`insert into m_option_group_menu (m_option_group_id, m_menu_id, m_option_group_menu_urut)
        select g.m_option_group_id, m.m_menu_id, i.n
        from m_option_group g cross join jsonb_to_recordset(${items}::jsonb) as i(id int, n int)
          join m_menu m on m.m_w_id = g.m_w_id and m.m_menu_chain_id = i.id
        where g.m_option_group_id = any(${ids}::int[])`);
      await logHqChange(tx, {
        userId,
        entity: "menu_option_group_added",
        subject: b.group,
        outlets: targets,
        after: {
          min_choices: b.min_choices,
          max_choices: b.max_choices,
          options: b.options.map((o) => o.name),
          ...(b.categories.length > 0 ? { categories: b.categories } : {}),
          ...(b.items.length > 0 ? { items: b.items } : {}),
        },
      });
      return { outlets: targets.length, existing: have.length };
    }),
  );
}

/** One option added at the end of group `group` at the chosen outlets that have the group and no option of its name. */
async function addChainOption(db: Db, outlets: number[], group: string, o: NewOption, userId: number): Promise<CreateResult> {
  return uniqueName(OPTION_ADMIN_MSG.OPTION_NAME_TWICE, () =>
    db.transaction(async (tx) => {
      const { rows: groups } = await tx.execute<{ id: number; m_w_id: number; has: boolean; max: number; defaults: number; count: number }>(
        sql`select g.m_option_group_id as id, g.m_w_id, g.m_option_group_max as max,
            exists (select 1 from m_option o where o.m_option_group_id = g.m_option_group_id and o.m_option_nama = ${o.name}) as has,
            (select count(*)::int from m_option o where o.m_option_group_id = g.m_option_group_id and o.m_option_default and o.m_option_active) as defaults,
            (select count(*)::int from m_option o where o.m_option_group_id = g.m_option_group_id) as count
          from m_option_group g where g.m_option_group_nama = ${group} and g.m_w_id = any(${intArray(outlets)}::int[])
          order by g.m_w_id for update of g`,
      );
      if (groups.length === 0) {
        throw notFound(CHAIN_MENU_MSG.ITEM_NOT_FOUND);
      }
      const targets = groups.filter((g) => !g.has);
      if (targets.length === 0) {
        return { outlets: 0, existing: groups.length };
      }
      if (targets.some((g) => g.count + 1 > 20)) {
        throw new ApiError(422, OPTION_ADMIN_MSG.OPTIONS_TOO_MANY, { keepStatus: true });
      }
      if (o.default && o.active && targets.some((g) => g.defaults + 1 > g.max)) {
        throw new ApiError(422, OPTION_ADMIN_MSG.DEFAULTS_OVER_MAX, { keepStatus: true });
      }
      if (o.price !== 0) {
        await checkOneCurrency(
          tx,
          targets.map((g) => g.m_w_id),
        );
      }
      await tx.execute(sql`insert into m_option
          (m_w_id, m_option_group_id, m_option_nama, m_option_harga, m_option_default, m_option_active, m_option_urut)
        select g.m_w_id, g.m_option_group_id, ${o.name}, ${o.price}, ${o.default}, ${o.active},
          coalesce((select max(x.m_option_urut) from m_option x where x.m_option_group_id = g.m_option_group_id), 0) + 1
        from m_option_group g where g.m_option_group_id = any(${intArray(targets.map((g) => g.id))}::int[])`);
      const { rows: cur } = await tx.execute<{ c: string }>(
        sql`select min(m_w_currency) as c from m_w where m_w_id = any(${intArray(targets.map((g) => g.m_w_id))}::int[])`,
      );
      await logHqChange(tx, {
        userId,
        entity: "menu_option_added",
        subject: `${group} · ${o.name}`,
        outlets: targets.map((g) => g.m_w_id),
        after: { price: o.price, currency: cur[0]?.c ?? "Rp", active: o.active },
      });
      return { outlets: targets.length, existing: groups.length - targets.length };
    }),
  );
}

/**
 * POST /hq/menu/options/delete: the group (options, per-type deltas and attachments go with it) or
 * one option of it at the chosen outlets that have it. @returns how many outlets' rows went.
 * @throws 403 outside `scope`; 409 the option a group needs (its last one, or one a required group's minimum needs).
 */
export async function deleteChainOption(db: Db, scope: number[], b: HqOptionDeleteBody, userId: number): Promise<number> {
  const outlets = chosen(scope, b.outlets);
  return db.transaction(async (tx) => {
    if (b.option === undefined) {
      const rows = await rowsNamed(tx, "m_option_group", "m_option_group_id", "m_option_group_nama", b.group, outlets);
      if (rows.length > 0) {
        await tx.execute(sql`delete from m_option_group where m_option_group_id = any(${intArray(rows.map((r) => r.id))}::int[])`);
        await logHqChange(tx, { userId, entity: "menu_option_group_deleted", subject: b.group, outlets: rows.map((r) => r.m_w_id) });
      }
      return rows.length;
    }
    const { rows } = await tx.execute<Found & { left: number; active_left: number; min: number }>(sql`select o.m_option_id as id, o.m_w_id,
        g.m_option_group_min as min,
        (select count(*)::int from m_option x where x.m_option_group_id = g.m_option_group_id and x.m_option_id <> o.m_option_id) as left,
        (select count(*)::int from m_option x where x.m_option_group_id = g.m_option_group_id and x.m_option_id <> o.m_option_id
          and x.m_option_active) as active_left
      from m_option o join m_option_group g using (m_option_group_id)
      where g.m_option_group_nama = ${b.group} and o.m_option_nama = ${b.option} and o.m_w_id = any(${intArray(outlets)}::int[])
      order by o.m_w_id for update of g, o`);
    const short = rows.filter((r) => r.left === 0 || r.active_left < r.min);
    if (short.length > 0) {
      throw conflict(CHAIN_MENU_MSG.OPTION_LAST(b.group));
    }
    if (rows.length > 0) {
      await tx.execute(sql`delete from m_option where m_option_id = any(${intArray(rows.map((r) => r.id))}::int[])`);
      await logHqChange(tx, {
        userId,
        entity: "menu_option_deleted",
        subject: `${b.group} · ${b.option}`,
        outlets: rows.map((r) => r.m_w_id),
      });
    }
    return rows.length;
  });
}

/**
 * POST /hq/menu/categories/create: the category under each chosen outlet's menu type `menu_type`.
 * @throws 403 outside `scope`; 422 an outlet without that menu type (named); 409 a race on the name.
 */
export async function createChainCategory(db: Db, scope: number[], b: HqCategoryCreateBody, userId: number): Promise<CreateResult> {
  const outlets = chosen(scope, b.outlets);
  return uniqueName(MENU_ADMIN_MSG.MENU_NAME_TAKEN, () =>
    db.transaction(async (tx) => {
      const have = await rowsNamed(tx, "m_kategori", "m_kategori_id", "m_kategori_nama", b.name, outlets);
      const targets = outlets.filter((w) => !have.some((h) => h.m_w_id === w));
      if (targets.length === 0) {
        return { outlets: 0, existing: have.length };
      }
      const { rows: types } = await tx.execute<{ m_w_id: number }>(sql`select m_w_id from m_menu_jenis
        where m_menu_jenis_nama = ${b.menu_type} and m_w_id = any(${intArray(targets)}::int[])`);
      const missing = targets.filter((w) => !types.some((t) => t.m_w_id === w));
      if (missing.length > 0) {
        throw new ApiError(422, CHAIN_MENU_MSG.MENU_TYPE_MISSING(b.menu_type, await outletNames(tx, missing)), { keepStatus: true });
      }
      await tx.execute(sql`insert into m_kategori (m_w_id, m_kategori_m_menu_jenis_id, m_kategori_nama, m_kategori_urut)
        select j.m_w_id, j.m_menu_jenis_id, ${b.name},
          coalesce(${b.sort ?? null}::int, coalesce((select max(k.m_kategori_urut) from m_kategori k where k.m_w_id = j.m_w_id), 0) + 1)
        from m_menu_jenis j where j.m_menu_jenis_nama = ${b.menu_type} and j.m_w_id = any(${intArray(targets)}::int[])`);
      await logHqChange(tx, {
        userId,
        entity: "menu_category_added",
        subject: b.name,
        outlets: targets,
        after: { menu_type: b.menu_type, ...(b.sort !== undefined ? { sort: b.sort } : {}) },
      });
      return { outlets: targets.length, existing: have.length };
    }),
  );
}

/**
 * POST /hq/menu/categories/delete: the category (its station routing and option-group attachments
 * with it) at the chosen outlets that have it. @throws 403 outside `scope`; 409 items still in it (archived too).
 */
export async function deleteChainCategory(db: Db, scope: number[], b: HqCategoryDeleteBody, userId: number): Promise<number> {
  const outlets = chosen(scope, b.outlets);
  return db.transaction(async (tx) => {
    const rows = await rowsNamed(tx, "m_kategori", "m_kategori_id", "m_kategori_nama", b.category, outlets);
    if (rows.length === 0) {
      return 0;
    }
    const ids = intArray(rows.map((r) => r.id));
    const { rows: used } = await tx.execute<{ m_w_id: number; n: number }>(sql`select m_w_id, count(*)::int as n from m_menu
      where m_menu_m_kategori_id = any(${ids}::int[]) group by m_w_id order by m_w_id`);
    if (used.length > 0) {
      const n = used.reduce((sum, u) => sum + u.n, 0);
      throw conflict(
        CHAIN_MENU_MSG.CATEGORY_IN_USE(
          n,
          await outletNames(
            tx,
            used.map((u) => u.m_w_id),
          ),
        ),
      );
    }
    await tx.execute(sql`delete from m_plot_produksi_kategori where m_kategori_id = any(${ids}::int[])`);
    await tx.execute(sql`delete from m_kategori where m_kategori_id = any(${ids}::int[])`);
    await logHqChange(tx, { userId, entity: "menu_category_deleted", subject: b.category, outlets: rows.map((r) => r.m_w_id) });
    return rows.length;
  });
}

/**
 * POST /hq/menu/stations/create: the station at the chosen outlets without one of its name; the
 * named categories' dishes go to it (their routing moved from their old station). @throws 403 outside `scope`; 409 a race on the name.
 */
export async function createChainStation(db: Db, scope: number[], b: HqStationCreateBody, userId: number): Promise<CreateResult> {
  const outlets = chosen(scope, b.outlets);
  return uniqueName(MENU_ADMIN_MSG.MENU_NAME_TAKEN, () =>
    db.transaction(async (tx) => {
      const have = await rowsNamed(tx, "m_plot_produksi", "m_plot_produksi_id", "m_plot_produksi_nama", b.name, outlets);
      const targets = outlets.filter((w) => !have.some((h) => h.m_w_id === w));
      if (targets.length === 0) {
        return { outlets: 0, existing: have.length };
      }
      const { rows: made } = await tx.execute<Found>(sql`insert into m_plot_produksi (m_w_id, m_plot_produksi_nama)
        select t.w, ${b.name} from unnest(${intArray(targets)}::int[]) as t(w) returning m_plot_produksi_id as id, m_w_id`);
      if (b.categories.length > 0) {
        const cats = sql`select p.m_plot_produksi_id as station, k.m_kategori_id as category from m_plot_produksi p
          join m_kategori k on k.m_w_id = p.m_w_id and k.m_kategori_nama in (select jsonb_array_elements_text(${JSON.stringify(b.categories)}::jsonb))
          where p.m_plot_produksi_id = any(${intArray(made.map((m) => m.id))}::int[])`;
        await tx.execute(sql`delete from m_plot_produksi_kategori where m_kategori_id in (select category from (${cats}) c)`);
        await tx.execute(
          sql`insert into m_plot_produksi_kategori (m_plot_produksi_id, m_kategori_id) select station, category from (${cats}) c`,
        );
      }
      await logHqChange(tx, {
        userId,
        entity: "menu_station_added",
        subject: b.name,
        outlets: targets,
        ...(b.categories.length > 0 ? { after: { categories: b.categories } } : {}),
      });
      return { outlets: targets.length, existing: have.length };
    }),
  );
}

/**
 * POST /hq/menu/stations/delete: the station at the chosen outlets that have it, and from their
 * kitchen screens' plotting. @throws 403 outside `scope`; 409 categories still routed to it (named, with their outlets).
 */
export async function deleteChainStation(db: Db, scope: number[], b: HqStationDeleteBody, userId: number): Promise<number> {
  const outlets = chosen(scope, b.outlets);
  return db.transaction(async (tx) => {
    const rows = await rowsNamed(tx, "m_plot_produksi", "m_plot_produksi_id", "m_plot_produksi_nama", b.station, outlets);
    if (rows.length === 0) {
      return 0;
    }
    const ids = intArray(rows.map((r) => r.id));
    const { rows: routed } = await tx.execute<{ name: string; m_w_id: number }>(sql`select distinct k.m_kategori_nama as name, k.m_w_id
      from m_plot_produksi_kategori pk join m_kategori k using (m_kategori_id)
      where pk.m_plot_produksi_id = any(${ids}::int[]) order by 1`);
    if (routed.length > 0) {
      const names = [...new Set(routed.map((r) => r.name))].join(", ");
      throw conflict(CHAIN_MENU_MSG.STATION_IN_USE(names, await outletNames(tx, [...new Set(routed.map((r) => r.m_w_id))])));
    }
    await tx.execute(sql`update m_plotting set m_plotting_type_plot_produksi_id =
        coalesce((select array_agg(x order by o) from unnest(m_plotting_type_plot_produksi_id) with ordinality as u(x, o) where x <> all(${ids}::int[])), '{}')
      where m_plotting_type_plot_produksi_id && ${ids}::int[]`);
    await tx.execute(sql`delete from m_plot_produksi where m_plot_produksi_id = any(${ids}::int[])`);
    await logHqChange(tx, { userId, entity: "menu_station_deleted", subject: b.station, outlets: rows.map((r) => r.m_w_id) });
    return rows.length;
  });
}
