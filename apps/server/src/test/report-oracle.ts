/**
 * TEST ORACLE: the sales and options-sold reports as they were computed from the bills themselves,
 * before the daily rollups; the rollup consistency tests compare the rollup-read reports with these.
 * The sales report of an outlet over a range of business dates (GET /laporan;
 * `/admin/laporan`). Each figure is aggregated in PostgreSQL over the outlet's paid bills whose
 * business date (`r_t_tanggal`, Asia/Jakarta) lies in the range — the walk of the index
 * `rekap_transaksi_outlet_date_idx` (m_w_id, r_t_tanggal) — and counted exactly as the shift recap
 * counts a session's bills (cashbook recap.service.ts: write-offs out of sales, tenders per method,
 * lines by status), so a day's report equals the sum of the shift recaps of that day. Refunds and
 * tips are dated by when they were made (their `created_at` in Asia/Jakarta), voided payments by
 * their bill's date. Per menu counts what was sold and not given back: the units refunded from the
 * range's bills come off their lines (so it differs from the shift recap's menu sales once a bill is
 * refunded), and Batal & Garansi lists the dishes refunded in the range. Money is integer minor units.
 */
import { PAYMENT_METHOD, TIP_REASONS } from "@waroeng/domain";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { foldOptions, type OptionsSoldReport } from "../modules/reports/options-sold.service.ts";
import type { ReportRange } from "../modules/reports/reports.service.ts";

const n = (v: unknown): number => Number(v ?? 0);

async function rows<T extends Record<string, unknown>>(db: DbOrTx, q: SQL): Promise<T[]> {
  return (await db.execute<T>(q)).rows as T[];
}

/** The bills of the range: the index-friendly filter on (m_w_id, r_t_tanggal). */
const billsIn = (r: ReportRange) => sql`t.r_t_m_w_id = ${r.outletId} and t.r_t_tanggal between ${r.from}::date and ${r.to}::date`;
/** Not a write-off (lost bill or gratis): the shift recap's sales exclude those. */
const notWrittenOff = sql`not exists (select 1 from rekap_lost_bill w where w.r_t_id = t.r_t_id)`;
/** An instant (`col`, timestamptz) inside the range's Asia/Jakarta days. */
const madeIn = (col: SQL, r: ReportRange) =>
  sql`${col} >= (${r.from}::date)::timestamp at time zone 'Asia/Jakarta' and ${col} < (${r.to}::date + 1)::timestamp at time zone 'Asia/Jakarta'`;

/** The bill-level sums of the range (Ringkasan), as the shift recap's promo and sales reads. */
async function summary(db: DbOrTx, r: ReportRange) {
  const [b] = await rows<Record<string, number>>(
    db,
    sql`select count(*) filter (where w.r_t_id is null)::int as notas,
        coalesce(sum(t.r_t_nominal_total_bayar + t.r_t_nominal_free_kembalian) filter (where w.r_t_id is null), 0)::bigint as sales,
        coalesce(sum(t.r_t_nominal_total_bayar) filter (where w.r_l_b_jenis = 'gratis'), 0)::bigint as gratis,
        coalesce(sum(t.r_t_nominal_total_bayar) filter (where w.r_l_b_jenis = 'lostbill'), 0)::bigint as lost,
        coalesce(sum(t.r_t_nominal), 0)::bigint as subtotal, coalesce(sum(t.r_t_nominal_pajak), 0)::bigint as pajak,
        coalesce(sum(t.r_t_nominal_sc), 0)::bigint as service, coalesce(sum(t.r_t_nominal_diskon), 0)::bigint as diskon,
        coalesce(sum(t.r_t_nominal_voucher), 0)::bigint as voucher, coalesce(sum(t.r_t_nominal_pembulatan), 0)::bigint as pembulatan,
        coalesce(sum(t.r_t_nominal_free_kembalian), 0)::bigint as free, coalesce(sum(t.r_t_nominal_tarik_tunai), 0)::bigint as tarik
      from rekap_transaksi t left join rekap_lost_bill w on w.r_t_id = t.r_t_id where ${billsIn(r)}`,
  );
  const [x] = await rows<Record<string, number>>(
    db,
    sql`select
      (select coalesce(sum(p.r_t_p_nominal) filter (where p.m_payment_method_id = ${PAYMENT_METHOD.CASH}), 0)
        from rekap_transaksi_payment p join rekap_transaksi t on t.r_t_id = p.r_t_id where ${billsIn(r)})::bigint as tunai,
      (select coalesce(sum(p.r_t_p_nominal) filter (where p.m_payment_method_id <> ${PAYMENT_METHOD.CASH}), 0)
        from rekap_transaksi_payment p join rekap_transaksi t on t.r_t_id = p.r_t_id where ${billsIn(r)})::bigint as non_tunai,
      (select coalesce(sum(f.r_r_nominal_total), 0) from rekap_refund f where f.m_w_id = ${r.outletId}
        and ${madeIn(sql`f.created_at`, r)})::bigint as refund,
      (select coalesce(sum((v.r_t_v_snapshot->'transaction'->>'total')::int), 0) from rekap_transaksi_void v
        where v.m_w_id = ${r.outletId} and v.created_at >= (${r.from}::date)::timestamp at time zone 'Asia/Jakarta'
        and (v.r_t_v_snapshot->'transaction'->>'businessDate') between ${r.from} and ${r.to})::bigint as void_total,
      (select coalesce(sum(u.r_u_t_nominal), 0) from rekap_uang_tips u where u.m_w_id = ${r.outletId} and u.deleted_at is null
        and ${madeIn(sql`u.created_at`, r)})::bigint as tips`,
  );
  return { b, x };
}

