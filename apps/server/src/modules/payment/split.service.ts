/**
 * Split bill (payment spec §2.2, §4 "Split bill", §7 POST /recap-transactions with `nota_number`,
 * `split_menu`, `splitId`; docs/API.md "Pay an order"): pays some units of an open order as a bill of
 * their own, in ONE transaction with the order row locked:
 *
 * - `splitId` seen before (same outlet) → the first result again, nothing changed (a retried POST);
 * - the moved units go to a NEW child order (note number `{note}{new_split}`, i.e. `-S{n}`), which is
 *   then paid by the payment service (`payOrder`) like any order; the order keeps the other lines;
 * - a split that takes every remaining status-0 unit is the LAST one: the order itself is paid (it
 *   closes and its tables are freed), under its own note number.
 *
 * Once the split screen holds units on the server (split-draft.service.ts), `split_menu` must be
 * exactly the next sub-bill's held units (else `Terjadi perubahan data`), and paying forgets that
 * sub-bill (the last split: every held unit and Bagi rata), so the next one starts as it was left.
 *
 * The order's stored Diskon Transaksi (PUT /tmp-transaction/{id}/discount): a percent is charged on
 * every sub-bill at that percent (the child order carries it) and on the rest; a nominal or a
 * voucher cannot be cut up, so a split is refused while one is stored (the split screen offers to
 * remove it first).
 *
 * Every closed order thus has exactly one rekap_transaksi and every rekap_transaksi one closed order.
 * Rounding: each bill on its own (packages/domain split.ts).
 */
import {
  API_MSG,
  applyRateBp,
  can,
  LINE_STATUS,
  META_CODE,
  MSG,
  money,
  movedDiscount,
  ORDER_STATUS,
  SPLIT_MSG,
  splitNoteNumber,
} from "@waroeng/domain";
import type { PayOrSplitBody, SplitMenuLine } from "@waroeng/domain/requests";
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { closedTransactions, orderLines, orders, splitPayments } from "../../db/schema/index.ts";
import { uniqueViolation } from "../../lib/db-errors.ts";
import { notifyChange } from "../../lib/events.ts";
import { ApiError, notFound } from "../../lib/http.ts";
import type { Auth } from "../../plugins/auth.ts";
import { type MovedDish, moveUnits, type OrderLine } from "../orders/line-move.ts";
import type { OrderRow } from "../orders/order-tx.ts";
import { type PaidOrder, payOrder } from "./payment.service.ts";
import { forgetSplit, heldParts } from "./split-draft.service.ts";

/** A split payment's result: as `payOrder`'s, and whether it was the first result replayed. */
export interface SplitPaid extends PaidOrder {
  /** The order that was paid: the new child order, or the order itself for the last split. */
  paidOrderId: number;
  replayed: boolean;
}

function dataChanged(): ApiError {
  return new ApiError(409, MSG.DATA_CHANGED, { code: META_CODE.DATA_CHANGED });
}

/** `split_menu` merged by line (a line named twice counts its units once each), lines at 0 dropped. */
function mergeMoves(menu: SplitMenuLine[] | undefined): Map<number, number> {
  const moves = new Map<number, number>();
  for (const m of menu ?? []) {
    moves.set(m.tmp_transaction_detail_id, (moves.get(m.tmp_transaction_detail_id) ?? 0) + m.tmp_transaction_detail_qty);
  }
  for (const [id, qty] of moves) {
    if (qty === 0) {
      moves.delete(id);
    }
  }
  return moves;
}

/** Whether the units the payment names are exactly those held on the sub-bill. */
function sameUnits(held: Map<number, number> | undefined, moves: Map<number, number>): boolean {
  const h = held ?? new Map<number, number>();
  return h.size === moves.size && [...moves].every(([id, qty]) => h.get(id) === qty);
}

/** The first result of a split already paid: its paid order's rekap_transaksi. */
async function replay(tx: Tx, paidOrderId: number): Promise<SplitPaid> {
  const [rekap] = await tx
    .select({
      id: closedTransactions.id,
      typeId: closedTransactions.transactionTypeId,
      change: closedTransactions.change,
      methodId: closedTransactions.paymentMethodId,
    })
    .from(closedTransactions)
    .where(eq(closedTransactions.orderId, paidOrderId));
  if (!rekap) {
    throw new Error(`rekap_split without its rekap_transaksi (order ${paidOrderId})`);
  }
  return {
    rekapId: rekap.id,
    transactionTypeId: rekap.typeId,
    change: rekap.change,
    paymentMethodId: rekap.methodId,
    cancelledQris: [],
    paidOrderId,
    replayed: true,
  };
}

