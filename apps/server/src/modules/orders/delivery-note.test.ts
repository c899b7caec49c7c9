/**
 * API tests of delivery-platform (ojol) notes without a table (orders §2.6, §5, §7
 * POST /tmp-transaction and GET /tmp-transaction?ojol=true; payment §4 online vendor defaults).
 * Both spec forms create the note; refusals change nothing; prices are the platform's per line.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closedTransactions, orderLines, orders, orderTables, users } from "../../db/schema/index.ts";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { openCash } from "../payment/payment.factory.ts";
import { addUnits, menuIdOf, openNote } from "./orders.test-helpers.ts";

let t: TestApp;
let stall: Stall;
/** A KL stall: Nasi Lemak RM8.50, RM10.20 on grab (type 3). */
let klStall: Stall;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 12"], {
    "Ayam Goreng Dada": { price: 18_000, prices: { 3: 22_000 } },
    "Es Teh Manis": { price: 5_000, pickup: "minum", prices: { 3: 6_000 } },
  });
  klStall = await buildStall(t, [], { "Nasi Lemak": { price: 850, prices: { 3: 1_020 } } }, { outlet: "DEMO-KL" });
});
afterAll(async () => {
  await t.close();
});

const NOW = () => new Date().toISOString();
const create = (body: Record<string, unknown>, as = "kasir") => t.call("POST", "/api/tmp-transaction", { as, body });
const orderOf = async (id: number, as = "kasir") => (await t.call("GET", `/api/tmp-transaction/${id}`, { as })).body.data;
const ojolList = async (as = "kasir") =>
  (await t.call("GET", "/api/tmp-transaction", { as, query: { ojol: "true" } })).body.data as Array<{
    tmp_transaction_id: number;
    tmp_transaction_note_number: string;
  }>;
const snapshot = async () => ({
  orders: (await t.db.select({ id: orders.id }).from(orders)).length,
  held: (await t.db.select().from(orderTables)).length,
});
async function userIdOf(email: string): Promise<number> {
  const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return u?.id ?? 0;
}

