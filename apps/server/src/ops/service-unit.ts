/**
 * The stall box's service (README "Running a stall box"): a systemd unit that starts Waroeng POS
 * at boot, restarts it when it exits with an error, runs it as the owner of the data folder, and
 * sends its output to the journal (`journalctl -u waroeng`). `npm run service:install` writes and
 * enables it; `npm run service:uninstall` stops, disables and removes it. Linux with systemd only
 * (the embedded PostgreSQL ships for linux-x64).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

export const SERVICE_NAME = "waroeng.service";

export interface UnitOptions {
  /** The repository (working directory); the built server is apps/server/dist/main.js under it. */
  root: string;
  /** Absolute path of the node binary to run. */
  node: string;
  /** The account the server runs as (the data folder's owner). */
  user: string;
  port: number;
  /** HTTPS_PORT, or null for `off`. */
  httpsPort: number | null;
  /** LAN_NAME (the box's name in its certificate and on mDNS). */
  lanName: string;
  dataDir: string;
}

/** Characters allowed in a value written into the unit (no newlines, quotes or specifiers). */
const SAFE = /^[A-Za-z0-9_./:@+-]+$/;

function checked(name: string, value: string): string {
  if (!SAFE.test(value)) {
    throw new Error(`${name} "${value}" cannot be written into a service unit (letters, digits and _ . / : @ + - only)`);
  }
  return value;
}

/**
 * The unit's text: PORT, HTTPS_PORT, LAN_NAME and DATA_DIR as given. Secrets (HQ_OUTLET_KEY,
 * BACKUP_S3_*) and the owner's own certificate (TLS_CERT, TLS_KEY) belong in /etc/waroeng.env (mode
 * 0600), which the unit reads when present; secrets are never written into the unit itself.
 * @throws Error when a path or the user holds characters a unit cannot carry safely
 */
export function serviceUnit(o: UnitOptions): string {
  const root = checked("the folder", o.root);
  const dataDir = checked("DATA_DIR", o.dataDir);
  return `[Unit]
Description=Waroeng POS (point of sale and kitchen screens)
After=network-online.target
Wants=network-online.target
# Stop trying after 10 failed starts within 5 minutes (a broken setting); fix it, then: systemctl restart waroeng
StartLimitIntervalSec=300
StartLimitBurst=10

[Service]
Type=simple
User=${checked("the user", o.user)}
WorkingDirectory=${root}
Environment=NODE_ENV=production PORT=${o.port} HTTPS_PORT=${o.httpsPort ?? "off"} LAN_NAME=${checked("LAN_NAME", o.lanName)} DATA_DIR=${dataDir}
# Secrets and your own certificate (TLS_CERT=/path/fullchain.pem TLS_KEY=/path/privkey.pem) go here:
EnvironmentFile=-/etc/waroeng.env
ExecStart=${checked("node", o.node)} ${root}/apps/server/dist/main.js
Restart=on-failure
RestartSec=2
KillSignal=SIGTERM
TimeoutStopSec=30
StandardOutput=journal
StandardError=journal
SyslogIdentifier=waroeng

[Install]
WantedBy=multi-user.target
`;
}

/** Runs a command (systemctl); replaced in tests. */
export type Run = (cmd: string, args: string[]) => void;

const runCommand: Run = (cmd, args) => {
  execFileSync(cmd, args, { stdio: "inherit" });
};

/** True when systemd runs this machine (its runtime folder exists). */
export function systemdRunning(): boolean {
  return existsSync("/run/systemd/system");
}

/**
 * The account that owns `dataDir`, or of its nearest existing parent (the folder is made at the
 * first start): the server must be able to write there. Reads /etc/passwd.
 * @throws Error when the owner has no account name
 */
export function ownerOf(dataDir: string, passwd = "/etc/passwd"): string {
  let at = path.resolve(dataDir);
  while (!existsSync(at) && path.dirname(at) !== at) {
    at = path.dirname(at);
  }
  const uid = statSync(at).uid;
  const line = readFileSync(passwd, "utf8")
    .split("\n")
    .find((l) => l.split(":")[2] === String(uid));
  const name = line?.split(":")[0];
  if (!name) {
    throw new Error(`the owner (uid ${uid}) of ${at} has no account name`);
  }
  return name;
}

/** Writes the unit into `unitDir`, reloads systemd and enables and starts the service. @returns the unit's path */
export function installService(o: UnitOptions, unitDir = "/etc/systemd/system", run: Run = runCommand): string {
  const file = path.join(unitDir, SERVICE_NAME);
  mkdirSync(unitDir, { recursive: true });
  writeFileSync(file, serviceUnit(o), { mode: 0o644 });
  run("systemctl", ["daemon-reload"]);
  run("systemctl", ["enable", "--now", SERVICE_NAME]);
  return file;
}

/** Stops and disables the service, removes its unit and reloads systemd. @returns false when no unit was installed */
export function uninstallService(unitDir = "/etc/systemd/system", run: Run = runCommand): boolean {
  const file = path.join(unitDir, SERVICE_NAME);
  if (!existsSync(file)) {
    return false;
  }
  run("systemctl", ["disable", "--now", SERVICE_NAME]);
  rmSync(file);
  run("systemctl", ["daemon-reload"]);
  return true;
}
