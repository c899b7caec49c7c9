/**
 * Demo data: an Indonesian waroeng ("Waroeng Demo", Rp) with a full menu, tables, stations,
 * screens, printers, staff, vouchers and members, plus a small Kuala Lumpur outlet (RM) so the
 * multi-currency path is exercised. Everything is created in one transaction.
 *
 * Global rows (transaction types, payment methods, table kinds, members) are inserted with
 * ON CONFLICT DO NOTHING, so seeding also works on a database where they already exist.
 */
import { hash } from "@node-rs/argon2";
import { CASHIER_ACCESS_DEFAULTS, CASHIER_FEATURES } from "@waroeng/domain";
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "./client.ts";
import * as s from "./schema/index.ts";
import { seedDemoOptions } from "./seed-options.ts";

/** Password of every demo login. */
export const DEMO_PASSWORD = "demo12345";

/** Code of the main demo outlet. */
const DEMO_OUTLET_CODE = "DEMO";
/** Code of the Kuala Lumpur demo outlet. */
const DEMO_KL_OUTLET_CODE = "DEMO-KL";

/** Key for pg_advisory_xact_lock, so two processes seeding at once do not both insert. */
const SEED_LOCK_KEY = 741_852_963;

/** Transaction types (global, ids fixed by the spec: 1 dine-in, 2 take-away, then ojol). */
const TRANSACTION_TYPES: ReadonlyArray<{ id: number; name: string; group: "reguler" | "ojol" }> = [
  { id: 1, name: "dine in", group: "reguler" },
  { id: 2, name: "take away", group: "reguler" },
  { id: 3, name: "grab", group: "ojol" },
  { id: 4, name: "gojek", group: "ojol" },
  { id: 5, name: "grabmart", group: "ojol" },
  { id: 6, name: "shopeefood", group: "ojol" },
  { id: 7, name: "maxim", group: "ojol" },
];
const ALL_TYPE_IDS = TRANSACTION_TYPES.map((t) => t.id);
const REGULAR_TYPE_IDS = TRANSACTION_TYPES.filter((t) => t.group === "reguler").map((t) => t.id);
const OJOL_TYPE_IDS = TRANSACTION_TYPES.filter((t) => t.group === "ojol").map((t) => t.id);

/** Payment methods (global, ids fixed: 1 is cash). */
const PAYMENT_METHODS: ReadonlyArray<{
  id: number;
  name: string;
  type: "cash" | "transfer" | "ewallet" | "lostbill" | "gratis" | "qris";
  color: string;
}> = [
  { id: 1, name: "Tunai", type: "cash", color: "#2f9e44" },
  { id: 2, name: "EDC Mandiri", type: "transfer", color: "#003d79" },
  { id: 3, name: "EDC BNI", type: "transfer", color: "#f37021" },
  { id: 4, name: "EDC BRI", type: "transfer", color: "#00529c" },
  { id: 5, name: "EDC BCA", type: "transfer", color: "#0060af" },
  { id: 6, name: "OVO", type: "ewallet", color: "#4c3494" },
  { id: 7, name: "GoPay", type: "ewallet", color: "#00aed6" },
  { id: 8, name: "ShopeePay", type: "ewallet", color: "#ee4d2d" },
  { id: 9, name: "Lost Bill", type: "lostbill", color: "#868e96" },
  { id: 10, name: "Gratis", type: "gratis", color: "#868e96" },
  { id: 11, name: "QRIS", type: "qris", color: "#c2185b" },
];

const TABLE_KINDS = ["Meja", "Bungkus", "Express"] as const;
type TableKind = (typeof TABLE_KINDS)[number];

type Role = "kasir" | "wbd" | "opp" | "dapur" | "pelayan" | "kacab" | "owner";

/** One menu item: price in minor units; taxable / service-charged default to true. */
interface ItemSeed {
  name: string;
  price: number;
  taxable?: boolean;
  serviceCharged?: boolean;
}

interface CategorySeed {
  name: string;
  items: ItemSeed[];
}

interface MenuTypeSeed {
  name: string;
  pickup: "makan" | "minum";
  categories: CategorySeed[];
}

