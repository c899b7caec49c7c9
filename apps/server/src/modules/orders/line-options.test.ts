/**
 * API tests of POST /m-transaction-meja/line-options (docs/API.md "Menu options"): a line's options
 * changed from the till's option sheet — an unsent line as a whole (joining its twin), a sent line as
 * a cancelled unit (as Pembatalan) and a new unsent one — and every refusal leaving the order as it was.
 */
import { API_MSG, MSG, OPTION_MSG, OPTION_SHEET_MSG } from "@waroeng/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cashierPermissions, dishes, menuItems, orders } from "../../db/schema/index.ts";
import { buildOptionGroup, buildStall, type OptionSpec, type Stall, uniqueName } from "../../test/factories.ts";
import { createTestApp, type JsonBody, type TestApp } from "../../test/harness.ts";
import { detail, expectRefused, post } from "./line-actions.test-helpers.ts";
import { menuIdOf, openNote, outletIdOf, sendToKitchen } from "./orders.test-helpers.ts";

let t: TestApp;
let stall: Stall;
/** Option ids by name ("Level 3", "Telur", …) and the groups' names (their refusals name them). */
const opt: Record<string, number> = {};
const groups: Record<string, string> = {};

/** A group of the demo outlet attached to `menuItemId` at `sortOrder` (factories' buildOptionGroup). */
async function attachGroup(menuItemId: number, spec: { name: string; min: number; max: number; options: OptionSpec[] }, sortOrder: number) {
  const built = await buildOptionGroup(t, { ...spec, name: uniqueName(spec.name), items: [menuItemId], sortOrder });
  Object.assign(opt, built.optionIds);
  groups[spec.name] = built.name;
}

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 1", "Meja 2", "Meja 3", "Meja 4", "Meja 5", "Meja 6", "Meja 7"], {
    "Ayam Geprek": { price: 15_000 },
    "Es Teh": { price: 5_000, pickup: "minum" },
    "Nasi Putih": { price: 5_000 },
  });
  const geprek = await menuIdOf(t.db, stall.item("Ayam Geprek"));
  await attachGroup(
    geprek,
    { name: "Level Pedas", min: 1, max: 1, options: [0, 1, 2, 3].map((n) => ({ name: `Level ${n}`, isDefault: n === 1 })) },
    0,
  );
  await attachGroup(
    geprek,
    {
      name: "Topping",
      min: 0,
      max: 3,
      options: [
        { name: "Telur", price: 3_000 },
        { name: "Tempe", price: 2_000 },
        { name: "Keju", price: 4_000 },
        { name: "Kerupuk", price: 1_000 },
        { name: "Petai", price: 5_000, soldOut: true },
      ],
    },
    1,
  );
  const teh = await menuIdOf(t.db, stall.item("Es Teh"));
  await attachGroup(teh, { name: "Rasa", min: 1, max: 1, options: [{ name: "Manis", isDefault: true }, { name: "Tawar" }] }, 0);
  await attachGroup(
    teh,
    {
      name: "Suhu",
      min: 1,
      max: 1,
      options: [
        { name: "Dingin", isDefault: true },
        { name: "Panas", price: -1_000 },
      ],
    },
    1,
  );
});
afterAll(async () => {
  await t.close();
});

