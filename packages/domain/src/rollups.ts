/**
 * Daily rollups (pure): one paid bill's, refund's or void's facts turned into the rows to ADD to the
 * daily rollup tables of its outlet (`rollup_day`, `rollup_day_item`, `rollup_day_reason`,
 * `rollup_day_option`, `rollup_day_method`, `rollup_day_type`, `rollup_day_hour`, `rollup_day_qris`; server
 * `db/schema/rollups.ts`). The outlet adds them in the paying / refunding / voiding transaction, head
 * office at ingest; a bill that changes is corrected by adding `rollupDeltas(old, -1)` and
 * `rollupDeltas(new, 1)` in the changing transaction (`mergeRollupDeltas` folds them into one set).
 *
 * Counted exactly as the sales report counts the bills themselves (server reports.service.ts):
 * - a bill counts on its business date (`r_t_tanggal`, Asia/Jakarta) and hour (`r_t_jam`'s hour);
 *   a write-off (Lost Bill, Gratis) is out of the sales figures (`bills`, `sales`, `total`, per type,
 *   per hour) but in the bill sums (`gross`, `discount`, `tax` …), its total in `gratis`/`lost_bill`;
 * - lines by status: 0 sold (per item and option), 2 cancelled, 3 and 4 warranty (per reason);
 * - tenders per method: the bills that used it (once per bill) and Σ what they paid;
 * - a refund counts on the day it was made (`refund_count`, `refund_total`, the item's `refund_made_*`)
 *   and comes off its bill's day (the item's `refund_qty`/`refund_total`, the option's qty and total);
 * - a void (wrong EDC tap) removes the bill's facts and counts on the bill's day (`void_count`, `void_total`);
 * - QRIS (`rollup_day_qris`, when the bill's charges are known): the charges whose money arrived and
 *   that paid the bill, on the bill's day, and a bill with a QRIS tender but no charge (confirmed by eye).
 * Money is integer minor units; dates `YYYY-MM-DD`.
 */

import { PAYMENT_METHOD } from "./payment-methods.ts";
import type { DayFigures, DayRow, ItemRow, Key, MethodRow, RollupBill, RollupDeltas, RollupRefund } from "./rollup-types.ts";

export type * from "./rollup-types.ts";

/** Each table's key columns (after m_w_id, business_date) and the columns `mergeRollupDeltas` adds; the rest are labels. */
export const ROLLUP_TABLES = {
  day: { table: "rollup_day", key: [], sums: DAY_SUMS() },
  item: {
    table: "rollup_day_item",
    key: ["m_menu_id", "menu_name"],
    sums: ["qty", "gross", "discount", "net", "refund_qty", "refund_total", "refund_made_qty", "refund_made_total"],
  },
  reason: { table: "rollup_day_reason", key: ["status", "reason"], sums: ["qty", "total"] },
  option: { table: "rollup_day_option", key: ["m_option_id", "group_name", "option_name"], sums: ["qty", "total"] },
  method: { table: "rollup_day_method", key: ["m_payment_method_id"], sums: ["count", "total"] },
  type: { table: "rollup_day_type", key: ["m_t_t_id"], sums: ["bills", "gross", "tax", "service", "total"] },
  hour: { table: "rollup_day_hour", key: ["hour"], sums: ["bills", "total"] },
  qris: { table: "rollup_day_qris", key: [], sums: ["charges", "charge_total", "charge_unique", "uncharged_bills"] },
} as const satisfies Record<keyof RollupDeltas, { table: string; key: readonly string[]; sums: readonly string[] }>;

function DAY_SUMS(): Array<keyof DayFigures> {
  return [
    "bills",
    "sales",
    "total",
    "written_off_bills",
    "gratis",
    "lost_bill",
    "gross",
    "discount",
    "discount_bills",
    "voucher",
    "voucher_bills",
    "tax",
    "service",
    "rounding",
    "free_change",
    "cash_withdrawal",
    "refund_count",
    "refund_total",
    "void_count",
    "void_total",
  ];
}

