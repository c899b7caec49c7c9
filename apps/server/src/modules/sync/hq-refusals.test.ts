/**
 * Head office's side of the push (docs/chain-sync.md "Push"), as an attacker or a broken box would
 * meet it: an old batch replayed under a new id, a forged, replaced or revoked outlet key, a batch
 * mixing another outlet's records in, and a push over the body limit. Each is refused or ignored,
 * and nothing stored changes.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { outletIdOf } from "../payment/payment.factory.ts";
import { issueOutletKey, OUTLET_KEY_HEADER, revokeOutletKey } from "./hq.service.ts";

let hq: TestApp;
let demo: number;
let kl: number;

beforeAll(async () => {
  hq = await createTestApp({ sync: { role: "hq" } });
  demo = await outletIdOf(hq.db, "DEMO");
  kl = await outletIdOf(hq.db, "DEMO-KL");
});
afterAll(async () => {
  await hq?.close();
});

/** A bill document as an outlet pushes it (only the fields head office reads for ownership and totals). */
const bill = (outlet: number, id: number, total: number) => ({ r_t_id: id, r_t_m_w_id: outlet, r_t_nominal_total_bayar: total });

function push(key: string, batchId: string, records: Array<{ id: number; seq: number; outlet: number; total: number }>) {
  return hq.app.inject({
    method: "POST",
    url: "/api/sync/push",
    headers: { [OUTLET_KEY_HEADER]: key },
    payload: {
      batch_id: batchId,
      records: records.map((r) => ({ kind: "bill", source_id: r.id, seq: r.seq, payload: bill(r.outlet, r.id, r.total) })),
    },
  });
}

const stored = async (outlet: number) =>
  (
    await hq.db.execute(
      sql`select r_t_id as id, hq_seq::int as seq, r_t_nominal_total_bayar as total from hq_bill where m_w_id = ${outlet} order by r_t_id`,
    )
  ).rows;
const batches = async () => (await hq.db.execute(sql`select sync_batch_id as id from sync_hq_batch order by sync_batch_id`)).rows;

describe("head office refuses what it must", () => {
  it("an old batch replayed under a new id never overwrites the newer version of a bill", async () => {
    const key = await issueOutletKey(hq.db, demo);
    expect((await push(key, "s1-1", [{ id: 9001, seq: 1, outlet: demo, total: 47_200 }])).statusCode).toBe(200);
    // The bill was refunded later: its newer version (seq 5) carries the new total.
    expect((await push(key, "s5-5", [{ id: 9001, seq: 5, outlet: demo, total: 28_750 }])).statusCode).toBe(200);
    // A raw replay of the first batch's records under a new id (a restored old box, a forged retry).
    const replay = await push(key, "s1-1-again", [{ id: 9001, seq: 1, outlet: demo, total: 47_200 }]);
    expect(replay.statusCode).toBe(200);
    expect(await stored(demo)).toEqual([{ id: 9001, seq: 5, total: 28_750 }]);
  });

  it("a forged, replaced or revoked key is refused 401 and stores nothing", async () => {
    const old = await issueOutletKey(hq.db, kl);
    const current = await issueOutletKey(hq.db, kl);
    const before = await batches();
    const forged = `wsk_${"A".repeat(43)}`;
    for (const key of [forged, old]) {
      const res = await push(key, `k-${key.slice(-6)}`, [{ id: 9100, seq: 1, outlet: kl, total: 1 }]);
      expect(res.statusCode).toBe(401);
      expect(res.json().meta).toMatchObject({ code: 401, error: 1 });
    }
    expect((await push(current, "kl-1", [{ id: 9100, seq: 1, outlet: kl, total: 18 }])).statusCode).toBe(200);
    expect(await revokeOutletKey(hq.db, kl)).toBe(true);
    expect((await push(current, "kl-2", [{ id: 9101, seq: 2, outlet: kl, total: 18 }])).statusCode).toBe(401);
    const pull = await hq.app.inject({ method: "GET", url: "/api/sync/changes?since=0", headers: { [OUTLET_KEY_HEADER]: current } });
    expect(pull.statusCode).toBe(401);
    expect(await stored(kl)).toEqual([{ id: 9100, seq: 1, total: 18 }]);
    expect((await batches()).length).toBe(before.length + 1);
  });

  it("a batch with another outlet's record among its own is refused whole", async () => {
    const key = await issueOutletKey(hq.db, demo);
    const before = await stored(demo);
    const res = await push(key, "mixed-1", [
      { id: 9201, seq: 10, outlet: demo, total: 10_000 },
      { id: 9202, seq: 11, outlet: kl, total: 1 },
    ]);
    expect(res.statusCode).toBe(403);
    expect(await stored(demo)).toEqual(before);
    expect(await stored(kl)).not.toContainEqual(expect.objectContaining({ id: 9202 }));
    expect((await batches()).map((b) => (b as { id: string }).id)).not.toContain("mixed-1");
  });

  it("a push over the body limit is refused 413 with a message, and nothing of it is stored", async () => {
    const key = await issueOutletKey(hq.db, demo);
    const before = await stored(demo);
    const padding = "x".repeat(2_000);
    const records = Array.from({ length: 700 }, (_, i) => ({
      kind: "bill",
      source_id: 9300 + i,
      seq: 100 + i,
      payload: { ...bill(demo, 9300 + i, 5_000), note: padding },
    }));
    const res = await hq.app.inject({
      method: "POST",
      url: "/api/sync/push",
      headers: { [OUTLET_KEY_HEADER]: key, "content-type": "application/json" },
      payload: JSON.stringify({ batch_id: "huge-1", records }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().meta.message).toBeTruthy();
    expect(await stored(demo)).toEqual(before);
    expect((await batches()).map((b) => (b as { id: string }).id)).not.toContain("huge-1");
  });
});
