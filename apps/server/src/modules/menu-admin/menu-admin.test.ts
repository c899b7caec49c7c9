/**
 * Back office · Menu: types, categories and items with a price per transaction type.
 * Owner and kacab only (every other role refused), always the session's outlet (another outlet's
 * ids refused), bad input changes nothing, every write audited before → after, the till's menu
 * shows the change at once, an item with history is archived rather than deleted.
 */
import { can, ROLES } from "@waroeng/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, categories, menuItems, menuPrices, menuTypes, stationCategories } from "../../db/schema/index.ts";
import { buildStall, buildStation, buildUser, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { addUnits, menuIdOf, openNote, outletIdOf } from "../orders/orders.test-helpers.ts";

let t: TestApp;
let demo: number;
let stall: Stall;
/** A stall of the KL outlet (ringgit) and its owner's login. */
let klStall: Stall;
let klOwner: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = await outletIdOf(t.db);
  stall = await buildStall(t, ["Meja 5", "Bungkus 1"], {
    "Tempe Goreng": { price: 4_000 },
    "Es Teh Manis": { price: 5_000, pickup: "minum" },
    "Es Jeruk": { price: 8_000, pickup: "minum" },
    "Es Campur": { price: 15_000, pickup: "minum" },
    "Jus Sirsak": { price: 13_000, pickup: "minum" },
  });
  klStall = await buildStall(t, [], { "Nasi Lemak": { price: 850 }, "Teh Tarik": { price: 350, pickup: "minum" } }, { outlet: "DEMO-KL" });
  klOwner = (await buildUser(t, { outlet: "DEMO-KL", role: "owner" })).email;
});
afterAll(async () => {
  await t.close();
});

const snapshot = async () => ({
  items: await t.db.select().from(menuItems).orderBy(menuItems.id),
  prices: await t.db.select().from(menuPrices).orderBy(menuPrices.menuItemId, menuPrices.transactionTypeId),
  types: await t.db.select().from(menuTypes).orderBy(menuTypes.id),
  categories: await t.db.select().from(categories).orderBy(categories.id),
  stations: await t.db.select().from(stationCategories).orderBy(stationCategories.categoryId),
  audit: await t.db.select().from(auditLog).orderBy(auditLog.id),
});
/** The till's menu (GET /mmenu) as the cashier sees it, priced for `transactionId` (else dine in). */
const tillMenu = async (transactionId?: number, as = "kasir") =>
  (await t.call("GET", "/api/mmenu", { as, ...(transactionId ? { query: { transactionId: String(transactionId) } } : {}) })).body
    .data as Array<{
    m_menu_nama: string;
    m_menu_harga_nominal: number;
  }>;
const itemForm = async (over: Record<string, unknown> = {}) => ({
  m_menu_nama: "Ayam Geprek Keju",
  m_menu_m_kategori_id: stall.menu.type("makan").categoryId,
  m_menu_harga: 22000,
  harga: [
    { m_t_t_id: 1, m_menu_harga_nominal: 22000 },
    { m_t_t_id: 2, m_menu_harga_nominal: 23000 },
    { m_t_t_id: 3, m_menu_harga_nominal: 27000 },
  ],
  m_menu_tax: true,
  m_menu_sc: false,
  m_menu_qr: true,
  m_menu_active: true,
  ...over,
});

