/**
 * API tests of the customer display (docs/API.md "POST /customer-display/code" and after): pairing
 * with the till's code (wrong, expired, reused codes refused; guessing limited per IP), the state
 * showing only the paired till's current bill (never another till's or another outlet's), an
 * unpaired or disconnected display refused, and the display's event stream nudged by the till.
 */
import http from "node:http";
import { parseQris } from "@waroeng/domain";
import { qrisSticker } from "@waroeng/domain/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerDisplays, outlets } from "../../db/schema/index.ts";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type JsonBody, type TestApp } from "../../test/harness.ts";
import { cashBody, mainLines, openCash, openOrder, outletIdOf, pay } from "../payment/payment.factory.ts";

let t: TestApp;
let stall: Stall;
let kl: Stall;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 1", "Meja 2", "Meja 3", "Meja 4", "Meja 5", "Meja 6"]);
  kl = await buildStall(t, ["Meja 1"], { "Nasi Lemak": { price: 850 } }, { outlet: "DEMO-KL" });
  await openCash(t, "kasir");
});
afterAll(async () => {
  await t.close();
});

let ipCounter = 10;
/** A client address of its own (the guessing limit counts per IP). */
const newIp = () => `10.0.0.${ipCounter++}`;

/** The till asks for a code (as `as`), optionally re-issuing on its display `displayId`. */
async function code(as = "kasir", displayId?: number): Promise<{ display_id: number; code: string; expires_at: string }> {
  const res = await t.call("POST", "/api/customer-display/code", { as, body: displayId ? { display_id: displayId } : {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** The display types `code`; returns the status, body and the token its cookie got. */
async function pairWith(codeText: string, ip = newIp()): Promise<{ status: number; body: JsonBody; token?: string }> {
  const res = await t.app.inject({ method: "POST", url: "/api/customer-display/pair", payload: { code: codeText }, remoteAddress: ip });
  const cookie = res.cookies.find((c) => c.name === "waroeng_display");
  if (cookie) {
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/customer-display" });
  }
  return { status: res.statusCode, body: res.json(), token: cookie?.value };
}

/** What the display with `token` reads. */
async function stateOf(token: string | undefined): Promise<{ status: number; body: JsonBody }> {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/customer-display/state",
    ...(token ? { cookies: { waroeng_display: token } } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

/** A paired display: its pairing id and token. */
async function pairedDisplay(as = "kasir"): Promise<{ id: number; token: string }> {
  const issued = await code(as);
  const paired = await pairWith(issued.code);
  expect(paired.status, JSON.stringify(paired.body)).toBe(200);
  return { id: issued.display_id, token: paired.token as string };
}

const publish = (id: number, orderId: number | null, phase: string, as = "kasir") =>
  t.call("PUT", "/api/customer-display/current", { as, body: { display_id: id, tmp_transaction_id: orderId ?? 0, phase } });

describe("pairing a display with the till's code", () => {
  it("a right code pairs once: the display gets an HttpOnly token, the till sees it paired, the code is spent", async () => {
    const issued = await code();
    expect(issued.code).toMatch(/^\d{6}$/);
    const left = new Date(issued.expires_at).getTime() - Date.now();
    expect(left).toBeGreaterThan(9 * 60_000);
    expect(left).toBeLessThanOrEqual(10 * 60_000);
    const before = await t.call("GET", `/api/customer-display/${issued.display_id}`, { as: "kasir" });
    expect(before.body.data).toMatchObject({ paired: 0, code_expires_at: issued.expires_at });

    const paired = await pairWith(issued.code);
    expect(paired.status, JSON.stringify(paired.body)).toBe(200);
    expect(paired.body.data).toEqual({ display_id: issued.display_id });
    expect(paired.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const after = await t.call("GET", `/api/customer-display/${issued.display_id}`, { as: "kasir" });
    expect(after.body.data).toMatchObject({ paired: 1, code_expires_at: null, phase: "idle" });

    // Used once: a second device typing it is refused.
    const again = await pairWith(issued.code);
    expect(again.status).toBe(404);
    expect(again.body.meta.message).toBe("Kode salah, kedaluwarsa atau sudah dipakai");
    expect(again.token).toBeUndefined();
  });

  it("refuses a wrong code and an expired one, and a code that is not 6 digits", async () => {
    const issued = await code();
    const wrong = issued.code === "000000" ? "000001" : "000000";
    expect((await pairWith(wrong)).status).toBe(404);
    await t.db
      .update(customerDisplays)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerDisplays.id, issued.display_id));
    const expired = await pairWith(issued.code);
    expect(expired.status).toBe(404);
    expect(expired.body.meta.message).toBe("Kode salah, kedaluwarsa atau sudah dipakai");
    const short = await pairWith("12345");
    expect(short.status).toBe(422);
  });

  it("limits guessing per IP: after 10 tries in 15 minutes even the right code waits (429, Retry-After)", async () => {
    const ip = newIp();
    const issued = await code();
    const wrong = issued.code === "999999" ? "999998" : "999999";
    for (let i = 0; i < 10; i++) {
      expect((await pairWith(wrong, ip)).status).toBe(404);
    }
    const res = await t.app.inject({
      method: "POST",
      url: "/api/customer-display/pair",
      payload: { code: issued.code },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBeDefined();
    expect(res.json().meta.message).toBe("Terlalu banyak percobaan kode, coba lagi sebentar lagi");
    // Another address is not held, and the code was not spent by the refused try.
    expect((await pairWith(issued.code)).status).toBe(200);
  });

  it("only the till's roles ask for codes: a kitchen user is refused", async () => {
    const res = await t.call("POST", "/api/customer-display/code", { as: "dapur", body: {} });
    expect(res.status).toBe(403);
  });
});

describe("what a paired display shows", () => {
  it("an unpaired device, an unknown token and no token are refused 401", async () => {
    for (const token of [undefined, "not-a-token-of-any-display-0123456789abcdef"]) {
      const res = await stateOf(token);
      expect(res.status).toBe(401);
      expect(res.body.meta.message).toBe("Layar ini belum dipasangkan ke kasir");
    }
  });

  it("idle until the till publishes a bill; then its lines and totals, the payment phase, and after paying the change", async () => {
    const d = await pairedDisplay();
    const idle = await stateOf(d.token);
    expect(idle.status).toBe(200);
    expect(idle.body.data).toMatchObject({ phase: "idle", bill: null, paid: null, qris: null, language: "id", currency: "Rp" });
    expect(idle.body.data.m_w_nama).not.toBe("");

    const o = await openOrder(t, { table: stall.table("Meja 1"), items: mainLines(stall) });
    expect((await publish(d.id, o.orderId, "order")).status).toBe(200);
    const shown = (await stateOf(d.token)).body.data;
    expect(shown.phase).toBe("order");
    expect(shown.bill.lines).toEqual([
      { name: stall.item("Ayam Goreng Dada"), qty: 2, price: 18_000, amount: 36_000, notes: "" },
      { name: stall.item("Es Teh Manis"), qty: 1, price: 5_000, amount: 5_000, notes: "" },
    ]);
    expect(shown.bill).toMatchObject({ subtotal: 41_000, tax: 4_100, service_charge: 2_050, rounding: 50, total: 47_200 });

    expect((await publish(d.id, o.orderId, "payment")).status).toBe(200);
    expect((await stateOf(d.token)).body.data).toMatchObject({ phase: "payment", bill: { total: 47_200 }, qris: null });

    await pay(t, "kasir", cashBody(o.orderId));
    // Paid: the display says so even before the till publishes it.
    const paid = (await stateOf(d.token)).body.data;
    expect(paid).toMatchObject({ phase: "paid", paid: { total: 47_200, tendered: 50_000, change: 2_800 } });
    expect((await publish(d.id, o.orderId, "paid")).status).toBe(200);
    expect((await publish(d.id, null, "idle")).status).toBe(200);
    expect((await stateOf(d.token)).body.data).toMatchObject({ phase: "idle", bill: null });
  });

  it("at payment by QRIS shows the QR the till shows (tag 54 = the amount) and the merchant; paid by QRIS, the QR goes", async () => {
    await t.db
      .update(outlets)
      .set({ qrisStatic: qrisSticker() })
      .where(eq(outlets.id, await outletIdOf(t.db)));
    const d = await pairedDisplay();
    const o = await openOrder(t, { table: stall.table("Meja 4"), items: mainLines(stall) });
    expect((await publish(d.id, o.orderId, "payment")).status).toBe(200);
    expect((await stateOf(d.token)).body.data.qris).toBeNull();

    const charged = await t.call("POST", "/api/qris/charge", { as: "kasir", body: { tmp_transaction_id: o.orderId, total: 47_200 } });
    expect(charged.status, JSON.stringify(charged.body)).toBe(200);
    const shown = (await stateOf(d.token)).body.data;
    expect(shown.qris).toMatchObject({ qr_string: charged.body.data.qr_string, amount: 47_200, merchant_name: "WAROENG SS" });
    expect(parseQris(shown.qris.qr_string).fields.find((f) => f.tag === "54")?.value).toBe("47200");

    await pay(t, "kasir", {
      ...cashBody(o.orderId),
      payment_method: 11,
      nominal_uang: 0,
      exchange: 0,
      qris_order_id: charged.body.data.order_id,
    });
    expect((await stateOf(d.token)).body.data).toMatchObject({ phase: "paid", qris: null });
  });

  it("shows only its own till's bill: another till's display shows another bill, and a bill of another outlet cannot be published", async () => {
    const mine = await pairedDisplay();
    const other = await pairedDisplay();
    const a = await openOrder(t, { table: stall.table("Meja 2"), items: [{ name: stall.item("Es Teh Manis"), qty: 1 }] });
    const b = await openOrder(t, { table: stall.table("Meja 3"), items: [{ name: stall.item("Ayam Goreng Dada"), qty: 1 }] });
    await publish(mine.id, a.orderId, "order");
    await publish(other.id, b.orderId, "order");
    expect((await stateOf(mine.token)).body.data.bill.lines.map((l: JsonBody) => l.name)).toEqual([stall.item("Es Teh Manis")]);
    expect((await stateOf(other.token)).body.data.bill.lines.map((l: JsonBody) => l.name)).toEqual([stall.item("Ayam Goreng Dada")]);

    // Another outlet's till cannot point its display at this outlet's bill, nor touch this outlet's display.
    await openCash(t, "kasir.kl");
    const klDisplay = await pairedDisplay("kasir.kl");
    const refused = await publish(klDisplay.id, a.orderId, "order", "kasir.kl");
    expect(refused.status).toBe(404);
    expect(refused.body.meta.message).toBe("Maaf! Transaksi tidak ditemukan");
    expect((await publish(mine.id, null, "idle", "kasir.kl")).status).toBe(404);
    expect((await t.call("GET", `/api/customer-display/${mine.id}`, { as: "kasir.kl" })).status).toBe(404);
    expect((await t.call("DELETE", `/api/customer-display/${mine.id}`, { as: "kasir.kl" })).status).toBe(404);
    expect((await stateOf(klDisplay.token)).body.data).toMatchObject({ phase: "idle", bill: null, currency: "RM" });
    // The KL display shows its own bill in ringgit (major unit).
    const klOrder = await openOrder(t, {
      as: "kasir.kl",
      outlet: "DEMO-KL",
      table: kl.table("Meja 1"),
      items: [{ name: kl.item("Nasi Lemak"), qty: 2 }],
    });
    expect((await publish(klDisplay.id, klOrder.orderId, "order", "kasir.kl")).status).toBe(200);
    expect((await stateOf(klDisplay.token)).body.data.bill.lines[0]).toMatchObject({ qty: 2, price: 8.5, amount: 17 });
    // and this outlet's display still shows its own bill only.
    expect((await stateOf(mine.token)).body.data.bill.nota).not.toBe((await stateOf(klDisplay.token)).body.data.bill.nota);
  });

  it("Putuskan: the display's token stops working at once and its till sees it unpaired", async () => {
    const d = await pairedDisplay();
    expect((await stateOf(d.token)).status).toBe(200);
    const res = await t.call("DELETE", `/api/customer-display/${d.id}`, { as: "kasir" });
    expect(res.status).toBe(200);
    expect(res.body.data.paired).toBe(0);
    expect((await stateOf(d.token)).status).toBe(401);
    expect((await t.call("GET", `/api/customer-display/${d.id}`, { as: "kasir" })).status).toBe(404);
    // A new code on the revoked id makes a new pairing.
    const again = await code("kasir", d.id);
    expect(again.display_id).not.toBe(d.id);
  });
});

/** Opens the display's event stream over HTTP; collects its `data:` events. */
function displayStream(base: string, token?: string): Promise<{ status: number; events: Array<{ topic: string }>; close: () => void }> {
  return new Promise((resolve, reject) => {
    const events: Array<{ topic: string }> = [];
    const req = http.get(`${base}/api/customer-display/events`, { headers: token ? { cookie: `waroeng_display=${token}` } : {} }, (res) => {
      const stream = { status: res.statusCode ?? 0, events, close: () => req.destroy() };
      if (res.statusCode !== 200) {
        res.resume();
        resolve(stream);
        return;
      }
      let buf = "";
      res.on("data", (chunk: Buffer) => {
        buf += chunk.toString();
        for (const m of buf.matchAll(/^data: (.*)$/gm)) {
          events.push(JSON.parse(m[1] ?? "null"));
        }
        buf = buf.slice(buf.lastIndexOf("\n") + 1);
        if (events.length === 1) {
          resolve(stream);
        }
      });
    });
    req.on("error", reject);
  });
}

async function until(check: () => boolean): Promise<void> {
  const end = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > end) {
      throw new Error("timed out");
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("the display's event stream", () => {
  it("refuses an unpaired device; nudges the display when the till publishes and when its bill changes, not for other bills", async () => {
    const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    expect((await displayStream(base)).status).toBe(401);
    const d = await pairedDisplay();
    const stream = await displayStream(base, d.token);
    expect(stream.events).toEqual([{ topic: "hello" }]);
    const o = await openOrder(t, { table: stall.table("Meja 4"), items: [{ name: stall.item("Es Teh Manis"), qty: 1 }] });
    await publish(d.id, o.orderId, "order");
    await until(() => stream.events.length >= 2);
    const seen = stream.events.length;
    // Another bill's change does not reach it.
    await openOrder(t, { table: stall.table("Meja 5"), items: [{ name: stall.item("Es Teh Manis"), qty: 1 }] });
    // Its own bill's change does.
    const menuId = stall.menu.item("Es Teh Manis").menuItemId;
    const added = await t.call("POST", "/api/m-transaction-meja/add-menu", {
      as: "kasir",
      body: { tmp_transaction_detail_m_produk_id: menuId, tmp_transaction_detail_tmp_transaction_id: o.orderId },
    });
    expect(added.status).toBe(201);
    await until(() => stream.events.length > seen);
    expect(stream.events.slice(1).every((e) => e.topic === "display")).toBe(true);
    expect(stream.events.length).toBe(seen + 1);
    stream.close();
  });

  it("nudges the display when the till shows a QRIS for its bill, so the QR appears at once", async () => {
    const base = await t.app
      .listen({ port: 0, host: "127.0.0.1" })
      .catch(() => `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`);
    await t.db
      .update(outlets)
      .set({ qrisStatic: qrisSticker() })
      .where(eq(outlets.id, await outletIdOf(t.db)));
    const d = await pairedDisplay();
    const o = await openOrder(t, { table: stall.table("Meja 6"), items: mainLines(stall) });
    await publish(d.id, o.orderId, "payment");
    const stream = await displayStream(base, d.token);
    const seen = stream.events.length;
    const charged = await t.call("POST", "/api/qris/charge", { as: "kasir", body: { tmp_transaction_id: o.orderId, total: 47_200 } });
    expect(charged.status).toBe(200);
    await until(() => stream.events.length > seen);
    expect(stream.events.at(-1)).toEqual({ topic: "display" });
    stream.close();
  });
});
