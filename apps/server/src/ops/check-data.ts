/**
 * The consistency check behind `npm run check-data`. Read-only; each check
 * is one SQL query (or the cash book's own reckoning) over the whole database, every outlet:
 *
 * - bill totals: a paid bill's subtotal equals the sum of its lines' nominals, and its total equals
 *   max(0, subtotal + tax + service charge + cash withdrawal − discount − voucher) + rounding
 *   (payment §9, the domain's `computeTotals`);
 * - no half-paid order: every closed order (status 2) has exactly one bill and every bill a closed order;
 * - table occupancy: only open orders hold tables, and an open order holds its own main table;
 * - dishes: a dish belongs to the order of its line, and a line never has more live (not cancelled)
 *   dishes than its quantity;
 * - cash sessions: a closed session's stored expected cash equals the reckoning of its payments,
 *   refunds, mutations and tips (`reckonSession`), and its difference equals counted − expected.
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { reckonSession } from "../modules/cashbook/session.ts";

/** One inconsistency: which check, and a line naming the rows. */
export interface Finding {
  check: "bill-totals" | "half-paid" | "tables" | "dishes" | "cash-sessions";
  detail: string;
}

type Row = Record<string, unknown>;

async function rows(db: DbOrTx, query: ReturnType<typeof sql>): Promise<Row[]> {
  return (await db.execute(query)).rows as Row[];
}

const BILL_TOTALS = sql`
  select r.r_t_id as id, r.r_t_nota_code as nota, r.r_t_nominal as subtotal,
         coalesce(sum(d.r_t_detail_nominal), 0)::int as lines, r.r_t_nominal_total_bayar as total,
         greatest(0, r.r_t_nominal + r.r_t_nominal_pajak + r.r_t_nominal_sc + r.r_t_nominal_tarik_tunai
                     - r.r_t_nominal_diskon - r.r_t_nominal_voucher) + r.r_t_nominal_pembulatan as expected
    from rekap_transaksi r left join rekap_transaksi_detail d on d.r_t_detail_r_t_id = r.r_t_id
   group by r.r_t_id
  having r.r_t_nominal <> coalesce(sum(d.r_t_detail_nominal), 0)
      or r.r_t_nominal_total_bayar <> greatest(0, r.r_t_nominal + r.r_t_nominal_pajak + r.r_t_nominal_sc
           + r.r_t_nominal_tarik_tunai - r.r_t_nominal_diskon - r.r_t_nominal_voucher) + r.r_t_nominal_pembulatan
   order by r.r_t_id`;

const HALF_PAID = sql`
  select o.tmp_transaction_id as id, o.tmp_transaction_note_number as nota, o.tmp_transaction_status as status,
         count(r.r_t_id)::int as bills
    from tmp_transaction o left join rekap_transaksi r on r.r_t_tmp_transaction_id = o.tmp_transaction_id
   group by o.tmp_transaction_id
  having (o.tmp_transaction_status = 2 and count(r.r_t_id) <> 1) or (o.tmp_transaction_status <> 2 and count(r.r_t_id) > 0)
   order by o.tmp_transaction_id`;

const TABLES = sql`
  select o.tmp_transaction_id as id, o.tmp_transaction_note_number as nota, 'closed order holds a table' as what
    from tmp_transaction_meja m join tmp_transaction o on o.tmp_transaction_id = m.tmp_transaction_id
   where o.tmp_transaction_status <> 0
  union all
  select o.tmp_transaction_id, o.tmp_transaction_note_number, 'open order does not hold its table'
    from tmp_transaction o
   where o.tmp_transaction_status = 0 and o.tmp_transaction_m_meja_id is not null
     and not exists (select 1 from tmp_transaction_meja m
                      where m.tmp_transaction_id = o.tmp_transaction_id and m.m_meja_id = o.tmp_transaction_m_meja_id)
   order by 1`;

const DISHES = sql`
  select l.tmp_transaction_detail_id as line, l.tmp_transaction_id as order_id, l.qty,
         count(d.*) filter (where not d.is_cancelled)::int as live,
         count(d.*) filter (where d.m_dish_status_table_id <> l.tmp_transaction_id)::int as elsewhere
    from tmp_transaction_detail l join m_dish_status d on d.m_dish_status_transaction_menu_id = l.tmp_transaction_detail_id
   group by l.tmp_transaction_detail_id
  having count(d.*) filter (where not d.is_cancelled) > l.qty
      or count(d.*) filter (where d.m_dish_status_table_id <> l.tmp_transaction_id) > 0
   order by l.tmp_transaction_detail_id`;

const CLOSED_SESSIONS = sql`
  select rekap_modal_id as id, rekap_modal_nominal as opening, rekap_modal_nominal_tutup as counted,
         rekap_modal_nominal_seharusnya as expected, rekap_modal_selisih as difference
    from rekap_modal where closed_at is not null order by rekap_modal_id`;

/**
 * Runs every check over `db`.
 * @returns the findings, empty when the data is consistent.
 */
export async function checkData(db: DbOrTx): Promise<Finding[]> {
  const out: Finding[] = [];
  for (const r of await rows(db, BILL_TOTALS)) {
    out.push({
      check: "bill-totals",
      detail: `bill ${r.id} (nota ${r.nota}): subtotal ${r.subtotal}, lines sum ${r.lines}; total ${r.total}, expected ${r.expected}`,
    });
  }
  for (const r of await rows(db, HALF_PAID)) {
    out.push({ check: "half-paid", detail: `order ${r.id} (nota ${r.nota}) status ${r.status} has ${r.bills} bill(s)` });
  }
  for (const r of await rows(db, TABLES)) {
    out.push({ check: "tables", detail: `order ${r.id} (nota ${r.nota}): ${r.what}` });
  }
  for (const r of await rows(db, DISHES)) {
    out.push({
      check: "dishes",
      detail: `line ${r.line} of order ${r.order_id}: qty ${r.qty}, ${r.live} live dish(es), ${r.elsewhere} on another order`,
    });
  }
  for (const s of await rows(db, CLOSED_SESSIONS)) {
    const r = await reckonSession(db, { id: Number(s.id), openingCash: Number(s.opening) });
    const counted = Number(s.counted);
    if (r.expected !== Number(s.expected) || counted - r.expected !== Number(s.difference)) {
      out.push({
        check: "cash-sessions",
        detail: `cash session ${s.id}: stored expected ${s.expected}, difference ${s.difference}; reckoned expected ${r.expected}, difference ${counted - r.expected}`,
      });
    }
  }
  return out;
}

/** The durability settings that must be on: `fsync` and `synchronous_commit`. @returns those that are off. */
export async function unsafeSettings(db: DbOrTx): Promise<string[]> {
  const off: string[] = [];
  for (const name of ["fsync", "synchronous_commit"]) {
    const [r] = await rows(db, sql.raw(`show ${name}`));
    const value = String(r?.[name] ?? "");
    if (value === "off" || value === "local") {
      off.push(`${name}=${value}`);
    }
  }
  return off;
}
