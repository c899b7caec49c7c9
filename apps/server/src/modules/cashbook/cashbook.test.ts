import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cashMutations, cashSessions, tips, users } from "../../db/schema/index.ts";
import { buildStall, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { cashBody, mainLines, openCash, openOrder, pay } from "../payment/payment.factory.ts";

let t: TestApp;
let stall: Stall;

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Bungkus 1", "Bungkus 2", "Bungkus 3", "Bungkus 4", "Bungkus 5"]);
});

afterAll(async () => {
  await t.close();
});

const books = async () => ({
  mutations: await t.db.select().from(cashMutations),
  tips: await t.db.select().from(tips),
  sessions: await t.db.select().from(cashSessions),
});
const userId = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]?.id ?? 0;
const expense = { nama_pengguna: "Pak Joko", debit: 0, kredit: 25_000, group: "Reguler", keterangan: "Beli es batu" };

describe("Kas Kasir: /recap-mutasi-modal and /cashier/cash-out/{id}", () => {
  it("refuses without an open cash session, then records Kas Keluar and Kas Masuk with TOTAL PENGELUARAN", async () => {
    const empty = await t.call("GET", "/api/recap-mutasi-modal", { as: "kasir" });
    expect(empty.body).toMatchObject({ data: [], total_pengeluaran: 0 });
    const before = await books();
    const refused = await t.call("POST", "/api/recap-mutasi-modal", { as: "kasir", body: expense });
    expect(refused.status).toBe(409);
    expect(refused.body.meta.message).toBe("Saldo awal belum diinput");
    expect(await books()).toEqual(before);

    await openCash(t, "kasir");
    const out = await t.call("POST", "/api/recap-mutasi-modal", { as: "kasir", body: expense });
    expect(out.status).toBe(200);
    expect(out.body.data).toMatchObject({ r_m_m_kredit: 25_000, r_m_m_debit: 0, r_m_m_keterangan: "Beli es batu", r_m_m_group: "Reguler" });
    expect(out.body.struct).toBe(`/cetak/kas/${out.body.data.r_m_m_id}`);
    const inn = await t.call("POST", "/api/recap-mutasi-modal", {
      as: "kasir",
      body: { ...expense, debit: "5000", kredit: "0", group: "Ojol", keterangan: "Tambah modal" },
    });
    expect(inn.status).toBe(200);
    const list = await t.call("GET", "/api/recap-mutasi-modal", { as: "kasir" });
    expect(list.body.data.map((r: { r_m_m_keterangan: string }) => r.r_m_m_keterangan)).toEqual(["Beli es batu", "Tambah modal"]);
    expect(list.body.total_pengeluaran).toBe(20_000);

    const slip = await t.call("GET", `/api/cashier/cash-out/${out.body.data.r_m_m_id}`, { as: "kasir" });
    expect(slip.body).toMatchObject({ error: 0, struct: `/cetak/kas/${out.body.data.r_m_m_id}` });
    expect(slip.body.data).toMatchObject({ waroeng_nama: "Waroeng Demo", nama_kasir: "Siti Kasir", r_m_m_kredit: 25_000 });
    const other = await t.call("GET", `/api/cashier/cash-out/${out.body.data.r_m_m_id}`, { as: "kasir.kl" });
    expect(other.status).toBe(404);
  });

  it.each([
    ["no amount", { debit: 0, kredit: 0 }, "totalMoney", "Jumlah uang harus diisi"],
    ["both amounts", { debit: 1_000, kredit: 1_000 }, "mutationType", "Pilih jenis transaksi!"],
    ["no person", { nama_pengguna: " " }, "nama_pengguna", "Nama pengguna harus diisi"],
    ["no description", { keterangan: "" }, "keterangan", "Keterangan harus diisi"],
    ["a group not Reguler or Ojol", { group: "VIP" }, "mutationGroup", "Pilih grup Reguler atau Ojol"],
    ["a negative amount", { kredit: -5 }, "kredit", "Tidak boleh kurang dari 0"],
  ])("refuses %s per field and changes nothing", async (_n, patch, field, message) => {
    await openCash(t, "kasir");
    const before = await books();
    const res = await t.call("POST", "/api/recap-mutasi-modal", { as: "kasir", body: { ...expense, ...patch } });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toBe(message);
    expect(await books()).toEqual(before);
  });

  it("takes and answers ringgit at the RM outlet (major unit on the wire, sen inside)", async () => {
    await openCash(t, "kasir.kl");
    const res = await t.call("POST", "/api/recap-mutasi-modal", { as: "kasir.kl", body: { ...expense, kredit: "12.50" } });
    expect(res.status).toBe(200);
    expect(res.body.data.r_m_m_kredit).toBe(12.5);
    const [row] = await t.db.select().from(cashMutations).where(eq(cashMutations.id, res.body.data.r_m_m_id));
    expect(row?.credit).toBe(1_250);
    expect((await t.call("GET", "/api/recap-mutasi-modal", { as: "kasir.kl" })).body.total_pengeluaran).toBe(12.5);
    const tip = await t.call("POST", "/api/recap-uang-tips", { as: "kasir.kl", body: { keterangan: "Lainnya", amount_debit: 3.2 } });
    expect(tip.body.data.r_u_t_nominal).toBe(3.2);
    const spending = (await t.call("GET", "/api/cashier/payment", { as: "kasir.kl" })).body.data.reconciliation;
    expect(spending).toMatchObject({ kas_keluar: 12.5, uang_tips: 3.2 });
  });

  it("refuses roles without cash.manage", async () => {
    const before = await books();
    for (const as of ["opp", "dapur", "pelayan"]) {
      expect((await t.call("POST", "/api/recap-mutasi-modal", { as, body: expense })).status).toBe(403);
      expect((await t.call("GET", "/api/cashier/payment", { as })).status).toBe(403);
    }
    expect(await books()).toEqual(before);
  });
});

