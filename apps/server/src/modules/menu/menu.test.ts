import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuItems } from "../../db/schema/index.ts";
import { ojolPrice } from "../../db/seed.ts";
import { buildCategory, buildMenuItem, buildMenuType, openOrder, outletId, uniqueName } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { menuTypeTag, priceFor } from "./menu.service.ts";

let t: TestApp;

type Item = { m_menu_id: number; m_menu_nama: string; m_menu_harga_nominal: number; [k: string]: unknown };
const names = (rows: Array<{ m_menu_nama: string }>) => rows.map((r) => r.m_menu_nama);
const ids = (rows: Array<{ m_menu_id: number }>) => rows.map((r) => r.m_menu_id);

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

/** Ids of the outlet's active menu items, in display order: what GET /mmenu must list. */
async function activeItemIds(outlet: "DEMO" | "DEMO-KL"): Promise<number[]> {
  const rows = await t.db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(eq(menuItems.outletId, await outletId(t, outlet)), eq(menuItems.active, true)))
    .orderBy(menuItems.sortOrder, menuItems.id);
  return rows.map((r) => r.id);
}

describe("GET /m-menu-jenis", () => {
  it("lists the menu types in display order with both names and their pickup screen", async () => {
    const makan = await buildMenuType(t, { pickup: "makan", sortOrder: 1_000 });
    const minum = await buildMenuType(t, { pickup: "minum", sortOrder: 1_001 });
    const res = await t.call("GET", "/api/m-menu-jenis", { as: "dapur" });
    expect(res.status).toBe(200);
    expect(res.body.data.slice(-2)).toEqual([
      {
        m_menu_jenis_id: makan.menuTypeId,
        m_menu_jenis_nama: makan.name,
        m_jenis_produk_id: makan.menuTypeId,
        m_jenis_produk_nama: makan.name,
        m_menu_jenis_ambil: "makan",
      },
      expect.objectContaining({ m_menu_jenis_id: minum.menuTypeId, m_menu_jenis_nama: minum.name, m_menu_jenis_ambil: "minum" }),
    ]);
  });

  it("filters by pickup screen with m_menu_jenis_odcr55", async () => {
    const makan = await buildMenuType(t, { pickup: "makan" });
    const minum = await buildMenuType(t, { pickup: "minum" });
    const res = await t.call("GET", "/api/m-menu-jenis", { as: "pelayan", query: { m_menu_jenis_odcr55: "minum" } });
    const listed = res.body.data.map((x: { m_menu_jenis_nama: string }) => x.m_menu_jenis_nama);
    expect(listed).toContain(minum.name);
    expect(listed).not.toContain(makan.name);
    expect(res.body.data.every((x: { m_menu_jenis_ambil: string }) => x.m_menu_jenis_ambil === "minum")).toBe(true);
  });

  it("refuses a caller without a token", async () => {
    expect((await t.call("GET", "/api/m-menu-jenis")).status).toBe(401);
  });
});

