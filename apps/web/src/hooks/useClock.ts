import { TIME_ZONE } from "@waroeng/domain";
import { useEffect, useState, useSyncExternalStore } from "react";

const clockFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** Now (epoch ms), refreshed every `intervalMs` (1 s for the clock, 60 s for elapsed times). */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** The live clock of the cashier nav: `HH:mm:ss` in Asia/Jakarta, ticking every second. */
export function useClock(): string {
  const now = useNow(1000);
  return clockFormat.format(now);
}

/** One interval for every useEverySecond: the second it last ticked, and who follows it. */
const ticker = { now: Date.now(), timer: undefined as number | undefined, listeners: new Set<() => void>() };

function followSeconds(listener: () => void): () => void {
  ticker.listeners.add(listener);
  if (ticker.timer === undefined) {
    ticker.now = Date.now();
    ticker.timer = window.setInterval(() => {
      ticker.now = Date.now();
      for (const l of ticker.listeners) {
        l();
      }
    }, 1000);
  }
  return () => {
    ticker.listeners.delete(listener);
    if (ticker.listeners.size === 0) {
      window.clearInterval(ticker.timer);
      ticker.timer = undefined;
    }
  };
}

/**
 * `select(now)` (now: epoch ms) read again every second from one shared interval; the component
 * renders again only when the selected value changes (compare with Object.is: return a string or a
 * number). A production card's age text and colour level tick without rendering the card's list.
 */
export function useEverySecond<T>(select: (nowMs: number) => T): T {
  return useSyncExternalStore(followSeconds, () => select(ticker.timer === undefined ? Date.now() : ticker.now));
}