describe("Uang Tips: /recap-uang-tips", () => {
  it("records, lists with TOTAL PEMASUKAN, edits with a recipient and deletes", async () => {
    await openCash(t, "kasir");
    const dewi = await userId("pelayan@demo.test");
    const a = await t.call("POST", "/api/recap-uang-tips", { as: "kasir", body: { keterangan: "Sisa Kembalian", amount_debit: 5_000 } });
    expect(a.status).toBe(200);
    expect(a.body.data).toMatchObject({ r_u_t_nominal: 5_000, r_u_t_keterangan: "Sisa Kembalian", nama_kasir: "Siti Kasir" });
    const b = await t.call("POST", "/api/recap-uang-tips", {
      as: "kasir",
      body: { keterangan: "Apresiasi Pelayanan", amount_debit: "2000", m_karyawan_id: dewi },
    });
    expect(b.body.data.m_karyawan_nama).toBe("Dewi Pelayan");
    const list = await t.call("GET", "/api/recap-uang-tips", { as: "kasir" });
    expect(list.body.total).toBe(7_000);
    expect(list.body.data).toHaveLength(2);

    const edit = await t.call("GET", `/api/recap-uang-tips/${a.body.data.r_u_t_id}`, { as: "kasir" });
    expect(edit.body.data).toMatchObject({
      id: a.body.data.r_u_t_id,
      amount_debit: 5_000,
      nama_kasir: "Siti Kasir",
      m_w_nama: "Waroeng Demo",
    });
    const patched = await t.call("PATCH", `/api/recap-uang-tips/${a.body.data.r_u_t_id}`, {
      as: "kasir",
      body: { keterangan: "Lainnya", amount_debit: 6_000, m_karyawan_id: dewi, id_kasir: 1, nama_kasir: "x", nama_area: "y" },
    });
    expect(patched.body.data).toMatchObject({ r_u_t_nominal: 6_000, r_u_t_keterangan: "Lainnya", m_karyawan_nama: "Dewi Pelayan" });

    const del = await t.call("DELETE", `/api/recap-uang-tips/${b.body.data.r_u_t_id}`, { as: "kasir" });
    expect(del.status).toBe(200);
    expect((await t.call("GET", "/api/recap-uang-tips", { as: "kasir" })).body.total).toBe(6_000);
    expect((await t.call("GET", `/api/recap-uang-tips/${b.body.data.r_u_t_id}`, { as: "kasir" })).status).toBe(404);
  });

  it("refuses a bad reason or amount (422 list), an unknown recipient, another outlet's tip; nothing changes", async () => {
    await openCash(t, "kasir");
    const tip = await t.call("POST", "/api/recap-uang-tips", { as: "kasir", body: { keterangan: "Lainnya", amount_debit: 1_000 } });
    const klUser = await userId("kasir.kl@demo.test");
    await openCash(t, "kasir.kl");
    const before = await books();
    const bad = await t.call("POST", "/api/recap-uang-tips", { as: "kasir", body: { keterangan: "Bonus", amount_debit: 0 } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      keterangan: "Keterangan harus Sisa Kembalian, Apresiasi Pelayanan atau Lainnya",
      amount_debit: "Jumlah uang tips harus diisi",
    });
    const stranger = await t.call("PATCH", `/api/recap-uang-tips/${tip.body.data.r_u_t_id}`, {
      as: "kasir",
      body: { keterangan: "Lainnya", amount_debit: 9_000, m_karyawan_id: klUser },
    });
    expect(stranger.status).toBe(422);
    expect(stranger.body.meta.message).toBe("Penerima tidak ditemukan");
    for (const method of ["GET", "DELETE"] as const) {
      expect((await t.call(method, `/api/recap-uang-tips/${tip.body.data.r_u_t_id}`, { as: "kasir.kl" })).status).toBe(404);
    }
    expect(await books()).toEqual(before);
  });
});

