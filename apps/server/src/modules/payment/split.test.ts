/**
 * API tests of the split bill (payment spec §4 "Split bill", §7 POST /recap-transactions with
 * `nota_number`, `split_menu`, `splitId`): a 3-way split paid cash, EDC, cash with the table freed
 * only after the third; retries and 20 parallel duplicates paying once; the tax switch; dishes
 * following their units; every refusal leaving no trace; other outlet, role; a ringgit outlet.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { dishes, orderLines } from "../../db/schema/index.ts";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { mainLines, openCash, openOrder, orderState, setLineStatus } from "./payment.factory.ts";
import { newSplitId, splitBody, splitSnapshot, splitsOf } from "./split.factory.ts";

let t: TestApp;
let stall: Stall;
let klStall: Stall;

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 2", "Meja 3", "Meja 4", "Meja 5", "Meja 6", "Meja 7", "Meja 8"]);
  klStall = await buildStall(
    t,
    ["Meja 2"],
    { "Nasi Lemak": { price: 850 }, "Teh Tarik": { price: 350, pickup: "minum" } },
    { outlet: "DEMO-KL" },
  );
  await openCash(t, "kasir");
  await openCash(t, "kasir.kl");
});

afterAll(async () => {
  await t.close();
});

/** What the split screen reads first: the order's note number and `new_split`. */
async function header(orderId: number, as = "kasir") {
  const res = await t.call("GET", `/api/tmp-transaction/${orderId}`, { as });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { tmp_transaction_note_number: string; new_split: string; tmp_transaction_status: number };
}

async function post(body: Record<string, unknown>, as = "kasir") {
  return t.call("POST", "/api/recap-transactions", { as, body });
}

/** 1 Ayam Goreng Dada (18.000): tax 10% 1.800, service 5% 900 → 20.700. */
const AYAM = { sub_total: 18_000, nominal_pajak: 1_800, nominal_sc: 900, total: 20_700, round: 0 };
/** 1 Es Teh Manis (5.000): 500 + 250 → 5.750 → 5.800. */
const ES_TEH = { sub_total: 5_000, nominal_pajak: 500, nominal_sc: 250, total: 5_800, round: 50 };

