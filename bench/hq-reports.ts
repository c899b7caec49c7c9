/**
 * The owner's cross-outlet reports as rollup queries (bench/hq.ts): every outlet, a period from `$from`
 * to `$to` (SQL dates) and, for comparisons, the previous period of `$days` days. What the report
 * screens ask of the daily rollups (db/schema/rollups.ts), by item and category of the chain-wide day
 * rows (db/schema/rollup-chain.ts, every day compacted); money in minor units.
 */
export const REPORTS: ReadonlyArray<{ name: string; sql: string }> = [
  {
    name: "by day (with previous period)",
    sql: `select business_date, sum(bills) as bills, sum(total) as total from rollup_day
      where business_date between $from - $days and $to group by business_date order by business_date`,
  },
  {
    name: "by week",
    sql: `select date_trunc('week', business_date) as week, sum(bills), sum(total) from rollup_day
      where business_date between $from and $to group by 1 order by 1`,
  },
  {
    name: "by month",
    sql: `select date_trunc('month', business_date) as month, sum(bills), sum(total) from rollup_day
      where business_date between $from and $to group by 1 order by 1`,
  },
  {
    name: "by outlet (vs previous period)",
    sql: `select m_w_id, sum(total) filter (where business_date >= $from) as total,
        sum(total) filter (where business_date < $from) as previous, sum(bills) filter (where business_date >= $from) as bills
      from rollup_day where business_date between $from - $days and $to group by m_w_id order by 2 desc`,
  },
  {
    name: "by item (top 50; chain rows)",
    sql: `select item_key, min(menu_name), sum(qty) as qty, sum(net) as net from rollup_chain_item
      where currency = 'Rp' and business_date between $from and $to group by item_key order by net desc limit 50`,
  },
  {
    name: "by category (chain rows)",
    sql: `select category_name, sum(qty), sum(net) from rollup_chain_category
      where currency = 'Rp' and business_date between $from and $to group by 1 order by 3 desc`,
  },
  {
    name: "by option",
    sql: `select m_option_id, group_name, option_name, sum(qty), sum(total) from rollup_day_option
      where business_date between $from and $to group by 1, 2, 3 order by 5 desc`,
  },
  {
    name: "by payment method",
    sql: `select m_payment_method_id, max(method_name), sum(count), sum(total) from rollup_day_method
      where business_date between $from and $to group by 1 order by 4 desc`,
  },
  {
    name: "by transaction type",
    sql: `select m_t_t_id, max(type_name), sum(bills), sum(total) from rollup_day_type
      where business_date between $from and $to group by 1 order by 4 desc`,
  },
  {
    name: "by hour of day",
    sql: `select hour, sum(bills), sum(total) from rollup_day_hour where business_date between $from and $to group by hour order by hour`,
  },
  {
    name: "one outlet by item",
    sql: `select m_menu_id, max(menu_name), sum(qty), sum(net) from rollup_day_item
      where m_w_id = (select min(m_w_id) from rollup_day) and business_date between $from and $to group by 1 order by 4 desc`,
  },
];
