/**
 * Head office edits the chain's options, categories and stations (docs/chain-sync.md "One menu for
 * the chain"; docs/API.md "Head office · Menu"). They stay one row per outlet, matched by name: an
 * edit writes the given values into the rows of the chosen outlets (default: the caller's scope)
 * that have the group, option, category or station. The sync triggers log each change, the outlets
 * pull it and merge it three-way (modules/sync/menu-merge.ts): head office's change of a field wins
 * over an outlet's own edit of it, an outlet's edit of another field stays. Money in minor units.
 * Each edit is one transaction, with its entry in head office's change log (who, what, where, before → after).
 */
import { CHAIN_MENU_MSG, MENU_ADMIN_MSG } from "@waroeng/domain";
import type { HqCategoryEditBody, HqOptionEditBody, HqStationEditBody } from "@waroeng/domain/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { intArray } from "../../db/int-array.ts";
import { ApiError, notFound } from "../../lib/http.ts";
import { changedValues, logHqChange } from "../hq-auth/change-log.service.ts";
import { uniqueName } from "../menu-admin/menu-types.service.ts";
import { checkScope } from "./hq-menu.service.ts";

/** `sets` joined for an update; null when nothing is set. */
const setList = (sets: Array<SQL | null>): SQL | null => {
  const given = sets.filter((s): s is SQL => s !== null);
  return given.length > 0 ? sql.join(given, sql`, `) : null;
};

type Target = { id: number; m_w_id: number; currency: string } & Record<string, unknown>;

/** The rows (`id`, outlet, its currency, the values selected) of `table` at `outlets` matching `where`, locked. @throws 404 none. */
async function targetRows(tx: DbOrTx, from: SQL, outlets: number[]): Promise<Target[]> {
  const { rows } = await tx.execute<Target>(sql`${from} and t.m_w_id = any(${intArray(outlets)}::int[]) order by t.m_w_id for update of t`);
  if (rows.length === 0) {
    throw notFound(CHAIN_MENU_MSG.ITEM_NOT_FOUND);
  }
  return rows;
}

/**
 * POST /hq/menu/options: the group `b.group` (name, active) or its option `b.option` (name, price
 * delta, active) at the chosen outlets that have it. A new delta also moves the option's per-type
 * deltas that equalled its old one. @returns how many outlets' rows changed.
 * @throws 403 an outlet outside `scope`; 404 none has it; 422 a price over outlets of different currencies; 409 a name taken.
 */
export async function editChainOption(db: Db, scope: number[], b: HqOptionEditBody, userId: number): Promise<number> {
  const outlets = b.outlets ?? scope;
  checkScope(scope, outlets);
  return uniqueName(MENU_ADMIN_MSG.MENU_NAME_TAKEN, () =>
    db.transaction(async (tx) => {
      if (b.option === undefined) {
        const rows = await targetRows(
          tx,
          sql`select t.m_option_group_id as id, t.m_w_id, w.m_w_currency as currency, t.m_option_group_nama as name, t.m_option_group_active as active from m_option_group t join m_w w using (m_w_id)
            where t.m_option_group_nama = ${b.group}`,
          outlets,
        );
        const sets = setList([
          b.name !== undefined ? sql`m_option_group_nama = ${b.name}` : null,
          b.active !== undefined ? sql`m_option_group_active = ${b.active}` : null,
        ]);
        if (sets) {
          await tx.execute(
            sql`update m_option_group set ${sets}, updated_at = now() where m_option_group_id = any(${intArray(rows.map((r) => r.id))}::int[])`,
          );
        }
        const change = changedValues(rows[0], { name: b.name, active: b.active });
        await logHqChange(tx, { userId, entity: "menu_option_group", subject: b.group, outlets: rows.map((r) => r.m_w_id), ...change });
        return rows.length;
      }
      const rows = await targetRows(
        tx,
        sql`select t.m_option_id as id, t.m_w_id, w.m_w_currency as currency, t.m_option_nama as name, t.m_option_harga as price, t.m_option_active as active from m_option t join m_option_group g using (m_option_group_id)
          join m_w w on w.m_w_id = t.m_w_id where g.m_option_group_nama = ${b.group} and t.m_option_nama = ${b.option}`,
        outlets,
      );
      if (b.price !== undefined && new Set(rows.map((r) => r.currency)).size > 1) {
        throw new ApiError(422, CHAIN_MENU_MSG.CURRENCY_MIXED, { keepStatus: true });
      }
      const ids = intArray(rows.map((r) => r.id));
      if (b.price !== undefined) {
        await tx.execute(sql`update m_option_harga h set m_option_harga_nominal = ${b.price} from m_option o
          where o.m_option_id = h.m_option_id and o.m_option_id = any(${ids}::int[]) and h.m_option_harga_nominal = o.m_option_harga
            and h.m_option_harga_nominal <> ${b.price}`);
      }
      const sets = setList([
        b.name !== undefined ? sql`m_option_nama = ${b.name}` : null,
        b.price !== undefined ? sql`m_option_harga = ${b.price}` : null,
        b.active !== undefined ? sql`m_option_active = ${b.active}` : null,
      ]);
      if (sets) {
        await tx.execute(sql`update m_option set ${sets} where m_option_id = any(${ids}::int[])`);
      }
      const change = changedValues(rows[0], { name: b.name, price: b.price, active: b.active }, rows[0]?.currency);
      await logHqChange(tx, {
        userId,
        entity: "menu_option",
        subject: `${b.group} · ${b.option}`,
        outlets: rows.map((r) => r.m_w_id),
        ...change,
      });
      return rows.length;
    }),
  );
}

