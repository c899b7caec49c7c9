/**
 * The push queue (docs/chain-sync.md "Push") fills only while a head office is configured: a stall
 * without one keeps no queue growing with every bill, and one that joins a chain later sends its
 * whole history once.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { cashBody, openCash, openOrder, outletIdOf, pay } from "../payment/payment.factory.ts";
import { issueOutletKey } from "./hq.service.ts";
import { setOutboxQueueing } from "./outbox-switch.ts";
import { OutletSync } from "./outlet.service.ts";
import { injectTransport } from "./sync.test-helpers.ts";

let hq: TestApp;
let stall: TestApp;

beforeAll(async () => {
  hq = await createTestApp({ sync: { role: "hq" } });
  stall = await createTestApp();
});
afterAll(async () => {
  await Promise.all([stall?.close(), hq?.close()]);
});

const queued = async () =>
  (await stall.db.execute(sql`select sync_kind as kind, sync_source_id as id from sync_outbox order by sync_seq`)).rows as Array<{
    kind: string;
    id: number;
  }>;

async function payOne(table: string): Promise<number> {
  const o = await openOrder(stall, {
    table,
    items: [
      { name: "Ayam Goreng Dada", qty: 2 },
      { name: "Es Teh Manis", qty: 1 },
    ],
  });
  return pay(stall, "kasir", cashBody(o.orderId));
}

describe("the push queue follows the head-office setting", () => {
  it("queues nothing at a stall with no head office, its history once a head office is set, and empties when unset", async () => {
    await openCash(stall, "kasir");
    const first = await payOne("Meja 3");
    expect(await queued()).toEqual([]);

    // The box is given a head office (HQ_URL, HQ_OUTLET_KEY) and restarted: the app starts with it.
    const key = await issueOutletKey(hq.db, await outletIdOf(hq.db, "DEMO"));
    const transport = injectTransport(hq.app, key);
    const restarted = await buildApp({ db: stall.db, sync: { transport } });
    try {
      expect(await queued()).toContainEqual({ kind: "bill", id: first });
      const second = await payOne("Meja 4");
      expect((await queued()).filter((q) => q.kind === "bill").map((q) => q.id)).toEqual([first, second]);
      await new OutletSync(stall.db, transport).push();
      const atHq = (await hq.db.execute(sql`select r_t_id as id from hq_bill order by r_t_id`)).rows.map((r) => (r as { id: number }).id);
      expect(atHq).toEqual([first, second]);
      expect(await queued()).toEqual([]);
    } finally {
      await restarted.close();
    }

    // Started again without a head office: nothing queued, whatever is sold.
    expect(await setOutboxQueueing(stall.db, false)).toBe(true);
    await payOne("Meja 5");
    expect(await queued()).toEqual([]);
  });
});
