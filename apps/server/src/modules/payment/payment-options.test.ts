/**
 * API tests of paying lines that carry menu options (docs/API.md "Menu options"): every way a bill
 * closes — cash, a multipayment with a QRIS share, Bagi rata, a split sub-bill and its rest — copies
 * each line's options into rekap_transaksi_detail.r_t_detail_options at the price the line was
 * charged (options included). Lines get their options straight from the factory (as add-menu with
 * `options` leaves them).
 */
import { type LineOption, PAYMENT_METHOD } from "@waroeng/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closedTransactionLines, closedTransactions, orderLines } from "../../db/schema/index.ts";
import { buildOptionGroup, buildStall, giveLineOptions, heldAfterMove, lineOption, type Stall, splitEvenly } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { openCash, openOrder } from "./payment.factory.ts";
import { newSplitId } from "./split.factory.ts";

let t: TestApp;
let stall: Stall;

const LEVEL_3 = lineOption("Level Pedas", "Level 3");
const TELUR = lineOption("Topping", "Telur", 3_000);
const TAWAR = lineOption("Rasa", "Tawar");
const PANAS = lineOption("Suhu", "Panas", -1_000);

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 1", "Meja 2", "Meja 3", "Meja 4", "Meja 5", "Meja 6"]);
  await openCash(t, "kasir");
});

afterAll(async () => {
  await t.close();
});

/**
 * Ayam Goreng Dada ×2 · Level 3, Telur (18.000 + 3.000 = 21.000) and Es Teh Manis ×1 · Tawar, Panas
 * (5.000 − 1.000 = 4.000): subtotal 46.000, tax 4.600, sc 2.300, total 52.900 (no rounding).
 */
async function openWithOptions(table: string) {
  const o = await openOrder(t, {
    table: stall.table(table),
    items: [
      { name: stall.item("Ayam Goreng Dada"), qty: 2 },
      { name: stall.item("Es Teh Manis"), qty: 1 },
    ],
  });
  const ayam = o.lineIds.get(stall.item("Ayam Goreng Dada")) ?? 0;
  const teh = o.lineIds.get(stall.item("Es Teh Manis")) ?? 0;
  expect(await giveLineOptions(t, ayam, [LEVEL_3, TELUR])).toBe(21_000);
  expect(await giveLineOptions(t, teh, [TAWAR, PANAS])).toBe(4_000);
  return { ...o, ayam, teh };
}

const FIGURES = { sub_total: 46_000, nominal_pajak: 4_600, nominal_sc: 2_300, total: 52_900, round: 0 };

const pay = (body: Record<string, unknown>) => t.call("POST", "/api/recap-transactions", { as: "kasir", body });

/** The paid lines of a bill as [name, qty, unit price, nominal, options]. */
async function paidLines(rekapId: number): Promise<Array<[string, number, number, number, LineOption[]]>> {
  const rows = await t.db
    .select()
    .from(closedTransactionLines)
    .where(eq(closedTransactionLines.closedTransactionId, rekapId))
    .orderBy(closedTransactionLines.id);
  return rows.map((l) => [l.menuItemName, l.qty, l.price, l.nominal, l.options]);
}

