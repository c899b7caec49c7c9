/**
 * API tests of QR online orders: the guest's shared cart and send, the cashier's list,
 * bell, cek-nota, accept into a free table / onto an open bill / onto another table, accept racing
 * accept, delete, the online bill print, and the public refusals (nothing changed).
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diningTables, dishes, onlineOrders, orderLines, orders, printers, printJobs, qrCarts } from "../../db/schema/index.ts";
import { buildStall, buildTable, type Stall, uniqueName } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { openCash, outletIdOf } from "../payment/payment.factory.ts";
import { startFakePrinter } from "../printing/fake-printer.test-helpers.ts";
import { guestOrders, guestPage, menuId, pendingId, qrCodeOf } from "./online.test-helpers.ts";

let t: TestApp;
let stall: Stall;
/** The outlet's first take-away slot (sorted before every other), where an accepted counter order goes. */
let firstSlot: string;
let outletId: number;
let page: Awaited<ReturnType<typeof guestPage>>;
let ayam: number;
let teh: number;

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(
    t,
    ["Meja 1", "Meja 2", "Meja 3", "Meja 4", "Meja 5", "Meja 6", "Meja 7", "Meja 9", "Meja 10", "Meja 11", "Meja 12"],
    {
      "Ayam Bakar": { price: 20_000 },
      "Es Teh Manis": { price: 5_000, pickup: "minum" },
    },
  );
  outletId = await outletIdOf(t.db);
  firstSlot = (await buildTable(t, { type: "bungkus", name: uniqueName("Bungkus 1"), sortOrder: 0 })).name;
  await openCash(t, "kasir");
  await t.db.delete(printers).where(eq(printers.outletId, outletId));
  page = await guestPage(t, await qrCodeOf(t, stall.table("Meja 5")));
  ayam = menuId(page, stall.item("Ayam Bakar"));
  teh = menuId(page, stall.item("Es Teh Manis"));
});

afterAll(async () => {
  await t.close();
});

async function tableId(name: string): Promise<number> {
  const [row] = await t.db
    .select({ id: diningTables.id })
    .from(diningTables)
    .where(and(eq(diningTables.outletId, outletId), eq(diningTables.name, name)));
  return row?.id as number;
}

const snapshot = async () => ({
  online: await t.db.select().from(onlineOrders).orderBy(onlineOrders.id),
  carts: await t.db.select().from(qrCarts).orderBy(qrCarts.tokenId),
  orders: await t.db.select({ id: orders.id }).from(orders),
});

describe("the guest's page and the shared cart", () => {
  it("shows the table, the menu with dine-in prices and sold-out flags, and an empty cart", async () => {
    expect(page.table_name).toBe(stall.table("Meja 5"));
    expect(page.m_t_t_id).toBe(1);
    expect(page.menu.find((m: { m_menu_id: number }) => m.m_menu_id === ayam)).toMatchObject({ price: 20000, sold_out: 0, photo: null });
    expect(page.cart).toEqual({ version: 0, items: [] });
  });

  it("lets two phones share one cart; a change from an older version is refused and changes nothing", async () => {
    const code = await qrCodeOf(t, stall.table("Meja 9"));
    const first = await t.call("PUT", `/api/qr/${code}/cart`, { body: { version: 0, items: [{ m_menu_id: ayam, qty: 1 }] } });
    expect(first.body.data.version).toBe(1);
    // The second phone reads the same cart, the first phone's item in it.
    expect((await guestPage(t, code)).cart.items).toEqual([{ m_menu_id: ayam, qty: 1, custom_menu: "", options: [] }]);
    const before = await snapshot();
    const stale = await t.call("PUT", `/api/qr/${code}/cart`, { body: { version: 0, items: [{ m_menu_id: teh, qty: 3 }] } });
    expect(stale.status).toBe(409);
    expect(stale.body.meta.message).toBe("Keranjang diubah dari HP lain, periksa lagi");
    expect(await snapshot()).toEqual(before);
  });
});

