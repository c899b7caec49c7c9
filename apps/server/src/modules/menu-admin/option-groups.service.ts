/**
 * Back office · Opsi Menu (docs/API.md "Back office · Opsi Menu"): option groups of the session's
 * outlet with their options (a delta in minor units, own deltas per transaction type like menu
 * prices), and the items and categories each group is attached to, in the sheet's order.
 * A save replaces the group's options (matched by id; one left out is deleted: bills keep their copy
 * as data) and its attachments, after `optionGroupProblem` (the domain's rules of a group) and the
 * outlet checks: every option id the group's, every attachment the outlet's item or category, every
 * transaction type known. One transaction (group row locked), audited before → after (entity
 * `option_group`, money in the major unit), a `menu` live event so every till refetches its menu.
 */
import { CHAIN_MENU_MSG, type Currency, OPTION_ADMIN_MSG, optionGroupProblem, toWireMoney } from "@waroeng/domain";
import type { OptionGroupBody } from "@waroeng/domain/requests";
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { categories, menuItems, optionGroupLinks, optionGroups, optionPrices, options } from "../../db/schema/index.ts";
import { type AuditActor, writeAudit } from "../../lib/audit.ts";
import { notifyChange } from "../../lib/events.ts";
import { ApiError, forbidden, notFound } from "../../lib/http.ts";
import { checkChainRow, isHeadOfficeRow } from "./chain-policy.ts";
import { checkTypes, outletCurrency } from "./menu-items.service.ts";
import { uniqueName } from "./menu-types.service.ts";

/** Today's business date (Asia/Jakarta) in SQL. */
export const businessToday = sql`((now() at time zone 'Asia/Jakarta')::date)`;

/** An option as the back office shows it (minor units). */
export interface OptionView {
  row: typeof options.$inferSelect;
  prices: Array<{ typeId: number; price: number }>;
  soldOutToday: boolean;
}

/** A group with its options and attachments, in order. */
export interface OptionGroupView {
  row: typeof optionGroups.$inferSelect;
  options: OptionView[];
  attachments: Array<{ menuItemId: number | null; categoryId: number | null; name: string }>;
}

/** The wire view (money stays minor units here: the money plugin converts `wireMoney` fields). */
export function presentOptionGroup(v: OptionGroupView) {
  return {
    m_option_group_id: v.row.id,
    m_option_group_nama: v.row.name,
    m_option_group_min: v.row.minChoices,
    m_option_group_max: v.row.maxChoices,
    m_option_group_urut: v.row.sortOrder,
    m_option_group_active: v.row.active,
    options: v.options.map((o) => ({
      m_option_id: o.row.id,
      m_option_nama: o.row.name,
      m_option_harga: o.row.price,
      m_option_default: o.row.isDefault,
      m_option_active: o.row.active,
      m_option_urut: o.row.sortOrder,
      habis: o.soldOutToday,
      harga: o.prices.map((p) => ({ m_t_t_id: p.typeId, m_option_harga_nominal: p.price })),
    })),
    attachments: v.attachments.map((a) => ({ m_menu_id: a.menuItemId, m_kategori_id: a.categoryId, name: a.name })),
  };
}

/** The audit snapshot of a group: the wire view with money in the outlet's major unit, without today's sold-out marks. */
function auditGroup(v: OptionGroupView, currency: Currency): Record<string, unknown> {
  const w = presentOptionGroup(v);
  return {
    ...w,
    options: w.options.map(({ habis: _habis, ...o }) => ({
      ...o,
      m_option_harga: toWireMoney(o.m_option_harga, currency),
      harga: o.harga.map((p) => ({ ...p, m_option_harga_nominal: toWireMoney(p.m_option_harga_nominal, currency) })),
    })),
  };
}

/**
 * The outlet's groups in order (`m_option_group_urut`, id) with their options and attachments.
 * `filter.ids`: only these; else `archived` true = the inactive groups only, false = the active ones.
 */
