/**
 * Open orders and the tables they hold (foundations §2 dashboard, §4 creating a note, §5, §9;
 * docs/API.md "Tables and open orders").
 */
import {
  API_MSG,
  can,
  DELIVERY_PREFIXES,
  deliveryNoteNumber,
  deliveryProviderOf,
  expressNoteNumber,
  FIELD_MSG,
  jakartaParts,
  MIN_LENGTH,
  MSG,
  TRANSACTION_TYPE,
  tableKind,
} from "@waroeng/domain";
import type { CreateOrderBody } from "@waroeng/domain/requests";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { diningTables, orders, orderTables, outlets, transactionTypes, users } from "../../db/schema/index.ts";
import { ApiError, bodyRefusal, notFound } from "../../lib/http.ts";
import type { Auth } from "../../plugins/auth.ts";
import { eventPayload, notifyExpression } from "../../plugins/realtime.ts";
import { typeActiveAt } from "../admin/transaction-types.service.ts";
import { createDeliveryNote } from "./delivery-note.ts";
import { parseOrderTime } from "./order-time.ts";
import { uniqueViolation } from "./order-tx.ts";
import { findOrderHeader, findOrderHeaders, type OrderHeader } from "./orders.queries.ts";

const TABLE_NOT_FOUND = API_MSG.TABLE_NOT_FOUND;
const TYPE_INVALID = API_MSG.TRANSACTION_TYPE_INVALID;
const STAFF_NOT_FOUND = API_MSG.STAFF_NOT_FOUND;

/** A 422 whose message is the first field's, with `errors: { field: message }` (the note forms' refusal). */
export function invalid(errors: Record<string, string>): ApiError {
  const first = Object.values(errors)[0] ?? API_MSG.DATA_INVALID;
  return new ApiError(422, first, { extra: { errors } });
}

/**
 * Checks the note number and customer name for the table and type, and fills them in for an
 * express table: both `SS-` + HHmmss + outlet id + user id when omitted (foundations §9).
 * Delivery types: number ≥ 3 characters, platform prefix added (orders §5). Otherwise: number
 * required, digits only, ≥ 4; customer name required, ≥ 3 (foundations §5).
 * @throws ApiError 422 with `errors: { field: message }`.
 */
export function resolveNoteFields(
  body: CreateOrderBody,
  opts: { express: boolean; typeName: string; outletId: number; userId: number; now: Date; attempt: number },
): { noteNumber: string; customerName: string; auto: boolean } {
  const errors: Record<string, string> = {};
  const auto = opts.express ? expressNoteNumber(opts.now, opts.outletId, opts.userId, opts.attempt) : undefined;
  let noteNumber = body.tmp_transaction_note_number ?? auto;
  const customerName = body.tmp_transaction_customer_name ?? auto;
  const provider = deliveryProviderOf(opts.typeName);
  if (noteNumber === undefined) {
    errors.tmp_transaction_note_number = FIELD_MSG.NOTE_NUMBER_REQUIRED;
  } else if (noteNumber !== auto) {
    if (provider) {
      noteNumber = deliveryNoteNumber(provider, noteNumber);
      // ≥ 3 characters typed, the prefix not counted ("GF-12" is "12").
      if (noteNumber.length - DELIVERY_PREFIXES[provider].length < MIN_LENGTH.onlineNoteNumber) {
        errors.tmp_transaction_note_number = FIELD_MSG.ONLINE_NOTE_NUMBER_MIN;
      }
    } else if (!/^\d+$/.test(noteNumber)) {
      errors.tmp_transaction_note_number = FIELD_MSG.NOTE_NUMBER_NUMERIC;
    } else if (noteNumber.length < MIN_LENGTH.noteNumber) {
      errors.tmp_transaction_note_number = FIELD_MSG.NOTE_NUMBER_MIN;
    }
  }
  if (customerName === undefined) {
    errors.tmp_transaction_customer_name = FIELD_MSG.CUSTOMER_NAME_REQUIRED;
  } else if (customerName !== auto && !provider && customerName.length < MIN_LENGTH.customerName) {
    errors.tmp_transaction_customer_name = FIELD_MSG.CUSTOMER_NAME_MIN;
  }
  if (Object.keys(errors).length > 0 || noteNumber === undefined || customerName === undefined) {
    throw invalid(errors);
  }
  return { noteNumber, customerName, auto: noteNumber === auto };
}

