import { isDineIn, jakartaParts, MSG_TEMPLATES } from "@waroeng/domain";
import type { PickupNote } from "../../api/kitchen.ts";

/** Card header: `Meja {tables}` for dine-in ("Meja 3, Meja 4" → "Meja 3, 4"), else the type or delivery name. */
export function pickupHeader(note: PickupNote): string {
  if (isDineIn(note.m_t_t_id)) {
    const tables = (note.m_transaction_table_table_name_list ?? "")
      .split(",")
      .map((t) => t.trim().replace(/^meja\s+/i, ""))
      .filter(Boolean)
      .join(", ");
    return MSG_TEMPLATES.tablesHeader(tables || "-");
  }
  return note.name?.trim() || note.transaction_name?.trim() || "-";
}

/** Order time as HH:mm in Asia/Jakarta; accepts an ISO timestamp or an `HH:mm[:ss]` clock time. */
export function clockTime(value: string | null | undefined): string {
  if (!value) {
    return "-";
  }
  if (/^\d{1,2}:\d{2}/.test(value)) {
    return value.slice(0, 5).padStart(5, "0");
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : jakartaParts(date).time;
}

/** The waiter who entered the nota (Pelayan Input). */
export function waiterName(note: PickupNote): string {
  return note.user_input.name.trim() || "-";
}
