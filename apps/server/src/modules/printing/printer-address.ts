/**
 * Network printer addresses (docs/API.md "Printing"): where the server may open a TCP connection for
 * a cashier. A printer stands on the stall's LAN and speaks raw TCP (JetDirect), so an address is
 * - a host: an IPv4 address in dotted four-part decimal in a private range (10/8, 172.16/12,
 *   192.168/16), an IPv6 unique-local address (fc00::/7, in brackets), or a local host name (one
 *   label, or ending in .local / .lan) whose resolved address must be one of those when printing;
 * - and a port in PRINTER_PORTS (9100–9109, JetDirect and the next ports of multi-port print
 *   servers; default 9100). LPD (515) and IPP (631) are not raw TCP and the transport does not speak
 *   them: use a CUPS queue (usb-cups) for those printers.
 * Parsed strictly with `ipaddr.js`: integer, hex, octal and short IPv4 forms (`2130706433`,
 * `0x7f000001`, `0177.0.0.1`, `127.1`), loopback, link-local (169.254/16, the cloud metadata
 * address), IPv4-mapped IPv6 of any of those, and public addresses are refused.
 *
 * `PRINTER_EXTRA_NETWORKS` (environment, CIDRs separated by commas; default none) adds networks
 * whose addresses are printers on any port: a print server outside the private ranges, or the test
 * printers (127.77.0.0/16, vitest.config.ts and e2e/playwright.config.ts). Read when used.
 */
import { lookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";

/** The TCP ports a network printer may listen on: raw printing (JetDirect) 9100 and the next nine. */
export const PRINTER_PORTS = { first: 9100, last: 9109, default: 9100 } as const;

/** A local host name: one label, or labels ending in .local / .lan (mDNS, a router's names). */
const LOCAL_NAME = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/**
 * True when `ip` (an address literal) may be a printer: private IPv4 in dotted four-part decimal,
 * or unique-local IPv6 (an IPv4-mapped one is judged as its IPv4).
 * @example isPrinterIp("192.168.1.50"); // true
 * @example isPrinterIp("169.254.169.254"); // false (link-local: the cloud metadata address)
 */
export function isPrinterIp(ip: string): boolean {
  if (ipaddr.IPv4.isValidFourPartDecimal(ip)) {
    return ipaddr.IPv4.parse(ip).range() === "private";
  }
  if (!ipaddr.IPv6.isValid(ip)) {
    return false;
  }
  const v6 = ipaddr.IPv6.parse(ip);
  if (v6.isIPv4MappedAddress()) {
    return v6.toIPv4Address().range() === "private";
  }
  return v6.range() === "uniqueLocal";
}

let extraText = "";
let extra: Array<[ipaddr.IPv4 | ipaddr.IPv6, number]> = [];

/** The networks of PRINTER_EXTRA_NETWORKS (a malformed entry is skipped: it allows nothing). */
function extraNetworks(): Array<[ipaddr.IPv4 | ipaddr.IPv6, number]> {
  const text = process.env.PRINTER_EXTRA_NETWORKS ?? "";
  if (text !== extraText) {
    extraText = text;
    extra = text
      .split(",")
      .map((cidr) => cidr.trim())
      .filter((cidr) => cidr !== "" && ipaddr.isValidCIDR(cidr))
      .map((cidr) => ipaddr.parseCIDR(cidr));
  }
  return extra;
}

/** True when `ip` (dotted four-part IPv4 or IPv6) is in a network of PRINTER_EXTRA_NETWORKS. */
function inExtraNetwork(ip: string): boolean {
  if (!ipaddr.IPv4.isValidFourPartDecimal(ip) && !ipaddr.IPv6.isValid(ip)) {
    return false;
  }
  const addr = ipaddr.parse(ip);
  return extraNetworks().some(([net, bits]) => addr.kind() === net.kind() && addr.match([net, bits] as never));
}

/** True when a printer may be reached at `ip` (a resolved address or a literal) on `port`. */
function allowed(ip: string, port: number): boolean {
  return inExtraNetwork(ip) || (isPrinterIp(ip) && port >= PRINTER_PORTS.first && port <= PRINTER_PORTS.last);
}

/**
 * `host[:port]` of a network printer, checked without resolving names (see the module doc).
 * @returns `{ host, port, literal }` (`literal`: host is an IP address), or null when refused.
 * @example parsePrinterAddress("192.168.1.50"); // { host: "192.168.1.50", port: 9100, literal: true }
 * @example parsePrinterAddress("127.0.0.1:5432"); // null
 */
export function parsePrinterAddress(address: string): { host: string; port: number; literal: boolean } | null {
  const m = /^(?:\[([0-9A-Fa-f:.]+)\]|([^:[\]\s]+))(?::([0-9]{1,5}))?$/.exec(address.trim());
  if (!m) {
    return null;
  }
  const port = m[3] === undefined ? PRINTER_PORTS.default : Number(m[3]);
  if (port < 1 || port > 65_535) {
    return null;
  }
  const v6 = m[1];
  if (v6 !== undefined) {
    return allowed(v6, port) ? { host: v6, port, literal: true } : null;
  }
  const host = m[2] ?? "";
  if (ipaddr.IPv4.isValidFourPartDecimal(host)) {
    return allowed(host, port) ? { host, port, literal: true } : null;
  }
  // Anything an address parser reads as an IPv4 (2130706433, 0x7f000001, 127.1, 0177.0.0.1) is not a name.
  if (ipaddr.isValid(host) || /^[0-9.]+$/.test(host) || /^0x/i.test(host)) {
    return null;
  }
  const local = LOCAL_NAME.test(host) && (!host.includes(".") || /\.(local|lan)$/i.test(host)) && !/^localhost$/i.test(host);
  const printerPort = port >= PRINTER_PORTS.first && port <= PRINTER_PORTS.last;
  // A name's port is checked again with its address when printing (an extra network allows any port).
  return local && (printerPort || extraNetworks().length > 0) ? { host, port, literal: false } : null;
}

/** Refused: the address is not a printer on the stall's network (its text never says why). */
export class PrinterAddressError extends Error {}

/**
 * The IP and port to connect to for `address`: a local name is resolved, and its address must be a
 * printer's too (so a name cannot point the server at itself or outside the LAN).
 * @throws PrinterAddressError when the address or the name's address is refused or unresolvable.
 */
export async function resolvePrinterAddress(
  address: string,
  resolve: (host: string) => Promise<string> = async (host) => (await lookup(host)).address,
): Promise<{ ip: string; port: number }> {
  const parsed = parsePrinterAddress(address);
  if (!parsed) {
    throw new PrinterAddressError("refused printer address");
  }
  if (parsed.literal) {
    return { ip: parsed.host, port: parsed.port };
  }
  const ip = await resolve(parsed.host).catch(() => "");
  if (!allowed(ip, parsed.port)) {
    throw new PrinterAddressError("refused printer address");
  }
  return { ip, port: parsed.port };
}
