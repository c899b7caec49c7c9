/**
 * Head office on Citus, distributed by outlet id (docs/chain-sync.md): every table holding
 * outlet rows at head office carries the outlet id (`m_w_id`, or `<prefix>_m_w_id`) in its primary key
 * or a unique index, as Citus needs of a table distributed by that column. The outlet-local tables
 * below are the listed exceptions, each with its reason; a new table must either be keyed or be added
 * here on purpose.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../test/harness.ts";

/**
 * Outlet-local: written only on the stall box; head office never fills them (what outlets push lands
 * in the `hq_*` tables, keyed by m_w_id), so there they stay empty, plain local tables, never distributed.
 */
const OUTLET_LOCAL = [
  "approvals",
  // A till's customer display pairing (its code and token live only at the box).
  "customer_display",
  "m_dish_status",
  "m_gagal_proses",
  "m_kasir_akses_log",
  "m_stock",
  "print_job",
  // QRIS charges the till asked for (the paid bill carries its payload; head office gets the bill).
  "qris_charge",
  "rekap_buka_laci",
  "rekap_lost_bill",
  "rekap_mutasi_modal",
  "rekap_refund",
  "rekap_struk_link",
  "rekap_transaksi",
  "rekap_transaksi_payment",
  "rekap_transaksi_void",
  "rekap_uang_tips",
  "sessions",
  "tmp_transaction_delete_log",
  // The split screen's held moves and Bagi rata of an order still open at the till.
  "tmp_transaction_split",
  "tmp_transaction_split_even",
  "tmp_transaction_split_share",
  "wa_outbox",
];
/** Sync bookkeeping: `sync_state` is the box's one-row state; `sync_change` head office's change log, one row per master row, its outlet null for chain-wide rows: a coordinator-local table. */
const SYNC_BOOKKEEPING = ["sync_change", "sync_state"];

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.close();
});

describe("distribution keys for head office on Citus", () => {
  it("every table with an outlet column has it in its primary key or a unique index, but the listed exceptions", async () => {
    const { rows } = await t.db.execute<{ table_name: string; column_name: string; keyed: boolean }>(sql`
      select c.table_name, c.column_name,
        exists (select 1 from pg_index i join pg_class r on r.oid = i.indrelid
          where r.relname = c.table_name and r.relnamespace = 'public'::regnamespace and i.indisunique
            and exists (select 1 from unnest(i.indkey) k join pg_attribute a on a.attrelid = r.oid and a.attnum = k
              where a.attname = c.column_name)) as keyed
      from information_schema.columns c
      join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
      where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
        and (c.column_name = 'm_w_id' or c.column_name like '%\\_m\\_w\\_id')
      order by c.table_name`);
    expect(rows.length).toBeGreaterThan(30);
    const unkeyed = rows.filter((r) => !r.keyed).map((r) => r.table_name);
    expect(unkeyed.sort()).toEqual([...OUTLET_LOCAL, ...SYNC_BOOKKEEPING].sort());
    // What head office holds per outlet is keyed: the master tables, the pushed rows, the keys.
    const keyed = new Set(rows.filter((r) => r.keyed).map((r) => r.table_name));
    for (const table of [
      "m_w",
      "users",
      "m_menu",
      "m_meja",
      "m_layar_produksi",
      "m_voucher",
      "sync_hq_record",
      "sync_hq_batch",
      "sync_outlet_key",
      "audit_log",
      // Head office's data (db/schema/hq.ts) and the daily rollups it keeps at ingest.
      "hq_outlet_contact",
      "hq_bill",
      "hq_bill_line",
      "hq_tender",
      "hq_refund",
      "hq_refund_line",
      "hq_cash_session",
      "hq_cash_mutation",
      "hq_tip",
      "hq_drawer_open",
      "hq_void",
      "hq_audit",
      "rollup_day",
      "rollup_day_item",
      "rollup_day_option",
      "rollup_day_method",
      "rollup_day_type",
      "rollup_day_hour",
      // The marks of outlet days whose chain-wide rows are to be rebuilt (db/schema/rollup-chain.ts).
      "hq_rollup_dirty",
    ]) {
      expect(keyed.has(table), table).toBe(true);
    }
  });

  it("the chain-wide day rollups carry no outlet column: reference tables, written by the compactor only", async () => {
    const { rows } = await t.db.execute<{ table_name: string; outlet: boolean }>(sql`
      select c.table_name, bool_or(c.column_name = 'm_w_id' or c.column_name like '%\_m\_w\_id') as outlet
      from information_schema.columns c where c.table_schema = 'public' and c.table_name like 'rollup\_chain\_%'
      group by c.table_name order by c.table_name`);
    expect(rows).toEqual([
      { table_name: "rollup_chain_category", outlet: false },
      { table_name: "rollup_chain_item", outlet: false },
    ]);
  });
});
