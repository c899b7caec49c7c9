/**
 * API tests of the cashier permission matrix (payment spec §3, §6, §7 GET /akses-role) and its one
 * gate (`assertCashierAccess`): defaults, the supervisor, a temporary grant and its lapse.
 */
import { CASHIER_FEATURES, MSG } from "@waroeng/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cashierPermissions } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/http.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { outletIdOf } from "../orders/orders.test-helpers.ts";
import { assertCashierAccess } from "./access.service.ts";

let t: TestApp;
let demo: number;
let kl: number;
beforeAll(async () => {
  t = await createTestApp();
  demo = await outletIdOf(t.db);
  kl = await outletIdOf(t.db, "DEMO-KL");
});
afterAll(async () => {
  await t.close();
});

/** The gate's verdict as a user would see it: "ok" or the refusal's status, title and message. */
async function gate(role: string, outletId: number, feature: (typeof CASHIER_FEATURES)[number]) {
  try {
    await assertCashierAccess(t.db, { role, outletId }, feature);
    return "ok";
  } catch (e) {
    if (e instanceof ApiError) {
      const body = e.body();
      return `${e.status} ${body.meta.title} / ${body.meta.message}`;
    }
    throw e;
  }
}

const denied = `403 ${MSG.ACCESS_DENIED_TITLE} / ${MSG.ACCESS_DENIED}`;

async function setRow(outletId: number, feature: string, values: Partial<typeof cashierPermissions.$inferInsert>) {
  await t.db
    .update(cashierPermissions)
    .set(values)
    .where(and(eq(cashierPermissions.outletId, outletId), eq(cashierPermissions.feature, feature)));
}

describe("GET /akses-role", () => {
  it("gives a cashier the outlet's matrix: refund and lost bill deny/deny by default, the rest allowed by default", async () => {
    const res = await t.call("GET", "/api/akses-role", { as: "kasir" });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).toEqual([...CASHIER_FEATURES]);
    expect(res.body.data.refund).toEqual({ defaultRole: "deny", temporaryRole: "deny" });
    expect(res.body.data.lossbill_transaksi).toEqual({ defaultRole: "deny", temporaryRole: "deny" });
    expect(res.body.data.cancel_menu).toEqual({ defaultRole: "allow", temporaryRole: "deny" });
  });

  it("gives the supervisor allow everywhere (never gated)", async () => {
    const res = await t.call("GET", "/api/akses-role", { as: "kacab" });
    for (const f of CASHIER_FEATURES) {
      expect(res.body.data[f], f).toEqual({ defaultRole: "allow", temporaryRole: "allow" });
    }
  });

  it("needs a session", async () => {
    expect((await t.call("GET", "/api/akses-role")).status).toBe(401);
  });
});

describe("the gate assertCashierAccess", () => {
  it("refuses a cashier when both defaultRole and temporaryRole deny, with the spec's title and text", async () => {
    expect(await gate("kasir", demo, "refund")).toBe(denied);
    expect(await gate("wbd", demo, "lossbill_transaksi")).toBe(denied);
    expect(await gate("kasir", demo, "cancel_menu")).toBe("ok");
  });

  it("lets the supervisor through whatever the matrix says", async () => {
    expect(await gate("kacab", demo, "refund")).toBe("ok");
  });

  it("reads the data, per outlet: a default switched off refuses in that outlet only", async () => {
    await setRow(demo, "edit_menu", { defaultRole: false });
    try {
      expect(await gate("kasir", demo, "edit_menu")).toBe(denied);
      expect(await gate("kasir", kl, "edit_menu")).toBe("ok");
    } finally {
      await setRow(demo, "edit_menu", { defaultRole: true });
    }
  });

  it("honours a live temporary grant and refuses again once it lapsed", async () => {
    await setRow(demo, "refund", { temporaryRole: true, temporaryUntil: new Date(Date.now() + 3_600_000) });
    expect(await gate("kasir", demo, "refund")).toBe("ok");
    expect((await t.call("GET", "/api/akses-role", { as: "kasir" })).body.data.refund).toEqual({
      defaultRole: "deny",
      temporaryRole: "allow",
    });
    await setRow(demo, "refund", { temporaryUntil: new Date(Date.now() - 1000) });
    expect(await gate("kasir", demo, "refund")).toBe(denied);
    expect((await t.call("GET", "/api/akses-role", { as: "kasir" })).body.data.refund.temporaryRole).toBe("deny");
    await setRow(demo, "refund", { temporaryRole: false, temporaryUntil: null });
  });

  it("falls back to the defaults for an outlet without rows", async () => {
    await t.db.delete(cashierPermissions).where(eq(cashierPermissions.outletId, kl));
    expect(await gate("kasir", kl, "refund")).toBe(denied);
    expect(await gate("kasir", kl, "cancel_transaksi")).toBe("ok");
    // GET /get-all-role gives every switch an id again.
    const res = await t.call("GET", "/api/get-all-role", { as: "kasir.kl@demo.test" });
    expect(res.body.data.map((p: { m_kasir_akses_fitur: string }) => p.m_kasir_akses_fitur)).toEqual([...CASHIER_FEATURES]);
  });
});
