/**
 * The QRIS reconciliation of an outlet over a range of business dates (GET /laporan/qris;
 * `/admin/laporan-qris`): per day, the QRIS charges whose money arrived (`qris_charge`) against the
 * bills paid by QRIS (tenders of method 11 in `rekap_transaksi_payment`, multipayment and Bagi rata
 * shares included), and the exceptions one by one — a charge paid without a bill (money to return),
 * a bill paid by QRIS without a charge (the cashier confirmed it by eye), a charge still pending past
 * its expiry. Money is integer minor units.
 *
 * Dating: a charge that paid a bill counts on the bill's business date (`r_t_tanggal`), so the two
 * sides of a day pair up; one without a bill on the Asia/Jakarta date the money arrived (the
 * gateway's settlement time when it reports one, else when the charge was made); a pending one on
 * when it was made. The bills and the charges that paid them are read from the daily rollups, one row
 * per day: `rollup_day_method`'s QRIS row (bills with a QRIS tender, Σ those tenders) and
 * `rollup_day_qris` (the charges that paid them, the bills without a charge), kept in the paying and
 * voiding transactions and corrected when a bill changes. Only the days the rollup shows a bill
 * without a charge on are walked for the list of them, at most `QRIS_RECON_LIST_MAX` bills. Money that
 * arrived for no bill and charges still pending are read by partial indexes
 * (`qris_charge_unbilled_idx`, `qris_charge_pending_idx`): they change with the clock and the gateway,
 * not with a bill. So no read grows with the bills of the range.
 *
 * `qris_charge` columns read: q_c_id, m_w_id, q_c_order_id, q_c_tmp_transaction_id, q_c_amount,
 * q_c_unique_amount, q_c_mode, q_c_status, q_c_expires_at, q_c_r_t_id, created_at, and gateway QRIS's
 * q_c_to_return (money that arrived for no bill), q_c_issuer (GoPay, OVO …) and q_c_settled_at.
 */
import { PAYMENT_METHOD, QRIS_RECON_LIST_MAX } from "@waroeng/domain";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import type { ReportRange } from "./reports.service.ts";

/** The figures of one business day (or of the range), minor units. */
export interface QrisReconFigures {
  tagihan_jml: number;
  tagihan_nominal: number;
  kode_unik: number;
  nota_jml: number;
  nota_nominal: number;
  selisih: number;
  tanpa_nota_jml: number;
  tanpa_tagihan_jml: number;
  kedaluwarsa_jml: number;
}

/** A charge whose money arrived (paid, or recorded as money to return by gateway QRIS). */
interface ArrivedRow extends Record<string, unknown> {
  order_id: string;
  tanggal: string;
  jam: string;
  amount: number;
  unique_amount: number;
  to_return: number;
  billed: boolean;
  mode: string;
  issuer: string;
  nota: string | null;
}

/** A bill with a QRIS tender. */
interface BillRow extends Record<string, unknown> {
  r_t_id: number;
  nota: string;
  tanggal: string;
  jam: string;
  qris: number;
  tenders: number;
}

/** A day's rollup figures: bills with a QRIS tender, the charges that paid them, the bills without one. */
interface DayRow extends Record<string, unknown> {
  tanggal: string;
  nota_jml: number;
  nota_nominal: number;
  charges: number;
  charge_total: number;
  charge_unique: number;
  uncharged: number;
}

interface PendingRow extends Record<string, unknown> {
  order_id: string;
  tanggal: string;
  jam: string;
  amount: number;
  expires_at: Date | string;
  nota: string | null;
}

const n = (v: unknown): number => Number(v ?? 0);

async function rows<T extends Record<string, unknown>>(db: DbOrTx, q: SQL): Promise<T[]> {
  return (await db.execute<T>(q)).rows as T[];
}

/** Money that arrived for no bill, recorded by gateway QRIS. */
const toReturn = sql`c.q_c_to_return`;
/** The bill its order was paid with another way (a charge's order, not the charge): "" when none. */
const orderNota = sql`(select t2.r_t_nota_code from rekap_transaksi t2 where t2.r_t_tmp_transaction_id = c.q_c_tmp_transaction_id
  order by t2.r_t_id desc limit 1)`;