/** Express auto-names tried before giving up (`SS-…`, `SS-…-2`, … `SS-…-20`): one cashier, one second. */
const EXPRESS_NAME_ATTEMPTS = 20;

/** The outlet's active tables with these ids. @throws ApiError 404 `Meja tidak ditemukan` if any is missing. */
export async function loadTables(db: DbOrTx, outletId: number, ids: number[]) {
  const rows = await db
    .select({ id: diningTables.id, type: diningTables.type })
    .from(diningTables)
    .where(and(eq(diningTables.outletId, outletId), eq(diningTables.active, true), inArray(diningTables.id, ids)));
  if (rows.length !== ids.length) {
    throw notFound(TABLE_NOT_FOUND);
  }
  return rows;
}

/**
 * The transaction type named `name` (any case), or the default for the table type; a type the
 * outlet switched off in the back office (issue 14) is refused like an unknown one.
 */
export async function resolveType(db: DbOrTx, name: string | undefined, tableType: string, outletId: number) {
  const where = name
    ? eq(sql`lower(${transactionTypes.name})`, name.trim().toLowerCase())
    : eq(transactionTypes.id, tableKind(tableType) === "dine_in" ? TRANSACTION_TYPE.DINE_IN : TRANSACTION_TYPE.TAKE_AWAY);
  const rows = await db
    .select()
    .from(transactionTypes)
    .where(and(where, typeActiveAt(outletId)));
  const row = rows[0];
  if (!row) {
    throw invalid({ tmp_transaction_m_t_t_name: TYPE_INVALID });
  }
  return row;
}

/**
 * The staff member picked on the staff form (`m_transaction_table_by`, Karyawan), else the user. Only
 * an active user of the outlet whose role takes orders (the matrix's `order.take`: the STAF PELAYANAN
 * list of /odcr) may be picked.
 */
export async function resolveWaiter(db: DbOrTx, outletId: number, picked: number | undefined, userId: number): Promise<number> {
  if (picked === undefined || picked === userId) {
    return userId;
  }
  const rows = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, picked), eq(users.outletId, outletId), eq(users.active, true)));
  if (!rows[0] || !can(rows[0].role, "order.take")) {
    throw invalid({ m_transaction_table_by: STAFF_NOT_FOUND });
  }
  return picked;
}

/**
 * Opens an order (POST /tmp-transaction) on its main table plus merged tables, in one
 * statement (so one transaction; its event inside): the order row (outlet's tax, service charge and rounding snapshotted; cashier and
 * waiter = the user unless a staff member is picked) and one tmp_transaction_meja row per table.
 * Without a table: a delivery-platform note holding none (`createDeliveryNote`, delivery-note.ts).
 * Races are settled by unique indexes: a held table → HTTP 200 meta.code 204 `Meja sudah digunakan`
 * (`… kasir lain` for an express table); an order of the outlet with the same number opened the same
 * Asia/Jakarta business date (open or closed), or still open from an earlier day → HTTP 200 meta.code 204
 * `Nomor Nota sudah ada` (unique indexes `tmp_transaction_day_nota_uq`, `tmp_transaction_open_nota_uq`).
 * @returns the new order id.
 */
