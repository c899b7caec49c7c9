/**
 * Hari Ini at head office: each of the user's outlets today (Asia/Jakarta business date) — sales so
 * far, bills, average bill, refunds and voids (rollup_day), open shifts and the cash differences of
 * the shifts closed today (hq_cash_session), last contact (hq_outlet_contact: an outlet whose last
 * push is older than `staleAfterMinutes` is `stale`). One statement, every part routable by outlet.
 */
import { jakartaParts } from "@waroeng/domain";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";

/** One outlet's today. Money integer minor units in the outlet's `currency`. */
export interface HqTodayOutlet {
  m_w_id: number;
  m_w_nama: string;
  m_w_code: string;
  currency: string;
  sales: number;
  bills: number;
  /** sales ÷ bills, rounded down; 0 without bills. */
  average_bill: number;
  open_shifts: number;
  closed_shifts: number;
  /** Σ counted − expected of the shifts closed today (negative: short). */
  cash_difference: number;
  refund_count: number;
  refund_total: number;
  void_count: number;
  void_total: number;
  /** ISO instant of the last push, null when it never pushed. */
  last_push_at: string | null;
  stale: boolean;
}

/**
 * Today's figures of `outletIds` at `now`.
 * @param staleAfterMinutes - an outlet not heard from for longer is `stale` (2 × SYNC_EVERY_MINUTES).
 */
export async function hqToday(db: DbOrTx, outletIds: readonly number[], now: Date, staleAfterMinutes: number) {
  const date = jakartaParts(now).date;
  if (outletIds.length === 0) {
    return { business_date: date, stale_after_minutes: staleAfterMinutes, outlets: [] as HqTodayOutlet[] };
  }
  const ids = `{${outletIds.join(",")}}`;
  const { rows } = await db.execute<{
    m_w_id: number;
    m_w_nama: string;
    m_w_code: string;
    currency: string;
    sales: string;
    bills: number;
    open_shifts: string;
    closed_shifts: string;
    cash_difference: string;
    refund_count: number;
    refund_total: string;
    void_count: number;
    void_total: string;
    last_push_at: Date | string | null;
  }>(sql`
    select w.m_w_id, w.m_w_nama, w.m_w_code, w.m_w_currency as currency,
      coalesce(d.sales, 0) as sales, coalesce(d.bills, 0) as bills,
      coalesce(d.refund_count, 0) as refund_count, coalesce(d.refund_total, 0) as refund_total,
      coalesce(d.void_count, 0) as void_count, coalesce(d.void_total, 0) as void_total,
      (select count(*) from hq_cash_session s where s.m_w_id = w.m_w_id and s.closed_at is null) as open_shifts,
      (select count(*) from hq_cash_session s where s.m_w_id = w.m_w_id and s.closed_at is not null and s.rekap_modal_tanggal = ${date}::date) as closed_shifts,
      (select coalesce(sum(s.rekap_modal_selisih), 0) from hq_cash_session s
        where s.m_w_id = w.m_w_id and s.closed_at is not null and s.rekap_modal_tanggal = ${date}::date) as cash_difference,
      c.last_push_at
    from m_w w
    left join rollup_day d on d.m_w_id = w.m_w_id and d.business_date = ${date}::date
    left join hq_outlet_contact c on c.m_w_id = w.m_w_id
    where w.m_w_id = any(${ids}::int[])
    order by w.m_w_nama, w.m_w_id`);
  const staleBefore = now.getTime() - staleAfterMinutes * 60_000;
  const outlets: HqTodayOutlet[] = rows.map((r) => {
    const sales = Number(r.sales);
    const bills = Number(r.bills);
    const last = r.last_push_at === null ? null : new Date(r.last_push_at);
    return {
      m_w_id: r.m_w_id,
      m_w_nama: r.m_w_nama,
      m_w_code: r.m_w_code,
      currency: r.currency,
      sales,
      bills,
      average_bill: bills > 0 ? Math.floor(sales / bills) : 0,
      open_shifts: Number(r.open_shifts),
      closed_shifts: Number(r.closed_shifts),
      cash_difference: Number(r.cash_difference),
      refund_count: Number(r.refund_count),
      refund_total: Number(r.refund_total),
      void_count: Number(r.void_count),
      void_total: Number(r.void_total),
      last_push_at: last ? last.toISOString() : null,
      stale: last === null || last.getTime() < staleBefore,
    };
  });
  return { business_date: date, stale_after_minutes: staleAfterMinutes, outlets };
}
