/**
 * The stall's own HTTPS certificates (README "Phones and tablets"), kept in `DATA_DIR/tls/`:
 *
 * - `ca.crt`, `ca.key` (0600): the box's certificate authority, made on the first start (ten years,
 *   lib/tls/x509.ts). Devices install `ca.crt` (GET /ca.crt), so it is never replaced by the server:
 *   a CA certificate whose key is missing, unreadable, damaged or another key's, or a key without
 *   its certificate, stops the start with `TlsSetupError` naming the file and what to do.
 * - `server.crt`, `server.key` (0600): the certificate HTTPS serves, signed by the CA for LAN_NAME,
 *   the host name, `localhost`, every LAN IPv4 address and 127.0.0.1. Derived, so replaced freely:
 *   missing, damaged, not the CA's, fewer than `RENEW_DAYS` days left, or names that are no longer
 *   the box's (a new DHCP address, a new LAN_NAME) → a new one, at start or at `refresh()`.
 *
 * With the owner's certificate (`TLS_CERT`, `TLS_KEY`: a real domain pointed at the box, or a
 * tunnel's) there is no CA: those files are served as they are, and read again by `refresh()` when
 * they change (a renewal by certbot), without a restart.
 */
import { createPrivateKey, X509Certificate } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { certNames, lanAddresses, sameNames } from "./lan.ts";
import { keyOf, readPem, TlsSetupError } from "./tls-files.ts";
import { type CertAndKey, type CertNames, createCa, issueServerCert } from "./x509.ts";

export { TlsSetupError } from "./tls-files.ts";

/** A server certificate with fewer days left than this is renewed. */
export const RENEW_DAYS = 30;
const DAY_MS = 86_400_000;

export interface StallTlsOptions {
  /** The certificates live in `<dataDir>/tls/`. */
  dataDir: string;
  /** LAN_NAME: the name devices use (mDNS), e.g. `waroeng.local`. */
  lanName: string;
  /** The box's host name (default `os.hostname()`). */
  hostname?: string;
  /** TLS_CERT / TLS_KEY: the owner's certificate and key files (PEM) instead of the CA. */
  ownCert?: { certFile: string; keyFile: string };
  /** The clock (tests move it). */
  now?: () => Date;
  /** The box's LAN IPv4 addresses (default `lanAddresses()`; tests change them). */
  addresses?: () => string[];
}

/** The CA devices install: PEM, DER and the SHA-256 fingerprint of the DER ("AB:CD:…", what phones show). */
export interface CaInfo {
  pem: string;
  der: Buffer;
  fingerprint256: string;
}

/** The certificates of one box; `open()` makes or loads them, `refresh()` renews them. */
export class StallTls {
  /** The CA, or null with the owner's certificate. */
  readonly ca: CaInfo | null;
  private server: CertAndKey;
  private ownStamp = "";

  private constructor(
    private readonly opts: Required<Omit<StallTlsOptions, "ownCert">> & Pick<StallTlsOptions, "ownCert">,
    private readonly caPair: CertAndKey | null,
    server: CertAndKey,
  ) {
    this.server = server;
    const ca = caPair ? new X509Certificate(caPair.certPem) : null;
    this.ca = caPair && ca ? { pem: caPair.certPem, der: ca.raw, fingerprint256: ca.fingerprint256 } : null;
    this.ownStamp = this.ownFilesStamp();
  }

  /**
   * Loads (or on the first start creates) the CA and a server certificate for the box's current
   * names; with `ownCert`, reads those files instead.
   * @throws TlsSetupError for a CA certificate without its key (or the reverse), a damaged or
   *   mismatched CA key, or unreadable / mismatched TLS_CERT / TLS_KEY files: the message names the file.
   */
  static async open(options: StallTlsOptions): Promise<StallTls> {
    const opts = { hostname: os.hostname(), now: () => new Date(), addresses: () => lanAddresses(), ...options };
    if (opts.ownCert) {
      return new StallTls(opts, null, readOwnCert(opts.ownCert));
    }
    const dir = path.join(opts.dataDir, "tls");
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const caPair = await loadOrCreateCa(dir, opts.hostname, opts.now());
    const tls = new StallTls(opts, caPair, loadServerCert(dir, caPair.certPem) ?? { certPem: "", keyPem: "" });
    await tls.refresh();
    return tls;
  }

  /** True when the owner's certificate (TLS_CERT) is served. */
  get ownCert(): boolean {
    return this.caPair === null;
  }

  /** What HTTPS serves now: `tls.createSecureContext({ key, cert })`. */
  context(): { key: string; cert: string } {
    return { key: this.server.keyPem, cert: this.server.certPem };
  }

  /** The names the served certificate covers and its end (read from the certificate itself). */
  served(): { names: CertNames; validTo: Date } {
    const cert = new X509Certificate(this.server.certPem);
    return { names: sanNames(cert), validTo: new Date(cert.validTo) };
  }

  /** The names a certificate for the box should cover now. */
  wantedNames(): CertNames {
    return certNames(this.opts.lanName, this.opts.hostname, this.opts.addresses());
  }

  /**
   * Renews the server certificate when it is due (see the module doc) and writes it; with the owner's
   * certificate, reads the files again when they changed.
   * @returns why it changed ("expires …", "names changed …", "new certificate files"), or null when it did not.
   * @throws TlsSetupError when the owner's changed files cannot be used (the old certificate stays served).
   */
  async refresh(): Promise<string | null> {
    if (this.opts.ownCert) {
      const stamp = this.ownFilesStamp();
      if (stamp === this.ownStamp) {
        return null;
      }
      this.server = readOwnCert(this.opts.ownCert);
      this.ownStamp = stamp;
      return "new certificate files";
    }
    const why = this.renewalReason();
    if (why === null || this.caPair === null) {
      return null;
    }
    const dir = path.join(this.opts.dataDir, "tls");
    const next = await issueServerCert(this.caPair, this.wantedNames(), this.opts.now());
    writePrivate(path.join(dir, "server.key"), next.keyPem);
    writePrivate(path.join(dir, "server.crt"), next.certPem);
    this.server = next;
    return why;
  }

