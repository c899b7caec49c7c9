/**
 * The shift recap reads of one cash session (payment §3 "Shift recap data", §7 "Shift
 * recap reads"): spending, payment (tenders of `rekap_transaksi_payment`), promo, sales,
 * free change, cancelled and warranty lines, tips. Every read is of the bills booked in the
 * session (`r_t_rekap_modal_id`); the drawer figures come from `reckonSession` (domain
 * `expectedDrawerCash`). Money is integer minor units.
 */
import { PAYMENT_METHOD, TIP_REASONS } from "@waroeng/domain";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { jakartaStamp, presentReckoning, reckonSession, type SessionRow } from "./session.ts";

type Rows<T> = Promise<T[]>;
const n = (v: unknown): number => Number(v ?? 0);

async function rows<T extends Record<string, unknown>>(db: DbOrTx, q: ReturnType<typeof sql>): Rows<T> {
  return (await db.execute<T>(q)).rows as T[];
}

/** Kas Kasir of the session: each row (pengguna, nominal, keterangan, jenis) and the signed net. */
export async function spendingRecap(db: DbOrTx, s: SessionRow) {
  const list = await rows<{ pengguna: string; debit: number; kredit: number; keterangan: string }>(
    db,
    sql`select r_m_m_nama_pengguna as pengguna, r_m_m_debit as debit, r_m_m_kredit as kredit, r_m_m_keterangan as keterangan
      from rekap_mutasi_modal where rekap_modal_id = ${s.id} order by r_m_m_id`,
  );
  return {
    list: list.map((r) => ({
      pengguna: r.pengguna,
      nominal: n(r.debit) > 0 ? n(r.debit) : n(r.kredit),
      keterangan: r.keterangan,
      jenis: n(r.debit) > 0 ? ("debit" as const) : ("kredit" as const),
    })),
    total: list.reduce((sum, r) => sum + n(r.debit) - n(r.kredit), 0),
  };
}

/** Tenders per method (vendor = method name), cash / non-cash / EDC totals and the drawer reckoning. */
export async function paymentRecap(db: DbOrTx, s: SessionRow) {
  const detail = await rows<{ id: number; vendor: string; type: string; nominal: number; jml_nota: number }>(
    db,
    sql`select m.m_payment_method_id as id, m.m_payment_method_name as vendor, m.m_payment_method_type as type,
        sum(p.r_t_p_nominal)::int as nominal, count(distinct p.r_t_id)::int as jml_nota
      from rekap_transaksi_payment p join rekap_transaksi t on t.r_t_id = p.r_t_id
      join m_payment_method m on m.m_payment_method_id = p.m_payment_method_id
      where t.r_t_rekap_modal_id = ${s.id} group by m.m_payment_method_id order by m.m_payment_method_id`,
  );
  const cashTotal = detail.filter((d) => n(d.id) === PAYMENT_METHOD.CASH).reduce((a, d) => a + n(d.nominal), 0);
  const all = detail.reduce((a, d) => a + n(d.nominal), 0);
  const edcTotal = detail.filter((d) => d.type === "transfer").reduce((a, d) => a + n(d.nominal), 0);
  return {
    paymentDetail: detail.map((d) => ({ vendor: d.vendor, nominal: n(d.nominal), jml_nota: n(d.jml_nota) })),
    cashTotal,
    nonTunaiTotal: all - cashTotal,
    edcTotal,
    reconciliation: presentReckoning(await reckonSession(db, s)),
  };
}

