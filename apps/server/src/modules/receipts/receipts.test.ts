/**
 * API tests of the digital receipts: Test Struk Digital, the receipt by WhatsApp with its
 * PDF link (read back with pdftotext), the PDF by bill id, and refusals that record nothing.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { cashBody, mainLines, openCash, openOrder, pay } from "../payment/payment.factory.ts";
import { type LocalGateway, pdfText, startLocalGateway } from "./receipts.fixture.ts";
import { createGateway } from "./wa-gateway.ts";
import { drainDue } from "./wa-outbox.ts";

let t: TestApp;
let stall: Stall;
let klStall: Stall;
/** An app without WhatsApp, on a database of its own, and a stall built there. */
let bare: TestApp;
let bareStall: Stall;
let gw: LocalGateway;
const policy = { maxAttempts: 5, baseDelayMs: 1000 };
let rekapId: number;
let nota: string;

beforeAll(async () => {
  gw = await startLocalGateway();
  t = await createTestApp({
    whatsapp: {
      gateway: createGateway({ url: gw.url, token: "tok-123", countryCode: "62", timeoutMs: 5000 }),
      policy,
      publicUrl: "https://struk.example",
      workerMs: 0,
    },
  });
  stall = await buildStall(t, ["Meja 3"]);
  klStall = await buildStall(t, ["Meja 1"], { "Nasi Lemak": { price: 850 } }, { outlet: "DEMO-KL" });
  bare = await createTestApp();
  bareStall = await buildStall(bare, ["Meja 4"]);
  await openCash(t, "kasir");
  const o = await openOrder(t, { table: stall.table("Meja 3"), items: mainLines(stall), note: "90001", customer: "Bu Sari" });
  rekapId = await pay(t, "kasir", cashBody(o.orderId));
  nota = "90001";
});

afterAll(async () => {
  await t.close();
  await bare.close();
  await gw.close();
});

beforeEach(() => {
  gw.calls.length = 0;
  gw.script.length = 0;
});

/** Rows of the outbox and of the links: a refusal leaves both as they were. */
async function counts(app: TestApp) {
  const res = await app.db.execute(
    sql`select (select count(*) from wa_outbox)::int as outbox, (select count(*) from rekap_struk_link)::int as links`,
  );
  return res.rows[0];
}

async function download(app: TestApp, name: string, as?: string) {
  const headers: Record<string, string> = {};
  if (as) {
    headers.authorization = `Bearer ${await app.login(as)}`;
  }
  return app.app.inject({ method: "GET", url: `/api/recap-transactions/download-struct/${name}`, headers });
}

describe("GET /cashier/test-wa/{number}", () => {
  it("strips non-digits and sends a test message to the gateway", async () => {
    const res = await t.call("GET", `/api/cashier/test-wa/${encodeURIComponent("+62 812-3456-7890")}`, { as: "kasir" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ nomor_wa: "6281234567890", state: "sent", state_text: "Terkirim", attempts: 1 });
    expect(gw.calls).toHaveLength(1);
    expect(gw.calls[0]?.authorization).toBe("tok-123");
    expect(gw.calls[0]?.form.target).toBe("6281234567890");
    expect(gw.calls[0]?.form.message).toContain("Test Struk Digital");
    expect(gw.calls[0]?.form.message).toContain("Waroeng");
  });

  it("refuses an empty, short or too long number, and records and sends nothing", async () => {
    const before = await counts(t);
    for (const [number, message] of [
      ["abc", "Nomor WA Tidak Sesuai"],
      ["0812345", "Nomor WA Tidak Sesuai"],
      ["1234567890123456", "Nomor WA terlalu panjang"],
    ]) {
      const res = await t.call("GET", `/api/cashier/test-wa/${number}`, { as: "kasir" });
      expect(res.status).toBe(422);
      expect(res.body.meta.message).toBe(message);
    }
    expect(await counts(t)).toEqual(before);
    expect(gw.calls).toHaveLength(0);
  });

  it("refuses roles that do not read history and an anonymous caller", async () => {
    const before = await counts(t);
    const dapur = await t.call("GET", "/api/cashier/test-wa/081234567890", { as: "dapur" });
    expect(dapur.status).toBe(403);
    const anon = await t.call("GET", "/api/cashier/test-wa/081234567890");
    expect(anon.status).toBe(401);
    expect(await counts(t)).toEqual(before);
    expect(gw.calls).toHaveLength(0);
  });

  it("without a gateway the send is recorded as not configured", async () => {
    const res = await bare.call("GET", "/api/cashier/test-wa/081234567890", { as: "kasir" });
    expect(res.status).toBe(200);
    expect(res.body.data.state).toBe("not_configured");
    expect(res.body.data.state_text).toContain("belum dikonfigurasi");
    const rows = await bare.db.execute(sql`select wa_state, wa_nomor, wa_kind from wa_outbox`);
    expect(rows.rows).toEqual([{ wa_state: "not_configured", wa_nomor: "081234567890", wa_kind: "test" }]);
  });
});

