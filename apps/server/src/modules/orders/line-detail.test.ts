/**
 * API tests of changeMenuDetail (Garansi / Pembatalan / Edit Menu) and of the sent-dish list with
 * its Hapus (orders §2.5, §4, §5, §7; payment §4, §5, §9): the order screen's lines and totals, the
 * kitchen's queues and cancelled panel, and every refusal leaving the order's rows as they were.
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
  stall = await buildStall(
    t,
    Array.from({ length: 9 }, (_, i) => `Meja ${i + 2}`),
    {
      "Ayam Bakar": { price: 20_000 },
      "Ayam Goreng Dada": { price: 18_000 },
      "Ayam Goreng Kremes": { price: 21_000 },
      "Ayam Goreng Paha": { price: 17_000 },
      "Ayam Penyet": { price: 19_000 },
      "Bawal Goreng": { price: 25_000 },
      "Jambal Asin": { price: 12_000 },
      "Lele Goreng": { price: 15_000 },
      "Sambal Bawang": { price: 5_000 },
    },
  );
});
afterAll(async () => {
  await t.close();
});

const change = (body: Record<string, unknown>, as = "kasir") => post(t, "/m-transaction-meja/changeMenuDetail", body, as);
const pending = async (name: string) => (await kitchen(t)).by_menu.find((m: { m_menu_nama: string }) => m.m_menu_nama === name)?.count ?? 0;

/** An order with `qty` units of `item` sent to the kitchen; returns the order and line ids. */
async function sentOrder(table: string, item: string, qty: number) {
  const id = await openNote(t, { table });
  await addUnits(t, id, item, qty);
  await sendToKitchen(t, id);
  const [line] = (await detail(t, id)).lines;
  return { id, lineId: line.id as number };
}

