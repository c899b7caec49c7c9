/** Place and people factories: dining tables (one or labelled several), staff accounts and members. */
import { eq } from "drizzle-orm";
import { diningTables, members, tableKinds, users } from "../../db/schema/index.ts";
import type { TestApp } from "../harness.ts";
import { entry, first, type OutletRef, outletId, type Role, uniqueName } from "./core.ts";

const KIND_OF = { meja: "Meja", bungkus: "Bungkus", express: "Express" } as const;

/** A dining table (m_meja) of kind `type` (default "meja"), active, sorted last by default. */
export async function buildTable(
  t: TestApp,
  opts: { outlet?: OutletRef; name?: string; type?: keyof typeof KIND_OF; sortOrder?: number; active?: boolean } = {},
): Promise<{ tableId: number; name: string; outletId: number }> {
  const outlet = await outletId(t, opts.outlet);
  const type = opts.type ?? "meja";
  const kind = first(await t.db.select().from(tableKinds).where(eq(tableKinds.name, KIND_OF[type])), `table kind ${type}`);
  const name = opts.name ?? uniqueName(KIND_OF[type]);
  const rows = await t.db
    .insert(diningTables)
    .values({ outletId: outlet, name, type, kindId: kind.id, sortOrder: opts.sortOrder ?? 1_000, active: opts.active ?? true })
    .returning({ id: diningTables.id });
  return { tableId: first(rows, "new table").id, name, outletId: outlet };
}

/**
 * A staff account with `role` (default "kasir") at the outlet, password "demo12345" like the demo
 * accounts, so `t.call(..., { as: email })` logs it in. A new user has no cash session yet.
 */
export async function buildUser(
  t: TestApp,
  opts: { outlet?: OutletRef; role?: Role; name?: string } = {},
): Promise<{ userId: number; email: string; name: string; outletId: number }> {
  const outlet = await outletId(t, opts.outlet);
  const template = first(await t.db.select().from(users).where(eq(users.email, "kasir@demo.test")), "demo kasir");
  const name = opts.name ?? uniqueName("Staf Uji");
  const email = `${uniqueName("staf").replace(/\s/g, ".").toLowerCase()}@demo.test`;
  const rows = await t.db
    .insert(users)
    .values({ outletId: outlet, name, email, passwordHash: template.passwordHash, role: opts.role ?? "kasir" })
    .returning({ id: users.id });
  return { userId: first(rows, "new user").id, email, name, outletId: outlet };
}

/**
 * Tables of the outlet, one per label ("Meja A", "Bungkus 1", "Express 2": the first word picks the
 * kind), each named label plus a unique suffix. Returns the built name for a label.
 * @throws (the returned function) when the label was not built.
 */
export async function buildTables(t: TestApp, labels: string[], opts: { outlet?: OutletRef } = {}): Promise<(label: string) => string> {
  const names = new Map<string, string>();
  for (const label of labels) {
    const type = label.startsWith("Bungkus") ? "bungkus" : label.startsWith("Express") ? "express" : "meja";
    names.set(label, (await buildTable(t, { outlet: opts.outlet, type, name: uniqueName(label) })).name);
  }
  return (label) => entry(names, label, "table");
}

/**
 * A member (m_member, shared by every outlet) with a free 5-digit member id (10000–99998, so the
 * test may use 99999 as unknown) and a unique name.
 * @throws after 20 tries when no free member id came up.
 */
export async function buildMember(t: TestApp, opts: { name?: string } = {}): Promise<{ memberId: string; name: string }> {
  const name = opts.name ?? uniqueName("Member");
  for (let attempt = 0; attempt < 20; attempt++) {
    const memberId = String(10_000 + Math.floor(Math.random() * 89_999));
    const rows = await t.db.insert(members).values({ memberCode: memberId, name }).onConflictDoNothing().returning({ id: members.id });
    if (rows.length > 0) {
      return { memberId, name };
    }
  }
  throw new Error("factory: no free member id");
}

/**
 * Labels `${prefix} 1` … `${prefix} ${count}` for `buildTables` or `buildStall`.
 * @example numbered("Meja", 3) // ["Meja 1", "Meja 2", "Meja 3"]
 */
export function numbered(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`);
}
