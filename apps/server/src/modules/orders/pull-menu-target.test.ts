/**
 * Keluarkan Menu into an existing note (the target of a pull): `target_transaction_id`, an
 * open note of the same outlet, takes the chosen units and their dishes; absent or 0 keeps the
 * default (a new take-away note); a closed, unknown, other-outlet or same target is refused with
 * its Indonesian message and changes nothing.
 */
import { ORDER_MSG } from "@waroeng/domain";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dishes, orderLines, orders, orderTables } from "../../db/schema/index.ts";
import { buildStall, buildTables, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { detail } from "./line-actions.test-helpers.ts";
import { addUnits, openNote, sendToKitchen, tableIdOf } from "./orders.test-helpers.ts";

let t: TestApp;
let stall: Stall;
let klTable: (label: string) => string;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 2", "Meja 9", "Meja 10", "Meja 11", "Meja 12"]);
  klTable = await buildTables(t, ["Meja 1"], { outlet: "DEMO-KL" });
});
afterAll(async () => {
  await t.close();
});

/** The rows of these orders, and how many orders the database holds. */
async function rowsOf(ids: number[]) {
  return {
    order: await t.db.select().from(orders).where(inArray(orders.id, ids)).orderBy(orders.id),
    lines: await t.db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(orderLines.id),
    dishes: await t.db.select().from(dishes).where(inArray(dishes.orderId, ids)).orderBy(dishes.id),
    tables: await t.db.select().from(orderTables).where(inArray(orderTables.orderId, ids)),
    count: (await t.db.select({ id: orders.id }).from(orders)).length,
  };
}

const pull = (body: unknown, as = "kasir") => t.call("POST", "/api/m-transaction-table/pull-menu", { as, body });
const summary = async (id: number) => (await detail(t, id)).lines.map((l) => [l.m_produk_nama, l.qty, l.sent_qty, l.takeaway_status]);

describe("Keluarkan Menu into an open note", () => {
  it("moves units and their dishes into the chosen note, creating nothing", async () => {
    const source = await openNote(t, { table: stall.table("Meja 9"), note: "6601" });
    await addUnits(t, source, stall.item("Ayam Goreng Dada"), 2);
    await sendToKitchen(t, source);
    await addUnits(t, source, stall.item("Es Teh Manis"), 1);
    const target = await openNote(t, { table: stall.table("Meja 10"), note: "6602" });
    await addUnits(t, target, stall.item("Kopi Susu"), 1);
    const [ayam, teh] = (await detail(t, source)).lines;
    const count = (await rowsOf([])).count;

    const res = await pull({ m_transaction_menu_ids: [ayam.id, teh.id], m_transaction_menu_qty: [1, 1], target_transaction_id: target });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.message).toBe(ORDER_MSG.MENU_PULLED_TO_NOTE);
    expect(res.body.data).toMatchObject({
      tmp_transaction_id: target,
      m_transaction_table_id: target,
      tmp_transaction_note_number: "6602",
      tmp_transaction_m_meja_id: await tableIdOf(t.db, stall.table("Meja 10")),
      source_transaction_id: source,
    });
    expect((await rowsOf([])).count).toBe(count);
    expect(await summary(source)).toEqual([[stall.item("Ayam Goreng Dada"), 1, 1, 0]]);
    expect((await summary(target)).sort()).toEqual([
      [stall.item("Ayam Goreng Dada"), 1, 1, 0],
      [stall.item("Es Teh Manis"), 1, 0, 0],
      [stall.item("Kopi Susu"), 1, 0, 0],
    ]);
    const moved = await t.db.select().from(dishes).where(eq(dishes.orderId, target));
    expect(moved).toHaveLength(1);
    expect((await detail(t, target)).totals.subtotal).toBe((await detail(t, target)).lines.reduce((s, l) => s + l.price * l.qty, 0));
  });

  it("keeps the default: target 0 or absent makes a new take-away note", async () => {
    const source = await openNote(t, { table: stall.table("Meja 11"), note: "6611" });
    await addUnits(t, source, stall.item("Es Teh Manis"), 1);
    const [teh] = (await detail(t, source)).lines;
    const res = await pull({ m_transaction_menu_ids: [teh.id], target_transaction_id: 0 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.message).toBe(ORDER_MSG.MENU_PULLED);
    expect(res.body.data.tmp_transaction_note_number).toBe("6611-1");
    expect(await summary(res.body.data.tmp_transaction_id)).toEqual([[stall.item("Es Teh Manis"), 1, 0, 1]]);
  });

  it("refuses a closed, unknown, other-outlet or same target, changing nothing", async () => {
    const source = await openNote(t, { table: stall.table("Meja 12"), note: "6621" });
    await addUnits(t, source, stall.item("Ayam Goreng Dada"), 1);
    await sendToKitchen(t, source);
    const closed = await openNote(t, { table: stall.table("Meja 2"), note: "6622" });
    await t.db.update(orders).set({ status: 2 }).where(eq(orders.id, closed));
    const kl = await openNote(t, { table: klTable("Meja 1"), note: "6623", outlet: "DEMO-KL", as: "kasir.kl@demo.test" });
    const [line] = (await detail(t, source)).lines;
    const ids = [source, closed, kl];
    const cases: Array<[unknown, number, string]> = [
      [closed, 409, ORDER_MSG.PULL_TARGET_CLOSED],
      [kl, 404, ORDER_MSG.PULL_TARGET_NOT_FOUND],
      [2_000_000, 404, ORDER_MSG.PULL_TARGET_NOT_FOUND],
      [source, 422, ORDER_MSG.PULL_TARGET_SAME],
      ["abc", 422, "ID tidak valid"],
    ];
    for (const [target, status, message] of cases) {
      const before = await rowsOf(ids);
      const res = await pull({ m_transaction_menu_ids: [line.id], target_transaction_id: target });
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.meta.message).toBe(message);
      expect(res.body.errors).toHaveProperty("target_transaction_id", message);
      expect(await rowsOf(ids)).toEqual(before);
    }
  });
});
