/**
 * A head office upgraded from the release that stored pushes as JSON documents: its documents join
 * the relational tables and the rollups once, and a push of the same bill afterwards counts it once.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { outletIdOf } from "../payment/payment.factory.ts";
import { billDoc, refundDoc } from "./hq-docs.test-helpers.ts";
import { reingestLegacyRecords } from "./legacy.ts";

let hq: TestApp;
let kl: number;

beforeAll(async () => {
  hq = await createTestApp({ sync: { role: "hq" } });
  kl = await outletIdOf(hq.db, "DEMO-KL");
});
afterAll(async () => {
  await hq?.close();
});

describe("documents of the earlier release", () => {
  it("move into head office's tables with their rollups, refund after its bill, and leave sync_hq_record", async () => {
    const date = "2026-09-01";
    const bill = billDoc({ outlet: kl, id: 77, date, lines: [{ id: 770, menu: 1, name: "Roti Canai", qty: 3, price: 200 }] });
    const refund = refundDoc({ outlet: kl, id: 5, bill: 77, line: 770, qty: 1, price: 200, at: "2026-09-02T03:00:00Z" });
    // Stored refund first; one document per transaction: the bill must still land before its refund.
    await hq.db.execute(sql`insert into sync_hq_record (m_w_id, sync_kind, sync_source_id, sync_seq, sync_payload, received_at) values
      (${kl}, 'refund', 5, 9, ${JSON.stringify(refund)}::jsonb, '2026-09-02T04:00:00Z'),
      (${kl}, 'bill', 77, 3, ${JSON.stringify(bill)}::jsonb, '2026-09-01T06:00:00Z')`);
    expect(await reingestLegacyRecords(hq.db, 1)).toBe(2);
    const day = await hq.db.execute(
      sql`select business_date::text as date, bills, total::int, refund_count from rollup_day where m_w_id = ${kl} order by business_date`,
    );
    expect(day.rows).toEqual([
      { date, bills: 1, total: 600, refund_count: 0 },
      { date: "2026-09-02", bills: 0, total: 0, refund_count: 1 },
    ]);
    const item = await hq.db.execute(sql`select qty, refund_qty from rollup_day_item where m_w_id = ${kl} and business_date = ${date}`);
    expect(item.rows).toEqual([{ qty: 3, refund_qty: 1 }]);
    expect((await hq.db.execute(sql`select 1 from sync_hq_record`)).rows).toHaveLength(0);
    const contact = await hq.db.execute(
      sql`select last_push_at::timestamptz = '2026-09-02T04:00:00Z' as at from hq_outlet_contact where m_w_id = ${kl}`,
    );
    expect(contact.rows).toEqual([{ at: true }]);
    // Nothing left: a second start moves nothing.
    expect(await reingestLegacyRecords(hq.db)).toBe(0);
  });
});
