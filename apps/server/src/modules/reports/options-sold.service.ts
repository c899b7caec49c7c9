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
 * The options sold in `r` (see the module doc), read from the daily rollup `rollup_day_option`
 * (a primary-key range read; the rows are kept by the paying and refunding transactions).
 * @example await optionsSold(db, { outletId: 1, from: "2026-11-01", to: "2026-11-30" })
 *   // { per_hari: [{ tanggal: "2026-11-28", grup: "Topping", opsi: "Telur", qty: 3, nominal: 9000 }], per_opsi: [...], total: { qty: 3, nominal: 9000 } }
 */
export async function optionsSold(db: DbOrTx, r: ReportRange): Promise<OptionsSoldReport> {
  const result = await db.execute<{ tanggal: string; grup: string; opsi: string; qty: number; nominal: string }>(
    sql`select to_char(r.business_date, 'YYYY-MM-DD') as tanggal, r.group_name as grup, r.option_name as opsi,
        sum(r.qty)::int as qty, sum(r.total)::bigint as nominal
      from rollup_day_option r
      where r.m_w_id = ${r.outletId} and r.business_date between ${r.from}::date and ${r.to}::date
      group by r.business_date, 2, 3 having sum(r.qty) > 0
      order by r.business_date, 2, 3`,
  );
  return foldOptions(result.rows);
}

/** The per-day rows of an options report (from SQL, qty/nominal maybe strings) folded per option and in total. */
export function foldOptions(
  rows: ReadonlyArray<{ tanggal: string; grup: string; opsi: string; qty: unknown; nominal: unknown }>,
): OptionsSoldReport {
  const perDay = rows.map((row) => ({
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
