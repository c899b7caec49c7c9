/**
 * Environment → typed configuration (DESIGN §2).
 *
 * - `PORT` (default 3000): HTTP port of the API and the built web app.
 * - `HOST` (default 0.0.0.0): listen address, so every device in the stall reaches the box.
 * - `DATA_DIR` (default ./data): where the embedded PostgreSQL keeps its files.
 * - `DATABASE_URL`: an existing PostgreSQL ≥ 15 to use instead of the embedded one.
 * - `EMBEDDED_PG_DURABLE` (default 1): `0` starts the embedded PostgreSQL with fsync,
 *   synchronous_commit and full_page_writes off. For test runs only (the browser tests' server): a
 *   power cut can then lose or corrupt the books. Ignored with `DATABASE_URL`.
 * - `WEB_DIST`: the built SPA to serve (default apps/web/dist).
 * - `TRUST_PROXY` (default off): believe X-Forwarded-For/-Proto/-Host only from a reverse proxy:
 *   `true` (whatever sends them) or the proxy's addresses/CIDRs (`127.0.0.1,10.0.0.0/8`). Off, the client
 *   address (login rate limits, logs) is the socket's and forwarded headers are ignored.
 * - Chain sync (docs/chain-sync.md): `ROLE` `outlet` (default) or `hq` (head office: serves
 *   /api/sync to the outlets). At an outlet: `HQ_URL` (head office's address) and `HQ_OUTLET_KEY`
 *   (this outlet's key, from `npm run sync:outlet-key` at head office); `SYNC_EVERY_MINUTES`
 *   (default 15; 0 = only by the Update Data page) the scheduled push + pull.
 * - The stall's own HTTPS (lib/tls/stall-tls.ts; README "Phones and tablets"): `HTTPS_PORT` (default
 *   3443; `off` serves plain HTTP only) beside PORT, with a certificate from the box's own CA in
 *   DATA_DIR/tls for `LAN_NAME` (default `waroeng.local`), the host name and the LAN addresses; plain
 *   HTTP pages from other devices then redirect there (plugins/https-redirect.ts). `TLS_CERT` and
 *   `TLS_KEY` (PEM files, both or neither): the owner's certificate instead, no CA. `MDNS` (default
 *   on; `off`): announce LAN_NAME and an `_https._tcp` service on the network (lib/tls/mdns.ts).
 * - Backups to an S3-compatible bucket (`parseBackupS3`): `BACKUP_S3_BUCKET` (enables it),
 *   `BACKUP_S3_ENDPOINT`, `BACKUP_S3_REGION`, `BACKUP_S3_PREFIX`, `BACKUP_S3_ACCESS_KEY_ID`,
 *   `BACKUP_S3_SECRET_ACCESS_KEY`, `BACKUP_S3_FORCE_PATH_STYLE`.
 */
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isHostName } from "./lib/tls/lan.ts";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** false only when `EMBEDDED_PG_DURABLE=0` (tests): see `EmbeddedOptions.durable`. */
  embeddedDurable: boolean;
  webDist: string;
  /** Fastify's `trustProxy`: false, true, or a comma-separated list of proxy addresses/CIDRs. */
  trustProxy: boolean | string;
  role: "hq" | "outlet";
  hqUrl: string | undefined;
  hqOutletKey: string | undefined;
  syncEveryMinutes: number;
  /** The bucket backups are also uploaded to, when `BACKUP_S3_BUCKET` is set. */
  backupS3: S3BackupConfig | undefined;
  /** HTTPS_PORT, or null when `HTTPS_PORT=off`. */
  httpsPort: number | null;
  /** LAN_NAME, lower case: the box's name on the stall's network (certificate, mDNS). */
  lanName: string;
  /** TLS_CERT / TLS_KEY (absolute paths): the owner's certificate instead of the box's CA. */
  ownCert: { certFile: string; keyFile: string } | undefined;
  /** False when `MDNS=off`. */
  mdns: boolean;
}

/**
 * An S3-compatible bucket for backups (AWS S3, MinIO, Cloudflare R2, Wasabi, IDCloudHost…).
 * The secret key is a non-enumerable property: JSON.stringify, util.inspect and pino never print it.
 */
