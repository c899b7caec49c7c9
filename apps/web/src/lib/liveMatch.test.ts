/**
 * liveMatch (lib/liveMatch.ts): which cached query a live event makes a screen refetch
 * (docs/API.md "Live events"). Each case is a query key with the data a screen holds, an event,
 * and whether the screen reloads.
 */

import { describe, expect, it } from "vitest";
import type { AppQueryKey } from "../api/queryKeys.ts";
import { type ChangeEvent, type PickupOf, touches, walk } from "./liveMatch.ts";

/** Menu type 1 is food (Hal Ambil makan), 2 a drink (minum); 3 not seen yet on this device. */
const pickupOf: PickupOf = (id) => ({ 1: "makan", 2: "minum" })[id];

const ev = (e: ChangeEvent): ChangeEvent => e;

/** A kitchen-prep or pickup list showing order 10 with dishes 100 and 101. */
const shownList = [{ m_transaction_table_id: 10, dishes: [{ m_dish_status_id: 100 }, { m_dish_status_id: 101 }] }];

describe("walk", () => {
  it("visits every object at any depth, arrays included", () => {
    const seen: unknown[] = [];
    walk({ a: 1, b: [{ c: { d: 2 } }, 3] }, (o) => seen.push(o));
    expect(seen).toEqual([{ a: 1, b: [{ c: { d: 2 } }, 3] }, { c: { d: 2 } }, { d: 2 }]);
  });
});

