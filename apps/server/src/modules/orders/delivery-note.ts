/**
 * Delivery-platform (ojol) notes: an order of a platform's transaction type (GrabFood, GoFood,
 * ShopeeFood, Maxim, GrabMart) that holds no table (orders §2.6, §5, §7 POST /tmp-transaction;
 * foundations §2 /ojol, /odcr-ojol). Both spec forms reach it: the cashier form
 * (`tmp_transaction_m_t_t_name` + nota + customer + time) and the older staff form
 * (`m_transaction_table_type_transaction` … `m_transaction_table_by`), when no table is sent.
 */

import { FIELD_MSG, MSG } from "@waroeng/domain";
import type { CreateOrderBody } from "@waroeng/domain/requests";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema/index.ts";
import { uniqueViolation } from "../../lib/db-errors.ts";
import { notifyChange } from "../../lib/events.ts";
import { bodyRefusal } from "../../lib/http.ts";
import type { Auth } from "../../plugins/auth.ts";
import { invalid, newOrderRow, resolveNoteFields, resolveType, resolveWaiter } from "./new-order.ts";
import { parseOrderTime } from "./order-time.ts";

/**
 * Opens a delivery note without a table, in one transaction with its `orders` event: the type must
 * be of the ojol group (else 422 `Meja harus dipilih!`, as for any note without a table; an unknown
 * name → 422 `Jenis transaksi tidak valid`); nota ≥ 3 characters besides the platform prefix, which
 * is added when missing (GF-, G-, MX-, SF-, GM-; `resolveNoteFields`); customer name and time
 * required; the staff member (`m_transaction_table_by`) must take orders, else the user. A nota
 * number already used by the outlet today (or still open) → HTTP 200 meta.code 204 `Nomor Nota sudah ada`.
 * The outlet's tax, service charge and rounding are snapshotted as for any note.
 * @returns the new order id.
 */
export async function createDeliveryNote(db: Db, auth: Auth, body: CreateOrderBody, now = new Date()): Promise<number> {
  const outletId = auth.outletId;
  if (body.tmp_transaction_m_t_t_name === undefined) {
    throw invalid({ tmp_transaction_m_meja_id: FIELD_MSG.TABLE_REQUIRED });
  }
  const type = await resolveType(db, body.tmp_transaction_m_t_t_name, "bungkus", outletId);
  if (type.group !== "ojol") {
    throw invalid({ tmp_transaction_m_meja_id: FIELD_MSG.TABLE_REQUIRED });
  }
  const { noteNumber, customerName } = resolveNoteFields(body, {
    express: false,
    typeName: type.name,
    outletId,
    userId: auth.userId,
    now,
    attempt: 1,
  });
  const orderTime = parseOrderTime(body.tmp_transaction_order_time, now, "tmp_transaction_order_time");
  const kitchenDone = body.tmp_transaction_kitchen_done_time
    ? parseOrderTime(body.tmp_transaction_kitchen_done_time, now, "tmp_transaction_kitchen_done_time")
    : null;
  const waiterId = await resolveWaiter(db, outletId, body.m_transaction_table_by, auth.userId);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(orders)
        .values(newOrderRow(db, auth, { noteNumber, customerName, body, type, orderTime, kitchenDone, waiterId, now, tableId: null }))
        .returning({ id: orders.id });
      if (!row) {
        throw new Error("insert into tmp_transaction returned no row");
      }
      await notifyChange(tx, outletId, { topic: "orders", orderId: row.id });
      return row.id;
    });
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint === "tmp_transaction_open_nota_uq" || constraint === "tmp_transaction_day_nota_uq") {
      throw bodyRefusal(204, MSG.NOTA_EXISTS, { extra: { errors: { tmp_transaction_note_number: MSG.NOTA_EXISTS } } });
    }
    throw err;
  }
}
