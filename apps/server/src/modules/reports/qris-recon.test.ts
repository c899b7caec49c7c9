/**
 * API tests of the QRIS reconciliation (GET /laporan/qris): a day of QRIS — a bill paid through its
 * charge (with a unique code), a multipayment with a QRIS share (no charge), a bill booked QRIS
 * without a charge, a charge left pending past its expiry, a charge marked paid without a bill (as
 * gateway QRIS records money that arrived for a changed bill) — reconciled per day to the rupiah and
 * listed as exceptions; the columns gateway QRIS adds (money to return, issuer) read when present;
 * role refusals; bad ranges and outlets refused with the catalogue's message, never a 500; the
 * reconciliation equals main's (every charge and bill read, test/qris-recon-oracle.ts) after a bill
 * paid by its charge is moved to another day, deleted, or voided by the cashier; more bills paid by
 * QRIS without a charge than the list holds: all counted, the oldest listed.
 */
import { jakartaParts, QRIS_RECON_LIST_MAX, QRIS_RECON_MAX_DAYS, REPORT_MSG, ROLES, rolesFor, rollupDeltas } from "@waroeng/domain";
import { qrisSticker } from "@waroeng/domain/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closedTransactions, paymentTenders, qrisCharges } from "../../db/schema/index.ts";
import { loadRollupBills } from "../../lib/rollup-facts.ts";
import { applyRollupDeltas, reviseBills } from "../../lib/rollups.ts";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type JsonBody, type TestApp } from "../../test/harness.ts";
import { qrisReconFromBills } from "../../test/qris-recon-oracle.ts";
import { cashBody, MAIN_FIGURES, mainLines, openCash, openOrder, outletIdOf, pay } from "../payment/payment.factory.ts";
import { qrisRecon } from "./qris-recon.service.ts";

let t: TestApp;
let stall: Stall;

const today = () => jakartaParts(new Date()).date;
const dayBefore = (d: string) => {
  const x = new Date(`${d}T00:00:00Z`);
  x.setUTCDate(x.getUTCDate() - 1);
  return x.toISOString().slice(0, 10);
};
const recon = (as: string, query: Record<string, string> = {}) =>
  t.call("GET", "/api/laporan/qris", { as, query: { dari: today(), sampai: today(), ...query } });
