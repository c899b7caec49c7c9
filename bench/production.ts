/**
 * Production screens under load: CLIENTS event-stream clients (GET /api/events, one per
 * kitchen device, bearer-authenticated) on the built server (built first when stale) with a fresh
 * embedded PostgreSQL and the demo data. RUNS times the cashier adds a dish to an order and sends it
 * (set-production). Prints p50/p95/p99 of
 * - set-production returning → each client receiving the `dishes` event of that order (RUNS × CLIENTS samples),
 *   and how many of those carried the order with the new dish (`order`: Layar Produksi then updates in
 *   place, lib/productionPatch.ts, and reads nothing);
 * - set-production returning → the detail-screen call (GET /m-layar-produksi/detail-screen/{id},
 *   called on the event by SCREENS of the clients, as Layar Produksi did before its in-place update and
 *   still does when an event carries no order) returning the new dish.
 * Each figure with the load average when it was printed.
 * Run: `npx tsx bench/production.ts` (CLIENTS=50, SCREENS=5, RUNS=40, BENCH_PORT=3514). Figures only: nothing asserts a time.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
// @ts-expect-error: a plain .mjs script without types (builds when stale, as `npm start` does)
import { ensureServerBuilt, ensureWebBuilt } from "../scripts/ensure-built.mjs";

const CLIENTS = Number(process.env.CLIENTS ?? 50);
const SCREENS = Math.min(CLIENTS, Number(process.env.SCREENS ?? 5));
const RUNS = Number(process.env.RUNS ?? 40);
const port = Number(process.env.BENCH_PORT ?? 3514);
const base = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "waroeng-bench-production-"));
chmodSync(dataDir, 0o755); // the embedded PostgreSQL runs as "postgres" under root

// biome-ignore lint/suspicious/noExplicitAny: replies are read field by field
type Json = any;

async function startServer(): Promise<ChildProcess> {
  ensureWebBuilt();
  ensureServerBuilt();
  const child = spawn("node", [path.join(root, "apps/server/dist/main.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      HTTPS_PORT: "off",
      MDNS: "off",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/openapi.json`, { method: "HEAD" })).ok) {
        return child;
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the built server did not start (run npm run build first)");
}

async function login(email: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "demo12345" }),
  });
  return ((await res.json()) as Json).data.token as string;
}

function client(token: string) {
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  return {
    get: async (p: string): Promise<Json> => (await fetch(`${base}/api/${p}`, { headers })).json(),
    post: async (p: string, body: object): Promise<Json> =>
      (await fetch(`${base}/api/${p}`, { method: "POST", headers, body: JSON.stringify(body) })).json(),
  };
}

/** One event-stream client: calls `onEvent` with each parsed event and its arrival time. */
async function stream(token: string, onEvent: (event: Json, at: number) => void, signal: AbortSignal): Promise<void> {
  const res = await fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${token}` }, signal });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let hello: () => void = () => undefined;
  const ready = new Promise<void>((r) => {
    hello = r;
  });
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          return;
        }
        const at = performance.now();
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf("\n\n");
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          for (const line of block.split("\n")) {
            if (line.startsWith("data:")) {
              const event = JSON.parse(line.slice(5));
              if (event.topic === "hello") {
                hello();
              }
              onEvent(event, at);
            }
          }
          cut = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // aborted at the end
    }
  })();
  await ready;
}

function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}
const fmt = (v: number[]) =>
  `p50 ${pct(v, 50).toFixed(1).padStart(6)} ms   p95 ${pct(v, 95).toFixed(1).padStart(6)} ms   p99 ${pct(v, 99).toFixed(1).padStart(6)} ms   (n=${v.length})`;

const server = await startServer();
process.on("exit", () => server.kill("SIGTERM"));
const abort = new AbortController();
try {
  const kasir = client(await login("kasir@demo.test"));
  const modal = await kasir.get("m-modal/get-modal");
  await kasir.post("m-modal/save-modal", {
    modal_detail: [{ m_modal_tipe_id: modal.data.modal_tipe[0].m_modal_tipe_id, rekap_modal_detail_qty: 2 }],
  });
  const tables = ((await kasir.get("m-meja")).data as Array<{ m_meja_id: number; m_meja_type: string }>).filter(
    (t) => t.m_meja_type === "meja",
  );
  const menus = (await kasir.get("mmenu")).data as Array<{ m_menu_id: number; m_menu_nama: string }>;
  const items = ["Ayam Goreng Dada", "Sambal Bawang"].map((n) => menus.find((m) => m.m_menu_nama === n)?.m_menu_id ?? 0);
  const orders: number[] = [];
  for (const [i, table] of tables.slice(0, 2).entries()) {
    const created = await kasir.post("tmp-transaction", {
      tmp_transaction_m_meja_id: table.m_meja_id,
      tmp_transaction_note_number: String(900000 + i),
      tmp_transaction_customer_name: `Bench ${i}`,
      tmp_transaction_order_time: new Date().toISOString(),
    });
    orders.push(created.data.tmp_transaction_id as number);
  }
  const dapurToken = await login("dapur@demo.test");
  const dapur = client(dapurToken);
  const screenId = ((await dapur.get("m-layar-produksi/all")).data as Array<{ id: number; layar_name: string }>).find(
    (s) => s.layar_name === "Dapur",
  )?.id;

  // Per run: when set-production returned, and the waits of each client.
  let current: { orderId: number; expected: number; arrivals: number[]; withOrder: number; screens: Array<Promise<number>> } | null = null;
  const sent = new Map<number, number>();
  let missing = 0;
  /** Dishes of `orderId` on the screen's reply. */
  const dishesOf = (detail: Json, orderId: number) =>
    ["left_queue", "right_queue", "left_additional", "right_additional"]
      .flatMap((k) => detail[k] as Json[])
      .flatMap((e) => e.m_dish_status as Json[])
      .filter((d) => d.menu_detail.m_transaction_table_id === orderId).length;
  const eventLatency: number[] = [];
  let withOrder = 0;
  const screenLatency: number[] = [];
  const tokens = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => (i % 2 === 0 ? dapurToken : login("dapur@demo.test"))));
  await Promise.all(
    tokens.map((token, index) =>
      stream(
        token,
        (event, at) => {
          if (event.topic !== "dishes" || !current || event.orderId !== current.orderId) {
            return;
          }
          current.arrivals.push(at);
          if (((event.order?.dishes as Json[] | undefined) ?? []).length >= current.expected) {
            current.withOrder += 1;
          }
          if (index < SCREENS) {
            const run = current;
            // Layar Produksi refetches detail-screen on the event; the reply must hold the new dish.
            run.screens.push(
              dapur.get(`m-layar-produksi/detail-screen/${screenId}`).then((reply) => {
                if (dishesOf(reply.data, run.orderId) < run.expected) {
                  missing += 1;
                }
                return performance.now();
              }),
            );
          }
        },
        abort.signal,
      ),
    ),
  );
  for (let run = 0; run < RUNS; run++) {
    const orderId = orders[run % orders.length] as number;
    await kasir.post("m-transaction-meja/add-menu", {
      tmp_transaction_detail_m_produk_id: items[run % items.length],
      tmp_transaction_detail_tmp_transaction_id: orderId,
    });
    sent.set(orderId, (sent.get(orderId) ?? 0) + 1);
    current = { orderId, expected: sent.get(orderId) ?? 1, arrivals: [], withOrder: 0, screens: [] };
    await kasir.get(`m-transaction-meja/set-production/${orderId}`);
    const returnedAt = performance.now();
    const deadline = returnedAt + 5000;
    while (current.arrivals.length < CLIENTS && performance.now() < deadline) {
      await new Promise((r) => setTimeout(r, 2));
    }
    for (const at of current.arrivals) {
      eventLatency.push(Math.max(0, at - returnedAt));
    }
    withOrder += current.withOrder;
    for (const done of await Promise.all(current.screens)) {
      screenLatency.push(Math.max(0, done - returnedAt));
    }
  }
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
  console.log(
    `production screens: ${CLIENTS} event-stream clients, ${SCREENS} refetching detail-screen, ${RUNS} sends, ${os.cpus().length} cores, load ${load}`,
  );
  console.log(`set-production returns → event at each client        ${fmt(eventLatency)}`);
  console.log(`  events carrying the order with the new dish         ${withOrder}/${eventLatency.length}`);
  console.log(`set-production returns → detail-screen has the dish   ${fmt(screenLatency)}`);
  if (missing > 0) {
    console.log(`  (${missing} detail-screen replies without the new dish)`);
  }
  if (eventLatency.length < RUNS * CLIENTS) {
    console.log(`  (${RUNS * CLIENTS - eventLatency.length} events not received within 5 s)`);
  }
} finally {
  abort.abort();
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
