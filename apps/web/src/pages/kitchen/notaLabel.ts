import type { ReadyNota } from "../../api/kitchen.ts";

/** What a kitchen badge shows first: the table names, else the type or delivery name (spec 02 §2.1). */
export function notaPlace(nota: Pick<ReadyNota, "m_transaction_table_table_name_list" | "name" | "transaction_name">): string {
  return nota.m_transaction_table_table_name_list?.trim() || nota.name?.trim() || nota.transaction_name?.trim() || "-";
}

/** Ready count as the badge shows it, e.g. `2/3`. */
export function readyCount(nota: Pick<ReadyNota, "ready_count" | "dish_count">): string {
  return `${nota.ready_count ?? 0}/${nota.dish_count ?? 0}`;
}