/** Discounts, vouchers, rounding, free change, taxes, voids, write-offs, tips, warranty and refunds of the session. */
export async function promoRecap(db: DbOrTx, s: SessionRow) {
  const [b] = await rows<Record<string, number>>(
    db,
    sql`select coalesce(sum(t.r_t_nominal_total_bayar) filter (where w.r_l_b_jenis = 'gratis'), 0)::int as gratis,
        coalesce(sum(t.r_t_nominal_total_bayar) filter (where w.r_l_b_jenis = 'lostbill'), 0)::int as lost,
        coalesce(sum(t.r_t_nominal_voucher), 0)::int as voucher, coalesce(sum(t.r_t_nominal_diskon), 0)::int as diskon,
        coalesce(sum(t.r_t_nominal_pembulatan), 0)::int as pembulatan, coalesce(sum(t.r_t_nominal_free_kembalian), 0)::int as free,
        coalesce(sum(t.r_t_nominal), 0)::int as nominal, coalesce(sum(t.r_t_nominal_pajak), 0)::int as pajak,
        coalesce(sum(t.r_t_nominal_sc), 0)::int as service, coalesce(sum(t.r_t_nominal_tarik_tunai), 0)::int as tarik
      from rekap_transaksi t left join rekap_lost_bill w on w.r_t_id = t.r_t_id where t.r_t_rekap_modal_id = ${s.id}`,
  );
  const [x] = await rows<Record<string, number>>(
    db,
    sql`select
      (select coalesce(sum((v.r_t_v_snapshot->'transaction'->>'total')::int), 0) from rekap_transaksi_void v
        where v.r_t_v_snapshot->'transaction'->>'cashSessionId' = ${String(s.id)})::int as void_total,
      (select coalesce(sum(r_u_t_nominal), 0) from rekap_uang_tips where rekap_modal_id = ${s.id} and deleted_at is null)::int as tips,
      (select coalesce(sum(d.r_t_detail_qty * d.r_t_detail_price), 0) from rekap_transaksi_detail d
        join rekap_transaksi t on t.r_t_id = d.r_t_detail_r_t_id where t.r_t_rekap_modal_id = ${s.id}
        and d.r_t_detail_status in (3, 4))::int as warranty,
      (select coalesce(sum(r_r_nominal_total), 0) from rekap_refund where rekap_modal_id = ${s.id})::int as refund,
      (select coalesce(sum(r_r_nominal_free_kembalian), 0) from rekap_refund where rekap_modal_id = ${s.id})::int as refund_free`,
  );
  return {
    gratis: n(b?.gratis),
    voucher: n(b?.voucher),
    diskon: n(b?.diskon),
    pembulatan: n(b?.pembulatan),
    free_kembalian: n(b?.free),
    free_kembalian_void: n(x?.refund_free),
    nominal: n(b?.nominal),
    pajak: n(b?.pajak),
    service: n(b?.service),
    void_total: n(x?.void_total),
    diskon_val: n(b?.diskon) + n(b?.voucher),
    tarik_tunai: n(b?.tarik),
    total_lost_bills: n(b?.lost),
    total_uang_tips: n(x?.tips),
    total_warranty: n(x?.warranty),
    total_refund: n(x?.refund),
  };
}

/** Sales per transaction type (regular and ojol groups), menu / non-menu, per menu item, per hour, and the sales total. */
export async function salesRecap(db: DbOrTx, s: SessionRow) {
  // Five independent reads of the session's bills: sent together (the pool runs them side by side).
  const [byType, lineSums, menu, hours, [tot]] = await Promise.all([
    rows<Record<string, unknown>>(
      db,
      sql`select tt.m_t_t_name as name, tt.m_t_t_group as grp, sum(t.r_t_nominal)::int as subtotal,
        sum(t.r_t_nominal_total_bayar)::int as total, count(*)::int as notas, sum(t.r_t_nominal_pajak)::int as tax,
        sum(t.r_t_nominal_sc)::int as service
      from rekap_transaksi t join m_transaction_type tt on tt.m_t_t_id = t.r_t_m_t_t_id
      where t.r_t_rekap_modal_id = ${s.id} and not exists (select 1 from rekap_lost_bill w where w.r_t_id = t.r_t_id)
      group by tt.m_t_t_id order by tt.m_t_t_id`,
    ),
    rows<Record<string, unknown>>(
      db,
      sql`select d.r_t_detail_tax_status as taxable, count(distinct t.r_t_id)::int as notas, sum(d.r_t_detail_nominal)::int as nominal,
        sum(d.r_t_detail_nominal_pajak)::int as tax
      from rekap_transaksi_detail d join rekap_transaksi t on t.r_t_id = d.r_t_detail_r_t_id
      where t.r_t_rekap_modal_id = ${s.id} and d.r_t_detail_status = 0 group by d.r_t_detail_tax_status`,
    ),
    rows<{ name: string; qty: number; nominal: number }>(
      db,
      sql`select d.m_produk_nama as name, sum(d.r_t_detail_qty)::int as qty, sum(d.r_t_detail_nominal)::int as nominal
      from rekap_transaksi_detail d join rekap_transaksi t on t.r_t_id = d.r_t_detail_r_t_id
      where t.r_t_rekap_modal_id = ${s.id} and d.r_t_detail_status = 0 group by d.m_produk_nama order by 3 desc, 1`,
    ),
    rows<{ jam: string; nominal: number; jml: number }>(
      db,
      sql`select left(t.r_t_jam, 2) as jam, sum(t.r_t_nominal_total_bayar)::int as nominal, count(*)::int as jml
      from rekap_transaksi t where t.r_t_rekap_modal_id = ${s.id}
      and not exists (select 1 from rekap_lost_bill w where w.r_t_id = t.r_t_id) group by 1 order by 1`,
    ),
    rows<{ total: number }>(
      db,
      sql`select coalesce(sum(t.r_t_nominal_total_bayar + t.r_t_nominal_free_kembalian), 0)::int as total from rekap_transaksi t
      where t.r_t_rekap_modal_id = ${s.id} and not exists (select 1 from rekap_lost_bill w where w.r_t_id = t.r_t_id)`,
    ),
  ]);
  const part = (taxable: boolean) => {
    const r = lineSums.find((l) => Boolean(l.taxable) === taxable);
    return { jml_nota: n(r?.notas), nominal: n(r?.nominal), pajak: n(r?.nominal) + n(r?.tax), nominal_pajak: n(r?.tax) };
  };
  return {
    reg_category_sales: byType
      .filter((t) => t.grp !== "ojol")
      .map((t) => ({
        transaction_name: String(t.name),
        reg_sales_total: n(t.subtotal),
        sales_total: n(t.total),
        count_nota: n(t.notas),
        reg_sales_tax: n(t.tax),
        reg_sales_service: n(t.service),
      })),
    ojol_category_sales: byType
      .filter((t) => t.grp === "ojol")
      .map((t) => ({
        transaction_name: String(t.name),
        reg_ojol_sales_total: n(t.subtotal),
        ojol_sales_total: n(t.total),
        ojol_sales_tax: n(t.tax),
        ojol_sales_service: n(t.service),
        ojol_sharing_total: 0,
        count_nota: n(t.notas),
      })),
    menu_sales: part(true),
    non_menu_sales: part(false),
    menu: menu.map((m) => ({ m_produk_nama: m.name, qty: n(m.qty), nominal: n(m.nominal) })),
    by_hour: hours.map((h) => ({ jam: h.jam, nominal: n(h.nominal), jml_nota: n(h.jml) })),
    sales_total: n(tot?.total),
  };
}

