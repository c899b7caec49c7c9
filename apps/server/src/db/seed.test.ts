/**
 * The demo seed (db/seed.ts): what a newcomer relies on after `npm run seed` — the demo logins,
 * tables, menu, kitchen routing and that seeding twice is harmless.
 */
import { verify } from "@node-rs/argon2";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../test/harness.ts";
import type { Db } from "./client.ts";
import * as s from "./schema/index.ts";
import { DEMO_PASSWORD, seedDemo, seedDemoIfEmpty } from "./seed.ts";

let t: TestDb;
let db: Db;
let demoId: number;

beforeAll(async () => {
  t = await createTestDb();
  db = t.db;
  const [demo] = await db.select().from(s.outlets).where(eq(s.outlets.code, "DEMO"));
  if (!demo) {
    throw new Error("the test database holds no DEMO outlet");
  }
  demoId = demo.id;
});

afterAll(async () => {
  await t?.close();
});

describe("demo seed", () => {
  it("creates Waroeng Demo (Rp) and the Kuala Lumpur outlet (RM)", async () => {
    const outlets = await db.select().from(s.outlets).orderBy(asc(s.outlets.code));
    expect(outlets.map((o) => [o.code, o.name, o.currency, o.taxRateBp, o.serviceChargeRateBp, o.rounding])).toEqual([
      ["DEMO", "Waroeng Demo", "Rp", 1000, 500, "ya"],
      ["DEMO-KL", "Waroeng Demo Kuala Lumpur", "RM", 600, 1000, "ya"],
    ]);
  });

  it("has the demo logins with their roles, all with the demo password", async () => {
    const users = await db
      .select({ email: s.users.email, role: s.users.role, active: s.users.active, hash: s.users.passwordHash, code: s.outlets.code })
      .from(s.users)
      .innerJoin(s.outlets, eq(s.users.outletId, s.outlets.id))
      .orderBy(asc(s.users.email));
    expect(users.map((u) => [u.email, u.role, u.code, u.active])).toEqual([
      ["dapur@demo.test", "dapur", "DEMO", true],
      ["kacab@demo.test", "kacab", "DEMO", true],
      ["kasir.kl@demo.test", "kasir", "DEMO-KL", true],
      ["kasir@demo.test", "kasir", "DEMO", true],
      ["opp@demo.test", "opp", "DEMO", true],
      ["owner@demo.test", "owner", "DEMO", true],
      ["pelayan@demo.test", "pelayan", "DEMO", true],
      ["wbd@demo.test", "wbd", "DEMO", true],
    ]);
    const kasir = users.find((u) => u.email === "kasir@demo.test");
    expect(kasir?.hash.startsWith("$argon2id$")).toBe(true);
    expect(await verify(kasir?.hash ?? "", DEMO_PASSWORD)).toBe(true);
    expect(await verify(kasir?.hash ?? "", "wrong-password")).toBe(false);
  });

  it("has 12 dine-in tables, 6 take-away slots and 3 express tables in ascending order", async () => {
    const tables = await db.select().from(s.diningTables).where(eq(s.diningTables.outletId, demoId)).orderBy(asc(s.diningTables.sortOrder));
    const byType = (type: string) => tables.filter((x) => x.type === type).map((x) => x.name);
    expect(byType("meja")).toEqual(Array.from({ length: 12 }, (_, i) => `Meja ${i + 1}`));
    expect(byType("bungkus")).toEqual(Array.from({ length: 6 }, (_, i) => `Bungkus ${i + 1}`));
    expect(byType("express")).toEqual(["Express 1", "Express 2", "Express 3"]);
    expect(tables).toHaveLength(21);
    expect(new Set(tables.map((x) => x.sortOrder)).size).toBe(21);
  });

  it("has a full menu with positive whole-rupiah prices and the tax / service-charge exceptions", async () => {
    const items = await db.select().from(s.menuItems).where(eq(s.menuItems.outletId, demoId));
    expect(items.length).toBeGreaterThanOrEqual(40);
    for (const item of items) {
      expect(Number.isInteger(item.price), item.name).toBe(true);
      expect(item.price, item.name).toBeGreaterThan(0);
      expect(item.price % 500, item.name).toBe(0);
    }
    const flags = (name: string) => {
      const item = items.find((i) => i.name === name);
      return [item?.taxable, item?.serviceCharged];
    };
    expect(flags("Ayam Goreng Dada")).toEqual([true, true]);
    expect(flags("Nasi Putih")).toEqual([true, false]);
    expect(flags("Es Teh Tawar")).toEqual([true, false]);
    expect(flags("Air Mineral")).toEqual([false, true]);
  });

  it("prices every item per transaction type, ojol +20% rounded up to 500", async () => {
    const rows = await db
      .select({ type: s.menuPrices.transactionTypeId, price: s.menuPrices.price })
      .from(s.menuPrices)
      .innerJoin(s.menuItems, eq(s.menuPrices.menuItemId, s.menuItems.id))
      .where(and(eq(s.menuItems.outletId, demoId), eq(s.menuItems.name, "Ayam Goreng Dada")))
      .orderBy(asc(s.menuPrices.transactionTypeId));
    expect(rows).toEqual([
      { type: 1, price: 18000 },
      { type: 2, price: 18000 },
      ...[3, 4, 5, 6, 7].map((type) => ({ type, price: 22000 })),
    ]);
    const types = await db.select().from(s.transactionTypes).orderBy(asc(s.transactionTypes.id));
    expect(types.map((x) => [x.id, x.name, x.group])).toEqual([
      [1, "dine in", "reguler"],
      [2, "take away", "reguler"],
      [3, "grab", "ojol"],
      [4, "gojek", "ojol"],
      [5, "grabmart", "ojol"],
      [6, "shopeefood", "ojol"],
      [7, "maxim", "ojol"],
    ]);
  });

  it("has payment method 1 Tunai (cash), the EDC / e-wallet methods the write-offs (Lost Bill, Gratis) and QRIS", async () => {
    const methods = await db.select().from(s.paymentMethods).orderBy(asc(s.paymentMethods.id));
    expect(methods.map((m) => [m.id, m.name, m.type])).toEqual([
      [1, "Tunai", "cash"],
      [2, "EDC Mandiri", "transfer"],
      [3, "EDC BNI", "transfer"],
      [4, "EDC BRI", "transfer"],
      [5, "EDC BCA", "transfer"],
      [6, "OVO", "ewallet"],
      [7, "GoPay", "ewallet"],
      [8, "ShopeePay", "ewallet"],
      [9, "Lost Bill", "lostbill"],
      [10, "Gratis", "gratis"],
      [11, "QRIS", "qris"],
    ]);
  });

  it("has menu options: Level Pedas on sambal and geprek, Topping on rice and noodles with Keju sold out today, Rasa and Suhu on Es Teh", async () => {
    const { rows } = await db.execute<{ item: string; groups: string }>(
      sql`select m.m_menu_nama as item, string_agg(g.m_option_group_nama || ' ' || g.m_option_group_min || '-' || g.m_option_group_max || ' [' ||
          (select string_agg(o.m_option_nama || case when o.m_option_harga <> 0 then ' +' || o.m_option_harga else '' end
            || case when o.m_option_default then '*' else '' end
            || case when o.m_option_habis_tanggal = (now() at time zone 'Asia/Jakarta')::date then ' habis' else '' end, ', ' order by o.m_option_urut)
           from m_option o where o.m_option_group_id = g.m_option_group_id) || ']', ' · ' order by l.m_option_group_menu_urut, g.m_option_group_urut) as groups
        from m_menu m
        join m_option_group_menu l on l.m_menu_id = m.m_menu_id or l.m_kategori_id = m.m_menu_m_kategori_id
        join m_option_group g on g.m_option_group_id = l.m_option_group_id
        where m.m_w_id = ${demoId} and m.m_menu_nama in ('Sambal Bawang', 'Ayam Geprek', 'Nasi Uduk', 'Mie Ayam', 'Es Teh', 'Ayam Penyet')
        group by m.m_menu_nama order by m.m_menu_nama`,
    );
    const level = "Level Pedas 1-1 [Level 0, Level 1*, Level 2, Level 3, Level 4, Level 5]";
    const topping = "Topping 0-3 [Telur +3000, Tempe +2000, Keju +4000 habis]";
    expect(rows).toEqual([
      { item: "Ayam Geprek", groups: level },
      { item: "Es Teh", groups: "Rasa 1-1 [Manis*, Tawar] · Suhu 0-1 [Dingin*, Panas]" },
      { item: "Mie Ayam", groups: topping },
      { item: "Nasi Uduk", groups: topping },
      { item: "Sambal Bawang", groups: level },
    ]);
  });

  it("routes every category to exactly one production station", async () => {
    const categories = await db.select().from(s.categories);
    const links = await db.select().from(s.stationCategories);
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) {
      expect(
        links.filter((l) => l.categoryId === category.id),
        category.name,
      ).toHaveLength(1);
    }
  });

  it("gives both demo screens a left and a right plotting with stations and transaction types", async () => {
    const screens = await db.select().from(s.productionScreens).where(eq(s.productionScreens.outletId, demoId));
    expect(screens.map((x) => x.name).sort()).toEqual(["Bar", "Dapur"]);
    const plottings = await db
      .select()
      .from(s.plottings)
      .where(
        inArray(
          s.plottings.screenId,
          screens.map((x) => x.id),
        ),
      );
    for (const screen of screens) {
      const sides = plottings.filter((p) => p.screenId === screen.id);
      expect(sides.map((p) => p.side).sort(), screen.name).toEqual(["left", "right"]);
      for (const side of sides) {
        expect(side.stationIds.length, `${screen.name} ${side.side}`).toBeGreaterThan(0);
        expect(side.transactionTypeIds.length, `${screen.name} ${side.side}`).toBeGreaterThan(0);
      }
    }
  });

  it("has denominations, supervisor-approved cashier features, printers, vouchers and members", async () => {
    const denominations = await db.select().from(s.denominations).where(eq(s.denominations.outletId, demoId));
    expect(denominations.map((d) => d.value).sort((a, b) => b - a)).toEqual([100000, 50000, 20000, 10000, 5000, 2000, 1000, 500, 200, 100]);
    const permissions = await db.select().from(s.cashierPermissions).where(eq(s.cashierPermissions.outletId, demoId));
    expect(permissions.map((p) => p.feature).sort()).toEqual([
      "cancel_menu",
      "cancel_transaksi",
      "edit_menu",
      "lossbill_transaksi",
      "refund",
    ]);
    // The stall's defaults (domain CASHIER_ACCESS_DEFAULTS): refund and lost bill need a supervisor's grant.
    expect(
      permissions
        .filter((p) => !p.defaultRole)
        .map((p) => p.feature)
        .sort(),
    ).toEqual(["lossbill_transaksi", "refund"]);
    expect(permissions.every((p) => !p.temporaryRole)).toBe(true);
    const printers = await db.select().from(s.printers).where(eq(s.printers.outletId, demoId));
    expect(printers).toEqual([]); // every print falls back to the browser page until Printer Setting
    const vouchers = await db.select().from(s.vouchers).where(eq(s.vouchers.outletId, demoId));
    expect(vouchers.map((v) => [v.code, v.value]).sort()).toEqual([
      ["DISKON5", 5000],
      ["HEMAT10", 10000],
      ["LEBARAN25", 25000],
      ["PAKAI20", 20000],
    ]);
    const [andi] = await db.select().from(s.members).where(eq(s.members.memberCode, "12345"));
    expect(andi?.name).toBe("Andi Pelanggan");
  });

  it("does not seed again on a database that already has data", async () => {
    expect(await seedDemoIfEmpty(db)).toBe(false);
    await expect(seedDemo(db)).rejects.toThrow(/DEMO/);
    expect(await db.select().from(s.outlets)).toHaveLength(2);
  });
});
