/**
 * Property test of the split bill through the API (payment §4 "Split bill", §9): random carts — prices, quantities, line discounts, cancelled/free lines, tax and service
 * flags — at the rupiah and the ringgit outlet, split into 1–4 bills paid cash or EDC with the
 * figures the split screen computes (domain `splitSides`/`splitTotals`). Every payment is accepted;
 * Σ the bills' subtotals = the unsplit subtotal, Σ rounded totals within `splitRoundingBound`; the
 * order closes and frees its table with the last bill; and in the whole database no rekap_transaksi
 * exists without its closed order nor a closed order without exactly one rekap_transaksi.
 * Runs: SPLIT_PROPERTY_RUNS, else 40 in `npm test` and 120 in `npm run test:full` (test/size.ts); the
 * domain's split.test.ts checks the sums over 1,000 carts at every size.
 */
import { type Currency, computeTotals, money, type SplitLine, splitRoundingBound, splitSides, splitTotals } from "@waroeng/domain";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLines } from "../../db/schema/index.ts";
import { buildMenuItem, buildTable } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { testRuns } from "../../test/size.ts";
import { openCash, openOrder, orderState } from "./payment.factory.ts";
import { splitsOf } from "./split.factory.ts";

const RUNS = testRuns("SPLIT_PROPERTY_RUNS", 40, 120);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  for (const currency of ["IDR", "MYR"] as const) {
    const outlet = OUTLETS[currency].outlet;
    built.set(currency, {
      table: (await buildTable(t, { outlet })).name,
      itemId: (await buildMenuItem(t, { outlet })).menuItemId,
    });
  }
  await openCash(t, "kasir");
  await openCash(t, "kasir.kl");
});

afterAll(async () => {
  await t.close();
});

const OUTLETS = {
  IDR: { as: "kasir", outlet: "DEMO", taxRateBp: 1000, serviceChargeRateBp: 500 },
  MYR: { as: "kasir.kl", outlet: "DEMO-KL", taxRateBp: 600, serviceChargeRateBp: 1000 },
} as const;
/** Per currency: the built table every cart is opened on, and the built item its lines carry (at their own prices). */
const built = new Map<Currency, { table: string; itemId: number }>();

const cartArb = fc.record({
  currency: fc.constantFrom<Currency>("IDR", "MYR"),
  lines: fc.array(
    fc.record({
      price: fc.integer({ min: 1, max: 90_000 }),
      qty: fc.integer({ min: 1, max: 5 }),
      status: fc.constantFrom(0, 0, 0, 2, 4),
      taxable: fc.boolean(),
      serviceCharged: fc.boolean(),
      discountPart: fc.integer({ min: 0, max: 60 }),
    }),
    { minLength: 1, maxLength: 6 },
  ),
  bills: fc.integer({ min: 1, max: 4 }),
  deal: fc.array(fc.nat(), { minLength: 32, maxLength: 32 }),
  methods: fc.array(fc.constantFrom(1, 5), { minLength: 4, maxLength: 4 }),
});

/** Minor units → the wire's major unit. */
const major = (v: number, c: Currency) => (c === "MYR" ? v / 100 : v);

