/**
 * An outlet's bills and refunds as the rollups need them (domain `RollupBill`, `RollupRefund`), read
 * in one statement each inside the changing transaction (a paid bill in its own insert statement,
 * payment.store.ts, from the rows it inserts: `billFactsJson`), a voided
 * bill before its delete, a refund after its insert. Category, type and method names as they are now
 * (the rows' labels); a refund is dated by when it was made (Asia/Jakarta), as the sales report dates it.
 */
import type { RollupBill, RollupRefund } from "@waroeng/domain";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";

/** The options of line `d` as RollupLine options. */
const OPTIONS = `coalesce((select json_agg(json_build_object('option_id', coalesce((o->>'option_id')::int, 0),
    'group_name', coalesce(o->>'group_name', ''), 'name', coalesce(o->>'name', ''), 'price', coalesce((o->>'price')::bigint, 0))) from jsonb_array_elements(d.r_t_detail_options) o), '[]')`;

/** Where a bill's lines, tenders and write-off are read from (`billFactsJson`): an SQL `from` item and a condition on it. */
export interface BillFactSources {
  /** Aliased `d` (rekap_transaksi_detail rows). */
  lines: { from: string; where: string };
  /** Aliased `p` (rekap_transaksi_payment rows). */
  tenders: { from: string; where: string };
  /** Aliased `w` (rekap_lost_bill rows). */
  writeOff: { from: string; where: string };
  /** Aliased `c` (qris_charge rows linked to the bill); absent: the facts carry no `qris` (the caller adds it). */
  charges?: { from: string; where: string };
}

/** The stored rows of bill `t`. */
const STORED: BillFactSources = {
  lines: { from: "rekap_transaksi_detail d", where: "d.r_t_detail_r_t_id = t.r_t_id" },
  tenders: { from: "rekap_transaksi_payment p", where: "p.r_t_id = t.r_t_id" },
  writeOff: { from: "rekap_lost_bill w", where: "w.r_t_id = t.r_t_id" },
  charges: { from: "qris_charge c", where: "c.q_c_r_t_id = t.r_t_id" },
};

/** SQL text: the `qris` member of a bill's facts (domain `RollupQris`) over its linked charges `c`. */
function qrisFacts(c: { from: string; where: string }): string {
  return `, 'qris', (select json_build_object('linked', count(*) > 0,
      'charges', count(*) filter (where c.q_c_status = 'paid' or c.q_c_to_return > 0),
      'asked', coalesce(sum(c.q_c_amount) filter (where c.q_c_status = 'paid' or c.q_c_to_return > 0), 0),
      'unique', coalesce(sum(c.q_c_unique_amount) filter (where c.q_c_status = 'paid' or c.q_c_to_return > 0), 0))
    from ${c.from} where ${c.where})`;
}

/**
 * SQL text: one bill's facts as a domain `RollupBill` json object, over `t` (a rekap_transaksi row) and
 * `tt` (its m_transaction_type row, left-joined), its lines, tenders and write-off read from `src` — the
 * stored tables, or a paying statement's own inserted rows (payment.store.ts), which the statement cannot
 * read back from the tables. With `src.charges` (the stored tables) the facts carry the bill's QRIS
 * charges (`qris`); a paying statement links its charge later and sets `qris` itself.
 */