describe("GET /cashier/cronjob-wa/{number}/{id}", () => {
  it("sends the receipt as text with a PDF link that opens the receipt without a session", async () => {
    const res = await t.call("GET", `/api/cashier/cronjob-wa/081298765432/${rekapId}`, { as: "kasir" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ r_t_id: rekapId, nomor_wa: "081298765432", state: "sent" });
    const link = res.body.data.link as string;
    expect(link).toMatch(/^https:\/\/struk\.example\/api\/recap-transactions\/download-struct\/[A-Za-z0-9_-]{43}$/);
    expect(gw.calls).toHaveLength(1);
    const message = gw.calls[0]?.form.message ?? "";
    expect(gw.calls[0]?.form.target).toBe("6281298765432");
    for (const text of [
      `Nota: ${nota}`,
      stall.item("Ayam Goreng Dada"),
      "2 x Rp 18.000 = Rp 36.000",
      "Subtotal: Rp 41.000",
      "Pajak (10%): Rp 4.100",
      "*TOTAL: Rp 47.200*",
      "Tunai: Rp 50.000",
      "Kembalian: Rp 2.800",
      link,
    ]) {
      expect(message).toContain(text);
    }
    // The outbox keeps the sent text without the link's capability; the link still opens the PDF.
    const stored = await t.db.execute(sql`select wa_message from wa_outbox where wa_outbox_id = ${res.body.data.wa_outbox_id}`);
    const storedText = String(stored.rows[0]?.wa_message);
    expect(storedText).toContain("download-struct/[redacted]");
    expect(storedText).not.toContain(link.split("/").pop());
    const pdf = await download(t, link.split("/").pop() ?? "");
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="struk-${nota}.pdf"`);
    const text = pdfText(pdf.rawPayload);
    for (const expected of [
      "Waroeng",
      nota,
      stall.item("Ayam Goreng Dada"),
      stall.item("Es Teh Manis"),
      "Pajak (10%)",
      "Service Charge (5%)",
      "Pembulatan",
      "TOTAL",
      "Rp 47.200",
      "Tunai",
      "Rp 50.000",
      "Kembalian",
      "Rp 2.800",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("a failing gateway keeps the receipt queued; the worker's retry sends it once", async () => {
    gw.script.push({ status: 500, body: '{"status":false,"reason":"device disconnected"}' });
    const res = await t.call("GET", `/api/cashier/cronjob-wa/081277777777/${rekapId}`, { as: "kasir" });
    expect(res.body.data).toMatchObject({ state: "queued", attempts: 1, state_text: "Dalam antrean kirim" });
    // A second tap while it waits joins the same send.
    const again = await t.call("GET", `/api/cashier/cronjob-wa/081277777777/${rekapId}`, { as: "kasir" });
    expect(again.body.data.wa_outbox_id).toBe(res.body.data.wa_outbox_id);
    expect(gw.calls).toHaveLength(1);
    expect(
      await drainDue(
        t.db,
        createGateway({ url: gw.url, token: "tok-123", countryCode: "62", timeoutMs: 5000 }),
        policy,
        new Date(Date.now() + 2000),
      ),
    ).toBe(1);
    const rows = await t.db.execute(sql`select wa_state, wa_attempts from wa_outbox where wa_outbox_id = ${res.body.data.wa_outbox_id}`);
    expect(rows.rows).toEqual([{ wa_state: "sent", wa_attempts: 2 }]);
    expect(gw.calls.map((c) => c.status)).toEqual([500, 200]);
  });

  it("refuses another outlet's bill, an unknown bill and a bad number, recording nothing", async () => {
    await openCash(t, "kasir.kl");
    const kl = await openOrder(t, {
      as: "kasir.kl",
      outlet: "DEMO-KL",
      table: klStall.table("Meja 1"),
      items: [{ name: klStall.item("Nasi Lemak"), qty: 1 }],
    });
    expect(kl.orderId).toBeGreaterThan(0);
    const before = await counts(t);
    const other = await t.call("GET", `/api/cashier/cronjob-wa/081234567890/${rekapId}`, { as: "kasir.kl" });
    expect(other.status).toBe(404);
    expect(other.body.meta.message).toBe("Maaf! Transaksi tidak ditemukan");
    const unknown = await t.call("GET", "/api/cashier/cronjob-wa/081234567890/999999", { as: "kasir" });
    expect(unknown.status).toBe(404);
    const short = await t.call("GET", `/api/cashier/cronjob-wa/0812/${rekapId}`, { as: "kasir" });
    expect([short.status, short.body.meta.message, short.body.meta.title]).toEqual([422, "Nomor WA Tidak Sesuai", "Warning!"]);
    const pelayan = await t.call("GET", `/api/cashier/cronjob-wa/081234567890/${rekapId}`, { as: "pelayan" });
    expect(pelayan.status).toBe(403);
    expect(await counts(t)).toEqual(before);
    expect(gw.calls).toHaveLength(0);
  });

  it("without a gateway the receipt send is recorded as not configured, with its link", async () => {
    await openCash(bare, "kasir");
    const o = await openOrder(bare, { table: bareStall.table("Meja 4"), items: mainLines(bareStall) });
    const id = await pay(bare, "kasir", cashBody(o.orderId));
    const res = await bare.call("GET", `/api/cashier/cronjob-wa/081234567890/${id}`, { as: "kasir" });
    expect(res.body.data).toMatchObject({ state: "not_configured", attempts: 0 });
    expect(res.body.data.link).toMatch(/^http:\/\/localhost(:\d+)?\/api\/recap-transactions\/download-struct\//);
    const rows = await bare.db.execute(sql`select wa_state, r_t_id from wa_outbox where wa_kind = 'receipt'`);
    expect(rows.rows).toEqual([{ wa_state: "not_configured", r_t_id: id }]);
  });
});

describe("GET /recap-transactions/download-struct/{name}", () => {
  it("by bill id: the outlet's signed-in reader gets the PDF; no session 401, a kitchen role 403, another outlet 404", async () => {
    const own = await download(t, `${rekapId}.pdf`, "kasir");
    expect(own.statusCode).toBe(200);
    expect(pdfText(own.rawPayload)).toContain(nota);
    expect((await download(t, String(rekapId))).statusCode).toBe(401);
    expect((await download(t, String(rekapId), "dapur")).statusCode).toBe(403);
    const other = await download(t, String(rekapId), "kasir.kl");
    expect(other.statusCode).toBe(404);
    expect(other.json().meta.message).toBe("Maaf! Transaksi tidak ditemukan");
  });

  it("an unknown or malformed name is 404 Struk tidak ditemukan", async () => {
    for (const name of ["A".repeat(43), "x", "..%2Fetc", `${"B".repeat(43)}.pdf`, "0"]) {
      const res = await download(t, name);
      expect(res.statusCode, name).toBe(404);
      expect(res.json().meta.message).toBe("Struk tidak ditemukan");
    }
  });
});
