/**
 * The line actions' request fields are the spec's wire names (docs/API.md listed them under
 * internal names): the OpenAPI document (and so docs/API.md) shows each route's wire fields, and a
 * refusal of a field names the wire field the client sent.
 */
import { LINE_MSG } from "@waroeng/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { detail, expectRefused, post } from "./line-actions.test-helpers.ts";
import { addUnits, openNote } from "./orders.test-helpers.ts";

let t: TestApp;
let stall: Stall;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 4"]);
});
afterAll(async () => {
  await t.close();
});

/** Each line-action route and wire fields its form must list. */
const ROUTES: Array<[string, string[]]> = [
  ["/api/m-transaction-meja/customMenu", ["tmp_transaction_detail_id", "m_transaction_menu_id", "qty", "custom_menu", "takeaway_status"]],
  ["/api/m-transaction-menu/list-menu", ["tmp_transaction_detail_m_produk_id", "m_transaction_menu_table_id", "m_transaction_menu_id"]],
  ["/api/m-dish-status/list", ["m_dish_status_menu_id", "m_dish_status_table_id"]],
  ["/api/m-transaction-menu/update-menus", ["m_transaction_menu_id_custom_menu", "m_transaction_menu_custom_menu"]],
  ["/api/m-transaction-meja/update-multi-qty", ["tmp_transaction_detail_id", "qty"]],
  ["/api/m-transaction-meja/add-multiple-menu", ["m_transaction_table_id", "menu"]],
  ["/api/m-transaction-meja/reduce-menu-multiple", ["tmp_transaction_detail_id", "qty", "reason", "reasone_approve"]],
  [
    "/api/m-transaction-meja/changeMenuDetail",
    [
      "tmp_transaction_detail_id",
      "status-menu",
      "qty-approve",
      "reason-approve",
      "replace_m_produk_id",
      "tax_status",
      "discount_type",
      "discount",
      "price",
    ],
  ],
  ["/api/m-dish-status/cancel-dishes", ["m_dish_status_id", "reason"]],
];
/** Names only the server uses inside; no client sends them. */
const INTERNAL = [
  "line",
  "item",
  "order",
  "note",
  "takeaway",
  "ids",
  "notes",
  "status",
  "replaceItem",
  "taxable",
  "serviceCharged",
  "discountType",
  "discountValue",
];

describe("line-action request fields", () => {
  it("are documented under the spec's wire names, never the internal ones", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    for (const [url, wire] of ROUTES) {
      const schema = doc.paths[url].post.requestBody.content["application/json"].schema;
      const names = Object.keys(schema.properties);
      expect(names, url).toEqual(expect.arrayContaining(wire));
      expect(
        names.filter((n) => INTERNAL.includes(n)),
        url,
      ).toEqual([]);
    }
    const entry =
      doc.paths["/api/m-transaction-meja/add-multiple-menu"].post.requestBody.content["application/json"].schema.properties.menu;
    expect(Object.keys(entry.items.properties)).toEqual(expect.arrayContaining(["m_menu_id", "qty", "custom_menu"]));
  });

  it("read a staff-side name and refuse a bad field under the name sent, changing nothing", async () => {
    const id = await openNote(t, { table: stall.table("Meja 4") });
    await addUnits(t, id, stall.item("Es Teh Manis"), 3);
    const [line] = (await detail(t, id)).lines;
    await expectRefused(
      t,
      id,
      () => post(t, "/m-transaction-meja/update-multi-qty", { m_transaction_menu_id: line.id, m_transaction_menu_qty: 10_000 }),
      422,
      LINE_MSG.QTY_TOO_MUCH,
    );
    const bad = await post(t, "/m-transaction-meja/update-multi-qty", { m_transaction_menu_id: line.id, m_transaction_menu_qty: 10_000 });
    expect(bad.body.errors).toEqual({ m_transaction_menu_qty: LINE_MSG.QTY_TOO_MUCH });
    const ok = await post(t, "/m-transaction-meja/update-multi-qty", { m_transaction_menu_id: line.id, m_transaction_menu_qty: 2 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await detail(t, id)).lines.map((l) => l.qty)).toEqual([2]);
  });
});
