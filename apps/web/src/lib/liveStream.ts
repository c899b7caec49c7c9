import type { Query, QueryClient } from "@tanstack/react-query";
import { LIVE_COALESCE_MS } from "@waroeng/domain";
import { probeServer } from "../api/client.ts";
import { queryKeys } from "../api/queryKeys.ts";
import { pokePrintAgent } from "./devicePrinter/agentPoke.ts";
import { type ChangeEvent, type LiveEvent, touches, walk } from "./liveMatch.ts";
import { applyLiveOrder, PATCHED_HEADS } from "./livePatch.ts";
import { liveStatus } from "./liveStatus.ts";

/** Menu type → pickup kind from whatever this device has cached (menu types, kitchen and pickup lists). */
function pickupMap(queryClient: QueryClient): (id: number) => string | undefined {
  let map: Map<number, string> | null = null;
  return (id) => {
    if (!map) {
      const m = new Map<number, string>();
      for (const q of queryClient.getQueryCache().getAll()) {
        walk(q.state.data, (o) => {
          const type = o.m_menu_jenis_id ?? o.m_dish_status_menu_jenis_id;
          if (typeof type === "number" && typeof o.m_menu_jenis_ambil === "string") {
            m.set(type, o.m_menu_jenis_ambil);
          }
        });
      }
      map = m;
    }
    return map.get(id);
  };
}

/** The cached queries a change event touches (decided when it arrives), leaving out the lists its `order` patched. */
function touchedBy(queryClient: QueryClient, event: ChangeEvent): Query[] {
  const pickupOf = pickupMap(queryClient);
  return queryClient.getQueryCache().findAll({
    predicate: (q) => !(event.order && PATCHED_HEADS.has(q.queryKey[0] as string)) && touches(q.queryKey, q.state.data, event, pickupOf),
  });
}

/** Refetches `targets` (the active ones; others go stale), or every active query after a resync. */
function refetch(queryClient: QueryClient, targets: Set<Query>, resync: boolean): void {
  if (resync) {
    pokePrintAgent(); // a device job may have been queued while the stream was down
    void queryClient.invalidateQueries({ type: "active", predicate: (q) => q.queryKey[0] !== queryKeys.session.user[0] });
    return;
  }
  if (targets.size > 0) {
    void queryClient.invalidateQueries({ predicate: (q) => targets.has(q) });
  }
}

/**
 * Subscribes to the server's live events (GET /api/events, server-sent events, authenticated by the
 * session cookie; docs/API.md "Live events") for `queryClient`'s screens until the returned close is called, and
 * refetches only the queries an event's ids touch (lib/liveMatch.ts): the events arriving within
 * `LIVE_COALESCE_MS` (25 ms) of the first make one refetch. A `dishes` event carrying its order
 * updates the kitchen, pickup, Pesan Aktif and production-screen lists at once and in place instead (lib/livePatch.ts).
 * The stream's state goes to lib/liveStatus.ts: screens poll only while it is down (`offline` from the server, or reconnecting); on `resync` and on every hello (the
 * first: reads made before the subscription may have missed a change; later: a reconnect), every
 * active query refetches once. EventSource reconnects by itself.
 * The server ends the stream when the session ends (logout elsewhere, expiry); the reconnect is then
 * refused and the user is re-checked, which sends a signed-out device to login.
 */
export function openLiveStream(queryClient: QueryClient): () => void {
  let source: EventSource | null = null;
  let targets = new Set<Query>();
  let resync = false;
  let waiting = false;
  let stopped = false;
  const flush = () => {
    const [these, all] = [targets, resync];
    targets = new Set();
    resync = false;
    waiting = false;
    if (!stopped) {
      refetch(queryClient, these, all);
    }
  };
  /** Refetches after LIVE_COALESCE_MS: the events of a burst make one read. */
  const later = () => {
    if (!waiting) {
      waiting = true;
      setTimeout(flush, LIVE_COALESCE_MS);
    }
  };
  const onMessage = (ev: MessageEvent) => {
    let event: LiveEvent;
    try {
      event = JSON.parse(ev.data as string) as LiveEvent;
    } catch {
      return;
    }
    if ("v" in event && event.v) {
      liveStatus.setVersion(event.v);
    }
    if (event.topic === "offline") {
      liveStatus.setStream("down");
      return;
    }
    if (event.topic === "hello" || event.topic === "resync") {
      liveStatus.setStream("up");
      // The first hello: the screen's first reads may have run before this subscription, and a change
      // in between has no event for it (found by stock.spec: a nota made ready while the page
      // loaded never showed). A later hello: reconnected, changes may have been missed meanwhile.
      // Either way every active query reads once more.
      resync = true;
      later();
      return;
    }
    if (event.topic === "print") {
      // A job was queued for a device printer: this device claims it if the printer is paired here.
      pokePrintAgent();
    }
    const change = event as ChangeEvent; // hello, offline and resync returned above
    // Decided now, before a patch below changes what the lists hold.
    for (const q of touchedBy(queryClient, change)) {
      targets.add(q);
    }
    if (change.order) {
      // A list the order cannot update in place is read again if the event concerns it.
      const pickupOf = pickupMap(queryClient);
      for (const q of applyLiveOrder(queryClient, change.order)) {
        if (touches(q.queryKey, q.state.data, change, pickupOf)) {
          targets.add(q);
        }
      }
    }
    if (targets.size > 0) {
      later();
    }
  };
  const connect = () => {
    source?.close();
    const s = new EventSource("/api/events");
    s.onmessage = onMessage;
    s.onerror = () => {
      if (s.readyState === EventSource.CLOSED) {
        liveStatus.setStream("down"); // refused (session ended): the user re-check decides
        void queryClient.invalidateQueries({ queryKey: queryKeys.session.user });
      } else {
        // Reconnecting: is the server gone, or only the stream (a proxy)? One cheap probe decides the banner.
        liveStatus.setStream("down");
        void probeServer();
      }
    };
    source = s;
  };
  // The device lost its network: an open stream may not notice for long, so drop it now and
  // reconnect (hello → resync) when the network is back.
  const offline = () => {
    source?.close();
    source = null;
    liveStatus.streamLost();
  };
  const online = () => {
    liveStatus.networkBack();
    connect();
  };
  window.addEventListener("offline", offline);
  window.addEventListener("online", online);
  connect();
  return () => {
    stopped = true;
    source?.close();
    window.removeEventListener("offline", offline);
    window.removeEventListener("online", online);
    liveStatus.setStream("idle");
  };
}
