/**
 * API tests: menu options on the QR guest page (docs/API.md "Menu options", docs/api/intro.md "QR
 * orders"). The page gives each item its option groups; the shared cart keeps each line's option ids,
 * checked as add-menu checks them (the domain's words); the send checks them again (sold out too)
 * and keeps them as data; the cashier's list, the guest's orders and the online bill show them; the
 * accepted order's lines and dishes carry them.
 */
import { OPTION_MSG } from "@waroeng/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dishes, onlineOrders, optionGroups, orderLines } from "../../db/schema/index.ts";
import { buildOptionGroup, buildStall, type Stall, uniqueName } from "../../test/factories.ts";
import { createTestApp, type JsonBody, type TestApp } from "../../test/harness.ts";
import { openCash } from "../payment/payment.factory.ts";
import { guestPage, menuId, pendingId, qrCodeOf } from "./online.test-helpers.ts";

let t: TestApp;
let stall: Stall;
let geprek: number;
let teh: number;
let level: { groupId: number; name: string; optionIds: Record<string, number> };
let topping: { groupId: number; name: string; optionIds: Record<string, number> };
let suhu: { groupId: number; name: string; optionIds: Record<string, number> };

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 1", "Meja 2", "Meja 3", "Meja 4"], {
    "Ayam Geprek": { price: 15_000 },
    "Es Teh": { price: 5_000, pickup: "minum" },
  });
  await openCash(t, "kasir");
  const item = stall.menu.item("Ayam Geprek").menuItemId;
  level = await buildOptionGroup(t, {
    name: uniqueName("Level Pedas"),
    min: 1,
    max: 1,
    options: [{ name: "Level 1", isDefault: true }, { name: "Level 3" }],
    items: [item],
  });
  topping = await buildOptionGroup(t, {
    name: uniqueName("Topping"),
    max: 3,
    options: [
      { name: "Telur", price: 3_000 },
      { name: "Keju", price: 4_000, soldOut: true },
    ],
    items: [item],
    sortOrder: 1,
  });
  suhu = await buildOptionGroup(t, {
    name: uniqueName("Suhu"),
    options: [{ name: "Dingin" }, { name: "Panas" }],
    items: [stall.menu.item("Es Teh").menuItemId],
  });
  const page = await guestPage(t, await qrCodeOf(t, stall.table("Meja 1")));
  geprek = menuId(page, stall.item("Ayam Geprek"));
  teh = menuId(page, stall.item("Es Teh"));
});
afterAll(async () => {
  await t.close();
});

const names = (options: JsonBody[]) => options.map((o: JsonBody) => o.name);

/** PUT the whole cart of `code` from its current version. */
async function putCart(code: string, items: unknown[]) {
  const page = await guestPage(t, code);
  return t.call("PUT", `/api/qr/${code}/cart`, { body: { version: page.cart.version, items } });
}

async function send(code: string, name = "Sari") {
  const page = await guestPage(t, code);
  return t.call("POST", `/api/qr/${code}/send`, { body: { version: page.cart.version, name } });
}

describe("the guest page and the cart", () => {
  it("gives each item its option groups with the code's prices and today's sold out", async () => {
    const page = await guestPage(t, await qrCodeOf(t, stall.table("Meja 1")));
    const item = page.menu.find((m: JsonBody) => m.m_menu_id === geprek);
    expect(item.option_groups).toEqual([
      {
        id: level.groupId,
        name: level.name,
        min_choices: 1,
        max_choices: 1,
        options: [
          { id: level.optionIds["Level 1"], name: "Level 1", price: 0, is_default: true, sold_out: false },
          { id: level.optionIds["Level 3"], name: "Level 3", price: 0, is_default: false, sold_out: false },
        ],
      },
      {
        id: topping.groupId,
        name: topping.name,
        min_choices: 0,
        max_choices: 3,
        options: [
          { id: topping.optionIds.Telur, name: "Telur", price: 3000, is_default: false, sold_out: false },
          { id: topping.optionIds.Keju, name: "Keju", price: 4000, is_default: false, sold_out: true },
        ],
      },
    ]);
    expect(page.menu.find((m: JsonBody) => m.m_menu_id === teh).option_groups.map((g: JsonBody) => g.name)).toEqual([suhu.name]);
  });

  it("keeps each line's option ids, the defaults when none are sent, and refuses what add-menu refuses", async () => {
    const code = await qrCodeOf(t, stall.table("Meja 1"));
    const ok = await putCart(code, [
      { m_menu_id: geprek, qty: 2, options: [topping.optionIds.Telur, level.optionIds["Level 3"]] },
      { m_menu_id: geprek, qty: 1 },
      { m_menu_id: teh, qty: 1, options: "[]" },
    ]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.items).toEqual([
      { m_menu_id: geprek, qty: 2, custom_menu: "", options: [level.optionIds["Level 3"], topping.optionIds.Telur] },
      { m_menu_id: geprek, qty: 1, custom_menu: "", options: [level.optionIds["Level 1"]] },
      { m_menu_id: teh, qty: 1, custom_menu: "", options: [] },
    ]);
    const before = (await guestPage(t, code)).cart;
    const none = await putCart(code, [{ m_menu_id: geprek, qty: 1, options: [] }]);
    expect(none.status).toBe(422);
    expect(none.body.meta.message).toBe(OPTION_MSG.chooseAtLeast(level.name, 1));
    const two = await putCart(code, [{ m_menu_id: geprek, qty: 1, options: [level.optionIds["Level 1"], level.optionIds["Level 3"]] }]);
    expect(two.status).toBe(422);
    expect(two.body.meta.message).toBe(OPTION_MSG.chooseAtMost(level.name, 1));
    const other = await putCart(code, [{ m_menu_id: teh, qty: 1, options: [level.optionIds["Level 1"]] }]);
    expect(other.status).toBe(422);
    expect(other.body.meta.message).toBe(OPTION_MSG.UNKNOWN);
    expect((await guestPage(t, code)).cart).toEqual(before);
  });
});

