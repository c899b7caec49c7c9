/**
 * The note form's values and the payloads built from them (foundations §4, §5; payment spec §5
 * update nota form): a new note (POST /tmp-transaction) or an edit (POST /tmp-transaction/{id}).
 */
import { jakartaParts } from "@waroeng/domain";
import type { CreateNotePayload, Order, UpdateNotePayload } from "../../api/tables.ts";

export interface NoteFormValues {
  tmp_transaction_note_number: string;
  tmp_transaction_customer_name: string;
  /** `HH:mm`, Jakarta. */
  tmp_transaction_order_time: string;
  /** `HH:mm`, Jakarta, or "". */
  tmp_transaction_kitchen_done_time: string;
  tmp_transaction_m_meja_id: number;
  tmp_transaction_member_id: string;
  /** Merged table ids (besides the main table). */
  tmp_transaction_table_list: string[];
}

/**
 * A fresh form for a free table: order time now (Jakarta), the nota number `proposed` by nota
 * otomatis (GET /tmp-transaction/nota-otomatis) or empty, everything else empty.
 */
export function blankNote(tableId: number, proposed: string | null = null): NoteFormValues {
  return {
    tmp_transaction_note_number: proposed ?? "",
    tmp_transaction_customer_name: "",
    tmp_transaction_order_time: jakartaParts(new Date()).time,
    tmp_transaction_kitchen_done_time: "",
    tmp_transaction_m_meja_id: tableId,
    tmp_transaction_member_id: "",
    tmp_transaction_table_list: [],
  };
}

/** The ids of the tables the order holds besides its main table. */
export function mergedTableIds(order: Order): number[] {
  return order.tmp_transaction_table_list
    .split(",")
    .filter(Boolean)
    .map(Number)
    .filter((id) => id !== order.tmp_transaction_m_meja_id);
}

/** The edit form prefilled from GET /tmp-transaction/{id}. */
export function noteFromOrder(order: Order): NoteFormValues {
  const kitchen = order.tmp_transaction_kitchen_done_time;
  return {
    tmp_transaction_note_number: order.tmp_transaction_note_number,
    tmp_transaction_customer_name: order.tmp_transaction_customer_name,
    tmp_transaction_order_time: jakartaParts(new Date(order.tmp_transaction_order_time)).time,
    tmp_transaction_kitchen_done_time: kitchen ? jakartaParts(new Date(kitchen)).time : "",
    tmp_transaction_m_meja_id: order.tmp_transaction_m_meja_id,
    tmp_transaction_member_id: order.tmp_transaction_member_id ?? "",
    tmp_transaction_table_list: mergedTableIds(order).map(String),
  };
}

/**
 * POST /tmp-transaction form from the values; `dineIn` sends the type and the merged tables. A nota
 * number left as nota otomatis `proposed` it is not sent: the server assigns the next free one (the
 * same, unless another till took it meanwhile); an edited number is sent and checked as typed.
 */
export function toCreatePayload(v: NoteFormValues, dineIn: boolean, proposed: string | null = null): CreateNotePayload {
  const note = v.tmp_transaction_note_number.trim();
  return {
    tmp_transaction_m_meja_id: v.tmp_transaction_m_meja_id,
    ...(proposed !== null && note === proposed ? {} : { tmp_transaction_note_number: note }),
    tmp_transaction_customer_name: v.tmp_transaction_customer_name.trim(),
    tmp_transaction_order_time: v.tmp_transaction_order_time,
    tmp_transaction_m_t_t_name: dineIn ? "dine in" : "take away",
    ...(v.tmp_transaction_kitchen_done_time ? { tmp_transaction_kitchen_done_time: v.tmp_transaction_kitchen_done_time } : {}),
    ...(v.tmp_transaction_member_id.trim() ? { tmp_transaction_member_id: v.tmp_transaction_member_id.trim() } : {}),
    ...(dineIn && v.tmp_transaction_table_list.length > 0 ? { tmp_transaction_table_list: v.tmp_transaction_table_list.join(",") } : {}),
  };
}

/**
 * POST /tmp-transaction/{id} form from the values. The clock times keep the order's own Jakarta
 * date (an order opened before midnight stays on its day), sent as a zone-less date-time.
 */
export function toUpdatePayload(order: Order, v: NoteFormValues): UpdateNotePayload {
  const day = jakartaParts(new Date(order.tmp_transaction_order_time)).date;
  const kitchen = order.tmp_transaction_kitchen_done_time;
  const kitchenDay = kitchen ? jakartaParts(new Date(kitchen)).date : day;
  return {
    tmp_transaction_id: order.tmp_transaction_id,
    tmp_transaction_note_number: order.tmp_transaction_note_number,
    tmp_transaction_customer_name: v.tmp_transaction_customer_name.trim(),
    tmp_transaction_order_time: `${day}T${v.tmp_transaction_order_time}`,
    tmp_transaction_kitchen_done_time: v.tmp_transaction_kitchen_done_time ? `${kitchenDay}T${v.tmp_transaction_kitchen_done_time}` : "",
    tmp_transaction_member_id: v.tmp_transaction_member_id.trim(),
    tmp_transaction_table_list: v.tmp_transaction_table_list.join(","),
  };
}
