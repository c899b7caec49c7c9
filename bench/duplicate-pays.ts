/**
 * "Never twice" figure for `npm run bench`: one order paid by 20 parallel sends of the
 * same POST /recap-transactions with one Idempotency-Key, and 20 without a key; prints how many
 * payments each made (expected: 1) and the replies' statuses. Figures only: nothing here asserts.
 */
import type { FastifyInstance } from "fastify";

/** Opens a table, adds one unit, then pays it `n` times at once; returns the payments counted. */
export async function duplicatePays(app: FastifyInstance, token: string, tableId: number, menuId: number, keyed: boolean, n = 20) {
  const headers = { authorization: `Bearer ${token}` };
  const created = await app.inject({
    method: "POST",
    url: "/api/tmp-transaction",
    headers,
    payload: {
      tmp_transaction_m_meja_id: tableId,
      tmp_transaction_note_number: `9${keyed ? 1 : 2}${Date.now() % 100000}`,
      tmp_transaction_customer_name: "Bench Twice",
      tmp_transaction_order_time: new Date().toISOString(),
    },
  });
  if (created.statusCode !== 200) {
    throw new Error(`duplicate pays: open table ${created.statusCode} ${created.body}`);
  }
  const id = created.json().data.tmp_transaction_id as number;
  await app.inject({
    method: "POST",
    url: "/api/m-transaction-meja/add-menu",
    headers,
    payload: { tmp_transaction_detail_m_produk_id: menuId, tmp_transaction_detail_tmp_transaction_id: id },
  });
  const totals = (
    await app.inject({ method: "GET", url: `/api/transaction-detail?tmp_transaction_detail_tmp_transaction_id=${id}`, headers })
  ).json().totals;
  const payload = {
    tmp_transaction_id: id,
    payment_method: 1,
    sub_total: totals.subtotal,
    total: totals.rounded,
    nominal_pajak: totals.tax,
    nominal_sc: totals.service_charge,
    nominal_uang: totals.rounded,
    round: totals.rounding,
  };
  const key = `bench-dup-${id}`;
  const replies = await Promise.all(
    Array.from({ length: n }, () =>
      app.inject({
        method: "POST",
        url: "/api/recap-transactions",
        headers: keyed ? { ...headers, "idempotency-key": key } : headers,
        payload,
      }),
    ),
  );
  const rekapIds = new Set(replies.filter((r) => r.statusCode === 201).map((r) => r.json().data.rekap_id as number));
  const history = (await app.inject({ method: "GET", url: "/api/transaksi/history", headers })).json().data as {
    m_transaction_table_id: number;
  }[];
  const statuses = new Map<number, number>();
  for (const r of replies) {
    statuses.set(r.statusCode, (statuses.get(r.statusCode) ?? 0) + 1);
  }
  return { payments: history.filter((h) => h.m_transaction_table_id === id).length, rekapIds: rekapIds.size, statuses: [...statuses] };
}