export async function listOptionGroups(
  db: DbOrTx,
  outletId: number,
  filter: { ids?: number[]; archived?: boolean },
): Promise<OptionGroupView[]> {
  const where = [eq(optionGroups.outletId, outletId)];
  if (filter.ids) {
    where.push(inArray(optionGroups.id, filter.ids));
  } else if (filter.archived !== undefined) {
    where.push(eq(optionGroups.active, !filter.archived));
  }
  const groups = await db
    .select()
    .from(optionGroups)
    .where(and(...where))
    .orderBy(asc(optionGroups.sortOrder), asc(optionGroups.id));
  if (groups.length === 0) {
    return [];
  }
  const ids = groups.map((g) => g.id);
  const opts = await db
    .select({
      row: options,
      prices: sql<
        Array<{ typeId: number; price: number }>
      >`coalesce((select json_agg(json_build_object('typeId', p.m_t_t_id, 'price', p.m_option_harga_nominal) order by p.m_t_t_id) from ${optionPrices} p where p.m_option_id = "m_option"."m_option_id"), '[]'::json)`,
      soldOutToday: sql<boolean>`coalesce(${options.soldOutOn} = ${businessToday}, false)`,
    })
    .from(options)
    .where(inArray(options.groupId, ids))
    .orderBy(asc(options.sortOrder), asc(options.id));
  const links = await db
    .select({
      groupId: optionGroupLinks.groupId,
      menuItemId: optionGroupLinks.menuItemId,
      categoryId: optionGroupLinks.categoryId,
      name: sql<string>`coalesce(${menuItems.name}, ${categories.name}, '')`,
    })
    .from(optionGroupLinks)
    .leftJoin(menuItems, eq(menuItems.id, optionGroupLinks.menuItemId))
    .leftJoin(categories, eq(categories.id, optionGroupLinks.categoryId))
    .where(inArray(optionGroupLinks.groupId, ids))
    .orderBy(asc(optionGroupLinks.sortOrder), asc(optionGroupLinks.id));
  return groups.map((row) => ({
    row,
    options: opts.filter((o) => o.row.groupId === row.id),
    attachments: links.filter((l) => l.groupId === row.id).map(({ groupId: _g, ...l }) => l),
  }));
}

/** One group of the outlet. @throws 404 when unknown or another outlet's. */
async function readGroup(db: DbOrTx, outletId: number, id: number): Promise<OptionGroupView> {
  const [view] = await listOptionGroups(db, outletId, { ids: [id] });
  if (!view) {
    throw notFound(OPTION_ADMIN_MSG.GROUP_NOT_FOUND);
  }
  return view;
}

/** The group of the outlet, locked for the change. @throws 404. */
async function lockGroup(tx: DbOrTx, outletId: number, id: number): Promise<OptionGroupView> {
  const [locked] = await tx
    .select({ id: optionGroups.id })
    .from(optionGroups)
    .where(and(eq(optionGroups.id, id), eq(optionGroups.outletId, outletId)))
    .for("update");
  if (!locked) {
    throw notFound(OPTION_ADMIN_MSG.GROUP_NOT_FOUND);
  }
  return readGroup(tx, outletId, id);
}

const refuse = (message: string) => new ApiError(422, message, { keepStatus: true });

/** Refuses (422) an attachment that is not the outlet's item or category, or one listed twice. */
async function checkAttachments(tx: DbOrTx, outletId: number, list: GroupValues["attachments"]): Promise<void> {
  const keys = list.map((a) => (a.menuItemId ? `m${a.menuItemId}` : `k${a.categoryId}`));
  if (new Set(keys).size !== keys.length) {
    throw refuse(OPTION_ADMIN_MSG.ATTACH_TWICE);
  }
  const itemIds = list.flatMap((a) => (a.menuItemId ? [a.menuItemId] : []));
  const categoryIds = list.flatMap((a) => (a.categoryId ? [a.categoryId] : []));
  const items = itemIds.length
    ? await tx
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(and(eq(menuItems.outletId, outletId), inArray(menuItems.id, itemIds)))
    : [];
  const cats = categoryIds.length
    ? await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.outletId, outletId), inArray(categories.id, categoryIds)))
    : [];
  if (items.length !== itemIds.length || cats.length !== categoryIds.length) {
    throw refuse(OPTION_ADMIN_MSG.ATTACH_NOT_FOUND);
  }
}

/** What a group write stores (minor units). `options[].id` undefined = new. */
export interface GroupValues {
  name: string;
  minChoices: number;
  maxChoices: number;
  sortOrder?: number;
  active: boolean;
  options: Array<{
    id?: number;
    name: string;
    price: number;
    isDefault: boolean;
    active: boolean;
    prices: Array<{ typeId: number; price: number }>;
  }>;
  attachments: Array<{ menuItemId?: number; categoryId?: number }>;
}

