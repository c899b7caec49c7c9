/**
 * Property test of the daily rollups: for random histories — bills paid on random days and hours
 * with random lines (sold, cancelled, warranty; with options), tenders, discounts, vouchers, free
 * change, write-offs; refunds made days later; voids; bills changed afterwards (moved to another day,
 * a line's status or the total changed); bills paid by QRIS through a charge (with a unique code) or
 * without one, charges paid for no bill or left pending — the sales report, the options-sold report and
 * the QRIS reconciliation read from the rollups equal main's reports computed from the bills
 * (test/report-oracle.ts, test/qris-recon-oracle.ts) over random ranges, and the rollups kept step by
 * step equal the migrations' backfills over the same bills.
 * The bills are written by SQL, and each step keeps the rollups with the very calls the routes make
 * (`loadRollupBills`/`loadRollupRefund` → `rollupDeltas`/`refundRollupDeltas`/`voidRollupDeltas` →
 * `applyRollupDeltas`; a change through `reviseBills`). The routes' own wiring is rollups.test.ts's.
 * Seed: FC_SEED; runs: ROLLUP_PROPERTY_RUNS, else 12 in `npm test` and 80 in `npm run test:full`.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { refundRollupDeltas, rollupDeltas, voidRollupDeltas } from "@waroeng/domain";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tx } from "../../db/client.ts";
import { loadRollupBills, loadRollupRefund } from "../../lib/rollup-facts.ts";
import { applyRollupDeltas, reviseBills } from "../../lib/rollups.ts";
import { buildStall } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { qrisReconFromBills } from "../../test/qris-recon-oracle.ts";
import { optionsSoldFromBills, salesReportFromBills } from "../../test/report-oracle.ts";
import { testRuns } from "../../test/size.ts";
import { cashBody, mainLines, openCash, openOrder, outletIdOf, pay } from "../payment/payment.factory.ts";
import { optionsSold } from "./options-sold.service.ts";
import { qrisRecon } from "./qris-recon.service.ts";
import { salesReport } from "./reports.service.ts";

const RUNS = testRuns("ROLLUP_PROPERTY_RUNS", 12, 80);
const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : Date.now() % 2_147_483_647;
const TABLES = [
  "rollup_day",
  "rollup_day_item",
  "rollup_day_reason",
  "rollup_day_option",
  "rollup_day_method",
  "rollup_day_type",
  "rollup_day_hour",
  "rollup_day_qris",
];

let t: TestApp;
let outletId = 0;
let templateBill = 0;
let menus: Array<{ id: number; name: string; jenis: number }> = [];
let types: number[] = [];
const bills: Array<{ id: number; date: string; refunded: boolean; lines: Array<{ id: number; qty: number }> }> = [];
let nota = 0;
let charges = 0;

beforeAll(async () => {
  t = await createTestApp();
  const stall = await buildStall(t, ["Meja 1"]);
  await openCash(t, "kacab");
  const o = await openOrder(t, { as: "kacab", table: stall.table("Meja 1"), items: mainLines(stall) });
  templateBill = await pay(t, "kacab", cashBody(o.orderId));
  outletId = await outletIdOf(t.db);
  menus = (
    await t.db.execute<{ id: number; name: string; jenis: number }>(
      sql`select m_menu_id as id, m_menu_nama as name, m_menu_m_menu_jenis_id as jenis from m_menu where m_w_id = ${outletId} order by m_menu_id limit 4`,
    )
  ).rows;
  types = (await t.db.execute<{ id: number }>(sql`select m_t_t_id as id from m_transaction_type order by 1 limit 3`)).rows.map((r) => r.id);
});
afterAll(async () => {
  await t.close();
});

const BASE = "2025-03-01";
const addDays = (d: string, n: number) => {
  const x = new Date(`${d}T00:00:00Z`);
  x.setUTCDate(x.getUTCDate() + n);
  return x.toISOString().slice(0, 10);
};
const OPTIONS = [
  { group_id: 1, group_name: "Topping", option_id: 11, name: "Telur", price: 3_000 },
  { group_id: 2, group_name: "Ukuran", option_id: 21, name: "Kecil", price: -1_000 },
  { group_id: 3, group_name: "Level", option_id: 31, name: "Level 3", price: 0 },
];

const lineArb = fc.record({
  menu: fc.nat(3),
  qty: fc.integer({ min: 1, max: 4 }),
  price: fc.integer({ min: 1, max: 40 }).map((x) => x * 1_000),
  off: fc.nat(2_000),
  status: fc.constantFrom(0, 0, 0, 2, 3, 4),
  reason: fc.constantFrom("Habis", "Salah pesan", "Ulang tahun"),
  options: fc.subarray(OPTIONS),
});
const payArb = fc.record({
  kind: fc.constant("pay" as const),
  day: fc.nat(6),
  hour: fc.nat(23),
  type: fc.nat(2),
  writeOff: fc.constantFrom(null, null, null, null, "lostbill" as const, "gratis" as const),
  lines: fc.array(lineArb, { minLength: 1, maxLength: 4 }),
  methods: fc.subarray([1, 2, 11], { minLength: 1 }),
  discount: fc.constantFrom(0, 0, 2_000),
  voucher: fc.constantFrom(0, 0, 5_000),
  free: fc.constantFrom(0, 0, 500),
  rounding: fc.integer({ min: -50, max: 50 }),
  // With a QRIS tender: paid through a charge with this unique code (null: confirmed by eye, no charge).
  charge: fc.option(fc.nat(99), { nil: null }),
});
const opArb = fc.oneof(
  { weight: 4, arbitrary: payArb },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("refund" as const), pick: fc.nat(), after: fc.nat(3), share: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("void" as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("charge" as const),
      day: fc.nat(6),
      state: fc.constantFrom("paid" as const, "to_return" as const, "pending" as const),
      amount: fc.integer({ min: 1, max: 90 }).map((x) => x * 1_000),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("change" as const),
      pick: fc.nat(),
      day: fc.nat(6),
      status: fc.constantFrom(0, 2, 4),
      bump: fc.nat(3),
    }),
  },
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

/** Pays a random bill by SQL (its order a copy of the template's), then adds it to the rollups as the pay route does. */
async function payBill(tx: Tx, op: Extract<Op, { kind: "pay" }>) {
  const date = addDays(BASE, op.day);
  const lines = op.lines.map((l) => {
    const unit = l.price + l.options.reduce((s, o) => s + o.price, 0);
    return { ...l, unit: Math.max(unit, 0), nominal: Math.max(unit * l.qty - l.off, 0) };
  });
  const subtotal = lines.filter((l) => l.status === 0).reduce((s, l) => s + l.nominal, 0);
  const total = Math.max(subtotal - op.discount - op.voucher + op.rounding, 0);
  nota++;
  const order = await tx.execute<{ id: number }>(sql`insert into tmp_transaction
    select (jsonb_populate_record(null::tmp_transaction, to_jsonb(o) || jsonb_build_object(
      'tmp_transaction_id', nextval(pg_get_serial_sequence('tmp_transaction', 'tmp_transaction_id')),
      'tmp_transaction_note_number', ${`P-${nota}`}::text))).*
    from tmp_transaction o join rekap_transaksi r on r.r_t_tmp_transaction_id = o.tmp_transaction_id where r.r_t_id = ${templateBill}
    returning tmp_transaction_id as id`);
  const bill = await tx.execute<{ id: number }>(sql`insert into rekap_transaksi
    select (jsonb_populate_record(null::rekap_transaksi, to_jsonb(r) || jsonb_build_object(
      'r_t_id', nextval(pg_get_serial_sequence('rekap_transaksi', 'r_t_id')), 'r_t_tmp_transaction_id', ${order.rows[0]?.id}::int,
      'r_t_nota_code', ${`P-${nota}`}::text, 'r_t_tanggal', ${date}::text, 'r_t_jam', ${`${String(op.hour).padStart(2, "0")}:15`}::text,
      'r_t_m_t_t_id', ${types[op.type % types.length]}::int, 'r_t_m_payment_method_id', ${op.writeOff ? 9 : op.methods[0]}::int,
      'r_t_nominal', ${subtotal}::int, 'r_t_nominal_pajak', ${Math.floor(subtotal / 10)}::int, 'r_t_nominal_sc', ${Math.floor(subtotal / 20)}::int,
      'r_t_nominal_diskon', ${op.discount}::int, 'r_t_nominal_voucher', ${op.voucher}::int, 'r_t_nominal_pembulatan', ${op.rounding}::int,
      'r_t_nominal_total_bayar', ${total}::int, 'r_t_nominal_uang', ${total}::int, 'r_t_nominal_free_kembalian', ${op.free}::int,
      'r_t_nominal_tarik_tunai', ${op.free > 0 ? 1_000 : 0}::int))).*
    from rekap_transaksi r where r.r_t_id = ${templateBill} returning r_t_id as id`);
  const id = bill.rows[0]?.id ?? 0;
  const saved: Array<{ id: number; qty: number }> = [];
  for (const l of lines) {
    const m = menus[l.menu % menus.length] ?? { id: 0, name: "", jenis: 0 };
    const row = await tx.execute<{ id: number }>(sql`insert into rekap_transaksi_detail (r_t_detail_r_t_id, m_produk_id, m_produk_nama,
        m_produk_m_jenis_produk_id, r_t_detail_qty, r_t_detail_qty_qr, r_t_detail_price, r_t_detail_options, r_t_detail_nominal,
        r_t_detail_status, r_t_detail_reasone_approve, r_t_detail_tax_status, r_t_detail_sc_status)
      values (${id}, ${m.id}, ${m.name}, ${m.jenis}, ${l.qty}, ${l.qty}, ${l.unit}, ${JSON.stringify(l.options)}::jsonb, ${l.nominal},
        ${l.status}, ${l.status === 0 ? "" : l.reason}, true, true) returning r_t_detail_id as id`);
    if (l.status === 0) {
      saved.push({ id: row.rows[0]?.id ?? 0, qty: l.qty });
    }
  }
  if (op.writeOff) {
    await tx.execute(sql`insert into rekap_lost_bill (r_t_id, m_w_id, r_l_b_jenis, r_l_b_keterangan, r_l_b_approver_id, r_l_b_kasir_id)
      select ${id}, ${outletId}, ${op.writeOff}, 'tes', r_t_kasir_id, r_t_kasir_id from rekap_transaksi where r_t_id = ${id}`);
  } else {
    let left = total;
    for (const [i, method] of op.methods.entries()) {
      const amount = i === op.methods.length - 1 ? left : Math.floor(total / op.methods.length);
      left -= amount;
      await tx.execute(sql`insert into rekap_transaksi_payment (r_t_id, m_w_id, m_payment_method_id, r_t_p_nominal, r_t_p_nominal_uang)
        values (${id}, ${outletId}, ${method}, ${amount}, ${amount})`);
    }
  }
  if (!op.writeOff && op.methods.includes(11) && op.charge !== null && total > 0) {
    await addCharge(tx, { orderId: order.rows[0]?.id ?? 0, billId: id, total, unique: op.charge, status: "paid", at: `${date}T03:00:00Z` });
  }
  const [facts] = await loadRollupBills(tx, [id]);
  await applyRollupDeltas(tx, rollupDeltas(facts ?? expect.fail("no facts"), 1));
  bills.push({ id, date, refunded: false, lines: saved });
}

