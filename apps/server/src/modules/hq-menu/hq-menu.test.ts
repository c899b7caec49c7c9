/**
 * One menu for the chain (docs/chain-sync.md "One menu for the chain"): head office (ROLE=hq, its
 * demo accounts) edits chain items, outlet box A (Waroeng Demo) pulls through `inject`; the merge
 * rules of an outlet's own edits, the chain's policy, and the area manager's outlets.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { createHqTestApp, type HqTestApp } from "../hq-auth/hq.test-helpers.ts";
import { outletIdOf } from "../payment/payment.factory.ts";
import { issueOutletKey } from "../sync/hq.service.ts";
import { injectTransport } from "../sync/sync.test-helpers.ts";

let hq: HqTestApp;
let a: TestApp;
let demo: number;
let kl: number;

beforeAll(async () => {
  hq = await createHqTestApp();
  demo = await outletIdOf(hq.db, "DEMO");
  kl = await outletIdOf(hq.db, "DEMO-KL");
  a = await createTestApp({ sync: { transport: injectTransport(hq.app, await issueOutletKey(hq.db, demo)) } });
  const first = await a.call("POST", "/api/update-data", { as: "kasir" });
  expect(first.status, JSON.stringify(first.body)).toBe(200);
});
afterAll(async () => {
  await Promise.all([a?.close(), hq?.close()]);
});

type Item = {
  hq_menu_item_id: number;
  name: string;
  price: number;
  currency: string;
  outlets: Array<{ m_w_id: number; price: number; active: boolean; overrides: Array<{ field: string; source: string; value: unknown }> }>;
};
const chainMenu = async (as = "owner"): Promise<Item[]> => (await hq.hqCall("GET", "/api/hq/menu", { as })).body.data.items;
const chainItem = async (name: string, as = "owner") => {
  const item = (await chainMenu(as)).find((i) => i.name === name);
  if (!item) {
    throw new Error(`no chain item ${name}`);
  }
  return item;
};
const pull = async () => {
  const res = await a.call("POST", "/api/update-data", { as: "kasir" });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
/** What Waroeng Demo's till shows for a dish (dine-in price, minor units; null when off the menu). */
const tillPrice = async (name: string) => {
  const res = await a.call("GET", "/api/mmenu", { as: "kasir" });
  return (
    (res.body.data as Array<{ m_menu_nama: string; m_menu_harga_nominal: number }>).find((m) => m.m_menu_nama === name)
      ?.m_menu_harga_nominal ?? null
  );
};
/** The outlet's back office saves its item `name` with `change` applied to what it shows. */
const outletSave = async (name: string, change: Record<string, unknown>) => {
  const list = await a.call("GET", "/api/admin/menu", { as: "owner" });
  const item = (list.body.data as Array<Record<string, unknown>>).find((m) => m.m_menu_nama === name);
  if (!item) {
    throw new Error(`no item ${name} at the outlet`);
  }
  const body = {
    m_menu_nama: item.m_menu_nama,
    m_menu_m_kategori_id: item.m_menu_m_kategori_id,
    m_menu_harga: item.m_menu_harga,
    harga: item.harga,
    m_menu_tax: item.m_menu_tax,
    m_menu_sc: item.m_menu_sc,
    m_menu_qr: item.m_menu_qr,
    m_menu_active: item.m_menu_active,
    ...change,
  };
  return a.call("POST", `/api/admin/menu/${item.m_menu_id}`, { as: "owner", body });
};
const outletRow = async (name: string) =>
  (
    await a.db.execute<{ price: number; active: boolean; name: string }>(
      sql`select m_menu_nama as name, m_menu_harga as price, m_menu_active as active from m_menu where m_w_id = ${demo} and m_menu_nama = ${name}`,
    )
  ).rows[0];