describe("shift recap, Tutup Saldo and Ganti Shift", () => {
  it("reconciles a shift exactly: opening 500.000, three cash bills, one EDC, an expense, a tip; close with zero difference", async () => {
    const sessionId = await openCash(t, "wbd");
    const opening = (await t.db.select().from(cashSessions).where(eq(cashSessions.id, sessionId)))[0]?.openingCash ?? 0;
    const before = await t.call("GET", "/api/cashier/payment", { as: "wbd" });
    const base = before.body.data.reconciliation.uang_seharusnya;
    expect(before.body.data.reconciliation.saldo_awal).toBe(opening);

    const tables = [stall.table("Bungkus 1"), stall.table("Bungkus 2"), stall.table("Bungkus 3"), stall.table("Bungkus 4")];
    for (const [i, table] of tables.entries()) {
      const o = await openOrder(t, { table, items: mainLines(stall), as: "wbd" });
      const body = i === 3 ? { ...cashBody(o.orderId), payment_method: 2, nominal_uang: 0, exchange: 0 } : cashBody(o.orderId);
      await pay(t, "wbd", i === 2 ? { ...body, free_exchange: 800 } : body);
    }
    expect((await t.call("POST", "/api/recap-mutasi-modal", { as: "wbd", body: expense })).status).toBe(200);
    expect(
      (await t.call("POST", "/api/recap-uang-tips", { as: "wbd", body: { keterangan: "Sisa Kembalian", amount_debit: 800 } })).status,
    ).toBe(200);

    const payment = (await t.call("GET", "/api/cashier/payment", { as: "wbd" })).body.data;
    expect(payment.cashTotal).toBe(3 * 47_200);
    expect(payment.nonTunaiTotal).toBe(47_200);
    expect(payment.edcTotal).toBe(47_200);
    expect(payment.paymentDetail).toEqual([
      { vendor: "Tunai", nominal: 141_600, jml_nota: 3 },
      { vendor: "EDC Mandiri", nominal: 47_200, jml_nota: 1 },
    ]);
    const expected = base + 141_600 + 800 - 25_000 - 800;
    expect(payment.reconciliation).toMatchObject({ tunai: 141_600, free_kembalian: 800, kas_keluar: 25_000, uang_tips: 800 });
    expect(payment.reconciliation.uang_seharusnya).toBe(expected);

    const promo = (await t.call("GET", "/api/cashier/promo", { as: "wbd" })).body.data;
    expect(promo).toMatchObject({ nominal: 4 * 41_000, pajak: 4 * 4_100, service: 4 * 2_050, pembulatan: 4 * 50, free_kembalian: 800 });
    const sales = (await t.call("GET", "/api/cashier/sales", { as: "wbd" })).body.data;
    expect(sales.reg_category_sales).toEqual([
      expect.objectContaining({ transaction_name: "take away", count_nota: 4, sales_total: 4 * 47_200, reg_sales_total: 4 * 41_000 }),
    ]);
    expect(sales.sales_total - (payment.cashTotal + payment.nonTunaiTotal) - promo.free_kembalian).toBe(0);
    expect(sales.menu).toContainEqual({ m_produk_nama: stall.item("Ayam Goreng Dada"), qty: 8, nominal: 8 * 18_000 });
    const spending = (await t.call("GET", "/api/cashier/spending", { as: "wbd" })).body.data;
    expect(spending.total).toBe(-25_000);
    const free = (await t.call("GET", "/api/cashier/free-data", { as: "wbd" })).body.data;
    expect(free).toEqual([expect.objectContaining({ nominal_total_bayar: 47_200, nominal_free_kembalian: 800 })]);
    const tipsData = (await t.call("GET", "/api/cashier/uang-tips-data", { as: "wbd" })).body.data;
    expect(tipsData.list).toEqual([
      { keterangan: "Sisa Kembalian", nominal: 800, jml: 1 },
      { keterangan: "Apresiasi Pelayanan", nominal: 0, jml: 0 },
      { keterangan: "Lainnya", nominal: 0, jml: 0 },
    ]);
    expect((await t.call("GET", "/api/cashier/canceled-recap-data", { as: "wbd" })).body.data).toEqual([]);
    expect((await t.call("GET", "/api/cashier/warranty-data", { as: "wbd" })).body.data).toEqual([]);

    const untouched = await books();
    const zero = await t.call("POST", "/api/m-modal/close-modal", { as: "wbd", body: { nominal_cash: 0 } });
    expect(zero.status).toBe(200);
    expect(zero.body).toMatchObject({ error: 1, msg: "Nominal Uang Tidak Boleh Kosong", meta: { title: "Transaksi ditolak!" } });
    expect(await books()).toEqual(untouched);

    const closed = await t.call("POST", "/api/m-modal/close-modal", { as: "wbd", body: { nominal_cash: expected } });
    expect(closed.body).toMatchObject({ error: 0, msg: "Saldo akhir berhasil disimpan", rekap_modal_id: sessionId });
    expect(closed.body.struct).toBe(`/cetak/tutup-saldo/${sessionId}`);
    expect(closed.body.data).toMatchObject({ uang_riil: expected, selisih: 0, jml_nota: 4, sales_total: 4 * 47_200 + 800 });
    const [row] = await t.db.select().from(cashSessions).where(eq(cashSessions.id, sessionId));
    expect(row).toMatchObject({ closingCash: expected, expectedCash: expected, difference: 0, closedBy: "tutup_saldo" });

    // A closed session takes no more cash and no more cash-book rows until a new opening cash.
    const o = await openOrder(t, { table: stall.table("Bungkus 5"), items: mainLines(stall), as: "wbd" });
    const refused = await t.call("POST", "/api/recap-transactions", { as: "wbd", body: cashBody(o.orderId) });
    expect(refused.body.meta.message).toBe("Saldo awal belum diinput");
    expect((await t.call("POST", "/api/recap-mutasi-modal", { as: "wbd", body: expense })).status).toBe(409);
    const again = await t.call("POST", "/api/m-modal/close-modal", { as: "wbd", body: { nominal_cash: 1 } });
    expect(again.body).toMatchObject({ error: 1, msg: "Saldo awal belum diinput" });
    // The closing report stays readable by id; another outlet cannot read it.
    expect((await t.call("GET", `/api/cashier/closing-report/${sessionId}`, { as: "wbd" })).body.data.selisih).toBe(0);
    expect((await t.call("GET", `/api/cashier/closing-report/${sessionId}`, { as: "kasir.kl" })).status).toBe(404);
    expect((await t.call("GET", `/api/cashier/payment?rekap_modal_id=${sessionId}`, { as: "kasir.kl" })).status).toBe(404);

    // A new opening cash takes the next session number of the day; the payment goes through.
    const next = await openCash(t, "wbd");
    const form = await t.call("GET", "/api/m-modal/get-modal", { as: "wbd" });
    expect(form.body.data.modal_id).toBe(next);
    expect(form.body.data.sesi).toBeGreaterThan(row?.session ?? 0);
    await pay(t, "wbd", cashBody(o.orderId));
  });

  it("Ganti Shift closes with the counted cash, stores a short drawer as a negative difference and names the next session", async () => {
    const sessionId = await openCash(t, "kacab");
    const expected = (await t.call("GET", "/api/cashier/payment", { as: "kacab" })).body.data.reconciliation.uang_seharusnya;
    const res = await t.call("POST", "/api/cashier/change-shift", { as: "kacab", body: { nominal_cash: expected - 1_000 } });
    expect(res.body).toMatchObject({ error: 0, msg: "Shift berhasil diganti" });
    expect(res.body.data).toMatchObject({ rekap_modal_id: sessionId, selisih: -1_000, uang_riil: expected - 1_000 });
    const [row] = await t.db.select().from(cashSessions).where(eq(cashSessions.id, sessionId));
    expect(row).toMatchObject({ difference: -1_000, closedBy: "ganti_shift" });
    expect(res.body.next_sesi).toBe(
      (await t.db.select().from(cashSessions)).filter((s) => s.outletId === row?.outletId && s.businessDate === row?.businessDate).length +
        1,
    );
    expect((await t.call("GET", "/api/cashier/sales", { as: "kacab" })).status).toBe(409);
  });
});
