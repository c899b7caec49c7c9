/**
 * Entry point: reads config, loads (or on the first start makes) the stall's certificates
 * (lib/tls/stall-tls.ts), opens the database (embedded PostgreSQL unless DATABASE_URL), migrates,
 * creates the demo data on an empty database, and listens on PORT and, unless `HTTPS_PORT=off`, on
 * HTTPS_PORT (the same app: lib/tls/https-server.ts), renewing its certificate every ten minutes
 * when due, and announcing LAN_NAME by mDNS unless `MDNS=off` (lib/tls/mdns.ts).
 *
 * Shutdown (SIGINT, SIGTERM, SIGHUP) happens once, whatever the number of signals: the HTTP server
 * drains, then the pool ends, then the embedded PostgreSQL stops (fast shutdown), then exit 0. It
 * is bounded: after SHUTDOWN_TIMEOUT_MS the process exits 1. If the embedded PostgreSQL dies and
 * cannot be restarted, the process exits 1 so that a supervisor can restart it.
 */
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { demoPasswordLogins } from "./db/demo-accounts.ts";
import { seedHqDemoIfEmpty } from "./db/hq-seed.ts";
import { seedDemoIfEmpty } from "./db/seed.ts";
import { startChainCompactor } from "./lib/chain-rollups.ts";
import { diskLimitsFromEnv, watchDiskSpace } from "./lib/disk-space.ts";
import { ensureWritableFolder } from "./lib/folders.ts";
import { assertPortFree } from "./lib/port-check.ts";
import { attachHttps, keepRenewed } from "./lib/tls/https-server.ts";
import { lanAddresses } from "./lib/tls/lan.ts";
import { type MdnsResponder, startMdns } from "./lib/tls/mdns.ts";
import { StallTls } from "./lib/tls/stall-tls.ts";
import { startDailySummary } from "./modules/hq/daily-summary.ts";
import { startPrintWorker } from "./modules/printing/queue.ts";
import { gatewayFromEnv } from "./modules/qris/gateway/gateway.ts";
import { midtransGateway } from "./modules/qris/gateway/midtrans.ts";
import { xenditGateway } from "./modules/qris/gateway/xendit.ts";
import { whatsappFromEnv } from "./modules/receipts/whatsapp.plugin.ts";
import { startSyncLoop } from "./modules/sync/sync-loop.ts";
import { httpTransport, withRetry } from "./modules/sync/transport.ts";
import { writeBackup } from "./ops/backup.ts";
import { setBackupRunner, startNightlyBackups } from "./ops/backup-schedule.ts";

const SHUTDOWN_TIMEOUT_MS = 20_000;

let app: FastifyInstance | undefined;
let database: Database | undefined;
let stopping: Promise<void> | undefined;
let printWorker: { stop: () => Promise<void> } | undefined;
let stopBackups: (() => void) | undefined;
let stopSync: (() => void) | undefined;
let stopDiskWatch: (() => void) | undefined;
let stopRenewal: (() => void) | undefined;
let mdns: MdnsResponder | undefined;

const log = {
  info: (msg: string) => (app ? app.log.info(msg) : console.log(msg)),
  warn: (msg: string) => (app ? app.log.warn(msg) : console.warn(msg)),
  error: (msg: string) => (app ? app.log.error(msg) : console.error(msg)),
};

