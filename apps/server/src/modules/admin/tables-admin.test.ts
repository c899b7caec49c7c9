/**
 * Back office · Meja: the owner and kacab add, edit, deactivate, delete and re-code the
 * outlet's tables, and import them from CSV (preview, then apply: all rows or none). Every other role
 * is refused; another outlet's table is 404; a table an open order holds keeps its type and stays
 * active; a table with history is deactivated, not deleted; every change is audited.
 */
import { can, ROLES, TABLE_CSV_COLUMNS } from "@waroeng/domain";
import { reportCsv } from "@waroeng/domain/csv";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, diningTables } from "../../db/schema/index.ts";
import { buildStall, buildTable, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { guestPage, qrCodeOf } from "../online/online.test-helpers.ts";
import { outletIdOf, tableIdOf } from "../orders/orders.test-helpers.ts";
import { cashBody, mainLines, openCash, openOrder, pay } from "../payment/payment.factory.ts";

let t: TestApp;
let stall: Stall;
let meja: number;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 1", "Meja 2", "Meja 3", "Meja 5", "Meja 7", "Meja 9", "Bungkus 6"]);
  // Another outlet's table of the same name as this outlet's Meja 1.
  await buildTable(t, { outlet: "DEMO-KL", name: stall.table("Meja 1") });
  const list = await t.call("GET", "/api/admin/tables", { as: "owner" });
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  meja = list.body.data.kinds.find((k: { m_meja_jenis_nama: string }) => k.m_meja_jenis_nama === "Meja").m_meja_jenis_id;
});
afterAll(async () => {
  await t.close();
});

const form = (name: string, extra: Record<string, unknown> = {}) => ({
  m_meja_nama: name,
  m_meja_type: "meja",
  m_meja_jenis_id: meja,
  m_meja_urut: 50,
  ...extra,
});
const snapshot = async () => ({
  tables: await t.db.select().from(diningTables).orderBy(diningTables.id),
  audit: await t.db.select().from(auditLog).orderBy(auditLog.id),
});
const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "table"), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);
const cashierTables = async () =>
  (await t.call("GET", "/api/m-meja", { as: "kasir" })).body.data.map((x: { m_meja_nama: string }) => x.m_meja_nama);

