/**
 * Head office's settings (`ROLE=hq`; contracts/hq-settings.ts): the daily WhatsApp summary's hour and
 * extra recipients (one `hq_setting` row), and a head-office account's own WhatsApp number. Each change
 * writes the change log (change-log.service.ts: who, when, before → after) in the same transaction.
 */
import type { HqSummarySettings } from "@waroeng/domain/contracts";
import { eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { hqSettings, hqUsers } from "../../db/schema/index.ts";
import { logHqChange } from "./change-log.service.ts";

/** The summary's settings (defaults when the row was never written: 23 h, no extra numbers). */
export async function getSummarySettings(db: DbOrTx): Promise<HqSummarySettings> {
  const [row] = await db.select().from(hqSettings).where(eq(hqSettings.id, 1));
  return { summary_hour: row?.summaryHour ?? 23, recipients: row?.summaryRecipients ?? [] };
}

/**
 * Saves the summary's settings (numbers already normalised by the contract) and audits the change.
 * @param userId - the head-office owner making it (hq_change_log.hq_user_id).
 * @returns the settings as stored.
 */
export async function saveSummarySettings(db: Db, userId: number, next: HqSummarySettings): Promise<HqSummarySettings> {
  return db.transaction(async (tx) => {
    const before = await getSummarySettings(tx);
    await tx
      .insert(hqSettings)
      .values({ id: 1, summaryHour: next.summary_hour, summaryRecipients: next.recipients })
      .onConflictDoUpdate({ target: hqSettings.id, set: { summaryHour: next.summary_hour, summaryRecipients: next.recipients } });
    await logHqChange(tx, { userId, entity: "summary_settings", before: { ...before }, after: { ...next } });
    return next;
  });
}

/** The account's own WhatsApp number (normalised digits) or null. */
export async function getOwnPhone(db: DbOrTx, userId: number): Promise<{ phone: string | null }> {
  const [row] = await db.select({ phone: hqUsers.phone }).from(hqUsers).where(eq(hqUsers.id, userId));
  return { phone: row?.phone ?? null };
}

/** Sets the account's own number ("" removes it) and audits the change. @returns the number stored. */
export async function saveOwnPhone(db: Db, userId: number, phone: string): Promise<{ phone: string | null }> {
  return db.transaction(async (tx) => {
    const before = await getOwnPhone(tx, userId);
    const after = { phone: phone || null };
    await tx.update(hqUsers).set(after).where(eq(hqUsers.id, userId));
    await logHqChange(tx, { userId, entity: "own_phone", before, after });
    return after;
  });
}
