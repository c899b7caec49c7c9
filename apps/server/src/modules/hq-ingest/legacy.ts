/**
 * Head office upgraded from the release that kept pushed rows only as JSON documents
 * (`sync_hq_record`): at start, those documents go through the same ingest as a push (relational
 * tables and rollups), outlet by outlet, bills before refunds and voids, in chunks of one transaction
 * each, and leave `sync_hq_record` as they land. Nothing to do on a head office that has none.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { ingestBatch } from "./ingest.ts";

type Legacy = {
  m_w_id: number;
  kind: "bill" | "refund" | "cash_session" | "tip";
  source_id: number;
  seq: number;
  payload: Record<string, unknown>;
  at: string;
};

/**
 * Moves every `sync_hq_record` row into head office's tables, `chunk` rows per transaction.
 * @returns the number of documents moved.
 */
export async function reingestLegacyRecords(db: Db, chunk = 500): Promise<number> {
  let moved = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<Legacy>(sql`delete from sync_hq_record where (m_w_id, sync_kind, sync_source_id) in (
          select m_w_id, sync_kind, sync_source_id from sync_hq_record
          order by m_w_id, array_position(array['bill', 'refund', 'cash_session', 'tip'], sync_kind), sync_seq
          limit ${chunk} for update skip locked)
        returning m_w_id, sync_kind as kind, sync_source_id as source_id, sync_seq::float8 as seq, sync_payload as payload, received_at::text as at`);
      const outlets = [...new Set(rows.map((r) => r.m_w_id))].sort((a, b) => a - b);
      for (const outlet of outlets) {
        const mine = rows.filter((r) => r.m_w_id === outlet);
        const at = mine
          .map((r) => r.at)
          .sort()
          .at(-1);
        await ingestBatch(
          tx,
          outlet,
          "legacy",
          mine.map((r) => ({ kind: r.kind, source_id: r.source_id, seq: r.seq, payload: r.payload })),
          at,
        );
      }
      return rows.length;
    });
    if (n === 0) {
      return moved;
    }
    moved += n;
  }
}
