/**
 * The live-connection state of this device (docs/API.md "Live events"), one small store read by the
 * polling hooks and the offline banner:
 * - `stream`: "up" while the event stream delivers (screens do not poll), "down" while it is
 *   reconnecting or the server said `offline` (screens poll at the spec's intervals), "idle" before
 *   the first connection (no user yet: screens poll).
 * - `reachable`: false after a request got no answer (network error) or a 503, or the stream broke;
 *   true again after any answered request or the stream's hello.
 * - `network`: false from the browser's `offline` event until its `online` event. While false the
 *   device is offline whatever a late answer says (a reply already on its way when the network went
 *   would otherwise hide the banner until the next poll failed).
 * - `lastOkAt`: time (ms) of the last answered request: "data as of" on the banner.
 * - `storage`: the server's data disk as its last reply said (`X-Storage`: low or full, with
 *   `X-Storage-Free-MB`); "ok" when a reply carries no such header.
 */
import { useSyncExternalStore } from "react";

export interface LiveState {
  stream: "idle" | "up" | "down";
  reachable: boolean;
  network: boolean;
  lastOkAt: number | null;
  storage: "ok" | "low" | "full";
  /** Free megabytes on the server's data disk while `storage` is not "ok". */
  storageFreeMb: number | null;
}

let state: LiveState = { stream: "idle", reachable: true, network: true, lastOkAt: null, storage: "ok", storageFreeMb: null };
/** The outlet's live version of the last event the stream delivered (`v`); null while the stream is not up. */
let version: string | null = null;
const listeners = new Set<() => void>();

function set(next: Partial<LiveState>): void {
  const merged = { ...state, ...next };
  if (
    merged.stream === state.stream &&
    merged.reachable === state.reachable &&
    merged.network === state.network &&
    merged.lastOkAt === state.lastOkAt &&
    merged.storage === state.storage &&
    merged.storageFreeMb === state.storageFreeMb
  ) {
    return;
  }
  state = merged;
  for (const l of listeners) {
    l();
  }
}

export const liveStatus = {
  get: (): LiveState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The event stream's state (see `LiveState.stream`). */
  setStream(stream: LiveState["stream"]): void {
    if (stream !== "up") {
      version = null;
    }
    set(stream === "up" ? { stream, reachable: true } : { stream });
  },
  /** The device went offline (browser `offline` event): down, unreachable, and offline until `networkBack`. */
  streamLost(): void {
    version = null;
    set({ stream: "down", reachable: false, network: false });
  },
  /** The browser's `online` event: the network is back; the next answered request or hello clears the banner. */
  networkBack(): void {
    set({ network: true });
  },
  /**
   * The live version an event carried (`v`): requests send it as `Live-Version`, so the server may
   * answer the outlet's screens refetching after one event from one shared read (docs/API.md "Live events").
   */
  setVersion(v: string): void {
    version = v;
  },
  /** The live version to send, or null (stream not up: every read is fresh). */
  version: (): string | null => (state.stream === "up" ? version : null),
  /**
   * The screens were given data kept on the device from `at` (ms; lib/queryPersist.ts, before any
   * request of this page load was answered): the banner's "data terakhir pukul" is then that time.
   */
  restoredDataAt(at: number): void {
    if (state.lastOkAt === null) {
      set({ lastOkAt: at });
    }
  },
  /** The `X-Storage` and `X-Storage-Free-MB` headers of an answered API reply (null when absent). */
  reportStorage(level: string | null, freeMb: string | null): void {
    const storage = level === "low" || level === "full" ? level : "ok";
    const free = storage === "ok" || freeMb === null ? null : Number(freeMb);
    set({ storage, storageFreeMb: free !== null && Number.isFinite(free) ? free : null });
  },
  /** Outcome of one request: answered (any status but 503) or not (network error, 503). */
  reportFetch(answered: boolean): void {
    // lastOkAt moves at most once a second so the banner's time does not re-render every call.
    const now = Date.now();
    if (answered) {
      set({ reachable: true, lastOkAt: state.lastOkAt && now - state.lastOkAt < 1000 ? state.lastOkAt : now });
    } else {
      set({ reachable: false });
    }
  },
};

function useSelect<T>(select: (s: LiveState) => T): T {
  const get = () => select(state);
  return useSyncExternalStore(liveStatus.subscribe, get, get);
}

/** True when the stream delivers changes, so screens need not poll. */
export function useStreamUp(): boolean {
  return useSelect((s) => s.stream === "up");
}

/** True when the server cannot be reached: show the offline banner and mark data stale. */
export function useOffline(): boolean {
  return useSelect((s) => !s.reachable || !s.network);
}

/** Time (ms) of the last answered request, or null. */
export function useLastOkAt(): number | null {
  return useSelect((s) => s.lastOkAt);
}

/** The server's data disk: "ok", "low" (warn) or "full" (changes refused), and its free MB. */
export function useStorage(): { level: LiveState["storage"]; freeMb: number | null } {
  const level = useSelect((s) => s.storage);
  const freeMb = useSelect((s) => s.storageFreeMb);
  return { level, freeMb };
}
