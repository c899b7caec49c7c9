/**
 * The stall's certificates (lib/tls/stall-tls.ts) as a phone and a stall owner meet them: a fresh
 * box gets a CA and a server certificate a phone accepts (names, lifetimes, usages), files that
 * only the server can read; the certificate is renewed near its end and when the box's names
 * change, and not otherwise; the CA is never replaced, and a damaged or missing CA key stops the
 * start naming the file; the owner's own certificate is served as it is and read again when it changes.
 */
import "reflect-metadata"; // before @peculiar/x509, as in x509.ts
import { X509Certificate } from "node:crypto";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as x509 from "@peculiar/x509";
import { afterEach, describe, expect, it } from "vitest";
import { RENEW_DAYS, StallTls, TlsSetupError } from "./stall-tls.ts";
import { createCa, issueServerCert } from "./x509.ts";

const DAY = 86_400_000;
let dirs: string[] = [];

afterEach(() => {
  for (const d of dirs) {
    rmSync(d, { recursive: true, force: true });
  }
  dirs = [];
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "waroeng-tls-"));
  dirs.push(dir);
  return dir;
}

/** A box whose clock and addresses the test moves. */
function box(dataDir = tempDir(), start = new Date("2026-03-01T00:00:00Z")) {
  const state = { now: start, addresses: ["192.168.1.10"], lanName: "waroeng.local" };
  const open = () =>
    StallTls.open({ dataDir, lanName: state.lanName, hostname: "kasir-pc", now: () => state.now, addresses: () => state.addresses });
  return { dataDir, state, open };
}

const served = (tls: StallTls) => new X509Certificate(tls.context().cert);

describe("a fresh box", () => {
  it("makes a ten-year CA and a server certificate for its names that the CA verifies", async () => {
    const b = box();
    const tls = await b.open();
    const ca = new X509Certificate(readFileSync(path.join(b.dataDir, "tls/ca.crt")));
    expect(ca.ca).toBe(true);
    expect(ca.subject).toContain("Waroeng POS CA (kasir-pc)");
    const parsed = new x509.X509Certificate(ca.raw);
    const usages = parsed.getExtension(x509.KeyUsagesExtension);
    expect(usages?.critical).toBe(true);
    expect(usages?.usages).toBe(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign);
    expect(parsed.getExtension(x509.BasicConstraintsExtension)?.critical).toBe(true);
    const caYears = (Date.parse(ca.validTo) - Date.parse(ca.validFrom)) / (365 * DAY);
    expect(caYears).toBeGreaterThanOrEqual(9.99);

    const cert = served(tls);
    expect(cert.ca).toBe(false);
    expect(new x509.X509Certificate(cert.raw).getExtension(x509.BasicConstraintsExtension)?.ca).toBe(false);
    expect(cert.checkIssued(ca)).toBe(true);
    expect(cert.verify(ca.publicKey)).toBe(true);
    expect(cert.subjectAltName).toBe(
      "DNS:waroeng.local, DNS:kasir-pc, DNS:kasir-pc.local, DNS:localhost, IP Address:192.168.1.10, IP Address:127.0.0.1",
    );
    expect(cert.keyUsage).toEqual(["1.3.6.1.5.5.7.3.1"]); // extendedKeyUsage serverAuth
    const days = (Date.parse(cert.validTo) - Date.parse(cert.validFrom)) / DAY;
    expect(days).toBeLessThanOrEqual(825);
    expect(days).toBeGreaterThan(800);
    expect(Date.parse(cert.validFrom)).toBeLessThan(b.state.now.getTime()); // a phone whose clock is behind accepts it
    expect(tls.ca?.fingerprint256).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect(tls.ca?.der.equals(ca.raw)).toBe(true);
  });

  it("keeps the keys readable by the server's user only", async () => {
    const b = box();
    await b.open();
    expect(statSync(path.join(b.dataDir, "tls/ca.key")).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(b.dataDir, "tls/server.key")).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(b.dataDir, "tls")).mode & 0o077).toBe(0);
  });

  it("starts again with the same CA and the same server certificate", async () => {
    const b = box();
    const first = await b.open();
    const again = await b.open();
    expect(again.ca?.fingerprint256).toBe(first.ca?.fingerprint256);
    expect(again.context().cert).toBe(first.context().cert);
  });
});

