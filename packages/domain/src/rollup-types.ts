/**
 * The shapes of the daily rollups (rollups.ts): one bill's and one refund's facts, and the rows to
 * add per rollup table (server db/schema/rollups.ts). Money integer minor units; dates `YYYY-MM-DD`.
 */
/** A line of a paid bill as the rollups need it (status 0 sold, 2 cancelled, 3/4 warranty). */
export interface RollupLine {
  menuId: number;
  /** The name the line was paid with (`m_produk_nama`). */
  menuName: string;
  /** The item's category when paid (0 and "" when unknown). */
  categoryId: number;
  categoryName: string;
  qty: number;
  /** Unit price as paid, options included. */
  price: number;
  /** What the line charges (`r_t_detail_nominal`). */
  nominal: number;
  status: number;
  /** The cancellation / warranty reason (`r_t_detail_reasone_approve`). */
  reason: string;
  /** The options as paid: per-unit price delta. */
  options: ReadonlyArray<{ option_id: number; group_name: string; name: string; price: number }>;
}

/** A tender of a paid bill. */
export interface RollupTender {
  methodId: number;
  methodName: string;
  amount: number;
}

/** One paid bill's facts (a rekap_transaksi row with its lines, tenders and write-off). */
export interface RollupBill {
  outletId: number;
  businessDate: string;
  /** 0–23, Asia/Jakarta (the hour of `r_t_jam`). */
  hour: number;
  typeId: number;
  typeName: string;
  subtotal: number;
  tax: number;
  serviceCharge: number;
  discount: number;
  voucher: number;
  rounding: number;
  /** What the bill charges after rounding (`r_t_nominal_total_bayar`). */
  total: number;
  freeChange: number;
  cashWithdrawal: number;
  writeOff: "lostbill" | "gratis" | null;
  lines: readonly RollupLine[];
  tenders: readonly RollupTender[];
  /**
   * The QRIS charges linked to the bill (`qris_charge.q_c_r_t_id`), for the QRIS reconciliation's
   * day rollup: `linked` any charge at all; `charges`, `asked`, `unique` the count, Σ amount asked
   * (bill + unique code) and Σ unique codes of those whose money arrived (paid, or money to return).
   * Absent where the charges are not known (head office): then no QRIS row is added.
   */
  qris?: RollupQris;
}

/** A bill's QRIS charges as the QRIS day rollup needs them (see `RollupBill.qris`). Money minor units. */
export interface RollupQris {
  linked: boolean;
  charges: number;
  asked: number;
  unique: number;
}

/** A refunded line: the refunded units of one bill line. */
export interface RollupRefundLine {
  menuId: number;
  menuName: string;
  /** The item's category (labels only; 0 and "" when unknown). */
  categoryId?: number;
  categoryName?: string;
  /** The bill line's status (only sold lines, 0, come off the item and option sales). */
  status: number;
  qty: number;
  nominal: number;
  options: RollupLine["options"];
}

/** One refund's facts: made on `date`, of a bill of `billDate`. */
export interface RollupRefund {
  outletId: number;
  date: string;
  billDate: string;
  /** Paid back (`r_r_nominal_total`). */
  total: number;
  lines: readonly RollupRefundLine[];
}

/** A `rollup_day` row's figures (see the server schema for each column's meaning). */
export interface DayFigures {
  bills: number;
  sales: number;
  total: number;
  written_off_bills: number;
  gratis: number;
  lost_bill: number;
  gross: number;
  discount: number;
  discount_bills: number;
  voucher: number;
  voucher_bills: number;
  tax: number;
  service: number;
  rounding: number;
  free_change: number;
  cash_withdrawal: number;
  refund_count: number;
  refund_total: number;
  void_count: number;
  void_total: number;
}

export type Key = { m_w_id: number; business_date: string };
export type DayRow = Key & DayFigures;
export type ItemRow = Key & {
  m_menu_id: number;
  menu_name: string;
  m_kategori_id: number;
  category_name: string;
  qty: number;
  gross: number;
  discount: number;
  net: number;
  refund_qty: number;
  refund_total: number;
  refund_made_qty: number;
  refund_made_total: number;
};
export type ReasonRow = Key & { status: number; reason: string; qty: number; total: number };
export type OptionRow = Key & { m_option_id: number; group_name: string; option_name: string; qty: number; total: number };
export type MethodRow = Key & { m_payment_method_id: number; method_name: string; count: number; total: number };
export type TypeRow = Key & {
  m_t_t_id: number;
  type_name: string;
  bills: number;
  gross: number;
  tax: number;
  service: number;
  total: number;
};
export type HourRow = Key & { hour: number; bills: number; total: number };
/**
 * A day's QRIS for the reconciliation: the charges whose money arrived and that paid a bill, on the
 * bill's day (`charges`, Σ `charge_total` asked, Σ `charge_unique`), and the bills with a QRIS tender
 * and no charge linked (`uncharged_bills`).
 */
export type QrisRow = Key & { charges: number; charge_total: number; charge_unique: number; uncharged_bills: number };

/** The rows to add, per rollup table (each list sorted by key, one row per key). */
export interface RollupDeltas {
  day: DayRow[];
  item: ItemRow[];
  reason: ReasonRow[];
  option: OptionRow[];
  method: MethodRow[];
  type: TypeRow[];
  hour: HourRow[];
  qris: QrisRow[];
}
