/**
 * Request schemas of the orders area (foundations §5 note form, §7; orders spec §5, §7).
 * Form payloads arrive as JSON, urlencoded or multipart: numbers may be strings.
 * The staff-side (older) field names are accepted beside the cashier-side ones.
 */

import { z } from "zod";
import { boundedText, FIELD_MSG, MAX_LENGTH, MIN_LENGTH, noteFormSchema, optionalId, tableListText } from "../index.ts";
import { type FormOf, pathId } from "./common.ts";

function blank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** "[3,4]", "3,4", [3, 4] or 3 → "3,4"; anything else is passed on for the schema to refuse. */
function tableListInput(value: unknown): unknown {
  if (typeof value === "string" && value.trim().startsWith("[")) {
    try {
      return tableListInput(JSON.parse(value));
    } catch {
      return value;
    }
  }
  if (Array.isArray(value)) {
    return value.map((v) => String(v).trim()).join(",");
  }
  return value;
}

/** Staff-side name → cashier-side name (orders spec §7, older POST /tmp-transaction form). */
const STAFF_ALIASES = [
  ["m_transaction_table_note_number", "tmp_transaction_note_number"],
  ["m_transaction_table_customer_name", "tmp_transaction_customer_name"],
  ["m_transaction_table_order_time", "tmp_transaction_order_time"],
  ["m_transaction_table_type_transaction", "tmp_transaction_m_t_t_name"],
  ["m_transaction_table_m_meja_id", "tmp_transaction_m_meja_id"],
] as const;

/**
 * Copies staff-side fields onto the cashier-side names when those are blank. A staff-side
 * `m_transaction_table_table_list` (JSON list of table ids) gives the main table (first id) when
 * no `tmp_transaction_m_meja_id` is sent, and the rest as merged tables.
 */
function applyAliases(input: unknown): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return input;
  }
  const out: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const [from, to] of STAFF_ALIASES) {
    if (blank(out[to]) && !blank(out[from])) {
      out[to] = out[from];
    }
  }
  const staffList = tableListInput(out.m_transaction_table_table_list);
  if (typeof staffList === "string" && staffList !== "" && blank(out.tmp_transaction_table_list)) {
    const ids = staffList.split(",");
    if (blank(out.tmp_transaction_m_meja_id)) {
      out.tmp_transaction_m_meja_id = ids.shift();
    }
    out.tmp_transaction_table_list = ids.join(",");
  }
  out.tmp_transaction_table_list = tableListInput(out.tmp_transaction_table_list);
  return out;
}

const shape = noteFormSchema.shape;

/** Optional trimmed text of at most `max` characters: blank is not given; numbers are read as text. */
const optionalText = (max: number, maxMessage: string) =>
  z.preprocess((v) => (blank(v) ? undefined : typeof v === "number" ? String(v) : v), boundedText(max, maxMessage).optional());

/**
 * `POST /tmp-transaction`. The note number and customer name rules depend on the table (express:
 * may be omitted) and on the type (delivery: ≥ 3 with platform prefix), so the service checks them.
 * A delivery-platform type (`m_t_t_group` ojol) needs no table: without one the note holds none.
 * `m_transaction_table_by`: the staff member taking the order (staff form's Karyawan).
 */
export const createOrderBody = z.preprocess(
  applyAliases,
  z.object({
    // Absent (0, "") for a delivery-platform note, which holds no table; the service refuses a
    // missing table for any other type with `Meja harus dipilih!`.
    tmp_transaction_m_meja_id: optionalId(FIELD_MSG.TABLE_REQUIRED),
    tmp_transaction_note_number: optionalText(MAX_LENGTH.noteNumber, FIELD_MSG.NOTE_NUMBER_MAX),
    tmp_transaction_customer_name: optionalText(MAX_LENGTH.name, FIELD_MSG.CUSTOMER_NAME_MAX),
    tmp_transaction_order_time: shape.tmp_transaction_order_time,
    tmp_transaction_kitchen_done_time: shape.tmp_transaction_kitchen_done_time,
    tmp_transaction_member_id: shape.tmp_transaction_member_id,
    tmp_transaction_m_t_t_name: shape.tmp_transaction_m_t_t_name,
    tmp_transaction_table_list: shape.tmp_transaction_table_list,
    m_transaction_table_by: optionalId(),
  }),
);
export type CreateOrderBody = z.output<typeof createOrderBody>;

/**
 * The older staff-side form of `POST /tmp-transaction` (orders §7), as a client sends it: each
 * staff-side name carries its cashier-side field's value (`STAFF_ALIASES`),
 * `m_transaction_table_table_list` is a JSON list of table ids, main first ("[3,4]"), and
 * `m_transaction_table_by` the staff member.
 */
