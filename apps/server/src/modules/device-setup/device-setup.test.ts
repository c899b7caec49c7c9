/**
 * Joining a device (modules/device-setup, plugins/https-redirect.ts), as another device on the
 * stall's Wi-Fi meets it: its page loads over plain HTTP move to HTTPS except the setup page, the CA,
 * the guests' QR page and their files; /api always answers on HTTP; the CA downloads as PEM and DER
 * (the same certificate); the setup page reads where to send devices; the probe answers cross-origin.
 */
import { X509Certificate } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DeviceSetupInfo } from "@waroeng/domain/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StallNetwork } from "../../lib/tls/stall-network.ts";
import { StallTls } from "../../lib/tls/stall-tls.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { presentDeviceSetup } from "./device-setup.presenter.ts";

const HTTPS_PORT = 5443;
const PHONE = "192.168.1.20";
let dir = "";
let tls: StallTls;
let t: TestApp;
let network: StallNetwork;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "waroeng-setup-"));
  const web = path.join(dir, "web");
  mkdirSync(path.join(web, "assets"), { recursive: true });
  mkdirSync(path.join(web, "icons"));
  writeFileSync(path.join(web, "index.html"), "<!doctype html><title>Waroeng POS</title>");
  writeFileSync(path.join(web, "assets/index-abc.js"), "console.log(1)");
  writeFileSync(path.join(web, "icons/icon.svg"), "<svg/>");
  writeFileSync(path.join(web, "zod-jitless.js"), "");
  tls = await StallTls.open({ dataDir: dir, lanName: "waroeng.test", hostname: "kasir-pc", addresses: () => ["192.168.1.10"] });
  network = {
    httpPort: 3000,
    httpsPort: HTTPS_PORT,
    lanName: "waroeng.test",
    publicUrl: undefined,
    addresses: () => ["192.168.1.10"],
    ca: () => tls.ca,
    ownCert: false,
  };
  t = await createTestApp({ webDist: web, network });
});

afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A request as a device sends it: from `from`, to the box at `host`. */
const from = (remoteAddress: string, url: string, method: "GET" | "HEAD" | "POST" = "GET", host = "192.168.1.10:3000") =>
  t.app.inject({ method, url, remoteAddress, headers: { host } });

describe("plain HTTP from another device", () => {
  it("a page moves to HTTPS on the same host name, path and query kept", async () => {
    const res = await from(PHONE, "/dashboard?tab=2");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`https://192.168.1.10:${HTTPS_PORT}/dashboard?tab=2`);
    const byName = await from(PHONE, "/kitchen", "HEAD", "waroeng.test:3000");
    expect(byName.statusCode).toBe(302);
    expect(byName.headers.location).toBe(`https://waroeng.test:${HTTPS_PORT}/kitchen`);
  });

  it("the front door (/ and /login) goes to the setup page, which forwards a device that trusts the CA", async () => {
    for (const url of ["/", "/login"]) {
      const res = await from(PHONE, url);
      expect({ url, status: res.statusCode, to: res.headers.location }).toEqual({ url, status: 302, to: "/pasang" });
    }
  });

  it("what a device needs before it trusts the CA, and the guests' QR page with its files, stay on HTTP", async () => {
    for (const url of ["/pasang", "/ca.crt", "/ca.der", "/7/qr/AbCdEf123", "/assets/index-abc.js", "/icons/icon.svg", "/zod-jitless.js"]) {
      const res = await from(PHONE, url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    }
  });

  it("/api answers on HTTP (the spec's clients, head office sync), and writes are never redirected", async () => {
    expect((await from(PHONE, "/api/device-setup")).statusCode).toBe(200);
    expect((await from(PHONE, "/api/m-meja")).statusCode).toBe(401);
    expect((await from(PHONE, "/dashboard", "POST")).statusCode).not.toBe(302);
  });

  it("the box itself is never redirected (loopback)", async () => {
    expect((await from("127.0.0.1", "/dashboard")).statusCode).toBe(200);
    expect((await from("::ffff:127.0.0.1", "/dashboard")).statusCode).toBe(200);
  });

  it("with HTTPS off nothing is redirected", async () => {
    const plain = await createTestApp({ webDist: path.join(dir, "web") });
    try {
      const res = await plain.app.inject({ method: "GET", url: "/dashboard", remoteAddress: PHONE });
      expect(res.statusCode).toBe(200);
      const ca = await plain.app.inject({ method: "GET", url: "/ca.crt", remoteAddress: PHONE });
      expect(ca.statusCode).toBe(404);
      expect(ca.json().meta.message).toBe("Tidak ada sertifikat CA: HTTPS dimatikan di server ini (HTTPS_PORT=off)");
      const info = await plain.call("GET", "/api/device-setup");
      expect(info.body.data).toMatchObject({ https_enabled: false, https_port: null, https_url: null, ca_fingerprint_sha256: null });
    } finally {
      await plain.close();
    }
  });
});

