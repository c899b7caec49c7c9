/**
 * Which cached queries a live event touches (docs/API.md "Live events"). An event names its topic and,
 * where known, the ids that changed: `orderId`, `tableIds`, `dishIds`, `menuTypeIds` (a list left out
 * means "any"). A screen refetches only the queries whose key or cached data the ids reach:
 * - kitchen prep lists (`ready-status`, `dish-available`): every dish change; an order change only
 *   when that order is on the list (its name, tables or payment);
 * - a nota's dishes, an order and its lines: only that order;
 * - the pickup page of one kind: dishes it shows, or menu types of its kind (or not yet known);
 * - the table dashboard, free tables, the online list and history: every order change;
 * - the opening cash: cash changes;
 * - menu lists, Form Stok Menu, Menu Habis: stock changes and back-office menu changes (`menu`; also the type
 *   tabs and categories); Gagal Proses, Bungkusan, Daftar Pesanan: dish changes.
 * - a production screen (`layar-produksi`): a dish event naming a dish it shows or a menu type its
 *   stations cook (or naming neither), an order event of an order it shows, a plotting change;
 *   the screens' list (nav, Plotting): plotting changes; Pesan Aktif: a send, a change of a dish or order
 *   it shows (a shown order closing included).
 */

import type { ChangeEvent, LiveEvent, LiveOrder } from "@waroeng/domain/wire";
import type { AppQueryKey } from "../api/queryKeys.ts";

/** One event of GET /api/events (the shared wire shape). */
export type { ChangeEvent, LiveEvent, LiveOrder };

/** Menu type id → pickup kind ("makan" | "minum"), as far as this device has seen them. */
export type PickupOf = (menuTypeId: number) => string | undefined;

/** Calls `visit` on every object inside `data` (arrays and plain objects, any depth). */
export function walk(data: unknown, visit: (o: Record<string, unknown>) => void): void {
  if (Array.isArray(data)) {
    for (const item of data) {
      walk(item, visit);
    }
  } else if (data && typeof data === "object") {
    const o = data as Record<string, unknown>;
    visit(o);
    for (const v of Object.values(o)) {
      if (v && typeof v === "object") {
        walk(v, visit);
      }
    }
  }
}

/** True when some object in `data` has one of `fields` equal to one of `ids`. */
function mentions(data: unknown, fields: string[], ids: readonly number[]): boolean {
  let found = false;
  walk(data, (o) => {
    if (!found && fields.some((f) => ids.includes(o[f] as number))) {
      found = true;
    }
  });
  return found;
}

const ORDER_FIELDS = ["m_transaction_table_id", "m_dish_status_table_id", "tmp_transaction_id"];
const DISH_FIELDS = ["m_dish_status_id"];

/** The order is unknown (any) or appears in `data`. */
const hasOrder = (ev: ChangeEvent, data: unknown) => ev.orderId === undefined || mentions(data, ORDER_FIELDS, [ev.orderId]);
/** The order is unknown (any) or is `id`. */
const isOrder = (ev: ChangeEvent, id: unknown) => ev.orderId === undefined || String(ev.orderId) === String(id);

/** Whether the pickup page of `kind` with cached `data` may change by the dish event `ev`. */
function touchesPickup(ev: ChangeEvent, kind: unknown, data: unknown, pickupOf: PickupOf): boolean {
  if (ev.dishIds && mentions(data, DISH_FIELDS, ev.dishIds)) {
    return true;
  }
  if (ev.menuTypeIds) {
    return ev.menuTypeIds.some((id) => {
      const k = pickupOf(id);
      return k === undefined || k === kind;
    });
  }
  // Named dishes none of which is shown: a delivery elsewhere.
  return ev.dishIds === undefined;
}

/** Whether a production screen with cached `data` (detail-screen) may change by the dish event `ev`. */
function touchesScreen(ev: ChangeEvent, data: unknown): boolean {
  if (ev.dishIds && mentions(data, DISH_FIELDS, ev.dishIds)) {
    return true;
  }
  if (ev.menuTypeIds) {
    const cooked = (data as { m_menu_jenis_ids?: number[] } | undefined)?.m_menu_jenis_ids;
    return cooked === undefined || ev.menuTypeIds.some((id) => cooked.includes(id));
  }
  return ev.dishIds === undefined;
}

/**
 * Does `ev` touch the query `key` holding `data`? Keys come from api/queryKeys.ts; a case naming a
 * head no key has is a type error.
 */
export function touches(key: AppQueryKey, data: unknown, ev: ChangeEvent, pickupOf: PickupOf): boolean {
  const [head, arg] = key;
  const orders = ev.topic === "orders";
  const dishes = ev.topic === "dishes";
  switch (head) {
    case "ready-status":
    case "dish-available":
      return dishes || (orders && hasOrder(ev, data));
    case "ready-by-type":
      return (dishes && touchesPickup(ev, arg, data, pickupOf)) || (orders && ev.orderId !== undefined && hasOrder(ev, data));
    case "dishes-by-transaction":
    case "order":
    case "transaction-detail":
    case "split-bill":
    case "note-edit":
      return (orders || dishes) && isOrder(ev, arg);
    case "tmp-transaction":
    case "meja-kosong":
    case "transaksi-history":
      return orders;
    // QR online orders: the list and the bell on every online change (a new, accepted or deleted order).
    case "tmp-online-list":
    case "tmp-online-notif":
      return orders || ev.topic === "online";
    case "get-modal":
      return ev.topic === "cash";
    // Menu lists (the till's cards, Hal Tata's cards, Form Stok Menu, Menu Habis): stock and sold-out changes.
    case "menus":
    case "stock-index":
    case "menu-habis":
      return ev.topic === "stock" || ev.topic === "menu";
    // The back office changed the menu: prices, items, types and categories everywhere.
    case "m-menu-jenis":
    case "m-kategori":
      return ev.topic === "menu";
    case "kitchen":
      return (arg === "mmenu" && ev.topic === "stock") || ev.topic === "menu";
    // Gagal Proses, Bungkusan, a menu's Daftar Pesanan: dish changes.
    case "gagal-proses":
    case "table-by-menu":
      return dishes;
    case "bungkusan":
      return dishes || (orders && hasOrder(ev, data));
    case "layar-produksi":
      return ev.topic === "plotting" || (dishes && touchesScreen(ev, data)) || (orders && ev.orderId !== undefined && hasOrder(ev, data));
    case "layar-produksi-all":
      return ev.topic === "plotting";
    case "pesan-aktif":
      // Every open nota's dishes, paged: a send (no dish ids) may add a nota; a change of a shown dish or
      // of a shown order's dishes, or a shown order closing, changes the page; others' dishes do not.
      return (
        (dishes && (ev.dishIds === undefined || mentions(data, DISH_FIELDS, ev.dishIds) || hasOrder(ev, data))) ||
        (orders && ev.orderId !== undefined && hasOrder(ev, data))
      );
    default:
      return false;
  }
}
