/**
 * Shared steps of the back office's configuration lists: one writer at a time per
 * outlet (the outlet row locked `for no key update`, which orders and sessions referencing it do
 * not wait for), and the unique-violation → 409 mapping.
 */
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { outlets } from "../../db/schema/index.ts";
import { uniqueViolation } from "../../lib/db-errors.ts";
import { conflict } from "../../lib/http.ts";

/** Serialises the outlet's configuration writes (counts and "last active" checks stay true). */
export async function lockOutletConfig(tx: Tx, outletId: number): Promise<void> {
  await tx.select({ id: outlets.id }).from(outlets).where(eq(outlets.id, outletId)).for("no key update");
}

/**
 * Runs `write`; a unique violation of `constraint` becomes 409 `message` (a race lost to another
 * writer, or a duplicate the service's own check did not see), anything else is rethrown.
 */
export async function uniqueOr409<T>(write: () => Promise<T>, constraint: string, message: string): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (uniqueViolation(err) === constraint) {
      throw conflict(message);
    }
    throw err;
  }
}
