/**
 * The user's interface language: stored on the user (`users.language`, null = none chosen: the
 * device's choice, else the outlet's), the outlet's default Indonesian at every outlet (foundations
 * §1: an RM outlet changes the currency, not the language).
 */
import { type Locale, OUTLET_LOCALE } from "@waroeng/domain";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

/** `{ language, outlet_default }` of one user of the outlet (`language` null: follows the outlet). */
export async function readUserLanguage(db: DbOrTx, outletId: number, userId: number) {
  const rows = await db
    .select({ language: users.language })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.outletId, outletId)))
    .limit(1);
  const language = rows[0]?.language;
  return {
    language: language === "id" || language === "en" || language === "ms" ? language : null,
    outlet_default: OUTLET_LOCALE,
  };
}

/** Saves the user's language (one statement; null goes back to the outlet's default). */
export async function saveUserLanguage(db: DbOrTx, outletId: number, userId: number, language: Locale | null) {
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.id, userId), eq(users.outletId, outletId)));
  return readUserLanguage(db, outletId, userId);
}