/** The request body → what is stored. */
export function groupValues(body: OptionGroupBody): GroupValues {
  return {
    name: body.m_option_group_nama,
    minChoices: body.m_option_group_min,
    maxChoices: body.m_option_group_max,
    sortOrder: body.m_option_group_urut,
    active: body.m_option_group_active,
    options: body.options.map((o) => ({
      id: o.m_option_id,
      name: o.m_option_nama,
      price: o.m_option_harga,
      isDefault: o.m_option_default,
      active: o.m_option_active,
      prices: o.harga.map((p) => ({ typeId: p.m_t_t_id, price: p.m_option_harga_nominal })),
    })),
    attachments: body.attachments.map((a) => ({ menuItemId: a.m_menu_id, categoryId: a.m_kategori_id })),
  };
}

/**
 * At an outlet of a chain, refuses changing what head office keeps of its group `existing`: the
 * fields the chain's policy keeps (name, order, on/off; an option's name, delta, on/off, order),
 * the min/max choices, and removing one of its options (docs/chain-sync.md "One menu for the chain").
 * @throws 403 with the reason.
 */
async function checkChainGroup(tx: DbOrTx, existing: OptionGroupView, v: GroupValues): Promise<void> {
  const key = { m_option_group_id: existing.row.id };
  if (!(await isHeadOfficeRow(tx, "m_option_group", key))) {
    return;
  }
  if (v.minChoices !== existing.row.minChoices || v.maxChoices !== existing.row.maxChoices) {
    throw forbidden(CHAIN_MENU_MSG.CHOICES_LOCKED);
  }
  await checkChainRow(tx, "m_option_group", key, {
    m_option_group_nama: v.name,
    m_option_group_active: v.active,
    ...(v.sortOrder !== undefined ? { m_option_group_urut: v.sortOrder } : {}),
  });
  const kept = new Set(v.options.flatMap((o) => (o.id ? [o.id] : [])));
  for (const o of existing.options) {
    if (!kept.has(o.row.id) && (await isHeadOfficeRow(tx, "m_option", { m_option_id: o.row.id }))) {
      throw forbidden(CHAIN_MENU_MSG.OPTION_DELETE_LOCKED);
    }
  }
  for (const [i, o] of v.options.entries()) {
    if (o.id) {
      await checkChainRow(
        tx,
        "m_option",
        { m_option_id: o.id },
        { m_option_nama: o.name, m_option_harga: o.price, m_option_active: o.active, m_option_urut: i + 1 },
      );
    }
  }
}

/**
 * Writes one group inside `tx` (create when `existing` is undefined): checks, row, options with
 * their prices, attachments, audit row. @returns the group's id.
 * @throws 422 a rule of `optionGroupProblem`, an unknown transaction type or attachment; 404 an option id not the group's.
 */
