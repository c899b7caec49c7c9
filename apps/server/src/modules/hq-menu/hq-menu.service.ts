/**
 * Head office · one menu for the chain (docs/chain-sync.md "One menu for the chain"; docs/API.md
 * "Head office · Menu"). A chain item (`hq_menu_item`) is linked to one `m_menu` row per outlet
 * (`m_menu_chain_id`). An edit for every outlet the item is linked to changes the chain value and
 * every outlet row except the fields head office overrode for that outlet (and the price of an outlet
 * in another currency); an edit for some outlets only is a per-outlet override (`hq_menu_override`,
 * source hq) that later chain edits leave alone until cleared. Every service takes the caller's
 * outlet scope (`outletIds`: all for the owner, the assigned ones for an area manager) and refuses
 * (403) any outlet outside it. Money in minor units. Each write is one transaction, with its entry in
 * head office's change log (`userId`: who made it).
 */
import { CHAIN_FIELDS, CHAIN_MENU_MSG, type ChainPolicy, MENU_ADMIN_MSG } from "@waroeng/domain";
import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { intArray } from "../../db/int-array.ts";
import { markOutletDays } from "../../lib/chain-rollups.ts";
import { ApiError, forbidden, notFound } from "../../lib/http.ts";
import { changedValues, logHqChange } from "../hq-auth/change-log.service.ts";
import { uniqueName } from "../menu-admin/menu-types.service.ts";
import { type ChainValues, fieldsOf, pick, rowValues, writeRow } from "./chain-apply.ts";

/** A chain item as head office's Menu page shows it: the chain value and each outlet's row with its overrides. */
export type ChainItemView = {
  hq_menu_item_id: number;
  name: string;
  currency: string;
  price: number;
  prices: Array<{ m_t_t_id: number; price: number }>;
  active: boolean;
  outlets: Array<{
    m_w_id: number;
    m_w_nama: string;
    currency: string;
    m_menu_id: number;
    name: string;
    price: number;
    active: boolean;
    overrides: Array<{ field: string; source: "hq" | "outlet"; value: unknown }>;
  }>;
};

/** Refuses (403) any outlet of `wanted` outside `scope`. */
export function checkScope(scope: number[], wanted: number[]): void {
  if (wanted.some((id) => !scope.includes(id))) {
    throw forbidden(CHAIN_MENU_MSG.ACCESS_DENIED);
  }
}

/** The chain items linked at any outlet of `scope`, with those outlets' rows and overrides, by name. */
export async function listChainMenu(db: DbOrTx, scope: number[]): Promise<ChainItemView[]> {
  const { rows } =
    await db.execute<ChainItemView>(sql`select i.hq_menu_item_id, i.hq_menu_item_nama as name, i.hq_menu_item_currency as currency,
      i.hq_menu_item_harga as price, i.hq_menu_item_harga_tipe as prices, i.hq_menu_item_active as active,
      jsonb_agg(jsonb_build_object('m_w_id', m.m_w_id, 'm_w_nama', w.m_w_nama, 'currency', w.m_w_currency, 'm_menu_id', m.m_menu_id, 'name', m.m_menu_nama,
        'price', m.m_menu_harga, 'active', m.m_menu_active,
        'overrides', coalesce((select jsonb_agg(jsonb_build_object('field', o.field, 'source', o.source, 'value', o.value) order by o.field, o.source)
          from hq_menu_override o where o.m_w_id = m.m_w_id and o.hq_menu_item_id = i.hq_menu_item_id), '[]'))
        order by m.m_w_id) as outlets
    from hq_menu_item i join m_menu m on m.m_menu_chain_id = i.hq_menu_item_id join m_w w on w.m_w_id = m.m_w_id
    where m.m_w_id = any(${intArray(scope)}::int[])
    group by i.hq_menu_item_id order by i.hq_menu_item_nama`);
  return rows;
}

/** The outlets' rows of chain item `id` (those in `outletIds`), with each outlet's currency. */
async function linkedRows(tx: DbOrTx, id: number) {
  const { rows } = await tx.execute<{ m_menu_id: number; m_w_id: number; currency: string }>(
    sql`select m.m_menu_id, m.m_w_id, w.m_w_currency as currency from m_menu m join m_w w using (m_w_id)
      where m.m_menu_chain_id = ${id} for update of m`,
  );
  return rows;
}