describe("split bill", () => {
  it("pays a 3-way split cash, EDC, cash; the order keeps the rest and its table until the last", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 2"), items: mainLines(stall), customer: "Bu Sari" });
    const ayam = o.lineIds.get(stall.item("Ayam Goreng Dada")) ?? 0;
    const teh = o.lineIds.get(stall.item("Es Teh Manis")) ?? 0;
    const h = await header(o.orderId);
    expect(h.new_split).toBe("-S1");
    const note = h.tmp_transaction_note_number;

    const first = await post(splitBody(o.orderId, `${note}-S1`, { [ayam]: 1 }, AYAM, { tendered: 50_000 }));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data.kembalian).toBe(29_300);
    // The order is still open on its table with what is left; the next split is -S2.
    expect(await orderState(t, o.orderId)).toMatchObject({ status: 0, heldTables: 1, rekap: [] });
    expect((await header(o.orderId)).new_split).toBe("-S2");
    const left = await t.call("GET", "/api/transaction-detail", {
      as: "kasir",
      query: { tmp_transaction_detail_tmp_transaction_id: String(o.orderId) },
    });
    expect(left.body.data.map((l: { m_produk_nama: string; qty: number }) => [l.m_produk_nama, l.qty])).toEqual([
      [stall.item("Ayam Goreng Dada"), 1],
      [stall.item("Es Teh Manis"), 1],
    ]);
    expect(left.body.totals).toMatchObject({ subtotal: 23_000 });
    expect((await t.call("GET", `/api/tmp-transaction/cek-meja/${o.tableId}`, { as: "kasir" })).body.data).toBe(o.orderId);

    const second = await post(splitBody(o.orderId, `${note}-S2`, { [teh]: 1 }, ES_TEH, { method: 5 }));
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.data.kembalian).toBe(0);
    expect(await orderState(t, o.orderId)).toMatchObject({ status: 0, heldTables: 1 });

    const third = await post(splitBody(o.orderId, `${note}-S3`, { [ayam]: 1 }, AYAM, { tendered: 20_700 }));
    expect(third.status, JSON.stringify(third.body)).toBe(201);
    // The last split pays the order itself: closed, table free.
    expect(await orderState(t, o.orderId)).toMatchObject({ status: 2, heldTables: 0 });
    expect((await t.call("GET", `/api/tmp-transaction/cek-meja/${o.tableId}`, { as: "kasir" })).body.data).toBe(0);

    const { paid, rekap } = await splitsOf(t, o.orderId);
    expect(paid.map((p) => [p.noteNumber, p.status])).toEqual([
      [note, 2],
      [`${note}-S1`, 2],
      [`${note}-S2`, 2],
    ]);
    expect(rekap.map((r) => [r.noteNumber, r.paymentMethodId, r.subtotal, r.total, r.customerName, r.tableNames]).sort()).toEqual(
      [
        [note, 1, 18_000, 20_700, "Bu Sari", stall.table("Meja 2")],
        [`${note}-S1`, 1, 18_000, 20_700, "Bu Sari", stall.table("Meja 2")],
        [`${note}-S2`, 5, 5_000, 5_800, "Bu Sari", stall.table("Meja 2")],
      ].sort(),
    );
    // Σ split subtotals = the unsplit 41.000; each bill rounded on its own (47.200 unsplit, 47.200 here).
    expect(rekap.reduce((s, r) => s + r.subtotal, 0)).toBe(41_000);
    expect(rekap.reduce((s, r) => s + r.total, 0)).toBe(47_200);
    // Today's history lists the three bills.
    const history = await t.call("GET", "/api/transaksi/history", { as: "kasir" });
    const ids = rekap.map((r) => r.id);
    expect(history.body.data.filter((r: { r_t_id: number }) => ids.includes(r.r_t_id))).toHaveLength(3);
  });

  it("answers a retried split with its first result: 20 parallel duplicates, a late retry and one after a restart pay once", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 3"), items: mainLines(stall) });
    const ayam = o.lineIds.get(stall.item("Ayam Goreng Dada")) ?? 0;
    const note = (await header(o.orderId)).tmp_transaction_note_number;
    const body = splitBody(o.orderId, `${note}-S1`, { [ayam]: 1 }, AYAM, { splitId: newSplitId(), tendered: 20_700 });
    const before = await splitSnapshot(t);
    const replies = await Promise.all(Array.from({ length: 20 }, () => post(body)));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(201));
    const rekapIds = new Set(replies.map((r) => r.body.data.rekap_id));
    expect(rekapIds.size).toBe(1);
    const after = await splitSnapshot(t);
    expect(after.rekap).toBe((before.rekap ?? 0) + 1);
    expect(after.splits).toBe((before.splits ?? 0) + 1);
    expect(after.orders).toHaveLength(before.orders.length + 1);
    const [ayamLine] = await t.db.select().from(orderLines).where(eq(orderLines.id, ayam));
    expect(ayamLine?.qty).toBe(1);
    // The same request later (a client that lost the reply, or after a restart: the splitId is stored).
    const late = await post(body);
    expect(late.status).toBe(201);
    expect(late.body.data.rekap_id).toBe([...rekapIds][0]);
    // And from a new server on the same database (a restart): the splitId lives in rekap_split, not in memory.
    const restarted = await buildApp({ db: t.db });
    try {
      const login = await restarted.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: "kasir@demo.test", password: "demo12345" },
      });
      const token = login.json().data.token as string;
      const res = await restarted.inject({
        method: "POST",
        url: "/api/recap-transactions",
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.rekap_id).toBe([...rekapIds][0]);
    } finally {
      await restarted.close();
    }
    expect(await splitSnapshot(t)).toEqual(after);
  });

  it("charges no tax when the split screen switched it off (nominal_pajak 0)", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 4"), items: mainLines(stall) });
    const teh = o.lineIds.get(stall.item("Es Teh Manis")) ?? 0;
    const note = (await header(o.orderId)).tmp_transaction_note_number;
    const res = await post(splitBody(o.orderId, `${note}-S1`, { [teh]: 1 }, { ...ES_TEH, nominal_pajak: 0, total: 5_300, round: 50 }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { rekap } = await splitsOf(t, o.orderId);
    expect(rekap[0]).toMatchObject({ tax: 0, serviceCharge: 250, total: 5_300, taxRateBp: 0, serviceChargeRateBp: 500 });
    // The order's own rates are untouched.
    const rest = await t.call("GET", `/api/tmp-transaction/${o.orderId}`, { as: "kasir" });
    expect(rest.body.data).toMatchObject({ pajak: 10, service_charge: 5 });
  });

  it("moves the dishes of sent units with them, so the kitchen shows each under the bill that paid it", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 5"), items: mainLines(stall) });
    const ayam = o.lineIds.get(stall.item("Ayam Goreng Dada")) ?? 0;
    expect((await t.call("GET", `/api/m-transaction-meja/set-production/${o.orderId}`, { as: "kasir" })).status).toBe(202);
    const note = (await header(o.orderId)).tmp_transaction_note_number;
    const res = await post(splitBody(o.orderId, `${note}-S1`, { [ayam]: 1 }, AYAM));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const child = (await splitsOf(t, o.orderId)).paid[0];
    const childDishes = await t.call("GET", `/api/m-dish-status/by-transaction/${child?.id}`, { as: "kasir" });
    expect(childDishes.body.data.map((d: { m_dish_status_menu_id: number }) => d.m_dish_status_menu_id)).toHaveLength(1);
    const parentDishes = await t.call("GET", `/api/m-dish-status/by-transaction/${o.orderId}`, { as: "kasir" });
    expect(parentDishes.body.data).toHaveLength(2);
    // Each dish points at a line of its own order; sent units equal dishes per line.
    const rows = await t.db.select().from(dishes);
    const lines = await t.db.select().from(orderLines);
    for (const d of rows) {
      expect(lines.find((l) => l.id === d.orderLineId)?.orderId).toBe(d.orderId);
    }
    for (const l of lines.filter((x) => x.orderId === o.orderId || x.orderId === child?.id)) {
      expect(rows.filter((d) => d.orderLineId === l.id && !d.isCancelled)).toHaveLength(l.sentQty);
    }
  });

  it("refuses a stale or bad split with the spec's messages and changes nothing", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 6"), items: mainLines(stall) });
    const other = await openOrder(t, { table: stall.table("Meja 7"), items: mainLines(stall) });
    const ayam = o.lineIds.get(stall.item("Ayam Goreng Dada")) ?? 0;
    const teh = o.lineIds.get(stall.item("Es Teh Manis")) ?? 0;
    const note = (await header(o.orderId)).tmp_transaction_note_number;
    await setLineStatus(t.db, teh, 4, "Gratis ulang tahun");
    const used = newSplitId();
    expect(
      (
        await post(
          splitBody(
            other.orderId,
            `${(await header(other.orderId)).tmp_transaction_note_number}-S1`,
            { [other.lineIds.get(stall.item("Es Teh Manis")) ?? 0]: 1 },
            ES_TEH,
            { splitId: used },
          ),
        )
      ).status,
    ).toBe(201);

    const before = await splitSnapshot(t);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [splitBody(o.orderId, `${note}-S1`, { [ayam]: 1 }, { ...AYAM, total: 20_000 }), 412, "Terjadi perubahan data"],
      [splitBody(o.orderId, `${note}-S1`, { [ayam]: 1 }, { ...AYAM, sub_total: 17_000 }), 412, "Terjadi perubahan data"],
      [splitBody(o.orderId, `${note}-S2`, { [ayam]: 1 }, AYAM), 412, "Terjadi perubahan data"],
      [splitBody(o.orderId, `${note}-S1`, { [ayam]: 3 }, AYAM), 412, "Terjadi perubahan data"],
      [
        splitBody(o.orderId, `${note}-S1`, { [other.lineIds.get(stall.item("Ayam Goreng Dada")) ?? 0]: 1 }, AYAM),
        412,
        "Terjadi perubahan data",
      ],
      [splitBody(o.orderId, `${note}-S1`, { [teh]: 1 }, ES_TEH), 409, "Menu batal, garansi atau gratis tidak dapat di-split"],
      [splitBody(o.orderId, `${note}-S1`, {}, AYAM), 422, "Pilih menu yang akan di-split"],
      [splitBody(o.orderId, `${note}-S1`, { [ayam]: 0 }, AYAM), 422, "Pilih menu yang akan di-split"],
      [splitBody(o.orderId, `${note}-S1`, { [ayam]: 1 }, AYAM, { splitId: used }), 422, "splitId sudah dipakai untuk transaksi lain"],
      [splitBody(o.orderId, `${note}-S1`, { [ayam]: 1 }, AYAM, { tendered: 20_000 }), 422, "Nominal Pembayaran Kurang"],
      [{ ...splitBody(o.orderId, `${note}-S1`, { [ayam]: 1 }, AYAM), nota_number: "" }, 422, "Nomor nota split tidak valid"],
      [splitBody(999_999, `${note}-S1`, { [ayam]: 1 }, AYAM), 404, "Maaf! Transaksi tidak ditemukan"],
      [
        { ...splitBody(o.orderId, `${note}-S1`, { [ayam]: 1 }, { ...AYAM, total: 0 }), global_discount: 20_700 },
        422,
        "Total nota split harus lebih dari 0",
      ],
    ];
    for (const [body, code, message] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.meta, JSON.stringify(body)).toMatchObject({ code, error: 1, message });
    }
    // Request-schema refusals keep HTTP 422.
    for (const bad of [
      { split_menu: "[{" },
      { split_menu: '[{"tmp_transaction_detail_id":"x","tmp_transaction_detail_qty":1}]' },
      { splitId: "a b" },
      { splitId: "x".repeat(101) },
    ]) {
      const res = await post({ ...splitBody(o.orderId, `${note}-S1`, { [ayam]: 1 }, AYAM), ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(422);
    }
    expect(await splitSnapshot(t)).toEqual(before);
  });

  it("refuses roles without order.split and another outlet's order; changes nothing", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 8"), items: mainLines(stall) });
    const ayam = o.lineIds.get(stall.item("Ayam Goreng Dada")) ?? 0;
    const note = (await header(o.orderId)).tmp_transaction_note_number;
    const before = await splitSnapshot(t);
    for (const role of ["opp", "dapur", "pelayan"]) {
      const res = await post(splitBody(o.orderId, `${note}-S1`, { [ayam]: 1 }, AYAM), role);
      expect(res.status, role).toBe(403);
      expect(res.body.meta).toMatchObject({ message: "Hubungi Kacab/Asisten", title: "Akses DiTolak!" });
    }
    const kl = await post(splitBody(o.orderId, `${note}-S1`, { [ayam]: 1 }, AYAM), "kasir.kl");
    expect(kl.body.meta).toMatchObject({ code: 404, error: 1 });
    expect(await splitSnapshot(t)).toEqual(before);
  });

  it("splits a ringgit bill with the money in ringgit on the wire", async () => {
    const KL = { as: "kasir.kl", outlet: "DEMO-KL" } as const;
    const o = await openOrder(t, {
      ...KL,
      table: klStall.table("Meja 2"),
      items: [
        { name: klStall.item("Nasi Lemak"), qty: 2 },
        { name: klStall.item("Teh Tarik"), qty: 1 },
      ],
    });
    const nasi = o.lineIds.get(klStall.item("Nasi Lemak")) ?? 0;
    const h = await header(o.orderId, KL.as);
    // 8.50 + 6% 0.51 + 10% 0.85 = 9.86 → 9.85.
    const figures = { sub_total: 8.5, nominal_pajak: 0.51, nominal_sc: 0.85, total: 9.85, round: -0.01 };
    const res = await post(splitBody(o.orderId, `${h.tmp_transaction_note_number}-S1`, { [nasi]: 1 }, figures, { tendered: 10 }), KL.as);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.kembalian).toBe(0.15);
    const { rekap } = await splitsOf(t, o.orderId);
    expect(rekap[0]).toMatchObject({ subtotal: 850, tax: 51, serviceCharge: 85, total: 985 });
    expect(await orderState(t, o.orderId)).toMatchObject({ status: 0, heldTables: 1 });
  });
});
