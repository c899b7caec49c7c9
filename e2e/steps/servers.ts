/**
 * The browser run's two test servers (playwright.config.ts): the `parallel` project's on E2E_PORT
 * (default 3310), the `serial` project's on the next port, each with its own embedded PostgreSQL and
 * demo data, so the specs that change what a whole outlet sees run beside the others instead of
 * after them. Each server has its own local WhatsApp gateway port (+1000) and head-office stub
 * port (+2000), so a spec's fake only ever hears its own server, and its own HTTPS port (+3000,
 * LAN_NAME `waroeng.test`: pwa-lan.spec.ts).
 */
import { test } from "@playwright/test";

/** The `parallel` project's server port. */
export const PARALLEL_PORT = Number(process.env.E2E_PORT ?? 3310);
/** The `serial` project's server port. */
export const SERIAL_PORT = PARALLEL_PORT + 1;

/** The `gateway` project's server port (gateway QRIS; left out with E2E_GATEWAY=0, playwright.config.ts). */
export const GATEWAY_PORT = PARALLEL_PORT + 2;

/** Port of the fake Midtrans the server on `serverPort` charges QRIS at (tests/qris-gateway.spec.ts). */
export function midtransPort(serverPort: number): number {
  return serverPort + 4000;
}

/** The fake Midtrans' server key (a test value, not a secret). */
export const FAKE_MIDTRANS_KEY = "SB-Mid-server-e2e-fake";

/** Port of the local WhatsApp gateway the server on `serverPort` sends to (steps/wa-gateway.ts). */
export function gatewayPort(serverPort: number): number {
  return serverPort + 1000;
}

/** Port of the head-office stub the server on `serverPort` syncs with (steps/hq-stub.ts). */
export function hqStubPort(serverPort: number): number {
  return serverPort + 2000;
}

/** The HTTPS port of the server on `serverPort` (its HTTPS_PORT). */
export function httpsPortOf(serverPort: number): number {
  return serverPort + 3000;
}

/** LAN_NAME of the test servers: a name only the browser test's host-resolver rule maps (to 127.0.0.1). */
export const LAN_NAME = "waroeng.test";

/**
 * Port of the server the running test talks to (its project's baseURL).
 * @throws Error outside a test, or when the project names no baseURL.
 */
export function currentServerPort(): number {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) {
    throw new Error("the project names no baseURL (playwright.config.ts)");
  }
  return Number(new URL(baseURL).port);
}
