/**
 * A voucher is spent by the payment that uses it (POST /recap-transactions `voucher_code`; payment
 * spec §5, §7): once spent, the lookup and a second payment refuse it; a wrong value is refused and
 * the order stays open.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vouchers } from "../../db/schema/index.ts";
import { buildStall, buildVoucher, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { cashBody, expectUntouched, mainLines, openCash, openOrder, pay } from "../payment/payment.factory.ts";

let t: TestApp;
let stall: Stall;
/** A Rp5.000 voucher of the outlet, unused. */
let voucher: string;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 1", "Meja 2"]);
  voucher = (await buildVoucher(t, { value: 5_000 })).code;
  await openCash(t, "kasir");
});
afterAll(async () => {
  await t.close();
});

/** mainLines (47.150) less a Rp5.000 voucher: 42.150 → 42.200. */
const withVoucher = (orderId: number, extra: Record<string, unknown> = {}) =>
  cashBody(orderId, { nominal_voucher: 5_000, voucher_code: voucher, total: 42_200, round: 50, exchange: 7_800, ...extra });

describe("POST /recap-transactions with voucher_code", () => {
  it("refuses a value that is not the voucher's, then spends it once; the second use is refused", async () => {
    const first = await openOrder(t, { table: stall.table("Meja 1"), items: mainLines(stall) });
    const wrong = await t.call("POST", "/api/recap-transactions", {
      as: "kasir",
      body: withVoucher(first.orderId, { nominal_voucher: 4_000, total: 43_200, exchange: 6_800, round: 50 }),
    });
    // A payment refusal is read from the body (HTTP 200, meta.error 1; payment §7).
    expect([wrong.status, wrong.body.meta.code, wrong.body.meta.error]).toEqual([200, 422, 1]);
    expect(wrong.body.msg).toBe("Nominal voucher tidak sesuai");
    await expectUntouched(t, first.orderId);
    expect((await t.db.select().from(vouchers).where(eq(vouchers.code, voucher)))[0]?.usedAt).toBeNull();

    const rekapId = await pay(t, "kasir", withVoucher(first.orderId));
    const [spent] = await t.db.select().from(vouchers).where(eq(vouchers.code, voucher));
    expect(spent).toMatchObject({ usedByTransactionId: rekapId });
    expect(spent?.usedAt).not.toBeNull();
    const lookup = await t.call("GET", "/api/voucher/get-voucher", { as: "kasir", query: { voucher_code: voucher } });
    expect([lookup.status, lookup.body.msg]).toEqual([409, "Voucher sudah digunakan"]);

    const second = await openOrder(t, { table: stall.table("Meja 2"), items: mainLines(stall) });
    const again = await t.call("POST", "/api/recap-transactions", { as: "kasir", body: withVoucher(second.orderId) });
    expect([again.status, again.body.meta.code, again.body.msg]).toEqual([200, 409, "Voucher sudah digunakan"]);
    await expectUntouched(t, second.orderId);
  });
});
