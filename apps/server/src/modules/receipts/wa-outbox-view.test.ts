/**
 * API tests of the WhatsApp outbox view (not in the spec): GET /wa-outbox lists the outlet's
 * sends with their state (queued / sent / failed / not configured), POST /wa-outbox/{id}/ulang sends
 * again (a queued send at once, a settled one as a new send with a new PDF link); roles as the print
 * queue; another outlet's send is 404 and nothing changes on a refusal.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { cashBody, mainLines, openCash, openOrder, pay } from "../payment/payment.factory.ts";
import { type LocalGateway, startLocalGateway } from "./receipts.fixture.ts";
import { createGateway } from "./wa-gateway.ts";

let t: TestApp;
let stall: Stall;
let bare: TestApp;
let gw: LocalGateway;

beforeAll(async () => {
  gw = await startLocalGateway();
  t = await createTestApp({
    whatsapp: {
      gateway: createGateway({ url: gw.url, token: "tok-1", countryCode: "62", timeoutMs: 5000 }),
      policy: { maxAttempts: 2, baseDelayMs: 600_000 },
      publicUrl: "https://struk.example",
      workerMs: 0,
    },
  });
  stall = await buildStall(t, ["Meja 3"]);
  bare = await createTestApp();
});

afterAll(async () => {
  await t.close();
  await bare.close();
  await gw.close();
});

const outbox = async (app: TestApp, as = "kasir") => (await app.call("GET", "/api/wa-outbox", { as })).body.data;
const rows = async (app: TestApp) => (await app.db.execute(sql`select * from wa_outbox order by wa_outbox_id`)).rows;

describe("the WhatsApp outbox view", () => {
  it("lists a failing send as queued with its error, and Kirim Ulang sends it at once", async () => {
    gw.script.push({ status: 500, body: "down" });
    const first = await t.call("GET", "/api/cashier/test-wa/081234567890", { as: "kasir" });
    expect(first.body.data).toMatchObject({ state: "queued", attempts: 1 });
    const [row] = await outbox(t);
    expect(row).toMatchObject({
      wa_outbox_id: first.body.data.wa_outbox_id,
      kind: "test",
      state: "queued",
      nota: "",
      r_t_id: null,
      sent_at: null,
    });
    expect(row.last_error).not.toBe("");
    // The backoff is 10 minutes: Kirim Ulang does not wait for it.
    const again = await t.call("POST", `/api/wa-outbox/${row.wa_outbox_id}/ulang`, { as: "kasir" });
    expect(again.status).toBe(200);
    expect(again.body.meta.message).toBe("Pesan dikirim ulang");
    expect(again.body.data).toMatchObject({ wa_outbox_id: row.wa_outbox_id, state: "sent", attempts: 2 });
    expect(gw.calls).toHaveLength(2);
    expect((await outbox(t))[0]).toMatchObject({ state: "sent", state_text: "Terkirim" });
  });

  it("sends a failed receipt again as a new send with a new PDF link", async () => {
    await openCash(t, "kasir");
    const o = await openOrder(t, { table: stall.table("Meja 3"), items: mainLines(stall), note: "91001" });
    const rekapId = await pay(t, "kasir", cashBody(o.orderId));
    gw.script.push({ status: 500, body: "down" }, { status: 500, body: "down" });
    const sent = await t.call("GET", `/api/cashier/cronjob-wa/081234567890/${rekapId}`, { as: "kasir" });
    const id = sent.body.data.wa_outbox_id;
    // The second attempt (after the backoff) fails too: failed after 2 attempts.
    await t.db.execute(sql`update wa_outbox set wa_next_attempt_at = now() where wa_outbox_id = ${id}`);
    expect((await t.call("POST", `/api/wa-outbox/${id}/ulang`, { as: "kasir" })).body.data).toMatchObject({ state: "failed" });
    const failed = (await outbox(t)).find((r: { wa_outbox_id: number }) => r.wa_outbox_id === id);
    expect(failed).toMatchObject({ kind: "receipt", state: "failed", r_t_id: rekapId, nota: "91001" });
    const calls = gw.calls.length;
    const again = await t.call("POST", `/api/wa-outbox/${id}/ulang`, { as: "kasir" });
    expect(again.body.data.state).toBe("sent");
    expect(again.body.data.wa_outbox_id).toBeGreaterThan(id);
    expect(gw.calls).toHaveLength(calls + 1);
    expect(gw.calls.at(-1)?.form.message).toMatch(/https:\/\/struk\.example\/api\/recap-transactions\/download-struct\/[A-Za-z0-9_-]{43}/);
    expect(gw.calls.at(-1)?.form.message).not.toBe(gw.calls.at(-2)?.form.message);
  });

  it("shows a send without a gateway as not configured, and Kirim Ulang records it again", async () => {
    const res = await bare.call("GET", "/api/cashier/test-wa/081234567890", { as: "kasir" });
    expect(res.body.data.state).toBe("not_configured");
    const [row] = await outbox(bare);
    expect(row).toMatchObject({
      state: "not_configured",
      state_text: "Gateway WhatsApp belum dikonfigurasi: pesan dicatat, tidak dikirim",
    });
    const again = await bare.call("POST", `/api/wa-outbox/${row.wa_outbox_id}/ulang`, { as: "kasir" });
    expect(again.body.data).toMatchObject({ state: "not_configured" });
    expect(await outbox(bare)).toHaveLength(2);
  });

  it("refuses other outlets' sends and roles without the print queue, changing nothing", async () => {
    const before = await rows(t);
    const [row] = await outbox(t);
    expect((await t.call("POST", `/api/wa-outbox/${row.wa_outbox_id}/ulang`, { as: "kasir.kl" })).status).toBe(404);
    expect(await outbox(t, "kasir.kl")).toEqual([]);
    expect((await t.call("GET", "/api/wa-outbox", { as: "dapur" })).status).toBe(403);
    expect((await t.call("POST", `/api/wa-outbox/${row.wa_outbox_id}/ulang`, { as: "dapur" })).status).toBe(403);
    expect((await t.call("POST", "/api/wa-outbox/abc/ulang", { as: "kasir" })).status).toBeGreaterThanOrEqual(400);
    expect((await t.call("POST", "/api/wa-outbox/abc/ulang", { as: "kasir" })).status).toBeLessThan(500);
    expect((await t.call("GET", "/api/wa-outbox")).status).toBe(401);
    expect(await rows(t)).toEqual(before);
  });
});
