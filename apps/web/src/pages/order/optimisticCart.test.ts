/**
 * The optimistic cart tap (pages/order/optimisticCart.ts): a tap shows one more unit in the cached
 * lines at once, a reload already in flight cannot bring back the lines from before the tap, and a
 * refusal's undo restores the lines.
 */
import type { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it } from "vitest";
import type { MenuItem, MenuType } from "../../api/menu.ts";
import type { OrderLine } from "../../api/orders.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { testQueryClient } from "../../test/render.tsx";
import { type CartData, OPTIMISTIC, showTap } from "./optimisticCart.ts";

const ORDER = "42";

/** An order line with what the tap reads; the rest of the wire line is not read by it. */
function line(over: Partial<OrderLine>): OrderLine {
  return {
    id: 1,
    m_produk_id: 5,
    qty: 1,
    price: 8_000,
    nominal: 8_000,
    status: 0,
    production_status: 0,
    custom_menu: "",
    custom_note: "",
    options: [],
    ...over,
  } as OrderLine;
}

function item(over: Partial<MenuItem> = {}): MenuItem {
  return {
    m_menu_id: 5,
    m_produk_id: 5,
    m_menu_nama: "Es Teh Manis",
    m_menu_harga_nominal: 8_000,
    m_menu_m_menu_jenis_id: 2,
    ...over,
  } as MenuItem;
}

const totals = { subtotal: 8_000, tax: 0, service_charge: 0, cash_withdrawal: 0, total: 8_000, rounded: 8_000, rounding: 0 };

let queryClient: QueryClient;
const cart = (): CartData | undefined => queryClient.getQueryData<CartData>(queryKeys.orders.lines(ORDER));
const seed = (lines: OrderLine[]) => queryClient.setQueryData<CartData>(queryKeys.orders.lines(ORDER), { lines, totals } as CartData);

beforeEach(() => {
  queryClient = testQueryClient();
});

