/**
 * Custom menu notes (payment §2.1 custom menu modal, §5; orders §2.5, §5, §7; docs/API.md "Line
 * actions"): a quantity of a line split off with its own note and takeaway switch, and the staff
 * screen's list of an item's lines with one note each. Notes go to the kitchen with the dishes
 * (ORDER KE PRODUKSI copies them), so only unsent lines take them.
 */
import { API_MSG, CUSTOM_MENU_DELETE_MARKER, LINE_MSG, LINE_STATUS, MSG, noteFromCustomMenu } from "@waroeng/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderLines, orders } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/http.ts";
import { type LineRow, lineRefusal, linesById, lockLine, requireNormal, splitLine, touchAndNotify } from "./line-core.ts";
import type { OrderLineRow } from "./order-totals.ts";

/** A note as sent → as stored: `[delete]` and blank clear it. */
/**
 * The note to store: `[delete]` or blank clears it; the line's options' text in front (a client
 * sending back the `custom_menu` it read, "Level 3, Telur · tanpa bawang") is not part of the note.
 */
function noteValue(note: string | undefined, line: Pick<LineRow, "options">): string {
  const v = (note ?? "").trim();
  return v === CUSTOM_MENU_DELETE_MARKER ? "" : noteFromCustomMenu(v, line.options).trim();
}

function requireUnsent(line: LineRow): void {
  requireNormal(line);
  if (line.productionStatus !== 0) {
    throw conflict(API_MSG.MENU_ALREADY_SENT);
  }
}

/** What the custom-menu modal sends. */
export interface CustomMenuInput {
  lineId: number;
  qty: number;
  note: string | undefined;
  takeaway: boolean | undefined;
}

/**
 * `POST /m-transaction-meja/customMenu`: moves `qty` units (1…line qty; all of them edits the line
 * itself) of an unsent status-0 line to a line with the note (`[delete]` or blank: none) and the
 * takeaway switch (absent: as the line). One transaction, the order locked first.
 * @returns the lines changed or made (the remaining line, then the new one).
 * @throws ApiError (meta.code 400) 422 `Jumlah harus diisi` (qty < 1), `Jumlah lebih dari jumlah
 *   menu`; 409 `Menu sudah diorder ke produksi, gunakan Pembatalan`, `Menu sudah dibatalkan`;
 *   404 `Menu tidak ditemukan`, `Maaf! Transaksi tidak ditemukan`.
 */
export async function customMenu(db: Db, outletId: number, input: CustomMenuInput): Promise<OrderLineRow[]> {
  const ids = await db.transaction(async (tx) => {
    const { order, line } = await lockLine(tx, outletId, input.lineId);
    requireUnsent(line);
    if (input.qty < 1) {
      throw lineRefusal(422, LINE_MSG.QTY_REQUIRED, "qty");
    }
    if (input.qty > line.qty) {
      throw lineRefusal(422, LINE_MSG.QTY_TOO_MUCH, "qty");
    }
    const moved = await splitLine(tx, line, input.qty, {
      customMenu: noteValue(input.note, line),
      takeaway: input.takeaway ?? line.takeaway,
    });
    await touchAndNotify(tx, outletId, order.id);
    return [line.id, moved];
  });
  return linesById(db, ids);
}

/**
 * `POST /m-transaction-menu/list-menu`: the order's lines of one item (open or closed order; every status; the staff
 * screen edits the notes of the unsent status-0 ones).
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan` (unknown or another outlet's order).
 */
export async function listItemLines(db: Db, outletId: number, orderId: number, itemId: number): Promise<OrderLineRow[]> {
  const order = (
    await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.outletId, outletId)))
  )[0];
  if (!order) {
    throw notFound(MSG.TRANSACTION_NOT_FOUND);
  }
  const lines = await linesById(
    db,
    (
      await db
        .select({ id: orderLines.id })
        .from(orderLines)
        .where(and(eq(orderLines.orderId, orderId), eq(orderLines.menuItemId, itemId)))
    ).map((r) => r.id),
  );
  return lines;
}

/**
 * `POST /m-transaction-menu/update-menus`: sets the note of each listed line (`[delete]` or blank
 * clears it). Every line must be an unsent status-0 line of one open order of the outlet; one
 * refused line refuses all (nothing changed).
 * @throws ApiError 422 `Jumlah menu dan catatan tidak sama`, `Menu harus dipilih`; 404 `Menu tidak
 *   ditemukan`; 409 `Menu sudah diorder ke produksi, gunakan Pembatalan`, `Menu sudah dibatalkan`.
 */
export async function updateNotes(db: Db, outletId: number, ids: number[], notes: string[]): Promise<OrderLineRow[]> {
  if (ids.length === 0) {
    throw lineRefusal(422, API_MSG.LINE_REQUIRED, "m_transaction_menu_id_custom_menu");
  }
  if (ids.length !== notes.length) {
    throw lineRefusal(422, LINE_MSG.NOTES_MISMATCH, "m_transaction_menu_custom_menu");
  }
  await db.transaction(async (tx) => {
    const first = ids[0] as number;
    const { order } = await lockLine(tx, outletId, first);
    const lines = await tx.select().from(orderLines).where(inArray(orderLines.id, ids));
    for (const id of ids) {
      const line = lines.find((l) => l.id === id);
      if (!line || line.orderId !== order.id) {
        throw notFound(API_MSG.MENU_NOT_FOUND);
      }
      requireUnsent(line);
    }
    for (const [i, id] of ids.entries()) {
      const line = lines.find((l) => l.id === id) as LineRow;
      await tx
        .update(orderLines)
        .set({ customMenu: noteValue(notes[i], line), updatedAt: new Date() })
        .where(and(eq(orderLines.id, id), eq(orderLines.status, LINE_STATUS.NORMAL)));
    }
    await touchAndNotify(tx, outletId, order.id);
  });
  return linesById(db, ids);
}