const charge = async (orderId: number) => {
  const res = await t.call("POST", "/api/qris/charge", { as: "kasir", body: { tmp_transaction_id: orderId, total: MAIN_FIGURES.total } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { order_id: string; amount: number; unique_amount: number };
};
const qrisBody = (orderId: number, orderRef: string) => ({
  ...cashBody(orderId),
  payment_method: 11,
  nominal_uang: 0,
  exchange: 0,
  qris_order_id: orderRef,
});
const notaOf = async (rekapId: number) =>
  (await t.db.select({ nota: closedTransactions.noteNumber }).from(closedTransactions).where(eq(closedTransactions.id, rekapId)))[0]?.nota;

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 1", "Meja 2", "Meja 3", "Meja 4", "Meja 5", "Meja 6"]);
  const now = (await t.call("GET", "/api/admin/outlet", { as: "owner" })).body.data;
  const saved = await t.call("POST", "/api/admin/outlet", {
    as: "owner",
    body: {
      m_w_nama: now.m_w_nama,
      m_w_tax: now.m_w_tax,
      m_w_sc: now.m_w_sc,
      m_w_pembulatan: now.m_w_pembulatan,
      m_w_alamat: now.m_w_alamat,
      m_w_footer: now.m_w_footer,
      m_w_qris_static: qrisSticker(),
      m_w_qris_kode_unik: "ya",
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await openCash(t, "kasir");
});
afterAll(async () => {
  await t.close();
});

describe("GET /laporan/qris reconciles a day of QRIS", () => {
  it("sets the charges whose money arrived against the bills paid by QRIS, the unique codes apart, and lists every exception", async () => {
    const open = (table: string) => openOrder(t, { table: stall.table(table), items: mainLines(stall) });
    const empty = await recon("owner");
    expect(empty.status, JSON.stringify(empty.body)).toBe(200);
    expect(empty.body.data).toMatchObject({ per_hari: [], tagihan_tanpa_nota: [], nota_tanpa_tagihan: [], tagihan_kedaluwarsa: [] });

    // A: paid through its charge; the QR asked the bill + a unique code.
    const a = await open("Meja 1");
    const aCharge = await charge(a.orderId);
    expect(aCharge.unique_amount).toBeGreaterThan(0);
    await pay(t, "kasir", qrisBody(a.orderId, aCharge.order_id));
    // B: a multipayment, Rp30.000 cash + Rp20.000 QRIS: the share has no charge (confirmed by eye).
    const b = await open("Meja 2");
    const bId = await pay(t, "kasir", {
      ...cashBody(b.orderId),
      multipayment: [
        { payment_method: 1, nominal: 30_000 },
        { payment_method: 11, nominal: 20_000 },
      ],
    });
    // C: a bill booked QRIS alone without a charge (as a till without charges recorded it).
    const c = await open("Meja 3");
    const cId = await pay(t, "kasir", { ...cashBody(c.orderId), payment_method: 2, nominal_uang: 0, exchange: 0 });
    // (A change of a paid bill: its day's rollups corrected, as every bill-changing transaction does.)
    await t.db.transaction((tx) =>
      reviseBills(tx, [cId], async () => {
        await tx.update(paymentTenders).set({ paymentMethodId: 11 }).where(eq(paymentTenders.closedTransactionId, cId));
        await tx.update(closedTransactions).set({ paymentMethodId: 11 }).where(eq(closedTransactions.id, cId));
      }),
    );
    // D: a charge left pending past its expiry (the customer walked away; the order is still open).
    const d = await open("Meja 4");
    const dCharge = await charge(d.orderId);
    await t.db.update(qrisCharges).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(qrisCharges.orderRef, dCharge.order_id));
    // E: the charge's money arrived after the bill was paid in cash: paid, no bill (a direct write, as the gateway's).
    const e = await open("Meja 5");
    const eCharge = await charge(e.orderId);
    const eId = await pay(t, "kasir", cashBody(e.orderId));
    await t.db.update(qrisCharges).set({ status: "paid" }).where(eq(qrisCharges.orderRef, eCharge.order_id));

    const res = await recon("kacab");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.data;
    const figures = {
      tagihan_jml: 2,
      tagihan_nominal: aCharge.amount + eCharge.amount,
      kode_unik: aCharge.unique_amount + eCharge.unique_amount,
      nota_jml: 3,
      nota_nominal: 47_200 + 20_000 + 47_200,
      selisih: 47_200 - 20_000 - 47_200,
      tanpa_nota_jml: 1,
      tanpa_tagihan_jml: 2,
      kedaluwarsa_jml: 1,
    };
    expect(r.ringkasan).toEqual(figures);
    expect(r.per_hari).toEqual([{ tanggal: today(), ...figures }]);
    const hhmm = expect.stringMatching(/^\d{2}:\d{2}$/);
    expect(r.tagihan_tanpa_nota).toEqual([
      {
        order_id: eCharge.order_id,
        nota: await notaOf(eId),
        tanggal: today(),
        jam: hhmm,
        nominal: eCharge.amount,
        kembalikan: eCharge.amount,
        mode: "static",
        penerbit: "",
      },
    ]);
    expect(r.nota_tanpa_tagihan.map((x: JsonBody) => [x.r_t_id, x.nota, x.nominal, x.alasan, x.tanggal])).toEqual([
      [bId, await notaOf(bId), 20_000, "multipayment", today()],
      [cId, await notaOf(cId), 47_200, "dikonfirmasi_kasir", today()],
    ]);
    expect(r.tagihan_kedaluwarsa).toEqual([
      { order_id: dCharge.order_id, nota: "", tanggal: today(), jam: hhmm, nominal: dCharge.amount, kedaluwarsa: expect.any(String) },
    ]);
    expect(Date.parse(r.tagihan_kedaluwarsa[0].kedaluwarsa)).toBeLessThan(Date.now());

    // The sales report's QRIS by method is the reconciliation's bill side.
    const sales = await t.call("GET", "/api/laporan", { as: "kacab", query: { dari: today(), sampai: today() } });
    expect(sales.body.data.per_pembayaran.find((p: JsonBody) => p.metode === "QRIS")?.nominal).toBe(figures.nota_nominal);
    // A range that ends the day before holds none of it.
    const before = await recon("owner", { dari: dayBefore(today()), sampai: dayBefore(today()) });
    expect(before.body.data).toMatchObject({ per_hari: [], tagihan_tanpa_nota: [], nota_tanpa_tagihan: [], tagihan_kedaluwarsa: [] });
    expect(before.body.data.ringkasan.nota_jml).toBe(0);
  });

  it("reads the money to return and the issuer gateway QRIS records", async () => {
    const o = await openOrder(t, { table: stall.table("Meja 6"), items: mainLines(stall) });
    const c = await charge(o.orderId);
    // The gateway's late payment of a changed bill: the charge cancelled, its money recorded to return.
    await t.db.execute(
      sql`update qris_charge set q_c_status = 'cancelled', q_c_to_return = ${c.amount}, q_c_issuer = 'GoPay', q_c_settled_at = now()
        where q_c_order_id = ${c.order_id}`,
    );
    const r = (await recon("owner")).body.data;
    expect(r.tagihan_tanpa_nota.find((x: JsonBody) => x.order_id === c.order_id)).toMatchObject({
      nota: "",
      nominal: c.amount,
      kembalikan: c.amount,
      penerbit: "GoPay",
    });
    expect(r.ringkasan).toMatchObject({ tagihan_jml: 3, tanpa_nota_jml: 2, kedaluwarsa_jml: 1 });
  });

  it("equals main's reconciliation from every charge and bill, also after a bill paid by its charge is voided or moved", async () => {
    const outletId = await outletIdOf(t.db);
    const same = async () => {
      for (const range of [
        { from: today(), to: today() },
        { from: dayBefore(dayBefore(today())), to: today() },
        { from: dayBefore(today()), to: dayBefore(today()) },
      ]) {
        expect(await qrisRecon(t.db, { outletId, ...range })).toEqual(await qrisReconFromBills(t.db, { outletId, ...range }));
      }
    };
    await same();
    // Two more bills paid through their charges: one moved to the day before, one voided (its charge then has no bill).
    const [moved, voided] = [
      await openOrder(t, { table: stall.table("Meja 1"), items: mainLines(stall) }),
      await openOrder(t, { table: stall.table("Meja 2"), items: mainLines(stall) }),
    ];
    const movedCharge = await charge(moved.orderId);
    const movedId = await pay(t, "kasir", qrisBody(moved.orderId, movedCharge.order_id));
    const voidedCharge = await charge(voided.orderId);
    const voidedId = await pay(t, "kasir", qrisBody(voided.orderId, voidedCharge.order_id));
    await same();
    await t.db.transaction((tx) =>
      reviseBills(tx, [movedId], () =>
        tx
          .update(closedTransactions)
          .set({ businessDate: dayBefore(today()) })
          .where(eq(closedTransactions.id, movedId)),
      ),
    );
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`update qris_charge set q_c_settled_at = now() where q_c_r_t_id = ${voidedId}`);
      await reviseBills(tx, [voidedId], () => tx.delete(closedTransactions).where(eq(closedTransactions.id, voidedId)));
    });
    const r = await qrisRecon(t.db, { outletId, from: dayBefore(today()), to: today() });
    expect(r.tagihan_tanpa_nota.map((x) => x.order_id)).toContain(voidedCharge.order_id);
    expect(r.per_hari.find((d) => d.tanggal === dayBefore(today()))).toMatchObject({ tagihan_jml: 1, nota_jml: 1 });
    await same();
    // A bill paid through its charge, voided by the cashier (wrong tap): the day loses the bill and its charge.
    const before = (await qrisRecon(t.db, { outletId, from: today(), to: today() })).ringkasan;
    const tapped = await openOrder(t, { table: stall.table("Meja 3"), items: mainLines(stall) });
    const tappedCharge = await charge(tapped.orderId);
    const tappedId = await pay(t, "kasir", qrisBody(tapped.orderId, tappedCharge.order_id));
    expect((await qrisRecon(t.db, { outletId, from: today(), to: today() })).ringkasan).toMatchObject({
      tagihan_jml: before.tagihan_jml + 1,
      nota_jml: before.nota_jml + 1,
    });
    const voided2 = await t.call("POST", `/api/recap-transactions/${tappedId}/void`, { as: "kasir", body: { keterangan: "Salah tekan" } });
    expect(voided2.status, JSON.stringify(voided2.body)).toBe(200);
    expect((await qrisRecon(t.db, { outletId, from: today(), to: today() })).ringkasan).toEqual(before);
    await same();
  });
});

