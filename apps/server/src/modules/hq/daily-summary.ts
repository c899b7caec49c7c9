/**
 * The owner's daily WhatsApp summary (head office, `ROLE=hq`): once a business day (Asia/Jakarta)
 * is over — every outlet that worked today has closed all its shifts, or the configured hour
 * (`hq_setting.summary_hour`, default 23) has come — each active owner with a WhatsApp number gets
 * the day's figures per outlet (Hari Ini's), through the receipts' outbox and gateway
 * (modules/receipts/wa-outbox.ts, kind `summary`). Once per day and owner: `hq_daily_summary`'s key
 * is claimed in the same transaction as the send is queued, so a second run (or another process)
 * queues nothing. The extra numbers of the settings (`hq_setting.summary_recipients`) get it too, once
 * per day and number (`hq_daily_summary_recipient`), unless an owner has the same number.
 * Head office's process checks every minute (`startDailySummary`).
 */
import { currencyFromOutlet, formatMoney, gatewayNumber, HQ_MSG, jakartaParts } from "@waroeng/domain";
import { Cron } from "croner";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { hqDailySummaries, hqDailySummaryRecipients, hqSettings, hqUsers } from "../../db/schema/index.ts";
import { enqueueWa } from "../receipts/wa-outbox.ts";
import { hqToday } from "./today.service.ts";

/** Whether today's summary is due at `now`: the hour came, or every outlet that opened a shift today has closed them all. */
export async function summaryDue(db: Db, now: Date): Promise<boolean> {
  const { date, time } = jakartaParts(now);
  const [setting] = await db.select().from(hqSettings).limit(1);
  if (Number(time.slice(0, 2)) >= (setting?.summaryHour ?? 23)) {
    return true;
  }
  const { rows } = await db.execute<{ worked: string; open: string }>(sql`
    select count(*) filter (where rekap_modal_tanggal = ${date}::date) as worked,
      count(*) filter (where closed_at is null) as open
    from hq_cash_session`);
  return Number(rows[0]?.worked ?? 0) > 0 && Number(rows[0]?.open ?? 0) === 0;
}

/** The summary's text for `date` over the figures of Hari Ini. */
export function summaryText(date: string, outlets: Awaited<ReturnType<typeof hqToday>>["outlets"]): string {
  const lines = [HQ_MSG.summaryHeading(date), ""];
  const byCurrency = new Map<string, { sales: number; bills: number }>();
  for (const o of outlets) {
    const currency = currencyFromOutlet(o.currency);
    const money = (v: number) => formatMoney(v, currency);
    lines.push(HQ_MSG.summaryOutlet(o.m_w_nama, money(o.sales), o.bills));
    if (o.refund_count > 0) {
      lines.push(`  ${HQ_MSG.summaryRefunds(o.refund_count, money(o.refund_total))}`);
    }
    if (o.cash_difference !== 0) {
      lines.push(`  ${HQ_MSG.summaryCashDiff(money(o.cash_difference))}`);
    }
    const sum = byCurrency.get(currency) ?? { sales: 0, bills: 0 };
    byCurrency.set(currency, { sales: sum.sales + o.sales, bills: sum.bills + o.bills });
  }
  lines.push("");
  for (const [currency, sum] of byCurrency) {
    lines.push(HQ_MSG.summaryTotal(formatMoney(sum.sales, currency as Parameters<typeof formatMoney>[1]), sum.bills));
  }
  return lines.join("\n");
}

/**
 * Queues today's summary to every active owner with a phone who has not had it yet, when it is due.
 * @param configured - a WhatsApp gateway is set (else the rows are kept `not_configured`, never sent).
 * @returns how many sends were queued (0 when not due or already sent).
 */
export async function sendDailySummary(db: Db, now: Date, configured: boolean, countryCode = "62"): Promise<number> {
  if (!(await summaryDue(db, now))) {
    return 0;
  }
  const date = jakartaParts(now).date;
  const owners = await db
    .select({ id: hqUsers.id, phone: hqUsers.phone })
    .from(hqUsers)
    .where(and(eq(hqUsers.role, "owner"), eq(hqUsers.active, true), isNotNull(hqUsers.phone)));
  const [setting] = await db.select({ recipients: hqSettings.summaryRecipients }).from(hqSettings).where(eq(hqSettings.id, 1));
  const ownerPhones = new Set(owners.map((o) => (o.phone ? gatewayNumber(o.phone, countryCode) : "")));
  const extra = (setting?.recipients ?? []).filter((p) => !ownerPhones.has(p));
  if (owners.length === 0 && extra.length === 0) {
    return 0;
  }
  const { rows: ids } = await db.execute<{ id: number }>(sql`select m_w_id as id from m_w order by m_w_id`);
  if (ids.length === 0) {
    return 0;
  }
  const today = await hqToday(
    db,
    ids.map((r) => r.id),
    now,
    0,
  );
  const message = summaryText(date, today.outlets);
  let queued = 0;
  for (const owner of owners) {
    await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(hqDailySummaries)
        .values({ businessDate: date, hqUserId: owner.id })
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0 || !owner.phone) {
        return;
      }
      // The outbox is keyed by outlet: head office's sends sit on the chain's first outlet.
      await enqueueWa(
        tx,
        {
          outletId: ids[0]?.id ?? 0,
          closedTransactionId: null,
          kind: "summary",
          phone: gatewayNumber(owner.phone, countryCode),
          message,
          userId: null,
        },
        configured,
      );
      queued += 1;
    });
  }
  for (const phone of extra) {
    await db.transaction(async (tx) => {
      const claimed = await tx.insert(hqDailySummaryRecipients).values({ businessDate: date, phone }).onConflictDoNothing().returning();
      if (claimed.length === 0) {
        return;
      }
      await enqueueWa(
        tx,
        { outletId: ids[0]?.id ?? 0, closedTransactionId: null, kind: "summary", phone, message, userId: null },
        configured,
      );
      queued += 1;
    });
  }
  return queued;
}

/**
 * Checks every minute at head office (croner: one run at a time, the timer unref'd) and kicks the
 * WhatsApp worker after queuing; a failure is logged and tried again the next minute. @returns the stop.
 */
export function startDailySummary(db: Db, whatsapp: { gateway: unknown; kick: () => void }, log: { warn: (o: object, m: string) => void }) {
  const check = async () => {
    if ((await sendDailySummary(db, new Date(), whatsapp.gateway !== null)) > 0) {
      whatsapp.kick();
    }
  };
  const job = new Cron("* * * * *", { protect: true, unref: true, catch: (err) => log.warn({ err }, "daily summary failed") }, check);
  return () => job.stop();
}