/** Stops everything in order, once; later calls return the same promise. */
function shutdown(code: number): Promise<void> {
  if (stopping) {
    return stopping;
  }
  stopping = (async () => {
    setTimeout(() => {
      console.error(`Waroeng POS did not stop within ${SHUTDOWN_TIMEOUT_MS / 1000} s; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    let exitCode = code;
    stopBackups?.();
    stopSync?.();
    stopDiskWatch?.();
    stopRenewal?.();
    setBackupRunner(undefined);
    try {
      await mdns?.stop();
      await printWorker?.stop();
      await app?.close();
    } catch (err) {
      log.error(`closing the HTTP server failed: ${err instanceof Error ? err.message : String(err)}`);
      exitCode ||= 1;
    }
    try {
      await database?.close();
    } catch (err) {
      console.error(`stopping the database failed: ${err instanceof Error ? err.message : String(err)}`);
      exitCode ||= 1;
    }
    process.exit(exitCode);
  })();
  return stopping;
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    if (stopping) {
      console.log(`${signal} received again; already stopping`);
      return;
    }
    console.log(`${signal} received; stopping Waroeng POS`);
    void shutdown(0);
  });
}

/** Logs a warning box while active accounts still use the published demo password. */
async function warnAboutDemoPasswords(): Promise<void> {
  if (!database) {
    return;
  }
  const logins = await demoPasswordLogins(database.db);
  if (logins.length === 0) {
    return;
  }
  const line = "!".repeat(78);
  console.warn(
    [
      line,
      `WARNING: ${logins.length} active account(s) use the published demo password: ${logins.join(", ")}`,
      "Anyone on this network can log in with them. Run `npm run setup` to create the owner account",
      "and remove the demo accounts (or change their passwords) before using this in a real stall.",
      line,
    ].join("\n"),
  );
}

/** How long each part of the start took (`Started in …`, one line: where a cold start's seconds go). */
const startSteps: [string, number][] = [["modules", performance.now()]];
const startStep = (name: string) => startSteps.push([name, performance.now()]);
function startedLine(): string {
  const parts = startSteps.map(([name, at], i) => `${name} ${((at - (startSteps[i - 1]?.[1] ?? 0)) / 1000).toFixed(2)}`);
  return `Started in ${(performance.now() / 1000).toFixed(2)} s: ${parts.join(", ")} s`;
}

async function main(): Promise<void> {
  const cfg = loadConfig();
  // What can be checked in milliseconds is checked before the database starts (seconds).
  await assertPortFree(cfg.port, cfg.host);
  if (cfg.httpsPort !== null) {
    await assertPortFree(cfg.httpsPort, cfg.host, "HTTPS_PORT");
  }
  if (!cfg.databaseUrl || (cfg.httpsPort !== null && !cfg.ownCert)) {
    ensureWritableFolder(cfg.dataDir, "DATA_DIR");
  }
  // A damaged CA key stops the start here, in milliseconds, with what to do (TlsSetupError).
  const tls =
    cfg.httpsPort === null
      ? null
      : await StallTls.open({ dataDir: cfg.dataDir, lanName: cfg.lanName, ...(cfg.ownCert ? { ownCert: cfg.ownCert } : {}) });
  startStep("certificates");
  database = await openDatabase(
    cfg,
    {
      log,
      onGiveUp: () => {
        log.error("The database is gone for good; exiting so that a supervisor can restart Waroeng POS");
        void shutdown(1);
      },
    },
    (step) => startStep(step === "postgres" ? "PostgreSQL" : step),
  );
  if (stopping) {
    return;
  }
  const disk = await watchDiskSpace(cfg.dataDir, diskLimitsFromEnv(process.env), (level, free) => {
    const mb = Math.floor(free / (1024 * 1024));
    (level === "ok" ? log.info : log.warn)(`disk space of ${cfg.dataDir}: ${level} (${mb} MB free)`);
  });
  stopDiskWatch = disk.stop;
  if (await seedDemoIfEmpty(database.db)) {
    console.log("Demo data created (logins: kasir@demo.test … password demo12345)");
  }
  if (cfg.role === "hq" && (await seedHqDemoIfEmpty(database.db))) {
    console.log("Head office demo accounts created (owner@hq.test, area@hq.test, akuntan@hq.test; password demo12345)");
  }
  startStep("demo data");
  const whatsapp = whatsappFromEnv(process.env);
  const qrisGateway = gatewayFromEnv(process.env, { midtrans: midtransGateway, xendit: xenditGateway });
  app = await buildApp({
    db: database.db,
    databaseUrl: database.url,
    webDist: cfg.webDist,
    logger: true,
    disk,
    trustProxy: cfg.trustProxy,
    whatsapp,
    qrisGateway,
    network: {
      httpPort: cfg.port,
      httpsPort: cfg.httpsPort,
      lanName: cfg.lanName,
      publicUrl: whatsapp.publicUrl,
      addresses: () => lanAddresses(),
      ca: () => tls?.ca ?? null,
      ownCert: Boolean(cfg.ownCert),
    },
    hq: { staleAfterMinutes: 2 * (cfg.syncEveryMinutes || 15) },
    sync: {
      role: cfg.role,
      ...(cfg.role === "outlet" && cfg.hqUrl && cfg.hqOutletKey ? { transport: withRetry(httpTransport(cfg.hqUrl, cfg.hqOutletKey)) } : {}),
    },
  });
  if (stopping) {
    return;
  }
  startStep("app");
  await warnAboutDemoPasswords();
  const https = tls ? attachHttps(app, tls.context()) : undefined;
  await app.listen({ port: cfg.port, host: cfg.host });
  if (tls && https && cfg.httpsPort !== null) {
    await https.listen(cfg.httpsPort, cfg.host);
    stopRenewal = keepRenewed(tls, https, log);
    if (cfg.mdns) {
      mdns = startMdns({ lanName: cfg.lanName, httpsPort: cfg.httpsPort, addresses: () => lanAddresses(), warn: log.warn });
    }
  }
  const { pool } = database;
  setBackupRunner(() => writeBackup(pool, cfg.dataDir, { copyDir: process.env.BACKUP_COPY_DIR || undefined, s3: cfg.backupS3, log }), log);
  stopBackups = startNightlyBackups(process.env.BACKUP_AT || "03:00");
  printWorker = startPrintWorker(database.db, {
    onError: (err) => log.error(`print queue: ${err instanceof Error ? err.message : String(err)}`),
  });
  const outletSync = app.sync.outlet;
  if (outletSync && cfg.syncEveryMinutes > 0) {
    stopSync = startSyncLoop(outletSync, cfg.syncEveryMinutes * 60_000, log);
  }
  if (cfg.role === "hq") {
    // The owner's daily WhatsApp summary (modules/hq/daily-summary.ts): checked every minute.
    const stopSummary = startDailySummary(database.db, app.whatsapp, { warn: (_o, m) => log.warn(m) });
    // The chain-wide day rollups of the days pushes changed (lib/chain-rollups.ts): rebuilt every minute.
    const stopCompactor = startChainCompactor(database.db, { warn: (m) => log.warn(m) });
    stopSync = () => {
      stopSummary();
      stopCompactor();
    };
  }
  const secure =
    cfg.httpsPort === null
      ? ""
      : ` and https://${cfg.lanName}:${cfg.httpsPort} (devices join at http://<this box's address>:${cfg.port}/pasang)`;
  startStep("listening");
  console.log(startedLine());
  console.log(`Waroeng POS (${cfg.role === "hq" ? "head office" : "outlet"}) on http://localhost:${cfg.port}${secure}`);
}

main().catch(async (err: unknown) => {
  console.error("Waroeng POS could not start:", err instanceof Error ? err.message : String(err ?? "unknown error (see the database log)"));
  await shutdown(1);
});
