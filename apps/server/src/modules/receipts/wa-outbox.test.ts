/**
 * The WhatsApp adapter and outbox against a local gateway on 127.0.0.1:
 * the call's shape, a refusal, a failing gateway that succeeds on retry without a second send,
 * giving up after the last attempt, and two workers racing for one row.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { users, waOutbox } from "../../db/schema/index.ts";
import { createTestDb, type TestDb } from "../../test/harness.ts";
import { outletIdOf } from "../payment/payment.factory.ts";
import { type LocalGateway, startLocalGateway } from "./receipts.fixture.ts";
import { createGateway, type WaGateway } from "./wa-gateway.ts";
import { attemptDue, drainDue, enqueueWa, type WaRetryPolicy } from "./wa-outbox.ts";

let t: TestDb;
let gw: LocalGateway;
let gateway: WaGateway;
let outletId: number;
let userId: number;
const policy: WaRetryPolicy = { maxAttempts: 3, baseDelayMs: 60_000 };

beforeAll(async () => {
  t = await createTestDb();
  gw = await startLocalGateway();
  gateway = createGateway({ url: gw.url, token: "secret-token", countryCode: "62", timeoutMs: 5000 });
  outletId = await outletIdOf(t.db);
  userId = (await t.db.select({ id: users.id }).from(users).where(eq(users.outletId, outletId)).limit(1))[0]?.id ?? 0;
});

afterAll(async () => {
  await gw.close();
  await t.close();
});

beforeEach(() => {
  gw.calls.length = 0;
  gw.script.length = 0;
});

const queue = (phone: string, message = "Halo") =>
  enqueueWa(t.db, { outletId, closedTransactionId: null, kind: "test", phone, message, userId }, true);

/**
 * A clock just past the moment `row` became due: the database stamps it in microseconds, which can
 * be later than this process's millisecond `Date.now()` taken in the same instant.
 */
const dueClock = (row: { nextAttemptAt: Date }) => Math.max(Date.now(), row.nextAttemptAt.getTime() + 1);

describe("WhatsApp gateway adapter", () => {
  it("posts the Fonnte/Wablas form with the token in the Authorization header", async () => {
    const result = await gateway.send({ phone: "081234567890", message: "Struk *Waroeng*" });
    expect(result).toEqual({ ok: true, error: "" });
    expect(gw.calls).toHaveLength(1);
    expect(gw.calls[0]?.authorization).toBe("secret-token");
    expect(gw.calls[0]?.form).toEqual({ target: "6281234567890", phone: "6281234567890", message: "Struk *Waroeng*", countryCode: "62" });
    expect(gw.url).not.toContain("secret-token");
  });

  it("reads a refusal from a 200 body with status false, and an HTTP error", async () => {
    gw.script.push({ status: 200, body: '{"status":false,"reason":"invalid token"}' }, { status: 503, body: "down" });
    expect(await gateway.send({ phone: "6281234567890", message: "x" })).toEqual({ ok: false, error: "HTTP 200: invalid token" });
    expect(await gateway.send({ phone: "6281234567890", message: "x" })).toEqual({ ok: false, error: "HTTP 503" });
  });

  it("a gateway that is not listening is a failed attempt, not a crash", async () => {
    const closed = await startLocalGateway();
    await closed.close();
    const down = createGateway({ url: closed.url, token: "t", countryCode: "62", timeoutMs: 2000 });
    const result = await down.send({ phone: "6281234567890", message: "x" });
    expect(result.ok).toBe(false);
    expect(result.error).not.toBe("");
  });
});

describe("WhatsApp outbox", () => {
  it("a failing gateway gets the send again after the backoff, and it goes out once", async () => {
    const row = await queue("081111111111", "retry me");
    gw.script.push({ status: 500, body: '{"status":false,"reason":"device offline"}' });
    const t0 = new Date(dueClock(row));
    const first = await attemptDue(t.db, gateway, policy, { id: row.id, now: t0 });
    expect(first).toMatchObject({ state: "queued", attempts: 1, lastError: "HTTP 500: device offline" });
    expect(first?.nextAttemptAt.getTime()).toBe(t0.getTime() + 60_000);
    // Not due before the backoff: nothing is sent.
    expect(await drainDue(t.db, gateway, policy, new Date(t0.getTime() + 59_000))).toBe(0);
    expect(gw.calls).toHaveLength(1);
    // After it: sent, once.
    expect(await drainDue(t.db, gateway, policy, new Date(t0.getTime() + 61_000))).toBe(1);
    const [sent] = await t.db.select().from(waOutbox).where(eq(waOutbox.id, row.id));
    expect(sent).toMatchObject({ state: "sent", attempts: 2, lastError: "" });
    expect(sent?.sentAt).not.toBeNull();
    // Later ticks find nothing due: the gateway got exactly one successful call for it.
    expect(await drainDue(t.db, gateway, policy, new Date(t0.getTime() + 3_600_000))).toBe(0);
    const forRow = gw.calls.filter((c) => c.form.message === "retry me");
    expect(forRow.map((c) => c.status)).toEqual([500, 200]);
  });

  it("gives up as failed after the last attempt, backing off 1×, 2× the base", async () => {
    const row = await queue("082222222222", "never");
    gw.script.push(...[1, 2, 3].map(() => ({ status: 500, body: "{}" })));
    const t0 = dueClock(row);
    const a1 = await attemptDue(t.db, gateway, policy, { id: row.id, now: new Date(t0) });
    const a2 = await attemptDue(t.db, gateway, policy, { id: row.id, now: new Date(t0 + 60_000) });
    expect(a2?.nextAttemptAt.getTime()).toBe(t0 + 60_000 + 120_000);
    const a3 = await attemptDue(t.db, gateway, policy, { id: row.id, now: new Date(t0 + 180_000) });
    expect([a1?.state, a2?.state, a3?.state]).toEqual(["queued", "queued", "failed"]);
    expect(a3?.attempts).toBe(3);
    expect(await attemptDue(t.db, gateway, policy, { id: row.id, now: new Date(t0 + 10_000_000) })).toBeNull();
    expect(gw.calls).toHaveLength(3);
  });

  it("two workers racing for one row send it once (row lock, SKIP LOCKED)", async () => {
    const row = await queue("083333333333", "race");
    gw.script.push({ status: 200, body: '{"status":true}', delayMs: 300 });
    const [a, b] = await Promise.all([
      attemptDue(t.db, gateway, policy, { id: row.id }),
      attemptDue(t.db, gateway, policy, { id: row.id }),
    ]);
    expect([a, b].filter((r) => r !== null)).toHaveLength(1);
    expect(gw.calls.filter((c) => c.form.message === "race")).toHaveLength(1);
    const [stored] = await t.db.select().from(waOutbox).where(eq(waOutbox.id, row.id));
    expect(stored).toMatchObject({ state: "sent", attempts: 1 });
  });

  it("without a gateway a send is recorded as not configured and never picked up", async () => {
    const row = await enqueueWa(
      t.db,
      { outletId, closedTransactionId: null, kind: "test", phone: "084444444444", message: "m", userId },
      false,
    );
    expect(row.state).toBe("not_configured");
    expect(await attemptDue(t.db, gateway, policy, { id: row.id })).toBeNull();
    expect(gw.calls).toHaveLength(0);
  });
});