/** Lines of the range's bills with `statuses` (2 cancelled; 3, 4 warranty) per reason: qty and qty × price. */
async function linesByReason(db: DbOrTx, r: ReportRange, statuses: readonly number[]) {
  const list = await rows<{ keterangan: string; qty: number; nominal: number }>(
    db,
    sql`select d.r_t_detail_reasone_approve as keterangan, sum(d.r_t_detail_qty)::int as qty,
        sum(d.r_t_detail_qty * d.r_t_detail_price)::bigint as nominal
      from rekap_transaksi_detail d join rekap_transaksi t on t.r_t_id = d.r_t_detail_r_t_id
      where ${billsIn(r)} and d.r_t_detail_status in (${sql.join(
        statuses.map((s) => sql`${s}`),
        sql`, `,
      )}) group by 1 order by 1`,
  );
  return list.map((l) => ({ keterangan: l.keterangan, qty: n(l.qty), nominal: n(l.nominal) }));
}

/**
 * The whole report of `r` (see the module doc): Ringkasan, sales per day, per hour, per menu item
 * and category (net of refunds), per payment method, per transaction type, cancelled and warranty
 * lines, refunded dishes, discounts
 * and vouchers, tips. Figures in integer minor units; lists ordered for display.
 */
export async function salesReportFromBills(db: DbOrTx, r: ReportRange) {
  const [{ b, x }, days, hours, menu, methods, types, cancelled, warranty, tipRows, refunded] = await Promise.all([
    summary(db, r),
    rows<{ tanggal: string; notas: number; nominal: number }>(
      db,
      sql`select to_char(t.r_t_tanggal, 'YYYY-MM-DD') as tanggal, count(*)::int as notas,
          sum(t.r_t_nominal_total_bayar + t.r_t_nominal_free_kembalian)::bigint as nominal
        from rekap_transaksi t where ${billsIn(r)} and ${notWrittenOff} group by t.r_t_tanggal order by t.r_t_tanggal`,
    ),
    rows<{ jam: string; notas: number; nominal: number }>(
      db,
      sql`select left(t.r_t_jam, 2) as jam, count(*)::int as notas, sum(t.r_t_nominal_total_bayar)::bigint as nominal
        from rekap_transaksi t where ${billsIn(r)} and ${notWrittenOff} group by 1 order by 1`,
    ),
    // Sold and not given back: each line's refunded units (rekap_refund_detail, by line) come off.
    rows<{ name: string; kategori: string; qty: number; nominal: number }>(
      db,
      sql`select d.m_produk_nama as name, coalesce(k.m_kategori_nama, '') as kategori,
          sum(d.r_t_detail_qty - coalesce(f.qty, 0))::int as qty, sum(d.r_t_detail_nominal - coalesce(f.nominal, 0))::bigint as nominal
        from rekap_transaksi_detail d join rekap_transaksi t on t.r_t_id = d.r_t_detail_r_t_id
        left join lateral (select sum(x.qty) as qty, sum(x.nominal) as nominal from rekap_refund_detail x
          where x.r_t_detail_id = d.r_t_detail_id) f on true
        left join m_menu m on m.m_menu_id = d.m_produk_id left join m_kategori k on k.m_kategori_id = m.m_menu_m_kategori_id
        where ${billsIn(r)} and d.r_t_detail_status = 0 group by 1, 2
        having sum(d.r_t_detail_qty - coalesce(f.qty, 0)) > 0 order by 4 desc, 1`,
    ),
    rows<{ metode: string; tipe: string; notas: number; nominal: number }>(
      db,
      sql`select m.m_payment_method_name as metode, m.m_payment_method_type as tipe, count(distinct p.r_t_id)::int as notas,
          sum(p.r_t_p_nominal)::bigint as nominal
        from rekap_transaksi_payment p join rekap_transaksi t on t.r_t_id = p.r_t_id
        join m_payment_method m on m.m_payment_method_id = p.m_payment_method_id
        where ${billsIn(r)} group by m.m_payment_method_id order by m.m_payment_method_id`,
    ),
    rows<Record<string, unknown>>(
      db,
      sql`select tt.m_t_t_name as jenis, tt.m_t_t_group as grup, count(*)::int as notas, sum(t.r_t_nominal)::bigint as subtotal,
          sum(t.r_t_nominal_total_bayar)::bigint as nominal, sum(t.r_t_nominal_pajak)::bigint as pajak, sum(t.r_t_nominal_sc)::bigint as service
        from rekap_transaksi t join m_transaction_type tt on tt.m_t_t_id = t.r_t_m_t_t_id
        where ${billsIn(r)} and ${notWrittenOff} group by tt.m_t_t_id order by tt.m_t_t_id`,
    ),
    linesByReason(db, r, [2]),
    linesByReason(db, r, [3, 4]),
    rows<{ keterangan: string; jml: number; nominal: number }>(
      db,
      sql`select u.r_u_t_keterangan as keterangan, count(*)::int as jml, sum(u.r_u_t_nominal)::bigint as nominal
        from rekap_uang_tips u where u.m_w_id = ${r.outletId} and u.deleted_at is null and ${madeIn(sql`u.created_at`, r)} group by 1`,
    ),
    rows<{ name: string; qty: number; nominal: number }>(
      db,
      sql`select d.m_produk_nama as name, sum(x.qty)::int as qty, sum(x.nominal)::bigint as nominal
        from rekap_refund f join rekap_refund_detail x on x.r_r_id = f.r_r_id
        join rekap_transaksi_detail d on d.r_t_detail_id = x.r_t_detail_id
        where f.m_w_id = ${r.outletId} and ${madeIn(sql`f.created_at`, r)} group by 1 order by 3 desc, 1`,
    ),
  ]);
  const [discounts] = await rows<Record<string, number>>(
    db,
    sql`select count(*) filter (where t.r_t_nominal_diskon > 0)::int as diskon_notas, coalesce(sum(t.r_t_nominal_diskon), 0)::bigint as diskon,
        count(*) filter (where t.r_t_nominal_voucher > 0)::int as voucher_notas, coalesce(sum(t.r_t_nominal_voucher), 0)::bigint as voucher
      from rekap_transaksi t where ${billsIn(r)}`,
  );
  const pembatalan = cancelled.reduce((a, l) => a + l.nominal, 0);
  const garansi = warranty.reduce((a, l) => a + l.nominal, 0);
  return {
    ringkasan: {
      jml_nota: n(b?.notas),
      sales_total: n(b?.sales),
      subtotal: n(b?.subtotal),
      pajak: n(b?.pajak),
      service: n(b?.service),
      diskon: n(b?.diskon),
      voucher: n(b?.voucher),
      pembulatan: n(b?.pembulatan),
      free_kembalian: n(b?.free),
      tarik_tunai: n(b?.tarik),
      tunai: n(x?.tunai),
      non_tunai: n(x?.non_tunai),
      refund: n(x?.refund),
      void_pembayaran: n(x?.void_total),
      pembatalan,
      garansi,
      gratis: n(b?.gratis),
      lost_bill: n(b?.lost),
      uang_tips: n(x?.tips),
    },
    per_hari: days.map((d) => ({ tanggal: d.tanggal, jml_nota: n(d.notas), nominal: n(d.nominal) })),
    per_jam: hours.map((h) => ({ jam: h.jam, jml_nota: n(h.notas), nominal: n(h.nominal) })),
    per_menu: menu.map((m) => ({ m_produk_nama: m.name, kategori: m.kategori, qty: n(m.qty), nominal: n(m.nominal) })),
    per_kategori: byCategory(menu),
    per_pembayaran: methods.map((m) => ({ metode: m.metode, tipe: m.tipe, jml_nota: n(m.notas), nominal: n(m.nominal) })),
    per_jenis_transaksi: types.map((t) => ({
      jenis: String(t.jenis),
      grup: String(t.grup),
      jml_nota: n(t.notas),
      subtotal: n(t.subtotal),
      pajak: n(t.pajak),
      service: n(t.service),
      nominal: n(t.nominal),
    })),
    pembatalan: cancelled,
    garansi: warranty,
    refund: refunded.map((f) => ({ m_produk_nama: f.name, qty: n(f.qty), nominal: n(f.nominal) })),
    diskon: [
      { jenis: "diskon", jml_nota: n(discounts?.diskon_notas), nominal: n(discounts?.diskon) },
      { jenis: "voucher", jml_nota: n(discounts?.voucher_notas), nominal: n(discounts?.voucher) },
    ],
    tips: TIP_REASONS.map((reason) => {
      const row = tipRows.find((t) => t.keterangan === reason);
      return { keterangan: reason, jml: n(row?.jml), nominal: n(row?.nominal) };
    }),
  };
}

