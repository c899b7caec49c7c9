/**
 * The sales report of an outlet over a range of business dates (GET /laporan;
 * `/admin/laporan`), read from the daily rollups (db/schema/rollups.ts, kept in the paying,
 * refunding and voiding transactions; domain rollups.ts says what counts where): a handful of
 * primary-key range reads of (m_w_id, business_date), so the time follows the days asked, not the
 * history kept. Counted exactly as the shift recap counts a session's bills (cashbook
 * recap.service.ts: write-offs out of sales, tenders per method, lines by status), so a day's report
 * equals the sum of the shift recaps of that day. Refunds and tips are dated by when they were made
 * (Asia/Jakarta), voided payments by their bill's date. Per menu counts what was sold and not given
 * back: the units refunded from the range's bills come off their lines (so it differs from the
 * shift recap's menu sales once a bill is refunded), grouped by the name paid and the item's current
 * category; Batal & Garansi lists the dishes refunded in the range. Names of methods and types as
 * they are now. Money is integer minor units.
 */
import { PAYMENT_METHOD, TIP_REASONS } from "@waroeng/domain";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";

/** An outlet and an inclusive range of business dates (YYYY-MM-DD, already checked by `reportQuery`). */
export interface ReportRange {
  outletId: number;
  from: string;
  to: string;
}

const n = (v: unknown): number => Number(v ?? 0);

async function rows<T extends Record<string, unknown>>(db: DbOrTx, q: SQL): Promise<T[]> {
  return (await db.execute<T>(q)).rows as T[];
}

/** The rollup rows of the range: the primary key's prefix (m_w_id, business_date). */
const daysIn = (r: ReportRange, alias = "r") =>
  sql`${sql.raw(alias)}.m_w_id = ${r.outletId} and ${sql.raw(alias)}.business_date between ${r.from}::date and ${r.to}::date`;
/** An instant (`col`, timestamptz) inside the range's Asia/Jakarta days. */
const madeIn = (col: SQL, r: ReportRange) =>
  sql`${col} >= (${r.from}::date)::timestamp at time zone 'Asia/Jakarta' and ${col} < (${r.to}::date + 1)::timestamp at time zone 'Asia/Jakarta'`;

/** The day-level sums of the range (Ringkasan, discounts), the cash/non-cash tenders and the tips. */
async function summary(db: DbOrTx, r: ReportRange) {
  const [b] = await rows<Record<string, number>>(
    db,
    sql`select coalesce(sum(r.bills), 0)::int as notas, coalesce(sum(r.sales), 0)::bigint as sales,
        coalesce(sum(r.gratis), 0)::bigint as gratis, coalesce(sum(r.lost_bill), 0)::bigint as lost,
        coalesce(sum(r.gross), 0)::bigint as subtotal, coalesce(sum(r.tax), 0)::bigint as pajak,
        coalesce(sum(r.service), 0)::bigint as service, coalesce(sum(r.discount), 0)::bigint as diskon,
        coalesce(sum(r.discount_bills), 0)::int as diskon_notas, coalesce(sum(r.voucher), 0)::bigint as voucher,
        coalesce(sum(r.voucher_bills), 0)::int as voucher_notas, coalesce(sum(r.rounding), 0)::bigint as pembulatan,
        coalesce(sum(r.free_change), 0)::bigint as free, coalesce(sum(r.cash_withdrawal), 0)::bigint as tarik,
        coalesce(sum(r.refund_total), 0)::bigint as refund, coalesce(sum(r.void_total), 0)::bigint as void_total,
        (select coalesce(sum(m.total) filter (where m.m_payment_method_id = ${PAYMENT_METHOD.CASH}), 0)
          from rollup_day_method m where ${daysIn(r, "m")})::bigint as tunai,
        (select coalesce(sum(m.total) filter (where m.m_payment_method_id <> ${PAYMENT_METHOD.CASH}), 0)
          from rollup_day_method m where ${daysIn(r, "m")})::bigint as non_tunai,
        (select coalesce(sum(u.r_u_t_nominal), 0) from rekap_uang_tips u where u.m_w_id = ${r.outletId} and u.deleted_at is null
          and ${madeIn(sql`u.created_at`, r)})::bigint as tips
      from rollup_day r where ${daysIn(r)}`,
  );
  return b;
}

