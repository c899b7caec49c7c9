/**
 * How an outlet reaches head office (issue 15; docs/chain-sync.md): `HqTransport.request(method,
 * path, body?)` → the reply's `data`, or throws `HqError`. `httpTransport` calls HQ_URL with the
 * outlet key in the `X-Outlet-Key` header (never in the URL) and a timeout; `withRetry` retries a
 * failed call with exponential backoff and jitter (a flaky connection), but not a refusal (4xx).
 */
import { SYNC_MSG } from "@waroeng/domain";
import { OUTLET_KEY_HEADER } from "./hq.service.ts";

export interface HqTransport {
  request: (method: "GET" | "POST", path: string, body?: unknown) => Promise<unknown>;
}

/** A failed call to head office: `status` the HTTP status, 0 when it could not be reached. */
export class HqError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
  }
  /** A refusal (4xx but 408/429) does not get better by retrying. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 408 || this.status === 429 || this.status >= 500;
  }
}

/** Head office over HTTP(S): `baseUrl` e.g. https://hq.example.id, paths under /api. */
export function httpTransport(baseUrl: string, key: string, timeoutMs = 30_000): HqTransport {
  return {
    async request(method, path, body) {
      let res: Response;
      try {
        res = await fetch(new URL(`/api${path}`, baseUrl), {
          method,
          headers: { [OUTLET_KEY_HEADER]: key, ...(body === undefined ? {} : { "content-type": "application/json" }) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        throw new HqError(0, SYNC_MSG.HQ_UNREACHABLE);
      }
      const json = (await res.json().catch(() => null)) as { data?: unknown; meta?: { message?: string } } | null;
      if (!res.ok) {
        throw new HqError(res.status, json?.meta?.message ?? SYNC_MSG.hqRefused(res.status));
      }
      return json?.data;
    },
  };
}

export interface RetryOptions {
  /** Tries in all (default 5). */
  attempts?: number;
  /** First wait, ms (default 1 000), doubled each time up to `maxMs` (default 60 000). */
  baseMs?: number;
  maxMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `transport` whose calls are retried on HqError.retryable (and on any non-HqError failure). */
export function withRetry(transport: HqTransport, opts: RetryOptions = {}): HqTransport {
  const attempts = opts.attempts ?? 5;
  const base = opts.baseMs ?? 1_000;
  const max = opts.maxMs ?? 60_000;
  const sleep = opts.sleep ?? realSleep;
  return {
    async request(method, path, body) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await transport.request(method, path, body);
        } catch (err) {
          const retryable = !(err instanceof HqError) || err.retryable;
          if (!retryable || attempt >= attempts) {
            throw err;
          }
          const wait = Math.min(max, base * 2 ** (attempt - 1));
          await sleep(wait / 2 + Math.random() * (wait / 2));
        }
      }
    },
  };
}
