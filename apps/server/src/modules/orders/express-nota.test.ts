/**
 * Two express tables opened by one cashier in the same second get two distinct nota numbers
 * (the second got `Nomor Nota sudah ada`, as both were named SS-HHmmss + outlet + user).
 */
import { expressNoteNumber } from "@waroeng/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/index.ts";
import type { Auth } from "../../plugins/auth.ts";
import { authenticate } from "../../plugins/auth.ts";
import { buildTables } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { createOrder } from "./orders.service.ts";
import { tableIdOf } from "./orders.test-helpers.ts";

let t: TestApp;
let kasir: Auth;
/** The built name of the express table labelled `label`. */
let table: (label: string) => string;
beforeAll(async () => {
  t = await createTestApp();
  table = await buildTables(t, ["Express 1", "Express 2", "Express 3"]);
  const auth = await authenticate(t.db, await t.login("kasir"));
  if (!auth) {
    throw new Error("no session");
  }
  kasir = auth;
});
afterAll(async () => {
  await t.close();
});

/** The dashboard's express tap: the table and the time, no nota number or name (they are generated). */
async function expressForm(table: string, at: Date) {
  return { tmp_transaction_m_meja_id: await tableIdOf(t.db, table), tmp_transaction_order_time: at.toISOString() };
}

describe("express nota numbers", () => {
  it("names two express orders opened in the same second differently: SS-… then SS-…-2, -3", async () => {
    const at = new Date("2026-03-02T05:06:07Z"); // 12:06:07 in Jakarta
    const base = expressNoteNumber(at, kasir.outletId, kasir.userId);
    const ids = [
      await createOrder(t.db, kasir, await expressForm(table("Express 1"), at), at),
      await createOrder(t.db, kasir, await expressForm(table("Express 2"), at), at),
      await createOrder(t.db, kasir, await expressForm(table("Express 3"), at), at),
    ];
    const names = [];
    for (const id of ids) {
      const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
      names.push([row?.noteNumber, row?.customerName]);
    }
    expect(names).toEqual([
      [base, base],
      [`${base}-2`, `${base}-2`],
      [`${base}-3`, `${base}-3`],
    ]);
  });
});
