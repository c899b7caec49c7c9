/**
 * The box on the stall's network: its LAN IPv4 addresses and the names its server certificate must
 * cover (lib/tls/stall-tls.ts), and which of them a device should be sent to (the setup page's
 * addresses: modules/device-setup). Addresses are read from `os.networkInterfaces()` each time, so a
 * box whose DHCP lease changed is seen without a restart.
 */
import os from "node:os";
import ipaddr from "ipaddr.js";
import type { CertNames } from "./x509.ts";

/**
 * The box's non-internal IPv4 addresses (Wi-Fi, Ethernet), sorted, without duplicates; link-local
 * 169.254/16 (no DHCP answer) left out.
 * @example lanAddresses({ eth0: [{ family: "IPv4", address: "192.168.1.10", internal: false, … }] }) // → ["192.168.1.10"]
 */
export function lanAddresses(interfaces: NodeJS.Dict<os.NetworkInterfaceInfo[]> = os.networkInterfaces()): string[] {
  const found = new Set<string>();
  for (const list of Object.values(interfaces)) {
    for (const info of list ?? []) {
      if (info.family === "IPv4" && !info.internal && !info.address.startsWith("169.254.")) {
        found.add(info.address);
      }
    }
  }
  const value = (a: string) => a.split(".").reduce((n, octet) => n * 256 + Number(octet), 0);
  return [...found].sort((a, b) => value(a) - value(b));
}

/** A DNS label chain a certificate can carry: letters, digits and hyphens, dot-separated. */
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** True when `name` is a host name a certificate and mDNS can carry (`waroeng.local`, `kasir-pc`). */
export function isHostName(name: string): boolean {
  return HOST_NAME.test(name.toLowerCase());
}

/**
 * The names of the server certificate: LAN_NAME first (its common name), the box's host name and
 * `<hostname>.local` (what avahi announces), `localhost`; every LAN address and 127.0.0.1. Host
 * names that a certificate cannot carry (an underscore in a Windows host name) are left out.
 * @example certNames("waroeng.local", "kasir-pc", ["192.168.1.10"])
 *   // → { dns: ["waroeng.local", "kasir-pc", "kasir-pc.local", "localhost"], ips: ["192.168.1.10", "127.0.0.1"] }
 */
export function certNames(lanName: string, hostname: string, addresses: string[]): CertNames {
  const host = hostname.toLowerCase();
  const dns = [lanName.toLowerCase(), host, host.includes(".") ? "" : `${host}.local`, "localhost"].filter(
    (n) => n !== "" && isHostName(n),
  );
  return { dns: [...new Set(dns)], ips: [...new Set([...addresses, "127.0.0.1"])] };
}

/** True when `a` and `b` hold the same names, whatever their order. */
export function sameNames(a: CertNames, b: CertNames): boolean {
  const key = (n: CertNames) => JSON.stringify([[...n.dns].sort(), [...n.ips].sort()]);
  return key(a) === key(b);
}

/** True for an address of this machine's loopback (127/8, ::1, ::ffff:127.x). */
export function isLoopback(address: string | undefined): boolean {
  if (!address || !ipaddr.isValid(address)) {
    return false;
  }
  const parsed = ipaddr.process(address);
  return parsed.range() === "loopback";
}

/** `::ffff:192.168.1.10` → `192.168.1.10`; other addresses as they are; undefined for none. */
export function plainAddress(address: string | undefined): string | undefined {
  return address && ipaddr.isValid(address) ? ipaddr.process(address).toString() : address;
}
