/**
 * Pull menus out, "Keluarkan Menu" (payment spec §2.1, §7 `GET /m-transaction-table/get-pull-menu/{id}`,
 * `POST /m-transaction-table/pull-menu`; docs/API.md "Order-level actions"): chosen lines (or some of
 * their units) leave an open order for a NEW take-away note on the outlet's first free bungkus table
 * (the default), or for another open note of the outlet chosen by the cashier. Sent dishes keep their
 * kitchen state and follow their units.
 */
import { API_MSG, jakartaParts, MSG, ORDER_MSG, TRANSACTION_TYPE } from "@waroeng/domain";
import { and, asc, eq, inArray, like, notExists } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { diningTables, orderLines, orders, orderTables } from "../../db/schema/index.ts";
import { uniqueViolation } from "../../lib/db-errors.ts";
import { notifyChange } from "../../lib/events.ts";
import { ApiError, conflict, notFound } from "../../lib/http.ts";
import { moveUnits } from "./line-move.ts";
import { type OrderLineRow, selectOrderLines } from "./order-totals.ts";
import { lockOpenOrder, type OrderRow } from "./order-tx.ts";

/** One chosen line and how many of its units move (undefined: all of them). */
export interface PullChoice {
  lineId: number;
  qty?: number | undefined;
}

/** What `pullMenu` did. */
export interface PullResult {
  /** The note the lines went to (new or the chosen target). */
  newOrderId: number;
  /** Whether that note was made by the pull (false: an existing target). */
  created: boolean;
  noteNumber: string;
  /** The target's main table; null for a delivery note (no table). */
  tableId: number | null;
  sourceOrderId: number;
  moved: Array<{ lineId: number; qty: number }>;
}

/**
 * The lines that may be pulled out of an open order: its status-0 lines, oldest first.
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan` (unknown, other outlet's or closed order).
 */
export async function pullableLines(db: Db, outletId: number, orderId: number): Promise<OrderLineRow[]> {
  const open = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.outletId, outletId), eq(orders.status, 0)));
  if (!open[0]) {
    throw notFound(MSG.TRANSACTION_NOT_FOUND);
  }
  return selectOrderLines(db, and(eq(orderLines.orderId, orderId), eq(orderLines.status, 0)) ?? eq(orderLines.orderId, orderId));
}

function invalid(message: string, field = "m_transaction_menu_ids"): ApiError {
  return new ApiError(422, message, { extra: { errors: { [field]: message } } });
}

/** The outlet's first active bungkus table that no open order holds (lowest sort order, then id). */
async function freeTakeAwayTable(tx: Tx, outletId: number): Promise<number> {
  const held = tx.select({ one: orderTables.tableId }).from(orderTables).where(eq(orderTables.tableId, diningTables.id));
  const row = (
    await tx
      .select({ id: diningTables.id })
      .from(diningTables)
      .where(and(eq(diningTables.outletId, outletId), eq(diningTables.active, true), eq(diningTables.type, "bungkus"), notExists(held)))
      .orderBy(asc(diningTables.sortOrder), asc(diningTables.id))
      .limit(1)
  )[0];
  if (!row) {
    throw new ApiError(409, ORDER_MSG.NO_FREE_TAKEAWAY, { code: 204, title: MSG.OOPS_TITLE });
  }
  return row.id;
}

/** `{source}-{n}` with the first n the outlet never used (any day, open or closed). */
async function nextNoteNumber(tx: Tx, source: OrderRow): Promise<string> {
  const taken = new Set(
    (
      await tx
        .select({ n: orders.noteNumber })
        .from(orders)
        .where(and(eq(orders.outletId, source.outletId), like(orders.noteNumber, `${source.noteNumber.replace(/[\\%_]/g, "\\$&")}-%`)))
    ).map((r) => r.n),
  );
  let n = 1;
  while (taken.has(`${source.noteNumber}-${n}`)) {
    n += 1;
  }
  return `${source.noteNumber}-${n}`;
}

