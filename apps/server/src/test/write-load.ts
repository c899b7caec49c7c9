/**
 * Tills writing through the HTTP API of a real server process, for the tests that kill its
 * database under load (db/crash-under-load.test.ts) and the power-cut loop: each till opens an
 * order on a table of its own, adds three lines, and pays cash, again and again, through any
 * refusal. Every reply is kept (status and `Retry-After`), and every payment the server
 * acknowledged (201 with a `rekap_id`) is recorded, so a test can check that none was lost.
 */
import { readdirSync, readFileSync } from "node:fs";

/** One reply as a till saw it; status 0 is a connection that failed (refused, reset). */
export interface SeenReply {
  status: number;
  retryAfter: string | null;
  message: string | undefined;
  /** When it was sent (ms since the epoch) and how long the answer took (ms). */
  at?: number;
  ms?: number;
}

export interface WriteLoad {
  /** Every reply, in order. */
  replies: SeenReply[];
  /** Bill ids (rekap_id) of the payments the server acknowledged. */
  payments: Set<number>;
  /** Stops the tills after their current request; resolves when they have stopped. */
  stop: () => Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: the load reads reply fields as a client would
type Body = Record<string, any> | null;

async function request(base: string, token: string, method: string, url: string, body?: unknown): Promise<SeenReply & { body: Body }> {
  try {
    const res = await fetch(`${base}/api${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const parsed = (await res.json().catch(() => null)) as Body;
    return { status: res.status, retryAfter: res.headers.get("retry-after"), message: parsed?.meta?.message, body: parsed };
  } catch {
    return { status: 0, retryAfter: null, message: undefined, body: null };
  }
}

/** Logs `who`@demo.test in (demo password). @throws Error when the login fails. */
export async function demoLogin(base: string, who: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: `${who}@demo.test`, password: "demo12345" }),
  });
  const token = ((await res.json()) as { data?: { token?: string } }).data?.token;
  if (!token) {
    throw new Error(`login of ${who} failed (${res.status})`);
  }
  return token;
}

/** Opens `token`'s cash session unless one is open. @throws Error when opening fails. */
export async function openDemoCash(base: string, token: string): Promise<void> {
  const form = await request(base, token, "GET", "/m-modal/get-modal");
  if (form.body?.data?.modal_id > 0) {
    return;
  }
  const largest = form.body?.data?.modal_tipe?.[0]?.m_modal_tipe_id;
  const res = await request(base, token, "POST", "/m-modal/save-modal", {
    rekap_modal_id: 0,
    modal_detail: [{ m_modal_tipe_id: largest, rekap_modal_detail_qty: 5 }],
  });
  if (res.status !== 200) {
    throw new Error(`opening cash failed: ${JSON.stringify(res.body)}`);
  }
}

/** Ayam Goreng Dada ×2 + Es Teh Manis at Waroeng Demo: 41.000 + 10% + 5% = 47.150 → 47.200 (rupiah). */
export const DEMO_CASH_PAY = {
  payment_method: 1,
  sub_total: 41_000,
  nominal_pajak: 4_100,
  nominal_sc: 2_050,
  total: 47_200,
  round: 50,
  nominal_uang: 50_000,
  exchange: 2_800,
};

/**
 * Starts `tills` tills on the demo outlet of the server at `base` (the kasir's login and cash
 * session): till i uses the dine-in tables i, i + tills, … and moves on when a table is held
 * (an order cut before its payment keeps its table); each waits `paceMs` after a payment (a
 * stall's pace; 0: as fast as it can). Resolves once the tills are writing.
 * @throws Error when the login, the cash session or the menu cannot be read before the load.
 */
export async function startWriteLoad(base: string, tills = 2, paceMs = 0): Promise<WriteLoad> {
  const kasir = await demoLogin(base, "kasir");
  await openDemoCash(base, kasir);
  const menus = (await request(base, kasir, "GET", "/mmenu")).body?.data as Array<{ m_menu_id: number; m_menu_nama: string }>;
  const tables = (await request(base, kasir, "GET", "/m-meja")).body?.data as Array<{ m_meja_id: number; m_meja_type: string }>;
  const ayam = menus.find((m) => m.m_menu_nama === "Ayam Goreng Dada")?.m_menu_id;
  const esTeh = menus.find((m) => m.m_menu_nama === "Es Teh Manis")?.m_menu_id;
  const dineIn = tables.filter((t) => t.m_meja_type === "meja").map((t) => t.m_meja_id);
  if (!ayam || !esTeh || dineIn.length < tills) {
    throw new Error("the demo outlet lacks Ayam Goreng Dada, Es Teh Manis or tables");
  }
  const replies: SeenReply[] = [];
  const payments = new Set<number>();
  let running = true;
  const call = async (method: string, url: string, body?: unknown) => {
    const at = Date.now();
    const t0 = performance.now();
    const r = await request(base, kasir, method, url, body);
    replies.push({ status: r.status, retryAfter: r.retryAfter, message: r.message, at, ms: performance.now() - t0 });
    if (r.status === 0 || r.status === 503) {
      // As a till does: wait a little before the next try.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return r;
  };
  const till = async (i: number) => {
    const own = dineIn.filter((_, k) => k % tills === i);
    for (let n = 0; running; n++) {
      const table = own[n % own.length];
      const created = await call("POST", "/tmp-transaction", {
        tmp_transaction_m_meja_id: table,
        tmp_transaction_note_number: String(10_000 + i * 40_000 + n),
        tmp_transaction_customer_name: "Pak Budi",
        tmp_transaction_order_time: new Date().toISOString(),
      });
      const orderId = created.body?.data?.tmp_transaction_id as number | undefined;
      if (created.status !== 200 || !orderId) {
        continue;
      }
      for (const menuId of [ayam, ayam, esTeh]) {
        await call("POST", "/m-transaction-meja/add-menu", {
          tmp_transaction_detail_m_produk_id: menuId,
          tmp_transaction_detail_tmp_transaction_id: orderId,
        });
      }
      const paid = await call("POST", "/recap-transactions", { tmp_transaction_id: orderId, ...DEMO_CASH_PAY });
      const billId = paid.body?.data?.rekap_id as number | undefined;
      if (paid.status === 201 && billId) {
        payments.add(billId);
      }
      if (paceMs > 0) {
        await new Promise((resolve) => setTimeout(resolve, paceMs));
      }
    }
  };
  const done = Promise.all(Array.from({ length: tills }, (_, i) => till(i)));
  return {
    replies,
    payments,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/**
 * The pids of every process of the PostgreSQL cluster whose postmaster is `postmaster`: the
 * postmaster and its children (backends, checkpointer, walwriter …). The children call setsid(),
 * so a signal to the postmaster's process group misses them; a power cut does not. Linux (/proc).
 */
export function clusterPids(postmaster: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) {
      continue;
    }
    try {
      // The command name is in parentheses and may hold spaces: the fields after ") " are fixed.
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]?.split(" ")[1]);
      if (ppid === postmaster) {
        children.push(Number(entry));
      }
    } catch {
      // The process ended while the list was read.
    }
  }
  return [postmaster, ...children];
}
