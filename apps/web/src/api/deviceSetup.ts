/**
 * Joining a device (docs/API.md "Device setup"): GET /device-setup (public) tells the setup page and
 * the Tambah Perangkat dialog the box's addresses and its certificate authority's fingerprint; the
 * HTTPS origin's `/api/device-setup/ping` (204, CORS *) answers only a device that trusts the CA.
 */
import type { DeviceSetupInfo } from "@waroeng/domain/contracts";
import { api } from "./client.ts";

/** GET /device-setup's `data` (the contract's `deviceSetupInfo`: every field present, URLs without a trailing slash). */
export type DeviceSetup = DeviceSetupInfo;

/** GET /device-setup (public, no session). */
export async function fetchDeviceSetup(): Promise<DeviceSetup> {
  return (await api.get<DeviceSetup>("device-setup")).data;
}

/** How long the trust check waits for the HTTPS origin (an address this device cannot reach never answers). */
const PING_TIMEOUT_MS = 5000;

/**
 * Whether this device trusts the box's HTTPS origin: a CORS fetch of `<httpsUrl>/api/device-setup/ping`
 * resolves only when the TLS handshake succeeds (an untrusted certificate makes fetch reject).
 * @param httpsUrl - the secure origin, e.g. "https://192.168.1.10:3443".
 * @returns true when the origin answered 2xx; false on a TLS failure, no answer in 5 s, or any error.
 */
export async function trustsHttps(httpsUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${httpsUrl}/api/device-setup/ping`, {
      mode: "cors",
      cache: "no-store",
      credentials: "omit",
      signal: AbortSignal.timeout(PING_TIMEOUT_MS),
    });
    return res.ok;
  } catch {
    return false;
  }
}
