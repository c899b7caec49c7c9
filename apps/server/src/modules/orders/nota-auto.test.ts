/**
 * "Nota otomatis" (outlet setting): off, the note form's number is typed and an omitted one is
 * refused, as the spec has it; on, the form is offered the day's next free number and a note sent
 * without one gets it, never twice, even when two tills open tables at the same moment.
 */
import { ADMIN_MSG, FIELD_MSG, MSG } from "@waroeng/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/index.ts";
import { buildStall, numbered, type Stall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { openCash } from "../payment/payment.factory.ts";
import { tableIdOf } from "./orders.test-helpers.ts";

let t: TestApp;
let stall: Stall;
beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, [...numbered("Meja", 12), ...numbered("Bungkus", 3), "Express 1"]);
  await openCash(t, "kasir");
});
afterAll(async () => {
  await t.close();
});

/** The cashier's note form; `note` undefined leaves the number out. */
async function openNote(table: string, note?: string, as: "kasir" | "pelayan" = "kasir") {
  return t.call("POST", "/api/tmp-transaction", {
    as,
    body: {
      tmp_transaction_m_meja_id: await tableIdOf(t.db, stall.table(table)),
      ...(note === undefined ? {} : { tmp_transaction_note_number: note }),
      tmp_transaction_customer_name: "Budi",
      tmp_transaction_order_time: "12:30",
    },
  });
}

async function noteOf(id: number): Promise<string> {
  const [row] = await t.db.select({ note: orders.noteNumber }).from(orders).where(eq(orders.id, id));
  return row?.note ?? "";
}

async function proposal() {
  const res = await t.call("GET", "/api/tmp-transaction/nota-otomatis", { as: "kasir" });
  expect(res.status).toBe(200);
  return res.body.data as { nota_otomatis: number; tmp_transaction_note_number: string | null };
}

async function setNotaAuto(value: string) {
  const settings = (await t.call("GET", "/api/admin/outlet", { as: "owner" })).body.data;
  return t.call("POST", "/api/admin/outlet", { as: "owner", body: { ...settings, m_w_nota_otomatis: value } });
}

