/**
 * The last data each screen showed, kept on this device: the query cache is written to IndexedDB (idb-keyval, database
 * `waroeng-cache`) at most once a second after it changes, and read back before the app first
 * renders. A reload without the server then shows the last tables, orders and kitchen cards under
 * the offline banner (with its "data terakhir pukul …" time) instead of an empty screen; once the
 * server answers, every screen refetches as usual (restored data is older than `staleTime`).
 *
 * TanStack's own `dehydrate`/`hydrate` do the (de)serialising; its persister packages are not used
 * because their latest release (5.104.5) pins an older query-core than our react-query (5.108), which
 * would load a second query-core.
 *
 * A snapshot is used only by the same signed-in user (`session.userId()`), from the same build
 * (`VITE_BUILD_ID`, so wire shapes match), and for `MAX_AGE_MS` (24 h). Only successful queries are
 * kept. Logging out (session.clear) drops it: "Logging out clears all local data".
 */
import { type DehydratedState, defaultShouldDehydrateQuery, dehydrate, hydrate, type QueryClient } from "@tanstack/react-query";
import { createStore, del, get, set } from "idb-keyval";

/** A snapshot older than this is not restored, ms. */
const MAX_AGE_MS = 24 * 60 * 60_000;
/** Writes are at most this often, ms. */
const THROTTLE_MS = 1_000;
const KEY = "queries";

interface Snapshot {
  userId: number;
  build: string;
  savedAt: number;
  state: DehydratedState;
}

let store: ReturnType<typeof createStore> | null = null;

function idb(): ReturnType<typeof createStore> | null {
  if (typeof indexedDB === "undefined") {
    return null;
  }
  store ??= createStore("waroeng-cache", "queries");
  return store;
}

function buildId(): string {
  const id: unknown = import.meta.env.VITE_BUILD_ID;
  return typeof id === "string" ? id : "dev";
}

/**
 * Puts the device's last snapshot into `client` when it belongs to `userId` and this build and is
 * fresh enough, and returns when it was written (ms), or null when nothing was restored; never throws
 * (a broken or missing store restores nothing). Call before first render.
 */
export async function restoreQueries(client: QueryClient, userId: number, now = Date.now()): Promise<number | null> {
  const s = idb();
  if (!s || userId === 0) {
    return null;
  }
  try {
    const snap = await get<Snapshot>(KEY, s);
    if (!snap || snap.userId !== userId || snap.build !== buildId() || now - snap.savedAt > MAX_AGE_MS) {
      return null;
    }
    hydrate(client, snap.state);
    return snap.savedAt;
  } catch {
    return null;
  }
}

/**
 * Keeps writing `client`'s successful queries to the device (throttled) for the user `userOf()` names
 * at the time of the write (0 = nobody signed in: nothing written). Returns the unsubscribe.
 */
export function persistQueries(client: QueryClient, userOf: () => number): () => void {
  const s = idb();
  if (!s) {
    return () => undefined;
  }
  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = (): void => {
    timer = null;
    const userId = userOf();
    if (userId === 0) {
      return;
    }
    const snap: Snapshot = { userId, build: buildId(), savedAt: Date.now(), state: dehydrate(client, { shouldDehydrateQuery: kept }) };
    void set(KEY, snap, s).catch(() => undefined);
  };
  // The write (dehydrate + IndexedDB's structured clone) runs on the main thread: it waits for an idle
  // moment so it never delays a live screen's refetch and render (at most THROTTLE_MS more).
  const whenIdle = (): void => {
    if (typeof requestIdleCallback === "function") {
      requestIdleCallback(write, { timeout: THROTTLE_MS });
    } else {
      write();
    }
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "success" && timer === null) {
      timer = setTimeout(whenIdle, THROTTLE_MS);
    }
  });
  return () => {
    unsubscribe();
    if (timer !== null) {
      clearTimeout(timer);
    }
  };
}

/** Queries the snapshot keeps: the successful ones, but not the user's language (the device keeps its own choice, lib/i18n.ts). */
function kept(query: Parameters<typeof defaultShouldDehydrateQuery>[0]): boolean {
  return defaultShouldDehydrateQuery(query) && query.queryKey[0] !== "user-language";
}

/** Drops the device's snapshot (log out, a lost session). Never throws. */
export function dropPersistedQueries(): void {
  const s = idb();
  if (s) {
    void del(KEY, s).catch(() => undefined);
  }
}
