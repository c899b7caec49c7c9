/**
 * API tests of a refund approved on the spot (payment §4 Refund flow, §6 "Akses DiTolak!";
 * foundations §6 Role Setting's POST /approve): a cashier the matrix refuses still gets the spec's
 * refusal without an approval; with their supervisor's approval of this very refund (bill, units,
 * rates) it is saved in the cashier's own cash session and shift recap, the approver in the audit
 * log; the approval is single-use, short-lived and allows nothing else. Refused attempts leave no
 * drawer opening, no refund and no used approval.
 */
import { ACCESS_MSG, API_MSG, MSG } from "@waroeng/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvals, auditLog, drawerOpenings, refunds } from "../../db/schema/index.ts";
import { buildStall, buildUser, type Stall } from "../../test/factories.ts";
import { createTestApp, type JsonBody, type TestApp } from "../../test/harness.ts";
import { twoAyamRefundForm } from "../../test/refund-form.ts";
import { cashBody, mainLines, openCash, openOrder, pay } from "../payment/payment.factory.ts";

const REFUND = "/api/transaksi/refund";
const PASSWORD = "demo12345";

let t: TestApp;
let stall: Stall;
/** A cashier of their own (the matrix denies `refund` by default), with an open cash session. */
let cashier: { email: string; userId: number; session: number };
/** A supervisor (kacab) who has no cash session of their own. */
let supervisor: { email: string; userId: number; name: string };
/** Another cashier: a valid login that may not approve. */
let colleague: { email: string; userId: number };

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 1", "Meja 2", "Meja 3", "Meja 4", "Meja 5", "Meja 6"]);
  const c = await buildUser(t, { role: "kasir" });
  cashier = { ...c, session: await openCash(t, c.email) };
  supervisor = await buildUser(t, { role: "kacab" });
  colleague = await buildUser(t, { role: "kasir" });
});
afterAll(async () => {
  await t.close();
});

/** A bill of the stall's main lines (Ayam Goreng Dada ×2, Es Teh Manis) paid by the cashier: its id and Ayam line. */
async function paidBill(table: string): Promise<{ id: number; ayam: number }> {
  const o = await openOrder(t, { as: cashier.email, table: stall.table(table), items: mainLines(stall) });
  const id = await pay(t, cashier.email, cashBody(o.orderId));
  const lines = await t.call("GET", `/api/rekap-transaksi-detail/detailtransaksi/${id}`, { as: cashier.email });
  const ayam = lines.body.data.find((l: JsonBody) => l.m_produk_nama === stall.item("Ayam Goreng Dada"));
  return { id, ayam: ayam.r_t_detail_id as number };
}

/** POST /approve as the cashier with `login`, naming the refund of `units` Ayam of bill `id` (tax on, service off). */
function askApproval(id: number, ayam: number, login: { email: string; password: string }, units = 2) {
  return t.call("POST", "/api/approve", {
    as: cashier.email,
    body: {
      ...login,
      rekap_transaksi_id: id,
      refund_menu: JSON.stringify(Array.from({ length: units }, () => ({ r_t_detail_id: ayam, qty: 1 }))),
      current_tax: 10,
      current_sc: 0,
    },
  });
}

/** The supervisor's approval of the usual refund (two Ayam, tax on, service off) of bill `id`: its id. */
async function approved(id: number, ayam: number): Promise<number> {
  const res = await askApproval(id, ayam, { email: supervisor.email, password: PASSWORD });
  expect(res.body.meta, JSON.stringify(res.body)).toMatchObject({ code: 200, message: ACCESS_MSG.APPROVED });
  return res.body.data.id as number;
}

const footprint = async () => ({
  refunds: (await t.db.select().from(refunds)).length,
  drawer: (await t.db.select().from(drawerOpenings).where(eq(drawerOpenings.reason, "refund"))).length,
  usedApprovals: (await t.db.select().from(approvals)).filter((a) => a.usedAt !== null).length,
});

const recapRefund = async (as: string) => (await t.call("GET", "/api/cashier/payment", { as })).body.data.reconciliation.refund as number;