describe("GET /m-kategori", () => {
  it("lists the outlet's categories, or one menu type's under either parameter name", async () => {
    const type = await buildMenuType(t, { sortOrder: 2_000 });
    const second = await buildCategory(t, { menuType: type.menuTypeId, sortOrder: 2 });
    const first = await buildCategory(t, { menuType: type.menuTypeId, sortOrder: 1 });
    const other = await buildCategory(t);
    const all = await t.call("GET", "/api/m-kategori", { as: "kasir" });
    expect(all.status).toBe(200);
    const allNames = all.body.data.map((c: { m_kategori_nama: string }) => c.m_kategori_nama);
    expect(allNames).toContain(other.name);
    expect(allNames.slice(-2)).toEqual([first.name, second.name]);
    for (const key of ["m_kategori_m_menu_jenis_id", "m_sub_jenis_produk_m_jenis_produk_id"]) {
      const res = await t.call("GET", "/api/m-kategori", { as: "kasir", query: { [key]: String(type.menuTypeId), transactionId: "" } });
      expect(res.body.data.map((c: { m_sub_jenis_produk_nama: string }) => c.m_sub_jenis_produk_nama)).toEqual([first.name, second.name]);
      expect(res.body.data[0]).toMatchObject({
        m_kategori_id: first.categoryId,
        m_kategori_m_menu_jenis_id: type.menuTypeId,
        m_sub_jenis_produk_m_jenis_produk_id: type.menuTypeId,
      });
    }
  });

  it("shows nothing for another outlet's menu type and refuses a malformed id", async () => {
    const klType = await buildMenuType(t, { outlet: "DEMO-KL" });
    await buildCategory(t, { outlet: "DEMO-KL", menuType: klType.menuTypeId });
    const res = await t.call("GET", "/api/m-kategori", { as: "kasir", query: { m_kategori_m_menu_jenis_id: String(klType.menuTypeId) } });
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
    const category = await buildCategory(t);
    const ayam = await buildMenuItem(t, { category: category.categoryId, price: 18_000, prices: { 1: 18_000, 3: 22_000 } });
    const tagged = await Promise.all(
      ["Es", "Panas", "Jus", "Ikan"].map(async (prefix) => {
        const c = await buildCategory(t, { name: `${prefix} ${category.name}` });
        return (await buildMenuItem(t, { category: c.categoryId })).name;
      }),
    );
    const res = await t.call("GET", "/api/mmenu", { as: "kasir" });
    expect(res.status).toBe(200);
    const items = res.body.data as Item[];
    expect(ids(items)).toEqual(await activeItemIds("DEMO"));
    expect(items.find((i) => i.m_menu_id === ayam.menuItemId)).toEqual({
      m_menu_id: ayam.menuItemId,
      m_menu_nama: ayam.name,
      m_menu_m_menu_jenis_id: category.menuTypeId,
      m_menu_m_kategori_id: category.categoryId,
      m_produk_id: ayam.menuItemId,
      m_produk_nama: ayam.name,
      m_menu_harga_nominal: 18_000,
      m_menu_harga_qr_status: "ya",
      type: "Normal",
      config_sub_jenis_produks: { m_sub_jenis_produk_id: category.categoryId, m_sub_jenis_produk_nama: category.name },
      photo_version: null,
      option_groups: [],
    });
    const typeOf = (name: string) => items.find((i) => i.m_menu_nama === name)?.type;
    expect(tagged.map(typeOf)).toEqual(["Ice", "hot", "juice", "Normal"]);
  });

  it("filters by menu type under either parameter name", async () => {
    const minuman = await buildMenuType(t, { pickup: "minum" });
    const es = await buildCategory(t, { menuType: minuman.menuTypeId });
    const jus = await buildCategory(t, { menuType: minuman.menuTypeId });
    const drinks = [
      await buildMenuItem(t, { category: es.categoryId, sortOrder: 1 }),
      await buildMenuItem(t, { category: jus.categoryId, sortOrder: 2 }),
      await buildMenuItem(t, { category: es.categoryId, sortOrder: 3 }),
    ];
    const nasi = await buildMenuItem(t);
    for (const key of ["m_menu_m_menu_jenis_id", "m_produk_m_jenis_produk_id"]) {
      const res = await t.call("GET", "/api/mmenu", { as: "opp", query: { [key]: String(minuman.menuTypeId) } });
      expect(names(res.body.data)).toEqual(drinks.map((d) => d.name));
      expect(names(res.body.data)).not.toContain(nasi.name);
    }
  });

  it("shows a sold-out item as 'tidak' and leaves out an inactive one", async () => {
    const soldOut = await buildMenuItem(t, { soldOut: true });
    const inactive = await buildMenuItem(t, { active: false });
    const res = await t.call("GET", "/api/mmenu", { as: "kasir" });
    const items = res.body.data as Item[];
    expect(items.find((i) => i.m_menu_nama === soldOut.name)?.m_menu_harga_qr_status).toBe("tidak");
    expect(names(items)).not.toContain(inactive.name);
  });

  it("prices a grab order's menu at the ojol price, falling back to the default price", async () => {
    const ayam = await buildMenuItem(t, { price: 18_000, prices: { 3: ojolPrice(18_000, 500) } });
    const lele = await buildMenuItem(t, { price: 15_000 });
    const grab = await openOrder(t, { typeId: 3 });
    const res = await t.call("GET", "/api/mmenu", { as: "kasir", query: { transactionId: String(grab.orderId) } });
    expect(res.status).toBe(200);
    const price = (name: string) => (res.body.data as Item[]).find((i) => i.m_menu_nama === name)?.m_menu_harga_nominal;
    expect(price(ayam.name)).toBe(ojolPrice(18_000, 500));
    expect(price(ayam.name)).toBe(22_000);
    expect(price(lele.name)).toBe(15_000);

    const dineIn = await openOrder(t, { typeId: 1 });
    const plain = await t.call("GET", "/api/mmenu", { as: "kasir", query: { transactionId: String(dineIn.orderId) } });
    expect((plain.body.data as Item[]).find((i) => i.m_menu_nama === ayam.name)?.m_menu_harga_nominal).toBe(18_000);
  });

  it("refuses another outlet's or an unknown order (404) and a malformed id (422)", async () => {
    const klOrder = await openOrder(t, { by: "kasir.kl@demo.test", typeId: 3 });
    for (const id of [String(klOrder.orderId), "999999"]) {
      const res = await t.call("GET", "/api/mmenu", { as: "kasir", query: { transactionId: id } });
      expect(res.status).toBe(404);
      expect(res.body.meta.message).toBe("Maaf! Transaksi tidak ditemukan");
    }
    for (const bad of ["abc", "1.5", "-3", "99999999999"]) {
      expect((await t.call("GET", "/api/mmenu", { as: "kasir", query: { transactionId: bad } })).status).toBe(422);
    }
  });

  it("shows the RM outlet its own menu in ringgit (the wire's major unit)", async () => {
    const tehTarik = await buildMenuItem(t, { outlet: "DEMO-KL", price: 350 });
    const rupiah = await buildMenuItem(t);
    const res = await t.call("GET", "/api/mmenu", { as: "kasir.kl" });
    expect(ids(res.body.data)).toEqual(await activeItemIds("DEMO-KL"));
    expect(names(res.body.data)).not.toContain(rupiah.name);
    expect((res.body.data as Item[]).find((i) => i.m_menu_nama === tehTarik.name)?.m_menu_harga_nominal).toBe(3.5);
  });

  it("refuses a caller without a token", async () => {
    expect((await t.call("GET", "/api/mmenu")).status).toBe(401);
  });
});

