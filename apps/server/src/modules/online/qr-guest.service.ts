/**
 * The guest's side of QR orders (docs/api/intro.md "QR orders"): the page's data, the
 * cart shared by every phone scanning one code (a versioned row: a change from an older version is
 * refused, so two phones never overwrite each other unseen), and sending it as a pending order.
 * Money in minor units.
 */
import { API_MSG, guestOrderState, QR_LIMITS, QR_MSG } from "@waroeng/domain";
import { and, asc, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { dishes, menuItems, menuPrices, menuTypes, onlineOrders, orders, qrCarts } from "../../db/schema/index.ts";
import { notifyChange } from "../../lib/events.ts";
import { ApiError, conflict, notFound } from "../../lib/http.ts";
import { soldOutNow } from "../stock/stock.sql.ts";
import { type NamedItem, nameItems, type StoredItem, storedItems } from "./online.items.ts";
import type { QrTarget } from "./qr-token.service.ts";

/** A menu item on the guest's page (price minor units for the code's type). */
export interface GuestMenuItem {
  id: number;
  name: string;
  typeName: string;
  price: number;
  soldOut: boolean;
  /** The item's tax and service-charge switches (a line at the till copies them). */
  taxable: boolean;
  serviceCharged: boolean;
}

/** The outlet's active menu with the code's prices and sold-out flags, in display order. */
export async function guestMenu(db: DbOrTx, target: QrTarget): Promise<GuestMenuItem[]> {
  return db
    .select({
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

/** Refuses a cart with an item not on the outlet's active menu (404) or over QR_LIMITS (422). */
async function checkItems(db: DbOrTx, target: QrTarget, items: StoredItem[], refuseSoldOut: boolean): Promise<void> {
  const units = items.reduce((s, i) => s + i.qty, 0);
  if (items.length > QR_LIMITS.lines || units > QR_LIMITS.units) {
    throw new ApiError(422, QR_MSG.CART_TOO_MANY);
  }
  const ids = [...new Set(items.map((i) => i.m_menu_id))];
  if (ids.length === 0) {
    return;
  }
  const rows = await db
    .select({ id: menuItems.id, soldOut: soldOutNow })
    .from(menuItems)
    .where(and(eq(menuItems.outletId, target.outletId), eq(menuItems.active, true), eq(menuItems.qr, true), inArray(menuItems.id, ids)));
  if (rows.length !== ids.length) {
    throw notFound(API_MSG.MENU_NOT_FOUND);
  }
  if (refuseSoldOut && rows.some((r) => r.soldOut)) {
    throw conflict(API_MSG.MENU_SOLD_OUT);
  }
}

/**
 * PUT /qr/{token}/cart: replaces the shared cart when `version` is its current one (one statement:
 * insert or update where the version matches). @returns the new cart. @throws 409 `Keranjang diubah…`.
 */
export async function replaceCart(db: Db, target: QrTarget, version: number, items: StoredItem[]) {
  await checkItems(db, target, items, false);
  const clean = items.map((i) => ({ m_menu_id: i.m_menu_id, qty: i.qty, custom_menu: i.custom_menu }));
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
    return { version: row.version, items: clean };
  });
}

/**
 * POST /qr/{token}/send: the cart at `version` becomes a pending order (code `9` + 5+ digits, the
 * nota number it gets when accepted) and is emptied, in one transaction with the cart row locked.
 * @returns the order code. @throws 409 cart changed / sold out; 422 empty; 429 too many waiting.
 */
export async function sendCart(db: Db, target: QrTarget, version: number, name: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [cart] = await tx.select().from(qrCarts).where(eq(qrCarts.tokenId, target.tokenId)).for("update");
    if (!cart || cart.version !== version) {
      throw conflict(QR_MSG.CART_CHANGED);
    }
    const items = storedItems(cart.items);
    if (items.length === 0) {
      throw new ApiError(422, QR_MSG.CART_EMPTY);
    }
    await checkItems(tx, target, items, true);
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
