/**
 * Writes a settled payment (payment spec §7 POST /recap-transactions), inside the payment's
 * transaction: the closed transaction (rekap_transaksi) and its line snapshots
 * (rekap_transaksi_detail), the order closed (status 2), its tables freed, and a change event.
 */
import { applyRateBp, jakartaParts, LINE_STATUS, lineNominal, money, ORDER_STATUS, type RollupBill } from "@waroeng/domain";
import { getTableColumns, type SQL, sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "../../db/client.ts";
import { preparedSql } from "../../db/prepared.ts";
import { closedTransactionLines, closedTransactions, paymentTenders, writeOffs } from "../../db/schema/index.ts";
import { changeNoticeOf, changePayload } from "../../lib/events.ts";
import { billFactsJson } from "../../lib/rollup-facts.ts";
import type { OrderLineRow } from "../orders/order-totals.ts";
import type { OrderRow } from "../orders/order-tx.ts";
import type { WriteOffRow } from "./payment.lost-bill.ts";
import type { TenderRow } from "./payment.methods.ts";
import { tableNamesSql } from "./payment.order.ts";
import type { Settlement } from "./payment.rules.ts";

/** Everything the record needs besides the settlement. */
export interface PaymentRecord {
  order: OrderRow;
  lines: OrderLineRow[];
  settlement: Settlement;
  cashierId: number;
  cashSessionId: number;
  paymentMethodId: number;
  /** Client's payment difference (selisih), minor units, any sign. */
  difference: number;
  phone: string;
  memberId: string;
  at: Date;
  /** How it was received (rekap_transaksi_payment rows; none for a write-off). */
  tenders: TenderRow[];
  /** A Lost Bill or Gratis, with its reason and approver. */
  writeOff?: WriteOffRow | undefined;
}

/**
 * A line's snapshot, its options copied as they were chosen (their prices are already in `price`):
 * status-0 lines at their nominal (price × qty − discount) with their tax and service-charge shares (half-up of nominal × rate; for display — the header amounts are the
 * authoritative ones); other lines (cancelled, warranty, free) at nominal 0 with their reason.
 */
function lineSnapshot(closedTransactionId: number, order: OrderRow, line: OrderLineRow): typeof closedTransactionLines.$inferInsert {
  const counted = line.status === LINE_STATUS.NORMAL;
  const nominal = counted
    ? lineNominal({
        price: money(line.price),
        qty: line.qty,
        status: line.status,
        taxable: line.taxable,
        serviceCharged: line.serviceCharged,
        discount: money(line.discount),
      })
    : money(0);
  return {
    closedTransactionId,
    menuItemId: line.menuItemId,
    menuItemName: line.menuItemName,
    menuTypeId: line.menuTypeId,
    qty: line.qty,
    originalQty: line.originalQty,
    price: line.price,
    options: line.options,
    nominal,
    tax: counted && line.taxable ? applyRateBp(nominal, order.taxRateBp) : 0,
    serviceCharge: counted && line.serviceCharged ? applyRateBp(nominal, order.serviceChargeRateBp) : 0,
    status: line.status,
    approvalReason: line.approvalReason,
    taxable: line.taxable,
    serviceCharged: line.serviceCharged,
  };
}

/** The closed transaction's columns the payment writes (`tableNames` is read in the statement). */
const BILL_KEYS = [
  "outletId",
  "orderId",
  "cashSessionId",
  "noteNumber",
  "customerName",
  "tableNames",
  "businessDate",
  "time",
  "transactionTypeId",
  "paymentMethodId",
  "subtotal",
  "tax",
  "serviceCharge",
  "globalDiscount",
  "voucher",
  "cashWithdrawal",
  "rounding",
  "total",
  "tendered",
  "change",
  "freeChange",
  "difference",
  "taxRateBp",
  "serviceChargeRateBp",
  "roundingFlag",
  "phone",
  "memberId",
  "cashierId",
  "waiterId",
  "lostBill",
  "createdAt",
] as const satisfies readonly (keyof typeof closedTransactions.$inferInsert)[];
const TENDER_KEYS = ["outletId", "paymentMethodId", "amount", "tendered", "approvalCode", "share"] as const;
const WRITE_OFF_KEYS = ["outletId", "kind", "reason", "approverId", "requestedBy"] as const;
const LINE_KEYS = [
  "menuItemId",
  "menuItemName",
  "menuTypeId",
  "qty",
  "originalQty",
  "price",
  "options",
  "nominal",
  "tax",
  "serviceCharge",
  "status",
  "approvalReason",
  "taxable",
  "serviceCharged",
] as const satisfies readonly (keyof typeof closedTransactionLines.$inferInsert)[];

/** `[key, column name]` pairs per key list (each list is a module constant, written to one table), read once. */
const columnNamesOf = new Map<readonly string[], Array<[string, string]>>();

/** `row` keyed by `table`'s column names (what `jsonb_populate_record` reads), only `keys`. */
function byColumn(table: PgTable, keys: readonly string[], row: object): Record<string, unknown> {
  let names = columnNamesOf.get(keys);
  if (!names) {
    const columns = getTableColumns(table) as Record<string, { name: string }>;
    names = keys.map((k) => [k, columns[k]?.name ?? k]);
    columnNamesOf.set(keys, names);
  }
  const values = row as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, name] of names) {
    out[name] = values[key];
  }
  return out;
}