describe("a QR order from table 5, accepted into the free table", () => {
  let code: string;
  let tmpId: number;
  let transactionId: number;

  it("lands as a pending order: the list card and the bell (count, sound, tmpId), then off-notif", async () => {
    const qr = await qrCodeOf(t, stall.table("Meja 5"));
    code = await guestOrders(t, qr, "Sari", [
      { m_menu_id: ayam, qty: 2, custom_menu: "tidak pedas" },
      { m_menu_id: teh, qty: 1 },
    ]);
    expect(code).toMatch(/^9\d{5,}$/);
    tmpId = await pendingId(t, code);
    const list = await t.call("GET", "/api/tmp-online/list", { as: "kasir" });
    expect(list.body.data.find((o: { tmp_online_id: number }) => o.tmp_online_id === tmpId)).toMatchObject({
      tmp_online_m_t_t_id: 1,
      tmp_online_table_name: stall.table("Meja 5"),
      tmp_online_bigboss_name: "Sari",
      items: [
        { m_menu_id: ayam, m_menu_nama: stall.item("Ayam Bakar"), qty: 2, custom_menu: "tidak pedas" },
        { m_menu_id: teh, m_menu_nama: stall.item("Es Teh Manis"), qty: 1, custom_menu: "" },
      ],
    });
    const notif = await t.call("GET", "/api/tmp-online/notif", { as: "kasir" });
    expect(notif.body.data).toEqual({ count: 1, sound: 1, tmpId });
    expect((await t.call("GET", `/api/tmp-online/off-notif/${tmpId}`, { as: "kasir" })).status).toBe(200);
    expect((await t.call("GET", "/api/tmp-online/notif", { as: "kasir" })).body.data).toEqual({ count: 1, sound: 0, tmpId: 0 });
    expect((await guestPage(t, qr)).orders[0]).toMatchObject({ tmp_online_code: code, state: "waiting" });
    expect((await guestPage(t, qr)).cart.items).toEqual([]);
  });

  it("is not in the kitchen before acceptance; wbd may not see the list", async () => {
    expect((await t.call("GET", "/api/tmp-online/list", { as: "wbd" })).status).toBe(403);
    expect((await t.call("GET", "/api/tmp-online/notif", { as: "wbd" })).status).toBe(403);
    expect(await t.db.select().from(orders).where(eq(orders.noteNumber, code))).toEqual([]);
  });

  it("cek-nota says the table is free; TERIMA opens an order whose dishes reach the kitchen with the note", async () => {
    const check = await t.call("GET", `/api/tmp-online/cek-nota/${tmpId}`, { as: "kasir" });
    expect(check.body.data).toEqual({ status: 0, m_meja_nama: stall.table("Meja 5") });
    const res = await t.call("POST", "/api/tmp-online/terima", { as: "kasir", body: { tmp_online_id: tmpId, pindah_meja: 0 } });
    expect(res.status).toBe(200);
    expect(res.body.meta.code).toBe(200);
    transactionId = res.body.data.transactionId;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, transactionId));
    expect(order).toMatchObject({
      noteNumber: code,
      customerName: "Sari",
      tableId: await tableId(stall.table("Meja 5")),
      transactionTypeId: 1,
    });
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, transactionId));
    expect(lines.map((l) => [l.menuItemId, l.qty, l.customMenu, l.productionStatus]).sort()).toEqual(
      [
        [ayam, 2, "tidak pedas", 1],
        [teh, 1, "", 1],
      ].sort(),
    );
    const made = await t.db.select().from(dishes).where(eq(dishes.orderId, transactionId));
    expect(made).toHaveLength(3);
    expect(made.filter((d) => d.customMenu === "tidak pedas")).toHaveLength(2);
    const list = (await t.call("GET", "/api/tmp-online/list", { as: "kasir" })).body.data;
    expect(list.map((o: { tmp_online_code: string }) => o.tmp_online_code)).not.toContain(code);
  });

  it("the guest's page shows being cooked, then ready once every dish is ready", async () => {
    const qr = await qrCodeOf(t, stall.table("Meja 5"));
    expect((await guestPage(t, qr)).orders[0]).toMatchObject({ tmp_online_code: code, state: "cooking" });
    await t.db.update(dishes).set({ isReady: 1 }).where(eq(dishes.orderId, transactionId));
    expect((await guestPage(t, qr)).orders[0]).toMatchObject({ tmp_online_code: code, state: "ready" });
  });

  it("a second order for table 5: cek-nota names the bill, Tambahkan adds to it, CETAK warns", async () => {
    const qr = await qrCodeOf(t, stall.table("Meja 5"));
    const second = await guestOrders(t, qr, "Tono", [{ m_menu_id: teh, qty: 2 }]);
    const id = await pendingId(t, second);
    const check = await t.call("GET", `/api/tmp-online/cek-nota/${id}`, { as: "kasir" });
    expect(check.body.data).toEqual({ status: transactionId, m_meja_nama: stall.table("Meja 5") });
    const print = await t.call("GET", `/api/cashier/print-bill-online/${id}`, { as: "kasir" });
    expect(print.status).toBe(200);
    // The table is named once: "Pesanan Meja 5 … Sudah Ada!", never "Meja Meja".
    expect(print.body.meta).toMatchObject({
      code: 204,
      error: 1,
      message: `Pesanan Meja ${stall.table("Meja 5").replace(/^Meja /, "")} Sudah Ada!`,
    });
    const res = await t.call("POST", "/api/tmp-online/terima", { as: "kasir", body: { tmp_online_id: id, pindah_meja: 0 } });
    expect(res.body.data.transactionId).toBe(transactionId);
    const tehUnits = await t.db
      .select()
      .from(dishes)
      .where(and(eq(dishes.orderId, transactionId), eq(dishes.menuItemId, teh)));
    expect(tehUnits).toHaveLength(3);
    expect(tehUnits.filter((d) => d.isAdditional)).toHaveLength(2);
  });

  it("Tambahkan sends only the guest's lines: the cashier's unsent line of the same item stays unsent and apart", async () => {
    // The cashier is still taking an Es Teh at table 5 (not sent to the kitchen yet).
    const add = await t.call("POST", "/api/m-transaction-meja/add-menu", {
      as: "kasir",
      body: {
        tmp_transaction_detail_m_produk_id: teh,
        tmp_transaction_detail_tmp_transaction_id: transactionId,
        transactionId,
        tmp_transaction_detail_production_status: 0,
      },
    });
    expect(add.status).toBe(201);
    const cashierLine = add.body.data.tmp_transaction_detail_id as number;
    const before = await t.db.select().from(dishes).where(eq(dishes.orderId, transactionId));
    const qr = await qrCodeOf(t, stall.table("Meja 5"));
    const fourth = await guestOrders(t, qr, "Wati", [{ m_menu_id: teh, qty: 1 }]);
    const res = await t.call("POST", "/api/tmp-online/terima", {
      as: "kasir",
      body: { tmp_online_id: await pendingId(t, fourth), pindah_meja: 0 },
    });
    expect(res.body.data.transactionId).toBe(transactionId);
    // The kitchen got exactly the guest's one Es Teh; the cashier's line is still one unsent unit of its own.
    const after = await t.db.select().from(dishes).where(eq(dishes.orderId, transactionId));
    expect(after.length - before.length).toBe(1);
    const [mine] = await t.db.select().from(orderLines).where(eq(orderLines.id, cashierLine));
    expect(mine).toMatchObject({ qty: 1, productionStatus: 0, sentQty: 0 });
    const [guestDish] = after.filter((d) => !before.some((b) => b.id === d.id));
    expect(guestDish?.orderLineId).not.toBe(cashierLine);
    await t.call("POST", "/api/m-transaction-meja/reduce-menu", {
      as: "kasir",
      body: { tmp_transaction_detail_id: cashierLine, role_user: "kasir" },
    });
  });

  it("a third order for table 5 moved to Meja 7 (Pindah Meja) opens a new order there", async () => {
    const qr = await qrCodeOf(t, stall.table("Meja 5"));
    const third = await guestOrders(t, qr, "Rudi", [{ m_menu_id: ayam, qty: 1 }]);
    const id = await pendingId(t, third);
    const meja7 = await tableId(stall.table("Meja 7"));
    const res = await t.call("POST", "/api/tmp-online/terima", { as: "kasir", body: { tmp_online_id: id, pindah_meja: meja7 } });
    expect(res.body.meta.code).toBe(200);
    expect(res.body.data.transactionId).not.toBe(transactionId);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.body.data.transactionId));
    expect(order).toMatchObject({ tableId: meja7, noteNumber: third, customerName: "Rudi" });
  });
});