/**
 * POST /hq/menu/categories: the category `b.category` renamed / reordered at the chosen outlets that
 * have it. @returns how many outlets' rows changed. @throws 403 outside `scope`; 404 none has it; 409 a name taken.
 */
export async function editChainCategory(db: Db, scope: number[], b: HqCategoryEditBody, userId: number): Promise<number> {
  const outlets = b.outlets ?? scope;
  checkScope(scope, outlets);
  return uniqueName(MENU_ADMIN_MSG.MENU_NAME_TAKEN, () =>
    db.transaction(async (tx) => {
      const rows = await targetRows(
        tx,
        sql`select t.m_kategori_id as id, t.m_w_id, '' as currency, t.m_kategori_nama as name, t.m_kategori_urut as sort from m_kategori t where t.m_kategori_nama = ${b.category}`,
        outlets,
      );
      const sets = setList([
        b.name !== undefined ? sql`m_kategori_nama = ${b.name}` : null,
        b.sort !== undefined ? sql`m_kategori_urut = ${b.sort}` : null,
      ]);
      if (sets) {
        await tx.execute(sql`update m_kategori set ${sets} where m_kategori_id = any(${intArray(rows.map((r) => r.id))}::int[])`);
      }
      const change = changedValues(rows[0], { name: b.name, sort: b.sort });
      await logHqChange(tx, { userId, entity: "menu_category", subject: b.category, outlets: rows.map((r) => r.m_w_id), ...change });
      return rows.length;
    }),
  );
}

/**
 * POST /hq/menu/stations: the station `b.station` renamed at the chosen outlets that have it.
 * @returns how many outlets' rows changed. @throws 403 outside `scope`; 404 none has it; 409 a name taken.
 */
export async function editChainStation(db: Db, scope: number[], b: HqStationEditBody, userId: number): Promise<number> {
  const outlets = b.outlets ?? scope;
  checkScope(scope, outlets);
  return uniqueName(MENU_ADMIN_MSG.MENU_NAME_TAKEN, () =>
    db.transaction(async (tx) => {
      const rows = await targetRows(
        tx,
        sql`select t.m_plot_produksi_id as id, t.m_w_id, '' as currency, t.m_plot_produksi_nama as name from m_plot_produksi t where t.m_plot_produksi_nama = ${b.station}`,
        outlets,
      );
      await tx.execute(
        sql`update m_plot_produksi set m_plot_produksi_nama = ${b.name} where m_plot_produksi_id = any(${intArray(rows.map((r) => r.id))}::int[])`,
      );
      const change = changedValues(rows[0], { name: b.name });
      await logHqChange(tx, { userId, entity: "menu_station", subject: b.station, outlets: rows.map((r) => r.m_w_id), ...change });
      return rows.length;
    }),
  );
}

/** An outlet's own edit of head office's option group, option, category or station, as GET /hq/menu shows it. */
export type PartOverrideView = {
  m_w_id: number;
  m_w_nama: string;
  table: "m_option_group" | "m_option" | "m_kategori" | "m_plot_produksi";
  id: number;
  name: string;
  field: string;
  value: unknown;
};

/**
 * The outlets' own edits (as they last reported them: POST /sync/menu-overrides `parts`) of option
 * groups, options, categories and stations at the outlets of `scope`, with head office's name of the
 * row (an option: "group: option"), by outlet, table, name and field.
 */
export async function listPartOverrides(db: DbOrTx, scope: number[]): Promise<PartOverrideView[]> {
  const { rows } = await db.execute<PartOverrideView>(sql`select o.m_w_id, w.m_w_nama, o.sync_table as table, o.row_id as id,
      coalesce(case o.sync_table
        when 'm_option_group' then (select t.m_option_group_nama from m_option_group t where t.m_option_group_id = o.row_id)
        when 'm_option' then (select g.m_option_group_nama || ': ' || t.m_option_nama from m_option t
          join m_option_group g using (m_option_group_id) where t.m_option_id = o.row_id)
        when 'm_kategori' then (select t.m_kategori_nama from m_kategori t where t.m_kategori_id = o.row_id)
        else (select t.m_plot_produksi_nama from m_plot_produksi t where t.m_plot_produksi_id = o.row_id)
      end, '') as name, o.field, o.value
    from hq_part_override o join m_w w on w.m_w_id = o.m_w_id
    where o.m_w_id = any(${intArray(scope)}::int[])
    order by o.m_w_id, o.sync_table, 5, o.field`);
  return rows;
}