interface StationSeed {
  name: string;
  categories: string[];
}

interface ScreenSide {
  stations: string[];
  transactionTypeIds: number[];
}

interface ScreenSeed {
  name: string;
  left: ScreenSide;
  right: ScreenSide;
}

interface OutletSeed {
  outlet: typeof s.outlets.$inferInsert;
  tables: { meja: number; bungkus: number; express: number };
  /** Denomination values in minor units, largest first, with their display names. */
  denominations: ReadonlyArray<{ value: number; name: string }>;
  menu: MenuTypeSeed[];
  /** Ojol prices are +20% rounded up to a multiple of this (minor units). */
  ojolPriceStep: number;
  stations: StationSeed[];
  screens: ScreenSeed[];
  users: ReadonlyArray<{ email: string; name: string; role: Role }>;
}

/** "Rp100.000" style name of a rupiah denomination. */
function rupiahName(value: number): string {
  return `Rp${value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ".")}`;
}

/** "RM100" / "50 sen" style name of a ringgit denomination given in sen. */
function ringgitName(sen: number): string {
  return sen >= 100 ? `RM${sen / 100}` : `${sen} sen`;
}

/** Price for ojol platforms: +20%, rounded up to the next multiple of `step` (integer maths). */
export function ojolPrice(price: number, step: number): number {
  // price × 1.2 = price × 6 / 5; ceil(price × 6 / (5 × step)) × step.
  return Math.ceil((price * 6) / (5 * step)) * step;
}