describe("POST /tmp-transaction: a delivery note holds no table", () => {
  it("creates a GrabFood note from the cashier form (table 0): GF- prefixed, listed under ojol, no table held", async () => {
    const before = await snapshot();
    const res = await create({
      tmp_transaction_m_meja_id: 0,
      tmp_transaction_m_t_t_name: "grab",
      tmp_transaction_note_number: "1234",
      tmp_transaction_customer_name: "Sari",
      tmp_transaction_order_time: "12:30",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.code).toBe(200);
    const id = res.body.data.tmp_transaction_id as number;
    expect(res.body.data.m_transaction_table_id).toBe(id);
    expect(await orderOf(id)).toMatchObject({
      tmp_transaction_note_number: "GF-1234",
      tmp_transaction_customer_name: "Sari",
      tmp_transaction_m_meja_id: 0,
      tmp_transaction_table_list: "",
      tmp_transaction_table_name_list: "",
      m_transaction_table_table_list: [],
      m_t_t_name: "grab",
      m_t_t_group: "ojol",
      name: "Grab",
    });
    expect((await ojolList()).map((o) => o.tmp_transaction_note_number)).toContain("GF-1234");
    const after = await snapshot();
    expect(after).toEqual({ orders: before.orders + 1, held: before.held });
    const byTable = (await t.call("GET", "/api/tmp-transaction", { as: "kasir" })).body.data as Record<
      string,
      { tmp_transaction_id: number }
    >;
    expect(Object.values(byTable).map((o) => o.tmp_transaction_id)).not.toContain(id);
  });

  it("creates a GoFood note from the older staff form with the picked staff member (Hal Ojol)", async () => {
    const waiter = await userIdOf("pelayan@demo.test");
    const res = await create(
      {
        m_transaction_table_type_transaction: "gojek",
        m_transaction_table_note_number: "G-555",
        m_transaction_table_customer_name: "Rina",
        m_transaction_table_order_time: "13:05",
        m_transaction_table_by: waiter,
        m_transaction_table_table_list: "[]",
      },
      "pelayan",
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const note = await orderOf(res.body.data.m_transaction_table_id, "pelayan");
    expect(note).toMatchObject({
      m_transaction_table_note_number: "G-555",
      m_transaction_table_customer_name: "Rina",
      m_transaction_table_by: waiter,
      m_transaction_table_by_name: expect.any(String),
      m_t_t_name: "gojek",
    });
    // Every platform gets its own prefix, typed or not.
    for (const [platform, typed, stored] of [
      ["maxim", "777", "MX-777"],
      ["shopeefood", "SF-888", "SF-888"],
      ["grabmart", "999", "GM-999"],
    ] as const) {
      const made = await create({
        tmp_transaction_m_t_t_name: platform,
        tmp_transaction_note_number: typed,
        tmp_transaction_customer_name: "Bos",
        tmp_transaction_order_time: NOW(),
      });
      expect(made.status, platform).toBe(200);
      expect((await orderOf(made.body.data.tmp_transaction_id)).tmp_transaction_note_number).toBe(stored);
    }
  });

  it("refuses bad delivery forms with the spec's messages and writes nothing", async () => {
    await create({
      tmp_transaction_m_t_t_name: "grab",
      tmp_transaction_note_number: "DUP1",
      tmp_transaction_customer_name: "Ani",
      tmp_transaction_order_time: NOW(),
    });
    const base = {
      tmp_transaction_m_t_t_name: "grab",
      tmp_transaction_note_number: "4321",
      tmp_transaction_customer_name: "Ani",
      tmp_transaction_order_time: "12:00",
    };
    const before = await snapshot();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ tmp_transaction_note_number: "12" }, 422, "Nomor Nota minimal 3 karakter"],
      [{ tmp_transaction_note_number: "GF-12" }, 422, "Nomor Nota minimal 3 karakter"],
      [{ tmp_transaction_note_number: "" }, 422, "Nota harus diisi!"],
      [{ tmp_transaction_customer_name: "" }, 422, "Nama Big Boss harus diisi!"],
      [{ tmp_transaction_order_time: "" }, 422, "Jam Order harus diisi!"],
      [{ tmp_transaction_m_t_t_name: "" }, 422, "Meja harus dipilih!"],
      [{ tmp_transaction_m_t_t_name: "dine in" }, 422, "Meja harus dipilih!"],
      [{ tmp_transaction_m_t_t_name: "kereta" }, 422, "Jenis transaksi tidak valid"],
      [{ m_transaction_table_by: await userIdOf("kasir.kl@demo.test") }, 422, "Karyawan tidak ditemukan"],
    ];
    for (const [change, status, message] of cases) {
      const res = await create({ ...base, ...change });
      expect(res.status, message).toBe(status);
      expect(res.body.meta.message, JSON.stringify(change)).toContain(message);
    }
    // The same nota twice (typed with or without its prefix): refused in the body like any nota.
    for (const typed of ["DUP1", "GF-DUP1"]) {
      const dup = await create({ ...base, tmp_transaction_note_number: typed });
      expect([dup.status, dup.body.meta.code, dup.body.meta.error]).toEqual([200, 204, 1]);
      expect(dup.body.meta.message).toBe("Nomor Nota sudah ada");
    }
    expect(await snapshot()).toEqual(before);
  });

  it("keeps outlets apart: another outlet's delivery note is neither listed nor readable nor changeable", async () => {
    const kl = await create(
      {
        tmp_transaction_m_t_t_name: "grab",
        tmp_transaction_note_number: "5150",
        tmp_transaction_customer_name: "Aisyah",
        tmp_transaction_order_time: NOW(),
      },
      "kasir.kl",
    );
    expect(kl.status).toBe(200);
    const klId = kl.body.data.tmp_transaction_id as number;
    expect((await ojolList("kasir.kl")).map((o) => o.tmp_transaction_id)).toEqual([klId]);
    expect((await ojolList()).map((o) => o.tmp_transaction_id)).not.toContain(klId);
    expect((await t.call("GET", `/api/tmp-transaction/${klId}`, { as: "kasir" })).status).toBe(404);
    const add = await t.call("POST", "/api/m-transaction-meja/add-menu", {
      as: "kasir",
      body: {
        tmp_transaction_detail_m_produk_id: await menuIdOf(t.db, stall.item("Ayam Goreng Dada")),
        tmp_transaction_detail_tmp_transaction_id: klId,
      },
    });
    expect(add.status).toBe(404);
    expect(await t.db.select().from(orderLines).where(eq(orderLines.orderId, klId))).toHaveLength(0);
  });
});

