/**
 * API test of the bill before payment (POST /cashier/print-bill) of lines with menu options: each
 * option is printed under its dish as the paid receipt words it (the delta when not 0), the unit
 * price with the options (ESC/POS of the queued job's document). Lines get their options straight from the factory.
 */
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printJobs } from "../../db/schema/index.ts";
import { buildStall, giveLineOptions, lineOption, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { openCash, openOrder, outletIdOf } from "../payment/payment.factory.ts";
import type { BillDoc } from "./documents.ts";
import { escposText } from "./escpos-text.test-helpers.ts";
import { renderDocument } from "./render.ts";

let t: TestApp;
let stall: Stall;

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 1"]);
  await openCash(t, "kasir");
  // A kasir printer on the network (never reached: the test reads the queued job).
  const saved = await t.call("POST", "/api/printer-setting", {
    as: "kasir",
    body: {
      printer_id: 0,
      printer_width: 405,
      printer_group1: "[]",
      printer_group2: "[]",
      printer_type: "network",
      printer_address: "10.0.0.9",
      printer_location: "kasir",
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
});

afterAll(async () => {
  await t.close();
});

describe("the bill of lines with options", () => {
  it("prints each dish's options under it, then qty × the price with them", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 1"), items: [{ name: stall.item("Ayam Goreng Dada"), qty: 2 }] });
    await giveLineOptions(t, o.lineIds.get(stall.item("Ayam Goreng Dada")) ?? 0, [
      lineOption("Level Pedas", "Level 3"),
      lineOption("Topping", "Telur", 3_000),
    ]);
    const res = await t.call("POST", "/api/cashier/print-bill", { as: "kasir", body: { tmp_transaction_id: o.orderId } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [job] = await t.db
      .select()
      .from(printJobs)
      .where(and(eq(printJobs.outletId, await outletIdOf(t.db)), eq(printJobs.kind, "bill")))
      .orderBy(desc(printJobs.id))
      .limit(1);
    // The job keeps its document; ESC/POS of it as a 58 mm printer prints it.
    const doc = job?.document as BillDoc;
    expect(doc.lines[0]?.options).toEqual(["Level 3", "Telur +Rp 3.000"]);
    const text = escposText(renderDocument(doc, { width: 405 }));
    expect(text).toMatch(
      new RegExp(`${stall.item("Ayam Goreng Dada")}\\s+Level 3\\s+Telur \\+Rp 3\\.000\\s+2 x Rp 21\\.000\\s+Rp 42\\.000`),
    );
  });
});
