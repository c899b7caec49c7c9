/**
 * A voucher amount comes from a voucher the server found: `nominal_voucher` without a voucher code is
 * refused (422 on `voucher_code`), the bill stays open; with a code the voucher is spent.
 */
import { ORDER_MSG } from "@waroeng/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vouchers } from "../../db/schema/index.ts";
import { buildStall, numbered, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { cashBody, expectUntouched, mainLines, openCash, openOrder, orderState, outletIdOf } from "./payment.factory.ts";

let t: TestApp;
let stall: Stall;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, numbered("Meja", 4));
  await openCash(t, "kasir");
});
afterAll(async () => t.close());

/** Ayam Goreng Dada ×2 + Es Teh Manis (47.150) less a voucher of 47.100: Rp 50, rounded to Rp 100. */
const NEARLY_FREE = { nominal_voucher: 47_100, total: 100, round: 50, nominal_uang: 100, exchange: 0 };

describe("POST /recap-transactions with a voucher amount", () => {
  it("refuses a voucher amount with no voucher code, and the bill stays open", async () => {
    const { orderId } = await openOrder(t, { table: stall.table("Meja 3"), items: mainLines(stall) });
    const res = await t.call("POST", "/api/recap-transactions", { as: "kasir", body: cashBody(orderId, NEARLY_FREE) });
    // The payment's refusals are read from the body (payment spec: meta.error), as every other one of this call.
    expect(res.body.meta).toMatchObject({ code: 422, error: 1, message: ORDER_MSG.VOUCHER_CODE_REQUIRED });
    expect(res.body.errors).toEqual({ voucher_code: ORDER_MSG.VOUCHER_CODE_REQUIRED });
    await expectUntouched(t, orderId);
    const blank = await t.call("POST", "/api/recap-transactions", {
      as: "kasir",
      body: cashBody(orderId, { ...NEARLY_FREE, voucher_code: "  " }),
    });
    expect(blank.body.meta).toMatchObject({ code: 422, error: 1 });
    await expectUntouched(t, orderId);
  });

  it("takes the amount of a voucher the server found, and spends it", async () => {
    const outletId = await outletIdOf(t.db);
    const [voucher] = await t.db.insert(vouchers).values({ outletId, code: "HAMPIR-GRATIS", value: 47_100 }).returning();
    const { orderId } = await openOrder(t, { table: stall.table("Meja 4"), items: mainLines(stall) });
    const res = await t.call("POST", "/api/recap-transactions", {
      as: "kasir",
      body: cashBody(orderId, { ...NEARLY_FREE, voucher_code: "hampir-gratis" }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await orderState(t, orderId)).rekap[0]).toMatchObject({ voucher: 47_100 });
    const [spent] = await t.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.id, voucher?.id ?? 0));
    expect(spent?.usedByTransactionId).toBe(res.body.data.rekap_id);
  });
});
