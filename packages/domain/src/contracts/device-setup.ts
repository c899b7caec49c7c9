/**
 * The contract of device setup (docs/ARCHITECTURE.md "Adding a route"): what the setup page
 * (/pasang) and the "Tambah Perangkat" QR read about the stall's network, and the probe that tells
 * whether a device already trusts the box's CA. Public: a device asks before anyone signs in on it.
 */
import { z } from "zod";
import { envelope, replies } from "../wire/envelope.ts";
import type { RouteContracts } from "./types.ts";

// ── Reply schemas ──

/** `GET /device-setup` data: where devices reach the box, and the CA they install (docs/API.md "Device setup"). */
export const deviceSetupInfo = z.strictObject({
  https_enabled: z.boolean().describe("false when HTTPS_PORT=off"),
  https_port: z.number().int().nullable().describe("HTTPS_PORT; null when HTTPS is off"),
  http_port: z.number().int().describe("PORT, the plain HTTP port"),
  lan_name: z.string().describe("LAN_NAME (default waroeng.local), announced by mDNS"),
  addresses: z.array(z.string()).describe("the box's LAN IPv4 addresses"),
  https_url: z
    .string()
    .nullable()
    .describe(
      "the HTTPS origin to open (QR): the address the request came in on when it is a LAN address, else lan_name; null when HTTPS is off",
    ),
  setup_url: z.string().describe("http://<same host>:<http_port>/pasang, the setup page a new device opens first"),
  guest_url_base: z.string().describe("PUBLIC_URL, else http://<LAN address>:<http_port>: the base of the guests' QR order links"),
  ca_fingerprint_sha256: z
    .string()
    .nullable()
    .describe('SHA-256 of the CA certificate ("AB:CD:…"); null with own certificate or HTTPS off'),
  own_cert: z.boolean().describe("true when TLS_CERT/TLS_KEY are served: no CA to install"),
});

/** The setup page's view of the stall's network (z.output of `deviceSetupInfo`). */
export type DeviceSetupInfo = z.output<typeof deviceSetupInfo>;

export const deviceSetupReplies = {
  info: envelope(deviceSetupInfo),
};

// ── Route contracts ──

export const deviceSetupContract: RouteContracts = {
  "GET /device-setup": {
    summary: "Where devices reach the box, and its CA (setup page)",
    description:
      "For the setup page /pasang and the Tambah Perangkat QR. Ports omitted from the URLs when they are the scheme's default " +
      "(80, 443); URLs end without a slash. With own certificate (TLS_CERT) `https_url` uses `lan_name` (set LAN_NAME to the " +
      "certificate's name). The CA itself: GET /ca.crt (PEM) and GET /ca.der (DER), outside /api (see Device setup above).",
    response: replies(200, deviceSetupReplies.info),
  },
  "GET /device-setup/ping": {
    summary: "Does this device trust the box's HTTPS?",
    description:
      "204 with no body and `Access-Control-Allow-Origin: *`, on both ports. The setup page, opened over plain HTTP, fetches it " +
      "at `https_url`: the fetch succeeds only when the device trusts the certificate (the CA is installed), and the page then " +
      "sends the device on to the HTTPS login.",
    response: replies(204, z.null().describe("no body")),
  },
};
