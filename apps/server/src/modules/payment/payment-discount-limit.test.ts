/**
 * API tests of the outlet's discount limit at payment (`m_w_line_discount_limit_bp`; docs/API.md
 * "Pay an order"): a `global_discount` sent at payment with nothing stored on the order, above the
 * limit, by a role that needs approval, is refused with the message of `PUT
 * /tmp-transaction/{id}/discount` — nothing paid — and paid with a supervisor's `approval_id` from
 * POST /approve (used once, audited); at or below the limit the spec's client pays as before; a
 * kacab needs no approval.
 */
import { ACCESS_MSG, LINE_MSG } from "@waroeng/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/index.ts";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { cashBody, expectUntouched, mainLines, openCash, openOrder, orderState } from "./payment.factory.ts";

let t: TestApp;
let stall: Stall;

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 2", "Meja 3", "Meja 4", "Meja 5"]);
  await openCash(t, "kasir");
  await openCash(t, "kacab");
});

afterAll(async () => {
  await t.close();
});

const open = (table: string) => openOrder(t, { table: stall.table(table), items: mainLines(stall) });
const pay = (body: Record<string, unknown>, as = "kasir") => t.call("POST", "/api/recap-transactions", { as, body });
const approve = async () =>
  (await t.call("POST", "/api/approve", { as: "kasir", body: { email: "kacab@demo.test", password: "demo12345" } })).body.data.id as number;

/** 30.000 off the 47.150 sales (the outlet allows 50%: 23.575) → 17.150 → 17.200. */
const ABOVE = { global_discount: 30_000, total: 17_200, round: 50, exchange: 32_800 };

describe("the outlet's discount limit at payment", () => {
  it("refuses a cashier's discount above the limit sent only at payment, and pays it with a supervisor's approval", async () => {
    const o = await open("Meja 2");
    const refused = await pay(cashBody(o.orderId, ABOVE));
    expect(refused.body.meta).toMatchObject({ error: 1, code: 403, message: LINE_MSG.DISCOUNT_NEEDS_APPROVAL });
    const bad = await pay(cashBody(o.orderId, { ...ABOVE, approval_id: 999_999 }));
    expect(bad.body.meta).toMatchObject({ error: 1, code: 403, message: ACCESS_MSG.APPROVAL_INVALID });
    await expectUntouched(t, o.orderId);

    const approval = await approve();
    const paid = await pay(cashBody(o.orderId, { ...ABOVE, approval_id: approval }));
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect((await orderState(t, o.orderId)).rekap[0]).toMatchObject({ globalDiscount: 30_000, total: 17_200 });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "order"), eq(auditLog.entityId, o.orderId)));
    expect(audit.map((a) => a.after)).toEqual([expect.objectContaining({ discount: 30_000, approval_id: approval })]);

    // The approval is used up: another bill needs its own.
    const other = await open("Meja 3");
    const reused = await pay(cashBody(other.orderId, { ...ABOVE, approval_id: approval }));
    expect(reused.body.meta).toMatchObject({ error: 1, code: 403, message: ACCESS_MSG.APPROVAL_INVALID });
    await expectUntouched(t, other.orderId);
  });

  it("at the limit the spec's client pays as before; a kacab pays above it without an approval", async () => {
    const o = await open("Meja 4");
    // Exactly 50%: 23.575 off → 23.575 → 23.600.
    const atLimit = await pay(cashBody(o.orderId, { global_discount: 23_575, total: 23_600, round: 25, exchange: 26_400 }));
    expect(atLimit.status, JSON.stringify(atLimit.body)).toBe(201);
    const k = await open("Meja 5");
    const kacab = await pay(cashBody(k.orderId, ABOVE), "kacab");
    expect(kacab.status, JSON.stringify(kacab.body)).toBe(201);
  });
});