async function chainItem(tx: DbOrTx, id: number) {
  const { rows } = await tx.execute<{ currency: string; name: string; price: number; active: boolean; prices: ChainValues["prices"] }>(
    sql`select hq_menu_item_currency as currency, hq_menu_item_nama as name, hq_menu_item_harga as price, hq_menu_item_active as active,
      hq_menu_item_harga_tipe as prices from hq_menu_item where hq_menu_item_id = ${id} for update`,
  );
  const item = rows[0];
  if (!item) {
    throw notFound(CHAIN_MENU_MSG.ITEM_NOT_FOUND);
  }
  return item;
}

async function setOverride(tx: DbOrTx, outletId: number, id: number, field: string, value: unknown): Promise<void> {
  await tx.execute(sql`insert into hq_menu_override (m_w_id, hq_menu_item_id, field, source, value)
    values (${outletId}, ${id}, ${field}, 'hq', ${JSON.stringify(value)}::jsonb)
    on conflict (m_w_id, hq_menu_item_id, field, source) do update set value = excluded.value, updated_at = now()`);
}

/**
 * POST /hq/menu/{id}: applies `v` to chain item `id` at `outlets` (default: every outlet of `scope`
 * it is linked to). Every linked outlet chosen → the chain value changes and every row without a
 * head-office override of the field (and, for the price, in the chain's currency) takes it; some
 * outlets only → their rows take it as head-office overrides. An outlet's reported own edit of a
 * field head office writes is dropped (the outlet takes head office's value on its next pull).
 * @throws 404 unknown item; 403 an outlet outside the scope; 409 name taken at an outlet.
 */
export async function editChainItem(
  db: Db,
  scope: number[],
  id: number,
  v: ChainValues,
  userId: number,
  outlets?: number[],
): Promise<void> {
  const targets = outlets ?? scope;
  checkScope(scope, targets);
  await uniqueName(MENU_ADMIN_MSG.MENU_NAME_TAKEN, () =>
    db.transaction(async (tx) => {
      const item = await chainItem(tx, id);
      const linked = await linkedRows(tx, id);
      const chosen = linked.filter((r) => targets.includes(r.m_w_id));
      const chainWide = linked.every((r) => targets.includes(r.m_w_id));
      const fields = fieldsOf(v);
      if (chainWide) {
        await tx.execute(sql`update hq_menu_item set
          hq_menu_item_nama = ${v.name ?? item.name}, hq_menu_item_harga = ${v.price ?? item.price},
          hq_menu_item_harga_tipe = ${JSON.stringify(v.prices ?? item.prices)}::jsonb, hq_menu_item_active = ${v.active ?? item.active},
          updated_at = now() where hq_menu_item_id = ${id}`);
      }
      for (const row of chosen) {
        const { rows: own } = await tx.execute<{ field: string }>(
          sql`select field from hq_menu_override where m_w_id = ${row.m_w_id} and hq_menu_item_id = ${id} and source = 'hq'`,
        );
        const overridden = new Set(own.map((o) => o.field));
        for (const field of fields) {
          const part = pick(v, field);
          if (chainWide && (overridden.has(field) || (field === "price" && row.currency !== item.currency))) {
            continue; // the outlet keeps head office's own value for it
          }
          await writeRow(tx, row.m_menu_id, part);
          if (!chainWide) {
            await setOverride(tx, row.m_w_id, id, field, pick(await rowValues(tx, row.m_menu_id), field));
          }
          await tx.execute(sql`delete from hq_menu_override where m_w_id = ${row.m_w_id} and hq_menu_item_id = ${id}
            and source = 'outlet' and (field = ${field} or (${field} = 'price' and field like 'price:%'))`);
        }
      }
      const change = changedValues(item, { name: v.name, price: v.price, active: v.active }, item.currency);
      await logHqChange(tx, { userId, entity: "menu_item", subject: item.name, outlets: chosen.map((r) => r.m_w_id), ...change });
    }),
  );
}

/**
 * DELETE /hq/menu/{id}/outlets/{m_w_id}/overrides/{field}: the outlet follows the chain value of
 * `field` again (written into its row). @throws 403 outside the scope; 404 not linked there;
 * 422 the price of an outlet in another currency than the chain's.
 */
