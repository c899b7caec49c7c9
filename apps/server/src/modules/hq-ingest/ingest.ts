/**
 * Head office's ingest of one push batch (docs/chain-sync.md "Head office's data"), inside
 * `receivePush`'s transaction: every record lands in its relational table (db/schema/hq.ts), keyed by
 * outlet and the outlet's id, an older state (lower `seq`) never overwriting a newer one; bills,
 * refunds and voids move the daily rollups (domain rollups.ts; head office's week and month ones too): a bill's or refund's newer state takes
 * its old facts off and adds its new ones, a void takes its bill off its day; the days whose item rows
 * moved are marked for the chain-wide rows (lib/chain-rollups.ts), which ingest never writes.
 *
 * Concurrency: the batch first upserts its outlet's `hq_outlet_contact` row, whose row lock orders the
 * pushes of ONE outlet (the read-then-write of old facts is then safe); pushes of different outlets
 * touch different rows only (no sequence, no chain-wide row), and readers never wait (MVCC).
 */
import { type RollupDeltas, refundRollupDeltas, rollupDeltas, voidRollupDeltas } from "@waroeng/domain";
import type { SyncPushKind as PushKind, SyncPushBody } from "@waroeng/domain/requests";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  hqAudits,
  hqBillLines,
  hqBills,
  hqCashMutations,
  hqCashSessions,
  hqDrawerOpenings,
  hqRefundLines,
  hqRefunds,
  hqTenders,
  hqTips,
  hqVoids,
} from "../../db/schema/hq.ts";
import { markRollupDays } from "../../lib/chain-rollups.ts";
import { applyRollupDeltasWithPeriods } from "../../lib/rollups.ts";

import { billFacts, jakartaDate, loadNames, refundFacts, voidCountDeltas } from "./facts.ts";
import { type Row, replaceChildren, upsertVersioned } from "./upsert.ts";

type PushRecord = SyncPushBody["records"][number];

const intList = (xs: number[]) => `{${xs.join(",")}}`;
const rowsOf = (v: unknown) => (Array.isArray(v) ? (v as Row[]) : []);

/** Stored rows of `table` for outlet `outletId` and ids `ids`, each with its `hq_seq`, by id. */
async function stored(tx: DbOrTx, query: ReturnType<typeof sql>): Promise<Map<number, Row>> {
  const { rows } = await tx.execute<{ id: number; doc: Row }>(query);
  return new Map(rows.map((r) => [Number(r.id), r.doc]));
}

/** The stored rows of `records` (those already at head office). */
const storedOf = (records: PushRecord[], old: Map<number, Row>): Row[] =>
  records.map((r) => old.get(r.source_id)).filter((b): b is Row => b !== undefined);

/** The records whose state is newer than the stored one (or not stored yet). */
const newer = (records: PushRecord[], old: Map<number, Row>) => records.filter((r) => Number(old.get(r.source_id)?.hq_seq ?? 0) < r.seq);

async function ingestBills(tx: DbOrTx, outletId: number, records: PushRecord[]): Promise<RollupDeltas[]> {
  const ids = intList(records.map((r) => r.source_id));
  const old = await stored(
    tx,
    sql`select b.r_t_id as id, to_jsonb(b) || jsonb_build_object(
        'lines', coalesce((select jsonb_agg(to_jsonb(l)) from hq_bill_line l where l.m_w_id = b.m_w_id and l.r_t_detail_r_t_id = b.r_t_id), '[]'),
        'tenders', coalesce((select jsonb_agg(to_jsonb(t)) from hq_tender t where t.m_w_id = b.m_w_id and t.r_t_id = b.r_t_id), '[]')) as doc
      from hq_bill b where b.m_w_id = ${outletId} and b.r_t_id = any(${ids}::int[])`,
  );
  const fresh = newer(records, old);
  if (fresh.length === 0) {
    return [];
  }
  const bills: Row[] = fresh.map((r) => ({
    ...r.payload,
    m_w_id: outletId,
    r_t_id: r.source_id,
    hq_seq: r.seq,
    r_t_tanggal: r.payload.r_t_tanggal ?? jakartaDate(r.payload.created_at),
  }));
  const replaced = storedOf(fresh, old).filter((b) => !b.voided_at);
  const names = await loadNames(tx, [...bills, ...replaced]);
  await upsertVersioned(tx, hqBills, bills);
  const billIds = fresh.map((r) => r.source_id);
  const lines = bills.flatMap((b) => rowsOf(b.lines).map((l) => ({ ...l, m_w_id: outletId, r_t_detail_r_t_id: b.r_t_id })));
  await replaceChildren(tx, hqBillLines, "r_t_detail_r_t_id", outletId, billIds, lines);
  const tenders = bills.flatMap((b) => rowsOf(b.tenders).map((t) => ({ ...t, m_w_id: outletId, r_t_id: b.r_t_id })));
  await replaceChildren(tx, hqTenders, "r_t_id", outletId, billIds, tenders);
  const voided = new Set(fresh.filter((r) => old.get(r.source_id)?.voided_at).map((r) => r.source_id));
  return [
    ...replaced.map((b) => rollupDeltas(billFacts(outletId, b, names), -1)),
    ...bills.filter((b) => !voided.has(Number(b.r_t_id))).map((b) => rollupDeltas(billFacts(outletId, b, names), 1)),
  ];
}