describe("a cashier's refund without an approval", () => {
  it("gets the spec's refusal, and neither the drawer nor a refund is recorded", async () => {
    const { id, ayam } = await paidBill("Meja 1");
    const before = await footprint();
    const res = await t.call("POST", REFUND, { as: cashier.email, body: twoAyamRefundForm(id, ayam) });
    expect(res.status).toBe(403);
    expect(res.body.meta).toMatchObject({ error: 1, code: 403, message: MSG.ACCESS_DENIED, title: MSG.ACCESS_DENIED_TITLE });
    const drawer = await t.call("GET", "/api/open-laci/refund", { as: cashier.email });
    expect(drawer.status).toBe(403);
    expect(drawer.body.meta).toMatchObject({ message: MSG.ACCESS_DENIED, title: MSG.ACCESS_DENIED_TITLE });
    expect(await footprint()).toEqual(before);
  });
});

describe("a refund approved on the spot", () => {
  it("lands in the cashier's cash session and shift recap, with the approver in the audit log", async () => {
    const { id, ayam } = await paidBill("Meja 2");
    const recapBefore = await recapRefund(cashier.email);
    const approvalId = await approved(id, ayam);

    const drawer = await t.call("GET", "/api/open-laci/refund", { as: cashier.email, query: { approval_id: String(approvalId) } });
    expect(drawer.body, JSON.stringify(drawer.body)).toMatchObject({ error: 0, msg: API_MSG.DRAWER_OPENED });
    const [opening] = await t.db.select().from(drawerOpenings).where(eq(drawerOpenings.userId, cashier.userId));
    expect(opening).toMatchObject({ reason: "refund", cashSessionId: cashier.session });

    const res = await t.call("POST", REFUND, { as: cashier.email, body: twoAyamRefundForm(id, ayam, { approval_id: approvalId }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ rekap_id: id, total: 39_600 });
    const [saved] = await t.db.select().from(refunds).where(eq(refunds.closedTransactionId, id));
    // The cashier's refund and drawer, though the supervisor (who has no cash session) approved it.
    expect(saved).toMatchObject({ userId: cashier.userId, cashSessionId: cashier.session, total: 39_600 });
    expect((await recapRefund(cashier.email)) - recapBefore).toBe(39_600);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "refund"), eq(auditLog.entityId, saved?.id ?? 0)));
    expect(audit).toMatchObject({ userId: cashier.userId, action: "refund" });
    expect(audit?.after).toMatchObject({
      r_t_id: id,
      approval_id: approvalId,
      approver_id: supervisor.userId,
      approver_name: supervisor.name,
    });
  });

  it("is single-use: the same approval refunds nothing more, and the bill still refunds once", async () => {
    const first = await paidBill("Meja 3");
    const approvalId = await approved(first.id, first.ayam);
    const ok = await t.call("POST", REFUND, {
      as: cashier.email,
      body: twoAyamRefundForm(first.id, first.ayam, { approval_id: approvalId }),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);

    const before = await footprint();
    const again = await t.call("POST", REFUND, {
      as: cashier.email,
      body: twoAyamRefundForm(first.id, first.ayam, { approval_id: approvalId }),
    });
    expect(again.body.meta).toMatchObject({ error: 1, code: 403, message: ACCESS_MSG.APPROVAL_INVALID });
    const drawer = await t.call("GET", "/api/open-laci/refund", { as: cashier.email, query: { approval_id: String(approvalId) } });
    expect(drawer.status).toBe(403);
    // A fresh approval of the same refund meets the spec's one refund per bill.
    const second = await approved(first.id, first.ayam);
    const once = await t.call("POST", REFUND, {
      as: cashier.email,
      body: twoAyamRefundForm(first.id, first.ayam, { approval_id: second }),
    });
    expect(once.body.meta).toMatchObject({ error: 1, code: 409, message: MSG.REFUND_ONCE });
    expect(await footprint()).toEqual(before);
  });

  it("allows only the refund it was given for, to the cashier who asked, for five minutes", async () => {
    const { id, ayam } = await paidBill("Meja 4");
    const other = await paidBill("Meja 5");
    const approvalId = await approved(id, ayam);
    const before = await footprint();
    const refusedWith = async (as: string, body: Record<string, unknown>) => {
      const res = await t.call("POST", REFUND, { as, body });
      expect(res.body.meta, JSON.stringify(body)).toMatchObject({ error: 1, code: 403, message: ACCESS_MSG.APPROVAL_INVALID });
    };
    // One unit instead of two, another bill, the service switched on: not what was approved.
    await refusedWith(
      cashier.email,
      twoAyamRefundForm(id, ayam, {
        approval_id: approvalId,
        refund_menu: [{ r_t_detail_id: ayam, qty: 1 }],
        sub_total: 18_000,
        nominal_pajak: 1_800,
        total: 19_800,
      }),
    );
    await refusedWith(cashier.email, twoAyamRefundForm(other.id, other.ayam, { approval_id: approvalId }));
    await refusedWith(
      cashier.email,
      twoAyamRefundForm(id, ayam, { approval_id: approvalId, current_sc: 5, nominal_sc: 1_800, total: 41_400 }),
    );
    // Another cashier cannot use it; nor does it save Role Setting's switches.
    await openCash(t, colleague.email);
    await refusedWith(colleague.email, twoAyamRefundForm(id, ayam, { approval_id: approvalId }));
    const roles = await t.call("POST", "/api/role-kasir/update", {
      as: cashier.email,
      body: { approvel_id: approvalId, m_kasir_akses_temp_role: { "1": "allow" } },
    });
    expect(roles.body.meta).toMatchObject({ message: ACCESS_MSG.APPROVAL_INVALID });
    // Role Setting's approval (no refund named) does not refund.
    const plain = await t.call("POST", "/api/approve", { as: cashier.email, body: { email: supervisor.email, password: PASSWORD } });
    await refusedWith(cashier.email, twoAyamRefundForm(id, ayam, { approval_id: plain.body.data.id }));
    expect(await footprint()).toEqual(before);

    // Six minutes later the approval has lapsed.
    await t.db
      .update(approvals)
      .set({ createdAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(approvals.id, approvalId));
    await refusedWith(cashier.email, twoAyamRefundForm(id, ayam, { approval_id: approvalId }));
    expect(await footprint()).toEqual(before);
  });

  it("a refused approval (wrong password, a login that may not approve) records nothing", async () => {
    const { id, ayam } = await paidBill("Meja 6");
    const before = await footprint();
    const approvalsBefore = (await t.db.select().from(approvals)).length;
    const wrong = await askApproval(id, ayam, { email: supervisor.email, password: "salah-sekali" });
    expect(wrong.status).toBe(200);
    expect(wrong.body.meta).toMatchObject({ error: 1, code: 401, message: ACCESS_MSG.APPROVER_INVALID, title: MSG.ACCESS_DENIED_TITLE });
    const notSupervisor = await askApproval(id, ayam, { email: colleague.email, password: PASSWORD });
    expect(notSupervisor.body.meta).toMatchObject({ error: 1, code: 401, message: ACCESS_MSG.APPROVER_NOT_SUPERVISOR });
    expect((await t.db.select().from(approvals)).length).toBe(approvalsBefore);
    expect(await footprint()).toEqual(before);
  });

  it("a refusal after the approval (no cash session) rolls back its use too", async () => {
    const { id, ayam } = await paidBill("Meja 6");
    // A new cashier asks and is approved, but has no cash session (Saldo Awal) yet.
    const newcomer = await buildUser(t, { role: "kasir" });
    const ask = await t.call("POST", "/api/approve", {
      as: newcomer.email,
      body: {
        email: supervisor.email,
        password: PASSWORD,
        rekap_transaksi_id: id,
        refund_menu: [{ r_t_detail_id: ayam, qty: 2 }],
        current_tax: 10,
        current_sc: 0,
      },
    });
    const approvalId = ask.body.data.id as number;
    const res = await t.call("POST", REFUND, { as: newcomer.email, body: twoAyamRefundForm(id, ayam, { approval_id: approvalId }) });
    expect(res.body.meta).toMatchObject({ error: 1, code: 409, message: API_MSG.NO_OPENING_CASH });
    const [row] = await t.db.select().from(approvals).where(eq(approvals.id, approvalId));
    expect(row?.usedAt).toBeNull();
    // Once their drawer is open, the same approval refunds (two units listed one way or the other).
    await openCash(t, newcomer.email);
    const ok = await t.call("POST", REFUND, { as: newcomer.email, body: twoAyamRefundForm(id, ayam, { approval_id: approvalId }) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  });
});