/** `insert into <table> (<parent>, <keys>) select (select id from rekap), <keys> from <json rows>` as fixed SQL. */
function insertFromJson(table: PgTable, parentColumn: string, keys: readonly string[], param: string): SQL {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const names = keys.map((k) => `"${columns[k]?.name ?? k}"`);
  const { name } = getTableConfig(table);
  return sql`insert into ${sql.raw(`"${name}" ("${parentColumn}", ${names.join(", ")})`)}
    select (select r_t_id from rekap), ${sql.raw(names.map((n) => `x.${n}`).join(", "))}
    from jsonb_populate_recordset(null::${sql.raw(`"${name}"`)}, ${sql.placeholder(param)}::jsonb) with ordinality as x
    order by x.ordinality`;
}

/** The bill's facts for the rollups, read from the rows the statement inserts (CTEs `rekap`, `lines_in`, `tenders`, `write_off`). */
const FACTS = billFactsJson({
  lines: { from: "lines_in d", where: "true" },
  tenders: { from: "tenders p", where: "true" },
  writeOff: { from: "write_off w", where: "true" },
});

/** The statement of recordPayment, built once (db/prepared.ts): every row comes in a jsonb parameter. */
function recordStatement(tx: Tx) {
  return preparedSql<{ rekapId: number; facts: RollupBill }>(tx, "payment_record", () => {
    const billColumns = getTableColumns(closedTransactions) as Record<string, { name: string }>;
    const billNames = BILL_KEYS.map((k) => `"${billColumns[k]?.name}"`);
    const billValues = BILL_KEYS.map((k) =>
      k === "tableNames" ? tableNamesSql(sql.placeholder("orderId"), sql.placeholder("tableId")) : sql.raw(`b."${billColumns[k]?.name}"`),
    );
    const orderId = sql`${sql.placeholder("orderId")}::int`;
    const at = sql`${sql.placeholder("at")}::timestamptz`;
    return sql`with rekap as (
        insert into rekap_transaksi (${sql.raw(billNames.join(", "))})
        select ${sql.join(billValues, sql`, `)} from jsonb_populate_record(null::rekap_transaksi, ${sql.placeholder("bill")}::jsonb) as b
        returning *
      ), closed as (
        update tmp_transaction set tmp_transaction_status = ${ORDER_STATUS.CLOSED}, closed_at = ${at}, updated_at = ${at}
        where tmp_transaction_id = ${orderId} returning tmp_transaction_id
      ), freed as (
        delete from tmp_transaction_meja where tmp_transaction_id = ${orderId} returning m_meja_id
      ), tenders as (${insertFromJson(paymentTenders, "r_t_id", TENDER_KEYS, "tenders")} returning *),
      write_off as (${insertFromJson(writeOffs, "r_t_id", WRITE_OFF_KEYS, "writeOff")} returning *),
      lines_in as (${insertFromJson(closedTransactionLines, "r_t_detail_r_t_id", LINE_KEYS, "lines")} returning *)
      select t.r_t_id as "rekapId", ${sql.raw(FACTS)} as facts, (select ${changeNoticeOf("event")} from closed) as notified
      from rekap t left join m_transaction_type tt on tt.m_t_t_id = t.r_t_m_t_t_id`;
  });
}

