/**
 * The address a printed QR sheet's codes open: the origin the sheet was opened from. A guest's phone
 * reaches it only over the stall's network, so a loopback address (localhost, 127.0.0.0/8, ::1) is
 * one no phone can open: the sheet warns before it is printed (ipaddr.js reads the address).
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
