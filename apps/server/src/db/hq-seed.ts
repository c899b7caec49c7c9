/**
 * Head office's demo accounts (`ROLE=hq`): on a head office without any account, the owner
 * `owner@hq.test`, the area manager `area@hq.test` (the first outlet only) and the accountant
 * `akuntan@hq.test`, with the outlets' published demo password (db/seed.ts DEMO_PASSWORD). The
 * outlets themselves are the demo outlets (db/seed.ts: DEMO and KL).
 */
import { hash } from "@node-rs/argon2";
import type { HqRole } from "@waroeng/domain";
import { asc, sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { hqUserOutlets, hqUsers, outlets } from "./schema/index.ts";
import { DEMO_PASSWORD } from "./seed.ts";

/** The demo head-office accounts. */
export const HQ_DEMO: ReadonlyArray<{ email: string; name: string; role: HqRole }> = [
  { email: "owner@hq.test", name: "Bu Ratna Pemilik", role: "owner" },
  { email: "area@hq.test", name: "Pak Dimas Area", role: "area" },
  { email: "akuntan@hq.test", name: "Mbak Sari Akuntan", role: "accountant" },
];

/** Creates the demo head-office accounts when there is none; returns true when it did. */
export async function seedHqDemoIfEmpty(db: Db): Promise<boolean> {
  const passwordHash = await hash(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table hq_user in share row exclusive mode`);
    const any = await tx.select({ id: hqUsers.id }).from(hqUsers).limit(1);
    if (any.length > 0) {
      return false;
    }
    const rows = await tx
      .insert(hqUsers)
      .values(HQ_DEMO.map((u) => ({ ...u, passwordHash })))
      .returning({ id: hqUsers.id, role: hqUsers.role });
    const [first] = await tx.select({ id: outlets.id }).from(outlets).orderBy(asc(outlets.id)).limit(1);
    const area = rows.find((r) => r.role === "area");
    if (first && area) {
      await tx.insert(hqUserOutlets).values({ hqUserId: area.id, outletId: first.id });
    }
    return true;
  });
}
