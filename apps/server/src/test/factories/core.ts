/** Factory basics: outlet references, unique names and the row helpers every builder uses. */
import { eq } from "drizzle-orm";
import { outlets } from "../../db/schema/index.ts";
import type { TestApp } from "../harness.ts";

/** A demo outlet by code: "DEMO" (Waroeng Demo, Rp) or "DEMO-KL" (Kuala Lumpur, RM), or an outlet id. */
export type OutletRef = "DEMO" | "DEMO-KL" | number;

/** Staff roles (users_role_ck). */
export type Role = "kasir" | "wbd" | "opp" | "dapur" | "pelayan" | "kacab" | "owner";

let sequence = 0;
const run = Math.random().toString(36).slice(2, 6).padEnd(4, "0");

/** A name unique in this test run: `${prefix} ${run}-${n}` (at most prefix + 12 characters). */
export function uniqueName(prefix: string): string {
  return `${prefix} ${run}-${nextSequence()}`;
}

export function first<T>(rows: T[], what: string): T {
  const row = rows[0];
  if (!row) {
    throw new Error(`factory: ${what} not found`);
  }
  return row;
}

export function entry<V>(map: Map<string, V>, key: string, what: string): V {
  const value = map.get(key);
  if (value === undefined) {
    throw new Error(`factory: no ${what} built as ${key}`);
  }
  return value;
}

/** The id of a demo outlet (an id is returned as is). @throws when the demo seed has no outlet with that code. */
export async function outletId(t: TestApp, code: OutletRef = "DEMO"): Promise<number> {
  if (typeof code === "number") {
    return code;
  }
  return first(await t.db.select({ id: outlets.id }).from(outlets).where(eq(outlets.code, code)), `outlet ${code}`).id;
}

/** The next number of this run's sequence (note numbers and names share it, so none repeats). */
export function nextSequence(): number {
  sequence += 1;
  return sequence;
}
