/**
 * Builders of live `dishes` events' orders for the web tests of the in-place list updates
 * (lib/livePatch.ts, lib/productionPatch.ts): dishes and orders as the server sends them
 * (docs/API.md "Live events", `order`).
 */
import type { LiveOrder } from "@waroeng/domain/wire";
import type { Dish } from "../api/kitchen.ts";

/** 10:00 in Jakarta on the tests' day (03:00 UTC). */
export const T0 = Date.parse("2026-11-29T03:00:00Z");

let nextDish = 100;

/**
 * A dish of order `orderId`: dine in, menu 7 "Ayam Bakar" of food type 2 at no station, pending and
 * not ready, sent at T0; `over` changes any field.
 */
export function liveDish(orderId: number, over: Partial<Dish> = {}): Dish {
  const id = nextDish++;
  return {
    m_dish_status_id: id,
    id,
    m_dish_status_menu_id: 7,
    m_dish_status_table_id: orderId,
    m_dish_status_transaction_menu_id: 1,
    m_dish_status_menu_jenis_id: 2,
    m_dish_status_kategori_id: 3,
    m_dish_status_plot_produksi_id: null,
    m_menu_jenis_nama: "Makanan",
    m_menu_jenis_ambil: "makan",
    is_ready: 0,
    is_served: 0,
    is_additional: 0,
    is_cancelled: 0,
    is_delivered: 0,
    custom_menu: "",
    options: [],
    custom_note: "",
    created_at: new Date(T0).toISOString(),
    updated_at: new Date(T0).toISOString(),
    m_menu_nama: "Ayam Bakar",
    name: "Dine In",
    m_t_t_id: 1,
    m_transaction_table_note_number: `N${orderId}`,
    m_transaction_table_customer_name: `Tamu ${orderId}`,
    ...over,
  };
}

/** Order `id` (nota `N{id}`, table `id`), ordered `minutes` after T0, dine in, open unless `status` 1, with `dishes`. */
export function liveOrder(id: number, minutes: number, dishes: Dish[], status = 0): LiveOrder {
  return {
    nota: {
      m_transaction_table_id: id,
      m_transaction_table_note_number: `N${id}`,
      m_transaction_table_customer_name: `Tamu ${id}`,
      m_transaction_table_table_name_list: `Meja ${id}`,
      m_transaction_table_table_list: [id],
      m_transaction_table_order_time: new Date(T0 + minutes * 60_000).toISOString(),
      m_transaction_table_status: status,
      name: "Dine In",
      transaction_name: "Dine In",
      m_t_t_id: 1,
      user_input: { id: 1, name: "Siti" },
    },
    dishes,
  };
}
