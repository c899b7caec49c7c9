/**
 * The options-sold report of an outlet over a range of business dates (GET /laporan/opsi;
 * `/admin/laporan`, tab Opsi Menu; docs/API.md "Menu options"): per business day and option — its
 * group's name and its name as the paid lines carry them (`rekap_transaksi_detail.r_t_detail_options`)
 * — the units sold and the money the option brought (Σ delta × units), then per option over the
 * range and the range's total. Counted as the sales report's `per_menu` counts dishes: the range's
 * bills (`r_t_tanggal`, Asia/Jakarta; write-offs included), status-0 lines only, the units refunded
 * from a line off. A negative delta (a smaller size) counts as negative money. Integer minor units.
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import type { ReportRange } from "./reports.service.ts";

/** One option's figures: units sold (refunded units out) and Σ delta × units (minor units). */
export interface OptionSold {
  grup: string;
  opsi: string;
  qty: number;
  nominal: number;
}

/** What `optionsSold` returns. */
export interface OptionsSoldReport {
  /** Per business day (oldest first), then group and option name. */
  per_hari: Array<OptionSold & { tanggal: string }>;
  /** Per option over the range, by group and option name. */
  per_opsi: OptionSold[];
  total: { qty: number; nominal: number };
}

/**
 * The options sold in `r` (see the module doc), aggregated in PostgreSQL over the range's paid lines
 * that carry options (the walk of `rekap_transaksi_outlet_date_created_idx`).
 * @example await optionsSold(db, { outletId: 1, from: "2026-11-01", to: "2026-11-30" })
 *   // { per_hari: [{ tanggal: "2026-11-28", grup: "Topping", opsi: "Telur", qty: 3, nominal: 9000 }], per_opsi: [...], total: { qty: 3, nominal: 9000 } }
 */
export async function optionsSold(db: DbOrTx, r: ReportRange): Promise<OptionsSoldReport> {
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
  const perDay = result.rows.map((row) => ({
    tanggal: row.tanggal,
    grup: row.grup,
    opsi: row.opsi,
    qty: Number(row.qty),
    nominal: Number(row.nominal),
  }));
  const byOption = new Map<string, OptionSold>();
  for (const row of perDay) {
    const key = `${row.grup}\u0000${row.opsi}`;
    const sum = byOption.get(key) ?? { grup: row.grup, opsi: row.opsi, qty: 0, nominal: 0 };
    sum.qty += row.qty;
    sum.nominal += row.nominal;
    byOption.set(key, sum);
  }
  const perOption = [...byOption.values()].sort((a, b) => a.grup.localeCompare(b.grup) || a.opsi.localeCompare(b.opsi));
  return {
    per_hari: perDay,
    per_opsi: perOption,
    total: {
      qty: perOption.reduce((n, o) => n + o.qty, 0),
      nominal: perOption.reduce((n, o) => n + o.nominal, 0),
    },
  };
}
