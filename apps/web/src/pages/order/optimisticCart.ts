/**
 * The optimistic cart tap: a tap on a menu card (or a line's +) shows the line with one
 * more unit at once, in the cached GET /transaction-detail; the add-menu reply's reload replaces it
 * with the server's lines, and a refusal restores the lines as they were (the message is shown by
 * the caller). While the cart is optimistic the totals shown stay the server's last ones
 * (`OPTIMISTIC` flag, read by useOrder), so no half-known price or tax is displayed.
 */
import type { QueryClient } from "@tanstack/react-query";
import { type LineOption, optionsKey, optionsText } from "@waroeng/domain";
import type { MenuItem, MenuType } from "../../api/menu.ts";
import type { OrderDetail, OrderLine } from "../../api/orders.ts";
import { queryKeys } from "../../api/queryKeys.ts";

/**
 * Set on cached order details that hold a not-yet-confirmed tap. A string key, not a symbol:
 * TanStack Query's structural sharing copies an object's string keys only, so a symbol mark would be
 * dropped by setQueryData.
 */
export const OPTIMISTIC = "optimisticCart";
export type CartData = OrderDetail & { [OPTIMISTIC]?: true };

/** The options a menu-card tap adds with (domain `resolveLineOptions`): as the line carries them, and the unit's price with them (minor units). */
export interface TapOptions {
  options: LineOption[];
  price: number;
}

/**
 * What the tap adds one unit to: a menu card (server: the unsent plain line of the item with the
 * same options, else a new line), with its options when the item has option groups; or a line.
 */
export type Tap = { item: MenuItem; options?: TapOptions } | { line: OrderLine };

function provisionalLine(queryClient: QueryClient, transactionId: string, item: MenuItem, chosen: TapOptions | undefined): OrderLine {
  const types = queryClient.getQueryData<MenuType[]>(queryKeys.menu.types);
  const type = types?.find((t) => t.m_menu_jenis_id === item.m_menu_m_menu_jenis_id);
  const id = -Date.now();
  const productId = item.m_produk_id || item.m_menu_id;
  const price = chosen?.price ?? item.m_menu_harga_nominal;
  const options = chosen?.options ?? [];
  return {
    id,
    tmp_transaction_detail_id: id,
    tmp_transaction_id: Number(transactionId),
    m_produk_id: productId,
    m_produk_nama: item.m_menu_nama,
    m_produk_m_jenis_produk_id: type?.m_jenis_produk_id ?? 0,
    m_menu_jenis_nama: type?.m_menu_jenis_nama ?? "",
    qty: 1,
    qty_qr: 0,
    price,
    nominal: price,
    status: 0,
    production_status: 0,
    sent_qty: 0,
    custom_menu: optionsText(options),
    custom_note: "",
    options,
    takeaway_status: 0,
    tax_status: 1,
    // Its share of tax and service charge is the server's to give (the reply's reload); the price
    // check is skipped while a tap is unconfirmed.
    tax: 0,
    tax_val: 0,
    service_charge_status: 1,
    service_charge: 0,
    service_val: 0,
    discount: 0,
    discount_type: "",
    reasone_approve: "",
    m_transaction_menu_id: id,
    m_transaction_menu_menu_id: productId,
    m_transaction_menu_table_id: Number(transactionId),
    m_transaction_menu_qty: 1,
    m_transaction_menu_status: 0,
    m_transaction_menu_production_status: 0,
    m_transaction_menu_custom_menu: optionsText(options),
    m_transaction_menu_reasone_approve: "",
    m_transaction_menu_tax: 1,
    m_transaction_menu_discount: 0,
    m_transaction_menu_price: price,
    m_menu_nama: item.m_menu_nama,
  };
}

/**
 * Shows `tap` in the cart now (synchronously). Cancels a reload in flight without reverting (it
 * could land with the lines before the tap). Returns the undo (restores the previous lines) for a refusal.
 */
export function showTap(queryClient: QueryClient, transactionId: string, tap: Tap): () => void {
  const key = queryKeys.orders.lines(transactionId);
  void queryClient.cancelQueries({ queryKey: key }, { revert: false });
  const before = queryClient.getQueryData<CartData>(key);
  if (!before) {
    return () => undefined;
  }
  const productId = "item" in tap ? tap.item.m_produk_id || tap.item.m_menu_id : tap.line.m_produk_id;
  const tapKey = "item" in tap ? optionsKey(tap.options?.options ?? []) : "";
  // As the server joins a unit: the same item and options, unsent, no note, discount or takeaway.
  const index =
    "line" in tap
      ? before.lines.findIndex((l) => l.id === tap.line.id)
      : before.lines.findIndex(
          (l) =>
            l.m_produk_id === productId &&
            l.status === 0 &&
            l.production_status === 0 &&
            !l.custom_note &&
            !l.discount_type &&
            !l.takeaway_status &&
            optionsKey(l.options ?? []) === tapKey,
        );
  const lines =
    index >= 0
      ? before.lines.map((l, i) => (i === index ? { ...l, qty: l.qty + 1, nominal: l.price * (l.qty + 1) } : l))
      : "item" in tap
        ? [...before.lines, provisionalLine(queryClient, transactionId, tap.item, tap.options)]
        : before.lines;
  queryClient.setQueryData<CartData>(key, { ...before, lines, [OPTIMISTIC]: true });
  return () => queryClient.setQueryData<CartData>(key, before);
}
