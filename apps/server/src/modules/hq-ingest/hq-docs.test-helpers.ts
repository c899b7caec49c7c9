/**
 * Documents as an outlet pushes them (modules/sync/sync-tables.ts PUSH_KINDS: the row as stored,
 * with its child rows), made up for the ingest tests and `npm run bench:hq`. Money in minor units.
 */

export interface BillSpec {
  outlet: number;
  id: number;
  date: string;
  /** "HH:mm:ss". */
  time?: string;
  /** Transaction type (1 dine in). */
  type?: number;
  /** Payment method of its one tender (1 cash). */
  method?: number;
  /** Lines: item id, name, qty, unit price (minor units). */
  lines: Array<{ id: number; menu: number; name: string; qty: number; price: number; status?: number }>;
  /** Session the bill was paid in. */
  session?: number;
}

/** A closed bill's document (rekap_transaksi with `lines` and `tenders`): no tax or service, total = Σ lines. */
export function billDoc(b: BillSpec): Record<string, unknown> {
  const sold = b.lines.filter((l) => (l.status ?? 0) === 0);
  const total = sold.reduce((s, l) => s + l.qty * l.price, 0);
  return {
    r_t_id: b.id,
    r_t_m_w_id: b.outlet,
    r_t_tmp_transaction_id: b.id,
    r_t_rekap_modal_id: b.session ?? null,
    r_t_nota_code: `N-${b.id}`,
    r_t_bigboss: "Pelanggan",
    r_t_tanggal: b.date,
    r_t_jam: b.time ?? "12:30:00",
    r_t_m_t_t_id: b.type ?? 1,
    r_t_m_payment_method_id: b.method ?? 1,
    r_t_nominal: total,
    r_t_nominal_pajak: 0,
    r_t_nominal_sc: 0,
    r_t_nominal_total_bayar: total,
    r_t_nominal_uang: total,
    r_t_tax_bp: 0,
    r_t_sc_bp: 0,
    r_t_pembulatan: "none",
    r_t_kasir_id: 1,
    r_t_lost_bill: false,
    r_l_b_jenis: null,
    created_at: `${b.date}T05:30:00.000Z`,
    lines: b.lines.map((l) => ({
      r_t_detail_id: l.id,
      r_t_detail_r_t_id: b.id,
      m_produk_id: l.menu,
      m_produk_nama: l.name,
      m_produk_m_jenis_produk_id: 1,
      r_t_detail_qty: l.qty,
      r_t_detail_qty_qr: l.qty,
      r_t_detail_price: l.price,
      r_t_detail_options: [],
      r_t_detail_nominal: l.qty * l.price,
      r_t_detail_status: l.status ?? 0,
      r_t_detail_reasone_approve: "",
      r_t_detail_tax_status: false,
      r_t_detail_sc_status: false,
    })),
    tenders: [
      {
        r_t_p_id: b.id,
        r_t_id: b.id,
        m_w_id: b.outlet,
        m_payment_method_id: b.method ?? 1,
        r_t_p_nominal: total,
        r_t_p_nominal_uang: total,
        r_t_p_approval_code: "",
        r_t_p_share: 0,
      },
    ],
  };
}

/** A refund's document (rekap_refund with `lines`): `qty` units of bill line `line` at `price` each, made at `at`. */
export function refundDoc(r: { outlet: number; id: number; bill: number; line: number; qty: number; price: number; at: string }) {
  return {
    r_r_id: r.id,
    m_w_id: r.outlet,
    r_t_id: r.bill,
    r_r_nominal: r.qty * r.price,
    r_r_nominal_pajak: 0,
    r_r_nominal_sc: 0,
    r_r_nominal_total: r.qty * r.price,
    user_id: 1,
    created_at: r.at,
    lines: [{ id: r.id, r_r_id: r.id, r_t_detail_id: r.line, qty: r.qty, nominal: r.qty * r.price }],
  };
}

/** A voided payment's document (rekap_transaksi_void): bill `bill` (its snapshot as the outlet writes it). */
export function voidDoc(v: { outlet: number; id: number; bill: number; date: string; total: number; at: string }) {
  return {
    r_t_v_id: v.id,
    m_w_id: v.outlet,
    r_t_id: v.bill,
    tmp_transaction_id: v.bill,
    r_t_v_keterangan: "Salah tekan EDC",
    r_t_v_user_id: 1,
    r_t_v_snapshot: {
      transaction: { id: v.bill, businessDate: v.date, total: v.total, noteNumber: `N-${v.bill}` },
      tenders: [],
      lines: [],
    },
    created_at: v.at,
  };
}
