/**
 * The rush benchmark's baseline (bench/rush.ts): a bare Fastify + pg server, no Drizzle, no plugins,
 * no validation or logging, running the same statements as the app for only the paths the rush uses
 * (the session lookup, open table, add menu, set-production, the kitchen's and pickup's marks, deliver,
 * totals, pay with its daily-rollup upsert, the two screens' lists and the event stream). Replies carry
 * only what the rush reads. (The app's rollup statement text and the domain's pure rollup functions are
 * imported: text built once at start, the same per-request JS the app runs.)
 * Not a product: a yardstick for the app's CPU per request.
 */
import { createHash } from "node:crypto";
import Fastify from "fastify";
import pg from "pg";
import { billFactsJson } from "../apps/server/src/lib/rollup-facts.ts";
import { ROLLUP_APPLY_SQL } from "../apps/server/src/lib/rollups.ts";
import { mergeRollupDeltas, rollupDeltas } from "../packages/domain/src/rollups.ts";

type Q = { [k: string]: string | undefined };
const CHANNEL = "waroeng_events";
const DISH_COLS = `d.*, m.m_menu_nama, j.m_menu_jenis_nama, j.m_menu_jenis_ambil, t.tmp_transaction_note_number,
  t.tmp_transaction_customer_name, tt.m_t_t_name`;
const DISH_FROM = `from m_dish_status d join m_menu m on m.m_menu_id = d.m_dish_status_menu_id
  join m_menu_jenis j on j.m_menu_jenis_id = d.m_dish_status_menu_jenis_id
  join tmp_transaction t on t.tmp_transaction_id = d.m_dish_status_table_id
  join m_transaction_type tt on tt.m_t_t_id = t.tmp_transaction_m_t_t_id`;
const DISH_ORDER = "order by t.tmp_transaction_order_time, t.tmp_transaction_id, j.m_menu_jenis_urut, d.m_dish_status_id";
const PENDING = "(d.is_cancelled = false and d.delivered_at is null)";
/** The paid bill's facts for the daily rollups, from the rows the pay statement inserts (as the app's payment.store.ts). */
const FACTS = billFactsJson({
  lines: { from: "lines_in d", where: "true" },
  tenders: { from: "tenders p", where: "true" },
  writeOff: { from: "rekap_lost_bill w", where: "w.r_t_id = t.r_t_id" },
});
const LINE_SELECT = `select l.*, m.m_menu_nama, m.m_menu_m_menu_jenis_id, j.m_menu_jenis_nama from tmp_transaction_detail l
  join m_menu m on m.m_menu_id = l.m_produk_id join m_menu_jenis j on j.m_menu_jenis_id = m.m_menu_m_menu_jenis_id`;

