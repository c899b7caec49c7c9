/** API tests: menu options on the menu read and on add-menu (docs/API.md "Menu options"). */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closedTransactions, options, orderLines } from "../../db/schema/index.ts";
import { buildMenuItem, buildOptionGroup, buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { openCash } from "../payment/payment.factory.ts";
import { openNote } from "./orders.test-helpers.ts";

let t: TestApp;
let stall: Stall;
let geprek: number;
let esTeh: number;
let level: Awaited<ReturnType<typeof buildOptionGroup>>;
let topping: Awaited<ReturnType<typeof buildOptionGroup>>;
let rasa: Awaited<ReturnType<typeof buildOptionGroup>>;

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 1", "Meja 2", "Meja 3", "Meja 4", "Meja 5", "Bungkus 1"]);
  await openCash(t, "kasir");
  geprek = (await buildMenuItem(t, { name: `Ayam Geprek ${Date.now()}`, price: 15_000, prices: { 3: 18_000 } })).menuItemId;
  esTeh = (await buildMenuItem(t, { name: `Es Teh ${Date.now()}`, price: 5_000 })).menuItemId;
  level = await buildOptionGroup(t, {
    name: `Level Pedas ${Date.now()}`,
    min: 1,
    max: 1,
    options: [0, 1, 2, 3].map((n) => ({ name: `Level ${n}`, isDefault: n === 1 })),
    items: [geprek],
    sortOrder: 1,
  });
  topping = await buildOptionGroup(t, {
    name: `Topping ${Date.now()}`,
    max: 3,
    options: [
      { name: "Telur", price: 3_000, prices: { 3: 4_000 } },
      { name: "Tempe", price: 2_000 },
      { name: "Keju", price: 4_000, soldOut: true },
    ],
    items: [geprek],
    sortOrder: 2,
  });
  rasa = await buildOptionGroup(t, {
    name: `Rasa ${Date.now()}`,
    min: 1,
    options: [{ name: "Manis", isDefault: true }, { name: "Tawar" }],
    items: [esTeh],
  });
});
afterAll(async () => {
  await t.close();
});

function add(orderId: number, body: Record<string, unknown>) {
  return t.call("POST", "/api/m-transaction-meja/add-menu", {
    as: "kasir",
    body: { tmp_transaction_detail_tmp_transaction_id: orderId, ...body },
  });
}

async function lines(orderId: number) {
  const res = await t.call("GET", "/api/transaction-detail", {
    as: "kasir",
    query: { tmp_transaction_detail_tmp_transaction_id: String(orderId) },
  });
  expect(res.status).toBe(200);
  return res.body as {
    data: Array<{
      id: number;
      qty: number;
      price: number;
      nominal: number;
      custom_menu: string;
      custom_note: string;
      options: Array<{ name: string; price: number }>;
    }>;
    totals: { subtotal: number; tax: number; service_charge: number; total: number; rounded: number; rounding: number };
  };
}

describe("the menu read", () => {
  it("lists an item's option groups in order, priced for the order's transaction type, with today's sold-out option", async () => {
    const res = await t.call("GET", "/api/mmenu", { as: "kasir" });
    const item = res.body.data.find((m: { m_menu_id: number }) => m.m_menu_id === geprek);
    expect(item.option_groups.map((g: { name: string }) => g.name)).toEqual([level.name, topping.name]);
    expect(item.option_groups[0]).toMatchObject({ min_choices: 1, max_choices: 1 });
    expect(item.option_groups[1].options).toEqual([
      { id: topping.optionIds.Telur, name: "Telur", price: 3_000, is_default: false, sold_out: false },
      { id: topping.optionIds.Tempe, name: "Tempe", price: 2_000, is_default: false, sold_out: false },
      { id: topping.optionIds.Keju, name: "Keju", price: 4_000, is_default: false, sold_out: true },
    ]);
    const plain = res.body.data.find((m: { m_menu_nama: string }) => m.m_menu_nama === stall.item("Es Jeruk"));
    expect(plain.option_groups).toEqual([]);

    const grab = await openNote(t, { table: stall.table("Meja 5"), extra: { tmp_transaction_m_t_t_name: "grab" } });
    const onGrab = await t.call("GET", "/api/mmenu", { as: "kasir", query: { transactionId: String(grab) } });
    const grabItem = onGrab.body.data.find((m: { m_menu_id: number }) => m.m_menu_id === geprek);
    expect(grabItem.m_menu_harga_nominal).toBe(18_000);
    expect(grabItem.option_groups[1].options[0].price).toBe(4_000);
  });
});