describe("the CA download", () => {
  it("/ca.crt (PEM) and /ca.der (DER) are the same certificate, the box's CA, as a download", async () => {
    const pem = await from(PHONE, "/ca.crt");
    expect(pem.headers["content-type"]).toBe("application/x-x509-ca-cert");
    expect(pem.headers["content-disposition"]).toBe('attachment; filename="waroeng-ca.crt"');
    expect(pem.body).toMatch(/^-----BEGIN CERTIFICATE-----/);
    const der = await from(PHONE, "/ca.der");
    expect(der.headers["content-type"]).toBe("application/x-x509-ca-cert");
    expect(der.headers["content-disposition"]).toBe('attachment; filename="waroeng-ca.der"');
    const fromPem = new X509Certificate(pem.body);
    const fromDer = new X509Certificate(der.rawPayload);
    expect(fromDer.raw.equals(fromPem.raw)).toBe(true);
    expect(fromPem.ca).toBe(true);
    expect(fromPem.fingerprint256).toBe(tls.ca?.fingerprint256);
  });

  it("with the owner's certificate there is none: 404 saying why", async () => {
    const own = await createTestApp({ network: { ...network, ownCert: true, ca: () => null } });
    try {
      const res = await own.app.inject({ method: "GET", url: "/ca.der", remoteAddress: PHONE });
      expect(res.statusCode).toBe(404);
      expect(res.json().meta.message).toBe("Tidak ada sertifikat CA untuk dipasang: server ini memakai sertifikat sendiri (TLS_CERT)");
    } finally {
      await own.close();
    }
  });
});

describe("GET /api/device-setup and its ping", () => {
  it("tells the setup page where devices go and the CA's fingerprint (no session needed)", async () => {
    const res = await t.call("GET", "/api/device-setup");
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      https_enabled: true,
      https_port: HTTPS_PORT,
      http_port: 3000,
      lan_name: "waroeng.test",
      addresses: ["192.168.1.10"],
      // Asked on the box's loopback: the name, not 127.0.0.1, goes into the QR.
      https_url: `https://waroeng.test:${HTTPS_PORT}`,
      setup_url: "http://waroeng.test:3000/pasang",
      guest_url_base: "http://192.168.1.10:3000",
      ca_fingerprint_sha256: tls.ca?.fingerprint256 ?? null,
      own_cert: false,
    } satisfies DeviceSetupInfo);
  });

  it("prefers the LAN address the request came in on; drops default ports; PUBLIC_URL for guests; own cert by name", () => {
    const onLan = presentDeviceSetup(network, "::ffff:192.168.1.10");
    expect(onLan.https_url).toBe(`https://192.168.1.10:${HTTPS_PORT}`);
    expect(onLan.setup_url).toBe("http://192.168.1.10:3000/pasang");
    const standard = presentDeviceSetup({ ...network, httpPort: 80, httpsPort: 443, publicUrl: "https://pesan.warung.id" }, "192.168.1.10");
    expect(standard.https_url).toBe("https://192.168.1.10");
    expect(standard.setup_url).toBe("http://192.168.1.10/pasang");
    expect(standard.guest_url_base).toBe("https://pesan.warung.id");
    const own = presentDeviceSetup({ ...network, ownCert: true, ca: () => null, lanName: "pos.warung.id" }, "192.168.1.10");
    expect(own).toMatchObject({ https_url: `https://pos.warung.id:${HTTPS_PORT}`, own_cert: true, ca_fingerprint_sha256: null });
  });

  it("the ping answers 204 to any origin (the setup page asks it on the HTTPS origin)", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/device-setup/ping",
      remoteAddress: PHONE,
      headers: { origin: "http://192.168.1.10:3000" },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.body).toBe("");
  });
});