describe("accept racing accept, delete, print", () => {
  it("two cashiers accepting one order at once make exactly one order", async () => {
    const code = await guestOrders(t, await qrCodeOf(t, stall.table("Meja 10")), "Wati", [{ m_menu_id: ayam, qty: 1 }]);
    const id = await pendingId(t, code);
    const body = { tmp_online_id: id, pindah_meja: 0 };
    const [a, b] = await Promise.all([
      t.call("POST", "/api/tmp-online/terima", { as: "kasir", body }),
      t.call("POST", "/api/tmp-online/terima", { as: "kacab", body }),
    ]);
    const codes = [a.body.meta.code, b.body.meta.code].sort();
    expect(codes).toEqual([200, 204]);
    expect([a, b].find((r) => r.body.meta.code === 204)?.body.meta.message).toBe("Pesanan sudah diproses kasir lain");
    expect(await t.db.select().from(orders).where(eq(orders.noteNumber, code))).toHaveLength(1);
  });

  it("HAPUS deletes a pending order: off the list, the guest sees it refused; a second delete is refused", async () => {
    const qr = await qrCodeOf(t, stall.table("Meja 11"));
    const code = await guestOrders(t, qr, "Nina", [{ m_menu_id: teh, qty: 1 }]);
    const id = await pendingId(t, code);
    expect((await t.call("GET", `/api/tmp-online/delete/${id}`, { as: "kasir" })).body.meta.code).toBe(200);
    const list = (await t.call("GET", "/api/tmp-online/list", { as: "kasir" })).body.data;
    expect(list.map((o: { tmp_online_code: string }) => o.tmp_online_code)).not.toContain(code);
    expect((await guestPage(t, qr)).orders[0]).toMatchObject({ tmp_online_code: code, state: "rejected" });
    const before = await snapshot();
    const again = await t.call("GET", `/api/tmp-online/delete/${id}`, { as: "kasir" });
    expect(again.body.meta).toMatchObject({ code: 204, message: "Pesanan sudah diproses kasir lain" });
    const accept = await t.call("POST", "/api/tmp-online/terima", { as: "kasir", body: { tmp_online_id: id, pindah_meja: 0 } });
    expect(accept.body.meta.code).toBe(204);
    expect(await snapshot()).toEqual(before);
  });

  it("CETAK with no kasir printer returns the bill for the browser; with one, queues it", async () => {
    const code = await guestOrders(t, await qrCodeOf(t, stall.table("Meja 12")), "Agus", [
      { m_menu_id: ayam, qty: 2, custom_menu: "pedas" },
    ]);
    const id = await pendingId(t, code);
    const browser = await t.call("GET", `/api/cashier/print-bill-online/${id}`, { as: "kasir" });
    expect(browser.body).toMatchObject({ error: 0, printed: false, struct: `/cetak/bill-online/${id}` });
    expect(browser.body.data).toMatchObject({
      tmp_online_code: code,
      tmp_online_table_name: stall.table("Meja 12"),
      lines: [{ m_menu_nama: stall.item("Ayam Bakar"), qty: 2, price: 20000, nominal: 40000, custom_menu: "pedas" }],
      total: 40000,
    });
    const printer = await startFakePrinter();
    try {
      const saved = await t.call("POST", "/api/printer-setting", {
        as: "kasir",
        body: {
          printer_id: 0,
          printer_width: 405,
          printer_group1: "[]",
          printer_group2: "[]",
          printer_type: "network",
          printer_address: printer.address,
          printer_location: "kasir",
        },
      });
      expect(saved.status).toBe(200);
      const queued = await t.call("GET", `/api/cashier/print-bill-online/${id}`, { as: "kasir" });
      expect(queued.body).toMatchObject({ error: 0, printed: true });
      const jobs = await t.db.select().from(printJobs).where(eq(printJobs.outletId, outletId));
      expect(jobs.some((j) => String(j.title).includes(code))).toBe(true);
    } finally {
      await t.db.delete(printers).where(eq(printers.outletId, outletId));
      await printer.close();
    }
  });

  it("refuses another outlet's cashier and dapur's accept, changing nothing", async () => {
    const code = await guestOrders(t, await qrCodeOf(t, stall.table("Meja 4")), "Lina", [{ m_menu_id: teh, qty: 1 }]);
    const id = await pendingId(t, code);
    const before = await snapshot();
    const kl = await t.call("POST", "/api/tmp-online/terima", { as: "kasir.kl", body: { tmp_online_id: id, pindah_meja: 0 } });
    expect(kl.body.meta).toMatchObject({ code: 404, message: "Pesanan online tidak ditemukan" });
    expect((await t.call("GET", `/api/tmp-online/delete/${id}`, { as: "dapur" })).status).toBe(403);
    expect(await snapshot()).toEqual(before);
    await t.call("GET", `/api/tmp-online/delete/${id}`, { as: "kasir" });
  });
});

