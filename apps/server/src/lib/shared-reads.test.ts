/**
 * Shared screen reads: the screens of an outlet refetching after one
 * event cost one list query, and no one is answered with a list older than what they can know.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addUnits, openNote, sendToKitchen } from "../modules/orders/orders.test-helpers.ts";
import { buildStall, type Stall } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { openStream, type Stream, waitForEvents } from "../test/streams.ts";
import { LIVE_VERSION_HEADER, SharedReads } from "./shared-reads.ts";

const asker = (reads: SharedReads, sessionId: number, outletId = 1) => ({ outletId, sessionId, liveVersion: reads.version(outletId) });

describe("SharedReads: when a kept read may answer", () => {
  it("shares one read between screens that have seen the current version, until the outlet changes", async () => {
    const reads = new SharedReads();
    reads.setLive(true);
    let runs = 0;
    const list = async () => ++runs;
    expect(await reads.read(asker(reads, 1), "available:", list)).toBe(1);
    expect(await reads.read(asker(reads, 2), "available:", list)).toBe(1);
    expect(await reads.read(asker(reads, 3), "ready-by-type:makan:1", list)).toBe(2); // another list
    reads.changed(1);
    expect(await reads.read(asker(reads, 2), "available:", list)).toBe(3);
    expect(await reads.read(asker(reads, 3), "available:", list)).toBe(3);
    expect(await reads.read(asker(reads, 3, 2), "available:", list)).toBe(4); // another outlet
    expect([reads.hits, reads.misses]).toEqual([2, 4]);
  });

  it("joins a read still under way", async () => {
    const reads = new SharedReads();
    reads.setLive(true);
    let runs = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++runs), 20));
    const answers = await Promise.all([1, 2, 3, 4].map((session) => reads.read(asker(reads, session), "available:", slow)));
    expect(answers).toEqual([1, 1, 1, 1]);
    expect(runs).toBe(1);
  });

  it("reads afresh for a session whose other request finished after the kept read started (its own writes)", async () => {
    const reads = new SharedReads();
    reads.setLive(true);
    let runs = 0;
    const list = async () => ++runs;
    await reads.read(asker(reads, 1), "available:", list);
    reads.otherRequestDone(7); // session 7 tapped Siap: committed before its reply
    expect(await reads.read(asker(reads, 7), "available:", list)).toBe(2);
    expect(await reads.read(asker(reads, 8), "available:", list)).toBe(2); // the newer read is shared
    expect(await reads.read(asker(reads, 7), "available:", list)).toBe(2);
  });

  it("reads afresh without a version, with another process's or a future version, and while the listener is down", async () => {
    const reads = new SharedReads();
    reads.setLive(true);
    let runs = 0;
    const list = async () => ++runs;
    await reads.read(asker(reads, 1), "available:", list);
    const [boot] = reads.version(1).split(".");
    for (const liveVersion of [undefined, "", "abcd1234.0", `${boot}.1`, `${boot}.x`, `${boot}.0${"0".repeat(40)}`]) {
      await reads.read({ outletId: 1, sessionId: 2, liveVersion }, "available:", list);
    }
    expect(runs).toBe(7);
    reads.setLive(false);
    await reads.read(asker(reads, 2), "available:", list);
    await reads.read(asker(reads, 3), "available:", list);
    expect(runs).toBe(9);
  });

  it("does not keep a failed read", async () => {
    const reads = new SharedReads();
    reads.setLive(true);
    await expect(reads.read(asker(reads, 1), "available:", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await reads.read(asker(reads, 2), "available:", async () => "ok")).toBe("ok");
  });
});

describe("shared screen reads over the API", () => {
  let t: TestApp;
  let stall: Stall;
  let base: string;
  let statements = 0;
  const query = pg.Client.prototype.query;
  const screens: Array<{ token: string; stream: Stream }> = [];

  beforeAll(async () => {
    t = await createTestApp();
    stall = await buildStall(t, ["Meja 3", "Meja 4"]);
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    for (let i = 0; i < 3; i++) {
      const res = await t.call("POST", "/api/login", { body: { email: "dapur@demo.test", password: "demo12345" } });
      const token = res.body.data.token as string;
      screens.push({ token, stream: await openStream(`${base}/api/events`, { authorization: `Bearer ${token}` }) });
    }
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      // The session lookup is cached in process (lib/session-cache.ts, 5 s): not counted, so counts do not
      // depend on timing.
      if ((args[0] as { name?: string } | undefined)?.name !== "auth_session") {
        statements++;
      }
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
  });
  afterAll(async () => {
    pg.Client.prototype.query = query;
    for (const s of screens) {
      s.stream.close();
    }
    await t.close();
  });

  /** Hal Tata's list as screen `i` reads it, naming the live version its stream last delivered (or none). */
  const available = async (i: number, withVersion = true) => {
    const screen = screens[i] as (typeof screens)[number];
    const headers: Record<string, string> = { authorization: `Bearer ${screen.token}` };
    if (withVersion && screen.stream.version) {
      headers[LIVE_VERSION_HEADER] = screen.stream.version;
    }
    const res = await t.app.inject({ method: "GET", url: "/api/m-dish-status/available", headers });
    expect(res.statusCode).toBe(200);
    const menus = res.json().data.by_menu as Array<{ m_menu_nama: string; count: number }>;
    return Object.fromEntries(menus.map((m) => [m.m_menu_nama, m.count]));
  };

  it("answers three kitchen screens refetching after one event with one list query", async () => {
    const orderId = await openNote(t, { table: stall.table("Meja 3") });
    await addUnits(t, orderId, stall.item("Es Teh Manis"), 2);
    const fresh = statements;
    await available(0, false);
    const oneRead = statements - fresh;

    const seen = screens.map((s) => s.stream.events.length);
    await sendToKitchen(t, orderId);
    await Promise.all(screens.map((s, i) => waitForEvents(s.stream, (seen[i] ?? 0) + 1)));
    const before = statements;
    const hits = t.app.sharedReads.hits;
    const lists = await Promise.all([0, 1, 2].map((i) => available(i)));
    for (const list of lists) {
      expect(list[stall.item("Es Teh Manis")]).toBe(2);
    }
    expect(t.app.sharedReads.hits - hits).toBe(2);
    // One list read (before the session cache: plus a session lookup for each of the other two screens).
    expect(statements - before).toBe(oneRead);
  });

  it("answers a read without a version afresh: a client that just wrote sees its write at once", async () => {
    // The event of the write below is held back (as if NOTIFY were still on its way to the listener).
    const reads = t.app.sharedReads;
    const changed = reads.changed;
    reads.changed = () => {};
    try {
      await available(0); // kept for the current version
      const orderId = await openNote(t, { table: stall.table("Meja 4") });
      await addUnits(t, orderId, stall.item("Ayam Goreng Dada"), 1);
      await sendToKitchen(t, orderId);
      expect((await available(1, false))[stall.item("Ayam Goreng Dada")]).toBe(1);
      // That fresh answer is kept: a screen naming the version it saw is answered with it.
      const hits = reads.hits;
      expect((await available(2))[stall.item("Ayam Goreng Dada")]).toBe(1);
      expect(reads.hits - hits).toBe(1);
    } finally {
      reads.changed = changed;
    }
  });
});
