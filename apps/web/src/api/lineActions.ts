/**
 * Line actions of the order screen (docs/API.md "Line actions"; orders §2.5, payment §2.1):
 * custom note, typed quantity, reduce with reason, Garansi / Pembatalan, Edit Menu, sent dishes and Hapus.
 * Every reply carrying lines (money) names its schema, so an RM outlet's ringgit becomes sen here
 * (api/client.ts `MoneySchemas`). Edit Menu's discount value is a typed text whose unit depends on
 * its type: the modal sends Nominal and CustomPrice in the major unit itself (toWireMoney).
 */

import { CUSTOM_MENU_DELETE_MARKER } from "@waroeng/domain";
import type {
  cancelDishesBody,
  changeMenuDetailBody,
  customMenuBody,
  FormOf,
  itemOfOrderBody,
  lineOptionsBody,
  multiQtyBody,
  reduceMultipleBody,
} from "@waroeng/domain/requests";
import type { dish } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api, newIdempotencyKey, request } from "./client.ts";
import type { OrderLine } from "./orders.ts";
import { lineActionReplies } from "./replies.ts";

/** A dish (m_dish_status) as the cancel-dish list shows it. */
export type Dish = z.output<typeof dish>;

/**
 * POST customMenu: `qty` units of the line to a line of their own with the note (empty → `[delete]`).
 * One key per save; offline it waits in the outbox (QueuedError, lib/outbox.ts).
 */
export async function saveCustomMenu(lineId: number, qty: number, note: string, takeaway: boolean): Promise<void> {
  await request("POST", "m-transaction-meja/customMenu", {
    body: {
      tmp_transaction_detail_id: lineId,
      qty,
      custom_menu: note.trim() === "" ? CUSTOM_MENU_DELETE_MARKER : note.trim(),
      takeaway_status: takeaway ? 1 : 0,
    } satisfies FormOf<typeof customMenuBody>,
    idempotencyKey: newIdempotencyKey(),
    queue: true,
    money: { reply: lineActionReplies.lines },
  });
}

/** POST update-multi-qty. */
export async function setLineQty(lineId: number, qty: number): Promise<void> {
  await api.post(
    "m-transaction-meja/update-multi-qty",
    { tmp_transaction_detail_id: lineId, qty } satisfies FormOf<typeof multiQtyBody>,
    undefined,
    {
      reply: lineActionReplies.line,
    },
  );
}

/** POST reduce-menu-multiple (`Kesalahan Input` / `Dibatalkan Konsumen`). */
export async function reduceWithReason(lineId: number, qty: number, reason: string): Promise<void> {
  await api.post(
    "m-transaction-meja/reduce-menu-multiple",
    { m_transaction_menu_id: lineId, qty, reason } satisfies FormOf<typeof reduceMultipleBody>,
    undefined,
    {
      reply: lineActionReplies.lineOrNull,
    },
  );
}

/** The fields every changeMenuDetail form sends about its line. */
function lineFields(line: OrderLine): FormOf<typeof changeMenuDetailBody> {
  return {
    tmp_transaction_detail_id: line.id,
    tmp_transaction_detail_m_produk_id: line.m_produk_id,
    tmp_transaction_detail_tmp_transaction_id: line.tmp_transaction_id,
  };
}

/** POST changeMenuDetail with `status-menu` 2 (Pembatalan) or 3/4/5 (Garansi). */
export async function approveLine(line: OrderLine, status: number, qty: number, reason: string, replaceItem?: number): Promise<void> {
  await api.post(
    "m-transaction-meja/changeMenuDetail",
    {
      ...lineFields(line),
      "status-menu": status,
      "qty-approve": qty,
      "reason-approve": reason,
      ...(replaceItem ? { replace_m_produk_id: replaceItem } : {}),
    } satisfies FormOf<typeof changeMenuDetailBody>,
    undefined,
    { reply: lineActionReplies.lines },
  );
}

/**
 * What Edit Menu sends: switches, discount type ("" none) and value (percent text, money in the
 * major unit, or units); no discount at all from a role that may not discount (the line's stays).
 */
export interface LineEdit {
  tax: boolean;
  serviceCharge: boolean;
  discountType?: string;
  discount?: string;
  /** A supervisor's approval (POST /approve) for a discount above the outlet's limit. */
  approvalId?: number;
}

/** POST changeMenuDetail without a status (Edit Menu). */
export async function editLine(line: OrderLine, edit: LineEdit): Promise<void> {
  await api.post(
    "m-transaction-meja/changeMenuDetail",
    {
      ...lineFields(line),
      "status-menu": 0,
      tax_status: edit.tax ? 1 : 0,
      service_charge_status: edit.serviceCharge ? 1 : 0,
      ...(edit.discountType === undefined
        ? {}
        : { discount_type: edit.discountType, discount: edit.discountType === "" ? "" : (edit.discount ?? "") }),
      ...(edit.approvalId ? { approval_id: edit.approvalId } : {}),
    } satisfies FormOf<typeof changeMenuDetailBody>,
    undefined,
    { reply: lineActionReplies.lines },
  );
}

/** POST m-dish-status/list: the line's dishes not cancelled. */
export async function listLineDishes(line: OrderLine): Promise<Dish[]> {
  const reply = await api.post<Dish[]>("m-dish-status/list", {
    m_transaction_menu_menu_id: line.m_produk_id,
    m_transaction_menu_table_id: line.tmp_transaction_id,
    m_transaction_menu_id: line.id,
  } satisfies FormOf<typeof itemOfOrderBody>);
  return reply.data ?? [];
}

/** POST m-dish-status/cancel-dishes (Hapus). */
export async function cancelDishes(ids: number[], reason: string): Promise<void> {
  await api.post("m-dish-status/cancel-dishes", { m_dish_status_id: ids, reason } satisfies FormOf<typeof cancelDishesBody>);
}

/**
 * POST line-options: the line's options become `options` (option ids). An unsent line changes as a
 * whole; a sent one has one unit cancelled and a new unsent unit added (docs/API.md "Menu options").
 * One key per save: a retry after a lost reply never cancels twice. Not queued offline (it may cancel
 * a unit the kitchen has).
 */
export async function setLineOptions(lineId: number, options: readonly number[]): Promise<void> {
  await api.postKeyed(
    "m-transaction-meja/line-options",
    { tmp_transaction_detail_id: lineId, options: [...options] } satisfies FormOf<typeof lineOptionsBody>,
    newIdempotencyKey(),
    { reply: lineActionReplies.lines },
  );
}
