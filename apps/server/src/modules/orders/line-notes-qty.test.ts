/**
 * API tests of custom menu notes, typed quantities, add-multiple and reduce with reason (payment
 * §2.1, §5; orders §2.5, §5, §7): what the order screen and the kitchen see, and every refusal
 * leaving the order's rows as they were.
 */
import { API_MSG, LINE_MSG, MSG } from "@waroeng/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { detail, expectRefused, kitchen, post } from "./line-actions.test-helpers.ts";
import { addUnits, menuIdOf, openNote, sendToKitchen } from "./orders.test-helpers.ts";

let t: TestApp;
let stall: Stall;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 2", "Meja 3", "Meja 4", "Meja 5", "Meja 6", "Meja 7", "Meja 8", "Meja 9"], {
    "Ayam Bakar": { price: 20_000 },
    "Ayam Penyet": { price: 19_000 },
    "Bawal Goreng": { price: 25_000 },
    "Es Teh Manis": { price: 5_000, pickup: "minum" },
    "Gurame Bakar": { price: 45_000 },
    "Lele Goreng": { price: 15_000 },
    "Nasi Putih": { price: 6_000, serviceCharged: false },
    "Sambal Terasi": { price: 5_000 },
  });
});
afterAll(async () => {
  await t.close();
});

