import { jakartaParts } from "@waroeng/domain";
import { and, desc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cashSessionCounts, cashSessions, denominations } from "../../db/schema/index.ts";
import { buildUser, outletId, uniqueName } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
let demoOutletId: number;
let klOutletId: number;
/** Denomination ids of Waroeng Demo by value (rupiah). */
const rp = new Map<number, number>();
let klDenominationId: number;

beforeAll(async () => {
  t = await createTestApp();
  demoOutletId = await outletId(t, "DEMO");
  klOutletId = await outletId(t, "DEMO-KL");
  for (const d of await t.db.select().from(denominations).where(eq(denominations.outletId, demoOutletId))) {
    rp.set(d.value, d.id);
  }
  const [klDenom] = await t.db.select().from(denominations).where(eq(denominations.outletId, klOutletId)).limit(1);
  klDenominationId = klDenom?.id ?? 0;
});

afterAll(async () => {
  await t.close();
});

/** A new cashier of Waroeng Demo (password demo12345), so each test starts with no cash session. */
async function newCashier(role: "kasir" | "wbd" | "opp" | "kacab" = "kasir"): Promise<{ email: string; id: number; name: string }> {
  const user = await buildUser(t, { role, name: uniqueName("Kasir Uji") });
  return { email: user.email, id: user.userId, name: user.name };
}

/** A count of one rupiah denomination. */
function count(value: number, qty: number | string) {
  return { m_modal_tipe_id: rp.get(value), rekap_modal_detail_qty: qty };
}

/** Sessions of Waroeng Demo today, every cashier: sessions are numbered per outlet and day. */
async function outletSessionsToday(): Promise<number> {
  const today = jakartaParts(new Date()).date;
  return (await t.db.select().from(cashSessions)).filter((s) => s.outletId === demoOutletId && s.businessDate === today).length;
}

async function sessionsOf(userId: number) {
  return t.db.select().from(cashSessions).where(eq(cashSessions.cashierId, userId)).orderBy(desc(cashSessions.id));
}

