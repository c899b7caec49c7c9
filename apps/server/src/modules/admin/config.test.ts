/**
 * Back-office configuration lists: payment methods, transaction types, vouchers and cash
 * denominations. Owner and kacab only; always the session's outlet (another outlet's id → 404);
 * bad input changes nothing; every write audited in its transaction; what the till sees follows.
 */
import { can, ROLES } from "@waroeng/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  denominations,
  paymentMethodSettings,
  paymentMethods,
  transactionTypeSettings,
  vouchers,
} from "../../db/schema/index.ts";
import { buildStall, buildVoucher, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { outletIdOf } from "../orders/orders.test-helpers.ts";
import { cashBody, mainLines, openCash, openOrder, pay } from "../payment/payment.factory.ts";

let t: TestApp;
let stall: Stall;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 2", "Meja 3", "Meja 4", "Bungkus 1"]);
});
afterAll(async () => {
  await t.close();
});

const snapshot = async () => ({
  methods: await t.db.select().from(paymentMethods).orderBy(paymentMethods.id),
  methodSettings: await t.db.select().from(paymentMethodSettings),
  typeSettings: await t.db.select().from(transactionTypeSettings),
  vouchers: await t.db.select().from(vouchers).orderBy(vouchers.id),
  denominations: await t.db.select().from(denominations).orderBy(denominations.id),
  audit: await t.db.select().from(auditLog).orderBy(auditLog.id),
});
const lastAudit = async () => (await t.call("GET", "/api/admin/audit", { as: "owner" })).body.data.rows[0];

