/**
 * Environment → typed configuration (DESIGN §2).
 *
 * - `PORT` (default 3000): HTTP port of the API and the built web app.
 * - `HOST` (default 0.0.0.0): listen address, so every device in the stall reaches the box.
 * - `DATA_DIR` (default ./data): where the embedded PostgreSQL keeps its files.
 * - `DATABASE_URL`: an existing PostgreSQL ≥ 15 to use instead of the embedded one.
 * - `WEB_DIST`: the built SPA to serve (default apps/web/dist).
 * - `TRUST_PROXY` (default off): believe X-Forwarded-For/-Proto/-Host only from a reverse proxy:
 *   `true` (whatever sends them) or the proxy's addresses/CIDRs (`127.0.0.1,10.0.0.0/8`). Off, the client
 *   address (login rate limits, logs) is the socket's and forwarded headers are ignored.
 * - Chain sync (issue 15, docs/chain-sync.md): `ROLE` `outlet` (default) or `hq` (head office: serves
 *   /api/sync to the outlets). At an outlet: `HQ_URL` (head office's address) and `HQ_OUTLET_KEY`
 *   (this outlet's key, from `npm run sync:outlet-key` at head office); `SYNC_EVERY_MINUTES`
 *   (default 15; 0 = only by the Update Data page) the scheduled push + pull.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  webDist: string;
  /** Fastify's `trustProxy`: false, true, or a comma-separated list of proxy addresses/CIDRs. */
  trustProxy: boolean | string;
  role: "hq" | "outlet";
  hqUrl: string | undefined;
  hqOutletKey: string | undefined;
  syncEveryMinutes: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root (apps/server/src → ../../..). */
export const repoRoot = path.resolve(here, "../../..");

/** TRUST_PROXY → Fastify's trustProxy (unset, "", "false" and "0" mean off). */
export function parseTrustProxy(value: string | undefined): boolean | string {
  const v = (value ?? "").trim();
  if (v === "" || v === "false" || v === "0") {
    return false;
  }
  if (v === "true") {
    return true;
  }
  return v;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const role = (env.ROLE ?? "outlet").trim().toLowerCase();
  if (role !== "hq" && role !== "outlet") {
    throw new Error(`ROLE must be "hq" or "outlet", got "${env.ROLE}"`);
  }
  const syncEveryMinutes = Number(env.SYNC_EVERY_MINUTES ?? 15);
  if (!Number.isInteger(syncEveryMinutes) || syncEveryMinutes < 0 || syncEveryMinutes > 1440) {
    throw new Error(`SYNC_EVERY_MINUTES must be 0…1440, got "${env.SYNC_EVERY_MINUTES}"`);
  }
  if (env.HQ_URL) {
    new URL(env.HQ_URL); // throws on a malformed address, at start
  }
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, "data")),
    databaseUrl: env.DATABASE_URL || undefined,
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, "apps/web/dist")),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    role,
    hqUrl: env.HQ_URL || undefined,
    hqOutletKey: env.HQ_OUTLET_KEY || undefined,
    syncEveryMinutes,
  };
}
