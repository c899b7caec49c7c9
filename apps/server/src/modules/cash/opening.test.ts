import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cashSessions, denominations, printers, printJobs, sessions } from "../../db/schema/index.ts";
import { buildUser, outletId, uniqueName } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
let demoOutletId: number;
let klOutletId: number;
/** Denomination ids of Waroeng Demo by value (rupiah). */
const rp = new Map<number, number>();

beforeAll(async () => {
  t = await createTestApp();
  demoOutletId = await outletId(t, "DEMO");
  klOutletId = await outletId(t, "DEMO-KL");
  for (const d of await t.db.select().from(denominations).where(eq(denominations.outletId, demoOutletId))) {
    rp.set(d.value, d.id);
  }
});

afterAll(async () => {
  await t.close();
});

/** A new user of Waroeng Demo (password demo12345) with no cash session. */
async function newUser(role: "kasir" | "wbd" | "opp" | "kacab" | "dapur" = "kasir"): Promise<{ email: string; id: number; name: string }> {
  const user = await buildUser(t, { role, name: uniqueName("Kasir Buka") });
  return { email: user.email, id: user.userId, name: user.name };
}

/** The outlet the login session of `userId` works in (its newest session). */
async function sessionOutlet(userId: number): Promise<number | undefined> {
  const rows = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
  return rows.sort((a, b) => b.id - a.id)[0]?.outletId;
}

async function openCash(token: string, counts: Array<[number, number]>) {
  const modal_detail = counts.map(([value, qty]) => ({ m_modal_tipe_id: rp.get(value), rekap_modal_detail_qty: qty }));
  const res = await t.call("POST", "/api/m-modal/save-modal", { as: token, body: { modal_detail } });
  expect(res.body.meta.code).toBe(200);
  return res.body.data.rekap_modal_id as number;
}

describe("GET /cashier/tmp-user-waroeng/{waroengId}", () => {
  it("lets a supervisor switch the session to another outlet of waroeng-user; get-modal then shows it", async () => {
    const u = await newUser("kacab");
    const token = await t.login(u.email);
    const res = await t.call("GET", `/api/cashier/tmp-user-waroeng/${klOutletId}`, { as: token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: 0, msg: "Waroeng kerja berhasil diganti" });
    expect(res.body.data).toEqual({ m_w_id: klOutletId, m_w_nama: "Waroeng Demo Kuala Lumpur" });
    expect(await sessionOutlet(u.id)).toBe(klOutletId);
    const form = await t.call("GET", "/api/m-modal/get-modal", { as: token });
    expect(form.body.data).toMatchObject({ waroeng_id: klOutletId, modal_id: 0 });
    // …and back again.
    const back = await t.call("GET", `/api/cashier/tmp-user-waroeng/${demoOutletId}`, { as: token });
    expect(back.body.data.m_w_id).toBe(demoOutletId);
    expect(await sessionOutlet(u.id)).toBe(demoOutletId);
  });

  it("accepts a cashier's own outlet (no change) and refuses another outlet with 403, changing nothing", async () => {
    const u = await newUser("kasir");
    const token = await t.login(u.email);
    const own = await t.call("GET", `/api/cashier/tmp-user-waroeng/${demoOutletId}`, { as: token });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual({ m_w_id: demoOutletId, m_w_nama: "Waroeng Demo" });
    for (const id of [klOutletId, 99999]) {
      const res = await t.call("GET", `/api/cashier/tmp-user-waroeng/${id}`, { as: token });
      expect(res.status).toBe(403);
      expect(res.body.meta).toMatchObject({ error: 1, message: "Waroeng ini tidak tersedia untuk akun Anda" });
    }
    expect(await sessionOutlet(u.id)).toBe(demoOutletId);
    expect((await t.call("GET", "/api/cashier/tmp-user-waroeng/abc", { as: token })).status).toBe(422);
  });

  it("refuses to switch while a cash session is open (409), changing nothing", async () => {
    const u = await newUser("kacab");
    const token = await t.login(u.email);
    await openCash(token, [[50000, 1]]);
    const res = await t.call("GET", `/api/cashier/tmp-user-waroeng/${klOutletId}`, { as: token });
    expect(res.status).toBe(409);
    expect(res.body.meta.message).toBe("Sesi kasir masih terbuka. Tutup saldo dulu sebelum pindah waroeng");
    expect(await sessionOutlet(u.id)).toBe(demoOutletId);
    const form = await t.call("GET", "/api/m-modal/get-modal", { as: token });
    expect(form.body.data.waroeng_id).toBe(demoOutletId);
  });

  it("refuses roles that do not open cash (403) and callers without a token (401)", async () => {
    for (const role of ["opp", "dapur"] as const) {
      const u = await newUser(role);
      const res = await t.call("GET", `/api/cashier/tmp-user-waroeng/${demoOutletId}`, { as: u.email });
      expect(res.status).toBe(403);
      expect(res.body.meta).toMatchObject({ title: "Akses DiTolak!" });
    }
    expect((await t.call("GET", `/api/cashier/tmp-user-waroeng/${demoOutletId}`)).status).toBe(401);
  });
});