describe("tables", () => {
  it("the owner adds a table: the cashier's list shows it, the audit has it; names stay unique", async () => {
    const res = await t.call("POST", "/api/admin/tables", { as: "owner", body: form("Meja Teras 1") });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      m_meja_nama: "Meja Teras 1",
      m_meja_type: "meja",
      m_meja_jenis_nama: "Meja",
      m_meja_active: true,
      in_use: false,
    });
    expect(await cashierTables()).toContain("Meja Teras 1");
    expect((await auditOf(res.body.data.m_meja_id))[0]).toMatchObject({
      action: "create",
      before: null,
      after: { m_meja_nama: "Meja Teras 1" },
    });

    const before = await snapshot();
    const bad: Array<[Record<string, unknown>, number, string]> = [
      [form("Meja Teras 1"), 409, "Nama meja sudah dipakai"],
      [form(stall.table("Meja 1")), 409, "Nama meja sudah dipakai"],
      [form(""), 422, "Nama meja 1 sampai 40 karakter"],
      [form("x".repeat(41)), 422, "Nama meja 1 sampai 40 karakter"],
      [form("Meja X", { m_meja_type: "lesehan" }), 422, "Tipe meja harus meja, bungkus atau express"],
      [form("Meja X", { m_meja_urut: -1 }), 422, "Urutan harus bilangan bulat 0 sampai 9999"],
      [form("Meja X", { m_meja_urut: 1.5 }), 422, "Urutan harus bilangan bulat 0 sampai 9999"],
      [form("Meja X", { m_meja_jenis_id: 99999 }), 422, "Jenis meja tidak dikenal"],
    ];
    for (const [body, status, message] of bad) {
      const r = await t.call("POST", "/api/admin/tables", { as: "kacab", body });
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.meta.message).toBe(message);
    }
    const rename = await t.call("POST", `/api/admin/tables/${res.body.data.m_meja_id}`, { as: "owner", body: form(stall.table("Meja 2")) });
    expect(rename.status).toBe(409);
    expect(await snapshot()).toEqual(before);
    // Another outlet may use the same name.
    const kl = await t.call("GET", "/api/m-meja", { as: "kasir.kl" });
    expect(kl.body.data.map((x: { m_meja_nama: string }) => x.m_meja_nama)).toContain(stall.table("Meja 1"));
  });

  it("is refused for every role without the back office, and another outlet's table is 404", async () => {
    const klTable = await tableIdOf(t.db, stall.table("Meja 1"), "DEMO-KL");
    const routes = [
      ["GET", "/api/admin/tables"],
      ["POST", "/api/admin/tables"],
      ["POST", `/api/admin/tables/${klTable}`],
      ["POST", `/api/admin/tables/${klTable}/deactivate`],
      ["POST", `/api/admin/tables/${klTable}/activate`],
      ["DELETE", `/api/admin/tables/${klTable}`],
      ["POST", `/api/admin/tables/${klTable}/rotate-qr`],
      ["POST", "/api/admin/tables/import"],
    ] as const;
    const before = await snapshot();
    const csv = "nama,tipe,jenis,urut,aktif\nMeja Z,meja,Meja,1,ya\n";
    for (const role of ROLES.filter((r) => !can(r, "admin.manage"))) {
      for (const [method, url] of routes) {
        const body = url.endsWith("import") ? { csv, mode: "apply" } : form("Meja Z");
        const r = await t.call(method, url, { as: role, ...(method === "GET" ? {} : { body }) });
        expect(r.status, `${role} ${method} ${url}`).toBe(403);
      }
    }
    for (const [method, url] of routes.slice(2, 7)) {
      const r = await t.call(method, url, {
        as: "owner",
        ...(method === "POST" && url.split("/").length === 5 ? { body: form("Diambil") } : {}),
      });
      expect(r.status, `${method} ${url}`).toBe(404);
      expect(r.body.meta.message).toBe("Meja tidak ditemukan");
    }
    expect((await t.call("GET", "/api/admin/tables")).status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it("a table an open order holds keeps its type and stays active; renaming it is fine", async () => {
    await openCash(t, "kasir");
    const { tableId } = await openOrder(t, { table: stall.table("Meja 3"), items: [] });
    const before = await snapshot();
    for (const [method, url, body] of [
      ["POST", `/api/admin/tables/${tableId}/deactivate`, undefined],
      ["DELETE", `/api/admin/tables/${tableId}`, undefined],
      ["POST", `/api/admin/tables/${tableId}`, form(stall.table("Meja 3"), { m_meja_type: "bungkus" })],
    ] as const) {
      const r = await t.call(method, url, { as: "owner", ...(body ? { body } : {}) });
      expect(r.status, url).toBe(409);
      expect(r.body.meta.message).toBe("Meja sedang dipakai nota terbuka");
    }
    expect(await snapshot()).toEqual(before);
    const list = await t.call("GET", "/api/admin/tables", { as: "owner" });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.tables.find((x: { m_meja_id: number }) => x.m_meja_id === tableId).in_use).toBe(true);
    const renamed = await t.call("POST", `/api/admin/tables/${tableId}`, { as: "owner", body: form("Meja 3 Jendela", { m_meja_urut: 3 }) });
    expect(renamed.status).toBe(200);
    expect((await auditOf(tableId)).at(-1)).toMatchObject({
      action: "update",
      before: { m_meja_nama: stall.table("Meja 3") },
      after: { m_meja_nama: "Meja 3 Jendela" },
    });
  });

  it("a table with history is deactivated, not deleted; one without history is deleted", async () => {
    await openCash(t, "kasir");
    const { orderId, tableId } = await openOrder(t, { table: stall.table("Meja 7"), items: mainLines(stall) });
    await pay(t, "kasir", cashBody(orderId));
    const del = await t.call("DELETE", `/api/admin/tables/${tableId}`, { as: "owner" });
    expect(del.status).toBe(409);
    expect(del.body.meta.message).toBe("Meja punya riwayat transaksi; nonaktifkan saja");
    expect(await t.db.select().from(diningTables).where(eq(diningTables.id, tableId))).toHaveLength(1);

    const off = await t.call("POST", `/api/admin/tables/${tableId}/deactivate`, { as: "owner" });
    expect(off.body.data.m_meja_active).toBe(false);
    expect(await cashierTables()).not.toContain(stall.table("Meja 7"));
    const open = await t.call("POST", "/api/tmp-transaction", {
      as: "kasir",
      body: {
        tmp_transaction_m_meja_id: tableId,
        tmp_transaction_note_number: "88001",
        tmp_transaction_customer_name: "Budi",
        tmp_transaction_order_time: new Date().toISOString(),
      },
    });
    expect(open.status).not.toBe(200);
    expect((await t.call("POST", `/api/admin/tables/${tableId}/activate`, { as: "kacab" })).body.data.m_meja_active).toBe(true);
    expect(await cashierTables()).toContain(stall.table("Meja 7"));

    const fresh = (await t.call("POST", "/api/admin/tables", { as: "owner", body: form("Meja Sementara") })).body.data;
    const gone = await t.call("DELETE", `/api/admin/tables/${fresh.m_meja_id}`, { as: "owner" });
    expect(gone.status).toBe(200);
    expect(await t.db.select().from(diningTables).where(eq(diningTables.id, fresh.m_meja_id))).toHaveLength(0);
    expect((await auditOf(fresh.m_meja_id)).map((a) => a.action)).toEqual(["create", "delete"]);
  });

  it("rotating a table's QR code stops the old code at once; the audit never holds a code", async () => {
    const old = await qrCodeOf(t, stall.table("Meja 5"));
    expect((await guestPage(t, old)).table_name).toBe(stall.table("Meja 5"));
    const tableId = await tableIdOf(t.db, stall.table("Meja 5"));
    const res = await t.call("POST", `/api/admin/tables/${tableId}/rotate-qr`, { as: "owner" });
    expect(res.status).toBe(200);
    const fresh = String(res.body.data.path).split("/qr/")[1] as string;
    expect(fresh).not.toBe(old);
    expect((await t.call("GET", `/api/qr/${old}`)).status).toBe(404);
    expect((await guestPage(t, fresh)).table_name).toBe(stall.table("Meja 5"));
    expect(await qrCodeOf(t, stall.table("Meja 5"))).toBe(fresh);
    const audit = (await auditOf(tableId)).at(-1);
    expect(audit).toMatchObject({ action: "rotate_qr", after: { qr_rotated: true } });
    expect(JSON.stringify(audit)).not.toContain(fresh);
    expect(JSON.stringify(audit)).not.toContain(old);
  });
});