/** Polls `check` (every 10 ms, at most 5 s) until it holds. */
async function waitUntil(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (await check()) {
      return;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error("condition not met in 5 s");
}

const plus = (n: string, k: number) => String(Number(n) + k).padStart(4, "0");

describe("nota otomatis off (the spec's form)", () => {
  it("is off for an outlet by default: nothing proposed, a note without a number refused", async () => {
    expect((await t.call("GET", "/api/admin/outlet", { as: "owner" })).body.data.m_w_nota_otomatis).toBe("tidak");
    expect(await proposal()).toEqual({ nota_otomatis: 0, tmp_transaction_note_number: null });
    const res = await openNote("Meja 1");
    expect(res.status).toBe(422);
    expect(res.body.meta.message).toBe(FIELD_MSG.NOTE_NUMBER_REQUIRED);
  });
});

describe("nota otomatis on", () => {
  beforeAll(async () => {
    const saved = await setNotaAuto("ya");
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.m_w_nota_otomatis).toBe("ya");
  });

  it("proposes the next number and assigns it to a note sent without one, the next one after", async () => {
    const first = await proposal();
    expect(first.nota_otomatis).toBe(1);
    const p = first.tmp_transaction_note_number ?? "";
    expect(p).toMatch(/^\d{4,}$/);
    const res = await openNote("Meja 2");
    expect(res.body.meta.code, JSON.stringify(res.body)).toBe(200);
    expect(await noteOf(res.body.data.tmp_transaction_id)).toBe(p);
    expect((await proposal()).tmp_transaction_note_number).toBe(plus(p, 1));
  });

  it("keeps a typed number's rules and continues after the highest typed number", async () => {
    const p = (await proposal()).tmp_transaction_note_number ?? "";
    const typed = plus(p, 100);
    expect((await openNote("Meja 3", typed)).body.meta.code).toBe(200);
    expect((await proposal()).tmp_transaction_note_number).toBe(plus(typed, 1));
    expect((await openNote("Meja 4", "12a")).body.meta.message).toBe(FIELD_MSG.NOTE_NUMBER_NUMERIC);
    const again = await openNote("Meja 4", typed);
    expect(again.body.meta).toMatchObject({ code: 204, message: MSG.NOTA_EXISTS });
  });

  it("gives two tills opening at the same moment two different numbers, both accepted", async () => {
    const p = (await proposal()).tmp_transaction_note_number ?? "";
    const results = await Promise.all([openNote("Meja 5"), openNote("Meja 6"), openNote("Bungkus 1", undefined, "pelayan")]);
    expect(results.map((r) => r.body.meta.code)).toEqual([200, 200, 200]);
    const notes = await Promise.all(results.map((r) => noteOf(r.body.data.tmp_transaction_id)));
    expect([...notes].sort()).toEqual([p, plus(p, 1), plus(p, 2)]);
  });

  it("takes the next number when another till's note with the proposed one commits first", async () => {
    const p = (await proposal()).tmp_transaction_note_number ?? "";
    // The other till: a copy of one of today's orders numbered p, inserted in a transaction left open
    // until this till's insert of p waits on the unique index.
    const columns = (
      await t.db.execute<{ c: string }>(
        sql`select column_name as c from information_schema.columns where table_name = 'tmp_transaction' and column_name <> 'tmp_transaction_id'`,
      )
    ).rows.map((r) => r.c);
    const [template] = await t.db.select({ id: orders.id }).from(orders).orderBy(sql`${orders.id} desc`).limit(1);
    const copy = `insert into tmp_transaction (${columns.join(", ")}) select ${columns
      .map((c) => (c === "tmp_transaction_note_number" ? `'${p}'` : c))
      .join(", ")} from tmp_transaction where tmp_transaction_id = `;
    let pending: ReturnType<typeof openNote> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.execute(sql.join([sql.raw(copy), sql`${template?.id}`]));
      pending = openNote("Meja 11");
      await waitUntil(async () => {
        const waiting = await t.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return (waiting.rows[0]?.n ?? 0) > 0;
      });
    });
    const res = await pending;
    expect(res?.body.meta.code, JSON.stringify(res?.body)).toBe(200);
    expect(await noteOf(res?.body.data.tmp_transaction_id)).toBe(plus(p, 1));
  });

  it("skips a number still held by an order open from an earlier day", async () => {
    const p = (await proposal()).tmp_transaction_note_number ?? "";
    const held = await openNote("Meja 7", plus(p, 1));
    await t.db.execute(
      sql`update tmp_transaction set tmp_transaction_business_date = tmp_transaction_business_date - 1 where tmp_transaction_id = ${held.body.data.tmp_transaction_id}`,
    );
    expect((await openNote("Meja 8", p)).body.meta.code).toBe(200);
    expect((await proposal()).tmp_transaction_note_number).toBe(plus(p, 2));
    const res = await openNote("Meja 9");
    expect(await noteOf(res.body.data.tmp_transaction_id)).toBe(plus(p, 2));
  });

  it("leaves express names as they are", async () => {
    const res = await t.call("POST", "/api/tmp-transaction", {
      as: "kasir",
      body: { tmp_transaction_m_meja_id: await tableIdOf(t.db, stall.table("Express 1")), tmp_transaction_order_time: "12:30" },
    });
    expect(await noteOf(res.body.data.tmp_transaction_id)).toMatch(/^SS-/);
  });

  it("refuses a setting other than ya or tidak, and switches back off", async () => {
    const bad = await setNotaAuto("kadang");
    expect(bad.status).toBe(422);
    expect(bad.body.meta.message).toBe(ADMIN_MSG.NOTA_AUTO_INVALID);
    expect((await setNotaAuto("tidak")).body.data.m_w_nota_otomatis).toBe("tidak");
    expect((await openNote("Meja 10")).status).toBe(422);
  });
});
