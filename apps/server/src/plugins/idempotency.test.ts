/**
 * Retries never add twice: the same line-changing call sent again with one
 * `Idempotency-Key` — after a lost reply, or twice at once — changes the order once and answers
 * the first reply again. Refused calls leave nothing behind (rows compared).
 */
import { ACCESS_MSG } from "@waroeng/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dishes, idempotencyKeys, orderLines } from "../db/schema/index.ts";
import { addUnits, menuIdOf, openNote, sendToKitchen } from "../modules/orders/orders.test-helpers.ts";
import { buildStall, type Stall } from "../test/factories.ts";
import { createTestApp, type JsonBody, type TestApp } from "../test/harness.ts";

let t: TestApp;
let stall: Stall;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 1", "Meja 2", "Meja 3", "Meja 4", "Meja 5", "Meja 6", "Meja 7", "Meja 8"], {
    "Es Teh Manis": { price: 5_000, pickup: "minum" },
    "Nasi Putih": { price: 6_000, serviceCharged: false },
  });
});
afterAll(async () => {
  await t.close();
});

/** A call with an Idempotency-Key header, as the web app sends each tap. */
async function keyed(method: "GET" | "POST", url: string, key: string, body?: unknown, as = "kasir") {
  const res = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${await t.login(as)}`, "idempotency-key": key },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
  return { status: res.statusCode, body: res.json() as JsonBody, replayed: res.headers["idempotent-replayed"] === "true" };
}

const addBody = async (orderId: number, item = stall.item("Es Teh Manis")) => ({
  tmp_transaction_detail_m_produk_id: await menuIdOf(t.db, item),
  tmp_transaction_detail_tmp_transaction_id: orderId,
  tmp_transaction_detail_production_status: 0,
  transactionId: orderId,
});

async function lines(orderId: number) {
  return t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
}

const ADD = "/api/m-transaction-meja/add-menu";

describe("add-menu with an Idempotency-Key", () => {
  it("adds one unit when the same tap is sent twice, and answers the first reply again", async () => {
    const order = await openNote(t, { table: stall.table("Meja 1") });
    const body = await addBody(order);
    const first = await keyed("POST", ADD, "tap-1", body);
    const retry = await keyed("POST", ADD, "tap-1", body);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect([first.replayed, retry.replayed]).toEqual([false, true]);
    expect((await lines(order)).map((l) => l.qty)).toEqual([1]);
    // A new tap (new key) adds the next unit.
    expect((await keyed("POST", ADD, "tap-2", body)).status).toBe(201);
    expect((await lines(order)).map((l) => l.qty)).toEqual([2]);
  });

  it("adds one unit when duplicates arrive at once", async () => {
    const order = await openNote(t, { table: stall.table("Meja 2") });
    const body = await addBody(order);
    const replies = await Promise.all(Array.from({ length: 6 }, () => keyed("POST", ADD, "burst-1", body)));
    expect(replies.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(replies.filter((r) => !r.replayed)).toHaveLength(1);
    for (const r of replies) {
      expect(r.body).toEqual(replies[0]?.body);
    }
    expect((await lines(order)).map((l) => l.qty)).toEqual([1]);
  });

  it("keeps keys per user: the same key from two cashiers is two taps", async () => {
    const order = await openNote(t, { table: stall.table("Meja 3") });
    const body = await addBody(order);
    expect((await keyed("POST", ADD, "shared", body, "kasir")).replayed).toBe(false);
    expect((await keyed("POST", ADD, "shared", body, "wbd")).replayed).toBe(false);
    expect((await lines(order)).map((l) => l.qty)).toEqual([2]);
  });

  it("refuses a key reused for another call or body (422) and a malformed key (422), changing nothing", async () => {
    const order = await openNote(t, { table: stall.table("Meja 4") });
    expect((await keyed("POST", ADD, "once", await addBody(order))).status).toBe(201);
    const before = { lines: await lines(order), keys: await t.db.select().from(idempotencyKeys) };
    const other = await keyed("POST", ADD, "once", await addBody(order, stall.item("Nasi Putih")));
    expect(other.status).toBe(422);
    expect(other.body.meta.message).toBe(ACCESS_MSG.IDEMPOTENCY_KEY_REUSED);
    for (const bad of ["", "x".repeat(101), "spasi tidak boleh", "kunci/garis"]) {
      const res = await keyed("POST", ADD, bad, await addBody(order));
      expect(res.status, bad).toBe(422);
      expect(res.body.meta.message).toBe(ACCESS_MSG.IDEMPOTENCY_KEY_INVALID);
    }
    expect({ lines: await lines(order), keys: await t.db.select().from(idempotencyKeys) }).toEqual(before);
  });

  it("keeps nothing for a refused call: the key is free for the retry", async () => {
    const res = await keyed("POST", ADD, "refused-1", await addBody(999_999));
    expect(res.status).toBe(404);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "refused-1"))).toEqual([]);
  });

  it("forgets a key after its 24 hours: the same key is then a new tap", async () => {
    const order = await openNote(t, { table: stall.table("Meja 5") });
    const body = await addBody(order);
    await keyed("POST", ADD, "old-tap", body);
    await t.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(idempotencyKeys.key, "old-tap"));
    expect((await keyed("POST", ADD, "old-tap", body)).replayed).toBe(false);
    expect((await lines(order)).map((l) => l.qty)).toEqual([2]);
  });

  it("sweeps a user's expired keys when a new one is claimed", async () => {
    const order = await openNote(t, { table: stall.table("Meja 6") });
    await keyed("POST", ADD, "sweep-a", await addBody(order));
    await t.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(idempotencyKeys.key, "sweep-a"));
    await keyed("POST", ADD, "sweep-b", await addBody(order));
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "sweep-a"))).toEqual([]);
  });
});

describe("reduce-menu and set-production with an Idempotency-Key", () => {
  it("removes one unit for a repeated reduce tap", async () => {
    const order = await openNote(t, { table: stall.table("Meja 7") });
    await addUnits(t, order, stall.item("Es Teh Manis"), 3);
    const lineId = (await lines(order))[0]?.id;
    const body = { tmp_transaction_detail_id: lineId, role_user: "kasir" };
    const first = await keyed("POST", "/api/m-transaction-meja/reduce-menu", "minus-1", body);
    const retry = await keyed("POST", "/api/m-transaction-meja/reduce-menu", "minus-1", body);
    expect([first.status, retry.status, retry.replayed]).toEqual([200, 200, true]);
    expect((await lines(order)).map((l) => l.qty)).toEqual([2]);
  });

  it("sends to the kitchen once for a repeated ORDER KE PRODUKSI", async () => {
    const order = await openNote(t, { table: stall.table("Meja 8") });
    await addUnits(t, order, stall.item("Es Teh Manis"), 2);
    const url = `/api/m-transaction-meja/set-production/${order}`;
    const [a, b] = await Promise.all([keyed("GET", url, "send-1"), keyed("GET", url, "send-1")]);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(a.body).toEqual(b.body);
    expect(a.body.data.resend).toBe(false);
    const sent = await t.db.select().from(dishes).where(eq(dishes.orderId, order));
    expect(sent).toHaveLength(2);
    // Without a key, the next press is a resend as before (nothing new to send).
    expect((await sendToKitchen(t, order)).resend).toBe(true);
  });
});
