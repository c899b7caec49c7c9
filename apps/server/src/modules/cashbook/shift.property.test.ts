/**
 * Property test of a whole cash shift through the API: for
 * random shifts at the rupiah and the ringgit outlet — opening cash, orders dine in / take away of
 * random menus and quantities, service charge switched off or on, Tarik Tunai, Diskon Transaksi,
 * vouchers (a seeded code or an amount), rounding, cash / EDC / multipayment (cash + OVO) / Gratis,
 * free change, a refund, Kas Kasir in and out, tips (one maybe deleted), drawer openings — the shift
 * recap's sales, tax, service, discount, voucher, rounding, Tarik Tunai and free-change totals equal
 * the sums over the bills (the test's own model, computed with the domain's `computeTotals`, and
 * the stored `rekap_transaksi` rows), the expected drawer cash equals opening + Σ cash in − Σ cash
 * out, and Ganti Shift stores counted − expected as the difference.
 *
 * One supervisor (kacab) runs every shift, switching its login session to the shift's outlet
 * (`GET /cashier/tmp-user-waroeng/{id}`) before opening cash, as the outlet selector does.
 * Seed: FC_SEED (printed); runs: SHIFT_PROPERTY_RUNS, else 10 in `npm test` and 25 in `npm run test:full` (test/size.ts); at the
 * default seed, 10 shifts already walk every path the test counts. The bug it found (a write-off of a
 * bill with a Tarik Tunai) has its own regression test in payment-methods.test.ts.
 */
import {
  type Currency,
  computeTotals,
  currencyFromOutlet,
  planRefund,
  salesBase,
  shiftRecapFigures,
  type Totals,
  toWireMoney,
} from "@waroeng/domain";
import { and, eq, isNull } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cashSessions, closedTransactionLines, closedTransactions, orderLines, orders, outlets, vouchers } from "../../db/schema/index.ts";
import { buildMenu, buildTable } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { testRuns } from "../../test/size.ts";

const RUNS = testRuns("SHIFT_PROPERTY_RUNS", 10, 25);
const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : 20_261_123;
const AS = "kacab";

interface OutletInfo {
  id: number;
  currency: Currency;
  items: Array<{ id: number; name: string }>;
  dineIn: number;
  takeAway: number;
}
const OUTLETS: OutletInfo[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  for (const code of ["DEMO", "DEMO-KL"]) {
    const [o] = await t.db.select().from(outlets).where(eq(outlets.code, code));
    if (!o) {
      throw new Error(`outlet ${code} missing`);
    }
    // A few items per outlet: taxed and serviced, one without service charge, one untaxed (minor units).
    const menu = await buildMenu(
      t,
      code === "DEMO"
        ? {
            Ayam: { price: 18_000 },
            Teh: { price: 5_000, pickup: "minum" },
            Nasi: { price: 6_000, serviceCharged: false },
            Air: { price: 4_000, taxable: false },
          }
        : {
            Nasi: { price: 850 },
            Teh: { price: 350, pickup: "minum" },
            Roti: { price: 200, serviceCharged: false },
            Air: { price: 200, taxable: false },
          },
      { outlet: o.id },
    );
    const items = (code === "DEMO" ? ["Ayam", "Teh", "Nasi", "Air"] : ["Nasi", "Teh", "Roti", "Air"]).map((label) => ({
      id: menu.item(label).menuItemId,
      name: menu.item(label).name,
    }));
    OUTLETS.push({
      id: o.id,
      currency: currencyFromOutlet(o.currency),
      items,
      dineIn: (await buildTable(t, { outlet: o.id })).tableId,
      takeAway: (await buildTable(t, { outlet: o.id, type: "bungkus" })).tableId,
    });
  }
});

afterAll(async () => {
  await t.close();
});

