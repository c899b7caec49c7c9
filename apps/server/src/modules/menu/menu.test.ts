import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, diningTables, menuItems, menuPrices, menuTypes, orders, users } from "../../db/schema/index.ts";
import { ojolPrice } from "../../db/seed.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { menuTypeTag, priceFor } from "./menu.service.ts";

let t: TestApp;
let demoOutletId: number;
let klOutletId: number;

type Item = { m_menu_nama: string; m_menu_harga_nominal: number; [k: string]: unknown };
const names = (rows: Array<{ m_menu_nama: string }>) => rows.map((r) => r.m_menu_nama);

beforeAll(async () => {
  t = await createTestApp();
  const [kasir] = await t.db.select().from(users).where(eq(users.email, "kasir@demo.test"));
  const [kl] = await t.db.select().from(users).where(eq(users.email, "kasir.kl@demo.test"));
  demoOutletId = kasir?.outletId ?? 0;
  klOutletId = kl?.outletId ?? 0;
});

afterAll(async () => {
  await t.close();
});

/** An open order of `email`'s outlet with transaction type `typeId`, inserted directly (orders are another module's). */
async function openOrder(email: string, typeId: number, noteNumber: string): Promise<number> {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  const [table] = await t.db
    .select()
    .from(diningTables)
    .where(eq(diningTables.outletId, user?.outletId ?? 0))
    .limit(1);
  const [order] = await t.db
    .insert(orders)
    .values({
      outletId: user?.outletId ?? 0,
      noteNumber,
      customerName: "Sari",
      orderTime: new Date(),
      tableId: table?.id ?? 0,
      transactionTypeId: typeId,
      cashierId: user?.id ?? 0,
      taxRateBp: 1000,
      serviceChargeRateBp: 500,
      rounding: "ya",
    })
    .returning({ id: orders.id });
  return order?.id ?? 0;
}

async function idOf<T extends typeof menuTypes | typeof categories | typeof menuItems>(
  table: T,
  outletId: number,
  name: string,
): Promise<number> {
  const [row] = await t.db
    .select({ id: table.id })
    .from(table as typeof menuTypes)
    .where(and(eq(table.outletId, outletId), eq(table.name, name)));
  return row?.id ?? 0;
}

describe("GET /m-menu-jenis", () => {
  it("lists the menu types with both names and their pickup screen", async () => {
    const res = await t.call("GET", "/api/m-menu-jenis", { as: "dapur" });
    expect(res.status).toBe(200);
    const makanan = await idOf(menuTypes, demoOutletId, "Makanan");
    expect(res.body.data[0]).toEqual({
      m_menu_jenis_id: makanan,
      m_menu_jenis_nama: "Makanan",
      m_jenis_produk_id: makanan,
      m_jenis_produk_nama: "Makanan",
      m_menu_jenis_ambil: "makan",
    });
    expect(res.body.data.map((x: { m_menu_jenis_nama: string }) => x.m_menu_jenis_nama)).toEqual(["Makanan", "Minuman"]);
  });

  it("filters by pickup screen with m_menu_jenis_odcr55", async () => {
    const res = await t.call("GET", "/api/m-menu-jenis", { as: "pelayan", query: { m_menu_jenis_odcr55: "minum" } });
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ m_menu_jenis_nama: "Minuman", m_menu_jenis_ambil: "minum" });
  });

  it("refuses a caller without a token", async () => {
    expect((await t.call("GET", "/api/m-menu-jenis")).status).toBe(401);
  });
});

describe("GET /m-kategori", () => {
  it("lists the outlet's categories, or one menu type's under either parameter name", async () => {
    const all = await t.call("GET", "/api/m-kategori", { as: "kasir" });
    expect(all.status).toBe(200);
    expect(all.body.data.map((c: { m_kategori_nama: string }) => c.m_kategori_nama)).toEqual([
      "Ayam",
      "Ikan",
      "Sambal",
      "Sayur",
      "Nasi",
      "Lauk",
      "Es",
      "Jus",
      "Panas",
    ]);
    const minuman = String(await idOf(menuTypes, demoOutletId, "Minuman"));
    for (const key of ["m_kategori_m_menu_jenis_id", "m_sub_jenis_produk_m_jenis_produk_id"]) {
      const res = await t.call("GET", "/api/m-kategori", { as: "kasir", query: { [key]: minuman, transactionId: "" } });
      expect(res.body.data.map((c: { m_sub_jenis_produk_nama: string }) => c.m_sub_jenis_produk_nama)).toEqual(["Es", "Jus", "Panas"]);
      expect(res.body.data[0]).toMatchObject({
        m_kategori_m_menu_jenis_id: Number(minuman),
        m_sub_jenis_produk_m_jenis_produk_id: Number(minuman),
      });
    }
  });

  it("shows nothing for another outlet's menu type and refuses a malformed id", async () => {
    const klType = String(await idOf(menuTypes, klOutletId, "Minuman"));
    const res = await t.call("GET", "/api/m-kategori", { as: "kasir", query: { m_kategori_m_menu_jenis_id: klType } });
    expect(res.body.data).toEqual([]);
    const bad = await t.call("GET", "/api/m-kategori", { as: "kasir", query: { m_kategori_m_menu_jenis_id: "abc" } });
    expect(bad.status).toBe(422);
  });

  it("refuses a caller without a token", async () => {
    expect((await t.call("GET", "/api/m-kategori")).status).toBe(401);
  });
});