export interface S3BackupConfig {
  bucket: string;
  /** `https://<account>.r2.cloudflarestorage.com`, `http://minio.lan:9000`; unset: AWS S3. */
  endpoint: string | undefined;
  region: string;
  /** Key prefix, ending in "/" (default `waroeng/<hostname>/`). */
  prefix: string;
  /** Path-style URLs (`endpoint/bucket/key`), what most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** Both or neither: unset, the SDK's own chain (AWS_* variables, ~/.aws, instance role). */
  credentials: { accessKeyId: string; readonly secretAccessKey: string } | undefined;
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** BACKUP_S3_* → the bucket config, or undefined when `BACKUP_S3_BUCKET` is unset. @throws on a bad value (never quoting a secret). */
export function parseBackupS3(env: NodeJS.ProcessEnv, hostname = os.hostname()): S3BackupConfig | undefined {
  const bucket = (env.BACKUP_S3_BUCKET ?? "").trim();
  if (bucket === "") {
    return undefined;
  }
  if (!BUCKET.test(bucket)) {
    throw new Error(`BACKUP_S3_BUCKET must be a bucket name (3-63 of a-z 0-9 . -), got "${bucket}"`);
  }
  const endpoint = (env.BACKUP_S3_ENDPOINT ?? "").trim() || undefined;
  if (endpoint) {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      throw new Error(`BACKUP_S3_ENDPOINT must be an http(s) address, got "${endpoint}"`);
    }
    if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password) {
      throw new Error("BACKUP_S3_ENDPOINT must be an http(s) address without credentials in it");
    }
  }
  const region = (env.BACKUP_S3_REGION ?? "").trim() || (endpoint ? "auto" : "us-east-1");
  if (!/^[a-z0-9-]{2,32}$/.test(region)) {
    throw new Error(`BACKUP_S3_REGION must be a region name (e.g. us-east-1, auto), got "${region}"`);
  }
  const host = hostname.toLowerCase().replace(/[^a-z0-9.-]+/g, "-") || "stall";
  let prefix = (env.BACKUP_S3_PREFIX ?? `waroeng/${host}/`).trim().replace(/^\/+/, "");
  if (prefix !== "" && !prefix.endsWith("/")) {
    prefix += "/";
  }
  if (prefix.length > 512 || !/^[ -~]*$/.test(prefix)) {
    throw new Error("BACKUP_S3_PREFIX must be at most 512 printable ASCII characters");
  }
  const style = (env.BACKUP_S3_FORCE_PATH_STYLE ?? "").trim().toLowerCase();
  if (style !== "" && !["true", "false", "1", "0"].includes(style)) {
    throw new Error(`BACKUP_S3_FORCE_PATH_STYLE must be true or false, got "${env.BACKUP_S3_FORCE_PATH_STYLE}"`);
  }
  const forcePathStyle = style === "" ? endpoint !== undefined : style === "true" || style === "1";
  const accessKeyId = env.BACKUP_S3_ACCESS_KEY_ID ?? "";
  const secretAccessKey = env.BACKUP_S3_SECRET_ACCESS_KEY ?? "";
  if ((accessKeyId === "") !== (secretAccessKey === "")) {
    throw new Error("BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY must be set together");
  }
  let credentials: S3BackupConfig["credentials"];
  if (accessKeyId !== "") {
    credentials = { accessKeyId } as { accessKeyId: string; secretAccessKey: string };
    Object.defineProperty(credentials, "secretAccessKey", { value: secretAccessKey, enumerable: false });
  }
  return { bucket, endpoint, region, prefix, forcePathStyle, credentials };
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

const OFF = ["off", "false", "0", "no"];

/** HTTPS_PORT, LAN_NAME, TLS_CERT/TLS_KEY and MDNS → config. @throws Error for a bad value or HTTPS_PORT = PORT. */
export function parseHttps(env: NodeJS.ProcessEnv, port: number): Pick<Config, "httpsPort" | "lanName" | "ownCert" | "mdns"> {
  const raw = (env.HTTPS_PORT ?? "").trim().toLowerCase();
  let httpsPort: number | null = 3443;
  if (raw === "off") {
    httpsPort = null;
  } else if (raw !== "") {
    httpsPort = Number(raw);
    if (!Number.isInteger(httpsPort) || httpsPort < 1 || httpsPort > 65535) {
      throw new Error(`HTTPS_PORT must be a port number or "off", got "${env.HTTPS_PORT}"`);
    }
  }
  if (httpsPort !== null && httpsPort === port) {
    throw new Error(`HTTPS_PORT and PORT must differ (both ${port})`);
  }
  const lanName = (env.LAN_NAME ?? "").trim().toLowerCase() || "waroeng.local";
  if (!isHostName(lanName)) {
    throw new Error(`LAN_NAME must be a host name (letters, digits, - and .), e.g. waroeng.local, got "${env.LAN_NAME}"`);
  }
  const certFile = (env.TLS_CERT ?? "").trim();
  const keyFile = (env.TLS_KEY ?? "").trim();
  if ((certFile === "") !== (keyFile === "")) {
    throw new Error("TLS_CERT and TLS_KEY must be set together (the certificate and its key, PEM files)");
  }
  const ownCert = certFile ? { certFile: path.resolve(certFile), keyFile: path.resolve(keyFile) } : undefined;
  return { httpsPort, lanName, ownCert, mdns: !OFF.includes((env.MDNS ?? "").trim().toLowerCase()) };
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
    embeddedDurable: !["0", "false", "off"].includes((env.EMBEDDED_PG_DURABLE ?? "").trim().toLowerCase()),
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, "apps/web/dist")),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    role,
    hqUrl: env.HQ_URL || undefined,
    hqOutletKey: env.HQ_OUTLET_KEY || undefined,
    syncEveryMinutes,
    backupS3: parseBackupS3(env),
    ...parseHttps(env, port),
  };
}
