/**
 * Tutup Saldo over unpaid orders: the close-check lists the outlet's open orders (nota, table, total)
 * with the drawer recap; closing without `close_anyway` is refused with the notas and changes
 * nothing; a wbd closes anyway only with a kacab's approval, a kacab on their own; every close is
 * audited with the notas left open and the approver; Ganti Shift hands open orders over.
 */
import { CASH_BOOK_MSG } from "@waroeng/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, cashSessions } from "../../db/schema/index.ts";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { cashBody, MAIN_FIGURES, mainLines, openCash, openOrder, pay } from "../payment/payment.factory.ts";

let t: TestApp;
let stall: Stall;

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Bungkus 1", "Bungkus 2"]);
});

afterAll(async () => {
  await t.close();
});

const sessionRow = async (id: number) => (await t.db.select().from(cashSessions).where(eq(cashSessions.id, id)))[0];
const closeAudits = async () =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "cash_session"), eq(auditLog.action, "close")));

describe("Tutup Saldo over open orders", () => {
  it("lists the open orders, refuses a close that does not say so, and lets a wbd close anyway with a kacab's approval", async () => {
    const session = await openCash(t, "wbd");
    const order = await openOrder(t, { table: stall.table("Bungkus 1"), items: mainLines(stall), as: "wbd", note: "7001" });

    const check = await t.call("GET", "/api/cashier/close-check", { as: "wbd" });
    expect(check.status).toBe(200);
    expect(check.body.data).toMatchObject({
      rekap_modal_id: session,
      close_anyway: "approval",
      open_orders: [{ tmp_transaction_id: order.orderId, tmp_transaction_note_number: "7001", total: MAIN_FIGURES.total }],
    });
    expect(check.body.data.open_orders[0].meja).toContain("Bungkus 1");
    expect(check.body.data.reconciliation.uang_seharusnya).toBe(check.body.data.reconciliation.saldo_awal);

    const refused = await t.call("POST", "/api/m-modal/close-modal", { as: "wbd", body: { nominal_cash: 1_000 } });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ error: 1, meta: { code: 409 } });
    expect(refused.body.meta.message).toBe(CASH_BOOK_MSG.openOrdersLeft(1, "7001"));
    expect((await sessionRow(session))?.closedAt).toBeNull();

    const noApproval = await t.call("POST", "/api/m-modal/close-modal", { as: "wbd", body: { nominal_cash: 1_000, close_anyway: 1 } });
    expect(noApproval.body).toMatchObject({ error: 1, meta: { code: 403, message: CASH_BOOK_MSG.CLOSE_ANYWAY_NEEDS_APPROVAL } });
    expect((await sessionRow(session))?.closedAt).toBeNull();
    expect(await closeAudits()).toEqual([]);

    const approval = await t.call("POST", "/api/approve", { as: "wbd", body: { email: "kacab@demo.test", password: "demo12345" } });
    expect(approval.status).toBe(200);
    const closed = await t.call("POST", "/api/m-modal/close-modal", {
      as: "wbd",
      body: { nominal_cash: 1_000, close_anyway: "1", approval: approval.body.data.id },
    });
    expect(closed.body).toMatchObject({ error: 0, rekap_modal_id: session });
    expect((await sessionRow(session))?.closedAt).not.toBeNull();
    const [audit] = await closeAudits();
    expect(audit?.after).toMatchObject({ open_notas: ["7001"], approver_name: expect.stringMatching(/\S/) });
    // The order stays open for whoever settles it.
    expect((await t.call("GET", "/api/cashier/close-check", { as: "kacab" })).status).toBe(409);
    await openCash(t, "kacab");
    const kacabCheck = await t.call("GET", "/api/cashier/close-check", { as: "kacab" });
    expect(kacabCheck.body.data).toMatchObject({ close_anyway: "self", open_orders: [{ tmp_transaction_note_number: "7001" }] });
  });

  it("lets a kacab close anyway on their own, and closes without asking once every order is paid", async () => {
    const kacab = await openCash(t, "kacab");
    const closed = await t.call("POST", "/api/m-modal/close-modal", { as: "kacab", body: { nominal_cash: 1_000, close_anyway: 1 } });
    expect(closed.body).toMatchObject({ error: 0, rekap_modal_id: kacab });
    const audits = await closeAudits();
    expect(audits.at(-1)?.after).toMatchObject({ open_notas: ["7001"], approver_name: null });

    const wbd = await openCash(t, "wbd");
    const [open] = (await t.call("GET", "/api/cashier/close-check", { as: "wbd" })).body.data.open_orders;
    await pay(t, "wbd", cashBody(open.tmp_transaction_id));
    const check = await t.call("GET", "/api/cashier/close-check", { as: "wbd" });
    expect(check.body.data.open_orders).toEqual([]);
    expect(check.body.data.reconciliation.tunai).toBe(MAIN_FIGURES.total);
    const expense = { nama_pengguna: "Pak Joko", debit: 0, kredit: 2_000, group: "Reguler", keterangan: "Beli es batu" };
    expect((await t.call("POST", "/api/recap-mutasi-modal", { as: "wbd", body: expense })).status).toBe(200);
    const plain = await t.call("POST", "/api/m-modal/close-modal", { as: "wbd", body: { nominal_cash: 5_000 } });
    expect(plain.body).toMatchObject({ error: 0, rekap_modal_id: wbd });

    // The back office's Audit page reads what happened in words, money in rupiah.
    const audit = await t.call("GET", "/api/admin/audit", { as: "kacab" });
    const texts: string[] = audit.body.data.rows.map((r: { audit_text: string }) => r.audit_text);
    expect(texts).toContain("WBD Budi WBD mencatat kas keluar Rp 2.000: Beli es batu");
    expect(
      texts.some((x) =>
        /^WBD .* menutup saldo: uang dihitung Rp 1\.000, .*dengan 1 pesanan belum dibayar \(Nota 7001\), disetujui oleh /.test(x),
      ),
    ).toBe(true);
    expect(texts.some((x) => /menyetujui permintaan WBD /.test(x))).toBe(true);
  });

  it("Ganti Shift hands open orders to the next cashier without asking", async () => {
    await openCash(t, "wbd");
    await openOrder(t, { table: stall.table("Bungkus 2"), items: mainLines(stall), as: "wbd" });
    const changed = await t.call("POST", "/api/cashier/change-shift", { as: "wbd", body: { nominal_cash: 1_000 } });
    expect(changed.body).toMatchObject({ error: 0 });
  });
});
