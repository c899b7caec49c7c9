/**
 * The live screens of bench/outlets.ts as their own process (forked with an IPC channel): per till a
 * Hal Tata (`ready-status` and `available` of dine in) and a Hal Ambil (`ready-by-type` makan, page 1),
 * each doing what the web app does with the events (apps/web hooks/useLiveEvents.ts): a `dishes` event
 * carrying its `order` updates the cached lists in place (the web's own lib/livePatch.ts), one without
 * it (or a list the patch cannot settle) makes the screen read its lists after LIVE_COALESCE_MS, one
 * read in flight, naming the last live version seen (`Live-Version`).
 * Messages in: `{ start: { base, screens: { token, kind }[], debounceMs } }`, then `{ stop: true }`.
 * Out: `{ started: true }` once every screen has its lists, and on stop `{ fetches, patched, errors }`.
 */
import type { LiveOrder } from "../packages/domain/src/wire/events.ts";

/** A list's key as the web app caches it (apps/web api/queryKeys.ts). */
type AppQueryKey = readonly unknown[];
// The web app's own code, loaded by path: this bench is not type-checked against the web's (DOM, Vite) types.
const web = (file: string) => new URL(`../apps/web/src/lib/${file}`, import.meta.url).href;
const { walk } = (await import(web("liveMatch.ts"))) as { walk: (data: unknown, visit: (o: Record<string, unknown>) => void) => void };
const { patchList } = (await import(web("livePatch.ts"))) as {
  patchList: (
    key: AppQueryKey,
    data: unknown,
    order: LiveOrder,
    orderTimeOf: (id: number) => number | undefined,
  ) => { data: unknown } | "refetch" | "other";
};

interface List {
  key: AppQueryKey;
  method: "GET" | "POST";
  url: string;
  body?: object;
  data?: unknown;
}
interface Start {
  base: string;
  screens: { token: string; kind: "tata" | "ambil" }[];
  debounceMs: number;
}

const stats = { fetches: 0, patched: 0, errors: 0 };
let abort: AbortController | undefined;
let running: Promise<void>[] = [];

function listsOf(kind: "tata" | "ambil"): List[] {
  return kind === "tata"
    ? [
        { key: ["ready-status", "dine_in"], method: "GET", url: "/api/m-transaction-table/ready-status?type=dine_in" },
        { key: ["dish-available", "dine_in"], method: "GET", url: "/api/m-dish-status/available?type=dine_in" },
      ]
    : [{ key: ["ready-by-type", "makan", 1], method: "POST", url: "/api/m-dish-status/ready-by-type?page=1", body: { type: "makan" } }];
}

/** One screen: resolves `opened` once its lists are loaded; `done` when `signal` aborts. */
function screen(base: string, token: string, lists: List[], debounceMs: number, signal: AbortSignal) {
  let version: string | undefined;
  const stale = new Set<List>();
  let timer: NodeJS.Timeout | undefined;
  let inFlight = false;
  const load = async (list: List) => {
    const res = await fetch(base + list.url, {
      method: list.method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(list.body ? { "content-type": "application/json" } : {}),
        ...(version ? { "live-version": version } : {}),
      },
      ...(list.body ? { body: JSON.stringify(list.body) } : {}),
    });
    const json = JSON.parse(await res.text()) as { data: unknown };
    if (res.status >= 300) {
      throw new Error(String(res.status));
    }
    list.data = json.data;
    stats.fetches++;
  };
  const flush = async () => {
    timer = undefined;
    if (inFlight) {
      return;
    }
    inFlight = true;
    while (stale.size > 0 && !signal.aborted) {
      const these = [...stale];
      stale.clear();
      await Promise.all(these.map((l) => load(l).catch(() => stats.errors++)));
    }
    inFlight = false;
  };
  const later = (targets: List[]) => {
    for (const l of targets) {
      stale.add(l);
    }
    timer ??= setTimeout(() => void flush(), debounceMs);
  };
  const patch = (order: LiveOrder) => {
    const times = new Map<number, number>();
    for (const l of lists) {
      walk(l.data, (o) => {
        if (typeof o.m_transaction_table_id === "number" && typeof o.m_transaction_table_order_time === "string") {
          times.set(o.m_transaction_table_id, Date.parse(o.m_transaction_table_order_time));
        }
      });
    }
    for (const l of lists) {
      const next = patchList(l.key, l.data, order, (id) => times.get(id));
      if (next === "refetch" || next === "other") {
        later([l]);
      } else {
        l.data = next.data;
        stats.patched++;
      }
    }
  };
  let markOpened: () => void = () => {};
  const opened = new Promise<void>((r) => {
    markOpened = r;
  });
  const done = (async () => {
    const res = await fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${token}` }, signal }).catch(() => undefined);
    await Promise.all(lists.map((l) => load(l).catch(() => stats.errors++)));
    markOpened();
    if (!res?.body) {
      return;
    }
    let buf = "";
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body) {
        buf += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buf.indexOf("\n\n");
        while (end >= 0) {
          const frame = buf.slice(0, end);
          buf = buf.slice(end + 2);
          end = buf.indexOf("\n\n");
          const line = frame.split("\n").find((l) => l.startsWith("data: "));
          const event = line ? (JSON.parse(line.slice(6)) as { topic?: string; v?: string; order?: LiveOrder }) : {};
          version = event.v ?? version;
          if (event.topic !== "dishes") {
            continue;
          }
          if (event.order && lists.every((l) => l.data !== undefined)) {
            patch(event.order);
          } else {
            later(lists);
          }
        }
      }
    } catch {
      // aborted at the end of the phase
    }
    clearTimeout(timer);
  })();
  return { opened, done };
}

process.on("message", (msg: { start?: Start; stop?: true }) => {
  if (msg.start) {
    const { base, screens, debounceMs } = msg.start;
    const current = new AbortController();
    abort = current;
    const all = screens.map((s) => screen(base, s.token, listsOf(s.kind), debounceMs, current.signal));
    running = all.map((s) => s.done);
    void Promise.all(all.map((s) => s.opened)).then(() => {
      Object.assign(stats, { fetches: 0, patched: 0, errors: 0 });
      process.send?.({ started: true });
    });
  } else if (msg.stop) {
    abort?.abort();
    void Promise.all(running).then(() => process.send?.({ ...stats }));
  }
});
process.on("disconnect", () => process.exit(0));