/**
 * Stores the payment and closes the order, in ONE statement (its text fixed, built once): the closed
 * transaction (with the names of the tables the order holds, read in the same statement), its
 * tenders, its write-off if any, and its line snapshots (each list one jsonb parameter), the order
 * closed, its tables freed and the `orders` event (data-modifying CTEs), and the bill's facts for the
 * daily rollups read from the rows it inserted (no second read). Business date and `HH:mm` time are Asia/Jakarta.
 * @returns the new rekap_transaksi id and the bill's facts (domain RollupBill).
 * @throws the database's unique violation (23505) when the order was paid meanwhile (the caller maps it to 409).
 */
export async function recordPayment(tx: Tx, rec: PaymentRecord): Promise<{ rekapId: number; facts: RollupBill }> {
  const { order, settlement } = rec;
  const { totals } = settlement;
  const when = jakartaParts(rec.at);
  const bill = {
    outletId: order.outletId,
    orderId: order.id,
    cashSessionId: rec.cashSessionId,
    noteNumber: order.noteNumber,
    customerName: order.customerName,
    tableNames: "",
    businessDate: when.date,
    time: when.time,
    transactionTypeId: order.transactionTypeId,
    paymentMethodId: rec.paymentMethodId,
    subtotal: totals.subtotal,
    tax: totals.tax,
    serviceCharge: totals.serviceCharge,
    globalDiscount: totals.globalDiscount,
    voucher: totals.voucher,
    cashWithdrawal: totals.cashWithdrawal,
    rounding: totals.rounding,
    total: totals.rounded,
    tendered: settlement.tendered,
    change: settlement.change,
    freeChange: settlement.freeChange,
    difference: rec.difference,
    taxRateBp: order.taxRateBp,
    serviceChargeRateBp: order.serviceChargeRateBp,
    roundingFlag: order.rounding,
    phone: rec.phone,
    memberId: rec.memberId || order.memberId,
    cashierId: rec.cashierId,
    waiterId: order.waiterId,
    lostBill: rec.writeOff?.kind === "lostbill",
    createdAt: rec.at.toISOString(),
  } satisfies Record<(typeof BILL_KEYS)[number], unknown>;
  // How it was received and any write-off, in the same statement (data-modifying CTEs run even when not read).
  const tenders = rec.tenders.map((t) => byColumn(paymentTenders, TENDER_KEYS, { ...t, share: t.share ?? 0, outletId: order.outletId }));
  const writeOff = rec.writeOff ? [byColumn(writeOffs, WRITE_OFF_KEYS, { ...rec.writeOff, outletId: order.outletId })] : [];
  // Every payment has a counted line (settlePayment refuses an empty cart), so this insert has rows.
  const lines = rec.lines
    .filter((line) => line.qty > 0)
    .map((line) => byColumn(closedTransactionLines, LINE_KEYS, lineSnapshot(0, order, line)));
  const { rows } = await recordStatement(tx).execute({
    bill: JSON.stringify(byColumn(closedTransactions, BILL_KEYS, bill)),
    orderId: order.id,
    tableId: order.tableId,
    at: rec.at.toISOString(),
    tenders: JSON.stringify(tenders),
    writeOff: JSON.stringify(writeOff),
    lines: JSON.stringify(lines),
    event: changePayload(order.outletId, { topic: "orders", orderId: order.id }),
  });
  const row = rows[0];
  if (row === undefined) {
    throw new Error("rekap_transaksi insert returned no row");
  }
  return row;
}
