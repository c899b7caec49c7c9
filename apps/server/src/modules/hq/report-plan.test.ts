/**
 * The owner's reports by item, category, option and hour over hundreds of outlets read the rollups
 * through their report indexes only (db/schema/rollups.ts `reportIndex`): every day, week and month
 * piece of the range is an index-only range scan, no row of a rollup table is visited. The planner is
 * told to avoid sequential and bitmap scans (the test's tables are nearly empty, where a sequential
 * scan would be cheapest); a statement reading a column outside the index can then only be a plain
 * index scan, which visits the rows. The tables are vacuumed first, as autovacuum leaves them.
 */
import type { HqReportBy } from "@waroeng/domain/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHqTestApp, type HqTestApp } from "../hq-auth/hq.test-helpers.ts";
import { chainStatement, groupedStatement } from "./reports.service.ts";

let hq: HqTestApp;
beforeAll(async () => {
  hq = await createHqTestApp();
  // As autovacuum leaves them: pages marked all-visible, which is what makes an index-only scan the cheaper one.
  await hq.db.execute(
    sql.raw(
      `vacuum analyze ${["day", "week", "month"]
        .flatMap((g) => ["item", "option", "hour"].map((p) => `rollup_${g}_${p}`))
        .join(", ")}, rollup_chain_item, rollup_chain_category, hq_rollup_dirty`,
    ),
  );
});
afterAll(async () => {
  await hq?.close();
});

type PlanNode = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: PlanNode[] };
const scans = (n: PlanNode): PlanNode[] => [...(n["Relation Name"] ? [n] : []), ...(n.Plans ?? []).flatMap(scans)];

describe("the owner's reports over many outlets", () => {
  const outlets = Array.from({ length: 500 }, (_, i) => i + 1);
  // 90 days: days before a whole week, weeks, whole months, weeks and days again.
  const [from, to] = ["2026-08-30", "2026-11-27"];
  /** The plan of `statement` with sequential and bitmap scans off. */
  const planOf = (statement: ReturnType<typeof groupedStatement>) =>
    hq.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const { rows } = await tx.execute<{ "QUERY PLAN": Array<{ Plan: PlanNode }> }>(sql`explain (format json) ${statement}`);
      return rows[0]?.["QUERY PLAN"][0]?.Plan;
    });
  it.each<HqReportBy>(["item", "category", "option", "hour"])("by %s read only the rollups' report indexes", async (by) => {
    const plan = await planOf(groupedStatement(by, outlets, from, to, "periods"));
    const read = scans(plan as PlanNode).filter((n) => n["Relation Name"]?.startsWith("rollup_"));
    expect(new Set(read.map((n) => n["Relation Name"]?.replace(/_(day|week|month)_/, "_*_")))).toEqual(
      new Set([`rollup_*_${by === "category" ? "item" : by}`]),
    );
    expect(new Set(read.map((n) => n["Relation Name"]?.split("_")[1]))).toEqual(new Set(["day", "week", "month"]));
    for (const n of read) {
      expect({ node: n["Node Type"], index: n["Index Name"] }).toEqual({
        node: "Index Only Scan",
        index: `${n["Relation Name"]}_report_idx`,
      });
    }
  });

  it.each(["item", "category"] as const)(
    "by %s over the whole chain read the chain rows by their key and the marked days' outlet rows through the report index",
    async (by) => {
      const plan = await planOf(chainStatement(by, outlets, "Rp", from, to));
      const read = scans(plan as PlanNode).filter((n) => n["Relation Name"]?.startsWith("rollup_"));
      const chainTable = by === "item" ? "rollup_chain_item" : "rollup_chain_category";
      expect(read.map((n) => [n["Relation Name"], n["Index Name"]]).sort()).toEqual(
        [
          [chainTable, `${chainTable}_currency_business_date_${by === "item" ? "item_key" : "category_name"}_pk`],
          ["rollup_day_item", "rollup_day_item_report_idx"],
        ].sort(),
      );
      const daily = read.find((n) => n["Relation Name"] === "rollup_day_item");
      expect(daily?.["Node Type"]).toBe("Index Only Scan");
    },
  );
});
