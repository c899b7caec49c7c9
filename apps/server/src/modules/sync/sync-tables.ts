/**
 * What the chain sync moves (docs/chain-sync.md).
 *
 * MASTER_TABLES: the master data and settings head office edits and outlets pull (payment spec §2.10
 * "data master atau pengaturan"), parents before children (the order rows are upserted in; deletions
 * run in the reverse order). `key`: the primary-key columns (ids are head office's on every box);
 * `keep`: columns the outlet owns and a pull never overwrites (a voucher's use, a dish or an option sold out today).
 * The migration's `sync_log_change` triggers log every change of these tables into `sync_change`.
 *
 * PUSH_KINDS: what outlets push back, and the SQL building one JSON document per row (with its lines).
 */

export interface MasterTable {
  table: string;
  key: readonly string[];
  keep?: readonly string[];
  /** The key is text (default: integer ids). */
  textKey?: boolean;
}

export const MASTER_TABLES: readonly MasterTable[] = [
  // The chain's policy per menu field (who may edit it at an outlet): before the menu it rules.
  { table: "m_chain_policy", key: ["field"], textKey: true },
  { table: "m_w", key: ["m_w_id"] },
  { table: "m_transaction_type", key: ["m_t_t_id"] },
  // Chain-wide methods (m_w_id null) go to every outlet, an outlet's own ones to it only (after m_w: its parent).
  { table: "m_payment_method", key: ["m_payment_method_id"] },
  // The back office's per-outlet switches and order.
  { table: "m_transaction_type_setting", key: ["m_w_id", "m_t_t_id"] },
  { table: "m_payment_method_setting", key: ["m_w_id", "m_payment_method_id"] },
  { table: "m_meja_jenis", key: ["m_meja_jenis_id"] },
  // A user's interface language is chosen on the outlet's devices, not at head office.
  { table: "users", key: ["id"], keep: ["language"] },
  { table: "m_meja", key: ["m_meja_id"] },
  { table: "m_menu_jenis", key: ["m_menu_jenis_id"] },
  { table: "m_kategori", key: ["m_kategori_id"] },
  { table: "m_plot_produksi", key: ["m_plot_produksi_id"] },
  { table: "m_plot_produksi_kategori", key: ["m_plot_produksi_id", "m_kategori_id"] },
  { table: "m_menu", key: ["m_menu_id"], keep: ["m_menu_habis"] },
  { table: "m_menu_harga", key: ["m_menu_id", "m_t_t_id"] },
  // Menu options: groups, options (sold out today is the outlet's), deltas per type, attachments.
  { table: "m_option_group", key: ["m_option_group_id"] },
  { table: "m_option", key: ["m_option_id"], keep: ["m_option_habis_tanggal"] },
  { table: "m_option_harga", key: ["m_option_id", "m_t_t_id"] },
  { table: "m_option_group_menu", key: ["m_option_group_menu_id"] },
  { table: "m_layar_produksi", key: ["id"] },
  { table: "m_plotting", key: ["id"] },
  { table: "m_voucher", key: ["m_voucher_id"], keep: ["r_t_id", "m_voucher_used_at"] },
  { table: "m_modal_tipe", key: ["m_modal_tipe_id"] },
];

export const MASTER_BY_NAME: ReadonlyMap<string, MasterTable> = new Map(MASTER_TABLES.map((t) => [t.table, t]));

import type { SyncPushKind } from "@waroeng/domain/requests";

export type PushKind = SyncPushKind;

/**
 * Per kind, in the order head office ingests a batch (a bill before its refund and its void): the
 * outlet's table, its id column and outlet column (the outbox triggers' arguments; head office checks
 * the outlet column against the pushing outlet), and the SQL of the documents for the ids in `$1`
 * (an int[]): `select id, doc` with `doc` the row as JSON (`to_jsonb`, money in minor units as
 * stored) and its child rows.
 */
