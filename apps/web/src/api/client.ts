/**
 * The typed HTTP client of the SPA: every call goes to /api on this server, authenticated by the
 * HttpOnly session cookie the browser sends by itself (set by POST /api/login; no token in
 * scripts or storage), and unwraps the server's envelope `{ meta: { code, error, message, title? }, data, ... }`.
 * A reply with meta.error = 1 (or HTTP ≥ 400) throws ApiError carrying the spec's message.
 * A 401 clears the local user data and sends the user to /login (foundations §6 Session).
 * Every failure reads in Indonesian from the catalogue: a server that cannot be reached is
 * REQUEST_MSG.UNREACHABLE (never the browser's "Failed to fetch"), a reply that is not the envelope
 * MSG_TEMPLATES.requestFailed(status); a 403 without a title of its own is titled Akses DiTolak!.
 */
import { MSG, MSG_TEMPLATES, REQUEST_MSG } from "@waroeng/domain";
import type { Envelope, Meta } from "@waroeng/domain/wire";
import { liveStatus } from "../lib/liveStatus.ts";
import { session } from "../lib/session.ts";

/** `meta` of a reply and the reply envelope: the shared wire types (`@waroeng/domain/wire`). */
export type { Envelope, Meta };

export class ApiError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly meta: Meta | undefined,
    public readonly body: unknown,
  ) {
    super(message);
  }
  /** The dialog title: the server's, else Akses DiTolak! for a 403 (foundations §6, payment spec §6). */
  get title(): string | undefined {
    return this.meta?.title ?? (this.status === 403 ? MSG.ACCESS_DENIED_TITLE : undefined);
  }
  get code(): number {
    return this.meta?.code ?? this.status;
  }
  /** Field errors of the reply (`errors`: field → message), when the refusal names a field at fault. */
  get fieldErrors(): Record<string, string> {
    const errors = (this.body as { errors?: unknown } | null)?.errors;
    return errors && typeof errors === "object" ? (errors as Record<string, string>) : {};
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

function buildUrl(path: string, query?: Query): string {
  const url = `/api/${path.replace(/^\//, "")}`;
  if (!query) {
    return url;
  }
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== "") {
      params.set(k, String(v));
    }
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/**
 * A new idempotency key (128 random bits, hex) for one tap: sent as `Idempotency-Key` so a retry of
 * the tap never changes the order twice (docs/API.md "Retries"). `crypto.getRandomValues` works on
 * the stall's plain-http LAN address too (randomUUID needs a secure context).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Tries of a keyed request whose reply was lost (no answer at all): the first and two retries. */
const KEYED_TRIES = 3;

/** Options of a request: JSON body, query, and an idempotency key for a line-changing tap. */
export interface RequestOptions {
  body?: unknown;
  query?: Query;
  /** Sent as `Idempotency-Key`; with it, a request that got no answer is retried with the same key. */
  idempotencyKey?: string;
}

/**
 * Calls the API and returns the whole envelope; throws ApiError on a refusal. With an
 * `idempotencyKey`, a request that got no answer (Wi-Fi drop) is sent again with the same key, up
 * to `KEYED_TRIES` times: the server applies it once and replays its first reply.
 */
export async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (opts.body !== undefined) {
    headers["content-type"] = "application/json";
  }
  if (opts.idempotencyKey) {
    headers["idempotency-key"] = opts.idempotencyKey;
  }
  let res: Response | undefined;
  const tries = opts.idempotencyKey ? KEYED_TRIES : 1;
  for (let attempt = 1; res === undefined; attempt++) {
    try {
      res = await fetch(buildUrl(path, opts.query), {
        method,
        headers,
        credentials: "same-origin",
        ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
      });
    } catch (e) {
      // No answer at all (network down, server stopped): the offline banner, never the browser's English "Failed to fetch".
      liveStatus.reportFetch(false);
      if (attempt >= tries) {
        throw new ApiError(REQUEST_MSG.UNREACHABLE, 0, undefined, e);
      }
      await new Promise((resolve) => setTimeout(resolve, 400 * attempt));
    }
  }
  liveStatus.reportFetch(res.status !== 503);
  let body: Envelope<T> | undefined;
  try {
    body = (await res.json()) as Envelope<T>;
  } catch {
    body = undefined;
  }
  if (res.status === 401 && !path.endsWith("login")) {
    session.clear();
    if (!window.location.pathname.startsWith("/login")) {
      window.location.assign("/login");
    }
  }
  if (!res.ok || !body || body.meta?.error === 1) {
    const message = body?.meta?.message ?? MSG_TEMPLATES.requestFailed(res.status);
    throw new ApiError(message, res.status, body?.meta, body);
  }
  return body;
}

/**
 * Asks the server whether it answers at all (HEAD of the public OpenAPI document) and reports it to
 * liveStatus; skipped when a request was answered in the last 5 s (a polling screen already knows).
 */
export async function probeServer(): Promise<void> {
  const last = liveStatus.get().lastOkAt;
  if (last !== null && Date.now() - last < 5000 && liveStatus.get().reachable) {
    return;
  }
  try {
    const res = await fetch("/api/openapi.json", { method: "HEAD", cache: "no-store" });
    liveStatus.reportFetch(res.status !== 503);
  } catch {
    liveStatus.reportFetch(false);
  }
}

export const api = {
  get: <T>(path: string, query?: Query) => request<T>("GET", path, query ? { query } : {}),
  post: <T>(path: string, body?: unknown, query?: Query) => request<T>("POST", path, { body: body ?? {}, ...(query ? { query } : {}) }),
  /** A line-changing POST sent with one idempotency key (retried with it when the reply is lost). */
  postKeyed: <T>(path: string, body: unknown, idempotencyKey: string) => request<T>("POST", path, { body, idempotencyKey }),
  /** A line-changing GET (set-production) sent with one idempotency key. */
  getKeyed: <T>(path: string, idempotencyKey: string) => request<T>("GET", path, { idempotencyKey }),
  put: <T>(path: string, body?: unknown) => request<T>("PUT", path, { body: body ?? {} }),
  del: <T>(path: string) => request<T>("DELETE", path),
};
