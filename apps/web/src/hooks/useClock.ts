import { TIME_ZONE } from "@waroeng/domain";
import { useEffect, useState } from "react";

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
