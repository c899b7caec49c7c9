/**
 * API tests of paying Bagi rata (payment §4 "Split bill"; docs/API.md "Pay an order", `bagi_rata`,
 * and POST /split-bill/{id}/bagi-rata/share): the whole bill paid at once by N tenders, one per
 * share, each with its own method — cash shares with their own change, a card exactly its share,
 * a method paying several shares; the shares are of the bill after its stored discount; the split
 * screen's chosen methods are kept on the server until the bill is paid; every refusal pays nothing.
 */
import { MSG, PAY_MSG, PAYMENT_METHOD, SPLIT_MSG } from "@waroeng/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentTenders, splitShares } from "../../db/schema/index.ts";
import { buildStall, type Stall, setShare, splitEvenly, splitState, storeOrderDiscount } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { cashBody, expectUntouched, MAIN_FIGURES, mainLines, openCash, openOrder, orderState } from "./payment.factory.ts";

let t: TestApp;
let stall: Stall;
const CASH = PAYMENT_METHOD.CASH;
const BCA = PAYMENT_METHOD.EDC_BCA;
const OVO = PAYMENT_METHOD.OVO;

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 2", "Meja 3", "Meja 4", "Meja 5", "Meja 6"]);
  await openCash(t, "kasir");
});

afterAll(async () => {
  await t.close();
});

/** 2 Ayam Goreng Dada + 1 Es Teh Manis: Rp 47.200 (MAIN_FIGURES). */
const open = (table: string) => openOrder(t, { table: stall.table(table), items: mainLines(stall) });

/** The whole bill's form with `bagi_rata` and one tender per share. */
function evenBody(orderId: number, parts: number, tenders: Array<[number, number]>, extra: Record<string, unknown> = {}) {
  return cashBody(orderId, {
    bagi_rata: parts,
    multipayment: tenders.map(([payment_method, nominal]) => ({ payment_method, nominal })),
    nominal_uang: tenders.reduce((s, [, n]) => s + n, 0),
    ...extra,
  });
}

const pay = (body: Record<string, unknown>) => t.call("POST", "/api/recap-transactions", { as: "kasir", body });

