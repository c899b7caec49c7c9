/**
 * The stall's network as the setup page reads it (GET /api/device-setup; contract
 * `deviceSetupInfo` of @waroeng/domain/contracts): which address to put in the QR codes.
 *
 * The host of `https_url` and `setup_url` is the address the request came in on when it is one
 * of the box's LAN addresses (the device asking reached the box there, so the others can too),
 * else LAN_NAME; with the owner's certificate `https_url` always uses LAN_NAME (the name that
 * certificate is for). Guests' links (`guest_url_base`) prefer an address over the name: a
 * customer's phone may not resolve mDNS names. A port is left out when it is its scheme's default.
 */
import type { DeviceSetupInfo } from "@waroeng/domain/contracts";
import { plainAddress } from "../../lib/tls/lan.ts";
import type { StallNetwork } from "../../lib/tls/stall-network.ts";

/** `scheme://host[:port]`, the port left out when it is the scheme's default (80, 443). */
export function origin(scheme: "http" | "https", host: string, port: number): string {
  const fallback = scheme === "https" ? 443 : 80;
  return `${scheme}://${host}${port === fallback ? "" : `:${port}`}`;
}

/**
 * The reply's data for a request that came in on `localAddress` (the socket's own address).
 * @example presentDeviceSetup(network, "192.168.1.10").https_url // → "https://192.168.1.10:3443"
 */
export function presentDeviceSetup(network: StallNetwork, localAddress: string | undefined): DeviceSetupInfo {
  const addresses = network.addresses();
  const local = plainAddress(localAddress);
  const lanHost = local && addresses.includes(local) ? local : undefined;
  const https = network.httpsPort;
  const ca = https === null ? null : network.ca();
  return {
    https_enabled: https !== null,
    https_port: https,
    http_port: network.httpPort,
    lan_name: network.lanName,
    addresses,
    https_url: https === null ? null : origin("https", network.ownCert ? network.lanName : (lanHost ?? network.lanName), https),
    setup_url: `${origin("http", lanHost ?? network.lanName, network.httpPort)}/pasang`,
    guest_url_base: network.publicUrl ?? origin("http", lanHost ?? addresses[0] ?? network.lanName, network.httpPort),
    ca_fingerprint_sha256: ca?.fingerprint256 ?? null,
    own_cert: network.ownCert,
  };
}
