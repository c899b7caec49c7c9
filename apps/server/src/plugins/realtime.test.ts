import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { dishes, menuItems, sessions } from "../db/schema/index.ts";
import { LISTENER_APP_NAME, MAX_EVENT_IDS, notifyChange } from "../lib/events.ts";
import { addUnits, menuIdOf, openNote, outletIdOf, sendToKitchen, tableIdOf } from "../modules/orders/orders.test-helpers.ts";
import { buildScreen, buildStall, buildStation, type Stall } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { openStream, waitForEvents } from "../test/streams.ts";
import { hashToken } from "./auth.ts";

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** An event without the order it carries (checked on its own below). */
function withoutOrder(event: unknown): unknown {
  const { order: _order, ...rest } = event as Record<string, unknown>;
  return rest;
}

type Json = Record<string, unknown>;

/** A fresh session of `email` (not the harness's cached one), as its token. */
async function freshToken(t: TestApp, email: string): Promise<string> {
  const res = await t.call("POST", "/api/login", { body: { email, password: "demo12345" } });
  return res.body.data.token as string;
}

describe("live events (DESIGN §1: SSE fed by LISTEN/NOTIFY)", () => {
  let t: TestApp;
  let stall: Stall;
  /** A drinks screen: the drinks station for dine in and take away on the left, for platforms on the right. */
  let barName: string;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    stall = await buildStall(t, ["Meja 3", "Meja 4", "Meja 5"]);
    const drinks = (await buildStation(t, { categories: [stall.menu.type("minum").categoryId] })).stationId;
    barName = (
      await buildScreen(t, {
        left: { stations: [drinks], transactionTypeIds: [1, 2] },
        right: { stations: [drinks], transactionTypeIds: [3, 4, 5, 6, 7] },
      })
    ).name;
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses a stream without a valid session, and no longer takes the token from the URL", async () => {
    expect((await openStream(`${base}/api/events`)).status).toBe(401);
    expect((await openStream(`${base}/api/events`, bearer("nope"))).status).toBe(401);
    const token = await t.login("dapur");
    expect((await openStream(`${base}/api/events?token=${token}`)).status).toBe(401);
  });

  it("delivers a committed change to the outlet's screens only", async () => {
    const stream = await openStream(`${base}/api/events`, bearer(await t.login("dapur")));
    await notifyChange(t.db, 2, { topic: "orders" }); // another outlet: not delivered here
    await t.db.transaction(async (tx) => notifyChange(tx, 1, { topic: "dishes" }));
    expect(await waitForEvents(stream, 2)).toEqual([{ topic: "hello" }, { topic: "dishes" }]);
    stream.close();
  });

  it("carries the ids that changed, and leaves out a list too long for NOTIFY (= every one)", async () => {
    const stream = await openStream(`${base}/api/events`, bearer(await t.login("dapur")));
    const many = Array.from({ length: MAX_EVENT_IDS + 1 }, (_, i) => 1_000_000_000 + i);
    await notifyChange(t.db, 1, { topic: "dishes", orderId: 7, dishIds: [3, 4, 3], menuTypeIds: many });
    expect(await waitForEvents(stream, 2)).toEqual([{ topic: "hello" }, { topic: "dishes", orderId: 7, dishIds: [3, 4] }]);
    stream.close();
  });

  it("tells the screens which order, tables, dishes and menu types a change touched", async () => {
    const stream = await openStream(`${base}/api/events`, bearer(await t.login("dapur")));
    const orderId = await openNote(t, { table: stall.table("Meja 3") });
    await addUnits(t, orderId, stall.item("Es Teh Manis"));
    await sendToKitchen(t, orderId);
    const esTeh = (
      await t.db
        .select()
        .from(menuItems)
        .where(eq(menuItems.id, await menuIdOf(t.db, stall.item("Es Teh Manis"))))
    )[0];
    const dish = (await t.db.select().from(dishes).where(eq(dishes.orderId, orderId)))[0];
    expect((await waitForEvents(stream, 5)).map(withoutOrder)).toEqual([
      { topic: "hello" },
      { topic: "orders", orderId, tableIds: [await tableIdOf(t.db, stall.table("Meja 3"))] },
      { topic: "orders", orderId },
      { topic: "orders", orderId },
      { topic: "dishes", orderId, menuTypeIds: [esTeh?.menuTypeId] },
    ]);
    expect((await t.call("GET", `/api/m-dish-status/set-ready/${dish?.id}`, { as: "dapur" })).status).toBe(200);
    expect(withoutOrder((await waitForEvents(stream, 6))[5])).toEqual({
      topic: "dishes",
      orderId,
      dishIds: [dish?.id],
      menuTypeIds: [esTeh?.menuTypeId],
    });
    expect((await t.call("GET", `/api/m-dish-status/set-served/${dish?.id}`, { as: "pelayan" })).status).toBe(200);
    const deliver = () => t.call("GET", "/api/m-dish-status/set-delivered", { as: "pelayan", query: { transaction_id: String(orderId) } });
    expect((await deliver()).body.data.delivered).toBe(1);
    // A repeated tap delivers nothing and sends no event.
    expect((await deliver()).body.data.delivered).toBe(0);
    await notifyChange(t.db, 1, { topic: "cash" });
    expect((await waitForEvents(stream, 9)).slice(6).map(withoutOrder)).toEqual([
      { topic: "dishes", orderId, dishIds: [dish?.id], menuTypeIds: [esTeh?.menuTypeId] },
      { topic: "dishes", orderId, dishIds: [dish?.id] },
      { topic: "cash" },
    ]);
    stream.close();
  });

  it("sends with a dish change the order as the lists show it after the change, to that outlet's screens only", async () => {
    const stream = await openStream(`${base}/api/events`, bearer(await t.login("dapur")));
    const elsewhere = await openStream(`${base}/api/events`, bearer(await freshToken(t, "kasir.kl@demo.test")));
    const orderId = await openNote(t, { table: stall.table("Meja 5"), customer: "Live Order" });
    await addUnits(t, orderId, stall.item("Es Teh Manis"), 2);
    await sendToKitchen(t, orderId);
    const sent = (await waitForEvents(stream, 6))[5] as Json & { order: { nota: Json; dishes: Json[] } };
    expect(sent.topic).toBe("dishes");
    // The order's dishes as the kitchen reads them, and its nota as the pickup card shows it.
    const listed = await t.call("GET", `/api/m-dish-status/by-transaction/${orderId}`, { as: "dapur" });
    expect(sent.order.dishes).toEqual(listed.body.data);
    const pickup = await t.call("POST", "/api/m-dish-status/ready-by-type", {
      as: "pelayan",
      query: { page: "1" },
      body: { type: "minum" },
    });
    const card = pickup.body.data.data.find((n: Json) => n.m_transaction_table_id === orderId);
    const { all_served: _served, m_dish_status: _dishes, ...header } = card;
    expect(sent.order.nota).toEqual(header);
    expect(sent.order.nota.m_transaction_table_customer_name).toBe("Live Order");
    // A dish made ready: the event carries the dish as it is now.
    const first = listed.body.data[0] as Json;
    expect((await t.call("GET", `/api/m-dish-status/set-ready/${first.id}`, { as: "dapur" })).status).toBe(200);
    const ready = (await waitForEvents(stream, 7))[6] as { order: { dishes: Json[] } };
    expect(ready.order.dishes.map((d) => [d.id, d.is_ready])).toEqual(
      listed.body.data.map((d: Json, i: number) => [d.id, i === 0 ? 1 : 0]),
    );
    // Another outlet's screen hears nothing of it.
    await notifyChange(t.db, await outletIdOf(t.db, "DEMO-KL"), { topic: "cash" });
    expect(await waitForEvents(elsewhere, 2)).toEqual([{ topic: "hello" }, { topic: "cash" }]);
    stream.close();
    elsewhere.close();
  });

  it("tells the production screens of a plotting change and of a card bump (one event for its dishes)", async () => {
    const stream = await openStream(`${base}/api/events`, bearer(await t.login("dapur")));
    const bar = (await t.call("GET", "/api/m-layar-produksi/all", { as: "dapur" })).body.data.find(
      (s: { layar_name: string }) => s.layar_name === barName,
    );
    const [left, right] = bar.plotting.map((p: Record<string, string>) => ({
      plot: JSON.parse(p.m_plotting_type_plot_produksi_id ?? "[]"),
      type: JSON.parse(p.m_plotting_type_transaction_id ?? "[]"),
    }));
    const saved = await t.call("POST", "/api/plot-produksi/set", {
      as: "dapur",
      body: {
        id: bar.id,
        left_plot_produksi: left.plot,
        left_type_transaction: left.type,
        right_plot_produksi: right.plot,
        right_type_transaction: right.type,
      },
    });
    expect(saved.status).toBe(200);
    const orderId = await openNote(t, { table: stall.table("Meja 4") });
    await addUnits(t, orderId, stall.item("Es Jeruk"), 2);
    await sendToKitchen(t, orderId);
    const made = await t.db.select().from(dishes).where(eq(dishes.orderId, orderId));
    const bumped = await t.call("POST", "/api/m-dish-status/bump", { as: "dapur", body: { m_dish_status_id: made.map((d) => d.id) } });
    expect(bumped.status).toBe(200);
    const events = await waitForEvents(stream, 8);
    expect(events[1]).toEqual({ topic: "plotting" });
    expect(events[7]).toEqual({
      topic: "dishes",
      dishIds: made.map((d) => d.id).sort((a, b) => a - b),
      menuTypeIds: [made[0]?.menuTypeId],
    });
    stream.close();
  });

  it("sends nothing for a change that rolled back", async () => {
    const stream = await openStream(`${base}/api/events`, bearer(await t.login("dapur")));
    await t.db
      .transaction(async (tx) => {
        await notifyChange(tx, 1, { topic: "orders" });
        throw new Error("rollback");
      })
      .catch(() => {});
    await notifyChange(t.db, 1, { topic: "cash" });
    expect(await waitForEvents(stream, 2)).toEqual([{ topic: "hello" }, { topic: "cash" }]);
    stream.close();
  });

  it("authenticates the stream with the web app's session cookie", async () => {
    const token = await freshToken(t, "pelayan@demo.test");
    const stream = await openStream(`${base}/api/events`, { cookie: `waroeng_session=${token}` });
    expect(stream.status).toBe(200);
    expect(stream.events).toEqual([{ topic: "hello" }]);
    stream.close();
  });

  it("closes the stream when its session logs out, and keeps the other sessions' streams", async () => {
    const token = await freshToken(t, "dapur@demo.test");
    const mine = await openStream(`${base}/api/events`, bearer(token));
    const other = await openStream(`${base}/api/events`, bearer(await t.login("kasir")));
    expect((await t.call("POST", "/api/logout", { as: token })).status).toBe(200);
    await mine.ended;
    await notifyChange(t.db, 1, { topic: "orders" });
    expect(await waitForEvents(other, 2)).toEqual([{ topic: "hello" }, { topic: "orders" }]);
    expect(mine.events).toEqual([{ topic: "hello" }]);
    other.close();
  });

  it("closes the stream when the session logs out through another server process", async () => {
    const token = await freshToken(t, "kacab@demo.test");
    const stream = await openStream(`${base}/api/events`, bearer(token));
    const second = await buildApp({ db: t.db });
    try {
      const res = await second.inject({ method: "POST", url: "/api/logout", headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(await stream.ended).toEqual([{ topic: "hello" }]);
    } finally {
      await second.close();
    }
  });

  it("closes the stream when its session expires", async () => {
    const token = await freshToken(t, "wbd@demo.test");
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const stream = await openStream(`${base}/api/events`, bearer(token));
    expect(stream.status).toBe(200);
    expect(await stream.ended).toEqual([{ topic: "hello" }]);
    expect((await t.call("GET", "/api/user", { as: token })).status).toBe(401);
  });

  it("refuses an expired and a revoked session with 401 on the stream and on the API", async () => {
    const expired = await freshToken(t, "opp@demo.test");
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(expired)));
    const revoked = await freshToken(t, "opp@demo.test");
    await t.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.tokenHash, hashToken(revoked)));
    for (const token of [expired, revoked]) {
      expect((await openStream(`${base}/api/events`, bearer(token))).status).toBe(401);
      expect((await openStream(`${base}/api/events`, { cookie: `waroeng_session=${token}` })).status).toBe(401);
      const api = await t.call("GET", "/api/user", { as: token });
      expect(api.status).toBe(401);
      expect(api.body.meta.message).toBe("Sesi berakhir, silakan login kembali");
    }
  });
});

