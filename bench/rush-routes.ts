/**
 * Server CPU per request, route by route (bench/rush.ts): `tills` tills walk the main job in lockstep —
 * every till sends the same step at once (open table, add menu, set-production, the kitchen's detail
 * and list, ready, served, the pickup's list, deliver, totals, pay) — and the server's own CPU time
 * (`process.cpuUsage()` asked over IPC before and after each step, user + system, all its threads) is
 * charged to that step's route. Run against the app and the bare server with the same tills, tables
 * and menus, it gives each hot route's app/bare ratio. Figures only.
 */
import type { ChildProcess } from "node:child_process";

/** The route names, in main-job order, and what each stands for. */
export const HOT_ROUTES = [
  ["open", "POST /api/tmp-transaction"],
  ["add-menu", "POST /api/m-transaction-meja/add-menu"],
  ["set-production", "GET /api/m-transaction-meja/set-production/:id"],
  ["kitchen detail", "GET /api/m-dish-status/by-transaction/:id"],
  ["kitchen list", "GET /api/m-dish-status/available"],
  ["set-ready", "GET /api/m-dish-status/set-ready/:id"],
  ["set-served", "GET /api/m-dish-status/set-served/:id"],
  ["pickup list", "POST /api/m-dish-status/ready-by-type"],
  ["deliver", "GET /api/m-dish-status/set-delivered"],
  ["detail", "GET /api/transaction-detail"],
  ["pay", "POST /api/recap-transactions"],
] as const;
export type RouteName = (typeof HOT_ROUTES)[number][0];

/** Per route: requests made and server CPU spent on them, ms. */
export type RouteCpu = Map<RouteName, { n: number; cpuMs: number }>;

interface Device {
  kasir: string;
  dapur: string;
  pelayan: string;
}

/** The server's CPU time so far (ms, user + system), asked over its IPC channel (bench/rush-server.ts answers). */
export function serverCpu(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once("message", (m: { cpuMs: number }) => resolve(m.cpuMs));
    child.send("cpu");
  });
}

/**
 * Runs `rounds` lockstep orders on `devices.length` tills (till i on `tableIds[i]`, `items` menus each)
 * against `base`, charging the server's CPU per step to its route. Throws on any status ≥ 300.
 */