describe("payment methods", () => {
  it("the owner adds a method; the till lists it and a payment takes it; switched off it is refused", async () => {
    const res = await t.call("POST", "/api/admin/payment-methods", {
      as: "owner",
      body: { name: "QRIS BCA", type: "transfer", color: "#0b7285", urut: 3 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data.m_payment_method_id as number;
    expect(res.body.data).toMatchObject({ name: "QRIS BCA", type: "transfer", is_cash: false, built_in: false, active: true, urut: 3 });
    expect(await lastAudit()).toMatchObject({
      audit_entity: "payment_method",
      audit_entity_id: id,
      audit_action: "create",
      audit_before: null,
    });

    const till = await t.call("GET", "/api/m-payment-method", { as: "kasir" });
    expect(till.body.data.map((m: { name: string }) => m.name)).toContain("QRIS BCA");
    // Another outlet's till does not see it.
    const kl = await t.call("GET", "/api/m-payment-method", { as: "kasir.kl" });
    expect(kl.body.data.map((m: { name: string }) => m.name)).not.toContain("QRIS BCA");

    await openCash(t, "kasir");
    const paid = await openOrder(t, { table: stall.table("Meja 2"), items: mainLines(stall) });
    const rekap = await pay(t, "kasir", cashBody(paid.orderId, { payment_method: id, nominal_uang: 47_200, exchange: 0 }));
    expect(rekap).toBeGreaterThan(0);

    const off = await t.call("PUT", `/api/admin/payment-methods/${id}`, { as: "kacab", body: { active: 0 } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data.active).toBe(false);
    expect((await t.call("GET", "/api/m-payment-method", { as: "kasir" })).body.data.map((m: { name: string }) => m.name)).not.toContain(
      "QRIS BCA",
    );
    const open = await openOrder(t, { table: stall.table("Meja 3"), items: mainLines(stall) });
    const refused = await t.call("POST", "/api/recap-transactions", {
      as: "kasir",
      body: cashBody(open.orderId, { payment_method: id, nominal_uang: 47_200, exchange: 0 }),
    });
    expect(refused.body.meta.message).toBe("Metode pembayaran tidak valid");
    await pay(t, "kasir", cashBody(open.orderId));
  });

  it("a built-in method is only switched and moved; cash and the write-offs stay on", async () => {
    const bri = await t.call("PUT", "/api/admin/payment-methods/4", { as: "owner", body: { active: false, urut: 20 } });
    expect(bri.status, JSON.stringify(bri.body)).toBe(200);
    expect(bri.body.data).toMatchObject({ name: "EDC BRI", built_in: true, active: false, urut: 20 });
    const list = (await t.call("GET", "/api/admin/payment-methods", { as: "owner" })).body.data as Array<{ m_payment_method_id: number }>;
    expect(list.at(-1)?.m_payment_method_id).toBe(4);
    // The KL outlet still has EDC BRI: the switch is per outlet.
    expect((await t.call("GET", "/api/m-payment-method", { as: "kasir.kl" })).body.data.map((m: { name: string }) => m.name)).toContain(
      "EDC BRI",
    );

    const before = await snapshot();
    const bad: Array<[string, Record<string, unknown>, number, string]> = [
      ["/api/admin/payment-methods/4", { name: "BRI Baru" }, 422, "Metode bawaan hanya bisa diaktifkan, dinonaktifkan dan diurutkan"],
      ["/api/admin/payment-methods/1", { active: false }, 422, "Tunai, Lost Bill dan Gratis selalu aktif"],
      ["/api/admin/payment-methods/9", { active: 0 }, 422, "Tunai, Lost Bill dan Gratis selalu aktif"],
      ["/api/admin/payment-methods/99999", { active: 1 }, 404, "Metode pembayaran tidak ditemukan"],
    ];
    for (const [url, body, status, message] of bad) {
      const res = await t.call("PUT", url, { as: "owner", body });
      expect([res.status, res.body.meta.message], url).toEqual([status, message]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses bad fields, taken names (built-in ones too, any case) and another outlet's method", async () => {
    const klOutlet = await outletIdOf(t.db, "DEMO-KL");
    const [klMethod] = await t.db.insert(paymentMethods).values({ name: "DuitNow", type: "ewallet", outletId: klOutlet }).returning();
    const before = await snapshot();
    const bad: Array<[Record<string, unknown>, number, string]> = [
      [{ name: "Q", type: "transfer" }, 422, "Nama metode 2 sampai 40 karakter"],
      [{ name: "x".repeat(41), type: "transfer" }, 422, "Nama metode 2 sampai 40 karakter"],
      [{ name: "Kartu", type: "cash" }, 422, "Jenis metode harus EDC / Transfer atau Dompet Digital"],
      [{ name: "Kartu", type: "transfer", color: "red" }, 422, "Warna harus kode #RRGGBB"],
      [{ name: "Kartu", type: "transfer", urut: 1000 }, 422, "Urutan harus angka 0 sampai 999"],
      [{ name: "gopay", type: "ewallet" }, 409, "Nama metode sudah dipakai"],
      [{ name: "qris bca", type: "ewallet" }, 409, "Nama metode sudah dipakai"],
    ];
    for (const [body, status, message] of bad) {
      const res = await t.call("POST", "/api/admin/payment-methods", { as: "owner", body });
      expect([res.status, res.body.meta.message], JSON.stringify(body)).toEqual([status, message]);
    }
    const cross = await t.call("PUT", `/api/admin/payment-methods/${klMethod?.id}`, { as: "owner", body: { active: 0 } });
    expect([cross.status, cross.body.meta.message]).toEqual([404, "Metode pembayaran tidak ditemukan"]);
    expect(await snapshot()).toEqual(before);
  });
});

describe("transaction types", () => {
  it("a platform in use by an open order is not switched off; free, it is, and no order opens with it", async () => {
    const open = await openOrder(t, { table: stall.table("Bungkus 1"), items: mainLines(stall).slice(0, 1), typeName: "maxim" });
    const list = (await t.call("GET", "/api/admin/transaction-types", { as: "owner" })).body.data as Array<Record<string, unknown>>;
    expect(list.find((x) => x.m_t_t_id === 1)).toMatchObject({ m_t_t_name: "dine in", is_dine_in: true, active: true });
    expect(list.find((x) => x.m_t_t_name === "maxim")).toMatchObject({ open_orders: 1, is_dine_in: false });
    const maxim = list.find((x) => x.m_t_t_name === "maxim")?.m_t_t_id as number;

    const before = await snapshot();
    const busy = await t.call("PUT", `/api/admin/transaction-types/${maxim}`, { as: "owner", body: { active: 0 } });
    expect([busy.status, busy.body.meta.message]).toEqual([409, "Jenis transaksi dipakai 1 nota terbuka; selesaikan dulu"]);
    const dineIn = await t.call("PUT", "/api/admin/transaction-types/1", { as: "owner", body: { active: 0 } });
    expect([dineIn.status, dineIn.body.meta.message]).toEqual([422, "Dine in dan take away selalu aktif"]);
    expect(await snapshot()).toEqual(before);

    await openCash(t, "kasir");
    const detail = await t.call("GET", "/api/transaction-detail", {
      as: "kasir",
      query: { tmp_transaction_detail_tmp_transaction_id: String(open.orderId) },
    });
    const s = detail.body.totals;
    await pay(t, "kasir", {
      tmp_transaction_id: open.orderId,
      payment_method: 1,
      sub_total: s.subtotal,
      nominal_pajak: s.tax,
      nominal_sc: s.service_charge,
      total: s.rounded,
      round: s.rounded - s.total,
      nominal_uang: s.rounded,
      exchange: 0,
    });
    const off = await t.call("PUT", `/api/admin/transaction-types/${maxim}`, { as: "owner", body: { active: 0 } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(await lastAudit()).toMatchObject({
      audit_entity: "transaction_type",
      audit_action: "update",
      audit_before: { active: true },
      audit_after: { active: false },
    });
    const till = (await t.call("GET", "/api/type-transactions/all", { as: "kasir" })).body.data as Array<{ name: string }>;
    expect(till.map((x) => x.name)).not.toContain("maxim");
    expect(
      (await t.call("GET", "/api/type-transactions/all", { as: "kasir.kl" })).body.data.map((x: { name: string }) => x.name),
    ).toContain("maxim");
    const refused = await t.call("POST", "/api/tmp-transaction", {
      as: "kasir",
      body: {
        tmp_transaction_note_number: "MX-1",
        tmp_transaction_customer_name: "Ojol",
        tmp_transaction_order_time: new Date().toISOString(),
        tmp_transaction_m_t_t_name: "maxim",
      },
    });
    expect(refused.status).toBe(422);
    expect((await t.call("PUT", `/api/admin/transaction-types/${maxim}`, { as: "owner", body: { active: 1 } })).status).toBe(200);
  });
});

describe("vouchers", () => {
  it("the owner adds a voucher that the till finds, spends once, and can no longer change", async () => {
    const res = await t.call("POST", "/api/admin/vouchers", {
      as: "owner",
      body: { m_voucher_code: "hemat-7", m_voucher_value: 7000, m_voucher_valid_until: "2099-12-31" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ m_voucher_code: "HEMAT-7", m_voucher_value: 7000, status: "aktif", m_voucher_active: true });
    const id = res.body.data.m_voucher_id as number;
    expect(await lastAudit()).toMatchObject({ audit_entity: "voucher", audit_entity_id: id, audit_action: "create" });

    const found = await t.call("GET", "/api/voucher/get-voucher", { as: "kasir", query: { voucher_code: "HEMAT-7" } });
    expect(found.body.data).toMatchObject({ m_voucher_code: "HEMAT-7", m_voucher_value: 7000 });

    await openCash(t, "kasir");
    const order = await openOrder(t, { table: stall.table("Meja 4"), items: mainLines(stall) });
    await pay(
      t,
      "kasir",
      cashBody(order.orderId, { nominal_voucher: 7000, voucher_code: "HEMAT-7", total: 40_200, round: 50, exchange: 9_800 }),
    );
    const page = await t.call("GET", "/api/admin/vouchers", { as: "owner" });
    expect(page.body.data.rows.find((v: { m_voucher_id: number }) => v.m_voucher_id === id)).toMatchObject({ status: "dipakai" });
    const locked = await t.call("PUT", `/api/admin/vouchers/${id}`, { as: "owner", body: { m_voucher_value: 9000 } });
    expect([locked.status, locked.body.meta.message]).toEqual([409, "Voucher sudah digunakan, tidak bisa diubah"]);
  });

  it("a withdrawn voucher is unknown to the till; one not yet valid is refused until its first day", async () => {
    const later = await t.call("POST", "/api/admin/vouchers", {
      as: "kacab",
      body: { m_voucher_code: "NANTI", m_voucher_value: 5000, m_voucher_valid_from: "2099-01-01" },
    });
    expect(later.body.data.status).toBe("belum_berlaku");
    const notYet = await t.call("GET", "/api/voucher/get-voucher", { as: "kasir", query: { voucher_code: "NANTI" } });
    expect([notYet.status, notYet.body.meta.message]).toEqual([409, "Voucher belum berlaku"]);
    const active = await buildVoucher(t, { value: 10_000 });
    expect((await t.call("GET", "/api/voucher/get-voucher", { as: "kasir", query: { voucher_code: active.code } })).status).toBe(200);
    const off = await t.call("PUT", `/api/admin/vouchers/${active.voucherId}`, { as: "owner", body: { m_voucher_active: 0 } });
    expect(off.body.data.status).toBe("nonaktif");
    const gone = await t.call("GET", "/api/voucher/get-voucher", { as: "kasir", query: { voucher_code: active.code } });
    expect([gone.status, gone.body.meta.message]).toEqual([404, "Voucher tidak ditemukan"]);
  });

  it("refuses bad fields, a taken code and another outlet's voucher, changing nothing", async () => {
    const kl = { id: (await buildVoucher(t, { outlet: "DEMO-KL", value: 500 })).voucherId };
    const taken = await buildVoucher(t, { value: 5_000 });
    const before = await snapshot();
    const bad: Array<[Record<string, unknown>, number, string]> = [
      [{ m_voucher_code: "AB", m_voucher_value: 1000 }, 422, "Kode voucher 3 sampai 30 karakter"],
      [{ m_voucher_code: "HE MAT", m_voucher_value: 1000 }, 422, "Kode voucher hanya huruf, angka, - dan _"],
      [{ m_voucher_code: "NOL", m_voucher_value: 0 }, 422, "Nilai voucher harus lebih dari 0"],
      [{ m_voucher_code: "MINUS", m_voucher_value: -5 }, 422, "Tidak boleh kurang dari 0"],
      [{ m_voucher_code: "TGL", m_voucher_value: 1000, m_voucher_valid_until: "2026-02-30" }, 422, "Tanggal harus YYYY-MM-DD"],
      [
        { m_voucher_code: "TGL", m_voucher_value: 1000, m_voucher_valid_from: "2026-03-02", m_voucher_valid_until: "2026-03-01" },
        422,
        "Tanggal mulai harus sebelum tanggal akhir",
      ],
      [{ m_voucher_code: taken.code.toLowerCase(), m_voucher_value: 1000 }, 409, "Kode voucher sudah ada"],
    ];
    for (const [body, status, message] of bad) {
      const res = await t.call("POST", "/api/admin/vouchers", { as: "owner", body });
      expect([res.status, res.body.meta.message], JSON.stringify(body)).toEqual([status, message]);
    }
    const cross = await t.call("PUT", `/api/admin/vouchers/${kl?.id}`, { as: "owner", body: { m_voucher_active: 0 } });
    expect([cross.status, cross.body.meta.message]).toEqual([404, "Voucher tidak ditemukan"]);
    expect(await snapshot()).toEqual(before);
  });
});

describe("cash denominations", () => {
  it("adds, renames and withdraws a denomination; the cash count follows; a counted value stays", async () => {
    const res = await t.call("POST", "/api/admin/denominations", {
      as: "owner",
      body: { m_modal_tipe_nama: "75.000", m_modal_tipe_value: 75_000 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data.m_modal_tipe_id as number;
    expect(await lastAudit()).toMatchObject({ audit_entity: "denomination", audit_entity_id: id, audit_action: "create" });
    const form = await t.call("GET", "/api/m-modal/get-modal", { as: "wbd" });
    expect(form.body.data.modal_tipe.map((d: { m_modal_tipe_nama: string }) => d.m_modal_tipe_nama)).toContain("75.000");

    const off = await t.call("PUT", `/api/admin/denominations/${id}`, { as: "owner", body: { m_modal_tipe_active: 0 } });
    expect(off.body.data.m_modal_tipe_active).toBe(false);
    const after = await t.call("GET", "/api/m-modal/get-modal", { as: "wbd" });
    expect(after.body.data.modal_tipe.map((d: { m_modal_tipe_nama: string }) => d.m_modal_tipe_nama)).not.toContain("75.000");
    const counted = await t.call("POST", "/api/m-modal/save-modal", {
      as: "wbd",
      body: { rekap_modal_id: 0, modal_detail: [{ m_modal_tipe_id: id, rekap_modal_detail_qty: 1 }] },
    });
    expect(counted.body.meta.error).toBe(1);

    const list = (await t.call("GET", "/api/admin/denominations", { as: "owner" })).body.data as Array<Record<string, unknown>>;
    const used = list.find((d) => d.used === true);
    expect(used).toBeDefined();
    const fixed = await t.call("PUT", `/api/admin/denominations/${used?.m_modal_tipe_id}`, {
      as: "owner",
      body: { m_modal_tipe_value: 123 },
    });
    expect([fixed.status, fixed.body.meta.message]).toEqual([409, "Pecahan sudah dipakai di hitungan kas; nilainya tidak bisa diubah"]);
  });

  it("refuses bad fields, a taken value and another outlet's denomination, changing nothing", async () => {
    const klOutlet = await outletIdOf(t.db, "DEMO-KL");
    const [kl] = await t.db.select().from(denominations).where(eq(denominations.outletId, klOutlet));
    const before = await snapshot();
    const bad: Array<[Record<string, unknown>, number, string]> = [
      [{ m_modal_tipe_nama: "", m_modal_tipe_value: 300 }, 422, "Nama pecahan 1 sampai 20 karakter"],
      [{ m_modal_tipe_nama: "Nol", m_modal_tipe_value: 0 }, 422, "Nilai pecahan harus lebih dari 0"],
      [{ m_modal_tipe_nama: "Pecahan", m_modal_tipe_value: 1.5 }, 422, "Nominal rupiah harus angka bulat tanpa desimal (contoh 61000)"],
      [{ m_modal_tipe_nama: "Seratus ribu", m_modal_tipe_value: 100_000 }, 409, "Pecahan dengan nilai ini sudah ada"],
    ];
    for (const [body, status, message] of bad) {
      const res = await t.call("POST", "/api/admin/denominations", { as: "owner", body });
      expect([res.status, res.body.meta.message], JSON.stringify(body)).toEqual([status, message]);
    }
    const cross = await t.call("PUT", `/api/admin/denominations/${kl?.id}`, { as: "owner", body: { m_modal_tipe_nama: "X" } });
    expect([cross.status, cross.body.meta.message]).toEqual([404, "Pecahan tidak ditemukan"]);
    expect(await snapshot()).toEqual(before);
  });
});

describe("roles", () => {
  it("refuses every role without the back office on every list, changing nothing", async () => {
    const before = await snapshot();
    const calls: Array<["GET" | "POST" | "PUT", string, Record<string, unknown>?]> = [
      ["GET", "/api/admin/payment-methods"],
      ["POST", "/api/admin/payment-methods", { name: "Kartu", type: "transfer" }],
      ["PUT", "/api/admin/payment-methods/4", { active: 0 }],
      ["GET", "/api/admin/transaction-types"],
      ["PUT", "/api/admin/transaction-types/7", { active: 0 }],
      ["GET", "/api/admin/vouchers"],
      ["POST", "/api/admin/vouchers", { m_voucher_code: "ROLE1", m_voucher_value: 1000 }],
      ["PUT", "/api/admin/vouchers/1", { m_voucher_active: 0 }],
      ["GET", "/api/admin/denominations"],
      ["POST", "/api/admin/denominations", { m_modal_tipe_nama: "3", m_modal_tipe_value: 3 }],
      ["PUT", "/api/admin/denominations/1", { m_modal_tipe_active: 0 }],
    ];
    for (const role of [...ROLES.filter((r) => !can(r, "admin.manage")), "kasir.kl"]) {
      for (const [method, url, body] of calls) {
        const res = await t.call(method, url, { as: role, ...(body ? { body } : {}) });
        expect(res.status, `${role} ${method} ${url}`).toBe(403);
      }
    }
    expect((await t.call("GET", "/api/admin/vouchers")).status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});

describe("audit trail of the other modules", () => {
  it("shows a drawer opening and a supervisor's approval, by whom, in their own transactions", async () => {
    expect((await t.call("GET", "/api/open-laci/saldo-awal", { as: "kasir" })).body.error).toBe(0);
    const approved = await t.call("POST", "/api/approve", {
      as: "kasir",
      body: { waroeng: 0, email: "kacab@demo.test", password: "demo12345" },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const rows = (await t.call("GET", "/api/admin/audit", { as: "owner" })).body.data.rows as Array<Record<string, unknown>>;
    expect(rows[0]).toMatchObject({
      user_name: "Siti Kasir",
      audit_entity: "approval",
      audit_action: "approve",
      audit_after: { approver_name: "Pak Harto Kacab" },
    });
    expect(rows[1]).toMatchObject({
      user_name: "Siti Kasir",
      audit_entity: "drawer",
      audit_action: "open",
      audit_after: { reason: "saldo-awal" },
    });
    // Another outlet's trail has none of it.
    const kl = await outletIdOf(t.db, "DEMO-KL");
    expect((await t.db.select().from(auditLog).where(eq(auditLog.outletId, kl))).length).toBe(0);
  });
});
