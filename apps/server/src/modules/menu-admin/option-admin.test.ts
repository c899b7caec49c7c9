/**
 * Back office · Opsi Menu: option groups with their options (deltas per transaction type, may be
 * negative) and their attachments to items and categories in order. Owner and kacab only, always
 * the session's outlet, every refusal changes nothing, every write audited before → after; and the
 * Menu Habis toggle of an option (sold out for today only, the dish stays available).
 */
import { can, ROLES } from "@waroeng/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, optionGroupLinks, optionGroups, optionPrices, options } from "../../db/schema/index.ts";
import { type BuiltMenu, buildMenu, buildUser, uniqueName } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { outletIdOf } from "../orders/orders.test-helpers.ts";

let t: TestApp;
let demo: number;
let menu: BuiltMenu;
let klMenu: BuiltMenu;
let klOwner: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = await outletIdOf(t.db);
  menu = await buildMenu(t, { Geprek: { price: 20_000 }, Nasi: { price: 8_000 }, Teh: { price: 5_000, pickup: "minum" } });
  klMenu = await buildMenu(t, { Lemak: { price: 850 } }, { outlet: "DEMO-KL" });
  klOwner = (await buildUser(t, { outlet: "DEMO-KL", role: "owner" })).email;
});
afterAll(async () => {
  await t.close();
});

interface GroupReply {
  m_option_group_id: number;
  m_option_group_nama: string;
  m_option_group_min: number;
  m_option_group_max: number;
  m_option_group_active: boolean;
  options: Array<{
    m_option_id: number;
    m_option_nama: string;
    m_option_harga: number;
    m_option_default: boolean;
    habis: boolean;
    harga: unknown[];
  }>;
  attachments: Array<{ m_menu_id: number | null; m_kategori_id: number | null; name: string }>;
}

/** A group form as the page sends it: the lists as JSON strings. */
const form = (over: Record<string, unknown> = {}, opts?: unknown[], attach?: unknown[]) => ({
  id: 0,
  m_option_group_nama: uniqueName("Topping"),
  m_option_group_min: 0,
  m_option_group_max: 3,
  options: JSON.stringify(
    opts ?? [
      {
        m_option_id: 0,
        m_option_nama: "Telur",
        m_option_harga: 3000,
        m_option_default: false,
        harga: [{ m_t_t_id: 3, m_option_harga_nominal: 4000 }],
      },
      { m_option_id: 0, m_option_nama: "Tempe", m_option_harga: 2000 },
      { m_option_id: 0, m_option_nama: "Porsi kecil", m_option_harga: -2000 },
    ],
  ),
  attachments: JSON.stringify(attach ?? [{ m_kategori_id: menu.type("makan").categoryId }, { m_menu_id: menu.item("Teh").menuItemId }]),
  ...over,
});

const snapshot = async () => ({
  groups: await t.db.select().from(optionGroups).orderBy(optionGroups.id),
  options: await t.db.select().from(options).orderBy(options.id),
  prices: await t.db.select().from(optionPrices).orderBy(optionPrices.optionId, optionPrices.transactionTypeId),
  links: await t.db.select().from(optionGroupLinks).orderBy(optionGroupLinks.id),
  audit: await t.db.select().from(auditLog).orderBy(auditLog.id),
});

const create = async (body: Record<string, unknown>, as = "owner") => {
  const res = await t.call("POST", "/api/admin/option-groups", { as, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as GroupReply;
};

const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "option_group"), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);