/**
 * Locks the chosen target note (`for update`) and checks it: an open note of the outlet, not the source.
 * @throws ApiError 404 `Nota tujuan tidak ditemukan` (unknown or another outlet's), 409 `Nota tujuan
 *   sudah ditutup`, 422 `Nota tujuan harus berbeda dari nota asal`.
 */
async function lockTarget(tx: Tx, outletId: number, targetId: number, sourceId: number): Promise<OrderRow> {
  if (targetId === sourceId) {
    throw invalid(ORDER_MSG.PULL_TARGET_SAME, "target_transaction_id");
  }
  const row = (
    await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, targetId), eq(orders.outletId, outletId)))
      .for("update")
  )[0];
  if (!row) {
    throw new ApiError(404, ORDER_MSG.PULL_TARGET_NOT_FOUND, {
      extra: { errors: { target_transaction_id: ORDER_MSG.PULL_TARGET_NOT_FOUND } },
    });
  }
  if (row.status !== 0) {
    throw new ApiError(409, ORDER_MSG.PULL_TARGET_CLOSED, { extra: { errors: { target_transaction_id: ORDER_MSG.PULL_TARGET_CLOSED } } });
  }
  return row;
}

/** Makes the new take-away note the lines go to by default. */
async function createTakeAwayNote(tx: Tx, auth: { outletId: number; userId: number }, source: OrderRow): Promise<OrderRow> {
  const tableId = await freeTakeAwayTable(tx, auth.outletId);
  const noteNumber = await nextNoteNumber(tx, source);
  const [created] = await tx
    .insert(orders)
    .values({
      outletId: auth.outletId,
      noteNumber,
      businessDate: jakartaParts(new Date()).date,
      customerName: source.customerName,
      orderTime: source.orderTime,
      memberId: source.memberId,
      tableId,
      transactionTypeId: TRANSACTION_TYPE.TAKE_AWAY,
      cashierId: auth.userId,
      waiterId: source.waiterId,
      taxRateBp: source.taxRateBp,
      serviceChargeRateBp: source.serviceChargeRateBp,
      rounding: source.rounding,
    })
    .returning();
  if (!created) {
    throw new Error("insert into tmp_transaction returned no row");
  }
  await tx.insert(orderTables).values({ orderId: created.id, tableId });
  return created;
}

/**
 * Moves the chosen units of an open order's status-0 lines to a new take-away note (the "Keluarkan
 * Menu" modal), or to `targetId`, another open note of the outlet (its own rates then apply; the
 * moved lines are marked takeaway only when it is a take-away note). The new note: type take away, the outlet's first free bungkus table, note number
 * `{source}-{n}`, the source's customer, member, waiter, order time, rates and rounding; cashier =
 * the user. A whole line moves as it is (its dishes follow); part of a line is split off: the new line
 * takes the units, a share of the discount (rounded down) and as many sent units (and their dishes,
 * unserved first) as it can. Moved lines are marked takeaway. One transaction, the source row locked
 * first (with a target, the two notes are locked in id order); a held table settles a race through
 * the unique index.
 * @throws ApiError 404 `Nota tujuan tidak ditemukan`, 409 `Nota tujuan sudah ditutup`, 422 `Nota
 *   tujuan harus berbeda dari nota asal` (a target that is not another open note of the outlet).
 * @throws ApiError 422 `Pilih menu yang akan dikeluarkan` (nothing chosen), `Jumlah menu yang
 *   dikeluarkan tidak valid` (qty < 1 or above the line's), `Menu yang dikeluarkan harus dari satu
 *   transaksi`; 404 `Menu tidak ditemukan`, `Maaf! Transaksi tidak ditemukan`; 409 `Menu batal,
 *   garansi atau gratis tidak dapat dikeluarkan`; 409 meta.code 204 `Tidak ada meja bungkus yang kosong`.
 */
