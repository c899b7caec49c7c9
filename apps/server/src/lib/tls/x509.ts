/**
 * The X.509 work of the stall's own HTTPS (lib/tls/stall-tls.ts): a local certificate authority and
 * the server certificates it signs, made with `@peculiar/x509` over Node's WebCrypto (ECDSA P-256
 * keys and SHA-256 signatures: native key generation in about a millisecond, and what Android,
 * iOS, Chrome and Safari accept for a locally installed CA). Reading certificates back uses Node's
 * own `X509Certificate`.
 *
 * What phones accept (checked by x509.test.ts): the CA has basicConstraints CA:true (critical) and
 * keyUsage keyCertSign + cRLSign (critical), ten years; a server certificate has its names in
 * subjectAltName (dNSName and iPAddress; the common name is not read by browsers), extendedKeyUsage
 * serverAuth, basicConstraints CA:false, keyUsage digitalSignature, and at most 825 days of validity
 * (iOS refuses longer ones, even from a user-installed CA).
 */
import { createPrivateKey, randomBytes, webcrypto } from "node:crypto";
import type * as X509 from "@peculiar/x509";

let loaded: Promise<typeof X509> | undefined;
/**
 * `@peculiar/x509`, loaded on first use (it takes most of a second to load: a start whose
 * certificates exist, or without HTTPS, never needs it). It needs the Reflect metadata API first.
 */
function x509Lib(): Promise<typeof X509> {
  loaded ??= import("reflect-metadata").then(() => import("@peculiar/x509"));
  return loaded;
}

/** A certificate and its private key, both PEM (key: PKCS#8). */
export interface CertAndKey {
  certPem: string;
  keyPem: string;
}

/** The names a server certificate covers: host names and IPv4/IPv6 addresses (subjectAltName). */
export interface CertNames {
  dns: string[];
  ips: string[];
}

const DAY_MS = 86_400_000;
/** Lifetime of the CA: ten years. */
export const CA_DAYS = 3650;
/** Lifetime of a server certificate: 825 days, the most iOS accepts. */
export const SERVER_CERT_DAYS = 825;
/** Certificates start an hour in the past, so a device whose clock runs a little behind accepts them. */
const BACKDATE_MS = 3_600_000;

const EC = { name: "ECDSA", namedCurve: "P-256" } as const;
const SIGNING = { name: "ECDSA", hash: "SHA-256" } as const;
const crypto = webcrypto;
/** Node's WebCrypto as @peculiar/x509 types it (the same object; the two type declarations differ in detail). */
const provider = webcrypto as unknown as NonNullable<Parameters<typeof X509.X509CertificateGenerator.create>[1]>;

/** A fresh ECDSA P-256 key pair, extractable (it is written to DATA_DIR). */
async function newKeys(): Promise<webcrypto.CryptoKeyPair> {
  return (await crypto.subtle.generateKey(EC, true, ["sign", "verify"])) as webcrypto.CryptoKeyPair;
}

async function keyPem(key: webcrypto.CryptoKey): Promise<string> {
  const x509 = await x509Lib();
  return x509.PemConverter.encode(await crypto.subtle.exportKey("pkcs8", key), "PRIVATE KEY");
}

/** A positive 128-bit serial number, hex (RFC 5280: unique per issuer, at most 20 octets). */
function serial(): string {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0] ?? 0) & 0x7f;
  return bytes.toString("hex");
}

/**
 * A new certificate authority for this box: ECDSA P-256, self-signed, valid `CA_DAYS` from `now`.
 * @param label - shown in the device's list of trusted certificates, e.g. "Waroeng POS CA (kasir-pc)".
 */
export async function createCa(label: string, now: Date): Promise<CertAndKey> {
  const x509 = await x509Lib();
  const keys = await newKeys();
  const notBefore = new Date(now.getTime() - BACKDATE_MS);
  const cert = await x509.X509CertificateGenerator.createSelfSigned(
    {
      serialNumber: serial(),
      name: [{ CN: [label] }, { O: ["Waroeng POS"] }],
      notBefore,
      notAfter: new Date(notBefore.getTime() + CA_DAYS * DAY_MS),
      keys,
      signingAlgorithm: SIGNING,
      extensions: [
        new x509.BasicConstraintsExtension(true, 0, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
        await x509.SubjectKeyIdentifierExtension.create(keys.publicKey, false, provider),
      ],
    },
    provider,
  );
  return { certPem: cert.toString("pem"), keyPem: await keyPem(keys.privateKey) };
}

/**
 * A server certificate for `names`, signed by `ca`, valid `SERVER_CERT_DAYS` from `now` (never past
 * the CA's own end). Its common name is the first DNS name.
 * @throws Error when the CA's key is not an ECDSA P-256 PKCS#8 key (a CA made by `createCa` always is).
 */
export async function issueServerCert(ca: CertAndKey, names: CertNames, now: Date): Promise<CertAndKey> {
  const x509 = await x509Lib();
  const caCert = new x509.X509Certificate(ca.certPem);
  const caDer = createPrivateKey(ca.keyPem).export({ type: "pkcs8", format: "der" });
  const signingKey = await crypto.subtle.importKey("pkcs8", caDer, EC, false, ["sign"]);
  const keys = await newKeys();
  const notBefore = new Date(now.getTime() - BACKDATE_MS);
  const notAfter = new Date(Math.min(notBefore.getTime() + SERVER_CERT_DAYS * DAY_MS, caCert.notAfter.getTime()));
  const cert = await x509.X509CertificateGenerator.create(
    {
      serialNumber: serial(),
      subject: [{ CN: [names.dns[0] ?? "localhost"] }, { O: ["Waroeng POS"] }],
      issuer: caCert.subject,
      notBefore,
      notAfter,
      publicKey: keys.publicKey,
      signingKey,
      signingAlgorithm: SIGNING,
      extensions: [
        new x509.BasicConstraintsExtension(false, undefined, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
        new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
        new x509.SubjectAlternativeNameExtension([
          ...names.dns.map((value) => ({ type: "dns" as const, value })),
          ...names.ips.map((value) => ({ type: "ip" as const, value })),
        ]),
        await x509.SubjectKeyIdentifierExtension.create(keys.publicKey, false, provider),
        await x509.AuthorityKeyIdentifierExtension.create(caCert, false, provider),
      ],
    },
    provider,
  );
  return { certPem: cert.toString("pem"), keyPem: await keyPem(keys.privateKey) };
}
