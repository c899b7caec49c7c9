/**
 * The staff side of open orders (foundations §2 "Staff dashboard", §3 staff-side fields, §4, §5;
 * orders §7 older POST /tmp-transaction form): a chosen staff member (Karyawan) takes several
 * tables at once on /odcr, the table list carries the staff-side names, and only a staff member
 * who takes orders may be chosen. Every refusal stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/index.ts";
import { buildTables, buildUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { tableIdOf } from "./orders.test-helpers.ts";

let t: TestApp;
let table: (label: string) => string;
/** Staff of the outlet (and one of KL) a form may name as the one taking the order. */
let waiter: { userId: number; name: string };
let wbd: { userId: number; name: string };
let cook: { userId: number; name: string };
let klCashier: { userId: number; name: string };

beforeAll(async () => {
  t = await createTestApp();
  table = await buildTables(t, ["Meja 1", "Meja 2", "Meja 3", "Meja 4", "Meja 5", "Meja 6"]);
  waiter = await buildUser(t, { role: "pelayan" });
  wbd = await buildUser(t, { role: "wbd" });
  cook = await buildUser(t, { role: "dapur" });
  klCashier = await buildUser(t, { role: "kasir", outlet: "DEMO-KL" });
});

afterAll(async () => {
  await t.close();
});

/** The older staff-side form as /odcr's per-staff form sends it. */
function staffForm(tables: number[], by: number, note: string) {
  return {
    m_transaction_table_type_transaction: "Dine In",
    m_transaction_table_note_number: note,
    m_transaction_table_customer_name: "Rombongan Arisan",
    m_transaction_table_order_time: "12:30",
    m_transaction_table_by: by,
    m_transaction_table_table_list: JSON.stringify(tables),
  };
}

describe("staff side of POST /tmp-transaction and GET /tmp-transaction", () => {
  it("a chosen waiter takes two tables in one note; the list shows the staff-side names on both tables", async () => {
    const [m1, m2] = [await tableIdOf(t.db, table("Meja 1")), await tableIdOf(t.db, table("Meja 2"))];
    const dewi = waiter.userId;
    const res = await t.call("POST", "/api/tmp-transaction", { as: "opp", body: staffForm([m1, m2], dewi, "8101") });
    expect(res.status).toBe(200);
    expect(res.body.meta.code).toBe(200);
    const id = res.body.data.m_transaction_table_id;

    const list = (await t.call("GET", "/api/tmp-transaction", { as: "opp" })).body.data;
    for (const held of [m1, m2]) {
      expect(list[String(held)]).toMatchObject({
        m_transaction_table_id: id,
        m_transaction_table_note_number: "8101",
        m_transaction_table_customer_name: "Rombongan Arisan",
        m_transaction_table_table_list: [m1, m2],
        m_transaction_table_table_name_list: `${table("Meja 1")}, ${table("Meja 2")}`,
        m_transaction_table_by: dewi,
        m_transaction_table_by_name: waiter.name,
        m_transaction_table_type_transaction: "Dine In",
        m_transaction_table_status: 0,
        user_input: { id: dewi, name: waiter.name },
      });
    }
    expect(Date.parse(list[String(m1)].m_transaction_table_order_time)).toBe(Date.parse(list[String(m1)].tmp_transaction_order_time));
  });

  it("refuses a duplicate nota from the staff form with Nomor Nota sudah ada (meta.code 204) and stores nothing", async () => {
    const dewi = waiter.userId;
    const first = await t.call("POST", "/api/tmp-transaction", {
      as: "pelayan",
      body: staffForm([await tableIdOf(t.db, table("Meja 3"))], dewi, "8102"),
    });
    expect(first.status).toBe(200);
    const count = (await t.db.select().from(orders)).length;
    const again = await t.call("POST", "/api/tmp-transaction", {
      as: "opp",
      body: staffForm([await tableIdOf(t.db, table("Meja 4")), await tableIdOf(t.db, table("Meja 5"))], dewi, "8102"),
    });
    expect(again.body.meta).toMatchObject({ code: 204, error: 1, message: "Nomor Nota sudah ada" });
    expect((await t.db.select().from(orders)).length).toBe(count);
    expect(
      Number((await t.call("GET", `/api/tmp-transaction/cek-meja/${await tableIdOf(t.db, table("Meja 4"))}`, { as: "opp" })).body.data),
    ).toBe(0);
  });

  it("only a staff member who takes orders, of this outlet, may be chosen: kitchen or another outlet's → Karyawan tidak ditemukan", async () => {
    const count = (await t.db.select().from(orders)).length;
    const meja6 = await tableIdOf(t.db, table("Meja 6"));
    for (const other of [cook, klCashier]) {
      const res = await t.call("POST", "/api/tmp-transaction", { as: "opp", body: staffForm([meja6], other.userId, "8103") });
      expect(res.status).toBe(422);
      expect(res.body.meta.message).toBe("Karyawan tidak ditemukan");
      expect(res.body.errors).toEqual({ m_transaction_table_by: "Karyawan tidak ditemukan" });
    }
    expect((await t.db.select().from(orders)).length).toBe(count);
    // A waiter of the outlet may be chosen for the same form.
    const ok = await t.call("POST", "/api/tmp-transaction", {
      as: "opp",
      body: staffForm([meja6], wbd.userId, "8103"),
    });
    expect(ok.status).toBe(200);
  });
});
