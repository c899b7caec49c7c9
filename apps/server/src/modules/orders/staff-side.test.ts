/**
 * The staff side of open orders (foundations §2 "Staff dashboard", §3 staff-side fields, §4, §5;
 * orders §7 older POST /tmp-transaction form): a chosen staff member (Karyawan) takes several
 * tables at once on /odcr, the table list carries the staff-side names, and only a staff member
 * who takes orders may be chosen. Every refusal stores nothing.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { tableIdOf } from "./orders.test-helpers.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

async function userId(email: string): Promise<number> {
  const row = (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0];
  if (!row) {
    throw new Error(`no user ${email}`);
  }
  return row.id;
}

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
    const [m1, m2] = [await tableIdOf(t.db, "Meja 1"), await tableIdOf(t.db, "Meja 2")];
    const dewi = await userId("pelayan@demo.test");
    const res = await t.call("POST", "/api/tmp-transaction", { as: "opp", body: staffForm([m1, m2], dewi, "8101") });
    expect(res.status).toBe(200);
    expect(res.body.meta.code).toBe(200);
    const id = res.body.data.m_transaction_table_id;

    const list = (await t.call("GET", "/api/tmp-transaction", { as: "opp" })).body.data;
    for (const table of [m1, m2]) {
      expect(list[String(table)]).toMatchObject({
        m_transaction_table_id: id,
        m_transaction_table_note_number: "8101",
        m_transaction_table_customer_name: "Rombongan Arisan",
        m_transaction_table_table_list: [m1, m2],
        m_transaction_table_table_name_list: "Meja 1, Meja 2",
        m_transaction_table_by: dewi,
        m_transaction_table_by_name: "Dewi Pelayan",
        m_transaction_table_type_transaction: "Dine In",
        m_transaction_table_status: 0,
        user_input: { id: dewi, name: "Dewi Pelayan" },
      });
    }
    expect(Date.parse(list[String(m1)].m_transaction_table_order_time)).toBe(Date.parse(list[String(m1)].tmp_transaction_order_time));
  });

  it("refuses a duplicate nota from the staff form with Nomor Nota sudah ada (meta.code 204) and stores nothing", async () => {
    const dewi = await userId("pelayan@demo.test");
    const first = await t.call("POST", "/api/tmp-transaction", {
      as: "pelayan",
      body: staffForm([await tableIdOf(t.db, "Meja 3")], dewi, "8102"),
    });
    expect(first.status).toBe(200);
    const count = (await t.db.select().from(orders)).length;
    const again = await t.call("POST", "/api/tmp-transaction", {
      as: "opp",
      body: staffForm([await tableIdOf(t.db, "Meja 4"), await tableIdOf(t.db, "Meja 5")], dewi, "8102"),
    });
    expect(again.body.meta).toMatchObject({ code: 204, error: 1, message: "Nomor Nota sudah ada" });
    expect((await t.db.select().from(orders)).length).toBe(count);
    expect(Number((await t.call("GET", `/api/tmp-transaction/cek-meja/${await tableIdOf(t.db, "Meja 4")}`, { as: "opp" })).body.data)).toBe(
      0,
    );
  });

  it("only a staff member who takes orders, of this outlet, may be chosen: kitchen or another outlet's → Karyawan tidak ditemukan", async () => {
    const count = (await t.db.select().from(orders)).length;
    const meja6 = await tableIdOf(t.db, "Meja 6");
    for (const email of ["dapur@demo.test", "kasir.kl@demo.test"]) {
      const res = await t.call("POST", "/api/tmp-transaction", { as: "opp", body: staffForm([meja6], await userId(email), "8103") });
      expect(res.status).toBe(422);
      expect(res.body.meta.message).toBe("Karyawan tidak ditemukan");
      expect(res.body.errors).toEqual({ m_transaction_table_by: "Karyawan tidak ditemukan" });
    }
    expect((await t.db.select().from(orders)).length).toBe(count);
    // A waiter of the outlet may be chosen for the same form.
    const ok = await t.call("POST", "/api/tmp-transaction", {
      as: "opp",
      body: staffForm([meja6], await userId("wbd@demo.test"), "8103"),
    });
    expect(ok.status).toBe(200);
  });
});