/** Lines of the range's bills with `statuses` (2 cancelled; 3, 4 warranty) per reason: qty and qty × price. */
async function linesByReason(db: DbOrTx, r: ReportRange, statuses: readonly number[]) {
  const list = await rows<{ keterangan: string; qty: number; nominal: number }>(
    db,
    sql`select r.reason as keterangan, sum(r.qty)::int as qty, sum(r.total)::bigint as nominal
      from rollup_day_reason r where ${daysIn(r)} and r.status in (${sql.join(
        statuses.map((s) => sql`${s}`),
        sql`, `,
      )}) group by 1 having sum(r.qty) > 0 order by 1`,
  );
  return list.map((l) => ({ keterangan: l.keterangan, qty: n(l.qty), nominal: n(l.nominal) }));
}

/**
 * The whole report of `r` (see the module doc): Ringkasan, sales per day, per hour, per menu item
 * and category (net of refunds), per payment method, per transaction type, cancelled and warranty
 * lines, refunded dishes, discounts
 * and vouchers, tips. Figures in integer minor units; lists ordered for display.
 */
export async function salesReport(db: DbOrTx, r: ReportRange) {
  const [b, days, hours, menu, methods, types, cancelled, warranty, tipRows, refunded] = await Promise.all([
    summary(db, r),
    rows<{ tanggal: string; notas: number; nominal: number }>(
      db,
      sql`select to_char(r.business_date, 'YYYY-MM-DD') as tanggal, r.bills as notas, r.sales as nominal
        from rollup_day r where ${daysIn(r)} and r.bills > 0 order by r.business_date`,
    ),
    rows<{ jam: string; notas: number; nominal: number }>(
      db,
      sql`select lpad(r.hour::text, 2, '0') as jam, sum(r.bills)::int as notas, sum(r.total)::bigint as nominal
        from rollup_day_hour r where ${daysIn(r)} group by r.hour having sum(r.bills) > 0 order by 1`,
    ),
    // Sold and not given back: the units refunded from the range's bills come off.
    rows<{ name: string; kategori: string; qty: number; nominal: number }>(
      db,
      sql`select r.menu_name as name, coalesce(k.m_kategori_nama, '') as kategori,
          sum(r.qty - r.refund_qty)::int as qty, sum(r.net - r.refund_total)::bigint as nominal
        from rollup_day_item r left join m_menu m on m.m_menu_id = r.m_menu_id
        left join m_kategori k on k.m_kategori_id = m.m_menu_m_kategori_id
        where ${daysIn(r)} group by 1, 2 having sum(r.qty - r.refund_qty) > 0 order by 4 desc, 1`,
    ),
    rows<{ metode: string; tipe: string; notas: number; nominal: number }>(
      db,
      sql`select m.m_payment_method_name as metode, m.m_payment_method_type as tipe, sum(r.count)::int as notas,
          sum(r.total)::bigint as nominal
        from rollup_day_method r join m_payment_method m on m.m_payment_method_id = r.m_payment_method_id
        where ${daysIn(r)} group by m.m_payment_method_id having sum(r.count) > 0 order by m.m_payment_method_id`,
    ),
    rows<Record<string, unknown>>(
      db,
      sql`select tt.m_t_t_name as jenis, tt.m_t_t_group as grup, sum(r.bills)::int as notas, sum(r.gross)::bigint as subtotal,
          sum(r.total)::bigint as nominal, sum(r.tax)::bigint as pajak, sum(r.service)::bigint as service
        from rollup_day_type r join m_transaction_type tt on tt.m_t_t_id = r.m_t_t_id
        where ${daysIn(r)} group by tt.m_t_t_id having sum(r.bills) > 0 order by tt.m_t_t_id`,
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
      sql`select r.menu_name as name, sum(r.refund_made_qty)::int as qty, sum(r.refund_made_total)::bigint as nominal
        from rollup_day_item r where ${daysIn(r)} group by 1 having sum(r.refund_made_qty) > 0 order by 3 desc, 1`,
    ),
  ]);
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
      tunai: n(b?.tunai),
      non_tunai: n(b?.non_tunai),
      refund: n(b?.refund),
      void_pembayaran: n(b?.void_total),
      pembatalan,
      garansi,
      gratis: n(b?.gratis),
      lost_bill: n(b?.lost),
      uang_tips: n(b?.tips),
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
      { jenis: "diskon", jml_nota: n(b?.diskon_notas), nominal: n(b?.diskon) },
      { jenis: "voucher", jml_nota: n(b?.voucher_notas), nominal: n(b?.voucher) },
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
