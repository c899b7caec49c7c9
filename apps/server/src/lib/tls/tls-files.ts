/**
 * Reading the certificate files of lib/tls/stall-tls.ts with errors a stall owner can act on: each
 * names the file, what it should be and, where given, what to do (`TlsSetupError`, shown by main.ts
 * as "Waroeng POS could not start: …").
 */
import { createPrivateKey, type KeyObject } from "node:crypto";
import { readFileSync } from "node:fs";

/** A certificate file that stops the start; the message names the file and the way out. */
export class TlsSetupError extends Error {
  override name = "TlsSetupError";
}

/**
 * The text of `file`.
 * @param what - the file's role in the message ("TLS_CERT", "the stall's CA key").
 * @param advice - appended to the message.
 * @throws TlsSetupError "<what> <file> cannot be read (ENOENT|EACCES|…)"
 */
export function readPem(file: string, what: string, advice = ""): string {
  try {
    return readFileSync(file, "utf8");
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? "error";
    throw new TlsSetupError(`${what} ${file} cannot be read (${code}).${advice ? ` ${advice}` : ""}`);
  }
}

/**
 * The private key in `pem`.
 * @throws TlsSetupError "<what> <file> is damaged (not a private key)" with `advice`.
 */
export function keyOf(pem: string, file: string, what: string, advice = ""): KeyObject {
  try {
    return createPrivateKey(pem);
  } catch {
    throw new TlsSetupError(`${what} ${file} is damaged (not a private key).${advice ? ` ${advice}` : ""}`);
  }
}
