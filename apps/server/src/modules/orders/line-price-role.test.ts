/**
 * A price change on a line (Edit Menu's discount or custom price) is for the roles that may
 * discount (kasir, wbd, kacab): a pickup waiter (pelayan) cannot make a dish free or Rp 0, while
 * the tax and service switches the dialog sends stay theirs.
 */
import { LINE_MSG, MSG } from "@waroeng/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