const DEMO: OutletSeed = {
  outlet: {
    name: "Waroeng Demo",
    code: DEMO_OUTLET_CODE,
    currency: "Rp",
    taxRateBp: 1000,
    serviceChargeRateBp: 500,
    rounding: "ya",
    areaName: "Jakarta Selatan",
    address: "Jl. Kemang Raya No. 12, Bangka, Mampang Prapatan, Jakarta Selatan 12730",
    phone: "021-7190123",
  },
  tables: { meja: 12, bungkus: 6, express: 3 },
  denominations: [100000, 50000, 20000, 10000, 5000, 2000, 1000, 500, 200, 100].map((value) => ({
    value,
    name: rupiahName(value),
  })),
  menu: [
    {
      name: "Makanan",
      pickup: "makan",
      categories: [
        {
          name: "Ayam",
          items: [
            { name: "Ayam Goreng Dada", price: 18000 },
            { name: "Ayam Goreng Paha", price: 17000 },
            { name: "Ayam Bakar", price: 20000 },
            { name: "Ayam Penyet", price: 19000 },
            { name: "Ayam Goreng Kremes", price: 21000 },
            { name: "Ayam Geprek", price: 20000 },
          ],
        },
        {
          name: "Ikan",
          items: [
            { name: "Bawal Goreng", price: 25000 },
            { name: "Lele Goreng", price: 15000 },
            { name: "Gurame Bakar", price: 45000 },
            { name: "Jambal Asin", price: 12000 },
          ],
        },
        {
          name: "Sambal",
          items: [
            { name: "Sambal Bawang", price: 5000 },
            { name: "Sambal Terasi", price: 5000 },
            { name: "Sambal Tahu", price: 7000 },
            { name: "Sambal Tempe", price: 7000 },
            { name: "Sambal Teri", price: 8000 },
            { name: "Sambal Kecap", price: 5000 },
            { name: "Sambal Mangga Muda", price: 7500 },
            { name: "Sambal Bajak", price: 6000 },
          ],
        },
        {
          name: "Sayur",
          items: [
            { name: "Cah Kangkung", price: 12000 },
            { name: "Cah Toge", price: 10000 },
            { name: "Sayur Asem", price: 8000 },
            { name: "Sayur Lodeh", price: 9000 },
            { name: "Terong Balado", price: 10000 },
          ],
        },
        {
          name: "Nasi",
          items: [
            { name: "Nasi Putih", price: 6000, serviceCharged: false },
            { name: "Nasi Uduk", price: 8000 },
            { name: "Nasi Liwet", price: 10000 },
          ],
        },
        {
          name: "Mie",
          items: [
            { name: "Mie Goreng", price: 13000 },
            { name: "Mie Ayam", price: 15000 },
          ],
        },
        {
          name: "Lauk",
          items: [
            { name: "Telur Dadar", price: 6000 },
            { name: "Tahu Goreng", price: 4000 },
            { name: "Tempe Goreng", price: 4000 },
            { name: "Perkedel", price: 5000 },
            { name: "Telur Balado", price: 7000 },
          ],
        },
      ],
    },
    {
      name: "Minuman",
      pickup: "minum",
      categories: [
        {
          name: "Es",
          items: [
            { name: "Es Teh Manis", price: 5000 },
            { name: "Es Teh Tawar", price: 3000, serviceCharged: false },
            { name: "Es Teh", price: 5000 },
            { name: "Es Jeruk", price: 8000 },
            { name: "Es Campur", price: 15000 },
            { name: "Es Cincau", price: 10000 },
            { name: "Es Kelapa Muda", price: 15000 },
            { name: "Air Mineral", price: 4000, taxable: false },
          ],
        },
        {
          name: "Jus",
          items: [
            { name: "Jus Alpukat", price: 15000 },
            { name: "Jus Mangga", price: 13000 },
            { name: "Jus Jambu", price: 12000 },
            { name: "Jus Tomat", price: 12000 },
            { name: "Jus Sirsak", price: 13000 },
          ],
        },
        {
          name: "Panas",
          items: [
            { name: "Teh Manis Panas", price: 5000 },
            { name: "Kopi Hitam", price: 6000 },
            { name: "Kopi Susu", price: 8000 },
            { name: "Jeruk Panas", price: 8000 },
            { name: "Wedang Jahe", price: 8000 },
          ],
        },
      ],
    },
  ],
  ojolPriceStep: 500,
  stations: [
    { name: "Goreng", categories: ["Ayam", "Lauk"] },
    { name: "Bakaran", categories: ["Ikan"] },
    { name: "Sambal", categories: ["Sambal"] },
    { name: "Sayur", categories: ["Sayur"] },
    { name: "Nasi", categories: ["Nasi", "Mie"] },
    { name: "Minum", categories: ["Es", "Jus", "Panas"] },
  ],
  screens: [
    {
      name: "Dapur",
      left: { stations: ["Goreng", "Bakaran"], transactionTypeIds: ALL_TYPE_IDS },
      right: { stations: ["Sambal", "Sayur", "Nasi"], transactionTypeIds: ALL_TYPE_IDS },
    },
    {
      name: "Bar",
      left: { stations: ["Minum"], transactionTypeIds: REGULAR_TYPE_IDS },
      right: { stations: ["Minum"], transactionTypeIds: OJOL_TYPE_IDS },
    },
  ],
  users: [
    { email: "kasir@demo.test", name: "Siti Kasir", role: "kasir" },
    { email: "wbd@demo.test", name: "Budi WBD", role: "wbd" },
    { email: "opp@demo.test", name: "Rina Order", role: "opp" },
    { email: "dapur@demo.test", name: "Joko Dapur", role: "dapur" },
    { email: "pelayan@demo.test", name: "Dewi Pelayan", role: "pelayan" },
    { email: "kacab@demo.test", name: "Pak Harto Kacab", role: "kacab" },
    { email: "owner@demo.test", name: "Bu Ratna Owner", role: "owner" },
  ],
};

