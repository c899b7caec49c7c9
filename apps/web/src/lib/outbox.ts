/**
 * The offline outbox: taps made while the server cannot be reached — add-menu, the dish
 * toggles Siap / Sudah Diantar (set-ready, set-served and their undo) and a line's note (customMenu) —
 * are kept on this device in IndexedDB (idb-keyval, database `waroeng-outbox`) with the idempotency key
 * each tap got, and sent one by one, in the order they were made, when the server answers again. The
 * server applies a key once (plugins/idempotency.ts), so a send whose reply is lost and is sent again
 * never changes the order twice. Until sent, a tap is only counted as pending (`useOutboxCount`, the
 * header's badge), never shown as done.
 *
 * Entries: `{ seq, key, method, path, body?, query? }` (path under /api, as `request` takes it). A send
 * that gets no answer (or a 503/401) stops the run and keeps the entry; a refusal drops it and is reported
 * (`onRefused`). Keys live 24 hours on the server (plugins/idempotency.ts): a tap kept longer is still applied once
 * when sent, but a reply lost after that could only be re-sent as a new tap.
 */
import { createStore, get, set } from "idb-keyval";
import { useSyncExternalStore } from "react";

export interface OutboxEntry {
  seq: number;
  key: string;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  query?: Record<string, string | number>;
}

/** What a send of an entry ended in: done (answered and accepted), refused (dropped), or no answer (kept). */
export type SendOutcome = { kind: "done" } | { kind: "refused"; message: string } | { kind: "unreachable" };

const STORE_KEY = "entries";
let store: ReturnType<typeof createStore> | null = null;
let entries: OutboxEntry[] = [];
let loaded: Promise<void> | null = null;
const listeners = new Set<() => void>();

function idb(): ReturnType<typeof createStore> | null {
  if (typeof indexedDB === "undefined") {
    return null;
  }
  store ??= createStore("waroeng-outbox", "outbox");
  return store;
}

function changed(): void {
  for (const l of listeners) {
    l();
  }
}

async function persist(): Promise<void> {
  const s = idb();
  if (s) {
    await set(STORE_KEY, entries, s).catch(() => undefined);
  }
}

/** Reads what an earlier page load left (once); entries added meanwhile stay after them. */
export function loadOutbox(): Promise<void> {
  loaded ??= (async () => {
    const s = idb();
    const saved = s ? ((await get<OutboxEntry[]>(STORE_KEY, s).catch(() => undefined)) ?? []) : [];
    if (saved.length > 0) {
      const known = new Set(entries.map((e) => e.key));
      entries = [...saved.filter((e) => !known.has(e.key)), ...entries];
      changed();
    }
  })();
  return loaded;
}

export const outbox = {
  /** Taps waiting, oldest first. */
  entries: (): readonly OutboxEntry[] => entries,
  size: (): number => entries.length,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Keeps one tap (after any already waiting) and stores the list on the device. */
  async add(entry: Omit<OutboxEntry, "seq">): Promise<void> {
    await loadOutbox();
    const seq = (entries.at(-1)?.seq ?? 0) + 1;
    entries = [...entries, { ...entry, seq }];
    changed();
    await persist();
  },
};

let running: Promise<{ sent: number; refused: string[] }> | null = null;

/**
 * Sends the waiting taps in order with `send`, one at a time (one run at a time). Returns how many
 * were sent and the refusals' messages; stops at the first tap that got no answer.
 */
export function flushOutbox(send: (entry: OutboxEntry) => Promise<SendOutcome>): Promise<{ sent: number; refused: string[] }> {
  running ??= (async () => {
    await loadOutbox();
    let sent = 0;
    const refused: string[] = [];
    try {
      while (entries.length > 0) {
        const head = entries[0] as OutboxEntry;
        const outcome = await send(head);
        if (outcome.kind === "unreachable") {
          break;
        }
        if (outcome.kind === "refused") {
          refused.push(outcome.message);
        } else {
          sent += 1;
        }
        entries = entries.filter((e) => e.key !== head.key);
        changed();
        await persist();
      }
    } finally {
      running = null;
    }
    return { sent, refused };
  })();
  return running;
}

/** How many taps wait in the outbox (re-renders when it changes). */
export function useOutboxCount(): number {
  return useSyncExternalStore(outbox.subscribe, outbox.size, outbox.size);
}