  private renewalReason(): string | null {
    if (this.server.certPem === "") {
      return "no server certificate yet";
    }
    const { names, validTo } = this.served();
    const left = validTo.getTime() - this.opts.now().getTime();
    // A certificate already ending with the CA cannot be renewed past it: the CA's own end comes first.
    const caEnd = this.ca ? Date.parse(new X509Certificate(this.ca.pem).validTo) : Number.POSITIVE_INFINITY;
    if (left < RENEW_DAYS * DAY_MS && validTo.getTime() < caEnd) {
      return `the server certificate ends ${validTo.toISOString()}`;
    }
    const wanted = this.wantedNames();
    if (!sameNames(names, wanted)) {
      return `the box's names changed to ${[...wanted.dns, ...wanted.ips].join(", ")}`;
    }
    return null;
  }

  private ownFilesStamp(): string {
    const own = this.opts.ownCert;
    if (!own) {
      return "";
    }
    const stamp = (file: string) => {
      try {
        const s = statSync(file);
        return `${s.mtimeMs}:${s.size}`;
      } catch {
        return "missing";
      }
    };
    return `${stamp(own.certFile)}|${stamp(own.keyFile)}`;
  }
}

/** The CA of `dir`, made when neither file exists. @throws TlsSetupError (see the module doc). */
async function loadOrCreateCa(dir: string, hostname: string, now: Date): Promise<CertAndKey> {
  const certFile = path.join(dir, "ca.crt");
  const keyFile = path.join(dir, "ca.key");
  const hasCert = existsSync(certFile);
  const hasKey = existsSync(keyFile);
  if (!hasCert && !hasKey) {
    const ca = await createCa(`Waroeng POS CA (${hostname})`, now);
    writePrivate(keyFile, ca.keyPem);
    writePrivate(certFile, ca.certPem, 0o644);
    return ca;
  }
  const keep = `The CA certificate is kept as it is, since the stall's phones and tablets trust it. Put ca.key back from a backup of DATA_DIR; or, to start a new authority (every device must then install the new /ca.crt again), move the folder ${dir} away and start again.`;
  if (!hasKey) {
    throw new TlsSetupError(`The stall's CA key ${keyFile} is missing beside its certificate ${certFile}. ${keep}`);
  }
  if (!hasCert) {
    throw new TlsSetupError(
      `The stall's CA certificate ${certFile} is missing beside its key ${keyFile}: put it back from a backup of DATA_DIR, or move the folder ${dir} away to start a new authority (every device must then install the new /ca.crt).`,
    );
  }
  const certPem = readPem(certFile, "the stall's CA certificate");
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(certPem);
  } catch {
    throw new TlsSetupError(
      `The stall's CA certificate ${certFile} is damaged (not a certificate): put it back from a backup of DATA_DIR, or move the folder ${dir} away to start a new authority.`,
    );
  }
  const keyPem = readPem(keyFile, "the stall's CA key", keep);
  const key = keyOf(keyPem, keyFile, "the stall's CA key", keep);
  if (!cert.checkPrivateKey(key)) {
    throw new TlsSetupError(`The stall's CA key ${keyFile} is not the key of ${certFile}. ${keep}`);
  }
  return { certPem, keyPem };
}

/** The server certificate of `dir` when both files are there, readable, a pair, and signed by the CA; else null. */
function loadServerCert(dir: string, caPem: string): CertAndKey | null {
  try {
    const certPem = readFileSync(path.join(dir, "server.crt"), "utf8");
    const keyPem = readFileSync(path.join(dir, "server.key"), "utf8");
    const cert = new X509Certificate(certPem);
    const ca = new X509Certificate(caPem);
    return cert.checkIssued(ca) && cert.verify(ca.publicKey) && cert.checkPrivateKey(createPrivateKey(keyPem)) ? { certPem, keyPem } : null;
  } catch {
    return null;
  }
}

/** TLS_CERT / TLS_KEY, checked to be a certificate and its key. @throws TlsSetupError naming the file. */
function readOwnCert(own: { certFile: string; keyFile: string }): CertAndKey {
  const certPem = readPem(own.certFile, "TLS_CERT");
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(certPem);
  } catch {
    throw new TlsSetupError(`TLS_CERT ${own.certFile} is not a PEM certificate`);
  }
  const keyPem = readPem(own.keyFile, "TLS_KEY");
  const key = keyOf(keyPem, own.keyFile, "TLS_KEY");
  if (!cert.checkPrivateKey(key)) {
    throw new TlsSetupError(`TLS_KEY ${own.keyFile} is not the key of the certificate TLS_CERT ${own.certFile}`);
  }
  return { certPem, keyPem };
}

/** The subjectAltName entries of `cert` ("DNS:a, IP Address:1.2.3.4"). */
function sanNames(cert: X509Certificate): CertNames {
  const entries = (cert.subjectAltName ?? "").split(", ").filter(Boolean);
  return {
    dns: entries.filter((e) => e.startsWith("DNS:")).map((e) => e.slice(4)),
    ips: entries.filter((e) => e.startsWith("IP Address:")).map((e) => e.slice(11)),
  };
}

/** Writes `text` to `file` through a temporary file and a rename (never half a key), with `mode`. */
function writePrivate(file: string, text: string, mode = 0o600): void {
  const tmp = `${file}.tmp-${process.pid}`;
  writeFileSync(tmp, text, { mode });
  renameSync(tmp, file);
}
