/**
 * HTTPS beside HTTP on one app (lib/tls/https-server.ts), over real sockets, verified against the
 * box's CA as a device that installed it does (Node's `https` with `ca:`; never with verification
 * off): the API answers, the session cookie is `Secure` there and not on plain HTTP, the live stream
 * flows, a renewed certificate is served to new connections without a restart, and `app.close()`
 * closes the HTTPS port too.
 */
import { X509Certificate } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { attachHttps, type HttpsServing, keepRenewed } from "./https-server.ts";
import { StallTls } from "./stall-tls.ts";

let dir = "";
let tls: StallTls;
let t: TestApp;
let serving: HttpsServing;
let port = 0;
const addresses = ["192.168.1.10"];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "waroeng-https-"));
  tls = await StallTls.open({ dataDir: dir, lanName: "waroeng.test", hostname: "kasir-pc", addresses: () => [...addresses] });
  t = await createTestApp({
    network: {
      httpPort: 0,
      httpsPort: 1,
      lanName: "waroeng.test",
      publicUrl: undefined,
      addresses: () => addresses,
      ca: () => tls.ca,
      ownCert: false,
    },
  });
  serving = attachHttps(t.app, tls.context());
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  await serving.listen(0, "127.0.0.1");
  port = (serving.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  peer: X509Certificate;
}

/** One request on a new TLS connection to the box, trusting only `ca`, asking for `servername`. */
function get(
  url: string,
  opts: { ca?: string; servername?: string; method?: string; body?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = https.request(
      `https://127.0.0.1:${port}${url}`,
      {
        method: opts.method ?? "GET",
        agent: false,
        ...(opts.ca ? { ca: opts.ca } : {}),
        servername: opts.servername ?? "waroeng.test",
        headers: { host: `${opts.servername ?? "waroeng.test"}:${port}`, ...opts.headers },
      },
      (res) => {
        const peer = new X509Certificate((res.socket as import("node:tls").TLSSocket).getPeerCertificate().raw);
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => {
          body += c;
          if (res.headers["content-type"]?.startsWith("text/event-stream") && body.includes("\n\n")) {
            res.destroy();
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body, peer });
          }
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, peer }));
      },
    );
    req.on("error", reject);
    req.end(opts.body);
  });
}

describe("HTTPS on the box's certificate", () => {
  it("answers a device that trusts the CA, by the LAN name and by address; refuses one that does not", async () => {
    const ca = tls.ca?.pem ?? "";
    const byName = await get("/api/device-setup", { ca });
    expect(byName.status).toBe(200);
    expect(JSON.parse(byName.body).data.lan_name).toBe("waroeng.test");
    expect(byName.peer.checkIssued(new X509Certificate(ca))).toBe(true);
    const byAddress = await get("/api/device-setup/ping", { ca, servername: "localhost" });
    expect(byAddress.status).toBe(204);
    // A device without the CA: the handshake fails (what the setup page's ping tells apart).
    await expect(get("/api/device-setup/ping")).rejects.toThrow(/unable to verify|self-signed|UNABLE_TO_GET_ISSUER/i);
    // A name the certificate does not carry is refused too.
    await expect(get("/api/device-setup/ping", { ca, servername: "elsewhere.test" })).rejects.toThrow(/altnames|does not match/i);
  });

  it("signs in with a Secure cookie over HTTPS, and without Secure over plain HTTP", async () => {
    const body = JSON.stringify({ email: "kasir@demo.test", password: "demo12345" });
    const headers = { "content-type": "application/json" };
    const secure = await get("/api/login", { ca: tls.ca?.pem ?? "", method: "POST", body, headers });
    expect(secure.status).toBe(200);
    expect(String(secure.headers["set-cookie"])).toMatch(/waroeng_session=.*; Secure/);
    const plain = await t.app.inject({ method: "POST", url: "/api/login", payload: JSON.parse(body) });
    expect(String(plain.headers["set-cookie"])).not.toMatch(/Secure/);
  });

  it("carries the live stream (/api/events) over HTTPS", async () => {
    const token = await t.login("kasir");
    const res = await get("/api/events", { ca: tls.ca?.pem ?? "", headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(res.body).toMatch(/data: /);
  });

  it("serves a renewed certificate to new connections when the box's address changes, without a restart", async () => {
    const ca = tls.ca?.pem ?? "";
    expect((await get("/api/device-setup/ping", { ca })).peer.subjectAltName).not.toContain("10.9.8.7");
    addresses.push("10.9.8.7");
    const log = { info: () => undefined, error: (m: string) => expect.unreachable(m) };
    const stop = keepRenewed(tls, serving, log, 20);
    try {
      await expect
        .poll(async () => (await get("/api/device-setup/ping", { ca })).peer.subjectAltName, { timeout: 5000 })
        .toContain("IP Address:10.9.8.7");
    } finally {
      stop();
    }
  });
});

describe("closing", () => {
  it("app.close() closes the HTTPS port as well", async () => {
    const other = await createTestApp();
    const second = attachHttps(other.app, tls.context());
    await other.app.listen({ port: 0, host: "127.0.0.1" });
    await second.listen(0, "127.0.0.1");
    expect(second.server.listening).toBe(true);
    await other.close();
    expect(second.server.listening).toBe(false);
  });
});