export async function clearOverride(db: Db, scope: number[], id: number, outletId: number, field: string, userId: number): Promise<void> {
  checkScope(scope, [outletId]);
  await db.transaction(async (tx) => {
    const item = await chainItem(tx, id);
    const row = (await linkedRows(tx, id)).find((r) => r.m_w_id === outletId);
    if (!row) {
      throw notFound(CHAIN_MENU_MSG.ITEM_NOT_FOUND);
    }
    if (field === "price" && row.currency !== item.currency) {
      throw new ApiError(422, CHAIN_MENU_MSG.CURRENCY_MIXED, { keepStatus: true });
    }
    await tx.execute(
      sql`delete from hq_menu_override where m_w_id = ${outletId} and hq_menu_item_id = ${id} and field = ${field} and source = 'hq'`,
    );
    const chain: ChainValues = { name: item.name, price: item.price, prices: item.prices ?? [], active: item.active };
    await writeRow(tx, row.m_menu_id, pick(chain, field));
    await logHqChange(tx, { userId, entity: "menu_follow", subject: item.name, outlets: [outletId], after: { field } });
  });
}

/**
 * POST /hq/menu/link: makes chain items of the outlets' (of `scope`) unlinked items, one per name
 * (an existing chain item of that name is reused); the chain value is the first outlet's row, and
 * every other outlet whose row differs keeps its value as a head-office override. @returns items made.
 */
export async function linkChainItems(db: Db, scope: number[], userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows: made } = await tx.execute<{ id: number }>(sql`insert into hq_menu_item
        (hq_menu_item_nama, hq_menu_item_currency, hq_menu_item_harga, hq_menu_item_harga_tipe, hq_menu_item_active)
      select distinct on (m.m_menu_nama) m.m_menu_nama, w.m_w_currency, m.m_menu_harga,
        coalesce((select jsonb_agg(jsonb_build_object('m_t_t_id', h.m_t_t_id, 'price', h.m_menu_harga_nominal) order by h.m_t_t_id)
          from m_menu_harga h where h.m_menu_id = m.m_menu_id), '[]'), m.m_menu_active
      from m_menu m join m_w w using (m_w_id)
      where m.m_w_id = any(${intArray(scope)}::int[]) and m.m_menu_chain_id is null and m.m_menu_archived_at is null
      order by m.m_menu_nama, m.m_w_id
      on conflict (hq_menu_item_nama) do nothing returning hq_menu_item_id as id`);
    const { rows: linked } = await tx.execute<{
      id: number;
      m_menu_id: number;
      m_w_id: number;
    }>(sql`update m_menu m set m_menu_chain_id = i.hq_menu_item_id
      from hq_menu_item i where i.hq_menu_item_nama = m.m_menu_nama and m.m_menu_chain_id is null and m.m_menu_archived_at is null
        and m.m_w_id = any(${intArray(scope)}::int[])
      returning i.hq_menu_item_id as id, m.m_menu_id, m.m_w_id`);
    for (const l of linked) {
      const item = await chainItem(tx, l.id);
      const row = await rowValues(tx, l.m_menu_id);
      if (row.price !== item.price || JSON.stringify(row.prices) !== JSON.stringify(item.prices ?? [])) {
        await setOverride(tx, l.m_w_id, l.id, "price", pick(row, "price"));
      }
      if (row.active !== item.active) {
        await setOverride(tx, l.m_w_id, l.id, "active", pick(row, "active"));
      }
    }
    if (linked.length > 0) {
      // The chain-wide rollups key an item by its chain item: those outlets' days are rebuilt.
      await markOutletDays(
        tx,
        linked.map((l) => l.m_w_id),
      );
      await logHqChange(tx, { userId, entity: "menu_link", outlets: linked.map((l) => l.m_w_id), after: { created: made.length } });
    }
    return made.length;
  });
}

/** The chain's policy: every ChainField with whether an outlet may edit it. */
export async function readPolicy(db: DbOrTx): Promise<Array<{ field: string; outlet_may_edit: boolean }>> {
  const { rows } = await db.execute<{ field: string; outlet_may_edit: boolean }>(sql`select field, outlet_may_edit from m_chain_policy`);
  const byField = new Map(rows.map((r) => [r.field, r.outlet_may_edit]));
  return CHAIN_FIELDS.map((field) => ({ field, outlet_may_edit: byField.get(field) ?? false }));
}

/** POST /hq/menu/policy: sets the given fields' policy (pulled by every outlet as master data). */
export async function savePolicy(db: Db, policy: ChainPolicy, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const was = Object.fromEntries((await readPolicy(tx)).map((p) => [p.field, p.outlet_may_edit]));
    await logHqChange(tx, { userId, entity: "menu_policy", ...changedValues(was, policy) });
    for (const [field, may] of Object.entries(policy)) {
      await tx.execute(sql`insert into m_chain_policy (field, outlet_may_edit) values (${field}, ${may})
        on conflict (field) do update set outlet_may_edit = excluded.outlet_may_edit where m_chain_policy.outlet_may_edit <> excluded.outlet_may_edit`);
    }
  });
}