describe("GET /cashier/print-saldo-awal/{id}", () => {
  it("says nothing was printed without a kasir printer, and queues the slip to it once configured", async () => {
    await t.db.delete(printers).where(and(eq(printers.outletId, demoOutletId), eq(printers.location, "kasir")));
    const u = await newUser("kasir");
    const token = await t.login(u.email);
    const id = await openCash(token, [
      [100000, 2],
      [5000, 3],
    ]);
    const none = await t.call("GET", `/api/cashier/print-saldo-awal/${id}`, { as: token });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ error: 0, struct: "", printed: false, data: null });
    expect(await t.db.select().from(printJobs).where(eq(printJobs.kind, "opening"))).toHaveLength(0);

    const saved = await t.call("POST", "/api/printer-setting", {
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
    expect(saved.status).toBe(200);
    const res = await t.call("GET", `/api/cashier/print-saldo-awal/${id}`, { as: token });
    expect(res.body).toMatchObject({ error: 0, struct: "", printed: true });
    const jobs = await t.db.select().from(printJobs).where(eq(printJobs.kind, "opening"));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.title).toBe("Slip Saldo Awal");
    const text = Buffer.from(jobs[0]?.payload as Uint8Array).toString("latin1");
    expect(text).toContain("SALDO AWAL KASIR");
    expect(text).toContain("Waroeng Demo");
    expect(text).toContain(u.name);
    expect(text).toContain("Rp100.000 x 2");
    expect(text).toContain("Rp 215.000");
    // The opening cash is unchanged by printing.
    const [row] = await t.db.select().from(cashSessions).where(eq(cashSessions.id, id));
    expect(row?.openingCash).toBe(215000);
  });

  it("refuses a session of another outlet or an unknown id with 404, queueing nothing", async () => {
    const kl = await t.call("POST", "/api/m-modal/save-modal", {
      as: "kasir.kl",
      body: {
        modal_detail: [
          {
            m_modal_tipe_id: (await t.db.select().from(denominations).where(eq(denominations.outletId, klOutletId)))[0]?.id,
            rekap_modal_detail_qty: 1,
          },
        ],
      },
    });
    const klSession = kl.body.data.rekap_modal_id as number;
    const before = (await t.db.select().from(printJobs)).length;
    for (const id of [klSession, 99999999]) {
      const res = await t.call("GET", `/api/cashier/print-saldo-awal/${id}`, { as: "kasir" });
      expect(res.status).toBe(404);
      expect(res.body.meta.message).toBe("Data saldo awal tidak ditemukan");
    }
    expect((await t.db.select().from(printJobs)).length).toBe(before);
  });

  it("refuses roles that do not open cash (403) and callers without a token (401)", async () => {
    const u = await newUser("opp");
    expect((await t.call("GET", "/api/cashier/print-saldo-awal/1", { as: u.email })).status).toBe(403);
    expect((await t.call("GET", "/api/cashier/print-saldo-awal/1", { as: "dapur" })).status).toBe(403);
    expect((await t.call("GET", "/api/cashier/print-saldo-awal/1")).status).toBe(401);
  });
});