describe("paying lines with options", () => {
  it("cash: the order screen's totals include the options, and each paid line keeps its options and price", async () => {
    const o = await openWithOptions("Meja 1");
    const detail = await t.call("GET", "/api/transaction-detail", {
      as: "kasir",
      query: { tmp_transaction_detail_tmp_transaction_id: String(o.orderId) },
    });
    expect(detail.body.totals).toMatchObject({ subtotal: 46_000, tax: 4_600, service_charge: 2_300, total: 52_900, rounded: 52_900 });
    const res = await pay({ tmp_transaction_id: o.orderId, payment_method: 1, ...FIGURES, nominal_uang: 60_000, exchange: 7_100 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await paidLines(res.body.data.rekap_id)).toEqual([
      [stall.item("Ayam Goreng Dada"), 2, 21_000, 42_000, [LEVEL_3, TELUR]],
      [stall.item("Es Teh Manis"), 1, 4_000, 4_000, [TAWAR, PANAS]],
    ]);
  });

  it("a multipayment with a QRIS share copies the options too", async () => {
    const o = await openWithOptions("Meja 2");
    const res = await pay({
      tmp_transaction_id: o.orderId,
      payment_method: 1,
      ...FIGURES,
      nominal_uang: 52_900,
      exchange: 0,
      multipayment: [
        { payment_method: PAYMENT_METHOD.CASH, nominal: 22_900 },
        { payment_method: PAYMENT_METHOD.QRIS, nominal: 30_000 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await paidLines(res.body.data.rekap_id)).map((l) => l[4])).toEqual([
      [LEVEL_3, TELUR],
      [TAWAR, PANAS],
    ]);
  });

  it("Bagi rata: one bill of two shares, its lines with their options", async () => {
    const o = await openWithOptions("Meja 3");
    const state = await splitEvenly(t, o.orderId, 2);
    expect(state.bagi_rata_shares.map((s) => s.nominal)).toEqual([26_450, 26_450]);
    const res = await pay({
      tmp_transaction_id: o.orderId,
      payment_method: 1,
      ...FIGURES,
      bagi_rata: 2,
      nominal_uang: 52_900,
      exchange: 0,
      multipayment: [
        { payment_method: PAYMENT_METHOD.CASH, nominal: 26_450 },
        { payment_method: PAYMENT_METHOD.OVO, nominal: 26_450 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await paidLines(res.body.data.rekap_id)).map((l) => [l[2], l[4]])).toEqual([
      [21_000, [LEVEL_3, TELUR]],
      [4_000, [TAWAR, PANAS]],
    ]);
  });

  it("split: one unit moved to S1 and paid keeps its options (price with them); the rest of the line keeps them too", async () => {
    const o = await openWithOptions("Meja 4");
    const held = await heldAfterMove(t, o.orderId, o.ayam, 0, 1);
    const part = held.split_parts.find((p) => p.part === 1);
    expect(part?.split_menu).toEqual([{ tmp_transaction_detail_id: o.ayam, tmp_transaction_detail_qty: 1 }]);
    // S1: 21.000 + tax 2.100 + sc 1.050 = 24.150 → 24.200.
    const s1 = await pay({
      tmp_transaction_id: o.orderId,
      payment_method: 1,
      sub_total: 21_000,
      nominal_pajak: 2_100,
      nominal_sc: 1_050,
      total: 24_200,
      round: 50,
      nominal_uang: 24_200,
      exchange: 0,
      nota_number: part?.nota_number,
      split_menu: JSON.stringify(part?.split_menu),
      splitId: newSplitId(),
    });
    expect(s1.status, JSON.stringify(s1.body)).toBe(201);
    expect(await paidLines(s1.body.data.rekap_id)).toEqual([[stall.item("Ayam Goreng Dada"), 1, 21_000, 21_000, [LEVEL_3, TELUR]]]);
    const [rest] = await t.db.select().from(orderLines).where(eq(orderLines.id, o.ayam));
    expect([rest?.qty, rest?.price, rest?.options, rest?.optionsKey]).toEqual([
      1,
      21_000,
      [LEVEL_3, TELUR],
      `${LEVEL_3.option_id},${TELUR.option_id}`,
    ]);

    // The rest: Ayam 21.000 + Es Teh 4.000 = 25.000 + 2.500 + 1.250 = 28.750 → 28.800.
    const last = await pay({
      tmp_transaction_id: o.orderId,
      payment_method: 1,
      sub_total: 25_000,
      nominal_pajak: 2_500,
      nominal_sc: 1_250,
      total: 28_800,
      round: 50,
      nominal_uang: 30_000,
      exchange: 1_200,
    });
    expect(last.status, JSON.stringify(last.body)).toBe(201);
    expect((await paidLines(last.body.data.rekap_id)).map((l) => [l[1], l[2], l[4]])).toEqual([
      [1, 21_000, [LEVEL_3, TELUR]],
      [1, 4_000, [TAWAR, PANAS]],
    ]);
    const bills = await t.db.select().from(closedTransactions).where(eq(closedTransactions.id, last.body.data.rekap_id));
    expect(bills[0]?.total).toBe(28_800);
  });

  it("a line without options is paid with none ([]), as before", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 5"), items: [{ name: stall.item("Es Jeruk"), qty: 1 }] });
    const res = await pay({
      tmp_transaction_id: o.orderId,
      payment_method: 1,
      sub_total: 8_000,
      nominal_pajak: 800,
      nominal_sc: 400,
      total: 9_200,
      round: 0,
      nominal_uang: 9_200,
      exchange: 0,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await paidLines(res.body.data.rekap_id))[0]?.[4]).toEqual([]);
  });

  it("a client that adds units with options through add-menu and pays: the paid line has the options chosen then", async () => {
    const ayam = stall.menu.item("Ayam Goreng Dada").menuItemId;
    const level = await buildOptionGroup(t, {
      min: 1,
      options: [{ name: "Level 1", isDefault: true }, { name: "Level 3" }],
      items: [ayam],
    });
    const topping = await buildOptionGroup(t, { max: 3, options: [{ name: "Telur", price: 3_000 }], items: [ayam], sortOrder: 1 });
    const o = await openOrder(t, { table: stall.table("Meja 6"), items: [] });
    const chosen = [level.optionIds["Level 3"], topping.optionIds.Telur];
    for (let i = 0; i < 2; i++) {
      const res = await t.call("POST", "/api/m-transaction-meja/add-menu", {
        as: "kasir",
        body: {
          tmp_transaction_detail_m_produk_id: ayam,
          tmp_transaction_detail_tmp_transaction_id: o.orderId,
          options: JSON.stringify(chosen),
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    // 2 × 21.000 = 42.000 + 4.200 + 2.100 = 48.300.
    const res = await pay({
      tmp_transaction_id: o.orderId,
      payment_method: 1,
      ...{ sub_total: 42_000, nominal_pajak: 4_200, nominal_sc: 2_100, total: 48_300, round: 0 },
      nominal_uang: 50_000,
      exchange: 1_700,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [line] = await paidLines(res.body.data.rekap_id);
    expect([line?.[1], line?.[2], line?.[4]]).toEqual([
      2,
      21_000,
      [
        { group_id: level.groupId, group_name: level.name, option_id: level.optionIds["Level 3"], name: "Level 3", price: 0 },
        { group_id: topping.groupId, group_name: topping.name, option_id: topping.optionIds.Telur, name: "Telur", price: 3_000 },
      ],
    ]);
  });
});