describe("tables CSV import", () => {
  const header = TABLE_CSV_COLUMNS.join(",");
  const importCsv = (csv: string, mode: string, as = "owner") => t.call("POST", "/api/admin/tables/import", { as, body: { csv, mode } });

  it("a file with bad rows applies nothing and lists every error by line and column", async () => {
    const csv = [
      header,
      "Meja Baru A,meja,Meja,60,ya",
      "Meja Baru B,lesehan,Meja,61,ya",
      "Meja Baru C,meja,Gazebo,62,ya",
      "Meja Baru A,meja,Meja,63,ya",
      "Meja Baru D,meja,Meja,-4,ya",
      ",meja,Meja,1,ya",
      "Meja Baru E,bungkus,Bungkus,,kadang",
    ].join("\n");
    const before = await snapshot();
    const res = await importCsv(csv, "apply");
    expect(res.status).toBe(200);
    expect(res.body.meta.message).toBe("Impor dibatalkan: perbaiki baris yang salah, tidak ada yang diubah");
    expect(res.body.data.applied).toBe(false);
    expect(res.body.data.errors).toEqual([
      { line: 3, column: "tipe", message: "Tipe meja harus meja, bungkus atau express" },
      { line: 4, column: "jenis", message: "Jenis meja tidak dikenal" },
      { line: 5, column: "nama", message: "Nama meja dobel di file" },
      { line: 6, column: "urut", message: "Urutan harus bilangan bulat 0 sampai 9999" },
      { line: 7, column: "nama", message: "Nama meja 1 sampai 40 karakter" },
      { line: 8, column: "aktif", message: "Aktif harus ya atau tidak" },
    ]);
    expect(await snapshot()).toEqual(before);
    const missing = await importCsv("nama,tipe\nMeja Q,meja\n", "apply");
    expect(missing.body.data.errors).toEqual([{ line: 1, column: null, message: "Kolom tidak ada: jenis, urut, aktif" }]);
    expect(await snapshot()).toEqual(before);
  });

  it("preview writes nothing; apply creates and updates in one go, audited per table; export round-trips", async () => {
    const csv = [
      header,
      "Meja Kebun 1,meja,Meja,70,ya",
      "Meja Kebun 2,meja,Meja,71,ya",
      `${stall.table("Bungkus 6")},bungkus,Bungkus,99,tidak`,
      // As built (sorted 1000, active): nothing to change.
      `${stall.table("Meja 1")},meja,Meja,1000,ya`,
    ].join("\r\n");
    const before = await snapshot();
    const preview = await importCsv(csv, "preview", "kacab");
    expect(preview.body.data).toMatchObject({ mode: "preview", applied: false, errors: [] });
    expect(preview.body.data.rows.map((r: { action: string }) => r.action)).toEqual(["create", "create", "update", "same"]);
    expect(await snapshot()).toEqual(before);

    const applied = await importCsv(csv, "apply", "kacab");
    expect(applied.body.data.applied).toBe(true);
    expect(applied.body.meta.message).toBe("4 meja diimpor");
    const names = await cashierTables();
    expect(names).toEqual(expect.arrayContaining(["Meja Kebun 1", "Meja Kebun 2"]));
    expect(names).not.toContain(stall.table("Bungkus 6"));
    const b6 = await tableIdOf(t.db, stall.table("Bungkus 6"));
    expect((await auditOf(b6)).at(-1)).toMatchObject({
      action: "import_update",
      before: { m_meja_active: true },
      after: { m_meja_active: false, m_meja_urut: 99 },
    });

    // What the back office exports (the web's Ekspor CSV writes these columns) imports as no change.
    const list = (await t.call("GET", "/api/admin/tables", { as: "owner" })).body.data.tables;
    const exported = reportCsv(
      TABLE_CSV_COLUMNS,
      list.map((x: Record<string, unknown>) => [
        x.m_meja_nama,
        x.m_meja_type,
        x.m_meja_jenis_nama,
        x.m_meja_urut,
        x.m_meja_active ? "ya" : "tidak",
      ]),
    );
    const again = await importCsv(exported, "preview");
    expect(again.body.data.errors).toEqual([]);
    expect(new Set(again.body.data.rows.map((r: { action: string }) => r.action))).toEqual(new Set(["same"]));
  });

  it("refuses deactivating a table an open order holds, and a body past the limits", async () => {
    await openCash(t, "kasir");
    await openOrder(t, { table: stall.table("Meja 9"), items: [] });
    const before = await snapshot();
    const res = await importCsv([header, "Meja Kebun 9,meja,Meja,1,ya", `${stall.table("Meja 9")},meja,Meja,9,tidak`].join("\n"), "apply");
    expect(res.body.data.errors).toEqual([{ line: 3, column: "aktif", message: "Meja sedang dipakai nota terbuka" }]);
    expect(await snapshot()).toEqual(before);
    const big = await importCsv(`${header}\n${"Meja,meja,Meja,1,ya\n".repeat(5000)}`, "apply");
    expect(big.status).toBe(422);
    expect(big.body.meta.message).toBe("File CSV terlalu besar");
    const rows = await importCsv(`${header}\n${Array.from({ length: 501 }, (_, i) => `M${i},meja,Meja,1,ya`).join("\n")}`, "apply");
    expect(rows.body.data.errors).toEqual([{ line: 1, column: null, message: "Maksimal 500 baris per impor" }]);
    expect((await importCsv(header, "sekarang")).status).toBe(422);
    expect(await snapshot()).toEqual(before);
    expect(await outletIdOf(t.db)).toBeGreaterThan(0);
  });
});