describe("GET /m-menu/byKategori/{id}", () => {
  it("lists the items of one category, priced for the order when given", async () => {
    const es = await buildCategory(t, { name: uniqueName("Es") });
    const built: Array<{ name: string }> = [];
    for (const sortOrder of [1, 2, 3]) {
      built.push(await buildMenuItem(t, { category: es.categoryId, sortOrder, price: 8_000, prices: { 4: ojolPrice(8_000, 500) } }));
    }
    await buildMenuItem(t, { sortOrder: 2 });
    const res = await t.call("GET", `/api/m-menu/byKategori/${es.categoryId}`, { as: "wbd" });
    expect(res.status).toBe(200);
    expect(names(res.body.data)).toEqual(built.map((b) => b.name));
    expect(res.body.data.every((i: { type: string }) => i.type === "Ice")).toBe(true);

    const gojek = await openOrder(t, { typeId: 4 });
    const priced = await t.call("GET", `/api/m-menu/byKategori/${es.categoryId}`, {
      as: "wbd",
      query: { transactionId: String(gojek.orderId) },
    });
    expect((priced.body.data as Item[]).find((i) => i.m_menu_nama === built[1]?.name)?.m_menu_harga_nominal).toBe(ojolPrice(8_000, 500));
  });

  it("refuses another outlet's or an unknown category with 404", async () => {
    const klCategory = await buildCategory(t, { outlet: "DEMO-KL" });
    for (const id of [klCategory.categoryId, 999999]) {
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
    const { menuItemId: ayam } = await buildMenuItem(t, { price: 20_000, prices: { 1: 20_000, 6: ojolPrice(20_000, 500) } });
    expect(await priceFor(t.db, ayam, 1)).toBe(20_000);
    expect(await priceFor(t.db, ayam, 6)).toBe(ojolPrice(20_000, 500));
    expect(await priceFor(t.db, ayam, 7)).toBe(20_000);
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