const DEMO_KL: OutletSeed = {
  outlet: {
    name: "Waroeng Demo Kuala Lumpur",
    code: DEMO_KL_OUTLET_CODE,
    currency: "RM",
    taxRateBp: 600,
    serviceChargeRateBp: 1000,
    rounding: "ya",
    areaName: "Kuala Lumpur",
    address: "No. 18, Jalan Alor, Bukit Bintang, 50200 Kuala Lumpur",
    phone: "+60 3-2141 8899",
  },
  tables: { meja: 4, bungkus: 2, express: 1 },
  denominations: [10000, 5000, 2000, 1000, 500, 100, 50, 20, 10, 5].map((value) => ({
    value,
    name: ringgitName(value),
  })),
  menu: [
    {
      name: "Makanan",
      pickup: "makan",
      categories: [
        {
          name: "Nasi",
          items: [
            { name: "Nasi Lemak", price: 850 },
            { name: "Nasi Goreng Kampung", price: 1000 },
            { name: "Nasi Ayam Penyet", price: 1400 },
          ],
        },
        {
          name: "Mee",
          items: [
            { name: "Mee Goreng Mamak", price: 950 },
            { name: "Mee Rebus", price: 900 },
          ],
        },
        {
          name: "Roti",
          items: [
            { name: "Roti Canai", price: 200 },
            { name: "Roti Telur", price: 350 },
          ],
        },
      ],
    },
    {
      name: "Minuman",
      pickup: "minum",
      categories: [
        {
          name: "Minuman",
          items: [
            { name: "Teh Tarik", price: 350 },
            { name: "Kopi O", price: 250 },
            { name: "Milo Ais", price: 450 },
            { name: "Air Mineral", price: 200, taxable: false },
          ],
        },
      ],
    },
  ],
  ojolPriceStep: 10,
  stations: [
    { name: "Dapur", categories: ["Nasi", "Mee"] },
    { name: "Roti", categories: ["Roti"] },
    { name: "Minum", categories: ["Minuman"] },
  ],
  screens: [
    {
      name: "Dapur",
      left: { stations: ["Dapur", "Roti"], transactionTypeIds: ALL_TYPE_IDS },
      right: { stations: ["Minum"], transactionTypeIds: ALL_TYPE_IDS },
    },
  ],
  users: [{ email: "kasir.kl@demo.test", name: "Aisyah Kasir KL", role: "kasir" }],
};

/** Logins (lower-case emails) of every demo account, in both demo outlets. */
export const DEMO_EMAILS: readonly string[] = [...DEMO.users, ...DEMO_KL.users].map((u) => u.email.toLowerCase());

/** Looks up `key` in `map`, throwing (instead of returning undefined) when the seed data is inconsistent. */
function must<V>(map: ReadonlyMap<string, V>, key: string, what: string): V {
  const value = map.get(key);
  if (value === undefined) {
    throw new Error(`Seed data refers to unknown ${what} "${key}"`);
  }
  return value;
}

/** The first row of an insert … returning(), or an error when nothing came back. */
function first<T>(rows: T[], what: string): T {
  const row = rows[0];
  if (row === undefined) {
    throw new Error(`Seeding ${what} returned no row`);
  }
  return row;
}

/** Global rows shared by every outlet; returns the table-kind ids by name. */
async function seedGlobals(tx: Tx): Promise<Map<TableKind, number>> {
  await tx
    .insert(s.transactionTypes)
    .values([...TRANSACTION_TYPES])
    .onConflictDoNothing();
  await tx
    .insert(s.paymentMethods)
    .values([...PAYMENT_METHODS])
    .onConflictDoNothing();
  await tx
    .insert(s.tableKinds)
    .values(TABLE_KINDS.map((name) => ({ name })))
    .onConflictDoNothing();
  const kinds = await tx.select().from(s.tableKinds);
  const byName = new Map<TableKind, number>();
  for (const kind of TABLE_KINDS) {
    const row = kinds.find((k) => k.name === kind);
    if (!row) {
      throw new Error(`Table kind "${kind}" missing after seeding`);
    }
    byName.set(kind, row.id);
  }
  await tx
    .insert(s.members)
    .values([
      { memberCode: "12345", name: "Andi Pelanggan", phone: "081234567890" },
      { memberCode: "54321", name: "Maya Sari", phone: "" },
    ])
    .onConflictDoNothing();
  return byName;
}

interface SeededOutlet {
  outletId: number;
  /** Category ids by menu type name (for printer groups). */
  categoryIdsByMenuType: Map<string, number[]>;
}