async function ingestRefunds(tx: DbOrTx, outletId: number, records: PushRecord[]): Promise<RollupDeltas[]> {
  const old = await stored(
    tx,
    sql`select r.r_r_id as id, to_jsonb(r) || jsonb_build_object('lines',
        coalesce((select jsonb_agg(to_jsonb(l)) from hq_refund_line l where l.m_w_id = r.m_w_id and l.r_r_id = r.r_r_id), '[]')) as doc
      from hq_refund r where r.m_w_id = ${outletId} and r.r_r_id = any(${intList(records.map((r) => r.source_id))}::int[])`,
  );
  const fresh = newer(records, old);
  if (fresh.length === 0) {
    return [];
  }
  const refunds: Row[] = fresh.map((r) => ({ ...r.payload, m_w_id: outletId, r_r_id: r.source_id, hq_seq: r.seq }));
  const replaced = storedOf(fresh, old);
  const all = [...refunds, ...replaced];
  const billIds = intList(all.map((r) => Number(r.r_t_id)).filter(Number.isInteger));
  const lineIds = intList(all.flatMap((r) => rowsOf(r.lines).map((l) => Number(l.r_t_detail_id))).filter(Number.isInteger));
  const [dates, lines] = await Promise.all([
    tx.execute<{ id: number; date: string }>(
      sql`select r_t_id as id, r_t_tanggal::text as date from hq_bill where m_w_id = ${outletId} and r_t_id = any(${billIds}::int[])`,
    ),
    tx.execute<{ id: number; doc: Row }>(
      sql`select r_t_detail_id as id, to_jsonb(l) as doc from hq_bill_line l where m_w_id = ${outletId} and r_t_detail_id = any(${lineIds}::int[])`,
    ),
  ]);
  const billDate = new Map(dates.rows.map((r) => [Number(r.id), r.date]));
  const billLines = new Map(lines.rows.map((r) => [Number(r.id), r.doc]));
  await upsertVersioned(tx, hqRefunds, refunds);
  const refundLines = refunds.flatMap((r) => rowsOf(r.lines).map((l) => ({ ...l, m_w_id: outletId, r_r_id: r.r_r_id })));
  await replaceChildren(
    tx,
    hqRefundLines,
    "r_r_id",
    outletId,
    fresh.map((r) => r.source_id),
    refundLines,
  );
  const facts = (r: Row) => refundFacts(outletId, r, billDate.get(Number(r.r_t_id)), billLines);
  return [...replaced.map((r) => refundRollupDeltas(facts(r), -1)), ...refunds.map((r) => refundRollupDeltas(facts(r), 1))];
}

/** Voided payments: stored once (a void never changes); the first arrival takes its bill off its day. */
async function ingestVoids(tx: DbOrTx, outletId: number, records: PushRecord[]): Promise<RollupDeltas[]> {
  const rows = records.map((r) => {
    const snap = (r.payload.r_t_v_snapshot ?? {}) as { transaction?: Row };
    const t = snap.transaction ?? {};
    return {
      m_w_id: outletId,
      void_kind: "payment",
      source_id: r.source_id,
      hq_seq: r.seq,
      r_t_id: r.payload.r_t_id,
      tmp_transaction_id: r.payload.tmp_transaction_id,
      nota_code: t.noteNumber,
      business_date: t.businessDate ?? jakartaDate(r.payload.created_at),
      total: t.total,
      reason: r.payload.r_t_v_keterangan,
      user_id: r.payload.r_t_v_user_id,
      snapshot: snap,
      created_at: r.payload.created_at,
    };
  });
  const { rows: firsts } = await tx.execute<{ source_id: number }>(
    sql`select x.source_id from unnest(${intList(rows.map((r) => r.source_id))}::int[]) x(source_id)
      where not exists (select 1 from hq_void v where v.m_w_id = ${outletId} and v.void_kind = 'payment' and v.source_id = x.source_id)`,
  );
  await upsertVersioned(tx, hqVoids, rows);
  const first = new Set(firsts.map((f) => Number(f.source_id)));
  const arriving = rows.filter((r) => first.has(r.source_id));
  if (arriving.length === 0) {
    return [];
  }
  const { rows: bills } = await tx.execute<{ id: number; doc: Row }>(
    sql`update hq_bill b set voided_at = now() where b.m_w_id = ${outletId} and b.voided_at is null
        and b.r_t_id = any(${intList(arriving.map((r) => Number(r.r_t_id)))}::int[])
      returning b.r_t_id as id, to_jsonb(b) || jsonb_build_object(
        'lines', coalesce((select jsonb_agg(to_jsonb(l)) from hq_bill_line l where l.m_w_id = b.m_w_id and l.r_t_detail_r_t_id = b.r_t_id), '[]'),
        'tenders', coalesce((select jsonb_agg(to_jsonb(t)) from hq_tender t where t.m_w_id = b.m_w_id and t.r_t_id = b.r_t_id), '[]')) as doc`,
  );
  const names = await loadNames(
    tx,
    bills.map((b) => b.doc),
  );
  const known = new Map(bills.map((b) => [Number(b.id), b.doc]));
  return arriving.map((v) => {
    const bill = known.get(Number(v.r_t_id));
    return bill
      ? voidRollupDeltas(billFacts(outletId, bill, names))
      : voidCountDeltas(outletId, String(v.business_date), Number(v.total ?? 0) || 0);
  });
}

