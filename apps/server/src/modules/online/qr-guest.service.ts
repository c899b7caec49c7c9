/**
 * The guest's side of QR orders (docs/api/intro.md "QR orders"): the page's data, the
 * cart shared by every phone scanning one code (a versioned row: a change from an older version is
 * refused, so two phones never overwrite each other unseen), and sending it as a pending order.
 * Money in minor units.
 */
import { API_MSG, guestOrderState, type OptionGroupRule, QR_LIMITS, QR_MSG, resolveLineOptions } from "@waroeng/domain";
import { and, asc, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { dishes, menuItems, menuPrices, menuTypes, onlineOrders, orders, qrCarts } from "../../db/schema/index.ts";
import { notifyChange } from "../../lib/events.ts";
import { ApiError, conflict, notFound } from "../../lib/http.ts";
import { optionGroupsJson, toOptionGroupRules } from "../menu/option-groups.sql.ts";
import { optionRefusal } from "../orders/line-core.ts";
import { soldOutNow } from "../stock/stock.sql.ts";
import { type NamedItem, nameItems, type StoredItem, storedItems } from "./online.items.ts";
import type { QrTarget } from "./qr-token.service.ts";

/** A menu item on the guest's page (price minor units for the code's type) with its option groups. */
export interface GuestMenuItem {
  id: number;
  name: string;
  typeName: string;
  price: number;
  soldOut: boolean;
  /** The item's tax and service-charge switches (a line at the till copies them). */
  taxable: boolean;
  serviceCharged: boolean;
  /** Active groups and options in the item's order, deltas for the code's type, sold out today flagged. */
  optionGroups: OptionGroupRule[];
}

/**
 * The outlet's active menu with the code's prices, sold-out flags and option groups (for the code's
 * transaction type, in the same statement: optionGroupsJson), in display order.
 */
export async function guestMenu(db: DbOrTx, target: QrTarget): Promise<GuestMenuItem[]> {
  const items = await db
    .select({
      groups: optionGroupsJson(sql`${menuItems.id}`, sql`${menuItems.categoryId}`, target.transactionTypeId),
      id: menuItems.id,
      name: menuItems.name,
      typeName: menuTypes.name,
      price: sql<number>`coalesce(${menuPrices.price}, ${menuItems.price})`,
      soldOut: soldOutNow,
      taxable: menuItems.taxable,
      serviceCharged: menuItems.serviceCharged,
    })
    .from(menuItems)
    .innerJoin(menuTypes, eq(menuTypes.id, menuItems.menuTypeId))
    .leftJoin(menuPrices, and(eq(menuPrices.menuItemId, menuItems.id), eq(menuPrices.transactionTypeId, target.transactionTypeId)))
    .where(and(eq(menuItems.outletId, target.outletId), eq(menuItems.active, true), eq(menuItems.qr, true)))
    .orderBy(asc(menuItems.menuTypeId), asc(menuItems.sortOrder), asc(menuItems.id));
  return items.map(({ groups, ...i }) => ({ ...i, optionGroups: toOptionGroupRules(groups) }));
}

/** A cart line as the guest's page sends it: `options` the chosen option ids (`undefined`: the item's defaults). */
export interface CartInput {
  m_menu_id: number;
  qty: number;
  custom_menu: string;
  options?: number[] | undefined;
}

/** The cart on the wire (`qrCart`): each line's options as the ids the page sends back. */
export function presentCart(cart: { version: number; items: StoredItem[] }) {
  return {
    version: cart.version,
    items: cart.items.map((i) => ({
      m_menu_id: i.m_menu_id,
      qty: i.qty,
      custom_menu: i.custom_menu,
      options: i.options.map((o) => o.option_id),
    })),
  };
}

/** The code's shared cart (version 0, empty when never used). */
export async function readCart(db: DbOrTx, tokenId: number): Promise<{ version: number; items: StoredItem[] }> {
  const [row] = await db.select().from(qrCarts).where(eq(qrCarts.tokenId, tokenId));
  return { version: row?.version ?? 0, items: storedItems(row?.items) };
}

/** A sent order of the code with its guest-visible state. */
export interface GuestOrder {
  code: string;
  name: string;
  state: ReturnType<typeof guestOrderState>;
  createdAt: Date;
  items: NamedItem[];
}

/** The code's orders of the last 12 hours, newest first, but accepted ones whose bill is closed. */
export async function guestOrders(db: DbOrTx, target: QrTarget): Promise<GuestOrder[]> {
  const rows = await db
    .select({ row: onlineOrders, orderStatus: orders.status })
    .from(onlineOrders)
    .leftJoin(orders, eq(orders.id, onlineOrders.orderId))
    .where(and(eq(onlineOrders.tokenId, target.tokenId), gt(onlineOrders.createdAt, sql`now() - interval '12 hours'`)))
    .orderBy(desc(onlineOrders.id))
    .limit(10);
  const live = rows.filter((r) => r.row.status !== "accepted" || r.orderStatus === 0);
  const lineIds = live.flatMap((r) => (Array.isArray(r.row.lineIds) ? (r.row.lineIds as number[]) : []));
  const counts =
    lineIds.length === 0
      ? []
      : await db
          .select({
            lineId: dishes.orderLineId,
            total: sql<number>`count(*)::int`,
            ready: sql<number>`(count(*) filter (where ${dishes.isReady} = 1))::int`,
          })
          .from(dishes)
          .where(and(inArray(dishes.orderLineId, lineIds), eq(dishes.isCancelled, false)))
          .groupBy(dishes.orderLineId);
  const byLine = new Map(counts.map((c) => [c.lineId, c]));
  const named = await nameItems(
    db,
    target.outletId,
    target.transactionTypeId,
    live.map((r) => storedItems(r.row.items)),
  );
  return live.map((r, i) => {
    const ids = Array.isArray(r.row.lineIds) ? (r.row.lineIds as number[]) : [];
    const total = ids.reduce((s, id) => s + (byLine.get(id)?.total ?? 0), 0);
    const ready = ids.reduce((s, id) => s + (byLine.get(id)?.ready ?? 0), 0);
    return {
      code: r.row.code,
      name: r.row.customerName,
      state: guestOrderState(r.row.status, { total, ready }),
      createdAt: r.row.createdAt,
      items: named[i] ?? [],
    };
  });
}

/**
 * Checks a cart and gives its lines as they are stored: refuses an item not on the outlet's active
 * menu (404) or over QR_LIMITS (422); each line's options are checked against its item's groups and
 * priced as add-menu does (domain `resolveLineOptions` at the item's price for the code's type; the
 * refusal in its words, optionRefusal). `refuseSoldOut` false (saving the cart): sold-out items and
 * options pass, the send refuses them.
 */
async function resolveItems(db: DbOrTx, target: QrTarget, items: CartInput[], refuseSoldOut: boolean): Promise<StoredItem[]> {
  const units = items.reduce((s, i) => s + i.qty, 0);
  if (items.length > QR_LIMITS.lines || units > QR_LIMITS.units) {
    throw new ApiError(422, QR_MSG.CART_TOO_MANY);
  }
  const ids = [...new Set(items.map((i) => i.m_menu_id))];
  if (ids.length === 0) {
    return [];
  }
  const rows = await db
    .select({
      id: menuItems.id,
      soldOut: soldOutNow,
      price: sql<number>`coalesce(${menuPrices.price}, ${menuItems.price})`,
      groups: optionGroupsJson(sql`${menuItems.id}`, sql`${menuItems.categoryId}`, target.transactionTypeId),
    })
    .from(menuItems)
    .leftJoin(menuPrices, and(eq(menuPrices.menuItemId, menuItems.id), eq(menuPrices.transactionTypeId, target.transactionTypeId)))
    .where(and(eq(menuItems.outletId, target.outletId), eq(menuItems.active, true), eq(menuItems.qr, true), inArray(menuItems.id, ids)));
  if (rows.length !== ids.length) {
    throw notFound(API_MSG.MENU_NOT_FOUND);
  }
  if (refuseSoldOut && rows.some((r) => r.soldOut)) {
    throw conflict(API_MSG.MENU_SOLD_OUT);
  }
  const byId = new Map(rows.map((r) => [r.id, { price: Number(r.price), groups: toOptionGroupRules(r.groups) }]));
  return items.map((i) => {
    const item = byId.get(i.m_menu_id);
    const rules = item?.groups ?? [];
    const checked = refuseSoldOut ? rules : rules.map((g) => ({ ...g, options: g.options.map((o) => ({ ...o, soldOut: false })) }));
    const resolved = resolveLineOptions(checked, i.options, item?.price ?? 0);
    if (!resolved.ok) {
      throw optionRefusal(resolved.refusal);
    }
    return { m_menu_id: i.m_menu_id, qty: i.qty, custom_menu: i.custom_menu, options: resolved.options };
  });
}

/**
 * PUT /qr/{token}/cart: replaces the shared cart when `version` is its current one (one statement:
 * insert or update where the version matches); each line keeps its options as add-menu would take
 * them (absent: the item's defaults). @returns the new cart. @throws 409 `Keranjang diubah…`; 422 an
 * option refused (`Pilih Level Pedas`, …).
 */
export async function replaceCart(db: Db, target: QrTarget, version: number, items: CartInput[]) {
  const clean = await resolveItems(db, target, items, false);
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(qrCarts)
      .values({ tokenId: target.tokenId, items: clean, version: 1 })
      .onConflictDoUpdate({
        target: qrCarts.tokenId,
        set: { items: clean, version: sql`${qrCarts.version} + 1`, updatedAt: new Date() },
        setWhere: eq(qrCarts.version, version),
      })
      .returning({ version: qrCarts.version });
    const row = rows[0];
    // A first write must come from version 0 (else rolled back); a later one from the current version.
    if (!row || (row.version === 1 && version !== 0)) {
      throw conflict(QR_MSG.CART_CHANGED);
    }
    return presentCart({ version: row.version, items: clean });
  });
}