const emptyDeltas = (): RollupDeltas => ({ day: [], item: [], reason: [], option: [], method: [], type: [], hour: [], qris: [] });

function dayRow(key: Key, figures: Partial<DayFigures>): DayRow {
  const row = { ...key } as DayRow;
  for (const c of DAY_SUMS()) {
    row[c] = figures[c] ?? 0;
  }
  return row;
}

const itemRow = (key: Key, menuId: number, menuName: string, categoryId: number, categoryName: string, f: Partial<ItemRow>): ItemRow => ({
  ...key,
  m_menu_id: menuId,
  menu_name: menuName,
  m_kategori_id: categoryId,
  category_name: categoryName,
  qty: f.qty ?? 0,
  gross: f.gross ?? 0,
  discount: f.discount ?? 0,
  net: f.net ?? 0,
  refund_qty: f.refund_qty ?? 0,
  refund_total: f.refund_total ?? 0,
  refund_made_qty: f.refund_made_qty ?? 0,
  refund_made_total: f.refund_made_total ?? 0,
});

/**
 * The rows a paid bill adds (`sign` 1) or takes away (`sign` -1) — see the module doc.
 * @example rollupDeltas(bill, 1).day[0] // { m_w_id: 1, business_date: "2026-11-28", bills: 1, sales: 25000, … }
 */
export function rollupDeltas(bill: RollupBill, sign: 1 | -1): RollupDeltas {
  const key = { m_w_id: bill.outletId, business_date: bill.businessDate };
  const sale = bill.writeOff === null ? 1 : 0;
  const d = emptyDeltas();
  d.day.push(
    dayRow(key, {
      bills: sale,
      sales: sale * (bill.total + bill.freeChange),
      total: sale * bill.total,
      written_off_bills: 1 - sale,
      gratis: bill.writeOff === "gratis" ? bill.total : 0,
      lost_bill: bill.writeOff === "lostbill" ? bill.total : 0,
      gross: bill.subtotal,
      discount: bill.discount,
      discount_bills: bill.discount > 0 ? 1 : 0,
      voucher: bill.voucher,
      voucher_bills: bill.voucher > 0 ? 1 : 0,
      tax: bill.tax,
      service: bill.serviceCharge,
      rounding: bill.rounding,
      free_change: bill.freeChange,
      cash_withdrawal: bill.cashWithdrawal,
    }),
  );
  for (const l of bill.lines) {
    if (l.status === 0) {
      const gross = l.qty * l.price;
      d.item.push(
        itemRow(key, l.menuId, l.menuName, l.categoryId, l.categoryName, {
          qty: l.qty,
          gross,
          net: l.nominal,
          discount: gross - l.nominal,
        }),
      );
      for (const o of l.options) {
        d.option.push({
          ...key,
          m_option_id: o.option_id,
          group_name: o.group_name,
          option_name: o.name,
          qty: l.qty,
          total: o.price * l.qty,
        });
      }
    } else {
      d.reason.push({ ...key, status: l.status, reason: l.reason, qty: l.qty, total: l.qty * l.price });
    }
  }
  const methods = new Map<number, MethodRow>();
  for (const t of bill.tenders) {
    const row = methods.get(t.methodId) ?? { ...key, m_payment_method_id: t.methodId, method_name: t.methodName, count: 1, total: 0 };
    row.total += t.amount;
    methods.set(t.methodId, row);
  }
  d.method.push(...methods.values());
  if (sale) {
    d.type.push({
      ...key,
      m_t_t_id: bill.typeId,
      type_name: bill.typeName,
      bills: 1,
      gross: bill.subtotal,
      tax: bill.tax,
      service: bill.serviceCharge,
      total: bill.total,
    });
    d.hour.push({ ...key, hour: bill.hour, bills: 1, total: bill.total });
  }
  const qris = bill.qris;
  const byQris = bill.tenders.some((t) => t.methodId === PAYMENT_METHOD.QRIS);
  if (qris && (byQris || qris.charges > 0)) {
    d.qris.push({
      ...key,
      charges: qris.charges,
      charge_total: qris.asked,
      charge_unique: qris.unique,
      uncharged_bills: byQris && !qris.linked ? 1 : 0,
    });
  }
  return signed(mergeRollupDeltas(d), sign);
}

