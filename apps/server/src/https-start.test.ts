/**
 * The real server process with its own HTTPS (main.ts, the way `npm start` runs it): it serves
 * HTTPS_PORT with the CA it made in DATA_DIR (verified against that CA, never with verification
 * off); a damaged CA key or a taken HTTPS_PORT stops the start at once, saying which file or port
 * and what to do, before the database is created; bad HTTPS settings are refused with their name.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import https from "node:https";
import net from "node:net";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseHttps } from "./config.ts";
import { freePort } from "./db/embedded.ts";
import { StallTls } from "./lib/tls/stall-tls.ts";
import {
  cleanUp,
  prepareDataTemplate,
  preparedDataDir,
  type ServerProcess,
  spawnServer,
  startToExit,
  tempDataDir,
} from "./test/server-process.ts";

let server: ServerProcess | undefined;
let dataDir = "";

afterEach(async () => {
  if (dataDir) {
    await cleanUp(server, dataDir);
  }
  server = undefined;
  dataDir = "";
});

/** GET `url` over TLS trusting only `ca`, as `servername`. */
function getTls(url: string, ca: string, servername: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    https
      .get(url, { ca, servername, agent: false }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => {
          body += c;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

// The run's prepared data folder (test/server-process.ts), made before any test's clock starts.
beforeAll(() => prepareDataTemplate());

describe("the server's HTTPS", () => {
  it("serves HTTPS_PORT with the CA it made in DATA_DIR, beside plain HTTP", { timeout: 90_000 }, async () => {
    dataDir = await preparedDataDir();
    const httpsPort = await freePort();
    server = await spawnServer(dataDir, { HTTPS_PORT: String(httpsPort), LAN_NAME: "waroeng.test" });
    expect(server.output()).toContain(`and https://waroeng.test:${httpsPort}`);
    const ca = readFileSync(path.join(dataDir, "tls/ca.crt"), "utf8");
    const res = await getTls(`https://127.0.0.1:${httpsPort}/api/device-setup`, ca, "waroeng.test");
    expect(res.status).toBe(200);
    const info = JSON.parse(res.body).data;
    expect(info).toMatchObject({ https_enabled: true, https_port: httpsPort, lan_name: "waroeng.test", own_cert: false });
    const caFile = await fetch(`${server.baseUrl}/ca.crt`);
    expect(await caFile.text()).toBe(ca);
  });
});

describe("a start that cannot serve HTTPS stops at once, before the database is created", () => {
  it("a damaged CA key: names the file, keeps the CA, says what to do", { timeout: 30_000 }, async () => {
    dataDir = tempDataDir();
    await StallTls.open({ dataDir, lanName: "waroeng.local" });
    const caFile = path.join(dataDir, "tls/ca.crt");
    const ca = readFileSync(caFile, "utf8");
    writeFileSync(path.join(dataDir, "tls/ca.key"), "-----BEGIN PRIVATE KEY-----\ngarbage\n-----END PRIVATE KEY-----\n");
    const start = await startToExit({ DATA_DIR: dataDir, HTTPS_PORT: String(await freePort()) });
    expect(start.code).toBe(1);
    expect(start.output).toContain(
      `Waroeng POS could not start: the stall's CA key ${path.join(dataDir, "tls/ca.key")} is damaged (not a private key)`,
    );
    expect(start.output).toContain("Put ca.key back from a backup of DATA_DIR");
    expect(readFileSync(caFile, "utf8")).toBe(ca);
    expect(existsSync(path.join(dataDir, "pg"))).toBe(false);
  });

  it("HTTPS_PORT already in use", { timeout: 30_000 }, async ({ onTestFinished }) => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    onTestFinished(() => {
      holder.close();
    });
    const port = (holder.address() as net.AddressInfo).port;
    dataDir = tempDataDir();
    const start = await startToExit({ DATA_DIR: dataDir, HTTPS_PORT: String(port) });
    expect(start.code).toBe(1);
    expect(start.output).toContain(
      `HTTPS_PORT ${port} on 127.0.0.1 is already in use (another Waroeng POS or another program): stop it, or set HTTPS_PORT to a free port`,
    );
    expect(existsSync(path.join(dataDir, "pg"))).toBe(false);
  });
});

describe("HTTPS settings", () => {
  it("defaults: HTTPS on 3443 for waroeng.local, mDNS on, the box's own CA", () => {
    expect(parseHttps({}, 3000)).toEqual({ httpsPort: 3443, lanName: "waroeng.local", ownCert: undefined, mdns: true });
    expect(parseHttps({ HTTPS_PORT: "off", MDNS: "off", LAN_NAME: "Warung-Sri.LOCAL" }, 3000)).toEqual({
      httpsPort: null,
      lanName: "warung-sri.local",
      ownCert: undefined,
      mdns: false,
    });
  });

  it("refuses what cannot work, naming the setting", () => {
    expect(() => parseHttps({ HTTPS_PORT: "3000" }, 3000)).toThrow("HTTPS_PORT and PORT must differ (both 3000)");
    expect(() => parseHttps({ HTTPS_PORT: "https" }, 3000)).toThrow('HTTPS_PORT must be a port number or "off", got "https"');
    expect(() => parseHttps({ LAN_NAME: "warung_sri" }, 3000)).toThrow(/LAN_NAME must be a host name/);
    expect(() => parseHttps({ TLS_CERT: "/etc/ssl/pos.pem" }, 3000)).toThrow("TLS_CERT and TLS_KEY must be set together");
  });
});
