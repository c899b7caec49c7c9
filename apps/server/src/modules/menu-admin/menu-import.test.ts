/**
 * Back office · Menu CSV import: a preview lists what the file does and every row-level
 * error; the apply writes the whole file in one transaction or nothing (a file with any bad row
 * changes nothing and lists the errors); our own export round-trips.
 */
import { menuCsvColumns } from "@waroeng/domain";
import { menuCsv } from "@waroeng/domain/csv";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, menuItems, menuPrices } from "../../db/schema/index.ts";
import { type BuiltMenu, buildMenu, uniqueName } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
/** Es Jeruk (Rp8.000) in a drinks category, and an empty food category. */
let menu: BuiltMenu;
let jeruk: string;
let drinks: string;
let food: string;
beforeAll(async () => {
  t = await createTestApp();
  menu = await buildMenu(t, { Nasi: { price: 6_000 }, "Es Jeruk": { price: 8_000, pickup: "minum" } });
  jeruk = menu.item("Es Jeruk").name;
  drinks = menu.type("minum").categoryName;
  food = menu.type("makan").categoryName;
});
afterAll(async () => {
  await t.close();
});

const TYPES = [
  { id: 1, name: "dine in" },
  { id: 2, name: "take away" },
  { id: 3, name: "grab" },
  { id: 4, name: "gojek" },
  { id: 5, name: "grabmart" },
  { id: 6, name: "shopeefood" },
  { id: 7, name: "maxim" },
];
const header = menuCsvColumns(TYPES).join(",");
const row = (name: string, category: string, price: string, grab = "", flags = "ya,ya,ya,ya") =>
  `${name},${category},${price},,,${grab},,,,,${flags}`;
const snapshot = async () => ({
  items: await t.db.select().from(menuItems).orderBy(menuItems.id),
  prices: await t.db.select().from(menuPrices).orderBy(menuPrices.menuItemId, menuPrices.transactionTypeId),
  audit: await t.db.select().from(auditLog).orderBy(auditLog.id),
});
const tillPrice = async (name: string) =>
  ((await t.call("GET", "/api/mmenu", { as: "kasir" })).body.data as Array<{ m_menu_nama: string; m_menu_harga_nominal: number }>).find(
    (m) => m.m_menu_nama === name,
  )?.m_menu_harga_nominal;