export type StaffNoteForm = {
  [A in (typeof STAFF_ALIASES)[number] as A[0]]?: FormOf<typeof createOrderBody>[A[1]];
} & { m_transaction_table_table_list?: string; m_transaction_table_by?: number };

/**
 * A field the edit form may clear: absent → undefined (unchanged), blank or null → null (cleared),
 * numbers read as text.
 */
function clearable(value: unknown): unknown {
  if (value === undefined) {
    return undefined;
  }
  if (blank(value)) {
    return null;
  }
  return typeof value === "number" ? String(value) : value;
}

/** A table list to clear or replace: "[3,4]", "3, 4" or [3, 4] → "3,4"; [] or "" → null. */
function clearableTableList(value: unknown): unknown {
  const text = tableListInput(value);
  return clearable(typeof text === "string" ? text.replace(/\s+/g, "") : text);
}

/**
 * `POST /tmp-transaction/{id}` (foundations §4 Editing a note, payment §5 update nota form).
 * `tmp_transaction_note_number` is only compared with the order's (it is locked);
 * `tmp_transaction_kitchen_done_time`, `tmp_transaction_member_id` (≥ 5) and
 * `tmp_transaction_table_list` (merged tables) are left as they are when absent and cleared when
 * blank (null). `tmp_transaction_id` may repeat the path id; the path wins.
 */
export const updateOrderBody = z.object({
  tmp_transaction_id: optionalId(),
  tmp_transaction_note_number: optionalText(MAX_LENGTH.noteNumber, FIELD_MSG.NOTE_NUMBER_MAX),
  tmp_transaction_customer_name: shape.tmp_transaction_customer_name,
  tmp_transaction_order_time: shape.tmp_transaction_order_time,
  tmp_transaction_kitchen_done_time: z.preprocess(clearable, shape.tmp_transaction_order_time.nullable().optional()),
  tmp_transaction_member_id: z.preprocess(
    clearable,
    boundedText(MAX_LENGTH.memberId, FIELD_MSG.MEMBER_ID_MAX)
      .min(MIN_LENGTH.memberId, { error: FIELD_MSG.MEMBER_ID_MIN })
      .nullable()
      .optional(),
  ),
  tmp_transaction_table_list: z.preprocess(clearableTableList, tableListText().nullable().optional()),
});
export type UpdateOrderBody = z.output<typeof updateOrderBody>;

/** `GET /tmp-transaction`: optional JSON list of table ids to keep; `ojol=true` lists delivery orders. */
export const listOrdersQuery = z.object({
  json_m_transaction_table_table_list: z.preprocess((v) => (blank(v) ? undefined : tableListInput(v)), tableListText().optional()),
  ojol: z.enum(["true", "false", "1", "0"]).optional(),
});

/** A positive int4 id from the path. */
export const tableIdParam = z.object({ tableId: pathId() });

/**
 * A production status a client sends along (0 not sent, 1 sent; blank = not given). Read, checked,
 * and not trusted: the server decides from the line's own stored status (docs: add-menu).
 */
const clientProductionStatus = () =>
  z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === "string" ? v.trim() : v),
    z.union([z.literal(0), z.literal(1), z.literal("0"), z.literal("1")], { error: FIELD_MSG.FLAG_INVALID }).optional(),
  );

/**
 * `POST /m-transaction-meja/add-menu` (cashier- or staff-side names): the spec's client sends all
 * five fields (payment §7), `tmp_transaction_detail_id` 0 or empty for a new line (every optional
 * id: 0, "" and null are "not given", `optionalId`).
 */
export const addMenuBody = z.object({
  tmp_transaction_detail_m_produk_id: optionalId(),
  m_transaction_menu_menu_id: optionalId(),
  tmp_transaction_detail_tmp_transaction_id: optionalId(),
  m_transaction_menu_table_id: optionalId(),
  transactionId: optionalId(),
  tmp_transaction_detail_id: optionalId(),
  m_transaction_menu_id: optionalId(),
  tmp_transaction_detail_production_status: clientProductionStatus(),
  m_transaction_menu_production_status: clientProductionStatus(),
});
export type AddMenuBody = z.output<typeof addMenuBody>;

/**
 * `POST /m-transaction-meja/reduce-menu`: the line, cashier- or staff-side name. `role_user` (payment
 * §7) is accepted and bounded but never trusted: the role is the session's.
 */
export const reduceMenuBody = z.object({
  tmp_transaction_detail_id: optionalId(),
  m_transaction_menu_id: optionalId(),
  role_user: z.preprocess((v) => (blank(v) ? undefined : v), boundedText(MAX_LENGTH.query, FIELD_MSG.TEXT_MAX).optional()),
});

/** `GET /transaction-detail`: the order, cashier- or staff-side name. */
export const transactionDetailQuery = z.object({
  tmp_transaction_detail_tmp_transaction_id: optionalId(),
  m_transaction_menu_table_id: optionalId(),
});
