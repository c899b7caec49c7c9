/**
 * The server process of the rush benchmark (bench/rush.ts starts it as a child, so its CPU time is its
 * own): `RUSH_KIND=app` runs the real application (buildApp, request logging on as in production) and
 * `RUSH_KIND=bare` the bare Fastify + pg baseline (bench/rush-bare.ts), on `RUSH_PORT` over
 * `RUSH_DATABASE_URL`. Prints `listening` when ready; stops on SIGTERM. On SIGUSR2 prints its event-loop
 * delay since the last SIGUSR2 (p50 / p99 / max, ms, sampled every 1 ms and including it: how long a
 * ready request waited for the loop) and starts counting afresh. Answers any IPC message with its CPU
 * time so far (`{ cpuMs }`).
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { buildApp } from "../apps/server/src/app.ts";
import { connect } from "../apps/server/src/db/client.ts";
import { startBare } from "./rush-bare.ts";

const url = process.env.RUSH_DATABASE_URL ?? "";
const port = Number(process.env.RUSH_PORT ?? 3514);
let stop: () => Promise<void>;
if (process.env.RUSH_KIND === "bare") {
  stop = await startBare(url, port);
} else {
  const database = await connect(url);
  const app = await buildApp({ db: database.db, databaseUrl: url, logger: true });
  await app.listen({ port, host: "127.0.0.1" });
  stop = async () => {
    await app.close();
    await database.close();
  };
}
const loopDelay = monitorEventLoopDelay({ resolution: 1 });
loopDelay.enable();
process.on("SIGUSR2", () => {
  const ms = (ns: number) => (ns / 1e6).toFixed(1);
  process.stderr.write(
    `event-loop delay p50 ${ms(loopDelay.percentile(50))} p99 ${ms(loopDelay.percentile(99))} max ${ms(loopDelay.max)} ms\n`,
  );
  loopDelay.reset();
});
// bench/rush-routes.ts asks for the CPU time so far (user + system, ms) around each lockstep step.
process.on("message", () => {
  const u = process.cpuUsage();
  process.send?.({ cpuMs: (u.user + u.system) / 1000 });
});
process.stderr.write("listening\n");
process.on("SIGTERM", () => {
  void stop().finally(() => process.exit(0));
});
