/**
 * Every text field is bounded and free of control characters (100,000-character names,
 * member ids and WhatsApp numbers were stored; `{"email":"a\u0000b"}` on /login answered 500).
 * Refusals are 422 with the field's Indonesian message and change nothing.
 */
import { FIELD_MSG, MAX_LENGTH } from "@waroeng/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../db/schema/index.ts";
import { buildStall, type Stall } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { openNote, tableIdOf } from "./orders/orders.test-helpers.ts";
import { cashBody, mainLines, openCash, openOrder } from "./payment/payment.factory.ts";

let t: TestApp;
let stall: Stall;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 5", "Meja 6", "Meja 12"]);
});
afterAll(async () => {
  await t.close();
});

const HUGE = "9".repeat(100_000);

async function rowCount(table: string): Promise<number> {
  const res = await t.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
  return res.rows[0]?.n ?? -1;
}

async function note(patch: Record<string, unknown>) {
  return t.call("POST", "/api/tmp-transaction", {
    as: "kasir",
    body: {
      tmp_transaction_m_meja_id: await tableIdOf(t.db, stall.table("Meja 12")),
      tmp_transaction_note_number: "6006",
      tmp_transaction_customer_name: "Budi",
      tmp_transaction_order_time: "12:30",
      ...patch,
    },
  });
}

describe("text limits on the note forms", () => {
  it.each([
    ["tmp_transaction_customer_name", "B".repeat(100_000), FIELD_MSG.CUSTOMER_NAME_MAX],
    ["tmp_transaction_customer_name", "B".repeat(MAX_LENGTH.name + 1), FIELD_MSG.CUSTOMER_NAME_MAX],
    ["tmp_transaction_note_number", HUGE, FIELD_MSG.NOTE_NUMBER_MAX],
    ["tmp_transaction_member_id", HUGE, FIELD_MSG.MEMBER_ID_MAX],
    ["tmp_transaction_m_t_t_name", "x".repeat(MAX_LENGTH.transactionTypeName + 1), FIELD_MSG.TYPE_NAME_MAX],
    ["tmp_transaction_order_time", `12:30:00.${"1".repeat(1000)}`, FIELD_MSG.TIME_INVALID],
    ["tmp_transaction_table_list", Array.from({ length: 101 }, (_, i) => i + 1).join(","), FIELD_MSG.TABLE_LIST_MAX],
    ["tmp_transaction_customer_name", "Bu\u0000di", FIELD_MSG.CONTROL_CHARS],
    ["tmp_transaction_member_id", "12345\u0007", FIELD_MSG.CONTROL_CHARS],
  ])("POST /tmp-transaction refuses %s too long or with control characters", async (field, value, message) => {
    const before = await rowCount("tmp_transaction");
    const res = await note({ [field]: value });
    expect(res.status).toBe(422);
    expect(res.body.meta.message).toBe(message);
    expect(await rowCount("tmp_transaction")).toBe(before);
  });

  it("accepts a name of exactly the maximum", async () => {
    const res = await note({ tmp_transaction_customer_name: "B".repeat(MAX_LENGTH.name), tmp_transaction_note_number: "6007" });
    expect(res.status).toBe(200);
  });

  it("POST /tmp-transaction/{id} refuses a 100,000-character member id and name and changes nothing", async () => {
    const id = await openNote(t, { table: stall.table("Meja 5"), note: "6008" });
    for (const [field, message] of [
      ["tmp_transaction_member_id", FIELD_MSG.MEMBER_ID_MAX],
      ["tmp_transaction_customer_name", FIELD_MSG.CUSTOMER_NAME_MAX],
    ]) {
      const res = await t.call("POST", `/api/tmp-transaction/${id}`, {
        as: "kasir",
        body: { tmp_transaction_customer_name: "Budi", tmp_transaction_order_time: "13:00", [field as string]: HUGE },
      });
      expect(res.status).toBe(422);
      expect(res.body.meta.message).toBe(message);
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ customerName: "Budi", memberId: "" });
  });
});

describe("text limits on payment and login", () => {
  it("POST /recap-transactions refuses a 100,000-character WhatsApp number or member id; the order stays open", async () => {
    await openCash(t, "kasir");
    const order = await openOrder(t, { table: stall.table("Meja 6"), items: mainLines(stall) });
    for (const [field, message] of [
      ["nomor_wa", FIELD_MSG.PHONE_MAX],
      ["member_id", FIELD_MSG.MEMBER_ID_MAX],
    ]) {
      const res = await t.call("POST", "/api/recap-transactions", {
        as: "kasir",
        body: cashBody(order.orderId, { [field as string]: HUGE }),
      });
      expect(res.status).toBe(422);
      expect(res.body.meta.message).toBe(message);
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row?.status).toBe(0);
  });

  it.each([
    [{ email: "a\u0000b", password: "x" }, FIELD_MSG.CONTROL_CHARS],
    [{ email: "kasir@demo.test", password: "demo\u000012345" }, FIELD_MSG.CONTROL_CHARS],
    [{ email: `${"a".repeat(MAX_LENGTH.email)}@x`, password: "x" }, FIELD_MSG.EMAIL_MAX],
    [{ email: "kasir@demo.test", password: "p".repeat(MAX_LENGTH.password + 1) }, FIELD_MSG.PASSWORD_MAX],
  ])("POST /login %j → 422 in the body (meta.error 1), not 500", async (body, message) => {
    const res = await t.call("POST", "/api/login", { body });
    expect([res.status, res.body.meta.code, res.body.meta.error]).toEqual([200, 422, 1]);
    expect(res.body.meta.message).toBe(message);
  });

  it("refuses control characters and long text in query strings (GET /m-menu-jenis)", async () => {
    const nul = await t.call("GET", "/api/m-menu-jenis?m_menu_jenis_odcr55=makan%00", { as: "kasir" });
    expect(nul.status).toBe(422);
    expect(nul.body.meta.message).toBe(FIELD_MSG.CONTROL_CHARS);
    const long = await t.call("GET", `/api/m-menu-jenis?m_menu_jenis_odcr55=${"m".repeat(MAX_LENGTH.query + 1)}`, { as: "kasir" });
    expect(long.status).toBe(422);
    expect(long.body.meta.message).toBe(FIELD_MSG.TEXT_MAX);
  });

  it("refuses ids above the database's integer range in paths and bodies (422, not a database error)", async () => {
    const path = await t.call("GET", "/api/tmp-transaction/2147483648", { as: "kasir" });
    expect(path.status).toBe(422);
    expect(path.body.meta.message).toBe(FIELD_MSG.ID_REQUIRED);
    const body = await note({ tmp_transaction_m_meja_id: 2_147_483_648 });
    expect(body.status).toBe(422);
  });
});
