/**
 * Test helpers around the daily rollups: moving a paid bill to another business date the way a
 * bill-changing transaction must (lib/rollups.ts `reviseBills`: its old facts off, its new ones on).
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { closedTransactions } from "../db/schema/index.ts";
import { reviseBills } from "../lib/rollups.ts";

/** Sets paid bill `billId`'s business date to `date` (YYYY-MM-DD), its rollups corrected. */
export async function redateBill(db: Db, billId: number, date: string): Promise<void> {
  await db.transaction((tx) =>
    reviseBills(tx, [billId], () => tx.update(closedTransactions).set({ businessDate: date }).where(eq(closedTransactions.id, billId))),
  );
}
