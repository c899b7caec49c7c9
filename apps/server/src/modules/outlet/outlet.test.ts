import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe("GET /info-waroeng", () => {
  it("shows the cashier's outlet with address, phone and area", async () => {
    const res = await t.call("GET", "/api/info-waroeng", { as: "kasir" });
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ code: 200, error: 0, message: "OK" });
    expect(res.body.data).toMatchObject({ m_w_nama: "Waroeng Demo", m_area_nama: "Jakarta Selatan", m_w_telp: "021-7190123" });
    expect(res.body.data.m_w_alamat).toContain("Kemang");
    expect(typeof res.body.data.m_w_id).toBe("number");
  });

  it("refuses a caller without a token", async () => {
    const res = await t.call("GET", "/api/info-waroeng");
    expect(res.status).toBe(401);
    expect(res.body.meta.message).toBe("Sesi berakhir, silakan login kembali");
  });
});

describe("GET /m-waroeng/waroeng-info", () => {
  it("gives a rupiah outlet's currency and rates as percent numbers", async () => {
    const res = await t.call("GET", "/api/m-waroeng/waroeng-info", { as: "dapur" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ m_w_nama: "Waroeng Demo", currency: "Rp", pajak: 10, service_charge: 5, pembulatan: "ya" });
    expect(res.body.currency).toBe("Rp");
  });

  it("says RM for the Kuala Lumpur outlet", async () => {
    const res = await t.call("GET", "/api/m-waroeng/waroeng-info", { as: "kasir.kl" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ m_w_nama: "Waroeng Demo Kuala Lumpur", currency: "RM", pajak: 6, service_charge: 10 });
    expect(res.body.currency).toBe("RM");
  });

  it("refuses a caller without a token", async () => {
    expect((await t.call("GET", "/api/m-waroeng/waroeng-info")).status).toBe(401);
  });
});

describe("GET /m-waroeng/waroeng-user", () => {
  it("offers a cashier only their own outlet", async () => {
    const res = await t.call("GET", "/api/m-waroeng/waroeng-user", { as: "kasir" });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ m_w_id: expect.any(Number), m_w_nama: "Waroeng Demo" }]);
  });

  it("offers a supervisor every outlet", async () => {
    const res = await t.call("GET", "/api/m-waroeng/waroeng-user", { as: "kacab" });
    expect(res.status).toBe(200);
    expect(res.body.data.map((o: { m_w_nama: string }) => o.m_w_nama)).toEqual(["Waroeng Demo", "Waroeng Demo Kuala Lumpur"]);
  });

  it("refuses a caller without a token", async () => {
    expect((await t.call("GET", "/api/m-waroeng/waroeng-user")).status).toBe(401);
  });
});

describe("GET /type-transactions/all", () => {
  it("lists dine in and take away first, then the delivery platforms", async () => {
    const res = await t.call("GET", "/api/type-transactions/all", { as: "pelayan" });
    expect(res.status).toBe(200);
    expect(res.body.data.slice(0, 3)).toEqual([
      { id: 1, name: "dine in", group: "reguler" },
      { id: 2, name: "take away", group: "reguler" },
      { id: 3, name: "grab", group: "ojol" },
    ]);
    expect(res.body.data.map((x: { name: string }) => x.name)).toEqual([
      "dine in",
      "take away",
      "grab",
      "gojek",
      "grabmart",
      "shopeefood",
      "maxim",
    ]);
  });

  it("refuses a caller without a token", async () => {
    expect((await t.call("GET", "/api/type-transactions/all")).status).toBe(401);
  });
});

describe("GET /m-payment-method", () => {
  it("lists cash first, then cards and e-wallets with their colours, the write-offs (Lost Bill, Gratis) and QRIS", async () => {
    const res = await t.call("GET", "/api/m-payment-method", { as: "kasir" });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toEqual({ m_payment_method_id: 1, name: "Tunai", type: "cash", color: "#2f9e44" });
    const types = new Set(res.body.data.map((m: { type: string }) => m.type));
    expect(types).toEqual(new Set(["cash", "transfer", "ewallet", "lostbill", "gratis", "qris"]));
    expect(res.body.data.find((m: { name: string }) => m.name === "OVO")).toMatchObject({ type: "ewallet" });
  });

  it("refuses a caller without a token", async () => {
    expect((await t.call("GET", "/api/m-payment-method")).status).toBe(401);
  });
});