describe("menu CSV import", () => {
  it("a file with bad rows: the preview lists each error by line and column; the apply changes nothing", async () => {
    const csv = [
      header,
      row(jeruk, drinks, "9000"),
      row("Bakso Urat", uniqueName("Kuah"), "15000"),
      row("Teh Hijau", drinks, "-500"),
      row("Kopi Tubruk", drinks, "7000.5"),
      row(jeruk, drinks, "9500"),
      row("Roti Bakar", food, "12000", "", "ya,kadang,ya,ya"),
    ].join("\n");
    const before = await snapshot();
    const preview = await t.call("POST", "/api/admin/menu/import/preview", { as: "owner", body: { csv } });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data.applied).toBe(false);
    expect(preview.body.data.errors).toEqual([
      { line: 3, column: "kategori", message: "Kategori tidak ditemukan" },
      { line: 4, column: "harga", message: "Harga harus angka ≥ 0 (Rp tanpa desimal, RM paling banyak 2 desimal)" },
      { line: 5, column: "harga", message: "Harga harus angka ≥ 0 (Rp tanpa desimal, RM paling banyak 2 desimal)" },
      { line: 6, column: "nama", message: "Nama menu muncul dua kali di file" },
      { line: 7, column: "service", message: "Isi ya atau tidak" },
    ]);
    const applied = await t.call("POST", "/api/admin/menu/import", { as: "owner", body: { csv } });
    expect(applied.status).toBe(422);
    expect(applied.body.meta.message).toBe("Impor dibatalkan: 5 kesalahan, tidak ada yang diubah");
    expect(applied.body.errors).toMatchObject({
      "baris 3 · kategori": "Kategori tidak ditemukan",
      "baris 7 · service": "Isi ya atau tidak",
    });
    expect(await snapshot()).toEqual(before);
    expect(await tillPrice(jeruk)).toBe(8000);
  });

  it("refuses a file without the columns, or too big, as a whole", async () => {
    const missing = await t.call("POST", "/api/admin/menu/import/preview", { as: "owner", body: { csv: "nama,harga\nTeh,5000" } });
    expect(missing.body.data.errors[0]).toMatchObject({ line: 1, column: null });
    expect(missing.body.data.errors[0].message).toMatch(/^Kolom tidak ada: kategori/);
    const many = [header, ...Array.from({ length: 501 }, (_, i) => row(`Menu ${i}`, "Es", "1000"))].join("\n");
    const tooMany = await t.call("POST", "/api/admin/menu/import/preview", { as: "owner", body: { csv: many } });
    expect(tooMany.body.data.errors).toEqual([{ line: 1, column: null, message: "Maksimal 500 baris per impor" }]);
    const huge = await t.call("POST", "/api/admin/menu/import/preview", { as: "owner", body: { csv: "x".repeat(200_001) } });
    expect(huge.status).toBe(422);
    expect(huge.body.meta.message).toBe("File CSV maksimal 200 KB");
  });

  it("a good file: the preview says what it will do; the apply updates and creates in one go, audited; the till shows it", async () => {
    const csv = [
      header,
      row(jeruk.toLowerCase(), drinks.toLowerCase(), "9000", "11000"),
      row("Bakso Urat", food, "15000", "", "ya,tidak,tidak,ya"),
    ].join("\r\n");
    const preview = await t.call("POST", "/api/admin/menu/import/preview", { as: "kacab", body: { csv } });
    expect(preview.body.data).toMatchObject({
      applied: false,
      created: 1,
      updated: 1,
      errors: [],
      rows: [
        { line: 2, action: "update", m_menu_nama: jeruk, m_menu_harga: 9000 },
        { line: 3, action: "create", m_menu_nama: "Bakso Urat", m_menu_harga: 15000 },
      ],
    });
    const auditBefore = (await t.db.select().from(auditLog)).length;
    const applied = await t.call("POST", "/api/admin/menu/import", { as: "kacab", body: { csv } });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.meta.message).toBe("Impor selesai: 1 menu baru, 1 diubah");
    expect(await tillPrice(jeruk)).toBe(9000);
    expect(await tillPrice("Bakso Urat")).toBe(15000);
    const [bakso] = await t.db.select().from(menuItems).where(eq(menuItems.name, "Bakso Urat"));
    expect(bakso).toMatchObject({ serviceCharged: false, qr: false, taxable: true, active: true });
    const jerukId = menu.item("Es Jeruk").menuItemId;
    expect(await t.db.select().from(menuPrices).where(eq(menuPrices.menuItemId, jerukId))).toEqual([
      { menuItemId: jerukId, transactionTypeId: 3, price: 11000 },
    ]);
    const audit = await t.db.select().from(auditLog);
    expect(audit.length - auditBefore).toBe(2);
  });

  it("our own export imports back as updates only, with nothing changed", async () => {
    const list = (await t.call("GET", "/api/admin/menu", { as: "owner" })).body.data as Array<{
      m_menu_nama: string;
      m_kategori_nama: string;
      m_menu_harga: number;
      harga: Array<{ m_t_t_id: number; m_menu_harga_nominal: number }>;
      m_menu_tax: boolean;
      m_menu_sc: boolean;
      m_menu_qr: boolean;
      m_menu_active: boolean;
    }>;
    const csv = menuCsv(
      list.map((m) => ({
        name: m.m_menu_nama,
        category: m.m_kategori_nama,
        price: m.m_menu_harga,
        prices: Object.fromEntries(m.harga.map((p) => [p.m_t_t_id, p.m_menu_harga_nominal])),
        taxable: m.m_menu_tax,
        serviceCharged: m.m_menu_sc,
        qr: m.m_menu_qr,
        active: m.m_menu_active,
      })),
      TYPES,
      "IDR",
    );
    const before = await snapshot();
    const applied = await t.call("POST", "/api/admin/menu/import", { as: "owner", body: { csv } });
    expect(applied.status, JSON.stringify(applied.body).slice(0, 500)).toBe(200);
    expect(applied.body.data).toMatchObject({ created: 0, updated: list.length, errors: [] });
    const after = await snapshot();
    expect(after.items).toEqual(before.items);
    expect(after.prices).toEqual(before.prices);
  });
});