const orderArb = fc.record({
  dineIn: fc.boolean(),
  items: fc.array(fc.record({ pick: fc.nat(), qty: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 3 }),
  serviceOff: fc.constantFrom(false, false, true),
  withdrawal: fc.constantFrom(0, 0, 0, 5_000, 20_000),
  discountShare: fc.constantFrom(0, 0, 0.1, 0.5),
  voucher: fc.constantFrom("none", "none", "amount", "code"),
  how: fc.constantFrom("cash", "cash", "edc", "multi", "gratis"),
  over: fc.constantFrom(0, 50, 300, 2_000, 50_000),
  freeShare: fc.constantFrom(0, 0, 0.5, 1),
  refund: fc.constantFrom(false, false, false, true),
  refundFreeShare: fc.constantFrom(0, 0.01),
  /** A non-cash payment voided (wrong EDC tap) and paid again in cash. */
  voidEdc: fc.constantFrom(false, false, true),
});

const shiftArb = fc.record({
  outlet: fc.constantFrom(0, 0, 1),
  opening: fc.integer({ min: 1, max: 40 }),
  orders: fc.array(orderArb, { minLength: 1, maxLength: 4 }),
  mutations: fc.array(fc.record({ in: fc.boolean(), amount: fc.integer({ min: 1, max: 60_000 }) }), { maxLength: 3 }),
  tips: fc.array(fc.integer({ min: 1, max: 20_000 }), { maxLength: 2 }),
  deleteTip: fc.boolean(),
  drawerOpenings: fc.integer({ min: 0, max: 2 }),
  countedOff: fc.integer({ min: -2_000, max: 2_000 }),
});

type OrderSpec = typeof orderArb extends fc.Arbitrary<infer X> ? X : never;

/** One bill as the test reckons it (minor units). */
interface Bill {
  typeId: number;
  totals: Totals;
  gratis: boolean;
  cash: number;
  nonCash: number;
  free: number;
  /** The total of a payment voided before this bill was paid again (0: none). */
  voided: number;
}

/** How often each path ran (printed, and each must have run at least once with the default seed). */
const seen: Record<string, number> = {
  ringgit: 0,
  dineIn: 0,
  serviceOff: 0,
  withdrawal: 0,
  discount: 0,
  voucherCode: 0,
  voucherAmount: 0,
  cash: 0,
  edc: 0,
  multi: 0,
  gratis: 0,
  freeChange: 0,
  refund: 0,
  void: 0,
};
const tally = (key: string, when: boolean | number) => {
  if (when) {
    seen[key] = (seen[key] ?? 0) + 1;
  }
};

const sum = <T>(xs: readonly T[], f: (x: T) => number) => xs.reduce((a, x) => a + f(x), 0);

/** Lines and rates of an open order as stored (what the client's totals are computed from). */
async function orderMoney(orderId: number, currency: Currency) {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  return {
    lines: lines.map((l) => ({
      price: l.price,
      qty: l.qty,
      status: l.status,
      taxable: l.taxable,
      serviceCharged: l.serviceCharged,
      discount: l.discount,
    })),
    taxRateBp: order?.taxRateBp ?? 0,
    serviceChargeRateBp: order?.serviceChargeRateBp ?? 0,
    roundingFlag: order?.rounding ?? "tidak",
    currency,
  } as Parameters<typeof computeTotals>[0];
}

let nota = 0;

/** Opens, fills and pays one order of the shift; books its refund if drawn. Returns the bill and the refund paid out in cash. */
async function playOrder(o: OutletInfo, spec: OrderSpec) {
  const w = (minor: number) => toWireMoney(minor, o.currency);
  nota += 1;
  const created = await t.call("POST", "/api/tmp-transaction", {
    as: AS,
    body: {
      tmp_transaction_m_meja_id: spec.dineIn ? o.dineIn : o.takeAway,
      tmp_transaction_note_number: String(8000 + nota),
      tmp_transaction_customer_name: "Properti Shift",
      tmp_transaction_order_time: new Date().toISOString(),
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const orderId = created.body.data.tmp_transaction_id as number;
  for (const item of spec.items) {
    const menu = o.items[item.pick % o.items.length];
    for (let i = 0; i < item.qty; i++) {
      const res = await t.call("POST", "/api/m-transaction-meja/add-menu", {
        as: AS,
        body: { tmp_transaction_detail_m_produk_id: menu?.id, tmp_transaction_detail_tmp_transaction_id: orderId },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  }
  if (spec.serviceOff || spec.withdrawal > 0) {
    const res = await t.call("PUT", `/api/tmp-transaction/${orderId}`, {
      as: AS,
      body: {
        ...(spec.serviceOff ? { tmp_transaction_detail_service_charge: 0 } : {}),
        ...(spec.withdrawal > 0 ? { tmp_transaction_detail_tarik_tunai: w(spec.withdrawal) } : {}),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const base = { ...(await orderMoney(orderId, o.currency)), cashWithdrawal: spec.withdrawal } as Parameters<typeof computeTotals>[0];
  const sales = salesBase(computeTotals(base));
  const discount = Math.floor(sales * spec.discountShare);
  let voucher = 0;
  let voucherCode: string | undefined;
  if (spec.voucher === "amount") {
    voucher = Math.floor((sales - discount) / 4);
    if (voucher > 0) {
      // A voucher amount comes from a voucher of the outlet (payment/voucher-amount.test.ts).
      voucherCode = `PROP-${orderId}`;
      await t.db.insert(vouchers).values({ outletId: o.id, code: voucherCode, value: voucher });
    }
  } else if (spec.voucher === "code") {
    const [v] = await t.db
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.outletId, o.id), isNull(vouchers.usedAt), isNull(vouchers.validUntil)));
    if (v && v.value <= sales - discount) {
      voucher = v.value;
      voucherCode = v.code;
    }
  }
  const totals = computeTotals({ ...base, globalDiscount: discount, voucher } as Parameters<typeof computeTotals>[0]);
  // A multipayment needs 2 tenders; a write-off is refused with a Tarik Tunai (payment-methods.test).
  const how = (spec.how === "multi" && totals.rounded < 2) || (spec.how === "gratis" && spec.withdrawal > 0) ? "cash" : spec.how;
  const form: Record<string, unknown> = {
    tmp_transaction_id: orderId,
    payment_method: how === "edc" ? 5 : how === "gratis" ? 10 : 1,
    sub_total: w(totals.subtotal),
    nominal_pajak: w(totals.tax),
    nominal_sc: w(totals.serviceCharge),
    round: w(totals.rounding),
    total: w(totals.rounded),
    nominal_tariktunai: w(spec.withdrawal),
    global_discount: w(discount),
    nominal_voucher: w(voucher),
    ...(voucherCode ? { voucher_code: voucherCode } : {}),
    nominal_uang: 0,
    exchange: 0,
    free_exchange: 0,
    keterangan: "Uji properti shift",
  };
  const bill: Bill = { typeId: spec.dineIn ? 1 : 2, totals, gratis: how === "gratis", cash: 0, nonCash: 0, free: 0, voided: 0 };
  if (how === "cash") {
    bill.cash = totals.rounded;
    bill.free = Math.floor(spec.over * spec.freeShare);
    Object.assign(form, { nominal_uang: w(totals.rounded + spec.over), exchange: w(spec.over), free_exchange: w(bill.free) });
  } else if (how === "edc") {
    bill.nonCash = totals.rounded;
  } else if (how === "multi") {
    const card = Math.floor(totals.rounded / 2);
    bill.cash = totals.rounded - card;
    bill.nonCash = card;
    bill.free = Math.floor(spec.over * spec.freeShare);
    form.multipayment = [
      { payment_method: 1, nominal: w(bill.cash + spec.over) },
      { payment_method: 6, nominal: w(card) },
    ];
    form.free_exchange = w(bill.free);
  }
  let paid = await t.call("POST", "/api/recap-transactions", { as: AS, body: form });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  if (spec.voidEdc && how === "edc") {
    // The wrong bank was tapped: the payment is voided (the order opens again) and paid in cash.
    const voided = await t.call("POST", `/api/recap-transactions/${paid.body.data.rekap_id}/void`, {
      as: AS,
      body: { keterangan: "Salah bank" },
    });
    expect(voided.body.meta, JSON.stringify(voided.body)).toMatchObject({ error: 0 });
    paid = await t.call("POST", "/api/recap-transactions", {
      as: AS,
      body: { ...form, payment_method: 1, nominal_uang: w(totals.rounded), exchange: 0 },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    Object.assign(bill, { cash: totals.rounded, nonCash: 0, voided: totals.rounded });
    tally("void", true);
  }
  const rekapId = paid.body.data.rekap_id as number;
  tally("dineIn", spec.dineIn);
  tally("serviceOff", spec.serviceOff);
  tally("withdrawal", spec.withdrawal);
  tally("discount", discount);
  tally("voucherCode", spec.voucher === "code" && voucherCode !== undefined);
  tally("voucherAmount", spec.voucher === "amount" && voucher > 0);
  tally(how, true);
  tally("freeChange", bill.free);

  let refund = { total: 0, free: 0 };
  if (spec.refund && !bill.gratis) {
    refund = await refundOneUnit(o, rekapId, spec.refundFreeShare);
    tally("refund", refund.total);
  }
  return { bill, rekapId, refund };
}

/** Refunds one unit of the bill's first refundable line at the bill's rates (POST /transaksi/refund). */
async function refundOneUnit(o: OutletInfo, rekapId: number, freeShare: number) {
  const [bill] = await t.db.select().from(closedTransactions).where(eq(closedTransactions.id, rekapId));
  const lines = await t.db.select().from(closedTransactionLines).where(eq(closedTransactionLines.closedTransactionId, rekapId));
  const line = lines.find((l) => l.status === 0 && l.qty > 0);
  if (!bill || !line) {
    return { total: 0, free: 0 };
  }
  const result = planRefund({
    paidLines: lines.map((l) => ({
      id: l.id,
      qty: l.qty,
      price: l.price,
      status: l.status,
      taxable: l.taxable,
      serviceCharged: l.serviceCharged,
    })),
    picks: [{ lineId: line.id, qty: 1 }],
    taxRateBp: bill.taxRateBp,
    serviceChargeRateBp: bill.serviceChargeRateBp,
    billTaxRateBp: bill.taxRateBp,
    billServiceChargeRateBp: bill.serviceChargeRateBp,
    roundingFlag: bill.roundingFlag,
    currency: o.currency,
    paidCap: Math.max(0, bill.total - bill.cashWithdrawal),
  } as Parameters<typeof planRefund>[0]);
  if (!result.ok) {
    throw new Error(`refund plan refused: ${result.reason}`);
  }
  const r = result.plan.totals;
  const free = Math.floor(r.rounded * freeShare);
  const w = (minor: number) => toWireMoney(minor, o.currency);
  const res = await t.call("POST", "/api/transaksi/refund", {
    as: AS,
    body: {
      rekap_transaksi_id: rekapId,
      refund_menu: JSON.stringify([{ r_t_detail_id: line.id, qty: 1 }]),
      sub_total: w(r.subtotal),
      nominal_pajak: w(r.tax),
      nominal_sc: w(r.serviceCharge),
      round: w(r.rounding),
      total: w(r.rounded),
      free_exchange: w(free),
      current_tax: bill.taxRateBp / 100,
      current_sc: bill.serviceChargeRateBp / 100,
      cetak_struk: 0,
      selisih: 0,
      nomor_wa: "",
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { total: r.rounded, free };
}

describe("shift property (API, random shifts)", () => {
  it(`the recap equals the sums over the bills and the drawer reconciles, over ${RUNS} random shifts`, { timeout: 600_000 }, async () => {
    console.log(`shift property: seed ${SEED}, ${RUNS} runs (FC_SEED=${SEED} to replay)`);
    let bills = 0;
    await fc.assert(
      fc.asyncProperty(shiftArb, async (s) => {
        const o = OUTLETS[s.outlet] as OutletInfo;
        tally("ringgit", o.currency === "MYR");
        const w = (minor: number) => toWireMoney(minor, o.currency);
        // A shift a failed run left open (fast-check replays while shrinking) is closed first.
        if ((await t.call("GET", "/api/m-modal/get-modal", { as: AS })).body.data.modal_id > 0) {
          await t.call("POST", "/api/cashier/change-shift", { as: AS, body: { nominal_cash: 1 } });
        }
        const switched = await t.call("GET", `/api/cashier/tmp-user-waroeng/${o.id}`, { as: AS });
        expect(switched.status, JSON.stringify(switched.body)).toBe(200);

        // Saldo Awal: `opening` pieces of the largest denomination.
        const form = await t.call("GET", "/api/m-modal/get-modal", { as: AS });
        expect(form.body.data.modal_id).toBe(0);
        const largest = form.body.data.modal_tipe[0];
        const saved = await t.call("POST", "/api/m-modal/save-modal", {
          as: AS,
          body: { rekap_modal_id: 0, modal_detail: [{ m_modal_tipe_id: largest.m_modal_tipe_id, rekap_modal_detail_qty: s.opening }] },
        });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        const sessionId = saved.body.data.rekap_modal_id as number;
        const opening = (await t.db.select().from(cashSessions).where(eq(cashSessions.id, sessionId)))[0]?.openingCash ?? -1;
        expect(saved.body.data.rekap_modal_nominal).toBe(w(opening));

        const played: Bill[] = [];
        let refunds = 0;
        let refundFree = 0;
        for (const spec of s.orders) {
          const { bill, refund } = await playOrder(o, spec);
          played.push(bill);
          refunds += refund.total;
          refundFree += refund.free;
        }
        for (const m of s.mutations) {
          const res = await t.call("POST", "/api/recap-mutasi-modal", {
            as: AS,
            body: {
              nama_pengguna: "Pak Joko",
              debit: m.in ? w(m.amount) : 0,
              kredit: m.in ? 0 : w(m.amount),
              group: "Reguler",
              keterangan: m.in ? "Tambah modal" : "Beli es batu",
            },
          });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
        }
        const tipIds: number[] = [];
        for (const amount of s.tips) {
          const res = await t.call("POST", "/api/recap-uang-tips", {
            as: AS,
            body: { keterangan: "Sisa Kembalian", amount_debit: w(amount) },
          });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          tipIds.push(res.body.data.r_u_t_id);
        }
        let tips = sum(s.tips, (x) => x);
        if (s.deleteTip && tipIds.length > 0) {
          expect((await t.call("DELETE", `/api/recap-uang-tips/${tipIds[0]}`, { as: AS })).status).toBe(200);
          tips -= s.tips[0] ?? 0;
        }
        for (let i = 0; i < s.drawerOpenings; i++) {
          expect((await t.call("POST", "/api/cashier/buka-laci", { as: AS, body: { reason: "tukaruang" } })).status).toBe(200);
        }

        // The model: sums over the bills the test paid, and the drawer by the formula.
        const all = (f: (b: Bill) => number) => sum(played, f);
        const sold = played.filter((b) => !b.gratis);
        const cashIn = sum(
          s.mutations.filter((m) => m.in),
          (m) => m.amount,
        );
        const cashOut = sum(
          s.mutations.filter((m) => !m.in),
          (m) => m.amount,
        );
        const drawerIn = all((b) => b.cash) + all((b) => b.free) + cashIn;
        const drawerOut = all((b) => b.totals.cashWithdrawal) + (refunds - refundFree) + cashOut + tips;
        const expected = opening + drawerIn - drawerOut;

        // …and the stored bills of the session agree with it.
        const stored = await t.db.select().from(closedTransactions).where(eq(closedTransactions.cashSessionId, sessionId));
        expect(stored).toHaveLength(played.length);
        for (const [key, f] of [
          ["subtotal", (b: Bill) => b.totals.subtotal],
          ["tax", (b: Bill) => b.totals.tax],
          ["serviceCharge", (b: Bill) => b.totals.serviceCharge],
          ["globalDiscount", (b: Bill) => b.totals.globalDiscount],
          ["voucher", (b: Bill) => b.totals.voucher],
          ["rounding", (b: Bill) => b.totals.rounding],
          ["cashWithdrawal", (b: Bill) => b.totals.cashWithdrawal],
          ["total", (b: Bill) => b.totals.rounded],
          ["freeChange", (b: Bill) => b.free],
        ] as const) {
          expect(
            sum(stored, (r) => r[key]),
            key,
          ).toBe(all(f));
        }

        const get = async (path: string) => {
          const res = await t.call("GET", `/api/cashier/${path}`, { as: AS });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          return res.body.data;
        };
        const promo = await get("promo");
        expect(promo).toMatchObject({
          nominal: w(all((b) => b.totals.subtotal)),
          pajak: w(all((b) => b.totals.tax)),
          service: w(all((b) => b.totals.serviceCharge)),
          diskon: w(all((b) => b.totals.globalDiscount)),
          voucher: w(all((b) => b.totals.voucher)),
          diskon_val: w(all((b) => b.totals.globalDiscount + b.totals.voucher)),
          pembulatan: w(all((b) => b.totals.rounding)),
          free_kembalian: w(all((b) => b.free)),
          tarik_tunai: w(all((b) => b.totals.cashWithdrawal)),
          gratis: w(
            sum(
              played.filter((b) => b.gratis),
              (b) => b.totals.rounded,
            ),
          ),
          total_uang_tips: w(tips),
          total_refund: w(refunds),
          free_kembalian_void: w(refundFree),
          void_total: w(all((b) => b.voided)),
        });
        const payment = await get("payment");
        expect(payment.cashTotal).toBe(w(all((b) => b.cash)));
        expect(payment.nonTunaiTotal).toBe(w(all((b) => b.nonCash)));
        expect(payment.reconciliation).toEqual({
          saldo_awal: w(opening),
          tunai: w(all((b) => b.cash)),
          free_kembalian: w(all((b) => b.free)),
          kas_masuk: w(cashIn),
          kas_keluar: w(cashOut),
          tarik_tunai: w(all((b) => b.totals.cashWithdrawal)),
          refund: w(refunds - refundFree),
          uang_tips: w(tips),
          uang_seharusnya: w(expected),
        });
        const sales = await get("sales");
        expect(sales.sales_total).toBe(w(sum(sold, (b) => b.totals.rounded + b.free)));
        for (const [typeId, name] of [
          [1, "dine in"],
          [2, "take away"],
        ] as const) {
          const of = sold.filter((b) => b.typeId === typeId);
          const row = sales.reg_category_sales.find((r: { transaction_name: string }) => r.transaction_name === name);
          if (of.length === 0) {
            expect(row, name).toBeUndefined();
          } else {
            expect(row, name).toEqual({
              transaction_name: name,
              reg_sales_total: w(sum(of, (b) => b.totals.subtotal)),
              sales_total: w(sum(of, (b) => b.totals.rounded)),
              count_nota: of.length,
              reg_sales_tax: w(sum(of, (b) => b.totals.tax)),
              reg_sales_service: w(sum(of, (b) => b.totals.serviceCharge)),
            });
          }
        }
        const spending = await get("spending");
        expect(spending.total).toBe(w(cashIn - cashOut));
        const free = await get("free-data");
        expect(sum(free as Array<{ nominal_free_kembalian: number }>, (f) => f.nominal_free_kembalian)).toBe(w(all((b) => b.free)));
        expect((await get("uang-tips-data")).total).toBe(w(tips));
        // The recap's income check (payment §4): sales − payments − free change = 0 when the books agree.
        const figures = shiftRecapFigures({
          opening,
          spendingTotal: cashIn - cashOut,
          cashTotal: all((b) => b.cash),
          salesTotal: sum(sold, (b) => b.totals.rounded + b.free),
          payments: all((b) => b.cash + b.nonCash),
          freeChange: all((b) => b.free),
          expected,
          counted: expected + s.countedOff,
        });
        expect(figures.incomeCheck).toBe(0);

        // Ganti Shift with the drawer counted `countedOff` away from the expected cash.
        const counted = Math.max(1, expected + s.countedOff);
        const closed = await t.call("POST", "/api/cashier/change-shift", { as: AS, body: { nominal_cash: w(counted) } });
        expect(closed.body, JSON.stringify(closed.body)).toMatchObject({ error: 0 });
        expect(closed.body.data).toMatchObject({ rekap_modal_id: sessionId, uang_riil: w(counted), selisih: w(counted - expected) });
        expect(closed.body.data.reconciliation.uang_seharusnya).toBe(w(expected));
        bills += played.length;
      }),
      { numRuns: RUNS, seed: SEED },
    );
    console.log(`shift property: ${RUNS} shifts, ${bills} bills; paths ${JSON.stringify(seen)}`);
    if (!process.env.FC_SEED && RUNS >= 10) {
      // The default seed walks every path at least once (a test that never refunds proves nothing about refunds).
      for (const [path, n] of Object.entries(seen)) {
        expect(n, path).toBeGreaterThan(0);
      }
    }
  });
});
