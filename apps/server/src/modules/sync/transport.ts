/**
 * How an outlet reaches head office (docs/chain-sync.md): `HqTransport.request(method,
 * path, body?)` → the reply's `data`, or throws `HqError`. `httpTransport` calls HQ_URL with the
 * outlet key in the `X-Outlet-Key` header (never in the URL) and a timeout; `withRetry` retries a
 * failed call with exponential backoff and jitter (p-retry; a flaky connection), but not a refusal (4xx).
 */
import { SYNC_MSG } from "@waroeng/domain";
import pRetry from "p-retry";
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
  /** First wait, ms (default 1 000), doubled each time up to `maxMs` (default 60 000); each wait is
   * randomised between half and all of it. 0: no wait (tests). */
  baseMs?: number;
  maxMs?: number;
}

/**
 * `transport` whose calls are retried (p-retry) on HqError.retryable and on any failure that is not
 * an HqError (a bug's TypeError excepted: p-retry does not retry those); a refusal (4xx) is thrown
 * at once, and the last failure after `attempts` tries.
 *
 * @example
 * const toHq = withRetry(httpTransport(cfg.hqUrl, key)); // up to 5 tries, 0.5–1 s, 1–2 s, 2–4 s, 4–8 s apart
 */
export function withRetry(transport: HqTransport, opts: RetryOptions = {}): HqTransport {
  const base = opts.baseMs ?? 1_000;
  const retry = {
    retries: Math.max(0, (opts.attempts ?? 5) - 1),
    minTimeout: base / 2,
    factor: 2,
    maxTimeout: opts.maxMs ?? 60_000,
    randomize: true,
    shouldRetry: ({ error }: { error: Error }) => !(error instanceof HqError) || error.retryable,
  };
  return {
    request: (method, path, body) => pRetry(() => transport.request(method, path, body), retry),
  };
}
