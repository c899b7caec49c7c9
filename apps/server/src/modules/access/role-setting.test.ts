/**
 * API tests of Role Setting (foundations §6 "Role Setting", §7, §8): POST /approve, GET /get-all-role,
 * POST /role-kasir/update — the happy path, every refusal (nothing changed), other outlets, the log.
 */
import { ACCESS_MSG, MSG } from "@waroeng/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvals, cashierPermissionLog, cashierPermissions, users } from "../../db/schema/index.ts";
import { createTestApp, type JsonBody, type TestApp } from "../../test/harness.ts";
import { outletIdOf } from "../orders/orders.test-helpers.ts";

let t: TestApp;
let demo: number;
beforeAll(async () => {
  t = await createTestApp();
  demo = await outletIdOf(t.db);
});
afterAll(async () => {
  await t.close();
});

const approveAs = (who: string, body: Record<string, unknown>) => t.call("POST", "/api/approve", { as: who, body });
const supervisor = { waroeng: 0, email: "kacab@demo.test", password: "demo12345" };

/** Everything Role Setting may change: permissions, approvals (used or not) and the log. */
async function snapshot() {
  return {
    permissions: await t.db.select().from(cashierPermissions).orderBy(cashierPermissions.id),
    approvals: await t.db.select().from(approvals).orderBy(approvals.id),
    log: await t.db.select().from(cashierPermissionLog).orderBy(cashierPermissionLog.id),
  };
}

async function permissionId(feature: string, outletId = demo): Promise<number> {
  const rows = await t.db.select().from(cashierPermissions).where(eq(cashierPermissions.outletId, outletId));
  const row = rows.find((r) => r.feature === feature);
  if (!row) {
    throw new Error(`no ${feature}`);
  }
  return row.id;
}

/** POST /role-kasir/update as a browser form posts it (urlencoded, PHP-style keys). */
async function saveForm(who: string, approvalId: number, switches: Record<number, string | null>) {
  const form = new URLSearchParams({ approvel_id: String(approvalId) });
  for (const [id, value] of Object.entries(switches)) {
    form.append("m_kasir_akses_id[]", id);
    if (value !== null) {
      form.append(`m_kasir_akses_temp_role[${id}]`, value);
    }
  }
  const res = await t.app.inject({
    method: "POST",
    url: "/api/role-kasir/update",
    headers: { authorization: `Bearer ${await t.login(who)}`, "content-type": "application/x-www-form-urlencoded" },
    payload: form.toString(),
  });
  return { status: res.statusCode, body: res.json() as JsonBody };
}

function expectApprovalRefused(res: { status: number; body: JsonBody }, message: string) {
  expect(res.status).toBe(200);
  expect(res.body.meta).toEqual({ code: 401, error: 1, message, title: MSG.ACCESS_DENIED_TITLE });
  expect(res.body.data).toBeNull();
}

describe("POST /approve", () => {
  it("approves with a supervisor's login: meta.code 200 and data.id", async () => {
    const res = await approveAs("kasir", { ...supervisor, waroeng: demo });
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ code: 200, error: 0, message: ACCESS_MSG.APPROVED });
    const [row] = await t.db.select().from(approvals).where(eq(approvals.id, res.body.data.id));
    const [kacab] = await t.db.select().from(users).where(eq(users.email, "kacab@demo.test"));
    const [kasir] = await t.db.select().from(users).where(eq(users.email, "kasir@demo.test"));
    expect(row).toMatchObject({ outletId: demo, approverId: kacab?.id, requestedBy: kasir?.id, usedAt: null });
  });

  it("refuses a wrong password, a non-supervisor and another outlet with code 401, Akses DiTolak!, and records nothing", async () => {
    const before = await snapshot();
    expectApprovalRefused(await approveAs("kasir", { ...supervisor, password: "salah-salah" }), ACCESS_MSG.APPROVER_INVALID);
    expectApprovalRefused(await approveAs("kasir", { ...supervisor, email: "nobody@demo.test" }), ACCESS_MSG.APPROVER_INVALID);
    expectApprovalRefused(await approveAs("kasir", { ...supervisor, email: "wbd@demo.test" }), ACCESS_MSG.APPROVER_NOT_SUPERVISOR);
    expectApprovalRefused(
      await approveAs("kasir", { ...supervisor, waroeng: await outletIdOf(t.db, "DEMO-KL") }),
      ACCESS_MSG.APPROVER_NOT_SUPERVISOR,
    );
    // The KL cashier cannot borrow the Jakarta supervisor either.
    expectApprovalRefused(await approveAs("kasir.kl@demo.test", supervisor), ACCESS_MSG.APPROVER_NOT_SUPERVISOR);
    expect(await snapshot()).toEqual(before);
    // The cashier's own session still works (a refused approval is not an ended session).
    expect((await t.call("GET", "/api/user", { as: "kasir" })).status).toBe(200);
  });

  it("refuses a form without email or password (422)", async () => {
    const res = await approveAs("kasir", { waroeng: demo });
    expect(res.status).toBe(422);
  });
});