describe("GET /mmenu", () => {
  it("lists every active item at the dine-in price with its category and type tag", async () => {
    const res = await t.call("GET", "/api/mmenu", { as: "kasir" });
    expect(res.status).toBe(200);
    const items = res.body.data as Item[];
    expect(items).toHaveLength(47);
    const ayam = items.find((i) => i.m_menu_nama === "Ayam Goreng Dada");
    const ayamCategory = await idOf(categories, demoOutletId, "Ayam");
    expect(ayam).toEqual({
      m_menu_id: expect.any(Number),
      m_menu_nama: "Ayam Goreng Dada",
      m_menu_m_menu_jenis_id: await idOf(menuTypes, demoOutletId, "Makanan"),
      m_menu_m_kategori_id: ayamCategory,
      m_produk_id: ayam?.m_menu_id,
      m_produk_nama: "Ayam Goreng Dada",
      m_menu_harga_nominal: 18000,
      m_menu_harga_qr_status: "ya",
      type: "Normal",
      config_sub_jenis_produks: { m_sub_jenis_produk_id: ayamCategory, m_sub_jenis_produk_nama: "Ayam" },
      photo_version: null,
    });
    const typeOf = (name: string) => items.find((i) => i.m_menu_nama === name)?.type;
    expect([typeOf("Es Teh Manis"), typeOf("Kopi Hitam"), typeOf("Jus Alpukat"), typeOf("Gurame Bakar")]).toEqual([
      "Ice",
      "hot",
      "juice",
      "Normal",
    ]);
  });

  it("filters by menu type under either parameter name", async () => {
    const minuman = String(await idOf(menuTypes, demoOutletId, "Minuman"));
    for (const key of ["m_menu_m_menu_jenis_id", "m_produk_m_jenis_produk_id"]) {
      const res = await t.call("GET", "/api/mmenu", { as: "opp", query: { [key]: minuman } });
      expect(res.body.data).toHaveLength(17);
      expect(names(res.body.data)).toContain("Es Jeruk");
      expect(names(res.body.data)).not.toContain("Nasi Putih");
    }
  });

  it("shows a sold-out item as 'tidak' and leaves out an inactive one", async () => {
    await t.db
      .update(menuItems)
      .set({ soldOut: true })
      .where(and(eq(menuItems.outletId, demoOutletId), eq(menuItems.name, "Es Campur")));
    await t.db
      .update(menuItems)
      .set({ active: false })
      .where(and(eq(menuItems.outletId, demoOutletId), eq(menuItems.name, "Es Cincau")));
    const res = await t.call("GET", "/api/mmenu", { as: "kasir" });
    const items = res.body.data as Item[];
    expect(items.find((i) => i.m_menu_nama === "Es Campur")?.m_menu_harga_qr_status).toBe("tidak");
    expect(names(items)).not.toContain("Es Cincau");
    await t.db.update(menuItems).set({ soldOut: false, active: true }).where(eq(menuItems.outletId, demoOutletId));
  });

  it("prices a grab order's menu at the ojol price, falling back to the default price", async () => {
    const grabOrder = await openOrder("kasir@demo.test", 3, "GF-1001");
    const res = await t.call("GET", "/api/mmenu", { as: "kasir", query: { transactionId: String(grabOrder) } });
    expect(res.status).toBe(200);
    const price = (name: string) => (res.body.data as Item[]).find((i) => i.m_menu_nama === name)?.m_menu_harga_nominal;
    expect(price("Ayam Goreng Dada")).toBe(ojolPrice(18000, 500));
    expect(price("Ayam Goreng Dada")).toBe(22000);

    const lele = await idOf(menuItems, demoOutletId, "Lele Goreng");
    await t.db.delete(menuPrices).where(and(eq(menuPrices.menuItemId, lele), eq(menuPrices.transactionTypeId, 3)));
    const again = await t.call("GET", "/api/mmenu", { as: "kasir", query: { transactionId: String(grabOrder) } });
    expect((again.body.data as Item[]).find((i) => i.m_menu_nama === "Lele Goreng")?.m_menu_harga_nominal).toBe(15000);

    const dineIn = await openOrder("kasir@demo.test", 1, "1001");
    const plain = await t.call("GET", "/api/mmenu", { as: "kasir", query: { transactionId: String(dineIn) } });
    expect((plain.body.data as Item[]).find((i) => i.m_menu_nama === "Ayam Goreng Dada")?.m_menu_harga_nominal).toBe(18000);
  });

  it("refuses another outlet's or an unknown order (404) and a malformed id (422)", async () => {
    const klOrder = await openOrder("kasir.kl@demo.test", 3, "GF-2001");
    for (const id of [String(klOrder), "999999"]) {
      const res = await t.call("GET", "/api/mmenu", { as: "kasir", query: { transactionId: id } });
      expect(res.status).toBe(404);
      expect(res.body.meta.message).toBe("Maaf! Transaksi tidak ditemukan");
    }
    for (const bad of ["abc", "1.5", "-3", "99999999999"]) {
      expect((await t.call("GET", "/api/mmenu", { as: "kasir", query: { transactionId: bad } })).status).toBe(422);
    }
  });

  it("shows the RM outlet its own menu in ringgit (the wire's major unit)", async () => {
    const res = await t.call("GET", "/api/mmenu", { as: "kasir.kl" });
    expect(res.body.data).toHaveLength(11);
    expect((res.body.data as Item[]).find((i) => i.m_menu_nama === "Teh Tarik")?.m_menu_harga_nominal).toBe(3.5);
  });

  it("refuses a caller without a token", async () => {
    expect((await t.call("GET", "/api/mmenu")).status).toBe(401);
  });
});