describe("touches", () => {
  it.each<[string, AppQueryKey, unknown, ChangeEvent, boolean]>([
    // Kitchen prep lists: every dish change; an order change only when that order is listed.
    ["prep: any dish change", ["ready-status", "dine_in"], shownList, ev({ topic: "dishes", dishIds: [999] }), true],
    ["prep: a listed order changes", ["ready-status", "dine_in"], shownList, ev({ topic: "orders", orderId: 10 }), true],
    ["prep: an unlisted order changes", ["dish-available", "dine_in"], shownList, ev({ topic: "orders", orderId: 11 }), false],
    ["prep: an order change without id", ["ready-status", "dine_in"], shownList, ev({ topic: "orders" }), true],
    ["prep: cash", ["ready-status", "dine_in"], shownList, ev({ topic: "cash" }), false],
    // Pickup page of one kind.
    ["pickup: a shown dish", ["ready-by-type", "makan"], shownList, ev({ topic: "dishes", dishIds: [101], menuTypeIds: [2] }), true],
    ["pickup: a dish of its kind", ["ready-by-type", "makan"], [], ev({ topic: "dishes", dishIds: [5], menuTypeIds: [1] }), true],
    [
      "pickup: a dish of the other kind only",
      ["ready-by-type", "makan"],
      [],
      ev({ topic: "dishes", dishIds: [5], menuTypeIds: [2] }),
      false,
    ],
    ["pickup: a menu type not yet known", ["ready-by-type", "minum"], [], ev({ topic: "dishes", menuTypeIds: [3] }), true],
    ["pickup: named dishes none shown, no types", ["ready-by-type", "makan"], shownList, ev({ topic: "dishes", dishIds: [5] }), false],
    ["pickup: a dish change naming nothing", ["ready-by-type", "makan"], [], ev({ topic: "dishes" }), true],
    ["pickup: a shown order changes", ["ready-by-type", "makan"], shownList, ev({ topic: "orders", orderId: 10 }), true],
    ["pickup: an order change without id", ["ready-by-type", "makan"], shownList, ev({ topic: "orders" }), false],
    // One order: only that order, by its id in the key.
    ["order: its own change", ["transaction-detail", "10"], null, ev({ topic: "orders", orderId: 10 }), true],
    ["order: another order", ["transaction-detail", "10"], null, ev({ topic: "orders", orderId: 11 }), false],
    ["split: its own order's moves", ["split-bill", "10"], null, ev({ topic: "orders", orderId: 10 }), true],
    ["split: another order", ["split-bill", "10"], null, ev({ topic: "orders", orderId: 11 }), false],
    ["order: a change without id", ["order", "10"], null, ev({ topic: "orders" }), true],
    ["order: its dishes", ["dishes-by-transaction", 10], null, ev({ topic: "dishes", orderId: 10 }), true],
    ["order: edit note of another", ["note-edit", 10], null, ev({ topic: "dishes", orderId: 12 }), false],
    ["order: cash", ["order", "10"], null, ev({ topic: "cash", orderId: 10 }), false],
    // Table dashboard, free tables, history: every order change.
    ["tables: orders", ["tmp-transaction"], [], ev({ topic: "orders", orderId: 99 }), true],
    ["free tables: orders", ["meja-kosong"], [], ev({ topic: "orders" }), true],
    ["history: dishes", ["transaksi-history"], [], ev({ topic: "dishes" }), false],
    // QR online orders: orders and online changes.
    ["online list: online", ["tmp-online-list"], [], ev({ topic: "online" }), true],
    ["online bell: orders", ["tmp-online-notif"], [], ev({ topic: "orders" }), true],
    ["online list: dishes", ["tmp-online-list"], [], ev({ topic: "dishes" }), false],
    // Opening cash.
    ["opening cash: cash", ["get-modal"], null, ev({ topic: "cash" }), true],
    ["opening cash: orders", ["get-modal"], null, ev({ topic: "orders" }), false],
    // Menu lists: stock and back-office menu changes; types and categories: menu changes only.
    ["menus: stock", ["menus", "5"], [], ev({ topic: "stock", menuTypeIds: [1] }), true],
    ["stock form: menu", ["stock-index"], [], ev({ topic: "menu" }), true],
    ["sold out: orders", ["menu-habis"], [], ev({ topic: "orders" }), false],
    ["menu types: menu", ["m-menu-jenis"], [], ev({ topic: "menu" }), true],
    ["categories: stock", ["m-kategori", 1], [], ev({ topic: "stock" }), false],
    ["kitchen menu list: stock", ["kitchen", "mmenu", "1"], [], ev({ topic: "stock" }), true],
    ["kitchen other list: stock", ["kitchen", "m-kategori", "1"], [], ev({ topic: "stock" }), false],
    ["kitchen other list: menu", ["kitchen", "m-kategori", "1"], [], ev({ topic: "menu" }), true],
    // Gagal Proses, Daftar Pesanan, Bungkusan.
    ["gagal proses: dishes", ["gagal-proses", "2026-01-01"], [], ev({ topic: "dishes" }), true],
    ["daftar pesanan: orders", ["table-by-menu", 4, "dine_in"], [], ev({ topic: "orders", orderId: 10 }), false],
    ["bungkusan: dishes", ["bungkusan"], [], ev({ topic: "dishes" }), true],
    ["bungkusan: a shown order", ["bungkusan"], shownList, ev({ topic: "orders", orderId: 10 }), true],
    ["bungkusan: another order", ["bungkusan"], shownList, ev({ topic: "orders", orderId: 11 }), false],
    // A production screen.
    ["screen: plotting", ["layar-produksi", 1], {}, ev({ topic: "plotting" }), true],
    [
      "screen: a dish it shows",
      ["layar-produksi", 1],
      { m_menu_jenis_ids: [1], ...shownList[0] },
      ev({ topic: "dishes", dishIds: [100], menuTypeIds: [2] }),
      true,
    ],
    [
      "screen: a type it cooks",
      ["layar-produksi", 1],
      { m_menu_jenis_ids: [1] },
      ev({ topic: "dishes", dishIds: [5], menuTypeIds: [1] }),
      true,
    ],
    [
      "screen: a type it does not cook",
      ["layar-produksi", 1],
      { m_menu_jenis_ids: [1] },
      ev({ topic: "dishes", dishIds: [5], menuTypeIds: [2] }),
      false,
    ],
    ["screen: stations not known yet", ["layar-produksi", 1], undefined, ev({ topic: "dishes", menuTypeIds: [2] }), true],
    ["screen: named dishes not shown", ["layar-produksi", 1], { m_menu_jenis_ids: [1] }, ev({ topic: "dishes", dishIds: [5] }), false],
    ["screen: a shown order", ["layar-produksi", 1], shownList, ev({ topic: "orders", orderId: 10 }), true],
    ["screen: an order change without id", ["layar-produksi", 1], shownList, ev({ topic: "orders" }), false],
    ["screens list: plotting", ["layar-produksi-all"], [], ev({ topic: "plotting" }), true],
    ["screens list: dishes", ["layar-produksi-all"], [], ev({ topic: "dishes" }), false],
    // Pesan Aktif (paged).
    ["pesan aktif: a send (no dish ids)", ["pesan-aktif", 1], shownList, ev({ topic: "dishes", orderId: 55 }), true],
    ["pesan aktif: a shown dish", ["pesan-aktif", 1], shownList, ev({ topic: "dishes", orderId: 10, dishIds: [100] }), true],
    ["pesan aktif: a dish of a shown order", ["pesan-aktif", 1], shownList, ev({ topic: "dishes", orderId: 10, dishIds: [555] }), true],
    ["pesan aktif: a dish on another page", ["pesan-aktif", 1], shownList, ev({ topic: "dishes", orderId: 77, dishIds: [777] }), false],
    ["pesan aktif: a shown order closes", ["pesan-aktif", 1], shownList, ev({ topic: "orders", orderId: 10 }), true],
    ["pesan aktif: another order", ["pesan-aktif", 1], shownList, ev({ topic: "orders", orderId: 77 }), false],
    ["pesan aktif: an order change without id", ["pesan-aktif", 1], shownList, ev({ topic: "orders" }), false],
    // Anything else never reloads on an event.
    ["an unknown key", ["user"], {}, ev({ topic: "orders" }), false],
  ])("%s", (_name, key, data, event, expected) => {
    expect(touches(key, data, event, pickupOf)).toBe(expected);
  });
});