/** Per-menu rows folded by category, largest nominal first. */
function byCategory(menu: ReadonlyArray<{ kategori: string; qty: number; nominal: number }>) {
  const sums = new Map<string, { kategori: string; qty: number; nominal: number }>();
  for (const m of menu) {
    const row = sums.get(m.kategori) ?? { kategori: m.kategori, qty: 0, nominal: 0 };
    row.qty += n(m.qty);
    row.nominal += n(m.nominal);
    sums.set(m.kategori, row);
  }
  return [...sums.values()].sort((a, b) => b.nominal - a.nominal || a.kategori.localeCompare(b.kategori));
}

/** The options-sold report of `r` from the bills' lines (see options-sold.service.ts for what counts). */
export async function optionsSoldFromBills(db: DbOrTx, r: ReportRange): Promise<OptionsSoldReport> {
  const result = await db.execute<{ tanggal: string; grup: string; opsi: string; qty: number; nominal: string }>(
    sql`select to_char(t.r_t_tanggal, 'YYYY-MM-DD') as tanggal, o.value->>'group_name' as grup, o.value->>'name' as opsi,
        sum(d.r_t_detail_qty - coalesce(f.qty, 0))::int as qty,
        sum((o.value->>'price')::bigint * (d.r_t_detail_qty - coalesce(f.qty, 0)))::bigint as nominal
      from rekap_transaksi t join rekap_transaksi_detail d on d.r_t_detail_r_t_id = t.r_t_id
      cross join lateral jsonb_array_elements(d.r_t_detail_options) o
      left join lateral (select sum(x.qty) as qty from rekap_refund_detail x where x.r_t_detail_id = d.r_t_detail_id) f on true
      where t.r_t_m_w_id = ${r.outletId} and t.r_t_tanggal between ${r.from}::date and ${r.to}::date
        and d.r_t_detail_status = 0 and d.r_t_detail_options <> '[]'::jsonb
      group by t.r_t_tanggal, 2, 3
      having sum(d.r_t_detail_qty - coalesce(f.qty, 0)) > 0
      order by t.r_t_tanggal, 2, 3`,
  );
  return foldOptions(result.rows);
}
