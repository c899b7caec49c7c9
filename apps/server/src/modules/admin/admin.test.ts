/**
 * Back office: outlet settings and the audit view. Owner and kacab only (every other
 * role refused), always the session's outlet, bad input changes nothing, every save audited in its
 * transaction (before → after).
 */
import { ADMIN_MSG, can, ROLES } from "@waroeng/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outlets } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { outletIdOf } from "../orders/orders.test-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const form = {
  m_w_nama: "Waroeng Bu Ratna",
  m_w_tax: 11,
  m_w_sc: 3,
  m_w_pembulatan: "tidak",
  m_w_alamat: "Jl. Melati 5",
  m_w_footer: "Sampai jumpa lagi",
};
const snapshot = async () => ({
  outlets: await t.db.select().from(outlets).orderBy(outlets.id),
  audit: await t.db.select().from(auditLog).orderBy(auditLog.id),
});

describe("POST /admin/outlet", () => {
  it("saves the owner's settings on the session outlet and audits before → after", async () => {
    const demo = await outletIdOf(t.db);
    const kl = await outletIdOf(t.db, "DEMO-KL");
    const [klBefore] = await t.db.select().from(outlets).where(eq(outlets.id, kl));
    const res = await t.call("POST", "/api/admin/outlet", { as: "owner", body: form });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ m_w_id: demo, ...form });
    const [row] = await t.db.select().from(outlets).where(eq(outlets.id, demo));
    expect(row).toMatchObject({
      name: form.m_w_nama,
      taxRateBp: 1100,
      serviceChargeRateBp: 300,
      rounding: "tidak",
      receiptFooter: form.m_w_footer,
    });
    expect((await t.db.select().from(outlets).where(eq(outlets.id, kl)))[0]).toEqual(klBefore);

    const audit = await t.call("GET", "/api/admin/audit", { as: "kacab" });
    expect(audit.status).toBe(200);
    const [last] = audit.body.data.rows;
    expect(last).toMatchObject({
      user_name: "Bu Ratna Owner",
      m_w_id: demo,
      audit_entity: "outlet",
      audit_entity_id: demo,
      audit_action: "update",
      audit_before: { m_w_nama: "Waroeng Demo", m_w_tax: 10 },
      audit_after: { m_w_nama: form.m_w_nama, m_w_tax: 11, m_w_sc: 3, m_w_pembulatan: "tidak" },
    });
    const saved = await t.call("GET", "/api/admin/outlet", { as: "owner" });
    expect(saved.body.data).toMatchObject(form);
  });

  it("refuses bad input with the field's message and changes nothing", async () => {
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ ...form, m_w_tax: 13 }, "Pajak harus 0, 10, 11 atau 12 persen"],
      [{ ...form, m_w_tax: 10.5 }, "Pajak harus 0, 10, 11 atau 12 persen"],
      [{ ...form, m_w_sc: 4 }, "Service charge harus 0, 3 atau 5 persen"],
      [{ ...form, m_w_pembulatan: "kadang" }, "Pembulatan harus ya atau tidak"],
      [{ ...form, m_w_nama: "ab" }, "Nama waroeng 3 sampai 60 karakter"],
      [{ ...form, m_w_footer: "x".repeat(121) }, "Footer struk maksimal 120 karakter"],
    ];
    const before = await snapshot();
    for (const [body, message] of bad) {
      const res = await t.call("POST", "/api/admin/outlet", { as: "owner", body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.meta.message).toBe(message);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("keeps the line-discount limit in basis points, taking whole percent 0–100 and refusing anything else", async () => {
    const demo = await outletIdOf(t.db);
    const stored = async () => (await t.db.select({ bp: outlets.lineDiscountLimitBp }).from(outlets).where(eq(outlets.id, demo)))[0]?.bp;
    for (const [percent, bp] of [
      [0, 0],
      [100, 10_000],
      [35, 3_500],
    ] as const) {
      const res = await t.call("POST", "/api/admin/outlet", { as: "owner", body: { ...form, m_w_line_discount_limit: percent } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.m_w_line_discount_limit).toBe(percent);
      expect(await stored()).toBe(bp);
    }
    // Absent: unchanged.
    expect((await t.call("POST", "/api/admin/outlet", { as: "owner", body: form })).body.data.m_w_line_discount_limit).toBe(35);
    const before = await snapshot();
    for (const bad of [101, -1, 12.5, "banyak", 1e9]) {
      const res = await t.call("POST", "/api/admin/outlet", { as: "owner", body: { ...form, m_w_line_discount_limit: bad } });
      expect(res.status, String(bad)).toBe(422);
      expect(res.body.errors.m_w_line_discount_limit).toBe(ADMIN_MSG.LINE_DISCOUNT_LIMIT_INVALID);
    }
    expect(await snapshot()).toEqual(before);
    expect(await stored()).toBe(3_500);
  });

  it("is refused for every role without the back office, changing nothing", async () => {
    const before = await snapshot();
    for (const role of ROLES.filter((r) => !can(r, "admin.manage"))) {
      for (const [method, url] of [
        ["POST", "/api/admin/outlet"],
        ["GET", "/api/admin/outlet"],
        ["GET", "/api/admin/audit"],
      ] as const) {
        const res = await t.call(method, url, { as: role, ...(method === "POST" ? { body: form } : {}) });
        expect(res.status, `${role} ${method} ${url}`).toBe(403);
      }
    }
    expect((await t.call("GET", "/api/admin/audit")).status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it("pages the audit view, newest first, per outlet", async () => {
    for (const tax of [0, 10, 12]) {
      expect((await t.call("POST", "/api/admin/outlet", { as: "kacab", body: { ...form, m_w_tax: tax } })).status).toBe(200);
    }
    const page = await t.call("GET", "/api/admin/audit", { as: "owner", query: { page: "1" } });
    expect(page.body.data.rows.slice(0, 3).map((r: { audit_after: { m_w_tax: number } }) => r.audit_after.m_w_tax)).toEqual([12, 10, 0]);
    expect(page.body.data.total).toBeGreaterThanOrEqual(4);
    const empty = await t.call("GET", "/api/admin/audit", { as: "owner", query: { page: "2" } });
    expect(empty.body.data.rows).toEqual([]);
    expect((await t.call("GET", "/api/admin/audit", { as: "owner", query: { page: "0" } })).status).toBe(422);
    // Another outlet's kasir sees nothing of DEMO's trail (and is refused anyway).
    expect((await t.call("GET", "/api/admin/audit", { as: "kasir.kl" })).status).toBe(403);
  });
});
