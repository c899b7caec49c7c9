/**
 * The split screen's state, held by the server (payment spec §2.2, §4 "Split bill"; docs/API.md
 * "Split bill"): the units of an open order moved to its sub-bills S{n} (`tmp_transaction_split`)
 * and "Bagi rata" (`tmp_transaction_split_even`) with its shares' methods (`tmp_transaction_split_share`:
 * chosen methods and ticks only; the money is taken by the payment of the whole bill). Each change is ONE transaction with the order row
 * locked (`FOR UPDATE`), the same lock the split payment takes, so two devices moving units at once
 * are applied one after the other and a unit is never held twice; a move that finds fewer units
 * than it takes (another device was first) is refused, not clipped.
 *
 * What is held is read against the lines as they are now: units on a line that shrank, was
 * cancelled or became free are left out (`heldParts`), so a stale row can never be shown or paid.
 * The split payment (split.service.ts) pays the next sub-bill exactly as held and forgets it.
 */
import { API_MSG, can, evenShares, LINE_STATUS, META_CODE, MSG, ORDER_STATUS, SPLIT_MSG, splitNoteNumber } from "@waroeng/domain";
import type { SplitEvenBody, SplitMoveBody, SplitShareBody, SplitState } from "@waroeng/domain/requests";
import { MAX_OPEN_PARTS } from "@waroeng/domain/requests";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { orderLines, orders, splitDrafts, splitEven, splitShares } from "../../db/schema/index.ts";
import { notifyChange } from "../../lib/events.ts";
import { ApiError, notFound } from "../../lib/http.ts";
import type { Auth } from "../../plugins/auth.ts";
import { loadOrderForTotals } from "../orders/order-totals.ts";
import type { OrderRow } from "../orders/order-tx.ts";

/** Units held per sub-bill: part → line id → units. */
export type HeldParts = Map<number, Map<number, number>>;

function denied(auth: Auth): void {
  if (!can(auth.role, "order.split")) {
    throw new ApiError(403, MSG.ACCESS_DENIED, { title: MSG.ACCESS_DENIED_TITLE });
  }
}

/** The open order of the session's outlet, row locked (`lock`) or not. @throws 404, 409 closed. */
async function openOrder(tx: Tx, auth: Auth, orderId: number, lock: boolean): Promise<OrderRow> {
  const q = tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.outletId, auth.outletId)));
  const [order] = lock ? await q.for("update") : await q;
  if (!order) {
    throw notFound(MSG.TRANSACTION_NOT_FOUND);
  }
  if (order.status !== ORDER_STATUS.OPEN) {
    throw new ApiError(409, API_MSG.ALREADY_PAID);
  }
  return order;
}

/**
 * The units held on the order's sub-bills from the next split on, read against its lines now: a
 * line gone, not status 0, or holding fewer units than its sub-bills claim is left out whole.
 * @param tx - inside the caller's transaction (the order row locked when the result is acted on).
 */
export async function heldParts(tx: Tx, order: OrderRow): Promise<HeldParts> {
  const rows = await tx
    .select({
      lineId: splitDrafts.lineId,
      part: splitDrafts.part,
      qty: splitDrafts.qty,
      lineQty: orderLines.qty,
      status: orderLines.status,
      lineOrder: orderLines.orderId,
    })
    .from(splitDrafts)
    .innerJoin(orderLines, eq(orderLines.id, splitDrafts.lineId))
    .where(eq(splitDrafts.orderId, order.id));
  const claimed = new Map<number, number>();
  for (const r of rows) {
    claimed.set(r.lineId, (claimed.get(r.lineId) ?? 0) + r.qty);
  }
  const held: HeldParts = new Map();
  for (const r of rows) {
    const valid = r.lineOrder === order.id && r.status === LINE_STATUS.NORMAL && (claimed.get(r.lineId) ?? 0) <= r.lineQty;
    if (!valid || r.part <= order.splitCount) {
      continue;
    }
    const part = held.get(r.part) ?? new Map<number, number>();
    part.set(r.lineId, r.qty);
    held.set(r.part, part);
  }
  return held;
}

/** Bagi rata's N held for the order (0 = off), inside the caller's transaction. */
export async function evenPartsOf(tx: Tx, orderId: number): Promise<number> {
  const [row] = await tx.select({ parts: splitEven.parts }).from(splitEven).where(eq(splitEven.orderId, orderId));
  return row?.parts ?? 0;
}