/** One unit of `item` with these options (names), through add-menu. */
async function addWith(orderId: number, item: string, names: string[]): Promise<void> {
  const res = await post(t, "/m-transaction-meja/add-menu", {
    tmp_transaction_detail_m_produk_id: await menuIdOf(t.db, stall.item(item)),
    tmp_transaction_detail_tmp_transaction_id: orderId,
    options: JSON.stringify(names.map((n) => opt[n])),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

function change(lineId: number, names: string[], as = "kasir") {
  return post(
    t,
    "/m-transaction-meja/line-options",
    { tmp_transaction_detail_id: lineId, options: JSON.stringify(names.map((n) => opt[n])) },
    as,
  );
}

const shown = (lines: JsonBody[]) =>
  lines.map((l) => [l.qty, l.price, l.status, l.production_status, l.custom_menu, l.options.map((o: { name: string }) => o.name)]);

describe("an unsent line", () => {
  it("takes the new options and price as a whole; custom_menu reads them, then the note; totals follow", async () => {
    const id = await openNote(t, { table: stall.table("Meja 1") });
    await addWith(id, "Ayam Geprek", ["Level 1"]);
    await addWith(id, "Ayam Geprek", ["Level 1"]);
    const [line] = (await detail(t, id)).lines;
    await post(t, "/m-transaction-meja/customMenu", { tmp_transaction_detail_id: line.id, qty: 2, custom_menu: "tanpa bawang" });
    const res = await change(line.id, ["Level 3", "Telur"]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.message).toBe(OPTION_SHEET_MSG.SAVED);
    expect(res.body.data.map((l: JsonBody) => l.id)).toEqual([line.id]);
    const { lines, totals } = await detail(t, id);
    expect(shown(lines)).toEqual([[2, 18_000, 0, 0, "Level 3, Telur · tanpa bawang", ["Level 3", "Telur"]]]);
    expect(lines[0].custom_note).toBe("tanpa bawang");
    expect(lines[0].options[1]).toMatchObject({ option_id: opt.Telur, name: "Telur", price: 3_000 });
    expect(totals.subtotal).toBe(36_000);
  });

  it("joins the unsent line that already has the new options", async () => {
    const id = await openNote(t, { table: stall.table("Meja 2") });
    await addWith(id, "Es Teh", ["Manis", "Dingin"]);
    await addWith(id, "Es Teh", ["Tawar", "Panas"]);
    await addWith(id, "Es Teh", ["Tawar", "Panas"]);
    const [first, twin] = (await detail(t, id)).lines;
    expect([first.qty, twin.qty]).toEqual([1, 2]);
    const res = await change(first.id, ["Panas", "Tawar"]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.map((l: JsonBody) => l.id)).toEqual([twin.id]);
    expect(shown((await detail(t, id)).lines)).toEqual([[3, 4_000, 0, 0, "Tawar, Panas", ["Tawar", "Panas"]]]);
  });

  it("keeps the item's price it was added at; only the options are priced now; the same options change nothing", async () => {
    const id = await openNote(t, { table: stall.table("Meja 3") });
    await addWith(id, "Ayam Geprek", ["Level 0"]);
    const geprek = await menuIdOf(t.db, stall.item("Ayam Geprek"));
    await t.db.update(menuItems).set({ price: 17_000 }).where(eq(menuItems.id, geprek));
    try {
      const [line] = (await detail(t, id)).lines;
      expect((await change(line.id, ["Level 2", "Tempe"])).status).toBe(200);
      expect(shown((await detail(t, id)).lines)).toEqual([[1, 17_000, 0, 0, "Level 2, Tempe", ["Level 2", "Tempe"]]]);
      const again = await change(line.id, ["Tempe", "Level 2"]);
      expect(again.status).toBe(200);
      expect(shown((await detail(t, id)).lines)).toEqual([[1, 17_000, 0, 0, "Level 2, Tempe", ["Level 2", "Tempe"]]]);
    } finally {
      await t.db.update(menuItems).set({ price: 15_000 }).where(eq(menuItems.id, geprek));
    }
  });
});

describe("a sent line", () => {
  it("cancels one unit as Pembatalan (its dish leaves the kitchen) and adds a new unsent unit with the new options", async () => {
    const id = await openNote(t, { table: stall.table("Meja 4") });
    await addWith(id, "Ayam Geprek", ["Level 1"]);
    await addWith(id, "Ayam Geprek", ["Level 1"]);
    const [added] = (await detail(t, id)).lines;
    await post(t, "/m-transaction-meja/customMenu", { tmp_transaction_detail_id: added.id, qty: 2, custom_menu: "tanpa bawang" });
    await sendToKitchen(t, id);
    const [line] = (await detail(t, id)).lines;
    const res = await change(line.id, ["Level 3", "Telur"]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { lines, totals } = await detail(t, id);
    // The new unit keeps the cook's note.
    expect(shown(lines)).toEqual([
      [1, 15_000, 0, 1, "Level 1 · tanpa bawang", ["Level 1"]],
      [1, 15_000, 2, 1, "Level 1 · tanpa bawang", ["Level 1"]],
      [1, 18_000, 0, 0, "Level 3, Telur · tanpa bawang", ["Level 3", "Telur"]],
    ]);
    expect(lines[1].reasone_approve).toBe(OPTION_SHEET_MSG.CHANGE_REASON);
    expect(totals.subtotal).toBe(33_000);
    const made = await t.db.select().from(dishes).where(eq(dishes.orderId, id));
    expect(made.map((d) => d.isCancelled).sort()).toEqual([false, true]);
    expect(made.find((d) => d.isCancelled)?.orderLineId).toBe(lines[1].id);
  });

  it("needs the cancel right: opp, and a cashier whose cancel_menu is off, are refused Hubungi Kacab/Asisten, changing nothing", async () => {
    const id = await openNote(t, { table: stall.table("Meja 5") });
    await addWith(id, "Es Teh", ["Manis", "Dingin"]);
    const [unsent] = (await detail(t, id)).lines;
    // Opp may order: an unsent line's options are theirs to change.
    expect((await change(unsent.id, ["Tawar", "Dingin"], "opp")).status).toBe(200);
    await sendToKitchen(t, id);
    const [sent] = (await detail(t, id)).lines;
    await expectRefused(t, id, () => change(sent.id, ["Manis", "Dingin"], "opp"), 403, MSG.ACCESS_DENIED);
    // A cashier whose cancel_menu is switched off in Role Setting: refused as Pembatalan is.
    const feature = and(eq(cashierPermissions.outletId, await outletIdOf(t.db)), eq(cashierPermissions.feature, "cancel_menu"));
    await t.db.update(cashierPermissions).set({ defaultRole: false, temporaryRole: false }).where(feature);
    try {
      await expectRefused(t, id, () => change(sent.id, ["Manis", "Dingin"]), 403, MSG.ACCESS_DENIED);
    } finally {
      await t.db.update(cashierPermissions).set({ defaultRole: true }).where(feature);
    }
    expect((await change(sent.id, ["Manis", "Dingin"])).status).toBe(200);
  });
});

describe("refusals", () => {
  it("required, max, sold out (409, as add-menu) and unknown options are refused in the rule's words, changing nothing", async () => {
    const id = await openNote(t, { table: stall.table("Meja 6") });
    await addWith(id, "Ayam Geprek", ["Level 1"]);
    const [line] = (await detail(t, id)).lines;
    const level = groups["Level Pedas"] ?? "";
    const topping = groups.Topping ?? "";
    await expectRefused(t, id, () => change(line.id, ["Telur"]), 422, OPTION_MSG.chooseAtLeast(level, 1));
    await expectRefused(t, id, () => change(line.id, ["Level 1", "Level 2"]), 422, OPTION_MSG.chooseAtMost(level, 1));
    await expectRefused(
      t,
      id,
      () => change(line.id, ["Level 1", "Telur", "Tempe", "Keju", "Kerupuk"]),
      422,
      OPTION_MSG.chooseAtMost(topping, 3),
    );
    await expectRefused(t, id, () => change(line.id, ["Level 1", "Petai"]), 409, OPTION_MSG.soldOut("Petai"));
    await expectRefused(t, id, () => change(line.id, ["Level 1", "Manis"]), 422, OPTION_MSG.UNKNOWN);
  });

  it("refuses another outlet's line, a role that may not order, and a closed order", async () => {
    const id = await openNote(t, { table: stall.table("Meja 7") });
    await addWith(id, "Ayam Geprek", ["Level 1"]);
    const [line] = (await detail(t, id)).lines;
    await expectRefused(t, id, () => change(line.id, ["Level 2"], "kasir.kl@demo.test"), 404, API_MSG.MENU_NOT_FOUND);
    await expectRefused(t, id, () => change(line.id, ["Level 2"], "dapur"), 403, MSG.ACCESS_DENIED);
    await t.db
      .update(orders)
      .set({ status: 2 })
      .where(and(eq(orders.id, id)));
    await expectRefused(t, id, () => change(line.id, ["Level 2"]), 404, MSG.TRANSACTION_NOT_FOUND);
  });
});