describe("renewal", () => {
  it("renews the server certificate when fewer than 30 days are left, with the same CA, and not before", async () => {
    const b = box();
    const tls = await b.open();
    const end = Date.parse(served(tls).validTo);
    b.state.now = new Date(end - (RENEW_DAYS + 1) * DAY);
    expect(await tls.refresh()).toBeNull();
    b.state.now = new Date(end - (RENEW_DAYS - 1) * DAY);
    expect(await tls.refresh()).toMatch(/ends/);
    const renewed = served(tls);
    expect(Date.parse(renewed.validTo)).toBeGreaterThan(end);
    expect(renewed.checkIssued(new X509Certificate(tls.ca?.pem ?? ""))).toBe(true);
    // Written too: a restart serves the renewed one.
    expect(readFileSync(path.join(b.dataDir, "tls/server.crt"), "utf8")).toBe(tls.context().cert);
  });

  it("in the CA's last month, a certificate that already ends with the CA is not issued again and again", async () => {
    const b = box();
    const tls = await b.open();
    const caEnd = Date.parse(new X509Certificate(tls.ca?.pem ?? "").validTo);
    b.state.now = new Date(caEnd - 20 * DAY);
    expect(await tls.refresh()).toMatch(/ends/);
    expect(Date.parse(served(tls).validTo)).toBe(caEnd);
    b.state.now = new Date(caEnd - 19 * DAY);
    expect(await tls.refresh()).toBeNull();
  });

  it("renews when the box's address changes, and when LAN_NAME changes at the next start", async () => {
    const b = box();
    const tls = await b.open();
    b.state.addresses = ["10.0.0.7", "192.168.1.10"];
    expect(await tls.refresh()).toMatch(/names changed/);
    expect(served(tls).subjectAltName).toContain("IP Address:10.0.0.7");
    expect(await tls.refresh()).toBeNull();

    b.state.lanName = "warung-bu-sri.local";
    const reopened = await b.open();
    expect(served(reopened).subjectAltName).toContain("DNS:warung-bu-sri.local");
    expect(reopened.ca?.fingerprint256).toBe(tls.ca?.fingerprint256);
  });

  it("replaces a damaged server certificate (it is derived; the CA is not touched)", async () => {
    const b = box();
    const first = await b.open();
    writeFileSync(path.join(b.dataDir, "tls/server.crt"), "garbage");
    const again = await b.open();
    expect(served(again).checkIssued(new X509Certificate(first.ca?.pem ?? ""))).toBe(true);
    expect(again.ca?.fingerprint256).toBe(first.ca?.fingerprint256);
  });
});

