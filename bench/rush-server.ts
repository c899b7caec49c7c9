/**
 * The server process of the rush benchmark (bench/rush.ts starts it as a child, so its CPU time is its
 * own): `RUSH_KIND=app` runs the real application (buildApp, request logging on as in production) and
 * `RUSH_KIND=bare` the bare Fastify + pg baseline (bench/rush-bare.ts), on `RUSH_PORT` over
 * `RUSH_DATABASE_URL`. Prints `listening` when ready; stops on SIGTERM.
 */
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
process.stderr.write("listening\n");
process.on("SIGTERM", () => {
  void stop().finally(() => process.exit(0));
});
