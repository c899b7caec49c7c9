/**
 * `npm run check-data`'s checks (ops/check-data.ts): a database written through the API passes;
 * each kind of damage made by hand in a row is reported by its check.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cashBody, mainLines, openCash, openOrder, pay } from "../modules/payment/payment.factory.ts";
import { buildStall, type Stall } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { checkData, unsafeSettings } from "./check-data.ts";

let t: TestApp;
let stall: Stall;
let paidRekap = 0;
let openOrderId = 0;

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 1", "Meja 2"]);
  // The branch head's shift: a kacab may close it over an open order on their own (close_anyway).
  await openCash(t, "kacab");
  const paid = await openOrder(t, { as: "kacab", table: stall.table("Meja 1"), items: mainLines(stall) });
  paidRekap = await pay(t, "kacab", cashBody(paid.orderId));
  const open = await openOrder(t, { as: "kacab", table: stall.table("Meja 2"), items: mainLines(stall) });
  openOrderId = open.orderId;
  const closed = await t.call("POST", "/api/m-modal/close-modal", { as: "kacab", body: { nominal_cash: 600_000, close_anyway: true } });
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  expect(closed.body.meta.error, JSON.stringify(closed.body)).toBe(0);
});

afterAll(async () => {
  await t.close();
});

describe("checkData", () => {
  it("finds nothing on data written through the API (a paid bill, an open order, a closed cash session)", async () => {
    expect(await checkData(t.db)).toEqual([]);
  });

  it("names the durability settings that are off (the test cluster runs without them; power cuts check a durable one)", async () => {
    expect(await unsafeSettings(t.db)).toEqual(["fsync=off", "synchronous_commit=off"]);
  });

  it("reports a bill whose total no longer adds up", async () => {
    await t.db.execute(sql`update rekap_transaksi set r_t_nominal_total_bayar = r_t_nominal_total_bayar + 100 where r_t_id = ${paidRekap}`);
    const found = await checkData(t.db);
    expect(found).toEqual([expect.objectContaining({ check: "bill-totals" })]);
    expect(found[0]?.detail).toContain("total 47300, expected 47200");
    await t.db.execute(sql`update rekap_transaksi set r_t_nominal_total_bayar = r_t_nominal_total_bayar - 100 where r_t_id = ${paidRekap}`);
  });

  it("reports an open order that lost its table and a closed session whose sums were changed", async () => {
    await t.db.execute(sql`delete from tmp_transaction_meja where tmp_transaction_id = ${openOrderId}`);
    await t.db.execute(sql`update rekap_modal set rekap_modal_nominal_seharusnya = rekap_modal_nominal_seharusnya + 1`);
    const found = await checkData(t.db);
    expect(found.map((f) => f.check).sort()).toEqual(["cash-sessions", "tables"]);
  });

  it("reports a closed order without its bill (half-paid)", async () => {
    await t.db.execute(sql`update tmp_transaction set tmp_transaction_status = 2 where tmp_transaction_id = ${openOrderId}`);
    const found = await checkData(t.db);
    expect(found.filter((f) => f.check === "half-paid")).toHaveLength(1);
  });
});