describe("sending, the cashier's list and accepting", () => {
  it("refuses a sold-out option and a group made required since the cart was saved, in the domain's words", async () => {
    const code = await qrCodeOf(t, stall.table("Meja 2"));
    expect(
      (await putCart(code, [{ m_menu_id: geprek, qty: 1, options: [level.optionIds["Level 1"], topping.optionIds.Keju] }])).status,
    ).toBe(200);
    const soldOut = await send(code);
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.meta.message).toBe(OPTION_MSG.soldOut("Keju"));
    expect((await putCart(code, [{ m_menu_id: teh, qty: 1 }])).status).toBe(200);
    await t.db.update(optionGroups).set({ minChoices: 1 }).where(eq(optionGroups.id, suhu.groupId));
    try {
      const required = await send(code);
      expect(required.status).toBe(422);
      expect(required.body.meta.message).toBe(OPTION_MSG.chooseAtLeast(suhu.name, 1));
    } finally {
      await t.db.update(optionGroups).set({ minChoices: 0 }).where(eq(optionGroups.id, suhu.groupId));
    }
    const online = await t.db.select().from(onlineOrders);
    expect(online).toEqual([]);
  });

  it("shows the options to the cashier and the guest, bills them, and the accepted lines and dishes carry them", async () => {
    const code = await qrCodeOf(t, stall.table("Meja 3"));
    const put = await putCart(code, [
      { m_menu_id: geprek, qty: 2, custom_menu: "tanpa bawang", options: [level.optionIds["Level 3"], topping.optionIds.Telur] },
      { m_menu_id: geprek, qty: 1, options: [level.optionIds["Level 1"]] },
    ]);
    expect(put.status).toBe(200);
    const sent = await send(code);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const orderCode = sent.body.data.tmp_online_code;
    const tmpId = await pendingId(t, orderCode);

    const list = await t.call("GET", "/api/tmp-online/list", { as: "kasir" });
    const pending = list.body.data.find((o: JsonBody) => o.tmp_online_id === tmpId);
    expect(pending.items.map((i: JsonBody) => [i.qty, names(i.options), i.custom_menu, i.custom_note])).toEqual([
      [2, ["Level 3", "Telur"], "Level 3, Telur · tanpa bawang", "tanpa bawang"],
      [1, ["Level 1"], "Level 1", ""],
    ]);
    expect(pending.items[0].options[1]).toEqual({
      group_id: topping.groupId,
      group_name: topping.name,
      option_id: topping.optionIds.Telur,
      name: "Telur",
      price: 3000,
    });
    const guest = await guestPage(t, code);
    expect(guest.orders[0].items.map((i: JsonBody) => i.custom_menu)).toEqual(["Level 3, Telur · tanpa bawang", "Level 1"]);

    const bill = await t.call("GET", `/api/cashier/print-bill-online/${tmpId}`, { as: "kasir", query: { view: "1" } });
    expect(bill.status, JSON.stringify(bill.body)).toBe(200);
    expect(bill.body.data.lines.map((l: JsonBody) => [l.qty, l.price, l.nominal, l.custom_menu])).toEqual([
      [2, 18_000, 36_000, "Level 3, Telur · tanpa bawang"],
      [1, 15_000, 15_000, "Level 1"],
    ]);
    expect(bill.body.data.total).toBe(51_000);

    const accept = await t.call("POST", "/api/tmp-online/terima", { as: "kasir", body: { tmp_online_id: tmpId, pindah_meja: 0 } });
    expect(accept.status, JSON.stringify(accept.body)).toBe(200);
    expect(accept.body.meta.code).toBe(200);
    const orderId = accept.body.data.transactionId;
    const detail = await t.call("GET", "/api/transaction-detail", {
      as: "kasir",
      query: { tmp_transaction_detail_tmp_transaction_id: String(orderId) },
    });
    expect(detail.body.data.map((l: JsonBody) => [l.qty, l.price, names(l.options), l.custom_menu, l.production_status])).toEqual([
      [2, 18_000, ["Level 3", "Telur"], "Level 3, Telur · tanpa bawang", 1],
      [1, 15_000, ["Level 1"], "Level 1", 1],
    ]);
    const made = await t.db.select().from(dishes).where(eq(dishes.orderId, orderId)).orderBy(dishes.id);
    expect(made.map((d) => [names(d.options), d.customMenu])).toEqual([
      [["Level 3", "Telur"], "tanpa bawang"],
      [["Level 3", "Telur"], "tanpa bawang"],
      [["Level 1"], ""],
    ]);
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(lines.map((l) => l.optionsKey).sort()).toEqual(
      [
        String(level.optionIds["Level 1"]),
        [level.optionIds["Level 3"], topping.optionIds.Telur].sort((a, b) => (a ?? 0) - (b ?? 0)).join(","),
      ].sort(),
    );
  });
});
