/** Kitchen and pickup replies (docs/API.md "Kitchen and pickup"; orders §2, §7). Flags 0/1. */
import { z } from "zod";
import { envelope, wireFlag, wireId, wireInstant, wireInt } from "./envelope.ts";
import { userInput } from "./orders.ts";

/** One dish unit (m_dish_status). */
export const dish = z.strictObject({
  m_dish_status_id: wireId,
  id: wireId,
  m_dish_status_menu_id: wireId,
  m_dish_status_table_id: wireId.describe("the order id"),
  m_dish_status_transaction_menu_id: wireId,
  m_dish_status_menu_jenis_id: wireId,
  m_dish_status_kategori_id: wireId,
  m_dish_status_plot_produksi_id: wireId.nullable().describe("station"),
  m_menu_jenis_nama: z.string(),
  m_menu_jenis_ambil: z.string().describe('"makan" or "minum"'),
  is_ready: wireInt.describe("0/1"),
  is_served: wireInt.describe("0/1"),
  is_additional: wireFlag,
  is_cancelled: wireFlag,
  is_delivered: wireFlag,
  custom_menu: z.string(),
  created_at: wireInstant,
  updated_at: wireInstant,
  m_menu_nama: z.string(),
  name: z.string().describe('order type title-cased: "Dine In"'),
  m_t_t_id: wireId.describe("the order's transaction type (1 dine in): what decides dine-in, never the name"),
  m_transaction_table_note_number: z.string(),
  m_transaction_table_customer_name: z.string(),
});

const notaHead = {
  m_transaction_table_id: wireId,
  m_transaction_table_note_number: z.string(),
  m_transaction_table_customer_name: z.string(),
  m_transaction_table_table_name_list: z.string(),
  m_transaction_table_table_list: z.array(wireId),
  m_transaction_table_order_time: wireInstant,
  m_transaction_table_status: wireInt,
  name: z.string(),
  transaction_name: z.string(),
  m_t_t_id: wireId.describe("transaction type id: dine in is decided by it (`isDineIn`), never by the name"),
};

/** A nota badge of `GET /m-transaction-table/ready-status`, with its undelivered dishes. */
export const readyNota = z.strictObject({
  ...notaHead,
  dish_count: wireInt,
  ready_count: wireInt,
  m_dish_status: z.array(dish),
});
export const readyStatus = z.strictObject({
  completed: z.array(readyNota),
  notCompleted: z.array(readyNota),
  additional: z.array(readyNota),
});

/** A nota card of the pickup and active-orders screens. `all_served`: the Selesai button shows. */
export const pickupNota = z.strictObject({
  ...notaHead,
  user_input: userInput,
  all_served: z.boolean(),
  m_dish_status: z.array(dish),
});
/** A page of nota cards (6 a page). */
export const notaPage = z.strictObject({
  current_page: wireInt,
  last_page: wireInt,
  per_page: wireInt,
  total: wireInt,
  data: z.array(pickupNota),
});

/** A menu card of Hal Tata with its pending dishes. */
export const availableMenu = z.strictObject({
  m_menu_id: wireId,
  m_menu_nama: z.string(),
  m_menu_m_menu_jenis_id: wireId,
  m_menu_m_kategori_id: wireId,
  count: wireInt,
  dine_in: z.array(dish),
  take_away: z.array(dish),
});
/** `GET /m-dish-status/available` data. */
export const available = z.strictObject({
  by_menu: z.array(availableMenu),
  by_menu_jenis: z.array(
    z.strictObject({ m_menu_jenis_id: wireId, m_menu_jenis_nama: z.string(), m_menu_jenis_ambil: z.string(), count: wireInt }),
  ),
  cancelled: z.array(
    z.strictObject({ id: wireId, m_menu_nama: z.string(), m_transaction_table_note_number: z.string(), updated_at: wireInstant }),
  ),
});
/** `GET /m-dish-status/set-delivered` data: dishes marked now (0 on a repeated tap). */
export const delivered = z.strictObject({ m_transaction_table_id: wireId, delivered: wireInt });

export const kitchenReplies = {
  readyStatus: envelope(readyStatus),
  dishes: envelope(z.array(dish)),
  available: envelope(available),
  dish: envelope(dish),
  page: envelope(notaPage),
  delivered: envelope(delivered),
};
