/**
 * Statements per request of the main job's endpoints (each statement is a round trip and a
 * socket write). Runs one order of the rush's main job through the real API on a fresh embedded
 * PostgreSQL, counting the queries sent to PostgreSQL (begin/commit included) during each request.
 * Run: `npx tsx bench/statements.ts`. Figures only: nothing here asserts a count.
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../apps/server/src/app.ts";
import { connect, ensureDatabase } from "../apps/server/src/db/client.ts";
import { startEmbedded } from "../apps/server/src/db/embedded.ts";
import { seedDemo } from "../apps/server/src/db/seed.ts";
import { mainJobOrder, menusAndTables, openCash } from "./main-job-steps.ts";

let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const dir = mkdtempSync(path.join(os.tmpdir(), "waroeng-bench-stmts-"));
chmodSync(dir, 0o755);
const embedded = await startEmbedded(dir, 0, false);
await ensureDatabase(embedded.url("postgres"), "bench");
const database = await connect(embedded.url("bench"));
await seedDemo(database.db);
const app = await buildApp({ db: database.db });

const counts = new Map<string, number[]>();
async function call(name: string, method: "GET" | "POST", url: string, token: string, payload?: object) {
  const before = statements;
  const res = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  counts.set(name, [...(counts.get(name) ?? []), statements - before]);
  if (res.statusCode >= 300) {
    throw new Error(`${name}: ${res.statusCode} ${res.body}`);
  }
  return res.json();
}
async function login(email: string): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/login", payload: { email, password: "demo12345" } });
  return res.json().data.token;
}
const tokens = { kasir: await login("kasir@demo.test"), dapur: await login("dapur@demo.test"), pelayan: await login("pelayan@demo.test") };
await openCash(call, tokens.kasir);
const { menuIds, tableIds } = await menusAndTables(call, tokens.kasir);
counts.clear();
for (let i = 0; i < 2; i++) {
  await mainJobOrder(call, tokens, { tableId: tableIds[i] as number, noteNumber: String(10000 + i), menuIds, items: 3, offset: i });
}
console.log("statements per request (session lookup, begin and commit included)");
for (const [name, xs] of counts) {
  console.log(name.padEnd(22), `${Math.min(...xs)}–${Math.max(...xs)}`.padStart(6));
}
await app.close();
await database.close();
await embedded.stop();
rmSync(dir, { recursive: true, force: true });
