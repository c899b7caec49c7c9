/**
 * The owner's daily WhatsApp summary: not before the day is over, then once per day and owner
 * (a second run queues nothing), through the outbox to the (local fake) gateway, with each outlet's
 * figures; an owner without a number gets nothing.
 */
import { jakartaParts } from "@waroeng/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hqUsers, waOutbox } from "../../db/schema/index.ts";
import { createHqTestApp, type HqTestApp } from "../hq-auth/hq.test-helpers.ts";
import { outletIdOf } from "../payment/payment.factory.ts";
import { type LocalGateway, startLocalGateway } from "../receipts/receipts.fixture.ts";
import { createGateway } from "../receipts/wa-gateway.ts";
import { drainDue } from "../receipts/wa-outbox.ts";
import { sendDailySummary } from "./daily-summary.ts";

let hq: HqTestApp;
let gw: LocalGateway;
let demo: number;
const now = new Date();
const today = jakartaParts(now).date;

beforeAll(async () => {
  hq = await createHqTestApp();
  gw = await startLocalGateway();
  demo = await outletIdOf(hq.db, "DEMO");
  // Set up through the API: the owner's number, typed as people do.
  const me = await hq.hqCall("GET", "/api/hq/me", { as: "owner" });
  const res = await hq.hqCall("PATCH", `/api/hq/accounts/${me.body.data.id}`, { as: "owner", body: { phone: "0812-3456-7890" } });
  expect(res.status).toBe(200);
  await hq.db.execute(sql`insert into hq_setting (id, summary_hour) values (1, 23) on conflict (id) do update set summary_hour = 23`);
});
afterAll(async () => {
  await gw.close();
  await hq?.close();
});

const shift = (id: number, closed: boolean) =>
  hq.db.execute(sql`insert into hq_cash_session (m_w_id, rekap_modal_id, hq_seq, rekap_modal_tanggal, rekap_modal_selisih, closed_at)
    values (${demo}, ${id}, ${id}, ${today}::date, -500, ${closed ? sql`now()` : sql`null`})
    on conflict (m_w_id, rekap_modal_id) do update set closed_at = excluded.closed_at`);

describe("daily WhatsApp summary", () => {
  it("waits while a shift is open, then sends once when the last one closed", async () => {
    const early = new Date(`${today}T05:00:00+07:00`);
    await shift(9001, false);
    expect(await sendDailySummary(hq.db, early, true)).toBe(0);
    await shift(9001, true);
    expect(await sendDailySummary(hq.db, early, true)).toBe(1);
    expect(await sendDailySummary(hq.db, early, true)).toBe(0);
    const rows = await hq.db.select().from(waOutbox).where(eq(waOutbox.kind, "summary"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.phone).toBe("6281234567890");
    expect(rows[0]?.message).toContain(today);
    expect(rows[0]?.message).toContain("Waroeng Demo");
    expect(rows[0]?.message).toMatch(/Selisih kas: -Rp/);

    const gateway = createGateway({ url: gw.url, token: "t", countryCode: "62", timeoutMs: 5000 });
    await drainDue(hq.db, gateway, { maxAttempts: 3, baseDelayMs: 1000 });
    expect(gw.calls).toHaveLength(1);
    expect(JSON.stringify(gw.calls[0])).toContain("6281234567890");
  });

  it("at the configured hour it goes out even with a shift open, and never to an owner without a number", async () => {
    await hq.db.execute(sql`delete from hq_daily_summary`);
    await hq.db.update(hqUsers).set({ phone: null }).where(eq(hqUsers.email, "owner@hq.test"));
    await shift(9002, false);
    const late = new Date(`${today}T23:30:00+07:00`);
    expect(await sendDailySummary(hq.db, late, true)).toBe(0);
    await hq.db.update(hqUsers).set({ phone: "6281111111111" }).where(eq(hqUsers.email, "owner@hq.test"));
    expect(await sendDailySummary(hq.db, new Date(`${today}T22:00:00+07:00`), true)).toBe(0);
    expect(await sendDailySummary(hq.db, late, true)).toBe(1);
  });
});
