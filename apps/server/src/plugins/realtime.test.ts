import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { notifyChange } from "./realtime.ts";

/** Reads server-sent events from `url` until `count` data events arrived. */
function readEvents(url: string, count: number): Promise<{ status: number; events: unknown[] }> {
  return new Promise((resolve, reject) => {
    const events: unknown[] = [];
    const req = http.get(url, (res) => {
      if (res.statusCode !== 200) {
        resolve({ status: res.statusCode ?? 0, events });
        res.resume();
        return;
      }
      let buf = "";
      res.on("data", (chunk: Buffer) => {
        buf += chunk.toString();
        for (const m of buf.matchAll(/^data: (.*)$/gm)) {
          events.push(JSON.parse(m[1] ?? "null"));
        }
        buf = buf.slice(buf.lastIndexOf("\n") + 1);
        if (events.length >= count) {
          req.destroy();
          resolve({ status: 200, events });
        }
      });
    });
    req.on("error", (err) => (events.length >= count ? undefined : reject(err)));
    setTimeout(() => {
      req.destroy();
      resolve({ status: 200, events });
    }, 5000);
  });
}

describe("live events (DESIGN §1: SSE fed by LISTEN/NOTIFY)", () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses a stream without a valid token", async () => {
    const res = await readEvents(`${base}/api/events?token=nope`, 1);
    expect(res.status).toBe(401);
  });

  it("delivers a committed change to the outlet's screens only", async () => {
    const token = await t.login("dapur");
    const pending = readEvents(`${base}/api/events?token=${token}`, 2);
    await new Promise((r) => setTimeout(r, 300));
    await notifyChange(t.db, 2, "orders"); // another outlet: not delivered here
    await t.db.transaction(async (tx) => notifyChange(tx, 1, "dishes"));
    const res = await pending;
    expect(res.events).toEqual([{ topic: "hello" }, { topic: "dishes" }]);
  });

  it("sends nothing for a change that rolled back", async () => {
    const token = await t.login("dapur");
    const pending = readEvents(`${base}/api/events?token=${token}`, 2);
    await new Promise((r) => setTimeout(r, 300));
    await t.db
      .transaction(async (tx) => {
        await notifyChange(tx, 1, "orders");
        throw new Error("rollback");
      })
      .catch(() => {});
    await notifyChange(t.db, 1, "cash");
    const res = await pending;
    expect(res.events).toEqual([{ topic: "hello" }, { topic: "cash" }]);
  });
});
