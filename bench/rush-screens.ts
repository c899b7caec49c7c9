/**
 * The live screens of the rush benchmark as their own process (bench/rush.ts starts it as a child with
 * an IPC channel): in a stall the kitchen and pickup screens are other devices, so their event parsing
 * and list fetches must not sit in the tills' event loop and inflate the tills' measured latency.
 * Messages in: `{ start: { base, devices: { dapur, pelayan }[], debounceMs, shareReads } }`, then
 * `{ stop: true }`. Messages out: `{ started: true }` once every stream is open, and on stop
 * `{ fetches, errors }` (screen list fetches made, and failed ones). Each device has two screens:
 * Hal Tata (`GET /api/m-dish-status/available`) and Hal Ambil (`POST /api/m-dish-status/ready-by-type`),
 * each refetching after events of topic `dishes` (coalesced over `debounceMs`, one fetch in flight).
 */
import { type ScreenStats, screen } from "./rush-screen.ts";

interface Start {
  base: string;
  devices: { dapur: string; pelayan: string }[];
  debounceMs: number;
  shareReads: boolean;
}

let abort: AbortController | undefined;
let running: Promise<void>[] = [];
const stats: ScreenStats = { screenFetches: 0, errors: 0 };

process.on("message", (msg: { start?: Start; stop?: true }) => {
  if (msg.start) {
    const { base, devices, debounceMs, shareReads } = msg.start;
    const current = new AbortController();
    abort = current;
    stats.screenFetches = 0;
    stats.errors = 0;
    const opened: Promise<void>[] = [];
    running = devices.flatMap((d) => {
      const tata = screen(
        base,
        d.dapur,
        "GET",
        "/api/m-dish-status/available",
        undefined,
        { debounceMs, shareReads },
        stats,
        current.signal,
      );
      const ambil = screen(
        base,
        d.pelayan,
        "POST",
        "/api/m-dish-status/ready-by-type?page=1",
        { type: "makan" },
        { debounceMs, shareReads },
        stats,
        current.signal,
      );
      opened.push(tata.opened, ambil.opened);
      return [tata.done, ambil.done];
    });
    void Promise.all(opened).then(() => process.send?.({ started: true }));
  } else if (msg.stop) {
    abort?.abort();
    void Promise.all(running).then(() => {
      process.send?.({ fetches: stats.screenFetches, errors: stats.errors });
    });
  }
});
process.on("disconnect", () => process.exit(0));
