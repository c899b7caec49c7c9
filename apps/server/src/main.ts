/**
 * Entry point: reads config, opens the database (embedded PostgreSQL unless DATABASE_URL),
 * migrates, creates the demo data on an empty database, and listens on PORT.
 */
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { seedDemoIfEmpty } from "./db/seed.ts";

async function main(): Promise<void> {
  const cfg = loadConfig();
  const database = await openDatabase(cfg);
  if (await seedDemoIfEmpty(database.db)) {
    console.log("Demo data created (logins: kasir@demo.test … password demo12345)");
  }
  const app = await buildApp({
    db: database.db,
    databaseUrl: database.url,
    webDist: cfg.webDist,
    logger: true,
    trustProxy: cfg.trustProxy,
  });
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
  await app.listen({ port: cfg.port, host: cfg.host });
  console.log(`Waroeng POS on http://localhost:${cfg.port}`);
}

main().catch((err: unknown) => {
  console.error("Waroeng POS could not start:", err instanceof Error ? err.message : String(err ?? "unknown error (see the database log)"));
  process.exit(1);
});