export async function createOrder(db: Db, auth: Auth, body: CreateOrderBody, now = new Date()): Promise<number> {
  const outletId = auth.outletId;
  const mainId = body.tmp_transaction_m_meja_id;
  if (mainId === undefined) {
    return createDeliveryNote(db, auth, body, now);
  }
  const merged = (body.tmp_transaction_table_list ?? "").split(",").filter(Boolean).map(Number);
  const tableIds = [...new Set([mainId, ...merged])];
  const tables = await loadTables(db, outletId, tableIds);
  const mainType = tables.find((t) => t.id === mainId)?.type ?? "meja";
  if (tableKind(mainType) === "dine_in" && !can(auth.role, "order.dineIn")) {
    // wbd does not see the dine-in MEJA card (foundations §6): the call is refused too.
    throw new ApiError(403, MSG.ACCESS_DENIED, { title: MSG.ACCESS_DENIED_TITLE });
  }
  const express = tableKind(mainType) === "express";
  const type = await resolveType(db, body.tmp_transaction_m_t_t_name, mainType, outletId);
  const nameFor = (attempt: number) =>
    resolveNoteFields(body, { express, typeName: type.name, outletId, userId: auth.userId, now, attempt });
  nameFor(1); // refuse a bad form before anything else
  const orderTime = parseOrderTime(body.tmp_transaction_order_time, now, "tmp_transaction_order_time");
  const kitchenDone = body.tmp_transaction_kitchen_done_time
    ? parseOrderTime(body.tmp_transaction_kitchen_done_time, now, "tmp_transaction_kitchen_done_time")
    : null;
  const waiterId = await resolveWaiter(db, outletId, body.m_transaction_table_by, auth.userId);
  // An express name already taken (the same cashier opened another express table in the same
  // second) takes the next suffix; a nota number typed by the user is refused as before.
  for (let attempt = 1; ; attempt++) {
    const { noteNumber, customerName, auto } = nameFor(attempt);
    try {
      return await insertOrder(db, auth, {
        noteNumber,
        customerName,
        body,
        mainId,
        tableIds,
        type,
        orderTime,
        kitchenDone,
        waiterId,
        express,
        now,
      });
    } catch (err) {
      const taken = err instanceof ApiError && err.message === MSG.NOTA_EXISTS;
      if (!(taken && auto && attempt < EXPRESS_NAME_ATTEMPTS)) {
        throw err;
      }
    }
  }
}

/** What insertOrder writes: the checked form and the resolved names, tables, type and times. */
interface NewOrder {
  noteNumber: string;
  customerName: string;
  body: CreateOrderBody;
  mainId: number;
  tableIds: number[];
  type: { id: number };
  orderTime: Date;
  kitchenDone: Date | null;
  waiterId: number;
  express: boolean;
  now: Date;
}

/**
 * The row of a new order (createOrder, createDeliveryNote): business date in Jakarta, the cashier, and
 * the outlet's tax, service and rounding read inside the insert (subqueries), so the order keeps the
 * rates in force when it opened. `tableId` null for a delivery note.
 */
export function newOrderRow(
  db: Db,
  auth: Auth,
  o: Pick<NewOrder, "noteNumber" | "customerName" | "body" | "type" | "orderTime" | "kitchenDone" | "waiterId" | "now"> & {
    tableId: number | null;
  },
) {
  const ofOutlet = (column: typeof outlets.taxRateBp | typeof outlets.serviceChargeRateBp | typeof outlets.rounding) =>
    sql`(${db.select({ v: column }).from(outlets).where(eq(outlets.id, auth.outletId))})`;
  return {
    outletId: auth.outletId,
    noteNumber: o.noteNumber,
    businessDate: jakartaParts(o.now).date,
    customerName: o.customerName,
    orderTime: o.orderTime,
    kitchenDoneTime: o.kitchenDone,
    memberId: o.body.tmp_transaction_member_id ?? "",
    tableId: o.tableId,
    transactionTypeId: o.type.id,
    cashierId: auth.userId,
    waiterId: o.waiterId,
    taxRateBp: ofOutlet(outlets.taxRateBp),
    serviceChargeRateBp: ofOutlet(outlets.serviceChargeRateBp),
    rounding: ofOutlet(outlets.rounding),
  };
}

