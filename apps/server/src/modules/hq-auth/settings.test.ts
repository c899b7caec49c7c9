/**
 * Head office's settings: the daily summary's hour and extra numbers are the owner's alone (the area
 * manager and the accountant are refused, before the body is read), a bad number is refused with a
 * message saying how to write one, numbers are stored normalised, each change is audited; every
 * head-office user edits its own WhatsApp number, and the summary goes to the extra numbers once a day.
 */
import { HQ_MSG } from "@waroeng/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hqChangeLog, waOutbox } from "../../db/schema/index.ts";
import { sendDailySummary } from "../hq/daily-summary.ts";
import { createHqTestApp, type HqTestApp } from "./hq.test-helpers.ts";

let hq: HqTestApp;
beforeAll(async () => {
  hq = await createHqTestApp();
});
afterAll(async () => {
  await hq.close();
});

describe("daily summary settings", () => {
  it("the owner saves the hour and normalised numbers; the change is audited", async () => {
    const res = await hq.hqCall("PUT", "/api/hq/settings/summary", {
      as: "owner",
      body: { summary_hour: 21, recipients: ["0812-3456-7890", "+62 812 3456 7890", "+60 12-345 6789"] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ summary_hour: 21, recipients: ["6281234567890", "60123456789"] });
    const read = await hq.hqCall("GET", "/api/hq/settings/summary", { as: "owner" });
    expect(read.body.data).toEqual({ summary_hour: 21, recipients: ["6281234567890", "60123456789"] });
    const log = await hq.db.select().from(hqChangeLog).where(eq(hqChangeLog.entity, "summary_settings"));
    expect(log.at(-1)?.after).toEqual({ summary_hour: 21, recipients: ["6281234567890", "60123456789"] });
    expect(log.at(-1)?.before).toMatchObject({ summary_hour: 23 });
  });

  it("refuses a number that is no WhatsApp number, saying how to write one", async () => {
    const res = await hq.hqCall("PUT", "/api/hq/settings/summary", { as: "owner", body: { summary_hour: 21, recipients: ["12 34"] } });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain(HQ_MSG.PHONE_FORMAT);
    const read = await hq.hqCall("GET", "/api/hq/settings/summary", { as: "owner" });
    expect(read.body.data.recipients).toEqual(["6281234567890", "60123456789"]);
  });

  it("the area manager and the accountant can neither read nor change them", async () => {
    for (const who of ["area", "akuntan"]) {
      expect((await hq.hqCall("GET", "/api/hq/settings/summary", { as: who })).status).toBe(403);
      // Refused before the body is read: even a bad body answers 403.
      expect((await hq.hqCall("PUT", "/api/hq/settings/summary", { as: who, body: { summary_hour: 99 } })).status).toBe(403);
    }
    expect((await hq.hqCall("GET", "/api/hq/settings/summary")).status).toBe(401);
  });

  it("sends the day's summary to the extra numbers once", async () => {
    await hq.db.execute(sql`update hq_setting set summary_hour = 0`);
    const now = new Date();
    await sendDailySummary(hq.db, now, false);
    await sendDailySummary(hq.db, now, false);
    const rows = await hq.db.select().from(waOutbox).where(eq(waOutbox.kind, "summary"));
    const phones = rows.map((r) => r.phone);
    expect(phones.filter((p) => p === "60123456789")).toHaveLength(1);
    expect(phones.filter((p) => p === "6281234567890")).toHaveLength(1);
  });
});

describe("one's own WhatsApp number", () => {
  it("each head-office user changes its own number, normalised and audited; a bad one is refused", async () => {
    const res = await hq.hqCall("PATCH", "/api/hq/me/phone", { as: "akuntan", body: { phone: "0813 1111 2222" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ phone: "6281311112222" });
    expect((await hq.hqCall("GET", "/api/hq/me/phone", { as: "akuntan" })).body.data).toEqual({ phone: "6281311112222" });
    // Another's number is untouched.
    expect((await hq.hqCall("GET", "/api/hq/me/phone", { as: "area" })).body.data.phone).not.toBe("6281311112222");
    const bad = await hq.hqCall("PATCH", "/api/hq/me/phone", { as: "akuntan", body: { phone: "0813" } });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain(HQ_MSG.PHONE_FORMAT);
    const log = await hq.db.select().from(hqChangeLog).where(eq(hqChangeLog.entity, "own_phone"));
    expect(log.at(-1)?.after).toEqual({ phone: "6281311112222" });
    const cleared = await hq.hqCall("PATCH", "/api/hq/me/phone", { as: "akuntan", body: { phone: "" } });
    expect(cleared.body.data).toEqual({ phone: null });
  });
});