describe("GET /get-all-role and POST /role-kasir/update", () => {
  it("lists the switches, saves a grant under the approval, logs it with the supervisor, and the gate follows", async () => {
    const list = await t.call("GET", "/api/get-all-role", { as: "kasir" });
    expect(list.status).toBe(200);
    const refund = list.body.data.find((p: JsonBody) => p.m_kasir_akses_fitur === "refund");
    expect(refund).toMatchObject({ m_kasir_akses_default_role: "deny", m_kasir_akses_temp_role: "deny", m_kasir_akses_temp_until: null });
    expect((await t.call("GET", "/api/akses-role", { as: "kasir" })).body.data.refund.temporaryRole).toBe("deny");

    const approval = (await approveAs("kasir", supervisor)).body.data.id as number;
    const cancelMenu = await permissionId("cancel_menu");
    const saved = await saveForm("kasir", approval, { [refund.m_kasir_akses_id]: "allow", [cancelMenu]: null });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.meta.message).toBe(ACCESS_MSG.ROLE_SAVED);
    const after = saved.body.data.find((p: JsonBody) => p.m_kasir_akses_fitur === "refund");
    expect(after.m_kasir_akses_temp_role).toBe("allow");
    // Until the end of today's business day in Asia/Jakarta: midnight there is 17:00 UTC.
    expect(after.m_kasir_akses_temp_until).toMatch(/T17:00:00\.000Z$/);
    expect((await t.call("GET", "/api/akses-role", { as: "kasir" })).body.data.refund).toEqual({
      defaultRole: "deny",
      temporaryRole: "allow",
    });

    const log = await t.db.select().from(cashierPermissionLog);
    const [kacab] = await t.db.select().from(users).where(eq(users.email, "kacab@demo.test"));
    // cancel_menu was already off: only the refund switch changed, and only it is logged.
    expect(log.map((l) => [l.feature, l.fromTemporaryRole, l.toTemporaryRole, l.approverId, l.approvalId])).toEqual([
      ["refund", false, true, kacab?.id, approval],
    ]);

    // Switched off again under a new approval (JSON this time: the switches as an object).
    const again = (await approveAs("kasir", supervisor)).body.data.id as number;
    const off = await t.call("POST", "/api/role-kasir/update", {
      as: "kasir",
      body: {
        approvel_id: again,
        m_kasir_akses_id: [refund.m_kasir_akses_id],
        m_kasir_akses_temp_role: { [refund.m_kasir_akses_id]: "deny" },
      },
    });
    expect(off.status).toBe(200);
    expect((await t.call("GET", "/api/akses-role", { as: "kasir" })).body.data.refund.temporaryRole).toBe("deny");
    expect(await t.db.select().from(cashierPermissionLog)).toHaveLength(2);
  });

  it("refuses a used, expired, unknown or other user's approval (403 Akses DiTolak!) and changes nothing", async () => {
    const refund = await permissionId("refund");
    const used = (await approveAs("kasir", supervisor)).body.data.id as number;
    expect((await saveForm("kasir", used, { [refund]: "deny" })).status).toBe(200);
    const expired = (await approveAs("kasir", supervisor)).body.data.id as number;
    await t.db.update(approvals).set({ createdAt: sql`now() - interval '6 minutes'` }).where(eq(approvals.id, expired));
    const wbds = (await approveAs("wbd", supervisor)).body.data.id as number;

    const before = await snapshot();
    for (const [who, id] of [
      ["kasir", used],
      ["kasir", expired],
      ["kasir", 999_999],
      ["kasir", wbds],
    ] as const) {
      const res = await saveForm(who, id, { [refund]: "allow" });
      expect(res.status, `${who} ${id}`).toBe(403);
      expect(res.body.meta).toMatchObject({ error: 1, message: ACCESS_MSG.APPROVAL_INVALID, title: MSG.ACCESS_DENIED_TITLE });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses another outlet's permission (422) and leaves the approval unused", async () => {
    const approval = (await approveAs("kasir", supervisor)).body.data.id as number;
    const klRefund = await permissionId("refund", await outletIdOf(t.db, "DEMO-KL"));
    const before = await snapshot();
    const res = await saveForm("kasir", approval, { [klRefund]: "allow" });
    expect(res.status).toBe(422);
    expect(res.body.meta.message).toBe(ACCESS_MSG.FEATURE_NOT_FOUND);
    expect(await snapshot()).toEqual(before);
    // The same approval still works once.
    expect((await saveForm("kasir", approval, { [await permissionId("refund")]: null })).status).toBe(200);
  });

  it("refuses a form naming no permission (422)", async () => {
    const approval = (await approveAs("kasir", supervisor)).body.data.id as number;
    const res = await t.call("POST", "/api/role-kasir/update", { as: "kasir", body: { approvel_id: approval } });
    expect(res.status).toBe(422);
    expect(res.body.meta.message).toBe(ACCESS_MSG.FEATURES_REQUIRED);
  });

  it("lets two saves race for one approval: exactly one wins", async () => {
    const approval = (await approveAs("kasir", supervisor)).body.data.id as number;
    const refund = await permissionId("refund");
    const results = await Promise.all([
      saveForm("kasir", approval, { [refund]: "allow" }),
      saveForm("kasir", approval, { [refund]: "allow" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
    expect((await t.db.select().from(cashierPermissionLog).where(eq(cashierPermissionLog.approvalId, approval))).length).toBe(1);
  });
});

describe("approval attempts are limited like logins", () => {
  it("answers 429 after 5 failures for one supervisor email", async () => {
    const body = { ...supervisor, email: "limit-target@demo.test", password: "tebak-tebak" };
    for (let i = 0; i < 5; i++) {
      expectApprovalRefused(await approveAs("kasir", body), ACCESS_MSG.APPROVER_INVALID);
    }
    const res = await approveAs("kasir", body);
    expect(res.status).toBe(429);
  });
});
