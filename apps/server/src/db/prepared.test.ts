/**
 * Kept statements (db/prepared.ts) answer what Drizzle's own execute answers, row for row (nested
 * objects, a left join without a match, timestamps as dates, a raw statement's rows), and fail with
 * Drizzle's error; lean transactions (db/lean-transaction.ts) commit, roll back whole, and still
 * offer `tx.query`.
 */
import { DrizzleQueryError, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../test/harness.ts";
import { prepared, preparedSql } from "./prepared.ts";
import { menuItems, menuPrices, menuTypes, outlets } from "./schema/index.ts";

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
});

afterAll(async () => {
  await t.close();
});

/** Drizzle's own execute of a prepared query (what the kept one replaces). */
function drizzleExecute(query: object, values: Record<string, unknown>): Promise<unknown> {
  const own = Object.getPrototypeOf(query) as { execute: (v: Record<string, unknown>) => Promise<unknown> };
  return own.execute.call(query, values);
}

describe("kept statements", () => {
  it("map rows as Drizzle does: nested objects, an unmatched left join as null, dates", async () => {
    const query = prepared(t.db, "test_menu_with_price", () =>
      t.db
        .select({ item: menuItems, typeName: menuTypes.name, price: menuPrices, outletName: outlets.name })
        .from(menuItems)
        .innerJoin(menuTypes, eq(menuTypes.id, menuItems.menuTypeId))
        .innerJoin(outlets, eq(outlets.id, menuItems.outletId))
        .leftJoin(
          menuPrices,
          sql`${menuPrices.menuItemId} = ${menuItems.id} and ${menuPrices.transactionTypeId} = ${sql.placeholder("typeId")}::int`,
        )
        .orderBy(menuItems.id)
        .prepare("test_menu_with_price"),
    );
    for (const typeId of [1, -1]) {
      const fast = await query.execute({ typeId });
      expect(fast.length).toBeGreaterThan(0);
      expect(fast).toEqual(await drizzleExecute(query, { typeId }));
    }
    const none = await query.execute({ typeId: -1 });
    expect(none.every((row) => row.price === null)).toBe(true);
  });

  it("return a raw statement's rows and fail with Drizzle's error", async () => {
    const raw = preparedSql<{ n: number }>(t.db, "test_raw", () => sql`select ${sql.placeholder("n")}::int * 2 as n`);
    expect((await raw.execute({ n: 21 })).rows).toEqual([{ n: 42 }]);
    const bad = preparedSql(t.db, "test_raw_bad", () => sql`select 1 / ${sql.placeholder("d")}::int as x`);
    await expect(bad.execute({ d: 0 })).rejects.toBeInstanceOf(DrizzleQueryError);
  });
});

describe("lean transactions", () => {
  it("commit, roll back everything when the callback throws, and build tx.query on demand", async () => {
    const nameOf = async () => (await t.db.select({ name: outlets.name }).from(outlets).orderBy(outlets.id).limit(1))[0]?.name;
    const before = await nameOf();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(outlets).set({ name: "Tidak Jadi" });
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(await nameOf()).toBe(before);
    const found = await t.db.transaction(async (tx) => {
      await tx.update(outlets).set({ name: "Warung Baru" });
      return tx.query.outlets.findFirst();
    });
    expect(found?.name).toBe("Warung Baru");
    expect(await nameOf()).toBe("Warung Baru");
  });
});