describe("head office's chain menu", () => {
  it("links the outlets' menus into chain items; an outlet in another currency keeps its price as head office's override", async () => {
    const linked = await hq.hqCall("POST", "/api/hq/menu/link", { as: "owner" });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.data.created).toBeGreaterThan(0);
    // Air Mineral is on both outlets' menus: Rp 4.000 at Waroeng Demo, RM 2.00 at the KL outlet.
    const air = await chainItem("Air Mineral");
    expect(air).toMatchObject({ price: 4000, currency: "Rp" });
    expect(air.outlets.map((o) => o.m_w_id).sort()).toEqual([demo, kl].sort());
    expect(air.outlets.find((o) => o.m_w_id === kl)?.overrides).toEqual([
      { field: "price", source: "hq", value: expect.objectContaining({ price: 200 }) },
    ]);
    expect(air.outlets.find((o) => o.m_w_id === demo)?.overrides).toEqual([]);
  });

  it("a price changed once at head office reaches the outlet's till at its next pull; the ringgit outlet keeps its own", async () => {
    const air = await chainItem("Air Mineral");
    const res = await hq.hqCall("POST", `/api/hq/menu/${air.hq_menu_item_id}`, { as: "owner", body: { price: 4500, prices: [] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await chainItem("Air Mineral");
    expect(after.price).toBe(4500);
    expect(after.outlets.find((o) => o.m_w_id === kl)?.price).toBe(200);
    expect(await tillPrice("Air Mineral")).toBe(4000); // not before the outlet pulls
    await pull();
    expect(await tillPrice("Air Mineral")).toBe(4500);
  });

  it("an outlet's own price stays through a pull when head office changed another field, and head office sees it", async () => {
    const saved = await outletSave("Es Teh Manis", { m_menu_harga: 5500, harga: [] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const teh = await chainItem("Es Teh Manis");
    // Head office turns the item off and on again (the active field): the outlet's price is untouched.
    expect((await hq.hqCall("POST", `/api/hq/menu/${teh.hq_menu_item_id}`, { as: "owner", body: { active: false } })).status).toBe(200);
    await pull();
    expect(await outletRow("Es Teh Manis")).toMatchObject({ price: 5500, active: false });
    expect((await hq.hqCall("POST", `/api/hq/menu/${teh.hq_menu_item_id}`, { as: "owner", body: { active: true } })).status).toBe(200);
    await pull();
    expect(await outletRow("Es Teh Manis")).toMatchObject({ price: 5500, active: true });
    expect(await tillPrice("Es Teh Manis")).toBe(5500);
    // The outlet reported its own price: head office shows who overrides what.
    const demoRow = (await chainItem("Es Teh Manis")).outlets.find((o) => o.m_w_id === demo);
    expect(demoRow?.overrides).toContainEqual({ field: "price", source: "outlet", value: 5500 });
  });

  it("head office's change of that same field wins over the outlet's own value", async () => {
    const teh = await chainItem("Es Teh Manis");
    expect(
      (await hq.hqCall("POST", `/api/hq/menu/${teh.hq_menu_item_id}`, { as: "owner", body: { price: 6000, prices: [] } })).status,
    ).toBe(200);
    await pull();
    expect(await outletRow("Es Teh Manis")).toMatchObject({ price: 6000 });
    expect(await tillPrice("Es Teh Manis")).toBe(6000);
    const demoRow = (await chainItem("Es Teh Manis")).outlets.find((o) => o.m_w_id === demo);
    expect(demoRow?.overrides.filter((o) => o.source === "outlet")).toEqual([]);
  });

  it("the outlet's back office refuses a field head office keeps (the name), with the reason; the policy can open it", async () => {
    const refused = await outletSave("Es Teh Manis", { m_menu_nama: "Es Teh Manis Jumbo" });
    expect(refused.status).toBe(403);
    expect(refused.body.meta.message).toBe("Nama diatur kantor pusat dan tidak dapat diubah di outlet.");
    expect((await outletRow("Es Teh Manis"))?.name).toBe("Es Teh Manis");
    const taxRefused = await outletSave("Es Teh Manis", { m_menu_tax: false });
    expect(taxRefused.status).toBe(403);
    // The area manager may not set the chain's policy; the owner opens the name to outlets.
    const policy = { policy: [{ field: "name", outlet_may_edit: true }] };
    expect((await hq.hqCall("POST", "/api/hq/menu/policy", { as: "area", body: policy })).status).toBe(403);
    expect((await hq.hqCall("POST", "/api/hq/menu/policy", { as: "owner", body: policy })).status).toBe(200);
    await pull();
    expect((await outletSave("Es Teh Manis", { m_menu_nama: "Es Teh Manis Jumbo" })).status).toBe(200);
  });

  it("an area manager sees and edits only their outlets: another's is refused, their edit is an override there", async () => {
    // The area manager runs Waroeng Demo only.
    const air = await chainItem("Air Mineral", "area");
    expect(air.outlets.map((o) => o.m_w_id)).toEqual([demo]);
    const other = await hq.hqCall("POST", `/api/hq/menu/${air.hq_menu_item_id}`, { as: "area", body: { price: 4700, outlets: [kl] } });
    expect(other.status).toBe(403);
    const own = await hq.hqCall("POST", `/api/hq/menu/${air.hq_menu_item_id}`, { as: "area", body: { price: 4700 } });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const after = await chainItem("Air Mineral");
    expect(after.price).toBe(4500); // the chain value stays the owner's
    expect(after.outlets.find((o) => o.m_w_id === demo)).toMatchObject({
      price: 4700,
      overrides: [expect.objectContaining({ field: "price", source: "hq" })],
    });
    // A later chain-wide price leaves the area manager's override alone, until it is cleared.
    expect((await hq.hqCall("POST", `/api/hq/menu/${air.hq_menu_item_id}`, { as: "owner", body: { price: 4800 } })).status).toBe(200);
    expect((await chainItem("Air Mineral")).outlets.find((o) => o.m_w_id === demo)?.price).toBe(4700);
    const cleared = await hq.hqCall("DELETE", `/api/hq/menu/${air.hq_menu_item_id}/outlets/${demo}/overrides/price`, { as: "area" });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect((await chainItem("Air Mineral")).outlets.find((o) => o.m_w_id === demo)?.price).toBe(4800);
    expect((await hq.hqCall("DELETE", `/api/hq/menu/${air.hq_menu_item_id}/outlets/${kl}/overrides/price`, { as: "area" })).status).toBe(
      403,
    );
    expect((await hq.hqCall("GET", "/api/hq/menu", { as: "akuntan" })).status).toBe(403);
  });
});