describe("GET /m-menu/byKategori/{id}", () => {
  it("lists the items of one category, priced for the order when given", async () => {
    const es = await idOf(categories, demoOutletId, "Es");
    const res = await t.call("GET", `/api/m-menu/byKategori/${es}`, { as: "wbd" });
    expect(res.status).toBe(200);
    expect(names(res.body.data)).toEqual([
      "Es Teh Manis",
      "Es Teh Tawar",
      "Es Jeruk",
      "Es Campur",
      "Es Cincau",
      "Es Kelapa Muda",
      "Air Mineral",
    ]);
    expect(res.body.data.every((i: { type: string }) => i.type === "Ice")).toBe(true);

    const gojek = await openOrder("kasir@demo.test", 4, "G-3001");
    const priced = await t.call("GET", `/api/m-menu/byKategori/${es}`, { as: "wbd", query: { transactionId: String(gojek) } });
    expect((priced.body.data as Item[]).find((i) => i.m_menu_nama === "Es Jeruk")?.m_menu_harga_nominal).toBe(ojolPrice(8000, 500));
  });

  it("refuses another outlet's or an unknown category with 404", async () => {
    const klCategory = await idOf(categories, klOutletId, "Roti");
    for (const id of [klCategory, 999999]) {
      const res = await t.call("GET", `/api/m-menu/byKategori/${id}`, { as: "kasir" });
      expect(res.status).toBe(404);
      expect(res.body.meta.message).toBe("Kategori tidak ditemukan");
    }
    expect((await t.call("GET", "/api/m-menu/byKategori/abc", { as: "kasir" })).status).toBe(422);
    expect((await t.call("GET", "/api/m-menu/byKategori/99999999999", { as: "kasir" })).status).toBe(422);
  });

  it("refuses a caller without a token", async () => {
    expect((await t.call("GET", "/api/m-menu/byKategori/1")).status).toBe(401);
  });
});

describe("priceFor and menuTypeTag", () => {
  it("gives the type's price, the default price as fallback, and null for an unknown item", async () => {
    const ayam = await idOf(menuItems, demoOutletId, "Ayam Bakar");
    expect(await priceFor(t.db, ayam, 1)).toBe(20000);
    expect(await priceFor(t.db, ayam, 6)).toBe(ojolPrice(20000, 500));
    await t.db.delete(menuPrices).where(and(eq(menuPrices.menuItemId, ayam), eq(menuPrices.transactionTypeId, 7)));
    expect(await priceFor(t.db, ayam, 7)).toBe(20000);
    expect(await priceFor(t.db, 999999, 1)).toBeNull();
  });

  it.each([
    ["Panas", "hot"],
    ["Ayam Bakar Pedas", "hot"],
    ["Es", "Ice"],
    ["ES BUAH", "Ice"],
    ["Juice", "juice"],
    ["Jus", "juice"],
    ["Ikan Bakar", "bakar"],
    ["Tumis", "bakar"],
    ["Dessert", "Normal"],
    ["Ayam", "Normal"],
  ])("tags the category %s as %s", (name, tag) => {
    expect(menuTypeTag(name)).toBe(tag);
  });
});