const zero = (): QrisReconFigures => ({
  tagihan_jml: 0,
  tagihan_nominal: 0,
  kode_unik: 0,
  nota_jml: 0,
  nota_nominal: 0,
  selisih: 0,
  tanpa_nota_jml: 0,
  tanpa_tagihan_jml: 0,
  kedaluwarsa_jml: 0,
});

/**
 * The reconciliation of `r` (see the module doc).
 * @returns `ringkasan` (the range's figures), `per_hari` (days with any QRIS, in date order; `selisih`
 *   = tagihan_nominal − kode_unik − nota_nominal, 0 when every charge paid its bill), and the
 *   exception lists `tagihan_tanpa_nota`, `nota_tanpa_tagihan` (the oldest `QRIS_RECON_LIST_MAX`),
 *   `tagihan_kedaluwarsa` in time order.
 *   Money in integer minor units.
 */
export async function qrisRecon(db: DbOrTx, r: ReportRange) {
  const [unbilled, bills, rolled, pending] = await Promise.all([
    // Money that arrived for no bill: the few rows of a partial index, dated when it arrived.
    rows<ArrivedRow>(
      db,
      sql`select * from (
          select c.q_c_order_id as order_id, c.q_c_amount as amount, c.q_c_unique_amount as unique_amount, ${toReturn} as to_return,
            false as billed, c.q_c_mode as mode, coalesce(c.q_c_issuer, '') as issuer, ${orderNota} as nota,
            to_char(a.at, 'YYYY-MM-DD') as tanggal, to_char(a.at, 'HH24:MI') as jam
          from qris_charge c cross join lateral (select coalesce(c.q_c_settled_at, c.created_at) at time zone 'Asia/Jakarta' as at) a
          where c.m_w_id = ${r.outletId} and c.q_c_r_t_id is null and (c.q_c_status = 'paid' or ${toReturn} > 0)
        ) x where x.tanggal between ${r.from} and ${r.to} order by x.tanggal, x.jam, x.order_id`,
    ),
    // The bills paid by QRIS without a charge: only on the days the rollup shows one, the oldest few.
    rows<BillRow>(
      db,
      sql`select t.r_t_id, t.r_t_nota_code as nota, to_char(t.r_t_tanggal, 'YYYY-MM-DD') as tanggal, left(t.r_t_jam, 5) as jam,
          sum(p.r_t_p_nominal) filter (where p.m_payment_method_id = ${PAYMENT_METHOD.QRIS})::bigint as qris, count(*)::int as tenders
        from rekap_transaksi t join rekap_transaksi_payment p on p.r_t_id = t.r_t_id
        where t.r_t_m_w_id = ${r.outletId} and t.r_t_tanggal between ${r.from}::date and ${r.to}::date
          and t.r_t_tanggal in (select d.business_date from rollup_day_qris d where d.m_w_id = ${r.outletId}
            and d.business_date between ${r.from}::date and ${r.to}::date and d.uncharged_bills > 0)
          and exists (select 1 from rekap_transaksi_payment q where q.r_t_id = t.r_t_id and q.m_payment_method_id = ${PAYMENT_METHOD.QRIS})
          and not exists (select 1 from qris_charge c where c.q_c_r_t_id = t.r_t_id)
        group by t.r_t_id order by t.r_t_tanggal, t.r_t_jam, t.r_t_id limit ${QRIS_RECON_LIST_MAX}`,
    ),
    // The days' bills and the charges that paid them: rollup rows, one per day and table.
    rows<DayRow>(
      db,
      sql`select to_char(x.business_date, 'YYYY-MM-DD') as tanggal, sum(x.nota_jml)::int as nota_jml, sum(x.nota_nominal)::bigint as nota_nominal,
          sum(x.charges)::int as charges, sum(x.charge_total)::bigint as charge_total, sum(x.charge_unique)::bigint as charge_unique,
          sum(x.uncharged)::int as uncharged
        from (
          select m.business_date, m.count as nota_jml, m.total as nota_nominal, 0 as charges, 0 as charge_total, 0 as charge_unique, 0 as uncharged
          from rollup_day_method m where m.m_w_id = ${r.outletId} and m.m_payment_method_id = ${PAYMENT_METHOD.QRIS}
            and m.business_date between ${r.from}::date and ${r.to}::date
          union all
          select q.business_date, 0, 0, q.charges, q.charge_total, q.charge_unique, q.uncharged_bills
          from rollup_day_qris q where q.m_w_id = ${r.outletId} and q.business_date between ${r.from}::date and ${r.to}::date
        ) x group by x.business_date order by x.business_date`,
    ),
    // Charges still pending past their expiry: a partial index of the pending ones, by when made.
    rows<PendingRow>(
      db,
      sql`select c.q_c_order_id as order_id, c.q_c_amount as amount, c.q_c_expires_at as expires_at, ${orderNota} as nota,
          to_char(c.created_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as tanggal, to_char(c.created_at at time zone 'Asia/Jakarta', 'HH24:MI') as jam
        from qris_charge c
        where c.m_w_id = ${r.outletId} and c.q_c_status = 'pending' and c.q_c_expires_at <= now() and ${toReturn} = 0
          and c.created_at >= (${r.from}::date)::timestamp at time zone 'Asia/Jakarta'
          and c.created_at < (${r.to}::date + 1)::timestamp at time zone 'Asia/Jakarta'
        order by c.created_at, c.q_c_id`,
    ),
  ]);
  const days = new Map<string, QrisReconFigures>();
  const day = (d: string): QrisReconFigures => {
    const row = days.get(d) ?? zero();
    days.set(d, row);
    return row;
  };
  const total = zero();
  const add = (d: string, key: keyof QrisReconFigures, v: number) => {
    day(d)[key] += v;
    total[key] += v;
  };
  for (const d of rolled) {
    if ([d.nota_jml, d.nota_nominal, d.charges, d.charge_total, d.charge_unique, d.uncharged].every((v) => n(v) === 0)) {
      continue; // a day whose QRIS all went (a voided or moved bill)
    }
    add(d.tanggal, "tagihan_jml", n(d.charges));
    add(d.tanggal, "tagihan_nominal", n(d.charge_total));
    add(d.tanggal, "kode_unik", n(d.charge_unique));
    add(d.tanggal, "nota_jml", n(d.nota_jml));
    add(d.tanggal, "nota_nominal", n(d.nota_nominal));
    add(d.tanggal, "tanpa_tagihan_jml", n(d.uncharged));
  }
  for (const c of unbilled) {
    add(c.tanggal, "tagihan_jml", 1);
    add(c.tanggal, "tagihan_nominal", n(c.amount));
    add(c.tanggal, "kode_unik", n(c.unique_amount));
    add(c.tanggal, "tanpa_nota_jml", 1);
  }
  for (const p of pending) {
    add(p.tanggal, "kedaluwarsa_jml", 1);
  }
  const withDifference = (f: QrisReconFigures): QrisReconFigures => ({
    ...f,
    selisih: f.tagihan_nominal - f.kode_unik - f.nota_nominal,
  });

  return {
    ringkasan: withDifference(total),
    per_hari: [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([tanggal, f]) => ({ tanggal, ...withDifference(f) })),
    tagihan_tanpa_nota: unbilled.map((c) => ({
      order_id: c.order_id,
      nota: c.nota ?? "",
      tanggal: c.tanggal,
      jam: c.jam,
      nominal: n(c.amount),
      kembalikan: n(c.to_return) > 0 ? n(c.to_return) : n(c.amount),
      mode: c.mode,
      penerbit: c.issuer,
    })),
    nota_tanpa_tagihan: bills.map((b) => ({
      r_t_id: n(b.r_t_id),
      nota: b.nota,
      tanggal: b.tanggal,
      jam: b.jam,
      nominal: n(b.qris),
      alasan: n(b.tenders) > 1 ? ("multipayment" as const) : ("dikonfirmasi_kasir" as const),
    })),
    tagihan_kedaluwarsa: pending.map((p) => ({
      order_id: p.order_id,
      nota: p.nota ?? "",
      tanggal: p.tanggal,
      jam: p.jam,
      nominal: n(p.amount),
      kedaluwarsa: new Date(p.expires_at).toISOString(),
    })),
  };
}