/** A QRIS charge of order `orderId` made at `at`: linked to bill `billId` (or none), paid, pending (expired) or money to return. */
async function addCharge(
  tx: Tx,
  c: {
    orderId: number;
    billId: number | null;
    total: number;
    unique: number;
    status: "paid" | "pending" | "cancelled";
    toReturn?: number;
    at: string;
  },
) {
  charges++;
  await tx.execute(sql`insert into qris_charge (m_w_id, q_c_order_id, q_c_tmp_transaction_id, q_c_bill_total, q_c_unique_amount, q_c_amount,
      q_c_qr_string, q_c_status, q_c_expires_at, q_c_r_t_id, q_c_to_return, created_at)
    values (${outletId}, ${`QRIS-P-${charges}`}, ${c.orderId}, ${c.total}, ${c.unique}, ${c.total + c.unique}, 'tes', ${c.status},
      ${c.at}::timestamptz + interval '15 minutes', ${c.billId}, ${c.toReturn ?? 0}, ${c.at}::timestamptz)`);
}

/** Runs one step of a history. */
async function step(op: Op) {
  await t.db.transaction(async (tx) => {
    if (op.kind === "pay") {
      return payBill(tx, op);
    }
    if (op.kind === "charge") {
      // A charge of the template's order paid for no bill, recorded as money to return, or left pending past its expiry.
      const [order] = (
        await tx.execute<{ id: number }>(sql`select r_t_tmp_transaction_id as id from rekap_transaksi where r_t_id = ${templateBill}`)
      ).rows;
      const status = op.state === "to_return" ? "cancelled" : op.state;
      return addCharge(tx, {
        orderId: order?.id ?? 0,
        billId: null,
        total: op.amount,
        unique: 7,
        status,
        toReturn: op.state === "to_return" ? op.amount + 7 : 0,
        at: `${addDays(BASE, op.day)}T03:00:00Z`,
      });
    }
    const live = bills.filter((b) => b.id !== 0);
    const bill = live[op.pick % Math.max(live.length, 1)];
    if (!bill) {
      return;
    }
    if (op.kind === "refund") {
      if (bill.refunded || bill.lines.length === 0) {
        return;
      }
      const lines = bill.lines.map((l) => ({ ...l, qty: Math.min(l.qty, 1 + op.share) }));
      const made = `${addDays(bill.date, op.after)}T05:00:00Z`;
      const total = lines.reduce((s, l) => s + l.qty * 1_000, 0);
      const refund = await tx.execute<{ id: number }>(sql`insert into rekap_refund (m_w_id, r_t_id, r_r_nominal, r_r_nominal_pajak,
          r_r_nominal_sc, r_r_nominal_total, user_id, created_at)
        select ${outletId}, ${bill.id}, ${total}, 0, 0, ${total}, r_t_kasir_id, ${made}::timestamptz from rekap_transaksi where r_t_id = ${bill.id}
        returning r_r_id as id`);
      const refundId = refund.rows[0]?.id ?? 0;
      for (const l of lines) {
        await tx.execute(
          sql`insert into rekap_refund_detail (r_r_id, r_t_detail_id, qty, nominal) values (${refundId}, ${l.id}, ${l.qty}, ${l.qty * 1_000})`,
        );
      }
      const facts = await loadRollupRefund(tx, refundId);
      await applyRollupDeltas(tx, refundRollupDeltas(facts ?? expect.fail("no refund facts"), 1));
      bill.refunded = true;
    } else if (op.kind === "void") {
      if (bill.refunded) {
        return;
      }
      const [facts] = await loadRollupBills(tx, [bill.id]);
      await tx.execute(sql`insert into rekap_transaksi_void (m_w_id, r_t_id, tmp_transaction_id, r_t_v_keterangan, r_t_v_user_id, r_t_v_snapshot)
        select r_t_m_w_id, r_t_id, r_t_tmp_transaction_id, 'tes', r_t_kasir_id,
          jsonb_build_object('transaction', jsonb_build_object('businessDate', to_char(r_t_tanggal, 'YYYY-MM-DD'), 'total', r_t_nominal_total_bayar))
        from rekap_transaksi where r_t_id = ${bill.id}`);
      await applyRollupDeltas(tx, voidRollupDeltas(facts ?? expect.fail("no facts")));
      await tx.execute(sql`update qris_charge set q_c_status = 'cancelled' where q_c_r_t_id = ${bill.id}`);
      await tx.execute(sql`delete from rekap_transaksi where r_t_id = ${bill.id}`);
      bill.id = 0;
    } else {
      const date = addDays(BASE, op.day);
      await reviseBills(tx, [bill.id], async () => {
        await tx.execute(sql`update rekap_transaksi set r_t_tanggal = ${date}::date, r_t_nominal_total_bayar = r_t_nominal_total_bayar + ${op.bump}
          where r_t_id = ${bill.id}`);
        if (!bill.refunded) {
          await tx.execute(sql`update rekap_transaksi_detail set r_t_detail_status = ${op.status}, r_t_detail_reasone_approve = 'Ubah'
            where r_t_detail_id = (select min(r_t_detail_id) from rekap_transaksi_detail where r_t_detail_r_t_id = ${bill.id})`);
        }
      });
      bill.date = date;
      if (!bill.refunded) {
        bill.lines = (
          await tx.execute<{ id: number; qty: number }>(sql`select r_t_detail_id as id, r_t_detail_qty as qty from rekap_transaksi_detail
            where r_t_detail_r_t_id = ${bill.id} and r_t_detail_status = 0 order by 1`)
        ).rows;
      }
    }
  });
}

