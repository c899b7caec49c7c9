/**
 * Upgrades: migrations are forward-only and keep every row. `fixtures/schema-0020.backup`
 * is a backup (plain text, backup-format.ts) of a stall's database at migration 0020 (the demo
 * waroeng, three paid bills, an open order, a closed cash session) made when this test landed. It is
 * restored: the schema is rebuilt at ITS migration level, its rows loaded, then every later
 * migration of this release runs. Every table keeps its rows, the bills are the same, and
 * check-data is clean. Never regenerate the fixture: add a new one per release instead.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { connect } from "../db/client.ts";
import { restoreBackup } from "./backup.ts";
import { decodeBackup } from "./backup-format.ts";
import { checkData } from "./check-data.ts";

/** Rows later migrations add on purpose: the built-in QRIS payment method (0037_qris.sql). */
const ADDED_BY_MIGRATIONS: Record<string, number> = { m_payment_method: 1 };

const fixture = readFileSync(new URL("./fixtures/schema-0020.backup", import.meta.url));

describe("upgrade from the 0020 schema", () => {
  it("migrates a 0020 database forward keeping every row of every table", { timeout: 120_000 }, async () => {
    const { header, tables } = decodeBackup(fixture);
    const adminUrl = inject("pgAdminUrl");
    const name = `up_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
    const result = await restoreBackup(fixture, adminUrl, name);
    expect(result.bills).toBe(3);
    const url = adminUrl.replace(/\/postgres$/, `/${name}`);
    const database = await connect(url);
    try {
      for (const [table, rows] of Object.entries(header.tables)) {
        const r = await database.pool.query<{ n: number }>(`select count(*)::int as n from "${table}"`);
        expect({ table, rows: r.rows[0]?.n }).toEqual({ table, rows: rows + (ADDED_BY_MIGRATIONS[table] ?? 0) });
      }
      const qris = await database.pool.query(
        "select m_payment_method_name, m_payment_method_type from m_payment_method where m_payment_method_id = 11",
      );
      expect(qris.rows).toEqual([{ m_payment_method_name: "QRIS", m_payment_method_type: "qris" }]);
      const bills = await database.pool.query(
        "select r_t_nota_code, r_t_bigboss, r_t_nominal_total_bayar from rekap_transaksi order by r_t_id",
      );
      const dumped = tables.find((t) => t.table === "rekap_transaksi");
      expect(bills.rows.map((b) => b.r_t_bigboss)).toEqual(["Tamu Meja 1", "Tamu Meja 2", "Tamu Meja 3"]);
      expect(bills.rows.map((b) => b.r_t_nominal_total_bayar)).toEqual([47_200, 47_200, 47_200]);
      expect(dumped?.rows).toHaveLength(3);
      expect(await checkData(database.db)).toEqual([]);
    } finally {
      await database.pool.end();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