/** Starts the bare server on `port` over `databaseUrl`; resolves when listening. */
export async function startBare(databaseUrl: string, port: number): Promise<() => Promise<void>> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify();
  const streams = new Set<{ outletId: number; write: (s: string) => void }>();
  const listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  listener.on("notification", (n) => {
    const p = JSON.parse(n.payload ?? "{}") as { outletId?: number; topic?: string };
    for (const s of streams) {
      if (s.outletId === p.outletId) {
        s.write(`data: ${JSON.stringify({ topic: p.topic })}\n\n`);
      }
    }
  });
  await listener.query(`listen ${CHANNEL}`);

  async function auth(headers: Record<string, unknown>): Promise<{ outletId: number; userId: number }> {
    const token = String(headers.authorization ?? "").replace(/^Bearer /, "");
    const r = await pool.query(
      `select s.id, s.m_w_id, s.expires_at, u.id uid, u.name, u.email, u.role from sessions s join users u on u.id = s.user_id
       where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2 and u.active = $3 limit 1`,
      [createHash("sha256").update(token).digest("hex"), new Date(), true],
    );
    if (!r.rows[0]) {
      throw Object.assign(new Error("unauthorized"), { statusCode: 401 });
    }
    return { outletId: r.rows[0].m_w_id, userId: r.rows[0].uid };
  }
  async function tx<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const c = await pool.connect();
    try {
      await c.query("begin");
      const out = await fn(c);
      await c.query("commit");
      return out;
    } catch (err) {
      await c.query("rollback");
      throw err;
    } finally {
      c.release();
    }
  }
  const lock = (c: pg.PoolClient, id: number, outletId: number) =>
    c.query("select * from tmp_transaction where tmp_transaction_id = $1 and m_w_id = $2 and tmp_transaction_status = 0 for update", [
      id,
      outletId,
    ]);

  app.post("/api/tmp-transaction", async (req) => {
    const a = await auth(req.headers);
    const b = req.body as Q & { tmp_transaction_m_meja_id: number };
    await pool.query("select m_meja_id, m_meja_type from m_meja where m_meja_m_w_id = $1 and m_meja_active = $2 and m_meja_id in ($3)", [
      a.outletId,
      true,
      b.tmp_transaction_m_meja_id,
    ]);
    await pool.query("select m_t_t_id, m_t_t_name, m_t_t_group from m_transaction_type where m_t_t_id = $1", [1]);
    const r = await pool.query(
      `with created as (
         insert into tmp_transaction (m_w_id, tmp_transaction_note_number, tmp_transaction_customer_name, tmp_transaction_order_time,
           tmp_transaction_m_meja_id, tmp_transaction_m_t_t_id, tmp_transaction_by, tmp_transaction_tax_bp, tmp_transaction_sc_bp,
           tmp_transaction_pembulatan) values ($1, $2, $3, $4, $5, 1, $6, (select m_w_tax_bp from m_w where m_w_id = $1),
           (select m_w_sc_bp from m_w where m_w_id = $1), (select m_w_pembulatan from m_w where m_w_id = $1)) returning tmp_transaction_id
       )
       insert into tmp_transaction_meja (tmp_transaction_id, m_meja_id) values ((select tmp_transaction_id from created), $5)
       returning tmp_transaction_id, (select pg_notify($7, json_build_object('topic', 'orders', 'orderId', tmp_transaction_id,
         'tableIds', json_build_array($5::int), 'outletId', $1::int)::text) from created)`,
      [
        a.outletId,
        b.tmp_transaction_note_number,
        b.tmp_transaction_customer_name,
        b.tmp_transaction_order_time,
        b.tmp_transaction_m_meja_id,
        a.userId,
        CHANNEL,
      ],
    );
    const id = r.rows[0].tmp_transaction_id as number;
    return { data: { tmp_transaction_id: id } };
  });

  app.post("/api/m-transaction-meja/add-menu", async (req, reply) => {
    const a = await auth(req.headers);
    const b = req.body as { tmp_transaction_detail_m_produk_id: number; tmp_transaction_detail_tmp_transaction_id: number };
    const line = await tx(async (c) => {
      const order = (
        await c.query(
          `update tmp_transaction set updated_at = $1 where tmp_transaction_id = $2 and m_w_id = $3 and tmp_transaction_status = 0
           returning *`,
          [new Date(), b.tmp_transaction_detail_tmp_transaction_id, a.outletId],
        )
      ).rows[0];
      const item = (
        await c.query(
          `select m.*, h.m_menu_harga_nominal, j.m_menu_jenis_nama, (select tmp_transaction_detail_id from tmp_transaction_detail
             where tmp_transaction_id = $4 and m_produk_id = m.m_menu_id and status = 0 and production_status = 0 and custom_menu = ''
             order by tmp_transaction_detail_id limit 1) as same
           from m_menu m join m_menu_jenis j on j.m_menu_jenis_id = m.m_menu_m_menu_jenis_id
           left join m_menu_harga h on h.m_menu_id = m.m_menu_id and h.m_t_t_id = $5
           where m.m_menu_id = $1 and m.m_w_id = $2 and m.m_menu_active = $3`,
          [b.tmp_transaction_detail_m_produk_id, a.outletId, true, order.tmp_transaction_id, order.tmp_transaction_m_t_t_id],
        )
      ).rows[0];
      const event = JSON.stringify({ topic: "orders", orderId: order.tmp_transaction_id, outletId: a.outletId });
      const r = item.same
        ? await c.query(
            `update tmp_transaction_detail set qty = qty + 1, qty_qr = qty_qr + 1, updated_at = $2 where tmp_transaction_detail_id = $1
             returning *, pg_notify($3, $4)`,
            [item.same, new Date(), CHANNEL, event],
          )
        : await c.query(
            `insert into tmp_transaction_detail (tmp_transaction_id, m_produk_id, qty, qty_qr, price, tax_status, service_charge_status)
             values ($1, $2, 1, 1, $3, $4, $5) returning *, pg_notify($6, $7)`,
            [
              order.tmp_transaction_id,
              item.m_menu_id,
              item.m_menu_harga_nominal ?? item.m_menu_harga,
              item.m_menu_tax,
              item.m_menu_sc,
              CHANNEL,
              event,
            ],
          );
      return { ...r.rows[0], m_menu_nama: item.m_menu_nama, m_menu_jenis_nama: item.m_menu_jenis_nama };
    });
    reply.code(201);
    return { data: line };
  });

  app.get("/api/m-transaction-meja/set-production/:id", async (req, reply) => {
    const a = await auth(req.headers);
    const orderId = Number((req.params as Q).id);
    const count = await tx(async (c) => {
      await lock(c, orderId, a.outletId);
      const r = await c.query(
        `with lines as (
           select l.tmp_transaction_detail_id as id, l.qty, l.sent_qty, l.custom_menu, l.m_produk_id, m.m_menu_nama as name,
             m.m_menu_m_menu_jenis_id as menu_type_id, m.m_menu_m_kategori_id as category_id, p.m_plot_produksi_id as station_id
           from tmp_transaction_detail l join m_menu m on m.m_menu_id = l.m_produk_id
           left join m_plot_produksi_kategori p on p.m_kategori_id = m.m_menu_m_kategori_id
           where l.tmp_transaction_id = $1 and l.status = 0 and l.qty > 0
         ), had as (select exists (select 1 from m_dish_status where m_dish_status_table_id = $1) as additional
         ), ins as (
           insert into m_dish_status (m_w_id, m_dish_status_table_id, m_dish_status_transaction_menu_id, m_dish_status_menu_id,
             m_dish_status_menu_jenis_id, m_dish_status_kategori_id, m_dish_status_plot_produksi_id, custom_menu, is_additional)
           select $2, $1, lines.id, lines.m_produk_id, lines.menu_type_id, lines.category_id, lines.station_id, lines.custom_menu, had.additional
           from lines cross join had cross join lateral generate_series(1, lines.qty - lines.sent_qty) as unit order by lines.id, unit
           returning m_dish_status_menu_jenis_id as menu_type_id
         ), upd as (
           update tmp_transaction_detail set production_status = 1,
             sent_qty = case when status = 0 then greatest(sent_qty, qty) else sent_qty end, updated_at = now()
           where tmp_transaction_id = $1 returning 1
         )
         select (select json_agg(json_build_object('name', name, 'qty', qty, 'sent_qty', sent_qty, 'custom_menu', custom_menu) order by id)
             from lines) as lines, (select count(*) from ins)::int as dish_count, (select count(*) from upd)::int as lines_marked,
           pg_notify($3, json_build_object('topic', 'orders', 'orderId', $1::int, 'outletId', $2::int)::text) as orders_notified,
           (select pg_notify($3, json_build_object('topic', 'dishes', 'orderId', $1::int, 'menuTypeIds', json_agg(distinct menu_type_id),
             'outletId', $2::int)::text) from ins having count(*) > 0) as dishes_notified`,
        [orderId, a.outletId, CHANNEL],
      );
      return r.rows[0].dish_count as number;
    });
    reply.code(202);
    return { data: { dish_count: count } };
  });

  app.get("/api/m-dish-status/by-transaction/:id", async (req) => {
    const a = await auth(req.headers);
    const orderId = Number((req.params as Q).id);
    await pool.query("select * from tmp_transaction where tmp_transaction_id = $1 and m_w_id = $2", [orderId, a.outletId]);
    const r = await pool.query(
      `select ${DISH_COLS} ${DISH_FROM} where d.m_w_id = $1 and d.m_dish_status_table_id = $2 and d.is_cancelled = $3 ${DISH_ORDER}`,
      [a.outletId, orderId, false],
    );
    return { data: r.rows };
  });

  for (const [segment, column, guard] of [
    ["set-ready", "is_ready", ""],
    ["set-served", "is_served", "and is_ready = 1"],
  ] as const) {
    app.get(`/api/m-dish-status/${segment}/:id`, async (req) => {
      const a = await auth(req.headers);
      const id = Number((req.params as Q).id);
      const r = await pool.query({
        name: `bare_${segment}`,
        text: `with upd as (update m_dish_status set ${column} = 1, updated_at = now()
            where m_dish_status_id = $1 and m_w_id = $2 and is_cancelled = false ${guard} returning *)
          select d.*, m.m_menu_nama, j.m_menu_jenis_nama, j.m_menu_jenis_ambil, t.tmp_transaction_note_number, t.tmp_transaction_customer_name,
            tt.m_t_t_name, pg_notify($3, json_build_object('topic', 'dishes', 'orderId', d.m_dish_status_table_id, 'dishIds',
              json_build_array(d.m_dish_status_id), 'menuTypeIds', json_build_array(d.m_dish_status_menu_jenis_id), 'outletId', d.m_w_id)::text)
          from upd d join m_menu m on m.m_menu_id = d.m_dish_status_menu_id
          join m_menu_jenis j on j.m_menu_jenis_id = d.m_dish_status_menu_jenis_id
          join tmp_transaction t on t.tmp_transaction_id = d.m_dish_status_table_id
          join m_transaction_type tt on tt.m_t_t_id = t.tmp_transaction_m_t_t_id`,
        values: [id, a.outletId, CHANNEL],
      });
      return { data: r.rows[0] };
    });
  }

  app.get("/api/m-dish-status/set-delivered", async (req) => {
    const a = await auth(req.headers);
    const q = req.query as Q;
    const orderId = Number(q.transaction_id);
    const n = await tx(async (c) => {
      await c.query("select tmp_transaction_id from tmp_transaction where tmp_transaction_id = $1 and m_w_id = $2 for update", [
        orderId,
        a.outletId,
      ]);
      const r = await c.query(
        `with pending as (
           select d.m_dish_status_id as id, d.is_served as served from m_dish_status d
           join m_menu_jenis j on j.m_menu_jenis_id = d.m_dish_status_menu_jenis_id
           where d.m_w_id = $2 and d.m_dish_status_table_id = $1 and d.is_cancelled = false and d.delivered_at is null
             and j.m_menu_jenis_ambil = $3
           for update of d
         ), upd as (
           update m_dish_status set delivered_at = now(), updated_at = now()
           where m_dish_status_id in (select id from pending) and not exists (select 1 from pending where served <> 1)
           returning m_dish_status_id as id
         ), ord as (
           update tmp_transaction set tmp_transaction_delivered_at = now()
           where tmp_transaction_id = $1 and exists (select 1 from upd) and not exists (
             select 1 from m_dish_status d where d.m_w_id = $2 and d.m_dish_status_table_id = $1
               and d.is_cancelled = false and d.delivered_at is null and d.m_dish_status_id not in (select id from upd))
           returning 1
         )
         select (select count(*) from pending where served <> 1)::int as unserved, (select count(*) from upd)::int as delivered,
           (select count(*) from ord)::int as order_delivered,
           (select pg_notify($4, json_build_object('topic', 'dishes', 'orderId', $1::int, 'dishIds', json_agg(id order by id),
             'outletId', $2::int)::text) from upd having count(*) > 0) as notified`,
        [orderId, a.outletId, q.type, CHANNEL],
      );
      return r.rows[0].delivered as number;
    });
    return { data: { delivered: n } };
  });

  async function totalsOf(c: pg.Pool | pg.PoolClient, orderId: number, outletId: number) {
    const o = (
      await c.query(
        "select t.*, w.m_w_currency from tmp_transaction t join m_w w on w.m_w_id = t.m_w_id where t.tmp_transaction_id = $1 and t.m_w_id = $2",
        [orderId, outletId],
      )
    ).rows[0];
    const lines = (await c.query(`${LINE_SELECT} where l.tmp_transaction_id = $1 order by l.tmp_transaction_detail_id`, [orderId])).rows;
    const subtotal = lines.reduce((s, l) => s + l.qty * l.price, 0);
    const tax = Math.round((subtotal * o.tmp_transaction_tax_bp) / 10000);
    const sc = Math.round((subtotal * o.tmp_transaction_sc_bp) / 10000);
    const total = subtotal + tax + sc;
    const rounded = Math.ceil(total / 500) * 500;
    return { o, lines, totals: { subtotal, tax, service_charge: sc, rounding: rounded - total, rounded } };
  }

  app.get("/api/transaction-detail", async (req) => {
    const a = await auth(req.headers);
    const { lines, totals } = await totalsOf(pool, Number((req.query as Q).tmp_transaction_detail_tmp_transaction_id), a.outletId);
    return { data: lines, totals };
  });

  app.post("/api/recap-transactions", async (req) => {
    const a = await auth(req.headers);
    const b = req.body as { tmp_transaction_id: number; payment_method: number; nominal_uang: number };
    const id = await tx(async (c) => {
      const o = (
        await c.query(
          `select t.*, w.m_w_currency, exists (select 1 from rekap_transaksi where r_t_tmp_transaction_id = t.tmp_transaction_id) as paid,
             (select rekap_modal_id from rekap_modal where rekap_modal_m_w_id = $2 and rekap_modal_kasir_id = $3 and closed_at is null limit 1) as modal,
             exists (select 1 from m_payment_method where m_payment_method_id = $4) as method
           from tmp_transaction t join m_w w on w.m_w_id = t.m_w_id where t.tmp_transaction_id = $1 and t.m_w_id = $2 for update of t`,
          [b.tmp_transaction_id, a.outletId, a.userId, b.payment_method],
        )
      ).rows[0];
      const lines = (
        await c.query(`${LINE_SELECT} where l.tmp_transaction_id = $1 order by l.tmp_transaction_detail_id`, [o.tmp_transaction_id])
      ).rows;
      const subtotal = lines.reduce((sum, l) => sum + l.qty * l.price, 0);
      const tax = Math.round((subtotal * o.tmp_transaction_tax_bp) / 10000);
      const sc = Math.round((subtotal * o.tmp_transaction_sc_bp) / 10000);
      const total = subtotal + tax + sc;
      const rounded = Math.ceil(total / 500) * 500;
      const now = new Date();
      const values: unknown[] = [
        a.outletId,
        o.tmp_transaction_id,
        o.modal,
        o.tmp_transaction_note_number,
        o.tmp_transaction_customer_name,
        o.tmp_transaction_m_meja_id,
        o.tmp_transaction_m_t_t_id,
        b.payment_method,
        subtotal,
        tax,
        sc,
        rounded - total,
        rounded,
        b.nominal_uang,
        o.tmp_transaction_tax_bp,
        o.tmp_transaction_sc_bp,
        o.tmp_transaction_pembulatan,
        a.userId,
        now,
        CHANNEL,
        JSON.stringify({ topic: "orders", orderId: o.tmp_transaction_id, outletId: a.outletId }),
      ];
      const rows = lines.map((l) => {
        const p = values.length;
        values.push(
          l.m_produk_id,
          l.m_menu_nama,
          l.m_menu_m_menu_jenis_id,
          l.qty,
          l.qty_qr,
          l.price,
          l.qty * l.price,
          l.tax_status,
          l.service_charge_status,
        );
        return `((select r_t_id from rekap), ${Array.from({ length: 9 }, (_, k) => `$${p + k + 1}`).join(", ")})`;
      });
      const r = await c.query(
        `with rekap as (
           insert into rekap_transaksi (r_t_m_w_id, r_t_tmp_transaction_id, r_t_rekap_modal_id, r_t_nota_code, r_t_bigboss, r_t_table_names,
             r_t_tanggal, r_t_jam, r_t_m_t_t_id, r_t_m_payment_method_id, r_t_nominal, r_t_nominal_pajak, r_t_nominal_sc, r_t_nominal_pembulatan,
             r_t_nominal_total_bayar, r_t_nominal_uang, r_t_tax_bp, r_t_sc_bp, r_t_pembulatan, r_t_kasir_id, created_at)
           values ($1, $2, $3, $4, $5, coalesce((select string_agg(m.m_meja_nama, ', ' order by m.m_meja_urut, m.m_meja_id)
               from tmp_transaction_meja tm join m_meja m on m.m_meja_id = tm.m_meja_id where tm.tmp_transaction_id = $2),
               (select m_meja_nama from m_meja where m_meja_id = $6), ''),
             (now() at time zone 'Asia/Jakarta')::date, to_char(now() at time zone 'Asia/Jakarta', 'HH24:MI'),
             $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) returning *
         ), closed as (
           update tmp_transaction set tmp_transaction_status = 2, updated_at = $19, closed_at = $19 where tmp_transaction_id = $2 returning 1
         ), freed as (delete from tmp_transaction_meja where tmp_transaction_id = $2 returning 1
         ), tenders as (
           insert into rekap_transaksi_payment (r_t_id, m_w_id, m_payment_method_id, r_t_p_nominal, r_t_p_nominal_uang)
           select r_t_id, $1, $8, $13, $14 from rekap returning *
         ), lines_in as (
           insert into rekap_transaksi_detail (r_t_detail_r_t_id, m_produk_id, m_produk_nama, m_produk_m_jenis_produk_id, r_t_detail_qty,
             r_t_detail_qty_qr, r_t_detail_price, r_t_detail_nominal, r_t_detail_tax_status, r_t_detail_sc_status) values ${rows.join(", ")}
           returning *
         )
         select t.r_t_id, ${FACTS} as facts, (select pg_notify($20, $21) from closed) as notified
         from rekap t left join m_transaction_type tt on tt.m_t_t_id = t.r_t_m_t_t_id`,
        values,
      );
      // The day's rollups take the bill, as the app's payment does (the same upsert statement).
      await c.query({
        name: "bare_rollup_apply",
        text: ROLLUP_APPLY_SQL,
        values: [JSON.stringify(mergeRollupDeltas(rollupDeltas(r.rows[0].facts, 1)))],
      });
      return r.rows[0].r_t_id as number;
    });
    return { data: { rekap_transaksi_id: id } };
  });

  app.get("/api/m-dish-status/available", async (req) => {
    const a = await auth(req.headers);
    const rows = (
      await pool.query(`select ${DISH_COLS} ${DISH_FROM} where d.m_w_id = $1 and ${PENDING} and d.is_ready = $2 ${DISH_ORDER}`, [
        a.outletId,
        0,
      ])
    ).rows;
    const types = (
      await pool.query("select * from m_menu_jenis where m_w_id = $1 order by m_menu_jenis_urut, m_menu_jenis_id", [a.outletId])
    ).rows;
    const cancelled = (
      await pool.query(
        `select ${DISH_COLS} ${DISH_FROM} where d.m_w_id = $1 and d.is_cancelled = $2
         and (d.updated_at at time zone 'Asia/Jakarta')::date = (now() at time zone 'Asia/Jakarta')::date ${DISH_ORDER}`,
        [a.outletId, true],
      )
    ).rows;
    return { data: { by_menu: rows, by_menu_jenis: types, cancelled } };
  });

  app.post("/api/m-dish-status/ready-by-type", async (req) => {
    const a = await auth(req.headers);
    const kind = (req.body as Q).type;
    const page = Number((req.query as Q).page ?? 1);
    const has = `exists (select 1 from m_dish_status d join m_menu_jenis j on j.m_menu_jenis_id = d.m_dish_status_menu_jenis_id
      where d.m_dish_status_table_id = o.tmp_transaction_id and ${PENDING} and j.m_menu_jenis_ambil = $2)`;
    const total = (await pool.query(`select count(*) n from tmp_transaction o where o.m_w_id = $1 and ${has}`, [a.outletId, kind])).rows[0]
      .n;
    const ids = (
      await pool.query(
        `select o.tmp_transaction_id id from tmp_transaction o where o.m_w_id = $1 and ${has}
         order by o.tmp_transaction_order_time, o.tmp_transaction_id limit 6 offset $3`,
        [a.outletId, kind, (page - 1) * 6],
      )
    ).rows.map((r) => r.id as number);
    const headers = (
      await pool.query(
        `select o.*, tt.m_t_t_name, tt.m_t_t_group, k.name kasir, mj.m_meja_nama from tmp_transaction o
         join m_transaction_type tt on tt.m_t_t_id = o.tmp_transaction_m_t_t_id join users k on k.id = o.tmp_transaction_by
         join m_meja mj on mj.m_meja_id = o.tmp_transaction_m_meja_id where o.m_w_id = $1 and o.tmp_transaction_id = any($2)`,
        [a.outletId, ids],
      )
    ).rows;
    const dishes = (
      await pool.query(
        `select ${DISH_COLS} ${DISH_FROM} where d.m_w_id = $1 and d.m_dish_status_table_id = any($2) and ${PENDING} and j.m_menu_jenis_ambil = $3 ${DISH_ORDER}`,
        [a.outletId, ids, kind],
      )
    ).rows;
    return { data: headers.map((h) => ({ ...h, dishes: dishes.filter((d) => d.m_dish_status_table_id === h.tmp_transaction_id) })), total };
  });

  app.get("/api/events", async (req, reply) => {
    const a = await auth(req.headers);
    const res = reply.raw;
    reply.hijack();
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    res.write(`data: ${JSON.stringify({ topic: "hello" })}\n\n`);
    const s = { outletId: a.outletId, write: (x: string) => res.write(x) };
    streams.add(s);
    res.on("close", () => streams.delete(s));
  });

  await app.listen({ port, host: "127.0.0.1" });
  return async () => {
    await app.close();
    await listener.end();
    await pool.end();
  };
}