export async function writeGroup(
  tx: DbOrTx,
  actor: AuditActor,
  currency: Currency,
  existing: OptionGroupView | undefined,
  v: GroupValues,
): Promise<number> {
  const problem = optionGroupProblem(v);
  if (problem) {
    throw refuse(problem);
  }
  const known = new Set(existing?.options.map((o) => o.row.id));
  if (v.options.some((o) => o.id !== undefined && !known.has(o.id))) {
    throw notFound(OPTION_ADMIN_MSG.OPTION_NOT_FOUND);
  }
  await checkTypes(
    tx,
    v.options.flatMap((o) => o.prices.map((p) => p.typeId)),
  );
  await checkAttachments(tx, actor.outletId, v.attachments);
  if (existing) {
    await checkChainGroup(tx, existing, v);
  }
  const set = {
    name: v.name,
    minChoices: v.minChoices,
    maxChoices: v.maxChoices,
    active: v.active,
    updatedAt: new Date(),
    ...(v.sortOrder !== undefined ? { sortOrder: v.sortOrder } : {}),
  };
  if (!existing && v.sortOrder === undefined) {
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${optionGroups.sortOrder}), 0)::int` })
      .from(optionGroups)
      .where(eq(optionGroups.outletId, actor.outletId));
    set.sortOrder = (last?.n ?? 0) + 1;
  }
  const [row] = existing
    ? await tx.update(optionGroups).set(set).where(eq(optionGroups.id, existing.row.id)).returning({ id: optionGroups.id })
    : await tx
        .insert(optionGroups)
        .values({ outletId: actor.outletId, ...set })
        .returning({ id: optionGroups.id });
  if (!row) {
    throw notFound(OPTION_ADMIN_MSG.GROUP_NOT_FOUND);
  }
  const groupId = row.id;
  const keep = v.options.flatMap((o) => (o.id ? [o.id] : []));
  await tx.delete(options).where(and(eq(options.groupId, groupId), ...(keep.length ? [notInArray(options.id, keep)] : [])));
  if (keep.length) {
    // Names may swap between kept options: free them first (the unique index holds per statement).
    await tx
      .update(options)
      .set({ name: sql`'~' || ${options.id}::text` })
      .where(inArray(options.id, keep));
    await tx.delete(optionPrices).where(inArray(optionPrices.optionId, keep));
  }
  const priceRows: Array<typeof optionPrices.$inferInsert> = [];
  for (const [i, o] of v.options.entries()) {
    const values = { name: o.name, price: o.price, isDefault: o.isDefault, active: o.active, sortOrder: i + 1 };
    const [saved] = o.id
      ? await tx.update(options).set(values).where(eq(options.id, o.id)).returning({ id: options.id })
      : await tx
          .insert(options)
          .values({ outletId: actor.outletId, groupId, ...values })
          .returning({ id: options.id });
    for (const p of o.prices) {
      priceRows.push({ optionId: saved?.id ?? 0, transactionTypeId: p.typeId, price: p.price });
    }
  }
  if (priceRows.length) {
    await tx.insert(optionPrices).values(priceRows);
  }
  await tx.delete(optionGroupLinks).where(eq(optionGroupLinks.groupId, groupId));
  if (v.attachments.length) {
    await tx.insert(optionGroupLinks).values(
      v.attachments.map((a, i) => ({
        groupId,
        menuItemId: a.menuItemId ?? null,
        categoryId: a.categoryId ?? null,
        sortOrder: i + 1,
      })),
    );
  }
  const after = await readGroup(tx, actor.outletId, groupId);
  await writeAudit(tx, actor, {
    entity: "option_group",
    entityId: groupId,
    action: existing ? "update" : "create",
    before: existing ? auditGroup(existing, currency) : null,
    after: auditGroup(after, currency),
  });
  return groupId;
}

/**
 * POST /admin/option-groups (id undefined) and /admin/option-groups/{id}: saves the group.
 * @throws 404 group or option not the outlet's; 422 a rule broken; 409 name taken in the outlet.
 */
export async function saveOptionGroup(db: Db, actor: AuditActor, id: number | undefined, body: OptionGroupBody): Promise<OptionGroupView> {
  const v = groupValues(body);
  return uniqueName(OPTION_ADMIN_MSG.GROUP_NAME_TAKEN, () =>
    db.transaction(async (tx) => {
      const existing = id === undefined ? undefined : await lockGroup(tx, actor.outletId, id);
      const currency = await outletCurrency(tx, actor.outletId);
      const savedId = await writeGroup(tx, actor, currency, existing, v);
      await notifyChange(tx, actor.outletId, { topic: "menu" });
      return readGroup(tx, actor.outletId, savedId);
    }),
  );
}

/** POST /admin/option-groups/{id}/archive: archives (inactive, off every sheet) or restores. Audited. */
export async function archiveOptionGroup(db: Db, actor: AuditActor, id: number, archived: boolean): Promise<OptionGroupView> {
  return db.transaction(async (tx) => {
    const before = await lockGroup(tx, actor.outletId, id);
    await checkChainRow(tx, "m_option_group", { m_option_group_id: id }, { m_option_group_active: !archived });
    await tx.update(optionGroups).set({ active: !archived, updatedAt: new Date() }).where(eq(optionGroups.id, id));
    const after = await readGroup(tx, actor.outletId, id);
    const currency = await outletCurrency(tx, actor.outletId);
    await writeAudit(tx, actor, {
      entity: "option_group",
      entityId: id,
      action: archived ? "archive" : "restore",
      before: auditGroup(before, currency),
      after: auditGroup(after, currency),
    });
    await notifyChange(tx, actor.outletId, { topic: "menu" });
    return after;
  });
}
