/**
 * TEST ORACLE: the QRIS reconciliation (GET /laporan/qris) computed the plain way, as before the
 * service read rollups and indexes: every paid charge of the outlet read, the bills of each QRIS day
 * walked. reports/qris-recon.test.ts checks the service against it after bills move between days or go.
 * Same dating and money rules as modules/reports/qris-recon.service.ts (see its header); minor units.
 */
import { PAYMENT_METHOD } from "@waroeng/domain";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import type { ReportRange } from "../modules/reports/reports.service.ts";

/** The figures of one business day (or of the range), minor units. */
interface QrisReconFigures {
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
  charged: boolean;
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
 *   exception lists `tagihan_tanpa_nota`, `nota_tanpa_tagihan`, `tagihan_kedaluwarsa` in time order.
 *   Money in integer minor units.
 */
export async function qrisReconFromBills(db: DbOrTx, r: ReportRange) {
  const [arrived, bills, pending] = await Promise.all([
    rows<ArrivedRow>(
      db,
      sql`select * from (
          select c.q_c_order_id as order_id, c.q_c_amount as amount, c.q_c_unique_amount as unique_amount, ${toReturn} as to_return,
            t.r_t_id is not null as billed, c.q_c_mode as mode, coalesce(c.q_c_issuer, '') as issuer, ${orderNota} as nota,
            coalesce(to_char(t.r_t_tanggal, 'YYYY-MM-DD'), to_char(a.at, 'YYYY-MM-DD')) as tanggal, to_char(a.at, 'HH24:MI') as jam
          from qris_charge c left join rekap_transaksi t on t.r_t_id = c.q_c_r_t_id
          cross join lateral (select coalesce(c.q_c_settled_at, c.created_at) at time zone 'Asia/Jakarta' as at) a
          where c.m_w_id = ${r.outletId} and (c.q_c_status = 'paid' or ${toReturn} > 0)
        ) x where x.tanggal between ${r.from} and ${r.to} order by x.tanggal, x.jam, x.order_id`,
    ),
    rows<BillRow>(
      db,
      sql`select t.r_t_id, t.r_t_nota_code as nota, to_char(t.r_t_tanggal, 'YYYY-MM-DD') as tanggal, left(t.r_t_jam, 5) as jam,
          sum(p.r_t_p_nominal) filter (where p.m_payment_method_id = ${PAYMENT_METHOD.QRIS})::bigint as qris, count(*)::int as tenders,
          exists (select 1 from qris_charge c where c.q_c_r_t_id = t.r_t_id) as charged
        from rekap_transaksi t join rekap_transaksi_payment p on p.r_t_id = t.r_t_id
        where t.r_t_m_w_id = ${r.outletId} and t.r_t_tanggal between ${r.from}::date and ${r.to}::date
          and t.r_t_tanggal in (select d.business_date from rollup_day_method d where d.m_w_id = ${r.outletId}
            and d.m_payment_method_id = ${PAYMENT_METHOD.QRIS} and d.business_date between ${r.from}::date and ${r.to}::date and d.count > 0)
          and exists (select 1 from rekap_transaksi_payment q where q.r_t_id = t.r_t_id and q.m_payment_method_id = ${PAYMENT_METHOD.QRIS})
        group by t.r_t_id having bool_or(p.m_payment_method_id = ${PAYMENT_METHOD.QRIS}) order by t.r_t_tanggal, t.r_t_jam, t.r_t_id`,
    ),
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
  for (const c of arrived) {
    add(c.tanggal, "tagihan_jml", 1);
    add(c.tanggal, "tagihan_nominal", n(c.amount));
    add(c.tanggal, "kode_unik", n(c.unique_amount));
    if (!c.billed) {
      add(c.tanggal, "tanpa_nota_jml", 1);
    }
  }
  for (const b of bills) {
    add(b.tanggal, "nota_jml", 1);
    add(b.tanggal, "nota_nominal", n(b.qris));
    if (!b.charged) {
      add(b.tanggal, "tanpa_tagihan_jml", 1);
    }
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
    tagihan_tanpa_nota: arrived
      .filter((c) => !c.billed)
      .map((c) => ({
        order_id: c.order_id,
        nota: c.nota ?? "",
        tanggal: c.tanggal,
        jam: c.jam,
        nominal: n(c.amount),
        kembalikan: n(c.to_return) > 0 ? n(c.to_return) : n(c.amount),
        mode: c.mode,
        penerbit: c.issuer,
      })),
    nota_tanpa_tagihan: bills
      .filter((b) => !b.charged)
      .map((b) => ({
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