/** The one statement of createOrder; unique violations → the spec's refusals. */
async function insertOrder(db: Db, auth: Auth, o: NewOrder): Promise<number> {
  const { mainId, tableIds, express } = o;
  const outletId = auth.outletId;
  // ONE statement (atomic without begin/commit): the order with the outlet's rates read in it, its
  // tables, and the event carrying the new order's id.
  try {
    const created = db.$with("created").as(
      db
        .insert(orders)
        .values(newOrderRow(db, auth, { ...o, tableId: mainId }))
        .returning({ id: orders.id }),
    );
    const orderId = sql`(select ${created.id} from ${created})`;
    const event = eventPayload({ topic: "orders", tableIds });
    const payload = sql`json_strip_nulls(json_build_object('topic', 'orders', 'orderId', ${created.id},
      'tableIds', ${event.tableIds ? JSON.stringify(event.tableIds) : null}::json, 'outletId', ${outletId}::int))`;
    const rows = await db
      .with(created)
      .insert(orderTables)
      .values(tableIds.map((tableId) => ({ orderId, tableId })))
      .returning({ orderId: orderTables.orderId, notified: sql`(select ${notifyExpression(payload)} from ${created})` });
    const row = rows[0];
    if (!row) {
      throw new Error("insert into tmp_transaction returned no row");
    }
    return row.orderId;
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint === "tmp_transaction_meja_table_uq") {
      throw bodyRefusal(204, express ? MSG.TABLE_IN_USE_EXPRESS : MSG.TABLE_IN_USE, { title: MSG.OOPS_TITLE });
    }
    if (constraint === "tmp_transaction_open_nota_uq" || constraint === "tmp_transaction_day_nota_uq") {
      // `errors` names the field at fault (as a 422 does), so a client keeps the form open by a field, not the text.
      throw bodyRefusal(204, MSG.NOTA_EXISTS, { extra: { errors: { tmp_transaction_note_number: MSG.NOTA_EXISTS } } });
    }
    throw err;
  }
}

/**
 * Open orders of the outlet keyed by every table they hold (merged ones too), optionally only
 * for `tableIds` (GET /tmp-transaction).
 */
export async function openOrdersByTable(db: DbOrTx, outletId: number, tableIds?: number[]): Promise<Map<number, OrderHeader>> {
  const keep = tableIds ? new Set(tableIds) : undefined;
  const out = new Map<number, OrderHeader>();
  for (const h of await findOrderHeaders(db, outletId, eq(orders.status, 0))) {
    for (const t of h.tables) {
      if (!keep || keep.has(t.id)) {
        out.set(t.id, h);
      }
    }
  }
  return out;
}

/** Open delivery-platform (ojol group) orders of the outlet, oldest first (GET /tmp-transaction?ojol=true). */
export async function openDeliveryOrders(db: DbOrTx, outletId: number): Promise<OrderHeader[]> {
  const all = await findOrderHeaders(db, outletId, eq(orders.status, 0));
  return all.filter((h) => h.typeGroup === "ojol");
}

/**
 * The open order holding a table (GET /tmp-transaction/cek-meja/{tableId}): its id, or 0 when free.
 * @throws ApiError 404 `Meja tidak ditemukan` for a table of another outlet or unknown.
 */
export async function tableHolder(db: DbOrTx, outletId: number, tableId: number): Promise<number> {
  await loadTables(db, outletId, [tableId]);
  const rows = await db
    .select({ id: orders.id })
    .from(orderTables)
    .innerJoin(orders, eq(orders.id, orderTables.orderId))
    .where(and(eq(orderTables.tableId, tableId), eq(orders.outletId, outletId), eq(orders.status, 0)));
  return rows[0]?.id ?? 0;
}

/** 1 when the order exists in the outlet and is open, else 0 (GET /tmp-transaction/cek/{id}). */
export async function orderIsOpen(db: DbOrTx, outletId: number, orderId: number): Promise<0 | 1> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.outletId, outletId), eq(orders.status, 0)));
  return rows[0] ? 1 : 0;
}

/**
 * One order of the outlet, open or closed (GET /tmp-transaction/{id}).
 * @throws ApiError 404 `Maaf! Transaksi tidak ditemukan`.
 */
export async function getOrder(db: DbOrTx, outletId: number, orderId: number): Promise<OrderHeader> {
  const h = await findOrderHeader(db, outletId, orderId);
  if (!h) {
    throw notFound(MSG.TRANSACTION_NOT_FOUND);
  }
  return h;
}
