import type { ReadyNote } from "../../api/kitchen.ts";

/** What a kitchen badge shows first: the table names, else the type or delivery name (spec 02 §2.1). */
export function notePlace(note: Pick<ReadyNote, "m_transaction_table_table_name_list" | "name" | "transaction_name">): string {
  return note.m_transaction_table_table_name_list?.trim() || note.name?.trim() || note.transaction_name?.trim() || "-";
}

/** Ready count as the badge shows it, e.g. `2/3`. */
export function readyCount(note: Pick<ReadyNote, "ready_count" | "dish_count">): string {
  return `${note.ready_count ?? 0}/${note.dish_count ?? 0}`;
}

/** The added (Tambahan) dishes not ready yet, counted by menu: e.g. `2× Es Teh Manis, Nasi Putih`. */
export function addedDishes(note: Pick<ReadyNote, "m_dish_status">): string {
  const counts = new Map<string, number>();
  for (const d of note.m_dish_status) {
    if (d.is_additional && d.is_ready !== 1) {
      counts.set(d.m_menu_nama, (counts.get(d.m_menu_nama) ?? 0) + 1);
    }
  }
  return [...counts.entries()].map(([name, n]) => (n > 1 ? `${n}× ${name}` : name)).join(", ");
}

/** Minutes after which a waiting nota turns orange, then red (10 and 20 min). */
const WAIT_WARN_MIN = 10;
const WAIT_LATE_MIN = 20;

/** The colour of a nota's waiting time: dimmed, orange from WAIT_WARN_MIN, red from WAIT_LATE_MIN. */
export function waitColor(fromMs: number, nowMs: number): string {
  const minutes = (nowMs - fromMs) / 60_000;
  return minutes >= WAIT_LATE_MIN ? "red.8" : minutes >= WAIT_WARN_MIN ? "orange.8" : "dimmed";
}