/** The rows a refund adds (`sign` 1) or takes away (-1): its day's refund figures, its bill's day's sales off. */
export function refundRollupDeltas(refund: RollupRefund, sign: 1 | -1): RollupDeltas {
  const made = { m_w_id: refund.outletId, business_date: refund.date };
  const billDay = { m_w_id: refund.outletId, business_date: refund.billDate };
  const d = emptyDeltas();
  d.day.push(dayRow(made, { refund_count: 1, refund_total: refund.total }));
  for (const l of refund.lines) {
    const category = [l.categoryId ?? 0, l.categoryName ?? ""] as const;
    d.item.push(itemRow(made, l.menuId, l.menuName, ...category, { refund_made_qty: l.qty, refund_made_total: l.nominal }));
    if (l.status === 0) {
      d.item.push(itemRow(billDay, l.menuId, l.menuName, ...category, { refund_qty: l.qty, refund_total: l.nominal }));
      for (const o of l.options) {
        d.option.push({
          ...billDay,
          m_option_id: o.option_id,
          group_name: o.group_name,
          option_name: o.name,
          qty: -l.qty,
          total: -o.price * l.qty,
        });
      }
    }
  }
  return signed(mergeRollupDeltas(d), sign);
}

/** The rows a void of `bill` adds: the bill's facts out, the void counted on the bill's day. */
export function voidRollupDeltas(bill: RollupBill): RollupDeltas {
  const key = { m_w_id: bill.outletId, business_date: bill.businessDate };
  return mergeRollupDeltas(rollupDeltas(bill, -1), { ...emptyDeltas(), day: [dayRow(key, { void_count: 1, void_total: bill.total })] });
}

function keyOf(table: keyof RollupDeltas, row: Record<string, unknown>): string {
  return JSON.stringify([row.m_w_id, row.business_date, ...ROLLUP_TABLES[table].key.map((k) => row[k])]);
}

/**
 * The sum of several delta sets: one row per key (the sums added; labels such as a category name from
 * the first row that has one), each table sorted by key — the order every writer locks rollup rows in.
 */
export function mergeRollupDeltas(...sets: RollupDeltas[]): RollupDeltas {
  const out = emptyDeltas();
  for (const table of Object.keys(out) as Array<keyof RollupDeltas>) {
    const sums: readonly string[] = ROLLUP_TABLES[table].sums;
    const rows = new Map<string, Record<string, unknown>>();
    for (const set of sets) {
      for (const row of set[table] as Array<Record<string, unknown>>) {
        const k = keyOf(table, row);
        const have = rows.get(k);
        if (!have) {
          rows.set(k, { ...row });
          continue;
        }
        for (const c of sums) {
          have[c] = Number(have[c]) + Number(row[c]);
        }
        for (const [c, v] of Object.entries(row)) {
          if (!sums.includes(c) && (have[c] === "" || have[c] === 0) && v !== "" && v !== 0) {
            have[c] = v;
          }
        }
      }
    }
    (out[table] as Array<Record<string, unknown>>) = [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, r]) => r);
  }
  return out;
}

function signed(d: RollupDeltas, sign: 1 | -1): RollupDeltas {
  if (sign === 1) {
    return d;
  }
  const out = emptyDeltas();
  for (const table of Object.keys(out) as Array<keyof RollupDeltas>) {
    const sums: readonly string[] = ROLLUP_TABLES[table].sums;
    (out[table] as Array<Record<string, unknown>>) = (d[table] as Array<Record<string, unknown>>).map((row) => {
      const r = { ...row };
      for (const c of sums) {
        r[c] = -Number(r[c]);
      }
      return r;
    });
  }
  return out;
}
