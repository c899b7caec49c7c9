/**
 * One live screen of the rush benchmark (bench/rush.ts, bench/rush-screens.ts): subscribes to
 * `/api/events` (bearer header) and refetches its list after events of topic `dishes` (events within
 * `debounceMs` coalesce, at most one fetch in flight), naming the live version (`v`) of the last event
 * seen in `Live-Version` when `shareReads` (as the web app does: the server may answer the outlet's
 * screens from one shared read). `opened` resolves once the stream answered; `done` when `signal`
 * aborts. Counts fetches and failures into `stats`.
 */
export interface ScreenStats {
  screenFetches: number;
  errors: number;
}

export function screen(
  base: string,
  token: string,
  method: "GET" | "POST",
  url: string,
  body: object | undefined,
  opts: { debounceMs: number; shareReads: boolean },
  stats: ScreenStats,
  signal: AbortSignal,
): { opened: Promise<void>; done: Promise<void> } {
  let version: string | undefined;
  let inFlight = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const load = async () => {
    const res = await fetch(base + url, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { "content-type": "application/json" } : {}),
        ...(opts.shareReads && version ? { "live-version": version } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    JSON.parse(await res.text());
    if (res.status >= 300) {
      throw new Error(String(res.status));
    }
  };
  const run = async () => {
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = true;
    do {
      again = false;
      await load().catch(() => stats.errors++);
      stats.screenFetches++;
    } while (again && !signal.aborted);
    inFlight = false;
  };
  let markOpened: () => void = () => {};
  const opened = new Promise<void>((r) => {
    markOpened = r;
  });
  const done = (async () => {
    const res = await fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${token}` }, signal }).catch(() => undefined);
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
          const data = frame.split("\n").find((l) => l.startsWith("data: "));
          const event = data ? (JSON.parse(data.slice(6)) as { topic?: string; v?: string }) : {};
          version = event.v ?? version;
          if (event.topic === "dishes" && !timer) {
            timer = setTimeout(() => {
              timer = undefined;
              void run();
            }, opts.debounceMs);
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