describe("Pembatalan (status-menu 2)", () => {
  it("cancels units of a sent line: Batal line, dishes leave the queue and show as cancelled", async () => {
    const { id, lineId } = await sentOrder(stall.table("Meja 2"), stall.item("Ayam Goreng Kremes"), 2);
    expect(await pending(stall.item("Ayam Goreng Kremes"))).toBe(2);
    const res = await change({
      tmp_transaction_detail_id: lineId,
      "status-menu": 2,
      "qty-approve": 1,
      "reason-approve": "Dibatalkan Konsumen",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toMatchObject({ code: 200, message: LINE_MSG.LINE_CANCELLED });
    const { lines, totals } = await detail(t, id);
    expect(lines.map((l) => [l.qty, l.status, l.reasone_approve])).toEqual([
      [1, 0, ""],
      [1, 2, "Dibatalkan Konsumen"],
    ]);
    expect(totals.subtotal).toBe(21_000);
    expect(await pending(stall.item("Ayam Goreng Kremes"))).toBe(1);
    expect((await kitchen(t)).cancelled.some((c: { m_menu_nama: string }) => c.m_menu_nama === stall.item("Ayam Goreng Kremes"))).toBe(
      true,
    );
  });

  it("refuses missing quantity or reason, too many, opp, another outlet and a stale (cancelled) line, changing nothing", async () => {
    const { id, lineId } = await sentOrder(stall.table("Meja 3"), stall.item("Lele Goreng"), 2);
    const form = { tmp_transaction_detail_id: lineId, "status-menu": 2, "qty-approve": 1, "reason-approve": "Salah menu" };
    await expectRefused(t, id, () => change({ ...form, "qty-approve": "" }), 422, LINE_MSG.QTY_REQUIRED, 400);
    await expectRefused(t, id, () => change({ ...form, "reason-approve": " " }), 422, LINE_MSG.REASON_REQUIRED, 400);
    await expectRefused(t, id, () => change({ ...form, "qty-approve": 3 }), 422, LINE_MSG.QTY_TOO_MUCH, 400);
    await expectRefused(t, id, () => change({ ...form, "status-menu": 7 }), 422, LINE_MSG.STATUS_INVALID, 400);
    await expectRefused(t, id, () => change(form, "opp"), 403, MSG.ACCESS_DENIED);
    await expectRefused(t, id, () => change(form, "kasir.kl@demo.test"), 404, API_MSG.MENU_NOT_FOUND, 400);
    expect((await change({ ...form, "qty-approve": 2 })).status).toBe(200);
    await expectRefused(t, id, () => change(form), 409, API_MSG.DISH_CANCELLED, 400);
  });
});

describe("Garansi (status-menu 3, 4, 5)", () => {
  it("Ganti Baru: the unit leaves the bill and a new dish goes to the kitchen", async () => {
    const { id, lineId } = await sentOrder(stall.table("Meja 4"), stall.item("Ayam Bakar"), 2);
    expect(await pending(stall.item("Ayam Bakar"))).toBe(2);
    const res = await change({ m_transaction_menu_id: lineId, status_menu: 3, qty_approve: 1, reason_approve: "Gosong" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.message).toBe(LINE_MSG.WARRANTY_SAVED);
    const { lines, totals } = await detail(t, id);
    expect(lines.map((l) => [l.m_produk_nama, l.qty, l.status, l.production_status, l.reasone_approve])).toEqual([
      [stall.item("Ayam Bakar"), 1, 0, 1, ""],
      [stall.item("Ayam Bakar"), 1, 3, 1, "Gosong"],
      [stall.item("Ayam Bakar"), 1, 0, 1, ""],
    ]);
    expect(totals.subtotal).toBe(40_000);
    expect(await pending(stall.item("Ayam Bakar"))).toBe(3);
  });

  it("replaces with another product (4) at its price, and gives units free (5)", async () => {
    const { id, lineId } = await sentOrder(stall.table("Meja 5"), stall.item("Ayam Penyet"), 2);
    const other = await menuIdOf(t.db, stall.item("Bawal Goreng"));
    const res = await change({
      tmp_transaction_detail_id: lineId,
      "status-menu": 4,
      "qty-approve": 1,
      "reason-approve": "Tidak suka",
      replace_m_produk_id: other,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await pending(stall.item("Bawal Goreng"))).toBe(1);
    const free = await change({ tmp_transaction_detail_id: lineId, "status-menu": 5, "qty-approve": 1, "reason-approve": "Ulang tahun" });
    expect(free.status, JSON.stringify(free.body)).toBe(200);
    const { lines, totals } = await detail(t, id);
    expect(lines.map((l) => [l.m_produk_nama, l.qty, l.status])).toEqual([
      [stall.item("Ayam Penyet"), 1, 4],
      [stall.item("Ayam Penyet"), 1, 3],
      [stall.item("Bawal Goreng"), 1, 0],
    ]);
    expect(totals.subtotal).toBe(25_000);
  });

  it("refuses warranty on an unsent line", async () => {
    const id = await openNote(t, { table: stall.table("Meja 6") });
    await addUnits(t, id, stall.item("Jambal Asin"), 1);
    const [line] = (await detail(t, id)).lines;
    await expectRefused(
      t,
      id,
      () => change({ tmp_transaction_detail_id: line.id, "status-menu": 3, "qty-approve": 1, "reason-approve": "x" }),
      409,
      LINE_MSG.NOT_SENT,
      400,
    );
  });
});

describe("Edit Menu (changeMenuDetail without status)", () => {
  it("50% discount, tax and service switches: totals follow; the discount follows the quantity", async () => {
    const id = await openNote(t, { table: stall.table("Meja 7") });
    await addUnits(t, id, stall.item("Ayam Goreng Dada"), 2);
    const [line] = (await detail(t, id)).lines;
    expect((await detail(t, id)).totals).toMatchObject({ subtotal: 36_000, tax: 3_600, service_charge: 1_800 });
    const res = await change({
      tmp_transaction_detail_id: line.id,
      discount_type: "Persen",
      discount: "50",
      tax_status: 1,
      service_charge_status: 0,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.message).toBe(LINE_MSG.LINE_EDITED);
    expect((await detail(t, id)).totals).toMatchObject({ subtotal: 18_000, tax: 1_800, service_charge: 0 });
    await post(t, "/m-transaction-meja/update-multi-qty", { tmp_transaction_detail_id: line.id, qty: 4 });
    expect((await detail(t, id)).lines[0]).toMatchObject({ qty: 4, discount: 36_000, discount_type: "Persen", nominal: 36_000 });

    expect((await change({ tmp_transaction_detail_id: line.id, discount_type: "NormalPrice", price: 15_000 })).status).toBe(200);
    expect((await detail(t, id)).lines[0]).toMatchObject({ discount_type: "CustomPrice", discount: 12_000, nominal: 60_000 });
    expect((await change({ tmp_transaction_detail_id: line.id, discount_type: "Qty", discount: 1 })).status).toBe(200);
    expect((await detail(t, id)).lines[0]).toMatchObject({ discount: 18_000, nominal: 54_000 });
    expect((await change({ tmp_transaction_detail_id: line.id, discount_type: "Nominal", discount: 3_000 })).status).toBe(200);
    expect((await detail(t, id)).lines[0]).toMatchObject({ discount: 12_000 });
    expect((await change({ tmp_transaction_detail_id: line.id, discount_type: "" })).status).toBe(200);
    expect((await detail(t, id)).lines[0]).toMatchObject({ discount: 0, discount_type: "" });
  });

  it("refuses discounts beyond the line, unknown types, opp and a cancelled line", async () => {
    const { id, lineId } = await sentOrder(stall.table("Meja 8"), stall.item("Ayam Goreng Paha"), 1);
    const edit =
      (body: Record<string, unknown>, as = "kasir") =>
      () =>
        change({ tmp_transaction_detail_id: lineId, ...body }, as);
    await expectRefused(t, id, edit({ discount_type: "Persen", discount: "150" }), 422, LINE_MSG.DISCOUNT_PERCENT_MAX, 400);
    await expectRefused(t, id, edit({ discount_type: "Nominal", discount: 17_001 }), 422, LINE_MSG.DISCOUNT_NOMINAL_MAX, 400);
    await expectRefused(t, id, edit({ discount_type: "Qty", discount: 2 }), 422, LINE_MSG.DISCOUNT_QTY_MAX, 400);
    await expectRefused(t, id, edit({ discount_type: "CustomPrice", discount: 20_000 }), 422, LINE_MSG.CUSTOM_PRICE_MAX, 400);
    await expectRefused(t, id, edit({ discount_type: "Voucher", discount: 1 }), 422, LINE_MSG.DISCOUNT_TYPE_INVALID, 400);
    await expectRefused(t, id, edit({ discount_type: "Persen", discount: "abc" }), 422, LINE_MSG.VALUE_INVALID, 400);
    await expectRefused(t, id, edit({ discount_type: "Persen", discount: 10 }, "opp"), 403, MSG.ACCESS_DENIED);
    await change({ tmp_transaction_detail_id: lineId, "status-menu": 2, "qty-approve": 1, "reason-approve": "x" });
    await expectRefused(t, id, edit({ discount_type: "Persen", discount: 10 }), 409, API_MSG.DISH_CANCELLED, 400);
  });
});

describe("sent dishes: list and Hapus", () => {
  it("lists an item's dishes and cancels the chosen one; a second Hapus is refused as stale", async () => {
    const { id, lineId } = await sentOrder(stall.table("Meja 9"), stall.item("Bawal Goreng"), 2);
    const itemId = await menuIdOf(t.db, stall.item("Bawal Goreng"));
    const list = await post(t, "/m-dish-status/list", { m_transaction_menu_menu_id: itemId, m_transaction_menu_table_id: id });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data).toHaveLength(2);
    const dishId = list.body.data[0].m_dish_status_id as number;
    const res = await post(t, "/m-dish-status/cancel-dishes", { m_dish_status_id: [dishId], reason: "Kesalahan Input" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data[0]).toMatchObject({ m_dish_status_id: dishId, is_cancelled: 1 });
    const { lines } = await detail(t, id);
    expect(lines.map((l) => [l.id === lineId, l.qty, l.status])).toEqual([
      [true, 1, 0],
      [false, 1, 2],
    ]);
    expect(
      (await post(t, "/m-dish-status/list", { m_transaction_menu_menu_id: itemId, m_transaction_menu_table_id: id })).body.data,
    ).toHaveLength(1);
    expect((await kitchen(t)).cancelled.some((c: { id: number }) => c.id === dishId)).toBe(true);

    await expectRefused(t, id, () => post(t, "/m-dish-status/cancel-dishes", { m_dish_status_id: [dishId] }), 409, API_MSG.DISH_CANCELLED);
    await expectRefused(t, id, () => post(t, "/m-dish-status/cancel-dishes", { m_dish_status_id: [] }), 422, LINE_MSG.DISH_REQUIRED);
    const other = list.body.data[1].m_dish_status_id as number;
    await expectRefused(t, id, () => post(t, "/m-dish-status/cancel-dishes", { m_dish_status_id: [other] }, "opp"), 403, MSG.ACCESS_DENIED);
    await expectRefused(
      t,
      id,
      () => post(t, "/m-dish-status/cancel-dishes", { m_dish_status_id: [other] }, "kasir.kl@demo.test"),
      404,
      API_MSG.MENU_NOT_FOUND,
    );
  });
});

describe("two devices at once", () => {
  it("two cancels of the same last unit: exactly one applies, the other is refused as stale", async () => {
    const { id, lineId } = await sentOrder(stall.table("Meja 10"), stall.item("Sambal Bawang"), 1);
    const form = { tmp_transaction_detail_id: lineId, "status-menu": 2, "qty-approve": 1, "reason-approve": "Dobel" };
    const replies = await Promise.all([change(form), change(form)]);
    // Both answer HTTP 200 (changeMenuDetail refuses in the body): one applied (meta.error 0), one refused (meta.code 400).
    expect(replies.map((r) => [r.status, r.body.meta.error, r.body.meta.code]).sort()).toEqual([
      [200, 0, 200],
      [200, 1, 400],
    ]);
    const { lines } = await detail(t, id);
    expect(lines.map((l) => [l.qty, l.status])).toEqual([[1, 2]]);
    const list = await post(t, "/m-dish-status/list", {
      m_transaction_menu_menu_id: await menuIdOf(t.db, stall.item("Sambal Bawang")),
      m_transaction_menu_table_id: id,
    });
    expect(list.body.data).toHaveLength(0);
  });
});