/**
 * POST /qr/{token}/send: the cart at `version` becomes a pending order (code `9` + 5+ digits, the
 * nota number it gets when accepted) and is emptied, in one transaction with the cart row locked.
 * Each line's options are checked again (sold out too) and stored as data with today's deltas.
 * @returns the order code. @throws 409 cart changed / sold out (item or option); 422 empty, an option
 *   refused (`Pilih Level Pedas`: a group made required since the cart was saved); 429 too many waiting.
 */
export async function sendCart(db: Db, target: QrTarget, version: number, name: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [cart] = await tx.select().from(qrCarts).where(eq(qrCarts.tokenId, target.tokenId)).for("update");
    if (!cart || cart.version !== version) {
      throw conflict(QR_MSG.CART_CHANGED);
    }
    const saved = storedItems(cart.items);
    if (saved.length === 0) {
      throw new ApiError(422, QR_MSG.CART_EMPTY);
    }
    const items = await resolveItems(
      tx,
      target,
      saved.map((i) => ({ ...i, options: i.options.map((o) => o.option_id) })),
      true,
    );
    const [waiting] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(onlineOrders)
      .where(and(eq(onlineOrders.tokenId, target.tokenId), eq(onlineOrders.status, "new")));
    if ((waiting?.n ?? 0) >= QR_LIMITS.waitingPerToken) {
      throw new ApiError(429, QR_MSG.TOO_MANY_WAITING);
    }
    const next = await tx.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence('tmp_online', 'tmp_online_id'))::int as id`);
    const id = Number(next.rows[0]?.id);
    const code = String(900000 + id);
    await tx.insert(onlineOrders).values({
      id,
      outletId: target.outletId,
      tableId: target.tableId,
      transactionTypeId: target.transactionTypeId,
      code,
      customerName: name,
      items,
      tokenId: target.tokenId,
    });
    await tx
      .update(qrCarts)
      .set({ items: [], version: sql`${qrCarts.version} + 1`, updatedAt: new Date() })
      .where(eq(qrCarts.tokenId, target.tokenId));
    await notifyChange(tx, target.outletId, { topic: "online" });
    return code;
  });
}