describe("menu items", () => {
  it("creates an item with its prices per transaction type; the till sells it at once at the type's price; audited", async () => {
    const res = await t.call("POST", "/api/admin/menu", { as: "owner", body: await itemForm() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const item = res.body.data;
    expect(item).toMatchObject({ m_menu_nama: "Ayam Geprek Keju", m_menu_harga: 22000, m_menu_sc: false, archived: false });
    expect(item.harga).toEqual([
      { m_t_t_id: 1, m_menu_harga_nominal: 22000 },
      { m_t_t_id: 2, m_menu_harga_nominal: 23000 },
      { m_t_t_id: 3, m_menu_harga_nominal: 27000 },
    ]);
    expect((await tillMenu()).find((m) => m.m_menu_nama === "Ayam Geprek Keju")?.m_menu_harga_nominal).toBe(22000);
    // A take-away note (Bungkus table) sells it at the take-away price.
    const takeaway = await openNote(t, { table: stall.table("Bungkus 1") });
    expect((await tillMenu(takeaway)).find((m) => m.m_menu_nama === "Ayam Geprek Keju")?.m_menu_harga_nominal).toBe(23000);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "menu"), eq(auditLog.entityId, item.m_menu_id)));
    expect(audit).toMatchObject({ outletId: demo, action: "create", before: null });
    expect(audit?.after).toMatchObject({ m_menu_nama: "Ayam Geprek Keju", m_menu_harga: 22000 });
  });

  it("changes a price: the till shows the new price on its next read, the audit keeps before → after", async () => {
    const id = await menuIdOf(t.db, stall.item("Es Jeruk"));
    const res = await t.call("POST", `/api/admin/menu/${id}`, {
      as: "kacab",
      body: await itemForm({
        m_menu_nama: stall.item("Es Jeruk"),
        m_menu_m_kategori_id: stall.menu.type("minum").categoryId,
        m_menu_harga: 9000,
        harga: [{ m_t_t_id: 1, m_menu_harga_nominal: 9000 }],
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await tillMenu()).find((m) => m.m_menu_nama === stall.item("Es Jeruk"))?.m_menu_harga_nominal).toBe(9000);
    // Its other types' own prices were replaced: a take-away order sells it at the base price.
    expect(await t.db.select().from(menuPrices).where(eq(menuPrices.menuItemId, id))).toEqual([
      { menuItemId: id, transactionTypeId: 1, price: 9000 },
    ]);
    const audit = await t.call("GET", "/api/admin/audit", { as: "owner" });
    expect(audit.body.data.rows[0]).toMatchObject({
      user_name: "Pak Harto Kacab",
      audit_entity: "menu",
      audit_entity_id: id,
      audit_action: "update",
      audit_before: { m_menu_harga: 8000 },
      audit_after: { m_menu_harga: 9000 },
    });
  });

  it("refuses bad input with the field's message and changes nothing", async () => {
    const id = await menuIdOf(t.db, stall.item("Es Campur"));
    const es = stall.menu.type("minum").categoryId;
    const base = await itemForm({ m_menu_nama: stall.item("Es Campur"), m_menu_m_kategori_id: es });
    const bad: Array<[Record<string, unknown>, number, string]> = [
      [{ ...base, m_menu_harga: -1 }, 422, "Tidak boleh kurang dari 0"],
      [{ ...base, m_menu_harga: 1500.5 }, 422, ""],
      [{ ...base, harga: [{ m_t_t_id: 1, m_menu_harga_nominal: -5 }] }, 422, "Tidak boleh kurang dari 0"],
      [{ ...base, m_menu_nama: "" }, 422, "Nama menu wajib diisi"],
      [{ ...base, m_menu_nama: "x".repeat(61) }, 422, "Nama menu maksimal 60 karakter"],
      [{ ...base, m_menu_nama: "Es\u0000Campur" }, 422, ""],
      [{ ...base, harga: [{ m_t_t_id: 99, m_menu_harga_nominal: 1 }] }, 422, "Jenis transaksi harga tidak dikenal"],
      [
        {
          ...base,
          harga: [
            { m_t_t_id: 1, m_menu_harga_nominal: 1 },
            { m_t_t_id: 1, m_menu_harga_nominal: 2 },
          ],
        },
        422,
        "Satu jenis transaksi hanya boleh satu harga",
      ],
      [{ ...base, m_menu_nama: stall.item("Es Jeruk") }, 409, "Nama menu sudah dipakai"],
      [{ ...base, m_menu_m_kategori_id: klStall.menu.type("makan").categoryId }, 404, "Kategori tidak ditemukan"],
      [{ ...base, m_menu_m_kategori_id: 0 }, 422, "Kategori tidak ditemukan"],
    ];
    const before = await snapshot();
    for (const [body, status, message] of bad) {
      const res = await t.call("POST", `/api/admin/menu/${id}`, { as: "owner", body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (message) {
        expect(res.body.meta.message).toBe(message);
      }
    }
    // A new item with a taken name, and a KL item edited from DEMO's session.
    expect((await t.call("POST", "/api/admin/menu", { as: "owner", body: { ...base, m_menu_nama: stall.item("Es Jeruk") } })).status).toBe(
      409,
    );
    const nasiLemak = await menuIdOf(t.db, klStall.item("Nasi Lemak"), "DEMO-KL");
    const foreign = await t.call("POST", `/api/admin/menu/${nasiLemak}`, { as: "owner", body: base });
    expect(foreign.status).toBe(404);
    expect(foreign.body.meta.message).toBe("Menu tidak ditemukan");
    expect((await t.call("POST", `/api/admin/menu/${nasiLemak}/archive`, { as: "owner", body: { archived: true } })).status).toBe(404);
    expect((await t.call("DELETE", `/api/admin/menu/${nasiLemak}`, { as: "owner" })).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it("takes ringgit with two decimals on an RM outlet and refuses a third", async () => {
    const id = await menuIdOf(t.db, klStall.item("Teh Tarik"), "DEMO-KL");
    const body = {
      m_menu_nama: klStall.item("Teh Tarik"),
      m_menu_m_kategori_id: klStall.menu.type("minum").categoryId,
      m_menu_harga: 3.8,
      harga: [{ m_t_t_id: 1, m_menu_harga_nominal: "3.80" }],
    };
    const res = await t.call("POST", `/api/admin/menu/${id}`, { as: klOwner, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ m_menu_harga: 3.8, harga: [{ m_t_t_id: 1, m_menu_harga_nominal: 3.8 }] });
    expect((await t.db.select().from(menuItems).where(eq(menuItems.id, id)))[0]?.price).toBe(380);
    const bad = await t.call("POST", `/api/admin/menu/${id}`, { as: klOwner, body: { ...body, m_menu_harga: "3.805" } });
    expect(bad.status).toBe(422);
    expect((await t.db.select().from(menuItems).where(eq(menuItems.id, id)))[0]?.price).toBe(380);
    // The KL owner cannot touch DEMO's items.
    const demoItem = await menuIdOf(t.db, stall.item("Es Jeruk"));
    expect((await t.call("POST", `/api/admin/menu/${demoItem}/archive`, { as: klOwner, body: { archived: true } })).status).toBe(404);
  });

  it("archives an item with history (delete refused), restores it; deletes one without history", async () => {
    const id = await menuIdOf(t.db, stall.item("Tempe Goreng"));
    const order = await openNote(t, { table: stall.table("Meja 5") });
    await addUnits(t, order, stall.item("Tempe Goreng"));
    const before = await snapshot();
    const refused = await t.call("DELETE", `/api/admin/menu/${id}`, { as: "owner" });
    expect(refused.status).toBe(409);
    expect(refused.body.meta.message).toBe("Menu sudah punya riwayat transaksi atau stok: arsipkan saja");
    expect(await snapshot()).toEqual(before);

    const archived = await t.call("POST", `/api/admin/menu/${id}/archive`, { as: "owner", body: { archived: true } });
    expect(archived.body.data).toMatchObject({ archived: true, m_menu_active: false });
    expect((await tillMenu()).some((m) => m.m_menu_nama === stall.item("Tempe Goreng"))).toBe(false);
    const list = await t.call("GET", "/api/admin/menu", { as: "owner", query: { search: stall.item("Tempe Goreng").toLowerCase() } });
    expect(list.body.data).toEqual([]);
    const inArchive = await t.call("GET", "/api/admin/menu", { as: "owner", query: { search: stall.item("Tempe Goreng"), archived: "1" } });
    expect(inArchive.body.data.map((m: { m_menu_nama: string }) => m.m_menu_nama)).toEqual([stall.item("Tempe Goreng")]);
    const restored = await t.call("POST", `/api/admin/menu/${id}/archive`, { as: "owner", body: { archived: false } });
    expect(restored.body.data).toMatchObject({ archived: false, m_menu_active: true });
    expect((await tillMenu()).some((m) => m.m_menu_nama === stall.item("Tempe Goreng"))).toBe(true);

    const created = await t.call("POST", "/api/admin/menu", { as: "owner", body: await itemForm({ m_menu_nama: "Salah Ketik" }) });
    const gone = await t.call("DELETE", `/api/admin/menu/${created.body.data.m_menu_id}`, { as: "owner" });
    expect(gone.status).toBe(200);
    expect(await t.db.select().from(menuItems).where(eq(menuItems.name, "Salah Ketik"))).toEqual([]);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.entity, "menu"))).map((a) => `${a.entityId}:${a.action}`);
    expect(actions).toEqual(expect.arrayContaining([`${id}:archive`, `${id}:restore`, `${created.body.data.m_menu_id}:delete`]));
  });

  it("keeps a QR-off item off the table's QR menu", async () => {
    const id = await menuIdOf(t.db, stall.item("Jus Sirsak"));
    const res = await t.call("POST", `/api/admin/menu/${id}`, {
      as: "owner",
      body: await itemForm({
        m_menu_nama: stall.item("Jus Sirsak"),
        m_menu_m_kategori_id: stall.menu.type("minum").categoryId,
        m_menu_harga: 13000,
        m_menu_qr: false,
      }),
    });
    expect(res.body.data.m_menu_qr).toBe(false);
    expect((await t.db.select().from(menuItems).where(eq(menuItems.id, id)))[0]?.qr).toBe(false);
  });
});

describe("menu types and categories", () => {
  it("creates and updates a type and a category with its station; names unique; foreign ids refused; audited", async () => {
    const type = await t.call("POST", "/api/admin/menu-types", {
      as: "owner",
      body: { m_menu_jenis_nama: "Camilan", m_menu_jenis_ambil: "makan", m_menu_jenis_urut: 5 },
    });
    expect(type.status, JSON.stringify(type.body)).toBe(200);
    const typeId = type.body.data.m_menu_jenis_id;
    const goreng = { id: (await buildStation(t)).stationId };
    const cat = await t.call("POST", "/api/admin/categories", {
      as: "owner",
      body: { m_kategori_nama: "Keripik", m_kategori_m_menu_jenis_id: typeId, m_plot_produksi_id: goreng?.id },
    });
    expect(cat.status, JSON.stringify(cat.body)).toBe(200);
    expect(cat.body.data).toMatchObject({ m_kategori_nama: "Keripik", m_plot_produksi_id: goreng?.id });
    const options = await t.call("GET", "/api/admin/menu-options", { as: "kacab" });
    expect(options.body.data.menu_types.map((m: { m_menu_jenis_nama: string }) => m.m_menu_jenis_nama)).toContain("Camilan");
    expect(options.body.data.transaction_types.length).toBeGreaterThanOrEqual(2);
    // The cashier's type tabs show it.
    const tabs = await t.call("GET", "/api/m-menu-jenis", { as: "kasir" });
    expect(tabs.body.data.map((m: { m_menu_jenis_nama: string }) => m.m_menu_jenis_nama)).toContain("Camilan");

    const renamed = await t.call("POST", `/api/admin/categories/${cat.body.data.m_kategori_id}`, {
      as: "owner",
      body: { m_kategori_nama: "Keripik Pedas", m_kategori_m_menu_jenis_id: typeId, m_plot_produksi_id: 0 },
    });
    expect(renamed.body.data).toMatchObject({ m_kategori_nama: "Keripik Pedas", m_plot_produksi_id: null });

    const before = await snapshot();
    const klStation = { id: (await buildStation(t, { outlet: "DEMO-KL" })).stationId };
    const klType = klStall.menu.type("makan").menuTypeId;
    const refusals: Array<[string, Record<string, unknown>, number, string]> = [
      ["/api/admin/menu-types", { m_menu_jenis_nama: "Camilan", m_menu_jenis_ambil: "makan" }, 409, "Nama jenis menu sudah dipakai"],
      ["/api/admin/menu-types", { m_menu_jenis_nama: "Kue", m_menu_jenis_ambil: "lainnya" }, 422, "Layar ambil harus makan atau minum"],
      [
        "/api/admin/menu-types",
        { m_menu_jenis_nama: "x".repeat(41), m_menu_jenis_ambil: "makan" },
        422,
        "Nama jenis menu maksimal 40 karakter",
      ],
      [
        "/api/admin/categories",
        { m_kategori_nama: stall.menu.type("minum").categoryName, m_kategori_m_menu_jenis_id: typeId },
        409,
        "Nama kategori sudah dipakai",
      ],
      ["/api/admin/categories", { m_kategori_nama: "Kue", m_kategori_m_menu_jenis_id: klType }, 404, "Jenis menu tidak ditemukan"],
      [
        "/api/admin/categories",
        { m_kategori_nama: "Kue", m_kategori_m_menu_jenis_id: typeId, m_plot_produksi_id: klStation?.id },
        404,
        "Plot produksi tidak ditemukan",
      ],
      [`/api/admin/menu-types/${klType}`, { m_menu_jenis_nama: "Kue", m_menu_jenis_ambil: "makan" }, 404, "Jenis menu tidak ditemukan"],
    ];
    for (const [url, body, status, message] of refusals) {
      const res = await t.call("POST", url, { as: "owner", body });
      expect(res.status, `${url} ${JSON.stringify(body)}`).toBe(status);
      expect(res.body.meta.message).toBe(message);
    }
    expect(await snapshot()).toEqual(before);
    const entities = (await t.db.select().from(auditLog)).map((a) => `${a.entity}:${a.action}`);
    expect(entities).toEqual(expect.arrayContaining(["menu_type:create", "category:create", "category:update"]));
  });
});

describe("roles", () => {
  it("refuses every write and read to every role without the back office, changing nothing", async () => {
    const id = await menuIdOf(t.db, stall.item("Es Teh Manis"));
    const form = await itemForm({ m_menu_nama: "Boleh?" });
    const routes: Array<[string, string, unknown]> = [
      ["GET", "/api/admin/menu", undefined],
      ["GET", "/api/admin/menu-options", undefined],
      ["POST", "/api/admin/menu", form],
      ["POST", `/api/admin/menu/${id}`, form],
      ["POST", `/api/admin/menu/${id}/archive`, { archived: true }],
      ["DELETE", `/api/admin/menu/${id}`, undefined],
      ["POST", "/api/admin/menu-types", { m_menu_jenis_nama: "X", m_menu_jenis_ambil: "makan" }],
      ["POST", "/api/admin/categories", { m_kategori_nama: "X", m_kategori_m_menu_jenis_id: 1 }],
      ["POST", "/api/admin/menu/import/preview", { csv: "nama\nX" }],
      ["POST", "/api/admin/menu/import", { csv: "nama\nX" }],
    ];
    const before = await snapshot();
    const others = ROLES.filter((r) => !can(r, "admin.manage"));
    expect(others).toEqual(expect.arrayContaining(["kasir", "wbd", "opp", "dapur", "pelayan"]));
    for (const role of others) {
      for (const [method, url, body] of routes) {
        const res = await t.call(method as "GET", url, { as: role, ...(body ? { body } : {}) });
        expect(res.status, `${role} ${method} ${url}`).toBe(403);
      }
    }
    expect((await t.call("POST", "/api/admin/menu", { body: form })).status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});