export function billFactsJson(src: BillFactSources = STORED): string {
  return `json_build_object(
      'outletId', t.r_t_m_w_id, 'businessDate', to_char(t.r_t_tanggal, 'YYYY-MM-DD'), 'hour', left(t.r_t_jam, 2)::int,
      'typeId', t.r_t_m_t_t_id, 'typeName', coalesce(tt.m_t_t_name, ''), 'subtotal', t.r_t_nominal, 'tax', t.r_t_nominal_pajak,
      'serviceCharge', t.r_t_nominal_sc, 'discount', t.r_t_nominal_diskon, 'voucher', t.r_t_nominal_voucher,
      'rounding', t.r_t_nominal_pembulatan, 'total', t.r_t_nominal_total_bayar, 'freeChange', t.r_t_nominal_free_kembalian,
      'cashWithdrawal', t.r_t_nominal_tarik_tunai,
      'writeOff', (select w.r_l_b_jenis from ${src.writeOff.from} where ${src.writeOff.where} limit 1),
      'lines', coalesce((select json_agg(json_build_object('menuId', d.m_produk_id, 'menuName', d.m_produk_nama,
          'categoryId', coalesce(m.m_menu_m_kategori_id, 0), 'categoryName', coalesce(k.m_kategori_nama, ''), 'qty', d.r_t_detail_qty,
          'price', d.r_t_detail_price, 'nominal', d.r_t_detail_nominal, 'status', d.r_t_detail_status,
          'reason', d.r_t_detail_reasone_approve, 'options', ${OPTIONS}) order by d.r_t_detail_id)
        from ${src.lines.from} left join m_menu m on m.m_menu_id = d.m_produk_id
        left join m_kategori k on k.m_kategori_id = m.m_menu_m_kategori_id where ${src.lines.where}), '[]'),
      'tenders', coalesce((select json_agg(json_build_object('methodId', p.m_payment_method_id, 'methodName',
          coalesce(pm.m_payment_method_name, ''), 'amount', p.r_t_p_nominal) order by p.r_t_p_id)
        from ${src.tenders.from} left join m_payment_method pm on pm.m_payment_method_id = p.m_payment_method_id
        where ${src.tenders.where}), '[]')${src.charges ? qrisFacts(src.charges) : ""})`;
}

/**
 * The facts of closed transactions `ids` (rekap_transaksi ids; missing ones are left out).
 * @returns one RollupBill per bill found, in id order.
 */
export async function loadRollupBills(tx: DbOrTx, ids: readonly number[]): Promise<RollupBill[]> {
  if (ids.length === 0) {
    return [];
  }
  const { rows } = await tx.execute<{ bill: RollupBill }>(sql`select ${sql.raw(billFactsJson())} as bill
    from rekap_transaksi t left join m_transaction_type tt on tt.m_t_t_id = t.r_t_m_t_t_id
    where t.r_t_id = any(${`{${ids.join(",")}}`}::int[]) order by t.r_t_id`);
  return rows.map((r) => r.bill);
}

/**
 * The facts of refund `refundId` (rekap_refund id) with its lines, or undefined when there is none.
 */
export async function loadRollupRefund(tx: DbOrTx, refundId: number): Promise<RollupRefund | undefined> {
  return (await loadRefunds(tx, sql`f.r_r_id = ${refundId}`))[0];
}

/** The facts of the refunds of paid bills `billIds` (at most one each), in refund id order. */
export async function loadRollupRefundsOfBills(tx: DbOrTx, billIds: readonly number[]): Promise<RollupRefund[]> {
  return billIds.length === 0 ? [] : loadRefunds(tx, sql`f.r_t_id = any(${`{${billIds.join(",")}}`}::int[])`);
}

async function loadRefunds(tx: DbOrTx, where: SQL): Promise<RollupRefund[]> {
  const { rows } = await tx.execute<{ refund: RollupRefund }>(sql`select json_build_object(
      'outletId', f.m_w_id, 'date', to_char(f.created_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD'),
      'billDate', to_char(t.r_t_tanggal, 'YYYY-MM-DD'), 'total', f.r_r_nominal_total,
      'lines', coalesce((select json_agg(json_build_object('menuId', d.m_produk_id, 'menuName', d.m_produk_nama,
          'categoryId', coalesce(m.m_menu_m_kategori_id, 0), 'categoryName', coalesce(k.m_kategori_nama, ''),
          'status', d.r_t_detail_status, 'qty', x.qty, 'nominal', x.nominal, 'options', ${sql.raw(OPTIONS)}) order by x.id)
        from rekap_refund_detail x join rekap_transaksi_detail d on d.r_t_detail_id = x.r_t_detail_id
        left join m_menu m on m.m_menu_id = d.m_produk_id left join m_kategori k on k.m_kategori_id = m.m_menu_m_kategori_id
        where x.r_r_id = f.r_r_id), '[]')) as refund
    from rekap_refund f join rekap_transaksi t on t.r_t_id = f.r_t_id where ${where} order by f.r_r_id`);
  return rows.map((r) => r.refund);
}
