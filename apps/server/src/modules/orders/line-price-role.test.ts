/**
 * A price change on a line (Edit Menu's discount or custom price) is for the roles that may
 * discount (kasir, wbd, kacab): a pickup waiter (pelayan) cannot make a dish free or Rp 0, while
 * the tax and service switches the dialog sends stay theirs. Above the outlet's limit (50% of the
 * line unless the back office sets another) a cashier needs a supervisor's approval (POST /approve),
 * used once and written to the audit log; the supervisor (kacab) approves their own.
 */
import { ACCESS_MSG, LINE_MSG, MSG } from "@waroeng/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { openOrder } from "../payment/payment.factory.ts";
import { detail, expectRefused, post } from "./line-actions.test-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const change = (body: Record<string, unknown>, as: string) => post(t, "/m-transaction-meja/changeMenuDetail", body, as);

describe("changeMenuDetail price changes by role", () => {
  it("refuses a pelayan a 100% discount or a custom price of 0, and keeps the price", async () => {
    const { orderId, lineIds } = await openOrder(t, { table: "Meja 9", items: [{ name: "Ayam Goreng Dada", qty: 1 }], as: "pelayan" });
    const line = lineIds.get("Ayam Goreng Dada");
    const edit = (discountType: string, discount: string) => () =>
      change(
        {
          tmp_transaction_detail_id: line,
          "status-menu": 0,
          tax_status: 1,
          service_charge_status: 1,
          discount_type: discountType,
          discount,
        },
        "pelayan",
      );
    await expectRefused(t, orderId, edit("Persen", "100"), 403, MSG.ACCESS_DENIED);
    await expectRefused(t, orderId, edit("CustomPrice", "0"), 403, MSG.ACCESS_DENIED);
    await expectRefused(t, orderId, edit("Qty", "1"), 403, MSG.ACCESS_DENIED);
    expect((await detail(t, orderId)).lines[0]).toMatchObject({ discount: 0, nominal: 18_000 });
  });

  it("lets a pelayan switch tax as the dialog sends it, with the line's discount unchanged", async () => {
    const { orderId, lineIds } = await openOrder(t, { table: "Meja 10", items: [{ name: "Ayam Goreng Dada", qty: 1 }], as: "pelayan" });
    const line = lineIds.get("Ayam Goreng Dada");
    const byKasir = await change({ tmp_transaction_detail_id: line, discount_type: "Persen", discount: "10" }, "kasir");
    expect(byKasir.body.meta.message).toBe(LINE_MSG.LINE_EDITED);
    const res = await change(
      {
        tmp_transaction_detail_id: line,
        "status-menu": 0,
        tax_status: 0,
        service_charge_status: 1,
        discount_type: "Persen",
        discount: "10",
      },
      "pelayan",
    );
    expect(res.body.meta.message).toBe(LINE_MSG.LINE_EDITED);
    expect((await detail(t, orderId)).lines[0]).toMatchObject({ discount: 1_800, discount_type: "Persen" });
    await expectRefused(
      t,
      orderId,
      () => change({ tmp_transaction_detail_id: line, discount_type: "", discount: "" }, "pelayan"),
      403,
      MSG.ACCESS_DENIED,
    );
  });
});

describe("changeMenuDetail discounts above the outlet's limit", () => {
  it("asks a cashier for a supervisor's approval, uses it once and writes every discount to the audit log", async () => {
    const { orderId, lineIds } = await openOrder(t, { table: "Meja 11", items: [{ name: "Ayam Goreng Dada", qty: 2 }] });
    const line = lineIds.get("Ayam Goreng Dada");
    const free = (approval?: number) => () =>
      change(
        { tmp_transaction_detail_id: line, discount_type: "Persen", discount: "100", ...(approval ? { approval_id: approval } : {}) },
        "kasir",
      );
    await expectRefused(t, orderId, free(), 403, LINE_MSG.DISCOUNT_NEEDS_APPROVAL);
    // Half the line is within the default limit.
    expect((await change({ tmp_transaction_detail_id: line, discount_type: "Qty", discount: "1" }, "kasir")).body.meta.message).toBe(
      LINE_MSG.LINE_EDITED,
    );
    const approved = await t.call("POST", "/api/approve", { as: "kasir", body: { email: "kacab@demo.test", password: "demo12345" } });
    const approval = approved.body.data.id as number;
    expect(approval).toBeGreaterThan(0);
    const res = await free(approval)();
    expect(res.body.meta.message, JSON.stringify(res.body)).toBe(LINE_MSG.LINE_EDITED);
    expect((await detail(t, orderId)).lines[0]).toMatchObject({ discount: 36_000, nominal: 0 });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "order_line"), eq(auditLog.entityId, line ?? 0)));
    // Every discount is audited: the one within the limit without an approver, the one above it with the kacab.
    expect(audit).toHaveLength(2);
    expect(audit[0]?.after).toMatchObject({ discount_type: "Qty", approval_id: null, approver_name: null });
    expect(audit[1]?.after).toMatchObject({ discount_type: "Persen", discount: 36_000, approval_id: approval, menu: expect.any(String) });
    expect(audit[1]?.after?.approver_name).toMatch(/\S/);
    // Used once: the next price change above the limit needs another approval.
    await expectRefused(
      t,
      orderId,
      () => change({ tmp_transaction_detail_id: line, discount_type: "CustomPrice", discount: "0", approval_id: approval }, "kasir"),
      403,
      ACCESS_MSG.APPROVAL_INVALID,
    );
  });

  it("lets the branch head give it without asking, and follows the limit the back office sets", async () => {
    const { orderId, lineIds } = await openOrder(t, { table: "Meja 12", items: [{ name: "Ayam Goreng Dada", qty: 1 }] });
    const line = lineIds.get("Ayam Goreng Dada");
    const byKacab = await change({ tmp_transaction_detail_id: line, discount_type: "CustomPrice", discount: "0" }, "kacab");
    expect(byKacab.body.meta.message).toBe(LINE_MSG.LINE_EDITED);
    const settings = (await t.call("GET", "/api/admin/outlet", { as: "owner" })).body.data;
    expect(settings.m_w_line_discount_limit).toBe(50);
    const saved = await t.call("POST", "/api/admin/outlet", { as: "owner", body: { ...settings, m_w_line_discount_limit: 10 } });
    expect(saved.body.data.m_w_line_discount_limit, JSON.stringify(saved.body)).toBe(10);
    const { orderId: other, lineIds: otherLines } = await openOrder(t, { table: "Meja 2", items: [{ name: "Ayam Goreng Dada", qty: 1 }] });
    await expectRefused(
      t,
      other,
      () => change({ tmp_transaction_detail_id: otherLines.get("Ayam Goreng Dada"), discount_type: "Persen", discount: "20" }, "kasir"),
      403,
      LINE_MSG.DISCOUNT_NEEDS_APPROVAL,
    );
    expect(orderId).toBeGreaterThan(0);
  });
});
