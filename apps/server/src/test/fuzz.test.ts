/**
 * Fuzz test of the whole API ("27 of 11,086 fuzzed requests got a 500"): every route of
 * the OpenAPI document (`app.swagger()`), called by a logged-in role allowed to call it (kacab may
 * call every route; kasir most), gets generated bad input — path, query and body — in every content
 * type (JSON, urlencoded, multipart, and raw bodies that lie about their type). Asserted: no answer
 * is ≥ 500, and a refused request (≥ 400) leaves every business table exactly as it was (checksum
 * of all their rows before and after). Authentication bookkeeping (sessions) is not business state.
 *
 * Deterministic: the seed is fixed and printed; replay a run with `FUZZ_SEED=<seed>`, make it longer
 * with `FUZZ_RUNS=<runs per route and content type>` (else 8 in `npm test`, 20 in `npm run test:full`:
 * test/size.ts).
 */

import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cashBody, mainLines, openCash, openOrder, pay } from "../modules/payment/payment.factory.ts";
import { buildStall } from "./factories.ts";
import { bodyFor, type ContentType, encodeBody, encodeLoose, type JsonSchema, paramFor, rawBody } from "./fuzz.arbitraries.ts";
import { createTestApp, type TestApp } from "./harness.ts";
import { testRuns } from "./size.ts";

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_522);
const RUNS = testRuns("FUZZ_RUNS", 8, 20);
const ROLES = ["kacab", "kasir"] as const;

interface Operation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface Route {
  method: string;
  path: string;
  op: Operation;
}

interface Failure {
  route: string;
  type: string;
  seed: number;
  path?: string;
  request: string;
  status: number;
  body: string;
}

let t: TestApp;
let ids: number[] = [];
let checksumSql = "";

/** A checksum of every row of every business table (all public tables but auth bookkeeping). */
/** The tables whose row count or hash differs between two checksums (`name:count:hash,…`). */
function changedTables(before: string, after: string): string {
  const was = new Set(before.split(","));
  return after
    .split(",")
    .filter((h) => !was.has(h))
    .map((h) => h.split(":")[0])
    .join(", ");
}

async function checksum(): Promise<string> {
  const res = await t.db.execute<{ sum: string }>(sql.raw(checksumSql));
  return res.rows[0]?.sum ?? "";
}

/**
 * The next transaction id PostgreSQL will assign. Only a writing transaction takes one, so while
 * it stays put nothing can have changed and the full checksum is skipped.
 */
