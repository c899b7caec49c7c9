/**
 * The offline outbox's routes replay, never repeat: the web queues add-menu, the dish
 * toggles (set-ready, set-served) and the line note (customMenu) with an `Idempotency-Key` and sends
 * them when the connection returns; a send whose reply was lost is sent again with the same key and
 * must change nothing the second time, even after later taps changed the same rows.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dishes, orderLines } from "../db/schema/index.ts";
import { addUnits, openNote, sendToKitchen } from "../modules/orders/orders.test-helpers.ts";
import { buildStall, type Stall } from "../test/factories.ts";
import { createTestApp, type JsonBody, type TestApp } from "../test/harness.ts";

let t: TestApp;
let stall: Stall;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 4", "Meja 5", "Meja 6"], {
    "Ayam Bakar": { price: 20_000 },
    "Es Teh Manis": { price: 5_000, pickup: "minum" },
  });
});
afterAll(async () => {
  await t.close();
});

async function keyed(method: "GET" | "POST", url: string, key: string, as: string, body?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${await t.login(as)}`, "idempotency-key": key },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
  return { status: res.statusCode, body: res.json() as JsonBody, replayed: res.headers["idempotent-replayed"] === "true" };
}

async function dishOf(orderId: number) {
  const [dish] = await t.db.select().from(dishes).where(eq(dishes.orderId, orderId)).orderBy(asc(dishes.id));
  if (!dish) {
    throw new Error("no dish");
  }
  return dish;
}

describe("the outbox's dish toggles are idempotent", () => {
  it("a replayed set-ready answers its first reply and does not undo a later set-not-ready", async () => {
    const id = await openNote(t, { table: stall.table("Meja 4") });
    await addUnits(t, id, stall.item("Es Teh Manis"), 1);
    await sendToKitchen(t, id);
    const dish = await dishOf(id);
    const first = await keyed("GET", `/api/m-dish-status/set-ready/${dish.id}`, "ready-1", "dapur");
    expect(first.status).toBe(200);
    expect((await dishOf(id)).isReady).toBe(1);
    expect((await keyed("GET", `/api/m-dish-status/set-not-ready/${dish.id}`, "not-ready-1", "dapur")).status).toBe(200);
    const replay = await keyed("GET", `/api/m-dish-status/set-ready/${dish.id}`, "ready-1", "dapur");
    expect(replay.replayed).toBe(true);
    expect(replay.body).toEqual(first.body);
    expect((await dishOf(id)).isReady).toBe(0);
  });

  it("a replayed set-served does not serve again after set-not-served", async () => {
    const id = await openNote(t, { table: stall.table("Meja 5") });
    await addUnits(t, id, stall.item("Es Teh Manis"), 1);
    await sendToKitchen(t, id);
    const dish = await dishOf(id);
    await keyed("GET", `/api/m-dish-status/set-ready/${dish.id}`, "r-2", "dapur");
    expect((await keyed("GET", `/api/m-dish-status/set-served/${dish.id}`, "served-2", "pelayan")).status).toBe(200);
    expect((await keyed("GET", `/api/m-dish-status/set-not-served/${dish.id}`, "not-served-2", "pelayan")).status).toBe(200);
    const replay = await keyed("GET", `/api/m-dish-status/set-served/${dish.id}`, "served-2", "pelayan");
    expect(replay.replayed).toBe(true);
    expect((await dishOf(id)).isServed).toBe(0);
  });
});

describe("the outbox's line note is idempotent", () => {
  it("a replayed customMenu splits the line once", async () => {
    const id = await openNote(t, { table: stall.table("Meja 6") });
    await addUnits(t, id, stall.item("Ayam Bakar"), 3);
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, id));
    const body = { tmp_transaction_detail_id: line?.id, qty: 1, custom_menu: "tidak pedas", takeaway_status: 0 };
    const first = await keyed("POST", "/api/m-transaction-meja/customMenu", "note-1", "kasir", body);
    expect(first.status).toBe(200);
    const replay = await keyed("POST", "/api/m-transaction-meja/customMenu", "note-1", "kasir", body);
    expect(replay.replayed).toBe(true);
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.id));
    expect(lines.map((l) => [l.qty, l.customMenu])).toEqual([
      [2, ""],
      [1, "tidak pedas"],
    ]);
  });
});