/** Bagi rata's shares: each one's amount (`evenShares` of the bill as paid) and what the screen filled in. */
async function presentShares(tx: Tx, order: OrderRow, parts: number): Promise<SplitState["bagi_rata_shares"]> {
  if (parts === 0) {
    return [];
  }
  const { totals } = await loadOrderForTotals(tx, order.id, order.outletId);
  const rows = await tx.select().from(splitShares).where(eq(splitShares.orderId, order.id));
  const byShare = new Map(rows.map((r) => [r.share, r]));
  return evenShares(totals, parts).map((nominal, i) => {
    const row = byShare.get(i + 1);
    return {
      share: i + 1,
      nominal,
      payment_method: row?.methodId ?? 0,
      nominal_uang: row?.tendered ?? 0,
      lunas: row?.received ? 1 : 0,
    };
  });
}

/** The wire state (contract `splitState`) of an order and its held units. */
async function present(tx: Tx, order: OrderRow, held?: HeldParts): Promise<SplitState> {
  const parts = held ?? (await heldParts(tx, order));
  const next = order.splitCount + 1;
  const even = await evenPartsOf(tx, order.id);
  return {
    tmp_transaction_id: order.id,
    new_split: splitNoteNumber("", order.splitCount),
    next_part: next,
    split_parts: [...parts.entries()]
      .sort(([a], [b]) => a - b)
      .map(([part, lines]) => ({
        part,
        nota_number: splitNoteNumber(order.noteNumber, part - 1),
        split_menu: [...lines.entries()]
          .sort(([a], [b]) => a - b)
          .map(([id, qty]) => ({ tmp_transaction_detail_id: id, tmp_transaction_detail_qty: qty })),
      })),
    bagi_rata: even,
    bagi_rata_shares: await presentShares(tx, order, even),
  };
}

/**
 * GET /split-bill/{id}: the split state of an open order (see the module comment).
 * @throws ApiError 403 without `order.split`; 404 unknown / another outlet's; 409 closed.
 */
export async function getSplitState(db: Db, auth: Auth, orderId: number): Promise<SplitState> {
  denied(auth);
  return db.transaction(async (tx) => present(tx, await openOrder(tx, auth, orderId, false)));
}

/**
 * POST /split-bill/{id}/move: `qty` units of a line from bill `from` to bill `to` (0 = Nota Asal,
 * n = S{n}), in one transaction with the order locked; turns Bagi rata off.
 * @throws ApiError 403, 404, 409 closed (as `getSplitState`); 422 `Nota split tidak valid` (same
 *   bill, a sub-bill already paid or more than 19 ahead); 409 meta.code 412 `Terjadi perubahan data`
 *   (a line not the order's); 409 `Menu batal, garansi atau gratis tidak dapat di-split`; 409
 *   `Menu sudah dipindahkan, muat ulang split` (`from` holds fewer units).
 */
export async function moveSplitUnits(db: Db, auth: Auth, orderId: number, body: SplitMoveBody): Promise<SplitState> {
  denied(auth);
  return db.transaction(async (tx) => {
    const order = await openOrder(tx, auth, orderId, true);
    const next = order.splitCount + 1;
    const open = (p: number) => p === 0 || (p >= next && p < next + MAX_OPEN_PARTS);
    if (body.from === body.to || !open(body.from) || !open(body.to)) {
      throw new ApiError(422, SPLIT_MSG.PART_INVALID);
    }
    const [line] = await tx
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.id, body.tmp_transaction_detail_id), eq(orderLines.orderId, order.id)));
    if (!line) {
      throw new ApiError(409, MSG.DATA_CHANGED, { code: META_CODE.DATA_CHANGED });
    }
    if (line.status !== LINE_STATUS.NORMAL) {
      throw new ApiError(409, SPLIT_MSG.LINE_NOT_NORMAL);
    }
    const held = await heldParts(tx, order);
    const onPart = (p: number) => held.get(p)?.get(line.id) ?? 0;
    const inParts = [...held.values()].reduce((s, m) => s + (m.get(line.id) ?? 0), 0);
    const available = body.from === 0 ? line.qty - inParts : onPart(body.from);
    if (available < body.qty) {
      throw new ApiError(409, SPLIT_MSG.MOVE_TOO_MANY);
    }
    // Rows left out by `heldParts` (stale) go; the two touched rows are written as they now are.
    await tx.delete(splitDrafts).where(and(eq(splitDrafts.orderId, order.id), eq(splitDrafts.lineId, line.id)));
    const after = new Map<number, number>();
    for (const [part, lines] of held) {
      const qty = lines.get(line.id);
      if (qty) {
        after.set(part, qty);
      }
    }
    if (body.from !== 0) {
      after.set(body.from, onPart(body.from) - body.qty);
    }
    if (body.to !== 0) {
      after.set(body.to, (after.get(body.to) ?? 0) + body.qty);
    }
    const rows = [...after.entries()].filter(([, qty]) => qty > 0);
    if (rows.length > 0) {
      await tx
        .insert(splitDrafts)
        .values(rows.map(([part, qty]) => ({ outletId: auth.outletId, orderId: order.id, lineId: line.id, part, qty })));
    }
    await tx.delete(splitEven).where(eq(splitEven.orderId, order.id));
    await tx.delete(splitShares).where(eq(splitShares.orderId, order.id));
    await notifyChange(tx, auth.outletId, { topic: "orders", orderId: order.id });
    return present(tx, order);
  });
}