describe("paying Bagi rata", () => {
  it("Bagi rata 3 paid cash, EDC, cash: one bill, three tenders, each cash share its own change; the receipt lists them", async () => {
    const o = await open("Meja 2");
    const state = await splitEvenly(t, o.orderId, 3);
    expect(state.bagi_rata_shares.map((s) => [s.share, s.nominal, s.payment_method])).toEqual([
      [1, 15_733, 0],
      [2, 15_733, 0],
      [3, 15_734, 0],
    ]);
    // The split screen picks each share's method and ticks it; a reload (another device) reads them.
    for (const [share, method, given] of [
      [1, CASH, 20_000],
      [2, BCA, 0],
      [3, CASH, 15_734],
    ] as const) {
      const res = await setShare(t, o.orderId, { share, payment_method: method, nominal_uang: given, lunas: 1 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const again = await splitState(t, o.orderId, "wbd");
    expect(again.bagi_rata_shares.map((s) => [s.payment_method, s.nominal_uang, s.lunas])).toEqual([
      [CASH, 20_000, 1],
      [BCA, 0, 1],
      [CASH, 15_734, 1],
    ]);
    // Ticking "Lunas" books no money: the order is still open and unpaid.
    expect((await orderState(t, o.orderId)).rekap).toHaveLength(0);

    const paid = await pay(
      evenBody(o.orderId, 3, [
        [CASH, 20_000],
        [BCA, 15_733],
        [CASH, 15_734],
      ]),
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.data.kembalian).toBe(4_267);
    const after = await orderState(t, o.orderId);
    expect(after).toMatchObject({ status: 2, heldTables: 0 });
    expect(after.rekap[0]).toMatchObject({ total: 47_200, tendered: 51_467, change: 4_267, paymentMethodId: CASH });
    const tenders = await t.db
      .select()
      .from(paymentTenders)
      .where(eq(paymentTenders.closedTransactionId, paid.body.data.rekap_id))
      .orderBy(paymentTenders.id);
    expect(tenders.map((r) => [r.share, r.paymentMethodId, r.amount, r.tendered])).toEqual([
      [1, CASH, 15_733, 20_000],
      [2, BCA, 15_733, 15_733],
      [3, CASH, 15_734, 15_734],
    ]);
    // The receipt lists the three tenders (cash as handed over, the change follows).
    const receipt = await t.call("GET", `/api/cashier/print-transaksi/${paid.body.data.rekap_id}/1?view=1`, { as: "kasir" });
    expect(
      receipt.body.data.tenders.map((x: { m_payment_method_id: number; nominal_uang: number }) => [x.m_payment_method_id, x.nominal_uang]),
    ).toEqual([
      [CASH, 20_000],
      [BCA, 15_733],
      [CASH, 15_734],
    ]);
    // The split state goes with the bill.
    expect(await t.db.select().from(splitShares).where(eq(splitShares.orderId, o.orderId))).toEqual([]);
  });

  it("shares are of the bill after its stored Diskon Transaksi: 10% off Rp 47.200 → 14.133, 14.133, 14.134", async () => {
    const o = await open("Meja 3");
    await storeOrderDiscount(t, o.orderId, { kind: "diskonPercent", value: 1000 });
    const state = await splitEvenly(t, o.orderId, 3);
    expect(state.bagi_rata_shares.map((s) => s.nominal)).toEqual([14_133, 14_133, 14_134]);
    const { global_discount: _sent, ...form } = evenBody(
      o.orderId,
      3,
      [
        [OVO, 14_133],
        [OVO, 14_133],
        [CASH, 20_000],
      ],
      { total: 42_400, round: -35 },
    ) as Record<string, unknown>;
    const paid = await pay(form);
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect((await orderState(t, o.orderId)).rekap[0]).toMatchObject({ globalDiscount: 4_715, total: 42_400, change: 5_866 });
  });

  it("refuses what does not match the shares and pays nothing", async () => {
    const o = await open("Meja 4");
    const three: Array<[number, number]> = [
      [CASH, 15_733],
      [BCA, 15_733],
      [CASH, 15_734],
    ];
    // Bagi rata not held on the server, or another N than held → the bill is stale.
    const notHeld = await pay(evenBody(o.orderId, 3, three));
    expect([notHeld.body.meta.code, notHeld.body.meta.message]).toEqual([412, MSG.DATA_CHANGED]);
    await splitEvenly(t, o.orderId, 3);
    const otherN = await pay(evenBody(o.orderId, 2, three.slice(0, 2)));
    expect([otherN.body.meta.code, otherN.body.meta.message]).toEqual([412, MSG.DATA_CHANGED]);
    const missing = await pay(evenBody(o.orderId, 3, three.slice(0, 2)));
    expect(missing.body.meta.code).toBe(412);
    // A card is charged exactly its share; cash at least its share.
    const cardOver = await pay(
      evenBody(o.orderId, 3, [
        [CASH, 15_733],
        [BCA, 15_734],
        [CASH, 15_734],
      ]),
    );
    expect(cardOver.body.meta).toMatchObject({ error: 1, code: 422, message: SPLIT_MSG.SHARE_NONCASH_EXACT });
    const short = await pay(
      evenBody(o.orderId, 3, [
        [CASH, 15_733],
        [BCA, 15_733],
        [CASH, 15_000],
      ]),
    );
    expect(short.body.meta).toMatchObject({ error: 1, code: 422, message: MSG.PAYMENT_SHORT });
    // Without `bagi_rata` a multipayment is the order screen's: each method once.
    const plain = await pay({ ...evenBody(o.orderId, 3, three), bagi_rata: undefined });
    expect(plain.body.meta).toMatchObject({ error: 1, message: PAY_MSG.MULTIPAY_METHOD_TWICE });
    await expectUntouched(t, o.orderId);
    expect((await splitState(t, o.orderId)).bagi_rata).toBe(3);
  });

  it("a share outside Bagi rata or with a method multipayment does not take is refused", async () => {
    const o = await open("Meja 5");
    const off = await setShare(t, o.orderId, { share: 1, payment_method: CASH });
    expect([off.status, off.body.meta.message]).toEqual([422, SPLIT_MSG.PART_INVALID]);
    await splitEvenly(t, o.orderId, 2);
    const beyond = await setShare(t, o.orderId, { share: 3, payment_method: CASH });
    expect([beyond.status, beyond.body.meta.message]).toEqual([422, SPLIT_MSG.PART_INVALID]);
    const gratis = await setShare(t, o.orderId, { share: 1, payment_method: PAYMENT_METHOD.GRATIS });
    expect(gratis.status).toBe(422);
    // Another N forgets the chosen methods.
    expect((await setShare(t, o.orderId, { share: 2, payment_method: OVO })).status).toBe(200);
    const three = await splitEvenly(t, o.orderId, 3);
    expect(three.bagi_rata_shares.map((s) => s.payment_method)).toEqual([0, 0, 0]);
    expect(MAIN_FIGURES.total).toBe(47_200);
  });
});