export const PUSH_KINDS: Record<PushKind, { table: string; idColumn: string; outletColumn: string; documents: string }> = {
  bill: {
    table: "rekap_transaksi",
    idColumn: "r_t_id",
    outletColumn: "r_t_m_w_id",
    documents: `select t.r_t_id as id, to_jsonb(t) || jsonb_build_object(
        'r_l_b_jenis', (select l.r_l_b_jenis from rekap_lost_bill l where l.r_t_id = t.r_t_id),
        'lines', coalesce((select jsonb_agg(to_jsonb(d) order by d.r_t_detail_id) from rekap_transaksi_detail d where d.r_t_detail_r_t_id = t.r_t_id), '[]'),
        'tenders', coalesce((select jsonb_agg(to_jsonb(p) order by p.r_t_p_id) from rekap_transaksi_payment p where p.r_t_id = t.r_t_id), '[]')) as doc
      from rekap_transaksi t where t.r_t_id = any($1::int[])`,
  },
  refund: {
    table: "rekap_refund",
    idColumn: "r_r_id",
    outletColumn: "m_w_id",
    documents: `select r.r_r_id as id, to_jsonb(r) || jsonb_build_object(
        'lines', coalesce((select jsonb_agg(to_jsonb(d) order by d.id) from rekap_refund_detail d where d.r_r_id = r.r_r_id), '[]')) as doc
      from rekap_refund r where r.r_r_id = any($1::int[])`,
  },
  // Open sessions too (head office's Today shows the open shifts); closed ones carry counted, expected and difference.
  cash_session: {
    table: "rekap_modal",
    idColumn: "rekap_modal_id",
    outletColumn: "rekap_modal_m_w_id",
    documents: `select m.rekap_modal_id as id, to_jsonb(m) || jsonb_build_object(
        'counts', coalesce((select jsonb_agg(to_jsonb(c) order by c.rekap_modal_detail_id) from rekap_modal_detail c where c.rekap_modal_id = m.rekap_modal_id), '[]')) as doc
      from rekap_modal m where m.rekap_modal_id = any($1::int[])`,
  },
  tip: {
    table: "rekap_uang_tips",
    idColumn: "r_u_t_id",
    outletColumn: "m_w_id",
    documents: `select u.r_u_t_id as id, to_jsonb(u) as doc from rekap_uang_tips u where u.r_u_t_id = any($1::int[])`,
  },
  cash_mutation: {
    table: "rekap_mutasi_modal",
    idColumn: "r_m_m_id",
    outletColumn: "m_w_id",
    documents: `select m.r_m_m_id as id, to_jsonb(m) as doc from rekap_mutasi_modal m where m.r_m_m_id = any($1::int[])`,
  },
  drawer_open: {
    table: "rekap_buka_laci",
    idColumn: "id",
    outletColumn: "m_w_id",
    documents: `select b.id, to_jsonb(b) as doc from rekap_buka_laci b where b.id = any($1::int[])`,
  },
  // A paid bill voided (its row is gone at the outlet; the snapshot keeps it).
  void: {
    table: "rekap_transaksi_void",
    idColumn: "r_t_v_id",
    outletColumn: "m_w_id",
    documents: `select v.r_t_v_id as id, to_jsonb(v) as doc from rekap_transaksi_void v where v.r_t_v_id = any($1::int[])`,
  },
  // An open order deleted (with its lines as they stood).
  order_delete: {
    table: "tmp_transaction_delete_log",
    idColumn: "id",
    outletColumn: "m_w_id",
    documents: `select l.id, to_jsonb(l) as doc from tmp_transaction_delete_log l where l.id = any($1::int[])`,
  },
  audit: {
    table: "audit_log",
    idColumn: "audit_id",
    outletColumn: "m_w_id",
    documents: `select a.audit_id as id, to_jsonb(a) as doc from audit_log a where a.audit_id = any($1::int[])`,
  },
};