/**
 * The rates the split bill is charged: the order's, or 0 where the client switched tax or service
 * charge off (payment §4: each switchable only when the order's rate is above 0). A spec client
 * sends only the amounts, so a 0 `nominal_pajak` (`nominal_sc`) where the order's rate and the split's
 * flagged lines would charge some means "switched off"; any other amount is compared by `payOrder`.
 */
function chargedRates(order: OrderRow, moved: Array<{ line: OrderLine; qty: number }>, body: PayOrSplitBody) {
  let taxable = 0;
  let serviced = 0;
  for (const { line, qty } of moved) {
    const nominal = Math.max(0, line.price * qty - movedDiscount(line.discount, qty, line.qty));
    taxable += line.taxable ? nominal : 0;
    serviced += line.serviceCharged ? nominal : 0;
  }
  const taxOff = body.nominal_pajak === 0 && applyRateBp(money(taxable), order.taxRateBp) > 0;
  const scOff = body.nominal_sc === 0 && applyRateBp(money(serviced), order.serviceChargeRateBp) > 0;
  return { taxRateBp: taxOff ? 0 : order.taxRateBp, serviceChargeRateBp: scOff ? 0 : order.serviceChargeRateBp };
}

/**
 * Pays a split of an open order (see the module comment). `body.tmp_transaction_id` is the order
 * split from; `split_menu` the moved units; `nota_number` must be the order's note number followed
 * by its current `new_split`; the money fields are the split bill's, compared with the server's by
 * `payOrder`.
 *
 * @throws ApiError 403 `Akses DiTolak!` without `order.split`; 404 `Maaf! Transaksi tidak ditemukan`
 *   (unknown or another outlet's order); 409 `Transaksi sudah dibayar` (closed); 409 `Diskon nominal
 *   atau voucher tidak bisa dibagi …` (a nominal discount or a voucher stored on the order); 422
 *   `splitId sudah dipakai untuk transaksi lain`; 422 `Pilih menu yang akan di-split` (no unit moved),
 *   `Nomor nota split tidak valid` (missing), `Total nota split harus lebih dari 0`; 409 `Menu batal, garansi atau gratis tidak dapat di-split`;
 *   409 meta.code 412 `Terjadi perubahan data` (a line not in the order or with fewer units, another
 *   `nota_number` than the next one, a figure that differs); and every refusal of `payOrder`.
 */
