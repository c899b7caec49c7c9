/**
 * What the app knows of the stall's network (`app.network`, given by main.ts through buildApp's
 * `network` option): its ports, LAN_NAME, the box's addresses and the CA devices install. Read by
 * the setup routes (modules/device-setup) and the plain-HTTP redirect (plugins/https-redirect.ts).
 * An app built without it (the API tests) serves plain HTTP only: `PLAIN_HTTP_ONLY`.
 */
import { lanAddresses } from "./lan.ts";
import type { CaInfo } from "./stall-tls.ts";

export interface StallNetwork {
  /** PORT. */
  httpPort: number;
  /** HTTPS_PORT, or null when HTTPS is off. */
  httpsPort: number | null;
  /** LAN_NAME, e.g. `waroeng.local`. */
  lanName: string;
  /** PUBLIC_URL (no trailing slash), where guests reach the box; undefined when unset. */
  publicUrl: string | undefined;
  /** The box's LAN IPv4 addresses now. */
  addresses: () => string[];
  /** The CA devices install; null with the owner's certificate or HTTPS off. */
  ca: () => CaInfo | null;
  /** True when TLS_CERT/TLS_KEY are served. */
  ownCert: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The stall's network (lib/tls/stall-network.ts). */
    network: StallNetwork;
  }
}

/** Plain HTTP on port 3000, no CA: what an app built without `network` describes. */
export const PLAIN_HTTP_ONLY: StallNetwork = {
  httpPort: 3000,
  httpsPort: null,
  lanName: "waroeng.local",
  publicUrl: undefined,
  addresses: () => lanAddresses(),
  ca: () => null,
  ownCert: false,
};
