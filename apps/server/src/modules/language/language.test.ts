/**
 * Languages: the user's stored language, the outlet default by currency, replies worded
 * in the X-Language of the request (Indonesian without it, as the spec), and slips printed in the
 * outlet's language whatever the cashier reads.
 */
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printers, printJobs } from "../../db/schema/index.ts";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { openOrder, outletIdOf } from "../payment/payment.factory.ts";

let t: TestApp;
let stall: Stall;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 3"]);
});
afterAll(async () => {
  await t.close();
});

/** A call with a language header (the harness's `call` sends none). */
async function callIn(language: string | null, method: "GET" | "PUT" | "POST", url: string, as: string | null, body?: unknown) {
  const headers: Record<string, string> = {};
  if (language) {
    headers["x-language"] = language;
  }
  if (as) {
    headers.authorization = `Bearer ${await t.login(as)}`;
  }
  const res = await t.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
  return { status: res.statusCode, body: res.json() };
}

describe("the user's language", () => {
  it("follows the outlet until chosen: Indonesian at a rupiah outlet and at a ringgit one", async () => {
    expect((await t.call("GET", "/api/user/language", { as: "kasir" })).body.data).toEqual({ language: null, outlet_default: "id" });
    expect((await t.call("GET", "/api/user/language", { as: "kasir.kl" })).body.data).toEqual({ language: null, outlet_default: "id" });
  });

  it("is saved per user, and null goes back to the outlet", async () => {
    const saved = await t.call("PUT", "/api/user/language", { as: "kasir", body: { language: "en" } });
    expect(saved.status).toBe(200);
    expect(saved.body.meta.message).toBe("Bahasa disimpan");
    expect(saved.body.data).toEqual({ language: "en", outlet_default: "id" });
    expect((await t.call("GET", "/api/user/language", { as: "kasir" })).body.data.language).toBe("en");
    expect((await t.call("GET", "/api/user/language", { as: "dapur" })).body.data.language).toBeNull();
    await t.call("PUT", "/api/user/language", { as: "kasir", body: { language: null } });
    expect((await t.call("GET", "/api/user/language", { as: "kasir" })).body.data.language).toBeNull();
  });

  it("refuses another language, in the language of the request", async () => {
    const id = await callIn(null, "PUT", "/api/user/language", "kasir", { language: "fr" });
    expect(id.status).toBe(422);
    expect(id.body.meta.message).toBe("Bahasa harus id, en atau ms");
    const en = await callIn("en", "PUT", "/api/user/language", "kasir", { language: "fr" });
    expect(en.body.meta.message).toBe("Language must be id, en or ms");
    expect(en.body.errors.language).toBe("Language must be id, en or ms");
  });
});

describe("replies in the request's language", () => {
  it("Indonesian without the header (Accept-Language ignored), English or Malay with it", async () => {
    const wrong = { email: "kasir@demo.test", password: "wrong-password" };
    expect((await callIn(null, "POST", "/api/login", null, wrong)).body.meta.message).toBe("Email atau password salah");
    const browser = await t.app.inject({ method: "POST", url: "/api/login", headers: { "accept-language": "en-US,en" }, payload: wrong });
    expect(browser.json().meta.message).toBe("Email atau password salah");
    expect((await callIn("en", "POST", "/api/login", null, wrong)).body.meta.message).toBe("Wrong email or password");
    expect((await callIn("ms-MY", "POST", "/api/login", null, wrong)).body.meta.message).toBe("E-mel atau kata laluan salah");
    expect((await callIn("fr", "POST", "/api/login", null, wrong)).body.meta.message).toBe("Email atau password salah");
  });

  it("a field refusal worded by a zod schema is translated too", async () => {
    const res = await callIn("en", "POST", "/api/login", null, { email: "", password: "" });
    expect([res.status, res.body.meta.code]).toEqual([200, 422]);
    expect(res.body.meta.message).toMatch(/^(Email is required!|Password is required!)$/);
  });
});

describe("slips print in the outlet's language", () => {
  it("a bill asked for in English at a rupiah outlet prints in Indonesian", async () => {
    const outletId = await outletIdOf(t.db);
    await t.db.delete(printers).where(eq(printers.outletId, outletId));
    await t.call("POST", "/api/printer-setting", {
      as: "kasir",
      body: {
        printer_id: 0,
        printer_width: 405,
        printer_group1: "[]",
        printer_group2: "[]",
        printer_type: "network",
        printer_address: "127.77.0.1:9",
        printer_location: "kasir",
      },
    });
    const o = await openOrder(t, { table: stall.table("Meja 3"), items: [{ name: stall.item("Es Teh Manis"), qty: 1 }] });
    const res = await callIn("en", "POST", "/api/cashier/print-bill", "kasir", { tmp_transaction_id: o.orderId });
    expect(res.body.printed).toBe(true);
    const [job] = await t.db
      .select()
      .from(printJobs)
      .where(and(eq(printJobs.outletId, outletId), eq(printJobs.kind, "bill")))
      .orderBy(desc(printJobs.id))
      .limit(1);
    const text = Buffer.from(job?.payload ?? []).toString("latin1");
    expect(text).toContain("BILL - BELUM LUNAS");
    expect(text).not.toContain("NOT PAID");
  });
});