/**
 * POST /split-bill/{id}/bagi-rata: Bagi rata into `parts` bills (0 = off); the held units go back
 * to Nota Asal. One transaction, the order locked.
 * @throws ApiError 403, 404, 409 closed (as `getSplitState`).
 */
export async function setSplitEven(db: Db, auth: Auth, orderId: number, body: SplitEvenBody): Promise<SplitState> {
  denied(auth);
  return db.transaction(async (tx) => {
    const order = await openOrder(tx, auth, orderId, true);
    await tx.delete(splitDrafts).where(eq(splitDrafts.orderId, order.id));
    // Another N gives other shares: their methods and ticks start again.
    if ((await evenPartsOf(tx, order.id)) !== body.parts) {
      await tx.delete(splitShares).where(eq(splitShares.orderId, order.id));
    }
    if (body.parts === 0) {
      await tx.delete(splitEven).where(eq(splitEven.orderId, order.id));
    } else {
      await tx
        .insert(splitEven)
        .values({ orderId: order.id, outletId: auth.outletId, parts: body.parts })
        .onConflictDoUpdate({ target: splitEven.orderId, set: { parts: sql`excluded.tmp_transaction_split_even_parts` } });
    }
    await notifyChange(tx, auth.outletId, { topic: "orders", orderId: order.id });
    return present(tx, order, new Map());
  });
}

/**
 * POST /split-bill/{id}/bagi-rata/share: one Bagi rata share's method, cash handed over and "Lunas"
 * tick, kept so a reload or a second device shows them. Nothing is paid or booked: the payment of
 * the whole bill takes the money. One transaction, the order locked.
 * @throws ApiError 403, 404, 409 closed (as `getSplitState`); 422 `Nota split tidak valid` (Bagi
 *   rata off, or a share outside 1…N).
 */
export async function setSplitShare(db: Db, auth: Auth, orderId: number, body: SplitShareBody): Promise<SplitState> {
  denied(auth);
  return db.transaction(async (tx) => {
    const order = await openOrder(tx, auth, orderId, true);
    if (body.share > (await evenPartsOf(tx, order.id))) {
      throw new ApiError(422, SPLIT_MSG.PART_INVALID);
    }
    const values = { methodId: body.payment_method, tendered: body.nominal_uang, received: body.lunas === 1 };
    await tx
      .insert(splitShares)
      .values({ orderId: order.id, outletId: auth.outletId, share: body.share, ...values })
      .onConflictDoUpdate({ target: [splitShares.orderId, splitShares.share], set: values });
    await notifyChange(tx, auth.outletId, { topic: "orders", orderId: order.id });
    return present(tx, order);
  });
}

/**
 * DELETE /split-bill/{id}: every held unit back to Nota Asal, Bagi rata off (BATAL → Iya).
 * @throws ApiError 403, 404, 409 closed (as `getSplitState`).
 */
export async function clearSplit(db: Db, auth: Auth, orderId: number): Promise<SplitState> {
  denied(auth);
  return db.transaction(async (tx) => {
    const order = await openOrder(tx, auth, orderId, true);
    await forgetSplit(tx, order.id);
    await notifyChange(tx, auth.outletId, { topic: "orders", orderId: order.id });
    return present(tx, order, new Map());
  });
}

/** Drops an order's held units, Bagi rata and its shares, inside the caller's transaction (the order locked). */
export async function forgetSplit(tx: Tx, orderId: number, part?: number): Promise<void> {
  if (part !== undefined) {
    await tx.delete(splitDrafts).where(and(eq(splitDrafts.orderId, orderId), eq(splitDrafts.part, part)));
    return;
  }
  await tx.delete(splitDrafts).where(eq(splitDrafts.orderId, orderId));
  await tx.delete(splitEven).where(eq(splitEven.orderId, orderId));
  await tx.delete(splitShares).where(eq(splitShares.orderId, orderId));
}
