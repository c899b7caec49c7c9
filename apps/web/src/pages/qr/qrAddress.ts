/**
 * The address a printed QR sheet's codes open. Guests never install anything, so it is the server's
 * guest address (GET /device-setup `guest_url_base`: PUBLIC_URL, else the box's plain-HTTP LAN
 * address), never the HTTPS origin signed by the stall's own certificate authority, which a guest's
 * phone would refuse. A loopback address (localhost, 127.0.0.0/8, ::1) is one no phone can open: the
 * sheet warns before it is printed (ipaddr.js reads the address).
 */
import ipaddr from "ipaddr.js";

/**
 * Whether `url`'s host is this computer only (a phone scanning the code cannot open it).
 * @param url - an absolute URL or origin, e.g. "http://127.0.0.1:3000".
 * @returns true for `localhost` (and `*.localhost`), 127.x.x.x, ::1 and 0.0.0.0; false for a LAN
 *   address or a name, and for a string that is not a URL.
 * @example phonesCannotOpen("http://localhost:3000"); // true
 * phonesCannotOpen("http://192.168.1.20:3000"); // false
 */
export function phonesCannotOpen(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (host === "localhost" || host.endsWith(".localhost")) {
    return true;
  }
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  if (!ipaddr.isValid(bare)) {
    return false;
  }
  const range = ipaddr.process(bare).range();
  return range === "loopback" || range === "unspecified";
}

/** What `guestAddress` needs of GET /device-setup (undefined while it loads or when it failed). */
export interface GuestSetup {
  guest_url_base: string;
  own_cert: boolean;
}

/**
 * The origin a table's QR code opens (the guest page's path is appended to it).
 * Candidates, in order: the server's `guest_url_base`; then the origin the sheet is open on when a
 * guest can open it too: plain `http:`, or `https:` with the owner's own (publicly trusted)
 * certificate, never an `https:` origin under the stall's private CA. The first a phone can reach
 * (not loopback, `phonesCannotOpen`) wins; when none can, the first candidate (the sheet warns).
 * @param setup - GET /device-setup's reply, or undefined when unknown.
 * @param origin - the sheet's own origin (`window.location.origin`).
 * @returns an origin without a trailing slash, e.g. "http://192.168.1.10:3000".
 * @example guestAddress({ guest_url_base: "http://192.168.1.10:3000", own_cert: false }, "https://waroeng.local:3443");
 * // "http://192.168.1.10:3000"
 */
export function guestAddress(setup: GuestSetup | undefined, origin: string): string {
  const candidates: string[] = [];
  if (setup?.guest_url_base) {
    candidates.push(setup.guest_url_base.replace(/\/+$/, ""));
  }
  const scheme = safeProtocol(origin);
  if (scheme === "http:" || (scheme === "https:" && setup?.own_cert === true)) {
    candidates.push(origin);
  }
  return candidates.find((c) => !phonesCannotOpen(c)) ?? candidates[0] ?? origin;
}

function safeProtocol(url: string): string | null {
  try {
    return new URL(url).protocol;
  } catch {
    return null;
  }
}