describe("the take-away counter's QR code", () => {
  it("orders at take-away prices; accepting takes the first free Bungkus slot as a take-away order", async () => {
    const qr = await qrCodeOf(t, "Bungkus");
    const counter = await guestPage(t, qr);
    expect(counter).toMatchObject({ table_name: "Bungkus", m_t_t_id: 2 });
    const code = await guestOrders(t, qr, "Dimas", [{ m_menu_id: teh, qty: 1 }]);
    const id = await pendingId(t, code);
    expect((await t.call("GET", `/api/tmp-online/cek-nota/${id}`, { as: "kasir" })).body.data).toEqual({
      status: 0,
      m_meja_nama: "Bungkus",
    });
    const res = await t.call("POST", "/api/tmp-online/terima", { as: "kasir", body: { tmp_online_id: id, pindah_meja: 0 } });
    expect(res.body.meta.code).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.body.data.transactionId));
    expect(order).toMatchObject({ transactionTypeId: 2, tableId: await tableId(firstSlot), customerName: "Dimas" });
  });
});

describe("public limits and refusals", () => {
  it("refuses bad input and unknown or rotated codes, changing nothing", async () => {
    const qr = await qrCodeOf(t, stall.table("Meja 3"));
    const before = await snapshot();
    const bad = [
      await t.call("GET", "/api/qr/short"),
      await t.call("GET", `/api/qr/${"x".repeat(43)}`),
      await t.call("PUT", `/api/qr/${qr}/cart`, { body: { version: 0, items: [{ m_menu_id: ayam, qty: 21 }] } }),
      await t.call("PUT", `/api/qr/${qr}/cart`, { body: { version: 0, items: [{ m_menu_id: ayam, qty: 0 }] } }),
      await t.call("PUT", `/api/qr/${qr}/cart`, {
        body: { version: 0, items: Array.from({ length: 21 }, () => ({ m_menu_id: ayam, qty: 1 })) },
      }),
      await t.call("PUT", `/api/qr/${qr}/cart`, {
        body: { version: 0, items: [{ m_menu_id: ayam, qty: 1, custom_menu: "x".repeat(101) }] },
      }),
      await t.call("PUT", `/api/qr/${qr}/cart`, { body: { version: 0, items: [{ m_menu_id: 999999, qty: 1 }] } }),
      await t.call("POST", `/api/qr/${qr}/send`, { body: { version: 0, name: "Sari" } }),
      await t.call("POST", `/api/qr/${qr}/send`, { body: { version: 0, name: "Al" } }),
    ];
    expect(bad.map((r) => r.status)).toEqual([422, 404, 422, 422, 422, 422, 404, 409, 422]);
    expect(bad[2]?.body.meta.message).toBe("Jumlah per menu 1 sampai 20");
    expect(bad[8]?.body.meta.message).toBe("Nama minimal 3 karakter");
    expect(await snapshot()).toEqual(before);
    const rotated = await t.call("POST", `/api/qr-token/rotate/${await tableId(stall.table("Meja 3"))}`, { as: "kasir" });
    expect(rotated.status).toBe(200);
    expect((await t.call("GET", `/api/qr/${qr}`)).status).toBe(404);
    expect((await t.call("POST", `/api/qr-token/rotate/${await tableId(stall.table("Meja 3"))}`, { as: "dapur" })).status).toBe(403);
  });

  it("an empty cart is not sent; a sold-out item refuses the send; at most 3 orders of a code wait", async () => {
    const qr = await qrCodeOf(t, stall.table("Meja 2"));
    expect((await t.call("POST", `/api/qr/${qr}/send`, { body: { version: 0, name: "Sari" } })).status).toBe(409);
    for (const name of ["Ana", "Ani", "Anu"]) {
      await guestOrders(t, qr, name, [{ m_menu_id: teh, qty: 1 }]);
    }
    const cart = await t.call("PUT", `/api/qr/${qr}/cart`, {
      body: { version: (await guestPage(t, qr)).cart.version, items: [{ m_menu_id: teh, qty: 1 }] },
    });
    const before = await snapshot();
    const fourth = await t.call("POST", `/api/qr/${qr}/send`, { body: { version: cart.body.data.version, name: "Ade" } });
    expect(fourth.status).toBe(429);
    expect(fourth.body.meta.message).toBe("Masih ada pesanan yang menunggu kasir, tunggu sebentar");
    expect(await snapshot()).toEqual(before);
  });

  it("limits one code to 120 calls a minute (429 after)", async () => {
    const qr = await qrCodeOf(t, stall.table("Meja 1"));
    let last = 0;
    for (let i = 0; i < 121; i++) {
      last = (await t.call("GET", `/api/qr/${qr}`)).status;
    }
    expect(last).toBe(429);
    // Another code from the same IP still works (the IP limit is higher).
    expect((await t.call("GET", `/api/qr/${await qrCodeOf(t, stall.table("Meja 6"))}`)).status).toBe(200);
  });
});
