/**
 * Dishes and notas on the wire (docs/API.md "Kitchen and pickup"): the spec's m_dish_status and
 * m_transaction_table names. Flags are 0/1; times ISO 8601 UTC.
 */
import { allServed, customMenuText } from "@waroeng/domain";
import type { DishRow, NotaPage } from "./dish.queries.ts";
import type { OrderHeader } from "./order-header.queries.ts";

/** "dine in" → "Dine In", "shopeefood" → "Shopeefood": the type as the staff screens show it. */
export function typeLabel(name: string): string {
  return name
    .split(" ")
    .map((w) => (w ? w[0]?.toUpperCase() + w.slice(1) : w))
    .join(" ");
}

/**
 * One dish (m_dish_status). `custom_menu`: the options, then the note (domain `customMenuText`), as
 * the spec's client reads it; `options` (prices per unit in minor units) and `custom_note` apart.
 */
export function presentDish(r: DishRow) {
  const d = r.dish;
  return {
    m_dish_status_id: d.id,
    id: d.id,
    m_dish_status_menu_id: d.menuItemId,
    m_dish_status_table_id: d.orderId,
    m_dish_status_transaction_menu_id: d.orderLineId,
    m_dish_status_menu_jenis_id: d.menuTypeId,
    m_dish_status_kategori_id: d.categoryId,
    m_dish_status_plot_produksi_id: d.stationId,
    m_menu_jenis_nama: r.menuTypeName,
    m_menu_jenis_ambil: r.pickup,
    is_ready: d.isReady,
    is_served: d.isServed,
    is_additional: d.isAdditional ? 1 : 0,
    is_cancelled: d.isCancelled ? 1 : 0,
    is_delivered: d.deliveredAt ? 1 : 0,
    custom_menu: customMenuText(d.options, d.customMenu),
    options: d.options,
    custom_note: d.customMenu,
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
    m_menu_nama: r.menuName,
    name: typeLabel(r.typeName),
    m_t_t_id: r.typeId,
    m_transaction_table_note_number: r.noteNumber,
    m_transaction_table_customer_name: r.customerName,
  };
}

function notaHead(h: OrderHeader) {
  const o = h.order;
  const label = typeLabel(h.typeName);
  return {
    m_transaction_table_id: o.id,
    m_transaction_table_note_number: o.noteNumber,
    m_transaction_table_customer_name: o.customerName,
    m_transaction_table_table_name_list: h.tables.map((t) => t.name).join(", "),
    m_transaction_table_table_list: h.tables.map((t) => t.id),
    m_transaction_table_order_time: o.orderTime.toISOString(),
    m_transaction_table_status: o.status,
    m_t_t_id: o.transactionTypeId,
    name: label,
    transaction_name: label,
  };
}

/** A nota badge of the kitchen-prep screen (ready-status), with its pending dishes. */
export function presentReadyNota(h: OrderHeader, dishes: DishRow[]) {
  return {
    ...notaHead(h),
    dish_count: dishes.length,
    ready_count: dishes.filter((d) => d.dish.isReady === 1).length,
    m_dish_status: dishes.map(presentDish),
  };
}

/** A nota card of the pickup / active-orders screens. `all_served`: the Selesai button shows. */
export function presentPickupNota(h: OrderHeader, dishes: DishRow[]) {
  const list = dishes.map(presentDish);
  return {
    ...notaHead(h),
    user_input: { id: h.order.waiterId ?? h.order.cashierId, name: h.waiterName ?? h.cashierName },
    all_served: allServed(list),
    m_dish_status: list,
  };
}

/** The paged reply `{current_page, last_page, per_page, total, data}`. */
export function presentPage<T>(page: NotaPage, perPage: number, data: T[]) {
  return { current_page: page.page, last_page: page.lastPage, per_page: perPage, total: page.total, data };
}