describe("GET /laporan/qris with many bills paid by QRIS without a charge", () => {
  it("counts them all from the day rollup and lists the oldest QRIS_RECON_LIST_MAX", async () => {
    const outletId = await outletIdOf(t.db);
    const day = "2024-01-02";
    const many = QRIS_RECON_LIST_MAX + 3;
    // Copies of a paid bill (and of its order), each paid by a QRIS tender without a charge, on one past
    // day: written by SQL, their facts added to the rollups as the paying transaction adds them.
    await t.db.transaction(async (tx) => {
      const template = (await tx.execute<{ id: number }>(sql`select max(r_t_id) as id from rekap_transaksi`)).rows[0]?.id;
      const ids = (
        await tx.execute<{ id: number }>(sql`with o as (
            insert into tmp_transaction select (jsonb_populate_record(null::tmp_transaction, to_jsonb(x) || jsonb_build_object(
              'tmp_transaction_id', nextval(pg_get_serial_sequence('tmp_transaction', 'tmp_transaction_id')),
              'tmp_transaction_note_number', 'Q-' || g))).*
            from tmp_transaction x join rekap_transaksi r on r.r_t_tmp_transaction_id = x.tmp_transaction_id, generate_series(1, ${many}) g
            where r.r_t_id = ${template}
            returning tmp_transaction_id as id, tmp_transaction_note_number as nota
          ), b as (
            insert into rekap_transaksi select (jsonb_populate_record(null::rekap_transaksi, to_jsonb(r) || jsonb_build_object(
              'r_t_id', nextval(pg_get_serial_sequence('rekap_transaksi', 'r_t_id')), 'r_t_tmp_transaction_id', o.id,
              'r_t_nota_code', o.nota, 'r_t_tanggal', ${day}::text, 'r_t_jam', '10:00'))).*
            from rekap_transaksi r, o where r.r_t_id = ${template}
            returning r_t_id, r_t_nominal_total_bayar
          ), p as (
            insert into rekap_transaksi_payment (r_t_id, m_w_id, m_payment_method_id, r_t_p_nominal, r_t_p_nominal_uang)
            select b.r_t_id, ${outletId}, 11, b.r_t_nominal_total_bayar, b.r_t_nominal_total_bayar from b
          ) select r_t_id as id from b order by 1`)
      ).rows.map((r) => r.id);
      const facts = await loadRollupBills(tx, ids);
      await applyRollupDeltas(tx, ...facts.map((f) => rollupDeltas(f, 1)));
    });
    const range = { outletId, from: day, to: day };
    const r = await qrisRecon(t.db, range);
    const all = await qrisReconFromBills(t.db, range);
    expect(r.ringkasan).toEqual(all.ringkasan);
    expect(r.ringkasan).toMatchObject({ nota_jml: many, tanpa_tagihan_jml: many });
    expect(r.per_hari).toEqual(all.per_hari);
    expect(r.nota_tanpa_tagihan).toEqual(all.nota_tanpa_tagihan.slice(0, QRIS_RECON_LIST_MAX));
    expect(all.nota_tanpa_tagihan).toHaveLength(many);
  });
});