export async function pullMenu(
  db: Db,
  auth: { outletId: number; userId: number },
  choices: PullChoice[],
  targetId?: number,
): Promise<PullResult> {
  const merged = new Map<number, number | undefined>();
  for (const c of choices) {
    merged.set(c.lineId, c.qty);
  }
  if (merged.size === 0) {
    throw invalid(ORDER_MSG.PULL_EMPTY);
  }
  const ids = [...merged.keys()];
  try {
    return await db.transaction(async (tx) => {
      const refs = await tx
        .select({ id: orderLines.id, orderId: orderLines.orderId })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(inArray(orderLines.id, ids), eq(orders.outletId, auth.outletId)));
      if (refs.length !== ids.length) {
        throw notFound(API_MSG.MENU_NOT_FOUND);
      }
      const orderIds = new Set(refs.map((r) => r.orderId));
      if (orderIds.size !== 1) {
        throw invalid(ORDER_MSG.PULL_ONE_ORDER);
      }
      const sourceId = refs[0]?.orderId ?? 0;
      // Two notes are locked in id order, so two pulls between the same notes cannot deadlock.
      let target: OrderRow | undefined;
      if (targetId !== undefined && targetId < sourceId) {
        target = await lockTarget(tx, auth.outletId, targetId, sourceId);
      }
      const source = await lockOpenOrder(tx, sourceId, auth.outletId);
      if (targetId !== undefined && !target) {
        target = await lockTarget(tx, auth.outletId, targetId, sourceId);
      }
      const lines = await tx.select().from(orderLines).where(inArray(orderLines.id, ids));
      for (const l of lines) {
        if (l.orderId !== source.id) {
          throw invalid(ORDER_MSG.PULL_ONE_ORDER);
        }
        if (l.status !== 0) {
          throw conflict(ORDER_MSG.PULL_NOT_NORMAL);
        }
        const q = merged.get(l.id) ?? l.qty;
        if (!Number.isInteger(q) || q < 1 || q > l.qty) {
          throw invalid(ORDER_MSG.PULL_QTY_INVALID, "m_transaction_menu_qty");
        }
      }
      const now = new Date();
      const created = target ?? (await createTakeAwayNote(tx, auth, source));
      const tableId = created.tableId;
      const takeaway = (l: { takeaway: boolean }) => l.takeaway || created.transactionTypeId === TRANSACTION_TYPE.TAKE_AWAY;
      const movedDishes: Array<{ id: number; menuTypeId: number }> = [];
      const moved: PullResult["moved"] = [];
      for (const l of lines) {
        const q = merged.get(l.id) ?? l.qty;
        moved.push({ lineId: l.id, qty: q });
        movedDishes.push(...(await moveUnits(tx, l, q, created.id, now, { takeaway: takeaway(l) })));
      }
      await tx
        .update(orders)
        .set({ updatedAt: now })
        .where(inArray(orders.id, [source.id, created.id]));
      await notifyChange(tx, auth.outletId, { topic: "orders", orderId: source.id });
      await notifyChange(tx, auth.outletId, {
        topic: "orders",
        orderId: created.id,
        ...(target || tableId === null ? {} : { tableIds: [tableId] }),
      });
      if (movedDishes.length > 0) {
        await notifyChange(tx, auth.outletId, {
          topic: "dishes",
          orderId: created.id,
          dishIds: movedDishes.map((d) => d.id),
          menuTypeIds: movedDishes.map((d) => d.menuTypeId),
        });
      }
      return { newOrderId: created.id, created: !target, noteNumber: created.noteNumber, tableId, sourceOrderId: source.id, moved };
    });
  } catch (err) {
    if (uniqueViolation(err) === "tmp_transaction_meja_table_uq") {
      throw new ApiError(409, ORDER_MSG.NO_FREE_TAKEAWAY, { code: 204, title: MSG.OOPS_TITLE });
    }
    throw err;
  }
}