describe("GET /cek-modal and POST /m-modal/save-modal", () => {
  it("has no session, opens one from the counts, then reports it", async () => {
    const before = await t.call("GET", "/api/cek-modal", { as: "kasir" });
    expect(before.status).toBe(200);
    expect(before.body.data).toBe(0);
    expect(before.body.rekap_modal_id).toBe(0);

    const saved = await t.call("POST", "/api/m-modal/save-modal", {
      as: "kasir",
      body: { rekap_modal_nominal: 275000, modal_detail: [count(100000, 2), count(50000, 1), count(20000, 1), count(5000, 1)] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ error: 0, msg: "Saldo awal berhasil disimpan", struct: "" });
    expect(saved.body.data).toEqual({ rekap_modal_id: expect.any(Number), rekap_modal_nominal: 275000 });

    const after = await t.call("GET", "/api/cek-modal", { as: "kasir" });
    expect(after.body.data).toBe(1);
    expect(after.body.rekap_modal_id).toBe(saved.body.data.rekap_modal_id);

    const form = await t.call("GET", "/api/m-modal/get-modal", { as: "kasir" });
    expect(form.body.data).toMatchObject({ modal: { m_modal_nominal: 275000 }, modal_id: saved.body.data.rekap_modal_id, sesi: 1 });
    const hundredK = form.body.data.modal_tipe[0];
    expect(hundredK).toMatchObject({ m_modal_tipe_urut: 100000, rekap_modal_detail_qty: 2, rekap_modal_detail_id: expect.any(Number) });
    expect(form.body.data.modal_tipe[3]).toMatchObject({
      m_modal_tipe_urut: 10000,
      rekap_modal_detail_qty: 0,
      rekap_modal_detail_id: null,
    });
  });

  it("computes the total itself and accepts counts as a JSON string in an urlencoded form", async () => {
    const c = await newCashier();
    const token = await t.login(c.email);
    const payload = new URLSearchParams({ modal_detail: JSON.stringify([count(1000, "3"), count(500, 4)]) }).toString();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/m-modal/save-modal",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/x-www-form-urlencoded" },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rekap_modal_nominal).toBe(5000);
    const [session] = await sessionsOf(c.id);
    expect(session?.session).toBe(await outletSessionsToday());
    expect(session).toMatchObject({ openingCash: 5000, businessDate: jakartaParts(new Date()).date, outletId: demoOutletId });
  });

  it("refuses opp, who never opens cash (foundations §6), with Akses DiTolak! and stores nothing", async () => {
    const c = await newCashier("opp");
    const res = await t.call("POST", "/api/m-modal/save-modal", { as: c.email, body: { modal_detail: [count(100000, 1)] } });
    expect(res.status).toBe(403);
    expect(res.body.meta).toMatchObject({ error: 1, title: "Akses DiTolak!", message: "Hubungi Kacab/Asisten" });
    expect(await sessionsOf(c.id)).toHaveLength(0);
  });

  it("refuses a zero total with Nominal Uang Tidak Boleh Kosong and stores nothing", async () => {
    const c = await newCashier("kacab");
    for (const modal_detail of [[count(100000, 0), count(500, 0)], []]) {
      const res = await t.call("POST", "/api/m-modal/save-modal", { as: c.email, body: { modal_detail } });
      // The spec's client reads `error 1` from the body (payment §8 opening cash): HTTP 200.
      expect(res.status).toBe(200);
      expect(res.body.meta).toMatchObject({ code: 422, error: 1, message: "Nominal Uang Tidak Boleh Kosong", title: "Transaksi ditolak!" });
    }
    expect(await sessionsOf(c.id)).toHaveLength(0);
    expect((await t.call("GET", "/api/cek-modal", { as: c.email })).body.data).toBe(0);
  });

  it("refuses a client total that disagrees with the counts (409 Terjadi perubahan data)", async () => {
    const c = await newCashier();
    const res = await t.call("POST", "/api/m-modal/save-modal", {
      as: c.email,
      body: { rekap_modal_nominal: 150000, modal_detail: [count(100000, 1)] },
    });
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ code: 412, error: 1, message: "Terjadi perubahan data" });
    expect(await sessionsOf(c.id)).toHaveLength(0);
  });

  it("refuses unknown, foreign, repeated and invalid counts with a 422 and stores nothing", async () => {
    const c = await newCashier("wbd");
    // [counts, message, HTTP status]: the rules' refusals in a 200 body (meta.code 422), the schema's at HTTP 422.
    const cases: Array<[unknown, string, number]> = [
      [[{ m_modal_tipe_id: 999999, rekap_modal_detail_qty: 1 }], "Pecahan uang tidak ditemukan", 200],
      [[{ m_modal_tipe_id: klDenominationId, rekap_modal_detail_qty: 1 }], "Pecahan uang tidak ditemukan", 200],
      [[count(1000, 1), count(1000, 2)], "Pecahan uang tidak boleh ganda", 422],
      [[count(1000, -1)], "Tidak boleh kurang dari 0", 422],
      [[count(1000, 2.5)], "Harus berupa angka bulat", 422],
      [[count(1000, "dua")], "Harus berupa angka bulat", 422],
      ["bukan json", "Rincian modal tidak valid", 422],
      [[count(100000, 10000)], "Maksimal 9.999", 422],
    ];
    for (const [modal_detail, message, status] of cases) {
      const res = await t.call("POST", "/api/m-modal/save-modal", { as: c.email, body: { modal_detail } });
      expect([res.status, res.body.meta.code, res.body.meta.error], JSON.stringify(modal_detail)).toEqual([status, 422, 1]);
      expect(res.body.meta.message).toContain(message);
      expect(res.body.errors).toBeDefined();
    }
    expect(await sessionsOf(c.id)).toHaveLength(0);
  });

  it("corrects the counts of the open session given its id, keeping one session", async () => {
    const c = await newCashier("kacab");
    const first = await t.call("POST", "/api/m-modal/save-modal", { as: c.email, body: { modal_detail: [count(50000, 2)] } });
    const id = first.body.data.rekap_modal_id;
    const fixed = await t.call("POST", "/api/m-modal/save-modal", {
      as: c.email,
      body: { rekap_modal_id: id, rekap_modal_nominal: 70000, modal_detail: JSON.stringify([count(50000, 1), count(10000, 2)]) },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.data).toEqual({ rekap_modal_id: id, rekap_modal_nominal: 70000 });
    const rows = await sessionsOf(c.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ openingCash: 70000, session: await outletSessionsToday() });
    const counts = await t.db.select().from(cashSessionCounts).where(eq(cashSessionCounts.cashSessionId, id));
    expect(counts.map((x) => [x.denominationId, x.qty]).sort()).toEqual(
      [
        [rp.get(50000), 1],
        [rp.get(10000), 2],
      ].sort(),
    );
  });

  it("refuses a second opening while one is open, and a correction of someone else's or a closed session", async () => {
    const c = await newCashier();
    const other = await newCashier();
    const first = await t.call("POST", "/api/m-modal/save-modal", { as: c.email, body: { modal_detail: [count(20000, 1)] } });
    const id = first.body.data.rekap_modal_id;

    const again = await t.call("POST", "/api/m-modal/save-modal", { as: c.email, body: { modal_detail: [count(20000, 2)] } });
    expect([again.status, again.body.meta.code]).toEqual([200, 409]);
    expect(again.body.meta.message).toBe("Saldo awal sudah diinput");

    const foreign = await t.call("POST", "/api/m-modal/save-modal", {
      as: other.email,
      body: { rekap_modal_id: id, modal_detail: [count(20000, 2)] },
    });
    expect([foreign.status, foreign.body.meta.code]).toEqual([200, 404]);
    expect(foreign.body.meta.message).toBe("Data tidak ditemukan");
    const huge = await t.call("POST", "/api/m-modal/save-modal", {
      as: c.email,
      body: { rekap_modal_id: 99999999999, modal_detail: [count(20000, 2)] },
    });
    expect([huge.status, huge.body.meta.code]).toEqual([200, 404]);

    const otherOutlet = await t.call("POST", "/api/m-modal/save-modal", {
      as: c.email,
      body: { rekap_modal_id: id, rekap_modal_m_w_id: klOutletId, modal_detail: [count(20000, 2)] },
    });
    expect([otherOutlet.status, otherOutlet.body.meta.code]).toEqual([200, 412]);

    await t.db.update(cashSessions).set({ closedAt: new Date(), closingCash: 20000 }).where(eq(cashSessions.id, id));
    const closed = await t.call("POST", "/api/m-modal/save-modal", {
      as: c.email,
      body: { rekap_modal_id: id, modal_detail: [count(20000, 2)] },
    });
    expect([closed.status, closed.body.meta.code]).toEqual([200, 412]);
    expect(closed.body.meta.message).toBe("Terjadi perubahan data");
    expect((await sessionsOf(c.id))[0]?.openingCash).toBe(20000);

    const form = await t.call("GET", "/api/m-modal/get-modal", { as: c.email });
    expect(form.body.data).toMatchObject({ modal: null, modal_id: 0, sesi: (await outletSessionsToday()) + 1 });
    const second = await t.call("POST", "/api/m-modal/save-modal", { as: c.email, body: { modal_detail: [count(10000, 1)] } });
    expect(second.status).toBe(200);
    expect((await sessionsOf(c.id))[0]).toMatchObject({ session: form.body.data.sesi, openingCash: 10000, closedAt: null });
  });

  it("lets exactly one of several simultaneous openings win", async () => {
    const c = await newCashier();
    await t.login(c.email);
    const body = { modal_detail: [count(100000, 1)] };
    const results = await Promise.all(Array.from({ length: 4 }, () => t.call("POST", "/api/m-modal/save-modal", { as: c.email, body })));
    expect(results.map((r) => r.body.meta.code).sort()).toEqual([200, 409, 409, 409]);
    expect(results.find((r) => r.body.meta.code === 409)?.body.meta.message).toBe("Saldo awal sudah diinput");
    const open = await t.db
      .select()
      .from(cashSessions)
      .where(and(eq(cashSessions.cashierId, c.id), isNull(cashSessions.closedAt)));
    expect(open).toHaveLength(1);
  });

  it("refuses the kitchen and waiters (403 Akses DiTolak!) and callers without a token (401)", async () => {
    const body = { modal_detail: [count(1000, 1)] };
    const dapur = await t.call("POST", "/api/m-modal/save-modal", { as: "dapur", body });
    expect(dapur.status).toBe(403);
    expect(dapur.body.meta).toMatchObject({ error: 1, title: "Akses DiTolak!", message: "Hubungi Kacab/Asisten" });
    expect((await t.call("GET", "/api/m-modal/get-modal", { as: "pelayan" })).status).toBe(403);
    expect((await t.call("POST", "/api/m-modal/save-modal", { body })).status).toBe(401);
    expect((await t.call("GET", "/api/m-modal/get-modal")).status).toBe(401);
    expect((await t.call("GET", "/api/cek-modal")).status).toBe(401);
    expect((await t.call("GET", "/api/cek-modal", { as: "dapur" })).body.data).toBe(0);
  });
});