describe("split bill property (API, random carts)", () => {
  it("pays every split, adds up to the unsplit bill, and leaves no payment without its closed order", { timeout: 900_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(cartArb, async (cart) => {
        fc.pre(cart.lines.some((l) => l.status === 0));
        const o = OUTLETS[cart.currency];
        const place = built.get(cart.currency);
        if (!place) {
          throw new Error(`nothing built for ${cart.currency}`);
        }
        const opened = await openOrder(t, { as: o.as, outlet: o.outlet, table: place.table, items: [] });
        const rows = await t.db
          .insert(orderLines)
          .values(
            cart.lines.map((l) => ({
              orderId: opened.orderId,
              menuItemId: place.itemId,
              qty: l.qty,
              originalQty: l.qty,
              price: l.price,
              status: l.status,
              taxable: l.taxable,
              serviceCharged: l.serviceCharged,
              discount: Math.floor((l.price * l.qty * l.discountPart) / 400),
              approvalReason: l.status === 0 ? "" : "uji",
            })),
          )
          .returning();
        const lines: SplitLine[] = rows.map((r) => ({ ...r, price: money(r.price), discount: money(r.discount) }));
        const units = lines.filter((l) => l.status === 0).flatMap((l) => Array.from({ length: l.qty }, () => l.id));
        const k = Math.min(cart.bills, units.length);
        const owner = units.map((_, i) => (i < k ? i : (cart.deal[i % 32] ?? 0) % k));
        const opts = { taxRateBp: o.taxRateBp, serviceChargeRateBp: o.serviceChargeRateBp, roundingFlag: "ya", currency: cart.currency };
        const whole = computeTotals({ ...opts, lines });
        const note = (await t.call("GET", `/api/tmp-transaction/${opened.orderId}`, { as: o.as })).body.data.tmp_transaction_note_number;

        // The bills first (pure): a bill whose total is 0 cannot be paid (BAYAR only when the split total > 0).
        const plan: Array<{ moves: Record<number, number>; bill: ReturnType<typeof splitTotals> }> = [];
        let remaining = lines;
        for (let b = 0; b < k; b++) {
          const moves: Record<number, number> = {};
          units.forEach((id, i) => {
            if (owner[i] === b) {
              moves[id] = (moves[id] ?? 0) + 1;
            }
          });
          const { left, right } = splitSides(remaining, moves);
          remaining = left;
          plan.push({ moves, bill: splitTotals(right, opts) });
        }
        if (plan.some((p) => p.bill.rounded <= 0)) {
          const removed = await t.call("DELETE", `/api/tmp-transaction/${opened.orderId}`, { as: o.as });
          expect(removed.status, JSON.stringify(removed.body)).toBe(200);
          fc.pre(false);
        }
        for (let b = 0; b < k; b++) {
          const { moves, bill } = plan[b] as (typeof plan)[number];
          const method = cart.methods[b] ?? 1;
          const res = await t.call("POST", "/api/recap-transactions", {
            as: o.as,
            body: {
              tmp_transaction_id: opened.orderId,
              payment_method: method,
              sub_total: major(bill.subtotal, cart.currency),
              nominal_pajak: major(bill.tax, cart.currency),
              nominal_sc: major(bill.serviceCharge, cart.currency),
              total: major(bill.rounded, cart.currency),
              round: major(bill.rounding, cart.currency),
              nominal_uang: method === 1 ? major(bill.rounded, cart.currency) : 0,
              nota_number: `${note}-S${b + 1}`,
              split_menu: Object.entries(moves).map(([id, qty]) => ({
                tmp_transaction_detail_id: Number(id),
                tmp_transaction_detail_qty: qty,
              })),
              splitId: `prop-${opened.orderId}-${b}`,
            },
          });
          expect(res.status, JSON.stringify(res.body)).toBe(201);
        }
        expect(await orderState(t, opened.orderId)).toMatchObject({ status: 2, heldTables: 0 });
        const { rekap } = await splitsOf(t, opened.orderId);
        expect(rekap).toHaveLength(k);
        const sum = (f: (r: (typeof rekap)[number]) => number) => rekap.reduce((s, r) => s + f(r), 0);
        expect(sum((r) => r.subtotal)).toBe(whole.subtotal);
        expect(Math.abs(sum((r) => r.total) - whole.rounded)).toBeLessThanOrEqual(splitRoundingBound(k, cart.currency, "ya"));
        const [orphans] = (
          await t.db.execute(sql`select
            (select count(*) from rekap_transaksi r join tmp_transaction o on o.tmp_transaction_id = r.r_t_tmp_transaction_id
              where o.tmp_transaction_status <> 2)::int as paid_open,
            (select count(*) from tmp_transaction o where o.tmp_transaction_status = 2 and
              (select count(*) from rekap_transaksi r where r.r_t_tmp_transaction_id = o.tmp_transaction_id) <> 1)::int as closed_unpaid`)
        ).rows as Array<{ paid_open: number; closed_unpaid: number }>;
        expect(orphans).toEqual({ paid_open: 0, closed_unpaid: 0 });
      }),
      { numRuns: RUNS },
    );
  });
});