describe("GET /laporan/qris refusals", () => {
  it.each(ROLES.filter((r) => !rolesFor("report.read").includes(r)))("refuses the %s role with 403", async (role) => {
    const res = await recon(role);
    expect(res.status).toBe(403);
    expect(res.body.meta.error).toBe(1);
  });

  it.each([
    ["a reversed range", { dari: "2026-11-10", sampai: "2026-11-09" }, "sampai", REPORT_MSG.RANGE_REVERSED],
    ["a range over 92 days", { dari: "2026-01-01", sampai: "2026-04-03" }, "sampai", REPORT_MSG.RANGE_TOO_LONG(QRIS_RECON_MAX_DAYS)],
    ["a date off the calendar", { dari: "2026-02-30", sampai: "2026-03-01" }, "dari", REPORT_MSG.DATE_INVALID],
    ["a malformed date", { dari: "23/11/2026" }, "dari", REPORT_MSG.DATE_INVALID],
    ["a formula in the date", { sampai: "=cmd|' /C calc'!A0" }, "sampai", REPORT_MSG.DATE_INVALID],
  ])("refuses %s with 422 and the Indonesian message", async (_n, query, field, message) => {
    const res = await recon("kacab", query);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toBe(message);
  });

  it("takes 92 days, refuses an unknown outlet with 403 and a missing range with 422", async () => {
    expect(QRIS_RECON_MAX_DAYS).toBe(92);
    expect((await recon("owner", { dari: "2026-01-01", sampai: "2026-04-03" })).status).toBe(422);
    expect((await recon("owner", { dari: "2026-01-01", sampai: "2026-04-02" })).status).toBe(200);
    const res = await recon("kacab", { m_w_id: "999999" });
    expect(res.status).toBe(403);
    expect(res.body.meta.message).toBe(REPORT_MSG.OUTLET_FORBIDDEN);
    expect((await recon("kacab", { m_w_id: "abc" })).status).toBe(422);
    expect((await t.call("GET", "/api/laporan/qris", { as: "kacab" })).status).toBe(422);
  });
});