describe("GET /m-modal/get-modal", () => {
  it("lists the 10 rupiah denominations largest first with empty counts for a new session", async () => {
    const c = await newCashier("wbd");
    const res = await t.call("GET", "/api/m-modal/get-modal", { as: c.email });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      modal: null,
      modal_id: 0,
      sesi: (await outletSessionsToday()) + 1,
      kasirName: expect.stringContaining("Kasir Uji"),
      date: jakartaParts(new Date()).date,
      waroeng_id: demoOutletId,
      waroeng_nama: "Waroeng Demo",
    });
    expect(data.modal_tipe).toHaveLength(10);
    expect(data.modal_tipe.map((d: { m_modal_tipe_urut: number }) => d.m_modal_tipe_urut)).toEqual([
      100000, 50000, 20000, 10000, 5000, 2000, 1000, 500, 200, 100,
    ]);
    expect(data.modal_tipe[0]).toEqual({
      rekap_modal_detail_id: null,
      rekap_modal_detail_qty: 0,
      m_modal_tipe_id: rp.get(100000),
      m_modal_tipe_nama: "Rp100.000",
      m_modal_tipe_urut: 100000,
    });
  });

  it("shows the RM outlet its own ringgit denominations in ringgit (the wire's major unit)", async () => {
    const res = await t.call("GET", "/api/m-modal/get-modal", { as: "kasir.kl" });
    expect(res.status).toBe(200);
    expect(res.body.data.waroeng_nama).toBe("Waroeng Demo Kuala Lumpur");
    expect(res.body.data.modal_tipe).toHaveLength(10);
    expect(res.body.data.modal_tipe[0]).toMatchObject({ m_modal_tipe_nama: "RM100", m_modal_tipe_urut: 100 });
    expect(res.body.data.modal_tipe[9]).toMatchObject({ m_modal_tipe_nama: "5 sen", m_modal_tipe_urut: 0.05 });
  });

  it('saves RM opening cash with a ringgit total ("25.50") and answers it in ringgit; an inexact total is refused', async () => {
    const form = await t.call("GET", "/api/m-modal/get-modal", { as: "kasir.kl" });
    const id = (name: string) =>
      form.body.data.modal_tipe.find((d: { m_modal_tipe_nama: string }) => d.m_modal_tipe_nama === name).m_modal_tipe_id;
    const modal_detail = [
      { m_modal_tipe_id: id("RM20"), rekap_modal_detail_qty: 1 },
      { m_modal_tipe_id: id("RM5"), rekap_modal_detail_qty: 1 },
      { m_modal_tipe_id: id("50 sen"), rekap_modal_detail_qty: 1 },
    ];
    const inexact = await t.call("POST", "/api/m-modal/save-modal", {
      as: "kasir.kl",
      body: { rekap_modal_nominal: "25.505", modal_detail },
    });
    expect(inexact.status).toBe(422);
    expect(inexact.body.errors).toEqual({ rekap_modal_nominal: "Nominal ringgit maksimal 2 angka desimal (contoh 8.50)" });
    expect((await t.call("GET", "/api/cek-modal", { as: "kasir.kl" })).body.data).toBe(0);
    const saved = await t.call("POST", "/api/m-modal/save-modal", { as: "kasir.kl", body: { rekap_modal_nominal: "25.50", modal_detail } });
    expect(saved.body.meta).toMatchObject({ code: 200, error: 0 });
    const again = await t.call("GET", "/api/m-modal/get-modal", { as: "kasir.kl" });
    expect(again.body.data.modal).toEqual({ m_modal_nominal: 25.5 });
    const [row] = await t.db.select().from(cashSessions).where(eq(cashSessions.id, saved.body.data.rekap_modal_id));
    expect(row?.openingCash).toBe(2550);
  });
});