describe("custom menu notes", () => {
  it("splits units off with a note and takeaway; the note reaches Hal Tata with the dish", async () => {
    const id = await openNote(t, { table: stall.table("Meja 2") });
    await addUnits(t, id, stall.item("Ayam Bakar"), 3);
    const [line] = (await detail(t, id)).lines;
    const res = await post(t, "/m-transaction-meja/customMenu", {
      tmp_transaction_detail_id: line.id,
      qty: 1,
      custom_menu: "tidak pedas",
      takeaway_status: 1,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toMatchObject({ code: 200, message: LINE_MSG.NOTE_SAVED });
    const { lines, totals } = await detail(t, id);
    expect(lines.map((l) => [l.qty, l.custom_menu, l.takeaway_status])).toEqual([
      [2, "", 0],
      [1, "tidak pedas", 1],
    ]);
    expect(totals.subtotal).toBe(60_000);

    await sendToKitchen(t, id);
    const cards = (await kitchen(t)).by_menu.find((m: { m_menu_nama: string }) => m.m_menu_nama === stall.item("Ayam Bakar"));
    expect(cards.dine_in.map((d: { custom_menu: string }) => d.custom_menu).sort()).toEqual(["", "", "tidak pedas"]);
  });

  it("[delete] removes a note; the staff list and update-menus set notes per line", async () => {
    const id = await openNote(t, { table: stall.table("Meja 3") });
    await addUnits(t, id, stall.item("Lele Goreng"), 2);
    const [line] = (await detail(t, id)).lines;
    await post(t, "/m-transaction-meja/customMenu", { tmp_transaction_detail_id: line.id, qty: 2, custom_menu: "sambal pisah" });
    expect((await detail(t, id)).lines[0].custom_menu).toBe("sambal pisah");

    const list = await post(t, "/m-transaction-menu/list-menu", {
      m_transaction_menu_menu_id: await menuIdOf(t.db, stall.item("Lele Goreng")),
      m_transaction_menu_table_id: id,
    });
    expect(list.status).toBe(200);
    expect(list.body.data.map((l: { id: number }) => l.id)).toEqual([line.id]);

    const res = await post(t, "/m-transaction-menu/update-menus", {
      m_transaction_menu_id_custom_menu: [line.id],
      m_transaction_menu_custom_menu: ["[delete]"],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await detail(t, id)).lines[0].custom_menu).toBe("");
  });

  it("refuses a quantity above the line, a sent line, and another outlet's line, changing nothing", async () => {
    const id = await openNote(t, { table: stall.table("Meja 4") });
    await addUnits(t, id, stall.item("Ayam Penyet"), 2);
    const [line] = (await detail(t, id)).lines;
    const call =
      (body: Record<string, unknown>, as = "kasir") =>
      () =>
        post(t, "/m-transaction-meja/customMenu", { tmp_transaction_detail_id: line.id, ...body }, as);
    await expectRefused(t, id, call({ qty: 3, custom_menu: "x" }), 422, LINE_MSG.QTY_TOO_MUCH, 400);
    await expectRefused(t, id, call({ qty: 0, custom_menu: "x" }), 422, LINE_MSG.QTY_REQUIRED, 400);
    await expectRefused(t, id, call({ qty: 1, custom_menu: "x" }, "kasir.kl@demo.test"), 404, API_MSG.MENU_NOT_FOUND, 400);
    await sendToKitchen(t, id);
    await expectRefused(t, id, call({ qty: 1, custom_menu: "x" }), 409, API_MSG.MENU_ALREADY_SENT, 400);
    await expectRefused(
      t,
      id,
      () =>
        post(t, "/m-transaction-menu/update-menus", {
          m_transaction_menu_id_custom_menu: [line.id],
          m_transaction_menu_custom_menu: ["x"],
        }),
      409,
      API_MSG.MENU_ALREADY_SENT,
    );
  });
});

describe("multi-quantity and add-multiple", () => {
  it("sets an unsent line's quantity; refuses 0 and a sent line", async () => {
    const id = await openNote(t, { table: stall.table("Meja 5") });
    await addUnits(t, id, stall.item("Es Teh Manis"), 1);
    const [line] = (await detail(t, id)).lines;
    const res = await post(t, "/m-transaction-meja/update-multi-qty", { tmp_transaction_detail_id: line.id, qty: "4" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.qty).toBe(4);
    await expectRefused(
      t,
      id,
      () => post(t, "/m-transaction-meja/update-multi-qty", { tmp_transaction_detail_id: line.id, qty: 0 }),
      422,
      LINE_MSG.QTY_REQUIRED,
    );
    await sendToKitchen(t, id);
    await expectRefused(
      t,
      id,
      () => post(t, "/m-transaction-meja/update-multi-qty", { m_transaction_menu_id: line.id, qty: 2 }),
      409,
      API_MSG.MENU_ALREADY_SENT,
    );
  });

  it("adds several items from the staff form (201); all or nothing", async () => {
    const id = await openNote(t, { table: stall.table("Meja 6") });
    const menu = JSON.stringify([
      { m_menu_id: await menuIdOf(t.db, stall.item("Ayam Bakar")), qty: 2 },
      { m_menu_id: await menuIdOf(t.db, stall.item("Nasi Putih")), qty: 1, custom_menu: "setengah" },
    ]);
    const res = await post(t, "/m-transaction-meja/add-multiple-menu", { m_transaction_table_id: id, menu });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.meta.code).toBe(201);
    expect((await detail(t, id)).lines.map((l) => [l.m_produk_nama, l.qty, l.custom_menu])).toEqual([
      [stall.item("Ayam Bakar"), 2, ""],
      [stall.item("Nasi Putih"), 1, "setengah"],
    ]);
    const bad = JSON.stringify([
      { m_menu_id: await menuIdOf(t.db, stall.item("Ayam Bakar")), qty: 1 },
      { m_menu_id: 999_999, qty: 1 },
    ]);
    await expectRefused(
      t,
      id,
      () => post(t, "/m-transaction-meja/add-multiple-menu", { m_transaction_table_id: id, menu: bad }),
      404,
      API_MSG.MENU_NOT_FOUND,
    );
    await expectRefused(
      t,
      id,
      () => post(t, "/m-transaction-meja/add-multiple-menu", { m_transaction_table_id: id, menu: "[]" }),
      422,
      LINE_MSG.MENU_LIST_INVALID,
    );
    await expectRefused(
      t,
      id,
      () => post(t, "/m-transaction-meja/add-multiple-menu", { m_transaction_table_id: id, menu }, "kasir.kl@demo.test"),
      404,
      MSG.TRANSACTION_NOT_FOUND,
    );
  });
});

describe("reduce with reason", () => {
  it("reduces an unsent line; on a sent line the units are cancelled and leave the kitchen", async () => {
    const id = await openNote(t, { table: stall.table("Meja 7") });
    await addUnits(t, id, stall.item("Gurame Bakar"), 3);
    const [line] = (await detail(t, id)).lines;
    const body = { m_transaction_menu_id: line.id, qty: 1, reason: "Kesalahan Input" };
    const res = await post(t, "/m-transaction-meja/reduce-menu-multiple", body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.qty).toBe(2);

    await sendToKitchen(t, id);
    const sent = await post(t, "/m-transaction-meja/reduce-menu-multiple", { ...body, reason: "Dibatalkan Konsumen" });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const { lines, totals } = await detail(t, id);
    expect(lines.map((l) => [l.qty, l.status, l.reasone_approve])).toEqual([
      [1, 0, ""],
      [1, 2, "Dibatalkan Konsumen"],
    ]);
    expect(totals.subtotal).toBe(45_000);
    const k = await kitchen(t);
    expect(k.by_menu.find((m: { m_menu_nama: string }) => m.m_menu_nama === stall.item("Gurame Bakar")).count).toBe(1);
    expect(k.cancelled.filter((c: { m_menu_nama: string }) => c.m_menu_nama === stall.item("Gurame Bakar"))).toHaveLength(1);
  });

  it("refuses too many, a missing or unknown reason, opp on a sent line, and a cancelled line", async () => {
    const id = await openNote(t, { table: stall.table("Meja 8") });
    await addUnits(t, id, stall.item("Bawal Goreng"), 2);
    const [line] = (await detail(t, id)).lines;
    const reduce =
      (body: Record<string, unknown>, as = "kasir") =>
      () =>
        post(t, "/m-transaction-meja/reduce-menu-multiple", { m_transaction_menu_id: line.id, reason: "Kesalahan Input", ...body }, as);
    await expectRefused(t, id, reduce({ qty: 3 }), 422, MSG.REDUCE_TOO_MUCH);
    await expectRefused(t, id, reduce({ qty: 0 }), 422, MSG.REDUCE_TOO_MUCH);
    await expectRefused(t, id, reduce({ qty: 1, reason: "" }), 422, LINE_MSG.REASON_REQUIRED);
    await expectRefused(t, id, reduce({ qty: 1, reason: "Bosan" }), 422, LINE_MSG.REASON_INVALID);
    await sendToKitchen(t, id);
    await expectRefused(t, id, reduce({ qty: 1 }, "opp"), 403, MSG.ACCESS_DENIED);
    expect((await reduce({ qty: 2 })()).status).toBe(200);
    await expectRefused(t, id, reduce({ qty: 1 }), 409, API_MSG.DISH_CANCELLED);
  });
});

describe("another outlet's lines", () => {
  it("are refused by every quantity and note call, changing nothing", async () => {
    const id = await openNote(t, { table: stall.table("Meja 9") });
    await addUnits(t, id, stall.item("Sambal Terasi"), 2);
    const [line] = (await detail(t, id)).lines;
    const kl = "kasir.kl@demo.test";
    await expectRefused(
      t,
      id,
      () => post(t, "/m-transaction-meja/update-multi-qty", { tmp_transaction_detail_id: line.id, qty: 5 }, kl),
      404,
      API_MSG.MENU_NOT_FOUND,
    );
    await expectRefused(
      t,
      id,
      () => post(t, "/m-transaction-meja/reduce-menu-multiple", { m_transaction_menu_id: line.id, qty: 1, reason: "Kesalahan Input" }, kl),
      404,
      API_MSG.MENU_NOT_FOUND,
    );
    await expectRefused(
      t,
      id,
      () =>
        post(
          t,
          "/m-transaction-menu/update-menus",
          { m_transaction_menu_id_custom_menu: [line.id], m_transaction_menu_custom_menu: ["x"] },
          kl,
        ),
      404,
      API_MSG.MENU_NOT_FOUND,
    );
    const list = await post(t, "/m-transaction-menu/list-menu", { m_produk_id: line.m_produk_id, tmp_transaction_id: id }, kl);
    expect(list.status).toBe(404);
    expect(list.body.meta.message).toBe(MSG.TRANSACTION_NOT_FOUND);
    const dishes = await post(t, "/m-dish-status/list", { m_produk_id: line.m_produk_id, tmp_transaction_id: id }, kl);
    expect(dishes.status).toBe(404);
  });
});
