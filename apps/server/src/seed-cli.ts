/**
 * `npm run seed`: creates the demo data (see db/seed.ts) in the configured database when it has
 * no outlet yet. Uses the same configuration as the server (DATA_DIR or DATABASE_URL).
 */
import { loadConfig } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { DEMO_PASSWORD, seedDemoIfEmpty } from "./db/seed.ts";

async function main(): Promise<void> {
  const cfg = loadConfig();
  let database: Database | undefined;
  try {
    database = await openDatabase(cfg);
    const seeded = await seedDemoIfEmpty(database.db);
    if (seeded) {
      console.log("Demo data created");
      console.log(`Log in as kasir@demo.test (or wbd, opp, dapur, pelayan, kacab @demo.test) with password ${DEMO_PASSWORD}`);
    } else {
      console.log("Database already has data; nothing seeded");
    }
  } finally {
    await database?.close();
  }
}

main().then(
  () => {
    process.exit(0);
  },
  (err: unknown) => {
    let message = err instanceof Error ? err.message : String(err);
    // Drizzle wraps driver errors ("Failed query: …"); the cause says what actually went wrong.
    if (err instanceof Error && err.cause instanceof Error) {
      message += `\n${err.cause.message}`;
    }
    console.error(`Seeding failed: ${message}`);
    process.exit(1);
  },
);
