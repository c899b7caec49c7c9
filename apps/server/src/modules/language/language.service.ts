/**
 * The user's interface language: stored on the user (`users.language`, null = follow the
 * outlet), the outlet's default from its currency (Malay for RM outlets, else Indonesian).
 */
import { currencyFromOutlet, type Locale, localeForCurrency } from "@waroeng/domain";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { outlets, users } from "../../db/schema/index.ts";

/** The outlet's default language: `ms` for a ringgit outlet, else `id`. */
export async function outletLocale(db: DbOrTx, outletId: number): Promise<Locale> {
  const rows = await db.select({ currency: outlets.currency }).from(outlets).where(eq(outlets.id, outletId)).limit(1);
  return localeForCurrency(currencyFromOutlet(rows[0]?.currency));
}

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
    outlet_default: await outletLocale(db, outletId),
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