export async function routeCpu(
  child: ChildProcess,
  base: string,
  devices: Device[],
  tableIds: number[],
  menuIds: number[],
  items: number,
  rounds: number,
  firstNota: number,
): Promise<RouteCpu> {
  const out: RouteCpu = new Map(HOT_ROUTES.map(([name]) => [name, { n: 0, cpuMs: 0 }]));
  let nota = firstNota;
  const call = async (method: string, url: string, token: string, body?: object) => {
    const res = await fetch(base + url, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    if (res.status >= 300) {
      throw new Error(`${method} ${url}: ${res.status} ${text}`);
    }
    // biome-ignore lint/suspicious/noExplicitAny: benchmark replies are read loosely
    return JSON.parse(text) as any;
  };
  /** All tills at once, one request each (`skip` leaves a till out), charged to `route`. */
  const step = async <T>(route: RouteName, each: (till: number) => Promise<T> | undefined): Promise<T[]> => {
    const c0 = await serverCpu(child);
    const started = devices.map((_, i) => each(i));
    const results = await Promise.all(started);
    const c1 = await serverCpu(child);
    const entry = out.get(route);
    if (entry) {
      entry.n += started.filter((p) => p !== undefined).length;
      entry.cpuMs += c1 - c0;
    }
    return results as T[];
  };
  for (let r = 0; r < rounds; r++) {
    const orders = await step("open", (i) =>
      call("POST", "/api/tmp-transaction", devices[i]?.kasir ?? "", {
        tmp_transaction_m_meja_id: tableIds[i],
        tmp_transaction_note_number: String(nota++),
        tmp_transaction_customer_name: "Rush Boss",
        tmp_transaction_order_time: new Date().toISOString(),
      }).then((j) => j.data.tmp_transaction_id as number),
    );
    for (let k = 0; k < items; k++) {
      await step("add-menu", (i) =>
        call("POST", "/api/m-transaction-meja/add-menu", devices[i]?.kasir ?? "", {
          tmp_transaction_detail_m_produk_id: menuIds[((orders[i] ?? 0) + k) % menuIds.length],
          tmp_transaction_detail_tmp_transaction_id: orders[i],
        }),
      );
    }
    await step("set-production", (i) => call("GET", `/api/m-transaction-meja/set-production/${orders[i]}`, devices[i]?.kasir ?? ""));
    const dishes = await step("kitchen detail", (i) =>
      call("GET", `/api/m-dish-status/by-transaction/${orders[i]}`, devices[i]?.dapur ?? "").then((j) =>
        (j.data as { m_dish_status_id: number }[]).map((d) => d.m_dish_status_id),
      ),
    );
    await step("kitchen list", (i) => call("GET", "/api/m-dish-status/available", devices[i]?.dapur ?? ""));
    const most = Math.max(...dishes.map((d) => d.length));
    for (const [route, mark, token] of [
      ["set-ready", "set-ready", "dapur"],
      ["set-served", "set-served", "pelayan"],
    ] as const) {
      for (let k = 0; k < most; k++) {
        await step(route, (i) => {
          const id = dishes[i]?.[k];
          return id === undefined ? undefined : call("GET", `/api/m-dish-status/${mark}/${id}`, devices[i]?.[token] ?? "");
        });
      }
    }
    await step("pickup list", (i) => call("POST", "/api/m-dish-status/ready-by-type?page=1", devices[i]?.pelayan ?? "", { type: "makan" }));
    for (const type of ["makan", "minum"]) {
      await step("deliver", (i) =>
        call("GET", `/api/m-dish-status/set-delivered?transaction_id=${orders[i]}&type=${type}`, devices[i]?.pelayan ?? ""),
      );
    }
    const totals = await step("detail", (i) =>
      call("GET", `/api/transaction-detail?tmp_transaction_detail_tmp_transaction_id=${orders[i]}`, devices[i]?.kasir ?? "").then(
        (j) => j.totals as { subtotal: number; rounded: number; tax: number; service_charge: number; rounding: number },
      ),
    );
    await step("pay", (i) => {
      const t = totals[i];
      return t
        ? call("POST", "/api/recap-transactions", devices[i]?.kasir ?? "", {
            tmp_transaction_id: orders[i],
            payment_method: 1,
            sub_total: t.subtotal,
            total: t.rounded,
            nominal_pajak: t.tax,
            nominal_sc: t.service_charge,
            nominal_uang: t.rounded,
            round: t.rounding,
          })
        : undefined;
    });
  }
  return out;
}

/** Prints app and bare CPU per request per route and their ratio (target ≤ 1.5×), and the whole main job's. */
export function printRouteCpu(app: RouteCpu, bare: RouteCpu, header: string): void {
  console.log(header);
  console.log(
    ["route", "app ms/req", "bare ms/req", "app/bare", "requests"].map((h, i) => (i === 0 ? h.padEnd(16) : h.padStart(13))).join(""),
  );
  let appAll = 0;
  let bareAll = 0;
  for (const [name] of HOT_ROUTES) {
    const a = app.get(name);
    const b = bare.get(name);
    if (!a || !b || a.n === 0 || b.n === 0) {
      continue;
    }
    appAll += a.cpuMs;
    bareAll += b.cpuMs;
    const per = (x: { n: number; cpuMs: number }) => x.cpuMs / x.n;
    console.log(
      [
        name.padEnd(16),
        per(a).toFixed(3).padStart(13),
        per(b).toFixed(3).padStart(13),
        `${(per(a) / per(b)).toFixed(2)}×`.padStart(13),
        String(a.n).padStart(13),
      ].join(""),
    );
  }
  console.log(`${"main job".padEnd(16)}${"".padStart(13)}${"".padStart(13)}${`${(appAll / bareAll).toFixed(2)}×`.padStart(13)}`);
}