describe("showTap", () => {
  it("a menu card tap adds a unit to the item's unsent plain line, priced qty × price, marked optimistic", () => {
    const other = line({ id: 2, m_produk_id: 9, price: 20_000, nominal: 20_000 });
    seed([line({ id: 1, qty: 2, nominal: 16_000 }), other]);
    showTap(queryClient, ORDER, { item: item() });
    const now = cart();
    expect(now?.lines.map((l) => [l.id, l.qty, l.nominal])).toEqual([
      [1, 3, 24_000],
      [2, 1, 20_000],
    ]);
    expect(now?.lines[1]).toBe(other);
    expect(now?.totals).toEqual(totals);
  });

  // TanStack Query's structural sharing (on by default, also in queryClient.ts) copies string keys
  // only: a symbol mark was dropped, and useOrder then reloaded the order once per tap.
  it("marks the cart optimistic, so the screen keeps the server's last totals", () => {
    seed([line({ id: 1 })]);
    showTap(queryClient, ORDER, { item: item() });
    expect(cart()?.[OPTIMISTIC]).toBe(true);
  });

  it.each([
    ["already sent to the kitchen", { production_status: 1 }],
    ["cancelled", { status: 1 }],
    ["with a note", { custom_menu: "tanpa gula", custom_note: "tanpa gula" }],
    ["with options", { custom_menu: "Tawar", options: [{ group_id: 1, group_name: "Rasa", option_id: 12, name: "Tawar", price: 0 }] }],
  ])("a menu card tap makes a new line (qty 1, its price, its menu type) when the item's line is %s", (_why, over) => {
    queryClient.setQueryData<MenuType[]>(
      ["m-menu-jenis"],
      [{ m_menu_jenis_id: 2, m_jenis_produk_id: 7, m_menu_jenis_nama: "Minuman" } as MenuType],
    );
    seed([line({ id: 1, ...over })]);
    showTap(queryClient, ORDER, { item: item() });
    const lines = cart()?.lines ?? [];
    expect(lines).toHaveLength(2);
    expect(lines[0]?.qty).toBe(1);
    expect(lines[1]).toMatchObject({
      tmp_transaction_id: 42,
      m_produk_id: 5,
      m_produk_nama: "Es Teh Manis",
      m_produk_m_jenis_produk_id: 7,
      m_menu_jenis_nama: "Minuman",
      qty: 1,
      price: 8_000,
      nominal: 8_000,
      status: 0,
      production_status: 0,
      tax: 0,
      tax_val: 0,
      service_val: 0,
    });
    expect(lines[1]?.id).toBeLessThan(0);
  });

  it("a tap with options joins the item's unsent line with the same options, whatever their order; else a new line priced with them", () => {
    const manis = { group_id: 1, group_name: "Rasa", option_id: 11, name: "Manis", price: 0 };
    const panas = { group_id: 2, group_name: "Suhu", option_id: 22, name: "Panas", price: 1_000 };
    const dingin = { group_id: 2, group_name: "Suhu", option_id: 21, name: "Dingin", price: 0 };
    seed([line({ id: 1, options: [panas, manis], price: 9_000, nominal: 9_000, custom_menu: "Panas, Manis" })]);
    showTap(queryClient, ORDER, { item: item(), options: { options: [manis, panas], price: 9_000 } });
    expect(cart()?.lines.map((l) => [l.id, l.qty, l.nominal])).toEqual([[1, 2, 18_000]]);
    showTap(queryClient, ORDER, { item: item(), options: { options: [manis, dingin], price: 8_000 } });
    const made = cart()?.lines[1];
    expect(made).toMatchObject({
      qty: 1,
      price: 8_000,
      nominal: 8_000,
      custom_menu: "Manis, Dingin",
      custom_note: "",
      options: [manis, dingin],
    });
  });

  it("a plain tap does not join a line with options (the server keeps them apart)", () => {
    const telur = { group_id: 3, group_name: "Topping", option_id: 31, name: "Telur", price: 3_000 };
    seed([line({ id: 1, options: [telur], price: 11_000, nominal: 11_000 })]);
    showTap(queryClient, ORDER, { item: item() });
    expect(cart()?.lines.map((l) => [l.qty, l.price])).toEqual([
      [1, 11_000],
      [1, 8_000],
    ]);
  });

  it("a menu card tap on an empty cart shows the item at once; the menu item's own id when it has no product id", () => {
    seed([]);
    showTap(queryClient, ORDER, { item: item({ m_produk_id: 0, m_menu_id: 33, m_menu_nama: "Kopi Susu", m_menu_harga_nominal: 12_000 }) });
    expect(cart()?.lines.map((l) => [l.m_produk_id, l.m_produk_nama, l.qty, l.nominal])).toEqual([[33, "Kopi Susu", 1, 12_000]]);
  });

  it("a line's + adds to that very line, a noted or sent one too", () => {
    const noted = line({ id: 3, custom_menu: "pedas", production_status: 1 });
    seed([line({ id: 1 }), noted]);
    showTap(queryClient, ORDER, { line: noted });
    expect(cart()?.lines.map((l) => [l.id, l.qty])).toEqual([
      [1, 1],
      [3, 2],
    ]);
  });

  it("the undo of a refusal restores the lines as they were", () => {
    seed([line({ id: 1, qty: 5, nominal: 40_000 })]);
    const before = cart();
    const undo = showTap(queryClient, ORDER, { item: item() });
    expect(cart()?.lines[0]?.qty).toBe(6);
    undo();
    expect(cart()).toEqual(before);
  });

  it("taps in a row add up (quick taps end at the right quantity)", () => {
    seed([]);
    for (let i = 0; i < 5; i++) {
      showTap(queryClient, ORDER, { item: item() });
    }
    expect(cart()?.lines.map((l) => l.qty)).toEqual([5]);
  });

  it("does nothing before the cart was loaded", () => {
    const undo = showTap(queryClient, ORDER, { item: item() });
    expect(cart()).toBeUndefined();
    undo();
    expect(cart()).toBeUndefined();
  });

  it("a reload in flight when the tap lands does not bring back the lines before the tap", async () => {
    seed([]);
    let answer: (lines: OrderLine[]) => void = () => undefined;
    const reload = queryClient.fetchQuery({
      queryKey: queryKeys.orders.lines(ORDER),
      queryFn: () => new Promise<CartData>((resolve) => (answer = (lines) => resolve({ lines, totals } as CartData))),
      staleTime: 0,
    });
    showTap(queryClient, ORDER, { item: item() });
    answer([]);
    await reload.catch(() => undefined);
    expect(cart()?.lines.map((l) => l.qty)).toEqual([1]);
  });
});
