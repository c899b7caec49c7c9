/**
 * Helpers of the chain-sync tests and bench: head office reached through `app.inject` (optionally
 * recorded, offline or flaky), and closed bills made in bulk by copying a paid one (a day of sales).
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { OUTLET_KEY_HEADER } from "./hq.service.ts";
import { HqError, type HqTransport } from "./transport.ts";

export interface TestTransport extends HqTransport {
  /** Every POST body sent (the push batches), in order. */
  sent: Array<{ path: string; body: unknown }>;
  /** "online", "offline" (every call fails unreached) or "flaky" (every other call fails). */
  mode: "online" | "offline" | "flaky";
  calls: number;
}

/** Head office's app `hq` called in process with outlet key `key`. */
export function injectTransport(hq: FastifyInstance, key: string): TestTransport {
  const t: TestTransport = {
    sent: [],
    mode: "online",
    calls: 0,
    async request(method, path, body) {
      t.calls += 1;
      if (t.mode === "offline" || (t.mode === "flaky" && t.calls % 2 === 0)) {
        throw new HqError(0, "offline");
      }
      const res = await hq.inject({
        method,
        url: `/api${path}`,
        headers: { [OUTLET_KEY_HEADER]: key },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      if (res.statusCode >= 300) {
        throw new HqError(res.statusCode, res.body);
      }
      if (method === "POST") {
        t.sent.push({ path, body });
      }
      return res.json().data;
    },
  };
  return t;
}

/**
 * Copies the closed bill `billId` (its order, bill and lines) `count` times in one transaction:
 * new ids, note numbers `<prefix>-<n>`; the outbox triggers queue each copy. @returns the new bill ids.
 */
export async function copyBill(db: Db, billId: number, count: number, prefix: string): Promise<number[]> {
  return db.transaction(async (tx) => {
    const orders = await tx.execute<{ id: number }>(sql`insert into tmp_transaction
      select (jsonb_populate_record(null::tmp_transaction, to_jsonb(o) || jsonb_build_object(
        'tmp_transaction_id', nextval(pg_get_serial_sequence('tmp_transaction', 'tmp_transaction_id')),
        'tmp_transaction_note_number', ${prefix} || '-' || g))).*
      from tmp_transaction o join rekap_transaksi r on r.r_t_tmp_transaction_id = o.tmp_transaction_id, generate_series(1, ${count}) g
      where r.r_t_id = ${billId} order by g returning tmp_transaction_id as id`);
    const orderIds = `{${orders.rows.map((r) => r.id).join(",")}}`;
    const bills = await tx.execute<{ id: number }>(sql`insert into rekap_transaksi
      select (jsonb_populate_record(null::rekap_transaksi, to_jsonb(r) || jsonb_build_object(
        'r_t_id', nextval(pg_get_serial_sequence('rekap_transaksi', 'r_t_id')),
        'r_t_tmp_transaction_id', x.id, 'r_t_nota_code', ${prefix} || '-' || x.n))).*
      from rekap_transaksi r, unnest(${orderIds}::int[]) with ordinality as x(id, n)
      where r.r_t_id = ${billId} order by x.n returning r_t_id as id`);
    const billIds = bills.rows.map((r) => r.id);
    await tx.execute(sql`insert into rekap_transaksi_detail
      select (jsonb_populate_record(null::rekap_transaksi_detail, to_jsonb(d) || jsonb_build_object(
        'r_t_detail_id', nextval(pg_get_serial_sequence('rekap_transaksi_detail', 'r_t_detail_id')), 'r_t_detail_r_t_id', x.id))).*
      from rekap_transaksi_detail d, unnest(${`{${billIds.join(",")}}`}::int[]) x(id) where d.r_t_detail_r_t_id = ${billId}`);
    return billIds;
  });
}