/** Creates one outlet with its tables, denominations, menu, stations, screens, staff and permissions. */
async function seedOutlet(tx: Tx, data: OutletSeed, kinds: ReadonlyMap<TableKind, number>, passwordHash: string): Promise<SeededOutlet> {
  const outlet = first(await tx.insert(s.outlets).values(data.outlet).returning({ id: s.outlets.id }), "outlet");
  const outletId = outlet.id;

  // Tables: dine-in, then take-away slots, then express; one ascending sort order across all.
  const tableRows: Array<typeof s.diningTables.$inferInsert> = [];
  const groups: ReadonlyArray<{ kind: TableKind; type: string; count: number }> = [
    { kind: "Meja", type: "meja", count: data.tables.meja },
    { kind: "Bungkus", type: "bungkus", count: data.tables.bungkus },
    { kind: "Express", type: "express", count: data.tables.express },
  ];
  for (const group of groups) {
    const kindId = must(kinds, group.kind, "table kind");
    for (let n = 1; n <= group.count; n++) {
      tableRows.push({
        outletId,
        name: `${group.kind} ${n}`,
        type: group.type,
        kindId,
        sortOrder: tableRows.length + 1,
      });
    }
  }
  await tx.insert(s.diningTables).values(tableRows);

  await tx.insert(s.denominations).values(data.denominations.map((d) => ({ outletId, name: d.name, value: d.value })));

  // Menu types, categories, items and per-transaction-type prices.
  const categoryIds = new Map<string, number>();
  const categoryIdsByMenuType = new Map<string, number[]>();
  const priceRows: Array<typeof s.menuPrices.$inferInsert> = [];
  let itemOrder = 0;
  for (const [typeIndex, menuType] of data.menu.entries()) {
    const typeRow = first(
      await tx
        .insert(s.menuTypes)
        .values({ outletId, name: menuType.name, pickup: menuType.pickup, sortOrder: typeIndex + 1 })
        .returning({ id: s.menuTypes.id }),
      "menu type",
    );
    const idsOfType: number[] = [];
    for (const [categoryIndex, category] of menuType.categories.entries()) {
      const categoryRow = first(
        await tx
          .insert(s.categories)
          .values({ outletId, menuTypeId: typeRow.id, name: category.name, sortOrder: categoryIndex + 1 })
          .returning({ id: s.categories.id }),
        "category",
      );
      categoryIds.set(category.name, categoryRow.id);
      idsOfType.push(categoryRow.id);
      const items = await tx
        .insert(s.menuItems)
        .values(
          category.items.map((item) => {
            itemOrder += 1;
            return {
              outletId,
              name: item.name,
              menuTypeId: typeRow.id,
              categoryId: categoryRow.id,
              price: item.price,
              taxable: item.taxable ?? true,
              serviceCharged: item.serviceCharged ?? true,
              sortOrder: itemOrder,
            };
          }),
        )
        .returning({ id: s.menuItems.id, price: s.menuItems.price });
      for (const item of items) {
        for (const typeId of ALL_TYPE_IDS) {
          priceRows.push({
            menuItemId: item.id,
            transactionTypeId: typeId,
            price: OJOL_TYPE_IDS.includes(typeId) ? ojolPrice(item.price, data.ojolPriceStep) : item.price,
          });
        }
      }
    }
    categoryIdsByMenuType.set(menuType.name, idsOfType);
  }
  await tx.insert(s.menuPrices).values(priceRows);

  // Production stations, each serving its categories (every category exactly one station).
  const stationIds = new Map<string, number>();
  for (const station of data.stations) {
    const row = first(await tx.insert(s.stations).values({ outletId, name: station.name }).returning({ id: s.stations.id }), "station");
    stationIds.set(station.name, row.id);
    await tx
      .insert(s.stationCategories)
      .values(station.categories.map((name) => ({ stationId: row.id, categoryId: must(categoryIds, name, "category") })));
  }

  // Production screens with their left and right plotting.
  for (const screen of data.screens) {
    const row = first(
      await tx.insert(s.productionScreens).values({ outletId, name: screen.name }).returning({ id: s.productionScreens.id }),
      "production screen",
    );
    const sides: ReadonlyArray<["left" | "right", ScreenSide]> = [
      ["left", screen.left],
      ["right", screen.right],
    ];
    await tx.insert(s.plottings).values(
      sides.map(([side, plot]) => ({
        screenId: row.id,
        side,
        stationIds: plot.stations.map((name) => must(stationIds, name, "station")),
        transactionTypeIds: [...plot.transactionTypeIds],
      })),
    );
  }

  await tx.insert(s.users).values(data.users.map((u) => ({ outletId, name: u.name, email: u.email, passwordHash, role: u.role })));

  // Sensitive cashier actions need a supervisor's approval.
  await tx
    .insert(s.cashierPermissions)
    .values(
      CASHIER_FEATURES.map((feature) => ({ outletId, feature, defaultRole: CASHIER_ACCESS_DEFAULTS[feature], temporaryRole: false })),
    );

  return { outletId, categoryIdsByMenuType };
}