describe("a CA that cannot be used stops the start, naming the file, and is left as it was", () => {
  const cases: Array<[string, (tlsDir: string) => void, RegExp]> = [
    ["the key is garbage", (d) => writeFileSync(path.join(d, "ca.key"), "not a key"), /CA key .*ca\.key is damaged \(not a private key\)/],
    ["the key is missing", (d) => unlinkSync(path.join(d, "ca.key")), /CA key .*ca\.key is missing beside its certificate/],
    [
      "the key is unreadable",
      (d) => chmodSync(path.join(d, "ca.key"), 0o000),
      /CA key .*ca\.key cannot be read \(EACCES\)|CA key .*ca\.key is damaged/,
    ],
    [
      "the key is another CA's",
      (d) => writeFileSync(path.join(d, "ca.key"), readFileSync(path.join(d, "other.key"))),
      /ca\.key is not the key of .*ca\.crt/,
    ],
    [
      "the certificate is missing beside its key",
      (d) => unlinkSync(path.join(d, "ca.crt")),
      /CA certificate .*ca\.crt is missing beside its key/,
    ],
  ];
  for (const [what, damage, message] of cases) {
    it(what, async () => {
      const b = box();
      await b.open();
      const tlsDir = path.join(b.dataDir, "tls");
      writeFileSync(path.join(tlsDir, "other.key"), (await createCa("other", new Date())).keyPem);
      damage(tlsDir);
      const files = () =>
        ["ca.crt", "ca.key"].map((f) => (existsSync(path.join(tlsDir, f)) ? statSync(path.join(tlsDir, f)).mtimeMs : null));
      const before = files();
      const failure = await b.open().then(
        () => null,
        (err: unknown) => err,
      );
      if (what === "the key is unreadable" && process.getuid?.() === 0) {
        // root reads a 000 file all the same: the key is then fine and the start goes on.
        return;
      }
      expect(failure).toBeInstanceOf(TlsSetupError);
      expect((failure as Error).message).toMatch(message);
      expect(files()).toEqual(before);
    });
  }

  it("says what to do: put the key back, or move the folder away for a new authority", async () => {
    const b = box();
    await b.open();
    unlinkSync(path.join(b.dataDir, "tls/ca.key"));
    await expect(b.open()).rejects.toThrow(
      /Put ca\.key back from a backup of DATA_DIR; or, to start a new authority .* move the folder .*tls away/,
    );
  });
});

describe("the owner's own certificate (TLS_CERT, TLS_KEY)", () => {
  async function ownFiles(dir: string, names = { dns: ["pos.warung.id"], ips: [] as string[] }) {
    const ca = await createCa("Some public CA", new Date());
    const pair = await issueServerCert(ca, names, new Date());
    const certFile = path.join(dir, "fullchain.pem");
    const keyFile = path.join(dir, "privkey.pem");
    writeFileSync(certFile, pair.certPem);
    writeFileSync(keyFile, pair.keyPem);
    return { certFile, keyFile, pair };
  }

  it("is served as it is, with no CA made", async () => {
    const dir = tempDir();
    const own = await ownFiles(dir);
    const tls = await StallTls.open({ dataDir: dir, lanName: "waroeng.local", ownCert: own });
    expect(tls.ownCert).toBe(true);
    expect(tls.ca).toBeNull();
    expect(tls.context().cert).toBe(own.pair.certPem);
    expect(() => statSync(path.join(dir, "tls"))).toThrow();
  });

  it("is read again when the files change (a renewal), and a key of another certificate is refused", async () => {
    const dir = tempDir();
    const own = await ownFiles(dir);
    const tls = await StallTls.open({ dataDir: dir, lanName: "waroeng.local", ownCert: own });
    expect(await tls.refresh()).toBeNull();
    const next = await issueServerCert(await createCa("Some public CA", new Date()), { dns: ["pos.warung.id"], ips: [] }, new Date());
    writeFileSync(own.certFile, next.certPem);
    writeFileSync(own.keyFile, next.keyPem);
    const later = new Date(Date.now() + 5000);
    utimesSync(own.certFile, later, later);
    expect(await tls.refresh()).toBe("new certificate files");
    expect(tls.context().cert).toBe(next.certPem);

    writeFileSync(own.keyFile, own.pair.keyPem);
    await expect(StallTls.open({ dataDir: dir, lanName: "waroeng.local", ownCert: own })).rejects.toThrow(
      `TLS_KEY ${own.keyFile} is not the key of the certificate TLS_CERT ${own.certFile}`,
    );
  });

  it("a missing file is named", async () => {
    const dir = tempDir();
    const own = { certFile: path.join(dir, "nope.pem"), keyFile: path.join(dir, "nokey.pem") };
    await expect(StallTls.open({ dataDir: dir, lanName: "waroeng.local", ownCert: own })).rejects.toThrow(
      `TLS_CERT ${own.certFile} cannot be read (ENOENT)`,
    );
  });
});
