/**
 * The fields of a new order, checked and resolved (foundations §4 creating a note, §5, §9; orders §5):
 * note number and customer name, tables, transaction type, waiter, and the row createOrder and
 * createDeliveryNote insert.
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
  TRANSACTION_TYPE,
  tableKind,
} from "@waroeng/domain";
import type { CreateOrderBody } from "@waroeng/domain/requests";
import { and, eq, type Placeholder, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import { diningTables, outlets, transactionTypes, users } from "../../db/schema/index.ts";
import { ApiError, notFound } from "../../lib/http.ts";
import type { Auth } from "../../plugins/auth.ts";

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
 * express table: both `SS-` + HHmmss + outlet id + user id when omitted (foundations §9). With
 * "nota otomatis" on, `proposed` (the day's next free number, nota-auto.ts) is the number of a
 * dine-in or take-away note sent without one; the customer name is still required.
 * Delivery types: number ≥ 3 characters, platform prefix added (orders §5). Otherwise: number
 * required, digits only, ≥ 4; customer name required, ≥ 3 (foundations §5).
 * @throws ApiError 422 with `errors: { field: message }`.
 */
export function resolveNoteFields(
  body: CreateOrderBody,
  opts: { express: boolean; typeName: string; outletId: number; userId: number; now: Date; attempt: number; proposed?: string | null },
): { noteNumber: string; customerName: string; auto: boolean } {
  const errors: Record<string, string> = {};
  const provider = deliveryProviderOf(opts.typeName);
  const named = opts.express ? expressNoteNumber(opts.now, opts.outletId, opts.userId, opts.attempt) : undefined;
  const auto = named ?? (provider ? undefined : (opts.proposed ?? undefined));
  let noteNumber = body.tmp_transaction_note_number ?? auto;
  const customerName = body.tmp_transaction_customer_name ?? named;
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
  } else if (customerName !== named && !provider && customerName.length < MIN_LENGTH.customerName) {
    errors.tmp_transaction_customer_name = FIELD_MSG.CUSTOMER_NAME_MIN;
  }
  if (Object.keys(errors).length > 0 || noteNumber === undefined || customerName === undefined) {
    throw invalid(errors);
  }
  return { noteNumber, customerName, auto: noteNumber === auto };
}

/**
 * The outlet's active tables with these ids (`{ id, type }` each; one statement built once: db/prepared.ts).
 * @throws ApiError 404 `Meja tidak ditemukan` if any is missing.
 */
export async function loadTables(db: DbOrTx, outletId: number, ids: number[]) {
  const rows = await prepared(db, "order_tables", () =>
    db
      .select({ id: diningTables.id, type: diningTables.type })
      .from(diningTables)
      .where(
        and(
          eq(diningTables.outletId, sql.placeholder("outletId")),
          eq(diningTables.active, true),
          sql`${diningTables.id} = any(${sql.placeholder("ids")}::int[])`,
        ),
      )
      .prepare("order_tables"),
  ).execute({ outletId, ids });
  if (rows.length !== ids.length) {
    throw notFound(TABLE_NOT_FOUND);
  }
  return rows;
}

/**
 * The transaction type named `name` (any case), or the default for the table type; a type the
 * outlet switched off in the back office is refused like an unknown one.
 */
export async function resolveType(db: DbOrTx, name: string | undefined, tableType: string, outletId: number) {
  // Two statements built once (db/prepared.ts): by name (any case), or by id.
  const build = (named: boolean) => () =>
    db
      .select()
      .from(transactionTypes)
      .where(
        and(
          named ? eq(sql`lower(${transactionTypes.name})`, sql.placeholder("name")) : eq(transactionTypes.id, sql.placeholder("id")),
          typeActiveAt(sql.placeholder("outletId")),
        ),
      )
      .prepare(named ? "order_type_by_name" : "order_type_by_id");
  const rows = name
    ? await prepared(db, "order_type_by_name", build(true)).execute({ name: name.trim().toLowerCase(), outletId })
    : await prepared(db, "order_type_by_id", build(false)).execute({
        id: tableKind(tableType) === "dine_in" ? TRANSACTION_TYPE.DINE_IN : TRANSACTION_TYPE.TAKE_AWAY,
        outletId,
      });
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

/** Types inactive at the outlet (SQL condition on m_transaction_type rows): for the till's lists. */
function typeActiveAt(outletId: Placeholder) {
  return sql`not exists (select 1 from m_transaction_type_setting s where s.m_w_id = ${outletId}::int
    and s.m_t_t_id = ${transactionTypes.id} and not s.m_t_t_active)`;
}

/** What insertOrder writes: the checked form and the resolved names, tables, type and times. */
export interface NewOrder {
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
