/**
 * The WhatsApp sender of the app: gateway (or none), retry policy, the base URL of PDF
 * links, and the in-process worker that retries queued sends. Decorates `app.whatsapp`.
 *
 * Environment (read by `whatsappFromEnv`, passed in by main.ts; README "WhatsApp receipts"):
 * - `WA_GATEWAY_URL` (http/https, no user:password in it) and `WA_GATEWAY_TOKEN`: the gateway;
 *   both unset → every send is recorded as `not_configured`.
 * - `WA_COUNTRY_CODE` (default 62): replaces a number's leading 0.
 * - `WA_RETRY_BASE_MS` (default 30000), `WA_MAX_ATTEMPTS` (default 5): backoff and give-up.
 * - `WA_WORKER_MS` (default 5000): how often the worker looks for due sends.
 * - `PUBLIC_URL`: the address customers reach the server at, for PDF links (default: the request's own origin).
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createGateway, type WaGateway } from "./wa-gateway.ts";
import { DEFAULT_RETRY, drainDue, type WaRetryPolicy } from "./wa-outbox.ts";

export interface WhatsAppOptions {
  /** A gateway config, or an adapter (tests), or null: not configured. */
  gateway: WaGateway | null;
  policy: WaRetryPolicy;
  /** Base of PDF links, without a trailing slash; undefined → the request's origin. */
  publicUrl?: string | undefined;
  /** Worker tick (ms); 0 → no worker (tests drive `drainDue` themselves). */
  workerMs: number;
}

export interface WhatsApp extends WhatsAppOptions {
  /** Runs the worker's tick now (after a send was queued); never throws. */
  kick(): void;
}

declare module "fastify" {
  interface FastifyInstance {
    whatsapp: WhatsApp;
  }
}

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") {
    return fallback;
  }
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) {
    throw new Error(`${name} must be a whole number ≥ 0, got "${value}"`);
  }
  return n;
}

/** `WA_*` and `PUBLIC_URL` → options. @throws Error for a malformed value (the server does not start). */
export function whatsappFromEnv(env: NodeJS.ProcessEnv): WhatsAppOptions {
  const url = env.WA_GATEWAY_URL?.trim() ?? "";
  const token = env.WA_GATEWAY_TOKEN?.trim() ?? "";
  let gateway: WaGateway | null = null;
  if (url) {
    const parsed = new URL(url);
    if (!["http:", "https:"].includes(parsed.protocol) || parsed.username || parsed.password) {
      throw new Error("WA_GATEWAY_URL must be an http(s) URL without credentials (the token goes in WA_GATEWAY_TOKEN)");
    }
    const countryCode = env.WA_COUNTRY_CODE?.trim() || "62";
    if (!/^\d{1,4}$/.test(countryCode)) {
      throw new Error("WA_COUNTRY_CODE must be 1 to 4 digits");
    }
    gateway = createGateway({ url, token, countryCode, timeoutMs: 10_000 });
  }
  const publicUrl = env.PUBLIC_URL?.trim().replace(/\/+$/, "") || undefined;
  if (publicUrl && !/^https?:\/\//.test(publicUrl)) {
    throw new Error("PUBLIC_URL must start with http:// or https://");
  }
  return {
    gateway,
    policy: {
      baseDelayMs: positive(env.WA_RETRY_BASE_MS, DEFAULT_RETRY.baseDelayMs, "WA_RETRY_BASE_MS"),
      maxAttempts: Math.max(1, positive(env.WA_MAX_ATTEMPTS, DEFAULT_RETRY.maxAttempts, "WA_MAX_ATTEMPTS")),
    },
    publicUrl,
    workerMs: positive(env.WA_WORKER_MS, 5000, "WA_WORKER_MS"),
  };
}

/** Not configured, no worker: the default of `buildApp` (API tests). */
export const NO_WHATSAPP: WhatsAppOptions = { gateway: null, policy: DEFAULT_RETRY, workerMs: 0 };

export const whatsappPlugin = fp<WhatsAppOptions>(async (app: FastifyInstance, opts) => {
  let running: Promise<unknown> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  const tick = () => {
    if (!opts.gateway || running || closed) {
      return;
    }
    const gateway = opts.gateway;
    running = drainDue(app.db, gateway, opts.policy)
      .catch((err: unknown) => app.log.warn({ err }, "whatsapp worker tick failed"))
      .finally(() => {
        running = null;
      });
  };
  app.decorate("whatsapp", { ...opts, kick: tick });
  if (opts.gateway && opts.workerMs > 0) {
    timer = setInterval(tick, opts.workerMs);
    timer.unref();
  }
  app.addHook("onClose", async () => {
    closed = true;
    if (timer) {
      clearInterval(timer);
    }
    await running;
  });
});