/** All demo rows, inside an open transaction. */
async function seedInTransaction(tx: Tx, passwordHash: string): Promise<void> {
  const kinds = await seedGlobals(tx);

  const demo = await seedOutlet(tx, DEMO, kinds, passwordHash);
  // No printers: until the stall sets its real ones (Printer Setting), every print falls back to the
  // browser page (the struct link). The android types are no placeholder any more: they make PNG links.
  await tx.insert(s.vouchers).values([
    { outletId: demo.outletId, code: "HEMAT10", value: 10000 },
    { outletId: demo.outletId, code: "DISKON5", value: 5000 },
    // Refused by GET /voucher/get-voucher: already spent, and past its last day.
    { outletId: demo.outletId, code: "PAKAI20", value: 20000, usedAt: new Date("2025-01-02T05:00:00Z") },
    { outletId: demo.outletId, code: "LEBARAN25", value: 25000, validUntil: "2025-04-30" },
  ]);

  await seedDemoOptions(tx, demo.outletId);

  await seedOutlet(tx, DEMO_KL, kinds, passwordHash);
}

async function lockSeeding(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
}

/** Creates the demo data when the database has no outlet yet; returns true when it seeded. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const existing = await db.select({ id: s.outlets.id }).from(s.outlets).limit(1);
  if (existing.length > 0) {
    return false;
  }
  const passwordHash = await hash(DEMO_PASSWORD);
  return await db.transaction(async (tx) => {
    await lockSeeding(tx);
    // Re-check under the lock: another process may have seeded meanwhile.
    const again = await tx.select({ id: s.outlets.id }).from(s.outlets).limit(1);
    if (again.length > 0) {
      return false;
    }
    await seedInTransaction(tx, passwordHash);
    return true;
  });
}

/** Creates the demo data (in one transaction). Throws if an outlet with code "DEMO" exists. */
export async function seedDemo(db: Db): Promise<void> {
  const passwordHash = await hash(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await lockSeeding(tx);
    const existing = await tx.select({ id: s.outlets.id }).from(s.outlets).where(eq(s.outlets.code, DEMO_OUTLET_CODE)).limit(1);
    if (existing.length > 0) {
      throw new Error(`The demo outlet (code "${DEMO_OUTLET_CODE}") already exists; nothing seeded`);
    }
    await seedInTransaction(tx, passwordHash);
  });
}

/**
 * One more outlet like the demo's, for benchmarks (bench/outlets.ts): code `code`, the demo's tables,
 * menu, stations and screens, its staff as `{code}.{demo e-mail}` signing in with `passwordHash` (e.g.
 * the demo staff's); no vouchers or options. Needs the demo seeded first (the shared rows).
 * @returns the new outlet's id.
 */
export async function seedDemoCopy(db: Db, code: string, passwordHash: string): Promise<number> {
  return db.transaction(async (tx) => {
    const kinds = new Map((await tx.select().from(s.tableKinds)).map((k) => [k.name as TableKind, k.id]));
    const copy: OutletSeed = {
      ...DEMO,
      outlet: { ...DEMO.outlet, code, name: `Waroeng ${code}` },
      users: DEMO.users.map((u) => ({ ...u, email: `${code.toLowerCase()}.${u.email}` })),
    };
    return (await seedOutlet(tx, copy, kinds, passwordHash)).outletId;
  });
}