describe("option groups", () => {
  it("creates a group from the form's JSON strings: options with deltas (also negative and per type), attachments in order; listed; audited", async () => {
    const g = await create(form({ m_option_group_nama: "Topping Nasi" }));
    expect(g).toMatchObject({
      m_option_group_nama: "Topping Nasi",
      m_option_group_min: 0,
      m_option_group_max: 3,
      m_option_group_active: true,
    });
    expect(g.options.map((o) => [o.m_option_nama, o.m_option_harga, o.habis])).toEqual([
      ["Telur", 3000, false],
      ["Tempe", 2000, false],
      ["Porsi kecil", -2000, false],
    ]);
    expect(g.options.map((o) => o.harga)).toEqual([[{ m_t_t_id: 3, m_option_harga_nominal: 4000 }], [], []]);
    expect(g.attachments).toEqual([
      { m_menu_id: null, m_kategori_id: menu.type("makan").categoryId, name: menu.type("makan").categoryName },
      { m_menu_id: menu.item("Teh").menuItemId, m_kategori_id: null, name: menu.item("Teh").name },
    ]);
    const list = (await t.call("GET", "/api/admin/option-groups", { as: "kacab" })).body.data as GroupReply[];
    expect(list.find((x) => x.m_option_group_id === g.m_option_group_id)).toEqual(g);
    const [audit] = await auditOf(g.m_option_group_id);
    expect(audit).toMatchObject({ outletId: demo, action: "create", before: null });
    expect(audit?.after).toMatchObject({
      m_option_group_nama: "Topping Nasi",
      options: [{ m_option_nama: "Telur", m_option_harga: 3000 }, {}, {}],
    });
  });

  it("updates: options matched by id (names may swap), one left out is deleted, attachments reordered; audited before → after", async () => {
    const g = await create(form());
    const [telur, tempe] = g.options;
    const res = await t.call("POST", `/api/admin/option-groups/${g.m_option_group_id}`, {
      as: "owner",
      body: form(
        { id: g.m_option_group_id, m_option_group_nama: g.m_option_group_nama, m_option_group_min: 1, m_option_group_max: 2 },
        [
          { m_option_id: telur?.m_option_id, m_option_nama: "Tempe", m_option_harga: 2500, m_option_default: true },
          { m_option_id: tempe?.m_option_id, m_option_nama: "Telur", m_option_harga: 3500 },
        ],
        [{ m_menu_id: menu.item("Geprek").menuItemId }, { m_kategori_id: menu.type("makan").categoryId }],
      ),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = res.body.data as GroupReply;
    expect(after.options.map((o) => [o.m_option_id, o.m_option_nama, o.m_option_harga, o.m_option_default])).toEqual([
      [telur?.m_option_id, "Tempe", 2500, true],
      [tempe?.m_option_id, "Telur", 3500, false],
    ]);
    expect(after.options[0]?.harga).toEqual([]);
    expect(after.attachments.map((a) => a.m_menu_id ?? `k${a.m_kategori_id}`)).toEqual([
      menu.item("Geprek").menuItemId,
      `k${menu.type("makan").categoryId}`,
    ]);
    expect(await t.db.select().from(options).where(eq(options.groupId, g.m_option_group_id))).toHaveLength(2);
    const audits = await auditOf(g.m_option_group_id);
    expect(audits.map((a) => a.action)).toEqual(["create", "update"]);
    expect(audits[1]?.before).toMatchObject({ m_option_group_min: 0, options: [{ m_option_nama: "Telur" }, {}, {}] });
    expect(audits[1]?.after).toMatchObject({ m_option_group_min: 1, options: [{ m_option_nama: "Tempe", m_option_harga: 2500 }, {}] });
  });

  it("archives and restores a group: listed under archived, audited", async () => {
    const g = await create(form());
    const url = `/api/admin/option-groups/${g.m_option_group_id}/archive`;
    const res = await t.call("POST", url, { as: "owner", body: { archived: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.data.m_option_group_active).toBe(false);
    const active = (await t.call("GET", "/api/admin/option-groups", { as: "owner" })).body.data as GroupReply[];
    const archived = (await t.call("GET", "/api/admin/option-groups", { as: "owner", query: { archived: "1" } })).body.data as GroupReply[];
    expect(active.some((x) => x.m_option_group_id === g.m_option_group_id)).toBe(false);
    expect(archived.some((x) => x.m_option_group_id === g.m_option_group_id)).toBe(true);
    expect((await t.call("POST", url, { as: "owner", body: { archived: false } })).body.data.m_option_group_active).toBe(true);
    expect((await auditOf(g.m_option_group_id)).map((a) => a.action)).toEqual(["create", "archive", "restore"]);
  });
});

describe("refusals change nothing", () => {
  const one = (o: Record<string, unknown> = {}) => ({ m_option_id: 0, m_option_nama: "A", m_option_harga: 0, ...o });
  it.each<[string, () => Record<string, unknown>, number, string]>([
    ["blank name", () => form({ m_option_group_nama: " " }), 422, "Nama grup opsi wajib diisi"],
    ["name over 40", () => form({ m_option_group_nama: "x".repeat(41) }), 422, "Nama grup opsi maksimal 40 karakter"],
    ["min over max", () => form({ m_option_group_min: 3, m_option_group_max: 2 }), 422, "Minimal dan maksimal pilihan harus"],
    ["max over 20", () => form({ m_option_group_max: 21 }), 422, "Minimal dan maksimal pilihan harus"],
    ["max 0", () => form({ m_option_group_max: 0 }), 422, "Minimal dan maksimal pilihan harus"],
    ["required, max over the options", () => form({ m_option_group_min: 1, m_option_group_max: 4 }), 422, "Grup wajib: maksimal pilihan"],
    [
      "required, fewer active options than min",
      () => form({ m_option_group_min: 2, m_option_group_max: 2 }, [one({ m_option_active: 0 }), one({ m_option_nama: "B" })]),
      422,
      "Grup wajib: opsi aktif lebih sedikit",
    ],
    [
      "defaults over max",
      () => form({ m_option_group_max: 1 }, [one({ m_option_default: 1 }), one({ m_option_nama: "B", m_option_default: true })]),
      422,
      "Opsi default tidak boleh melebihi",
    ],
    ["option names twice", () => form({}, [one(), one({ m_option_nama: "a" })]), 422, "Nama opsi tidak boleh sama"],
    ["no option", () => form({}, []), 422, "Grup opsi perlu minimal 1 opsi"],
    ["blank option name", () => form({}, [one({ m_option_nama: "" })]), 422, "Nama opsi wajib diisi"],
    ["price over the bound", () => form({}, [one({ m_option_harga: 1_000_000_000 })]), 422, "Harga opsi harus angka"],
    ["price below the bound", () => form({}, [one({ m_option_harga: -1_000_000_000 })]), 422, "Harga opsi harus angka"],
    ["rupiah with decimals", () => form({}, [one({ m_option_harga: "1500.5" })]), 422, "Nominal rupiah harus"],
    [
      "unknown transaction type",
      () => form({}, [one({ harga: [{ m_t_t_id: 999, m_option_harga_nominal: 1 }] })]),
      422,
      "Jenis transaksi harga tidak dikenal",
    ],
    ["options not JSON", () => form({ options: "[{" }), 422, "Daftar opsi tidak valid"],
    [
      "attachment with both ids",
      () => form({}, undefined, [{ m_menu_id: menu.item("Geprek").menuItemId, m_kategori_id: menu.type("makan").categoryId }]),
      422,
      "Daftar pemasangan tidak valid",
    ],
    [
      "attachment twice",
      () => form({}, undefined, [{ m_menu_id: menu.item("Geprek").menuItemId }, { m_menu_id: menu.item("Geprek").menuItemId }]),
      422,
      "Menu atau kategori dipasang dua kali",
    ],
    [
      "another outlet's item",
      () => form({}, undefined, [{ m_menu_id: klMenu.item("Lemak").menuItemId }]),
      422,
      "Menu atau kategori yang dipasang tidak ditemukan",
    ],
    [
      "another outlet's category",
      () => form({}, undefined, [{ m_kategori_id: klMenu.type("makan").categoryId }]),
      422,
      "Menu atau kategori yang dipasang tidak ditemukan",
    ],
    ["an option id of no group of it", () => form({}, [one({ m_option_id: 2_000_000 })]), 404, "Opsi tidak ditemukan"],
  ])("%s", async (_, body, status, message) => {
    const before = await snapshot();
    const res = await t.call("POST", "/api/admin/option-groups", { as: "owner", body: body() });
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.meta.message).toContain(message);
    expect(await snapshot()).toEqual(before);
  });

  it("a name taken in the outlet → 409; the same name in another outlet is fine", async () => {
    const g = await create(form());
    const before = await snapshot();
    const res = await t.call("POST", "/api/admin/option-groups", {
      as: "owner",
      body: form({ m_option_group_nama: g.m_option_group_nama.toString() }),
    });
    expect(res.status).toBe(409);
    expect(res.body.meta.message).toBe("Nama grup opsi sudah dipakai");
    expect(await snapshot()).toEqual(before);
    await create(form({ m_option_group_nama: g.m_option_group_nama }, undefined, []), klOwner);
  });

  it("another outlet's group or option → 404, nothing changed", async () => {
    const kl = await create(form({}, undefined, [{ m_menu_id: klMenu.item("Lemak").menuItemId }]), klOwner);
    const mine = await create(form());
    const before = await snapshot();
    const update = await t.call("POST", `/api/admin/option-groups/${kl.m_option_group_id}`, { as: "owner", body: form() });
    expect(update.status).toBe(404);
    expect(update.body.meta.message).toBe("Grup opsi tidak ditemukan");
    const archive = await t.call("POST", `/api/admin/option-groups/${kl.m_option_group_id}/archive`, {
      as: "owner",
      body: { archived: 1 },
    });
    expect(archive.status).toBe(404);
    const stolen = await t.call("POST", `/api/admin/option-groups/${mine.m_option_group_id}`, {
      as: "owner",
      body: form({ m_option_group_nama: mine.m_option_group_nama }, [one({ m_option_id: kl.options[0]?.m_option_id })]),
    });
    expect(stolen.status).toBe(404);
    expect(stolen.body.meta.message).toBe("Opsi tidak ditemukan");
    const habis = await t.call("POST", "/api/m-option/set-habis", {
      as: "kasir",
      body: { m_option_id: kl.options[0]?.m_option_id, habis: 1 },
    });
    expect(habis.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it("every role without the back office is refused every route; Menu Habis roles only for the toggle", async () => {
    const g = await create(form());
    const routes: Array<[string, string, unknown]> = [
      ["GET", "/api/admin/option-groups", undefined],
      ["POST", "/api/admin/option-groups", form()],
      ["POST", `/api/admin/option-groups/${g.m_option_group_id}`, form()],
      ["POST", `/api/admin/option-groups/${g.m_option_group_id}/archive`, { archived: true }],
      ["POST", "/api/admin/option-groups/import/preview", { csv: "grup\nX" }],
      ["POST", "/api/admin/option-groups/import", { csv: "grup\nX" }],
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
    for (const role of ROLES.filter((r) => !can(r, "kitchen.prepare"))) {
      const res = await t.call("POST", "/api/m-option/set-habis", { as: role, body: { m_option_id: g.options[0]?.m_option_id, habis: 1 } });
      expect(res.status, role).toBe(403);
    }
    expect((await t.call("POST", "/api/admin/option-groups", { body: form() })).status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});

describe("sold out today", () => {
  it("marks an option sold out for today and back; Menu Habis lists it; the dish stays available; audited", async () => {
    const g = await create(form());
    const telur = g.options[0];
    const mark = await t.call("POST", "/api/m-option/set-habis", { as: "kasir", body: { m_option_id: telur?.m_option_id, habis: 1 } });
    expect(mark.status, JSON.stringify(mark.body)).toBe(200);
    expect(mark.body.meta.message).toBe("Opsi ditandai habis hari ini");
    expect(mark.body.data).toMatchObject({ m_option_id: telur?.m_option_id, m_option_nama: "Telur", habis: true });
    const [row] = await t.db
      .select()
      .from(options)
      .where(eq(options.id, telur?.m_option_id ?? 0));
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());
    expect(row?.soldOutOn).toBe(today);
    const list = (await t.call("GET", "/api/m-option/habis", { as: "kasir" })).body.data as Array<{ m_option_id: number; habis: boolean }>;
    expect(list.find((o) => o.m_option_id === telur?.m_option_id)?.habis).toBe(true);
    expect(list.find((o) => o.m_option_id === g.options[1]?.m_option_id)?.habis).toBe(false);
    const admin = (await t.call("GET", "/api/admin/option-groups", { as: "owner" })).body.data as GroupReply[];
    expect(admin.find((x) => x.m_option_group_id === g.m_option_group_id)?.options[0]?.habis).toBe(true);
    const dishes = (await t.call("GET", "/api/m-menu/habis", { as: "kasir" })).body.data as Array<{
      m_menu_id: number;
      m_stock_habis: number;
    }>;
    const teh = dishes.find((d) => d.m_menu_id === menu.item("Teh").menuItemId);
    expect(teh?.m_stock_habis).toBe(0);
    const clear = await t.call("POST", "/api/m-option/set-habis", { as: "dapur", body: { m_option_id: telur?.m_option_id, habis: "0" } });
    expect(clear.body.data.habis).toBe(false);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "option"), eq(auditLog.entityId, telur?.m_option_id ?? 0)))
      .orderBy(auditLog.id);
    expect(audits.map((a) => [a.action, a.after])).toEqual([
      ["sold_out", { m_option_nama: "Telur", m_option_habis_tanggal: today }],
      ["available", { m_option_nama: "Telur", m_option_habis_tanggal: null }],
    ]);
  });

  it("yesterday's mark is no mark today", async () => {
    const g = await create(form());
    await t.db
      .update(options)
      .set({ soldOutOn: "2020-01-01" })
      .where(eq(options.id, g.options[0]?.m_option_id ?? 0));
    const list = (await t.call("GET", "/api/m-option/habis", { as: "kasir" })).body.data as Array<{ m_option_id: number; habis: boolean }>;
    expect(list.find((o) => o.m_option_id === g.options[0]?.m_option_id)?.habis).toBe(false);
  });
});