async function nextXid(): Promise<string> {
  const res = await t.db.execute<{ xid: string }>(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`);
  return res.rows[0]?.xid ?? "";
}

beforeAll(async () => {
  t = await createTestApp();
  const stall = await buildStall(t, ["Meja 1", "Meja 2"]);
  // Realistic state to reach deep into the services: open cash, an open order sent to the kitchen, a paid one.
  await openCash(t, "kasir");
  await openCash(t, "kacab");
  const open = await openOrder(t, { table: stall.table("Meja 1"), items: mainLines(stall) });
  await t.call("GET", `/api/m-transaction-meja/set-production/${open.orderId}`, { as: "kasir" });
  const paid = await openOrder(t, { table: stall.table("Meja 2"), items: mainLines(stall) });
  await pay(t, "kasir", cashBody(paid.orderId));

  const tables = await t.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const business = tables.rows.map((r) => r.table_name).filter((name) => !/session|attempt|rate_limit/.test(name));
  // Per table: row count and the sum of a hash of each whole row (order-free, so no sort of rows);
  // the tables' entries sorted, as a union all may return them in any order (a parallel plan).
  checksumSql = `select string_agg(h, ',' order by h) as sum from (${business
    .map((name) => `select '${name}:' || count(*) || ':' || coalesce(sum(hashtext(r::text)::bigint), 0) as h from "${name}" r`)
    .join(" union all ")}) s`;
  const known = await t.db.execute<{ id: number }>(
    sql`select distinct id from (
      select tmp_transaction_id as id from tmp_transaction union select tmp_transaction_detail_id from tmp_transaction_detail
      union select m_dish_status_id from m_dish_status union select m_meja_id from m_meja union select m_menu_id from m_menu
      union select id from users) s order by id limit 60`,
  );
  ids = known.rows.map((r) => r.id);
}, 120_000);

afterAll(async () => {
  await t.close();
});

/** Every documented route, in a stable order. */
function routesOf(doc: { paths: Record<string, Record<string, Operation>> }): Route[] {
  const out: Route[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      out.push({ method: method.toUpperCase(), path, op });
    }
  }
  return out.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** A token of `role`; logout gets a fresh one each time (it revokes what it is given). */
const tokens = new Map<string, string>();
async function tokenFor(role: string, route: Route): Promise<string> {
  if (route.path === "/api/logout") {
    const res = await t.app.inject({ method: "POST", url: "/api/login", payload: { email: `${role}@demo.test`, password: "demo12345" } });
    return res.json().data.token as string;
  }
  const cached = tokens.get(role) ?? (await t.login(role));
  tokens.set(role, cached);
  return cached;
}

describe("OpenAPI fuzz: bad input to every route, every content type", () => {
  it("never answers ≥ 500 and changes nothing when it refuses", async () => {
    console.log(`fuzz seed ${SEED}, ${RUNS} runs per route and content type (replay: FUZZ_SEED=${SEED})`);
    const routes = routesOf(t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> });
    expect(routes.length).toBeGreaterThan(30);
    const failures: Failure[] = [];
    let base = await checksum();
    let xid = await nextXid();
    let sent = 0;
    let k = 0;
    for (const route of routes) {
      const pathParams = (route.op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
      const queryParams = (route.op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
      const schema = Object.values(route.op.requestBody?.content ?? {})[0]?.schema;
      const types: Array<ContentType | "raw"> = route.method === "GET" ? ["json"] : ["json", "urlencoded", "multipart", "raw"];
      // A route that reads no input at all only needs a few calls (its bodies are ignored).
      const runs = pathParams.length + queryParams.length === 0 && !schema ? 3 : RUNS;
      for (const type of types) {
        k += 1;
        const seed = SEED + k;
        const input = fc.record({
          role: fc.constantFrom(...ROLES),
          params: fc.record(Object.fromEntries(pathParams.map((n) => [n, paramFor(ids)]))),
          query: fc.record(Object.fromEntries(queryParams.map((n) => [n, paramFor(ids)])), { requiredKeys: [] }),
          body: bodyFor(schema, ids),
          raw: rawBody,
        });
        let last: Failure | undefined;
        const result = await fc.check(
          fc.asyncProperty(input, async (req) => {
            let url = route.path;
            for (const [name, value] of Object.entries(req.params)) {
              url = url.replace(`{${name}}`, encodeLoose(value));
            }
            const qs = Object.entries(req.query)
              .map(([n, v]) => `${n}=${encodeLoose(String(v))}`)
              .join("&");
            url = qs ? `${url}?${qs}` : url;
            const encoded = route.method === "GET" ? undefined : type === "raw" ? req.raw : encodeBody(req.body, type);
            const headers: Record<string, string> = { authorization: `Bearer ${await tokenFor(req.role, route)}` };
            if (encoded?.payload !== undefined) {
              headers["content-type"] = encoded.contentType;
            }
            const res = await t.app.inject({
              method: route.method as "GET",
              url,
              headers,
              ...(encoded?.payload !== undefined ? { payload: encoded.payload } : {}),
            });
            sent += 1;
            const nowXid = await nextXid();
            let changed = false;
            const before = base;
            if (nowXid !== xid) {
              const after = await checksum();
              changed = after !== base;
              base = after;
              xid = await nextXid();
            }
            if (res.statusCode >= 500 || (res.statusCode >= 400 && changed)) {
              const request = `${route.method} ${url} as ${req.role} ${encoded?.contentType ?? ""} ${String(encoded?.payload ?? "").slice(0, 300)}`;
              last = { route: `${route.method} ${route.path}`, type, seed, request, status: res.statusCode, body: res.body.slice(0, 300) };
              if (changed && res.statusCode < 500) {
                last.body = `state changed on refusal (${changedTables(before, base)}): ${last.body}`;
              }
              return false;
            }
            return true;
          }),
          { seed, numRuns: runs, endOnFailure: true },
        );
        if (result.failed && last) {
          failures.push({ ...last, path: result.counterexamplePath ?? undefined });
        }
      }
    }
    console.log(`fuzz: ${sent} requests to ${routes.length} routes, ${failures.length} failures`);
    expect(failures).toEqual([]);
  }, 180_000);
});