/** Every rollup row with a figure, as text rows (labels included), table by table. */
async function rollupRows(tx: Tx | TestApp["db"]) {
  const out: Record<string, string[]> = {};
  for (const table of TABLES) {
    const { rows } = await tx.execute<{ r: string }>(sql`select row_to_json(x)::text as r from ${sql.identifier(table)} x order by 1`);
    out[table] = rows.map((r) => r.r).filter((r) => !allZero(JSON.parse(r)));
  }
  return out;
}
const KEYS = new Set([
  "m_w_id",
  "business_date",
  "m_menu_id",
  "menu_name",
  "m_kategori_id",
  "category_name",
  "status",
  "reason",
  "m_option_id",
]);
const LABELS = new Set([...KEYS, "group_name", "option_name", "m_payment_method_id", "method_name", "m_t_t_id", "type_name", "hour"]);
const allZero = (row: Record<string, unknown>) => Object.entries(row).every(([k, v]) => LABELS.has(k) || Number(v) === 0);

/** The rollups the migration's backfill builds from the bills now (rolled back after reading). */
async function backfilled() {
  const dir = path.join(import.meta.dirname, "../../db/migrations");
  const files = readdirSync(dir).filter((f) => f.endsWith("_rollups.sql") || f.endsWith("_rollup_qris.sql"));
  const statements = files
    .flatMap((file) => readFileSync(path.join(dir, file), "utf8").split("--> statement-breakpoint"))
    .map((s) => s.trim())
    .filter((s) => s.startsWith('INSERT INTO "rollup_'));
  let rows: Record<string, string[]> = {};
  await t.db
    .transaction(async (tx) => {
      await tx.execute(sql.raw(`truncate ${TABLES.join(", ")}`));
      for (const s of statements) {
        await tx.execute(sql.raw(s));
      }
      rows = await rollupRows(tx);
      tx.rollback();
    })
    .catch((e) => {
      if (!String(e).includes("Rollback")) {
        throw e;
      }
    });
  return rows;
}

describe("daily rollups", () => {
  it("equal the reports from the bills and the migrations' backfills, for random histories", { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 3, maxLength: 10 }), fc.nat(6), fc.nat(6), async (ops, a, b) => {
        for (const op of ops) {
          await step(op);
        }
        const range = { outletId, from: addDays(BASE, Math.min(a, b)), to: addDays(BASE, Math.max(a, b)) };
        expect(await salesReport(t.db, range)).toEqual(await salesReportFromBills(t.db, range));
        expect(await optionsSold(t.db, range)).toEqual(await optionsSoldFromBills(t.db, range));
        expect(await qrisRecon(t.db, range)).toEqual(await qrisReconFromBills(t.db, range));
        const whole = { outletId, from: BASE, to: addDays(BASE, 10) };
        expect(await salesReport(t.db, whole)).toEqual(await salesReportFromBills(t.db, whole));
        expect(await qrisRecon(t.db, whole)).toEqual(await qrisReconFromBills(t.db, whole));
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect(await rollupRows(t.db)).toEqual(await backfilled());
  });
});
