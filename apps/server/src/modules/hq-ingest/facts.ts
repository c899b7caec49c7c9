/**
 * A pushed (or stored) bill, refund or void as the daily rollups see it (domain `RollupBill`,
 * `RollupRefund`; db/schema/rollups.ts), with the names the rollups label their rows with taken from
 * head office's master data (transaction types, payment methods, the item's category).
 */
import { PAYMENT_METHOD, ROLLUP_TABLES, type RollupBill, type RollupDeltas, type RollupRefund, TIME_ZONE } from "@waroeng/domain";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import type { Row } from "./upsert.ts";

/** Names by id: transaction types, payment methods, and each item's category (id and name). */
export interface Names {
  types: Map<number, string>;
  methods: Map<number, string>;
  categories: Map<number, { id: number; name: string }>;
}

const ids = (xs: Iterable<unknown>) => `{${[...new Set([...xs].map(Number).filter((n) => Number.isInteger(n) && n > 0))].join(",")}}`;

/** Loads the names `bills` (with `lines` and `tenders`) need: three small queries. */
export async function loadNames(tx: DbOrTx, bills: Row[]): Promise<Names> {
  const lines = bills.flatMap((b) => (b.lines as Row[] | undefined) ?? []);
  const tenders = bills.flatMap((b) => (b.tenders as Row[] | undefined) ?? []);
  const [types, methods, categories] = await Promise.all([
    tx.execute<{ id: number; name: string }>(
      sql`select m_t_t_id as id, m_t_t_name as name from m_transaction_type where m_t_t_id = any(${ids(bills.map((b) => b.r_t_m_t_t_id))}::int[])`,
    ),
    tx.execute<{ id: number; name: string }>(
      sql`select m_payment_method_id as id, m_payment_method_name as name from m_payment_method
        where m_payment_method_id = any(${ids(tenders.map((t) => t.m_payment_method_id))}::int[])`,
    ),
    tx.execute<{ menu: number; id: number; name: string }>(
      sql`select m.m_menu_id as menu, k.m_kategori_id as id, k.m_kategori_nama as name from m_menu m
        join m_kategori k on k.m_kategori_id = m.m_menu_m_kategori_id where m.m_menu_id = any(${ids(lines.map((l) => l.m_produk_id))}::int[])`,
    ),
  ]);
  return {
    types: new Map(types.rows.map((r) => [r.id, r.name])),
    methods: new Map(methods.rows.map((r) => [r.id, r.name])),
    categories: new Map(categories.rows.map((r) => [r.menu, { id: r.id, name: r.name }])),
  };
}

const num = (v: unknown) => Number(v ?? 0) || 0;
const str = (v: unknown) => (typeof v === "string" ? v : "");

/** The business date (`YYYY-MM-DD`, Asia/Jakarta) of instant `at` (ISO string or Date; now when missing). */
export function jakartaDate(at: unknown): string {
  const d = at ? new Date(at as string) : new Date();
  return new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(Number.isNaN(d.getTime()) ? new Date() : d);
}

/** A bill's write-off kind: its Lost Bill row's, else by its method (9 Lost Bill, 10 Gratis), else null (a sale). */
export function writeOffOf(bill: Row): "lostbill" | "gratis" | null {
  const kind = bill.r_l_b_jenis;
  if (kind === "lostbill" || kind === "gratis") {
    return kind;
  }
  const method = num(bill.r_t_m_payment_method_id);
  return method === PAYMENT_METHOD.LOST_BILL ? "lostbill" : method === PAYMENT_METHOD.GRATIS ? "gratis" : null;
}

/** Bill `b` (hq_bill columns with `lines` and `tenders` as hq_bill_line / hq_tender rows) as rollup facts. */
export function billFacts(outletId: number, b: Row, names: Names): RollupBill {
  return {
    outletId,
    businessDate: str(b.r_t_tanggal),
    hour: Math.min(23, Math.max(0, Number.parseInt(str(b.r_t_jam).slice(0, 2), 10) || 0)),
    typeId: num(b.r_t_m_t_t_id),
    typeName: names.types.get(num(b.r_t_m_t_t_id)) ?? "",
    subtotal: num(b.r_t_nominal),
    tax: num(b.r_t_nominal_pajak),
    serviceCharge: num(b.r_t_nominal_sc),
    discount: num(b.r_t_nominal_diskon),
    voucher: num(b.r_t_nominal_voucher),
    rounding: num(b.r_t_nominal_pembulatan),
    total: num(b.r_t_nominal_total_bayar),
    freeChange: num(b.r_t_nominal_free_kembalian),
    cashWithdrawal: num(b.r_t_nominal_tarik_tunai),
    writeOff: writeOffOf(b),
    lines: ((b.lines as Row[] | undefined) ?? []).map((l) => {
      const category = names.categories.get(num(l.m_produk_id));
      return {
        menuId: num(l.m_produk_id),
        menuName: str(l.m_produk_nama),
        categoryId: category?.id ?? 0,
        categoryName: category?.name ?? "",
        qty: num(l.r_t_detail_qty),
        price: num(l.r_t_detail_price),
        nominal: num(l.r_t_detail_nominal),
        status: num(l.r_t_detail_status),
        reason: str(l.r_t_detail_reasone_approve),
        options: ((l.r_t_detail_options as Row[] | undefined) ?? []).map((o) => ({
          option_id: num(o.option_id),
          group_name: str(o.group_name),
          name: str(o.name),
          price: num(o.price),
        })),
      };
    }),
    tenders: ((b.tenders as Row[] | undefined) ?? []).map((t) => ({
      methodId: num(t.m_payment_method_id),
      methodName: names.methods.get(num(t.m_payment_method_id)) ?? "",
      amount: num(t.r_t_p_nominal),
    })),
  };
}

/**
 * Refund `r` (hq_refund columns with `lines`) as rollup facts: made on its Jakarta date, off the day of
 * its bill (`billDate`; the refund's own day when the bill never reached head office); each line
 * named by its bill line in `billLines` (by r_t_detail_id; a line not found counts only in the day's figures).
 */
export function refundFacts(outletId: number, r: Row, billDate: string | undefined, billLines: Map<number, Row>): RollupRefund {
  const date = jakartaDate(r.created_at);
  const lines = ((r.lines as Row[] | undefined) ?? []).flatMap((l) => {
    const line = billLines.get(num(l.r_t_detail_id));
    if (!line) {
      return [];
    }
    return [
      {
        menuId: num(line.m_produk_id),
        menuName: str(line.m_produk_nama),
        status: num(line.r_t_detail_status),
        qty: num(l.qty),
        nominal: num(l.nominal),
        options: ((line.r_t_detail_options as Row[] | undefined) ?? []).map((o) => ({
          option_id: num(o.option_id),
          group_name: str(o.group_name),
          name: str(o.name),
          price: num(o.price),
        })),
      },
    ];
  });
  return { outletId, date, billDate: billDate ?? date, total: num(r.r_r_nominal_total), lines };
}

/** Only the void's own count on `date` (a bill voided before head office ever had it: there are no sales to take off). */
export function voidCountDeltas(outletId: number, date: string, total: number): RollupDeltas {
  const day: Record<string, unknown> = { m_w_id: outletId, business_date: date };
  for (const c of ROLLUP_TABLES.day.sums) {
    day[c] = 0;
  }
  day.void_count = 1;
  day.void_total = total;
  return {
    day: [day as unknown as RollupDeltas["day"][number]],
    item: [],
    reason: [],
    option: [],
    method: [],
    type: [],
    hour: [],
    qris: [],
  };
}
