/**
 * Never paid twice: the same POST /recap-transactions with one
 * `Idempotency-Key` sent 20 times at once, and again after the server restarts (a new app on the
 * same database), yields exactly one payment, every reply being the first one. Without a key, 20
 * parallel payments of one order still make one (the others 409 `Transaksi sudah dibayar`).
 */
import { API_MSG } from "@waroeng/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { closedTransactions, paymentTenders } from "../../db/schema/index.ts";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type JsonBody, type TestApp } from "../../test/harness.ts";
import { cashBody, mainLines, openCash, openOrder } from "./payment.factory.ts";

let t: TestApp;
let stall: Stall;

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 1", "Meja 2", "Meja 3"]);
  await openCash(t, "kasir");
});

afterAll(async () => {
  await t.close();
});

async function keyedPay(app: TestApp["app"], token: string, key: string, body: object) {
  const res = await app.inject({
    method: "POST",
    url: "/api/recap-transactions",
    headers: { authorization: `Bearer ${token}`, "idempotency-key": key },
    payload: body,
  });
  return { status: res.statusCode, body: res.json() as JsonBody };
}

const paymentsOf = (orderId: number) => t.db.select().from(closedTransactions).where(eq(closedTransactions.orderId, orderId));

describe("POST /recap-transactions retried", () => {
  it("20 parallel sends of one keyed payment, then a send after a restart: one payment, the first reply every time", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 1"), items: mainLines(stall) });
    const token = await t.login("kasir");
    const body = cashBody(o.orderId);
    const replies = await Promise.all(Array.from({ length: 20 }, () => keyedPay(t.app, token, "pay-meja1-0001", body)));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(201));
    const ids = new Set(replies.map((r) => r.body.data.rekap_id));
    expect(ids.size).toBe(1);
    const rows = await paymentsOf(o.orderId);
    expect(rows).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(paymentTenders)
        .where(eq(paymentTenders.closedTransactionId, rows[0]?.id ?? 0)),
    ).toHaveLength(1);

    // The server restarts (a new app, same database): the retry still gets the first reply.
    const restarted = await buildApp({ db: t.db });
    try {
      const again = await keyedPay(restarted, token, "pay-meja1-0001", body);
      expect(again.status).toBe(201);
      expect(again.body.data.rekap_id).toBe([...ids][0]);
    } finally {
      await restarted.close();
    }
    expect(await paymentsOf(o.orderId)).toHaveLength(1);
  });

  it("20 parallel payments without a key: exactly one, the rest refused as already paid", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 2"), items: mainLines(stall) });
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => t.call("POST", "/api/recap-transactions", { as: "kasir", body: cashBody(o.orderId) })),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    expect(replies.filter((r) => r.body.meta.message === API_MSG.ALREADY_PAID)).toHaveLength(19);
    expect(await paymentsOf(o.orderId)).toHaveLength(1);
  });

  it("a refused keyed payment leaves nothing, and the corrected retry with a new key pays once", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 3"), items: mainLines(stall) });
    const token = await t.login("kasir");
    const short = await keyedPay(t.app, token, "pay-meja3-0001", cashBody(o.orderId, { nominal_uang: 10_000 }));
    expect(short.body.meta).toMatchObject({ error: 1 });
    expect(await paymentsOf(o.orderId)).toHaveLength(0);
    const ok = await keyedPay(t.app, token, "pay-meja3-0002", cashBody(o.orderId));
    expect(ok.status).toBe(201);
    expect(await paymentsOf(o.orderId)).toHaveLength(1);
  });
});