export async function paySplit(db: Db, auth: Auth, body: PayOrSplitBody & { splitId: string }): Promise<SplitPaid> {
  if (!can(auth.role, "order.split")) {
    throw new ApiError(403, MSG.ACCESS_DENIED, { title: MSG.ACCESS_DENIED_TITLE });
  }
  try {
    return await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, body.tmp_transaction_id), eq(orders.outletId, auth.outletId)))
        .for("update");
      if (!order) {
        throw notFound(MSG.TRANSACTION_NOT_FOUND);
      }
      const [seen] = await tx
        .select()
        .from(splitPayments)
        .where(and(eq(splitPayments.outletId, auth.outletId), eq(splitPayments.splitId, body.splitId)));
      if (seen) {
        if (seen.orderId !== order.id) {
          throw new ApiError(422, SPLIT_MSG.SPLIT_ID_REUSED);
        }
        return replay(tx, seen.paidOrderId);
      }
      if (order.status !== ORDER_STATUS.OPEN) {
        throw new ApiError(409, API_MSG.ALREADY_PAID);
      }
      // A nominal Diskon Transaksi or a voucher cannot be cut up between bills: removed first, never ignored.
      if (order.discountType === "diskon" || order.voucherCode !== "") {
        throw new ApiError(409, SPLIT_MSG.DISCOUNT_NOT_SPLITTABLE);
      }
      const moves = mergeMoves(body.split_menu);
      if (moves.size === 0) {
        throw new ApiError(422, SPLIT_MSG.MENU_EMPTY);
      }
      if (body.nota_number === undefined) {
        throw new ApiError(422, SPLIT_MSG.NOTA_INVALID);
      }
      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      const byId = new Map(lines.map((l) => [l.id, l]));
      const moved: Array<{ line: OrderLine; qty: number }> = [];
      for (const [id, qty] of moves) {
        const line = byId.get(id);
        if (!line || qty > line.qty) {
          throw dataChanged();
        }
        if (line.status !== LINE_STATUS.NORMAL) {
          throw new ApiError(409, SPLIT_MSG.LINE_NOT_NORMAL);
        }
        moved.push({ line, qty });
      }
      if (body.nota_number !== splitNoteNumber(order.noteNumber, order.splitCount)) {
        throw dataChanged();
      }
      // Once the split screen holds units (split-draft.service.ts), the next sub-bill is paid exactly as held.
      const held = await heldParts(tx, order);
      if (held.size > 0 && !sameUnits(held.get(order.splitCount + 1), moves)) {
        throw dataChanged();
      }
      // BAYAR only when the split total is above 0 (payOrder then checks `total` is the server's).
      if (body.total <= 0) {
        throw new ApiError(422, SPLIT_MSG.TOTAL_ZERO);
      }
      const last = lines.every((l) => l.status !== LINE_STATUS.NORMAL || l.qty === 0 || moves.get(l.id) === l.qty);
      const rates = chargedRates(order, moved, body);
      const now = new Date();
      let paidOrderId = order.id;
      const movedDishes: MovedDish[] = [];
      await forgetSplit(tx, order.id, last ? undefined : order.splitCount + 1);
      if (last) {
        await tx
          .update(orders)
          .set({ ...rates, splitCount: order.splitCount + 1, updatedAt: now })
          .where(eq(orders.id, order.id));
      } else {
        const [child] = await tx
          .insert(orders)
          .values({
            outletId: order.outletId,
            noteNumber: body.nota_number,
            customerName: order.customerName,
            orderTime: order.orderTime,
            kitchenDoneTime: order.kitchenDoneTime,
            memberId: order.memberId,
            tableId: order.tableId,
            transactionTypeId: order.transactionTypeId,
            cashierId: auth.userId,
            waiterId: order.waiterId,
            ...rates,
            rounding: order.rounding,
            // A percent Diskon Transaksi applies to every sub-bill at that percent, with its approval.
            discountType: order.discountType,
            discountValue: order.discountValue,
            discountApprovedBy: order.discountApprovedBy,
          })
          .returning({ id: orders.id });
        if (!child) {
          throw new Error("insert into tmp_transaction returned no row");
        }
        paidOrderId = child.id;
        for (const { line, qty } of moved) {
          movedDishes.push(...(await moveUnits(tx, line, qty, child.id, now)));
        }
        await tx
          .update(orders)
          .set({ splitCount: order.splitCount + 1, updatedAt: now })
          .where(eq(orders.id, order.id));
        await notifyChange(tx, auth.outletId, { topic: "orders", orderId: order.id });
      }
      await tx.insert(splitPayments).values({ outletId: auth.outletId, splitId: body.splitId, orderId: order.id, paidOrderId });
      if (movedDishes.length > 0) {
        await notifyChange(tx, auth.outletId, {
          topic: "dishes",
          orderId: paidOrderId,
          dishIds: movedDishes.map((d) => d.id).slice(0, 50),
          menuTypeIds: [...new Set(movedDishes.map((d) => d.menuTypeId))],
        });
      }
      // The payment service, inside this transaction (its own becomes a savepoint): any refusal rolls the split back too.
      const paid = await payOrder(tx as unknown as Db, auth, { ...body, tmp_transaction_id: paidOrderId }, body.tmp_transaction_id);
      return { ...paid, paidOrderId, replayed: false };
    });
  } catch (err) {
    const index = uniqueViolation(err);
    if (index === "rekap_split_split_id_uq") {
      throw new ApiError(422, SPLIT_MSG.SPLIT_ID_REUSED);
    }
    if (index === "tmp_transaction_day_nota_uq" || index === "tmp_transaction_open_nota_uq") {
      throw dataChanged();
    }
    throw err;
  }
}