describe("add-menu with options", () => {
  it("adds the defaults when no options are sent, as the spec's client does", async () => {
    const id = await openNote(t, { table: stall.table("Meja 1") });
    const res = await add(id, { tmp_transaction_detail_m_produk_id: geprek, tmp_transaction_detail_id: 0 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ price: 15_000, custom_menu: "Level 1", custom_note: "" });
    expect(res.body.data.options).toEqual([
      { group_id: level.groupId, group_name: level.name, option_id: level.optionIds["Level 1"], name: "Level 1", price: 0 },
    ]);
  });

  it("prices the line with its options; the same options add to one line, others make another", async () => {
    const id = await openNote(t, { table: stall.table("Meja 2") });
    const chosen = JSON.stringify([topping.optionIds.Telur, level.optionIds["Level 3"]]);
    const first = await add(id, { tmp_transaction_detail_m_produk_id: geprek, options: chosen });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({ price: 18_000, custom_menu: "Level 3, Telur" });
    await add(id, { tmp_transaction_detail_m_produk_id: geprek, options: [level.optionIds["Level 3"], topping.optionIds.Telur] });
    await add(id, { tmp_transaction_detail_m_produk_id: geprek, options: `[${level.optionIds["Level 0"]}]` });
    // "+" on a line: one more of the same, options included.
    await add(id, { tmp_transaction_detail_id: first.body.data.id });
    const { data, totals } = await lines(id);
    expect(data.map((l) => [l.custom_menu, l.qty, l.price, l.nominal])).toEqual([
      ["Level 3, Telur", 3, 18_000, 54_000],
      ["Level 0", 1, 15_000, 15_000],
    ]);
    expect(totals.subtotal).toBe(69_000);
  });

  it("refuses a required group left empty, two levels, a sold-out topping and a foreign option, changing nothing", async () => {
    const id = await openNote(t, { table: stall.table("Meja 3") });
    const cases: Array<[unknown, number, string]> = [
      ["[]", 422, `Pilih ${level.name}`],
      [[level.optionIds["Level 0"], level.optionIds["Level 2"]], 422, `Pilih satu ${level.name} saja`],
      [[level.optionIds["Level 1"], topping.optionIds.Keju], 409, "Keju habis"],
      [[level.optionIds["Level 1"], rasa.optionIds.Tawar], 422, "Pilihan tidak tersedia untuk menu ini"],
      ["[1,abc]", 422, "Pilihan harus daftar ID"],
    ];
    for (const [chosen, status, message] of cases) {
      const res = await add(id, { tmp_transaction_detail_m_produk_id: geprek, options: chosen });
      expect([res.status, res.body.meta.message], JSON.stringify(chosen)).toEqual([status, message]);
    }
    expect(await t.db.select().from(orderLines).where(eq(orderLines.orderId, id))).toEqual([]);
  });

  it("keeps the option's price at the time on the line after the back office changes it", async () => {
    const id = await openNote(t, { table: stall.table("Meja 4") });
    await add(id, { tmp_transaction_detail_m_produk_id: geprek, options: [level.optionIds["Level 2"], topping.optionIds.Tempe] });
    const tempe = topping.optionIds.Tempe as number;
    await t.db.update(options).set({ price: 2_500 }).where(eq(options.id, tempe));
    try {
      const [line] = (await lines(id)).data;
      expect(line).toMatchObject({ price: 17_000 });
      expect(line?.options.map((o) => o.price)).toEqual([0, 2_000]);
    } finally {
      await t.db.update(options).set({ price: 2_000 }).where(eq(options.id, tempe));
    }
  });
});

describe("a client written from the spec", () => {
  it("reads the options in custom_menu, edits the note it read, and pays the price with the options", async () => {
    const id = await openNote(t, { table: stall.table("Bungkus 1") });
    await add(id, { tmp_transaction_detail_m_produk_id: esTeh, tmp_transaction_detail_id: "" });
    await add(id, { tmp_transaction_detail_m_produk_id: geprek, options: [level.optionIds["Level 3"], topping.optionIds.Telur] });
    let { data } = await lines(id);
    const geprekLine = data[1];
    expect(geprekLine?.custom_menu).toBe("Level 3, Telur");
    // The spec's custom-menu modal sends back the text it showed, with the cook's words after it.
    const note = await t.call("POST", "/api/m-transaction-meja/customMenu", {
      as: "kasir",
      body: { tmp_transaction_detail_id: geprekLine?.id, qty: 1, custom_menu: "Level 3, Telur · tanpa bawang" },
    });
    expect(note.status, JSON.stringify(note.body)).toBe(200);
    const read = await lines(id);
    data = read.data;
    expect(data.map((l) => [l.custom_menu, l.custom_note, l.price])).toEqual([
      ["Manis", "", 5_000],
      ["Level 3, Telur · tanpa bawang", "tanpa bawang", 18_000],
    ]);
    const { totals } = read;
    expect(totals.subtotal).toBe(23_000);
    const paid = await t.call("POST", "/api/recap-transactions", {
      as: "kasir",
      body: {
        tmp_transaction_id: id,
        payment_method: 1,
        sub_total: totals.subtotal,
        nominal_pajak: totals.tax,
        nominal_sc: totals.service_charge,
        total: totals.rounded,
        round: totals.rounding,
        nominal_uang: 50_000,
        exchange: 50_000 - totals.rounded,
      },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const [bill] = await t.db.select().from(closedTransactions).where(eq(closedTransactions.orderId, id));
    expect(bill?.subtotal).toBe(23_000);
  });
});