describe("platform prices and payment of a delivery note", () => {
  it("prices every line at the platform's m_menu_harga (add-menu and add-multiple-menu), dine in at the menu price", async () => {
    const grab = (
      await create({
        tmp_transaction_m_t_t_name: "grab",
        tmp_transaction_note_number: "6001",
        tmp_transaction_customer_name: "Dewi",
        tmp_transaction_order_time: NOW(),
      })
    ).body.data.tmp_transaction_id as number;
    await addUnits(t, grab, stall.item("Ayam Goreng Dada"), 2);
    const multi = await t.call("POST", "/api/m-transaction-meja/add-multiple-menu", {
      as: "kasir",
      body: {
        m_transaction_table_id: grab,
        menu: JSON.stringify([{ m_menu_id: await menuIdOf(t.db, stall.item("Es Teh Manis")), qty: 1, custom_menu: "" }]),
      },
    });
    expect(multi.status, JSON.stringify(multi.body)).toBe(201);
    const dineIn = await openNote(t, { table: stall.table("Meja 12"), note: "6002" });
    await addUnits(t, dineIn, stall.item("Ayam Goreng Dada"));
    const detail = async (id: number) =>
      (await t.call("GET", "/api/transaction-detail", { as: "kasir", query: { m_transaction_menu_table_id: String(id) } })).body;
    const grabLines = (await detail(grab)).data as Array<{ m_menu_nama: string; price: number; qty: number }>;
    const priceOf = (lines: typeof grabLines, name: string) => lines.find((l) => l.m_menu_nama === name)?.price;
    // The built grab prices (Ayam Goreng Dada 18.000 → 22.000, Es Teh Manis 5.000 → 6.000).
    expect(priceOf(grabLines, stall.item("Ayam Goreng Dada"))).toBe(22_000);
    expect(priceOf(grabLines, stall.item("Es Teh Manis"))).toBe(6_000);
    expect((await detail(grab)).totals.subtotal).toBe(50_000);
    expect(priceOf((await detail(dineIn)).data, stall.item("Ayam Goreng Dada"))).toBe(18_000);
  });

  it("pays an RM outlet's GrabFood note with OVO (grab's default wallet): ringgit on the wire, sen stored, no table freed", async () => {
    await openCash(t, "kasir.kl");
    const made = await create(
      {
        tmp_transaction_m_t_t_name: "grab",
        tmp_transaction_note_number: "7001",
        tmp_transaction_customer_name: "Mei",
        tmp_transaction_order_time: NOW(),
      },
      "kasir.kl",
    );
    const id = made.body.data.tmp_transaction_id as number;
    await addUnits(t, id, klStall.item("Nasi Lemak"), 2, "kasir.kl", "DEMO-KL");
    const detail = (await t.call("GET", "/api/transaction-detail", { as: "kasir.kl", query: { m_transaction_menu_table_id: String(id) } }))
      .body;
    // Nasi Lemak RM8.50 → its built grab price RM10.20; two of them.
    expect(detail.data[0].price).toBe(10.2);
    const totals = detail.totals as { subtotal: number; tax: number; service_charge: number; total: number; rounded: number };
    expect(totals.subtotal).toBe(20.4);
    const res = await t.call("POST", "/api/recap-transactions", {
      as: "kasir.kl",
      body: {
        tmp_transaction_id: id,
        payment_method: 6,
        sub_total: totals.subtotal,
        nominal_pajak: totals.tax,
        nominal_sc: totals.service_charge,
        total: totals.rounded,
        round: Math.round((totals.rounded - totals.total) * 100) / 100,
        nominal_uang: 0,
        exchange: 0,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [rekap] = await t.db.select().from(closedTransactions).where(eq(closedTransactions.orderId, id));
    expect(rekap).toMatchObject({ paymentMethodId: 6, total: Math.round(totals.rounded * 100), change: 0 });
    expect((await ojolList("kasir.kl")).map((o) => o.tmp_transaction_id)).not.toContain(id);
  });
});