/** Deleted open orders: hq_void rows of kind `order` (not sales: no rollup moves). */
function orderDeletions(outletId: number, records: PushRecord[]): Row[] {
  return records.map((r) => ({
    m_w_id: outletId,
    void_kind: "order",
    source_id: r.source_id,
    hq_seq: r.seq,
    tmp_transaction_id: r.payload.tmp_transaction_id,
    nota_code: r.payload.tmp_transaction_note_number,
    business_date: r.payload.tmp_transaction_business_date ?? jakartaDate(r.payload.deleted_at),
    total: r.payload.total,
    user_id: r.payload.deleted_by,
    snapshot: {
      lines: r.payload.lines ?? [],
      customer_name: r.payload.tmp_transaction_customer_name ?? "",
      table_names: r.payload.table_names ?? "",
      dish_count: r.payload.dish_count ?? 0,
    },
    created_at: r.payload.deleted_at,
  }));
}

/**
 * Stores batch `batchId`'s `records` of outlet `outletId` (each already checked to be that outlet's)
 * in `tx`, and applies the rollup deltas they cause in one statement. Records of one row are folded to
 * the newest first. `receivedAt` (ISO): when they reached head office, for documents stored earlier (default now). Throws what the database throws (the caller's transaction then stores nothing).
 */
export async function ingestBatch(
  tx: DbOrTx,
  outletId: number,
  batchId: string,
  records: PushRecord[],
  receivedAt?: string,
): Promise<void> {
  // The outlet's row lock (see the module doc); a re-ingest of old documents passes when they arrived.
  await tx.execute(sql`insert into hq_outlet_contact as c (m_w_id, last_push_at, last_batch_id)
    values (${outletId}, coalesce(${receivedAt ?? null}::timestamptz, now()), ${batchId})
    on conflict (m_w_id) do update set last_push_at = greatest(c.last_push_at, excluded.last_push_at),
      last_batch_id = case when excluded.last_push_at >= c.last_push_at then excluded.last_batch_id else c.last_batch_id end`);
  const byKind = new Map<PushKind, Map<number, PushRecord>>();
  for (const r of records) {
    const kind = byKind.get(r.kind) ?? new Map<number, PushRecord>();
    if ((kind.get(r.source_id)?.seq ?? 0) < r.seq) {
      kind.set(r.source_id, r);
    }
    byKind.set(r.kind, kind);
  }
  const of = (kind: PushKind) => [...(byKind.get(kind)?.values() ?? [])].sort((a, b) => a.source_id - b.source_id);
  const simple = (kind: PushKind, extra: (r: PushRecord) => Row = () => ({})) =>
    of(kind).map((r) => ({ ...r.payload, m_w_id: outletId, hq_seq: r.seq, ...extra(r) }));
  const deltas = [
    ...(await ingestBills(tx, outletId, of("bill"))),
    ...(await ingestRefunds(tx, outletId, of("refund"))),
    ...(await ingestVoids(tx, outletId, of("void"))),
  ];
  await upsertVersioned(tx, hqVoids, orderDeletions(outletId, of("order_delete")));
  await upsertVersioned(
    tx,
    hqCashSessions,
    simple("cash_session", (r) => ({
      rekap_modal_id: r.source_id,
      rekap_modal_tanggal: r.payload.rekap_modal_tanggal ?? jakartaDate(r.payload.opened_at),
    })),
  );
  await upsertVersioned(
    tx,
    hqTips,
    simple("tip", (r) => ({ r_u_t_id: r.source_id })),
  );
  await upsertVersioned(
    tx,
    hqCashMutations,
    simple("cash_mutation", (r) => ({ r_m_m_id: r.source_id })),
  );
  await upsertVersioned(
    tx,
    hqDrawerOpenings,
    simple("drawer_open", (r) => ({ id: r.source_id })),
  );
  await upsertVersioned(
    tx,
    hqAudits,
    simple("audit", (r) => ({ audit_id: r.source_id })),
  );
  if (deltas.length > 0) {
    await applyRollupDeltasWithPeriods(tx, ...deltas);
    // The chain-wide rows of those days are rebuilt later, outside this transaction (lib/chain-rollups.ts).
    await markRollupDays(
      tx,
      outletId,
      deltas.flatMap((d) => d.item.map((r) => r.business_date)),
    );
  }
}