describe("live events re-check their sessions", () => {
  it("closes a stream whose session was revoked without a notice (re-check at the ping)", async () => {
    const t = await createTestApp({ eventsPingMs: 100 });
    try {
      const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
      const token = await freshToken(t, "dapur@demo.test");
      const stream = await openStream(`${base}/api/events`, bearer(token));
      await t.db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(eq(sessions.tokenHash, hashToken(token)));
      expect(await stream.ended).toEqual([{ topic: "hello" }]);
    } finally {
      await t.close();
    }
  });
});

describe("live events survive a lost LISTEN connection", () => {
  it("tells the screens it is offline, reconnects with backoff, sends resync, then delivers again", async () => {
    const t = await createTestApp();
    try {
      const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
      const stream = await openStream(`${base}/api/events`, bearer(await t.login("dapur")));
      const killed = await t.db.execute(
        sql`select pg_terminate_backend(pid) as done from pg_stat_activity where application_name = ${LISTENER_APP_NAME} and datname = current_database()`,
      );
      expect(killed.rows).toEqual([{ done: true }]);
      expect(await waitForEvents(stream, 3)).toEqual([{ topic: "hello" }, { topic: "offline" }, { topic: "resync" }]);
      await notifyChange(t.db, 1, { topic: "dishes", orderId: 5 });
      expect(await waitForEvents(stream, 4)).toEqual([
        { topic: "hello" },
        { topic: "offline" },
        { topic: "resync" },
        { topic: "dishes", orderId: 5 },
      ]);
      stream.close();
    } finally {
      await t.close();
    }
  });
});