/** Bills of the session that left free change (Rekap Free Kembalian). */
export async function freeChangeRecap(db: DbOrTx, s: SessionRow) {
  const list = await rows<Record<string, unknown>>(
    db,
    sql`select t.r_t_nota_code as nota, t.r_t_jam as jam, t.r_t_nominal_total_bayar as total, t.r_t_nominal_free_kembalian as free,
        coalesce((select r.r_r_nominal_free_kembalian from rekap_refund r where r.r_t_id = t.r_t_id), 0) as free_void
      from rekap_transaksi t where t.r_t_rekap_modal_id = ${s.id} and t.r_t_nominal_free_kembalian > 0 order by t.r_t_id`,
  );
  return list.map((r) => ({
    code_nota: String(r.nota),
    jam_bayar: String(r.jam).slice(0, 5),
    nominal_total_bayar: n(r.total),
    nominal_free_kembalian: n(r.free),
    nominal_free_kembalian_void: n(r.free_void),
  }));
}

/** Lines of the session's bills with `statuses` (cancelled: 2; warranty: 3, 4), per reason: qty and nominal. */
export async function linesByReason(db: DbOrTx, s: SessionRow, statuses: readonly number[]) {
  const list = await rows<{ keterangan: string; qty: number; nominal: number }>(
    db,
    sql`select d.r_t_detail_reasone_approve as keterangan, sum(d.r_t_detail_qty)::int as qty,
        sum(d.r_t_detail_qty * d.r_t_detail_price)::int as nominal
      from rekap_transaksi_detail d join rekap_transaksi t on t.r_t_id = d.r_t_detail_r_t_id
      where t.r_t_rekap_modal_id = ${s.id} and d.r_t_detail_status in (${sql.join(
        statuses.map((x) => sql`${x}`),
        sql`, `,
      )}) group by 1 order by 1`,
  );
  return list.map((r) => ({ keterangan: r.keterangan, qty: n(r.qty), nominal: n(r.nominal) }));
}

/** Tips of the session per reason (every reason listed, 0 when none) and each tip for Detil Uang Tips. */
export async function tipsRecap(db: DbOrTx, s: SessionRow) {
  const list = await rows<{ keterangan: string; penerima: string | null; kasir: string; nominal: number; created: Date }>(
    db,
    sql`select u.r_u_t_keterangan as keterangan, e.name as penerima, c.name as kasir, u.r_u_t_nominal as nominal, u.created_at as created
      from rekap_uang_tips u join users c on c.id = u.id_kasir left join users e on e.id = u.m_karyawan_id
      where u.rekap_modal_id = ${s.id} and u.deleted_at is null order by u.r_u_t_id`,
  );
  return {
    list: TIP_REASONS.map((reason) => {
      const of = list.filter((t) => t.keterangan === reason);
      return { keterangan: reason, nominal: of.reduce((a, t) => a + n(t.nominal), 0), jml: of.length };
    }),
    detail: list.map((t) => {
      const at = jakartaStamp(new Date(t.created));
      return {
        keterangan: t.keterangan,
        nama_penerima: t.penerima ?? "",
        nama_kasir: t.kasir,
        nominal: n(t.nominal),
        tanggal: at.tanggal,
        jam_lapor: at.jam,
      };
    }),
    total: list.reduce((a, t) => a + n(t.nominal), 0),
  };
}
