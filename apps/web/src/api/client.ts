/**
 * The typed HTTP client of the SPA: every call goes to /api on this server, authenticated by the
 * HttpOnly session cookie the browser sends by itself (set by POST /api/login; no token in
 * scripts or storage), and unwraps the server's envelope `{ meta: { code, error, message, title? }, data, ... }`.
 * A refusal throws ApiError carrying the spec's message: HTTP ≥ 400, or a 200 body the spec's client
 * reads as a refusal (`meta.error 1`, or a `meta.code` that is not a 2xx success, 204 included:
 * docs/API.md "Refusals"). `ApiError.code` is meta.code (what tells refusals apart), `status` the HTTP one.
 * A 401 clears the local user data and sends the user to /login (foundations §6 Session).
 * Every failure reads in Indonesian from the catalogue: a server that cannot be reached is
 * REQUEST_MSG.UNREACHABLE (never the browser's "Failed to fetch"), a reply that is not the envelope
 * MSG_TEMPLATES.requestFailed(status); a 403 without a title of its own is titled Akses DiTolak!.
 */

import {
  type Currency,
  currencyFromOutlet,
  MSG,
  MSG_TEMPLATES,
  OFFLINE_MSG,
  parseWireMoney,
  REQUEST_MSG,
  toWireMoney,
} from "@waroeng/domain";
import type { Envelope, Meta } from "@waroeng/domain/wire";
import type { z } from "zod";
import { appLocale } from "../lib/i18n.ts";
import { liveStatus } from "../lib/liveStatus.ts";
import { type OutboxEntry, outbox, type SendOutcome } from "../lib/outbox.ts";
import { session } from "../lib/session.ts";
import { type SchemaRef, schemaOf } from "./replies.ts";

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

/**
 * True for a failure that says nothing about what was asked: no answer at all (status 0: network down,
 * server stopped) or the server unavailable (503). A screen keeps what it shows under the offline
 * banner on such a failure; only a real refusal (4xx) or another answer means the thing is gone.
 */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status === 503);
}

/**
 * A tap kept in the offline outbox instead of sent (lib/outbox.ts): not done yet, sent when the
 * server answers again. Its message says so (OFFLINE_MSG.QUEUED); callers show it as pending, not as a failure.
 */
export class QueuedError extends ApiError {
  readonly queued = true;
  constructor() {
    super(OFFLINE_MSG.QUEUED, 0, undefined, null);
  }
  override get title(): string {
    return OFFLINE_MSG.QUEUED_TITLE;
  }
}

/** True when this device knows the server cannot be reached now (no network, or the last request got no answer). */
function deviceOffline(): boolean {
  const live = liveStatus.get();
  return (typeof navigator !== "undefined" && navigator.onLine === false) || !live.reachable || !live.network;
}

/**
 * Money actions (pay and split, void, refund, the drawer, opening cash, cash-book entries and tips,
 * closing the shift): never queued; refused at once while offline with OFFLINE_MSG.MONEY_REFUSED.
 */
function isMoneyAction(method: string, path: string): boolean {
  const p = path.replace(/^\//, "");
  if (p.startsWith("open-laci/")) {
    return true;
  }
  return method !== "GET" && /^(recap-transactions|transaksi\/|m-modal|cashier\/change-shift|recap-mutasi-modal|recap-uang-tips)/.test(p);
}

/**
 * True when a reply body is a refusal whatever its HTTP status: `meta.error 1`, or a `meta.code`
 * other than 200, 201 or 202 (the spec's 204 "table in use" and 400 "changeMenuDetail" codes).
 */
export function isRefusalBody(meta: Meta | undefined): boolean {
  if (!meta) {
    return false;
  }
  return meta.error === 1 || (typeof meta.code === "number" && ![200, 201, 202].includes(meta.code));
}

/** Schemas whose money fields `request` converts (the wire is in the major unit, the app in minor units). */
export interface MoneySchemas {
  /** The reply envelope's schema (`@waroeng/domain/wire`, named: api/replies.ts): its `wireMoney` fields become minor units. */
  reply?: z.ZodType | SchemaRef;
  /** The request form's schema (schemas.ts money helpers; or named: api/replies.ts): its money fields are sent in the major unit. */
  body?: z.ZodType | SchemaRef;
}

let currencyPromise: Promise<Currency> | null = null;

/** The session outlet's currency (GET m-waroeng/waroeng-info, once per session); IDR when unknown. */
function outletCurrency(): Promise<Currency> {
  currencyPromise ??= fetch("/api/m-waroeng/waroeng-info", { headers: { accept: "application/json" }, credentials: "same-origin" })
    .then(async (res) => {
      if (!res.ok) {
        throw new Error(`waroeng-info ${res.status}`);
      }
      return currencyFromOutlet(((await res.json()) as { data?: { currency?: string } }).data?.currency);
    })
    .catch(() => {
      // Not cached when unknown (a failed fetch): asked again next time. A known rupiah outlet is cached.
      currencyPromise = null;
      return "IDR" as Currency;
    });
  return currencyPromise;
}

/** Forgets the outlet's currency (login, logout: another outlet may follow). */
export function resetOutletCurrency(): void {
  currencyPromise = null;
}

/** Minor units → the wire's major unit along `schema`; the reverse for a reply. Rupiah: unchanged. */
async function convertMoney(schema: z.ZodType | SchemaRef | undefined, value: unknown, direction: "toWire" | "fromWire"): Promise<unknown> {
  if (!schema) {
    return value;
  }
  const currency = await outletCurrency();
  if (currency === "IDR") {
    return value;
  }
  const [{ mapMoney }, walked] = await Promise.all([import("./moneyWalk.ts"), schemaOf(schema)]);
  return mapMoney(walked, value, (v) => {
    if (typeof v !== "number") {
      return v;
    }
    return direction === "toWire" ? toWireMoney(v, currency) : (parseWireMoney(v, currency) ?? v);
  });
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

let retryModule: Promise<typeof import("p-retry")> | null = null;
/** p-retry, which only keyed requests use: loaded after the first answer (not before the first screen), or at the first keyed request. */
function loadRetry(): Promise<typeof import("p-retry")> {
  retryModule ??= import("p-retry");
  return retryModule;
}

/** Options of a request: JSON body, query, and an idempotency key for a line-changing tap. */
export interface RequestOptions {
  body?: unknown;
  query?: Query;
  /** Sent as `Idempotency-Key`; with it, a request that got no answer is retried with the same key. */
  idempotencyKey?: string;
  /** The schemas whose money fields are converted (replies to minor units, the body to the major unit). */
  money?: MoneySchemas;
  /**
   * A tap that may wait in the offline outbox (needs `idempotencyKey`): while this device is offline, or
   * taps already wait, it is kept there (in order) and the call throws QueuedError.
   */
  queue?: boolean;
}

/** Throws the offline refusal of a money action (OFFLINE_MSG.MONEY_REFUSED) while this device is offline. */
export function assertOnlineForMoney(): void {
  if (deviceOffline()) {
    throw new ApiError(
      OFFLINE_MSG.MONEY_REFUSED,
      0,
      { code: 0, error: 1, message: OFFLINE_MSG.MONEY_REFUSED, title: OFFLINE_MSG.MONEY_TITLE },
      null,
    );
  }
}

/** Keeps a queueable tap in the outbox (after any already waiting) and throws QueuedError. */
async function keepInOutbox(method: string, path: string, opts: RequestOptions & { idempotencyKey: string }): Promise<never> {
  await outbox.add({
    key: opts.idempotencyKey,
    method: method === "GET" ? "GET" : "POST",
    path,
    ...(opts.body !== undefined ? { body: opts.body } : {}),
    ...(opts.query ? { query: opts.query as Record<string, string | number> } : {}),
  });
  throw new QueuedError();
}

/**
 * Calls the API and returns the whole envelope; throws ApiError on a refusal. With an
 * `idempotencyKey`, a request that got no answer (Wi-Fi drop) is sent again with the same key, up
 * to `KEYED_TRIES` times: the server applies it once and replays its first reply. A queueable tap
 * (`queue`) goes to the outbox instead of being sent while the device is offline or taps wait, and
 * also when it is the tap that finds the drop (no answer after its tries, or 503): it may have been
 * applied already, and the outbox resends it with the same key, which the server applies once.
 */
export async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
  if (isMoneyAction(method, path)) {
    assertOnlineForMoney();
  }
  const queueable = opts.queue && opts.idempotencyKey ? { ...opts, idempotencyKey: opts.idempotencyKey } : null;
  if (queueable && (deviceOffline() || outbox.size() > 0)) {
    return keepInOutbox(method, path, queueable);
  }
  // The language the user reads: the server words its messages in it (docs/API.md "Languages").
  const headers: Record<string, string> = { accept: "application/json", "x-language": appLocale() };
  if (opts.body !== undefined) {
    headers["content-type"] = "application/json";
  }
  if (opts.idempotencyKey) {
    headers["idempotency-key"] = opts.idempotencyKey;
  }
  // The screen lists (kitchen, pickup) may then be answered from a read shared by the outlet's screens; other routes ignore it.
  const liveVersion = liveStatus.version();
  if (liveVersion) {
    headers["live-version"] = liveVersion;
  }
  const payload = opts.body !== undefined ? JSON.stringify(await convertMoney(opts.money?.body, opts.body, "toWire")) : undefined;
  let res: Response;
  const send = () =>
    fetch(buildUrl(path, opts.query), {
      method,
      headers,
      credentials: "same-origin",
      ...(payload !== undefined ? { body: payload } : {}),
    });
  // No answer at all (network down, server stopped): the offline banner, never the browser's English "Failed to fetch".
  const failed = () => liveStatus.reportFetch(false);
  try {
    if (opts.idempotencyKey) {
      // p-retry: a keyed request with no answer is sent again after 400 ms, then 800 ms (KEYED_TRIES in all).
      const { default: pRetry } = await loadRetry();
      res = await pRetry(send, { retries: KEYED_TRIES - 1, minTimeout: 400, factor: 2, onFailedAttempt: failed });
    } else {
      res = await send().catch((e: unknown) => {
        failed();
        throw e;
      });
    }
  } catch (e) {
    if (queueable) {
      return keepInOutbox(method, path, queueable);
    }
    throw new ApiError(REQUEST_MSG.UNREACHABLE, 0, undefined, e);
  }
  liveStatus.reportFetch(res.status !== 503);
  void loadRetry(); // in before the first tap that needs it
  if (res.status !== 503) {
    liveStatus.reportStorage(res.headers.get("x-storage"), res.headers.get("x-storage-free-mb"));
  }
  if (res.status === 503 && queueable) {
    return keepInOutbox(method, path, queueable);
  }
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
  if (!res.ok || !body || isRefusalBody(body.meta)) {
    const message = body?.meta?.message ?? MSG_TEMPLATES.requestFailed(res.status);
    throw new ApiError(message, res.status, body?.meta, body);
  }
  return (await convertMoney(opts.money?.reply, body, "fromWire")) as Envelope<T>;
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

/**
 * Sends one outbox tap with its key (lib/outbox.ts): done when answered and accepted, refused (with the
 * server's message) when refused, unreachable when no answer came, the server is unavailable (503) or
 * the session is gone (401: sent after the next sign-in).
 */
export async function sendOutboxEntry(entry: OutboxEntry): Promise<SendOutcome> {
  try {
    await request(entry.method, entry.path, {
      idempotencyKey: entry.key,
      ...(entry.body !== undefined ? { body: entry.body } : {}),
      ...(entry.query ? { query: entry.query } : {}),
    });
    return { kind: "done" };
  } catch (e) {
    if (e instanceof ApiError && e.status !== 0 && e.status !== 503 && e.status !== 401) {
      return { kind: "refused", message: e.message };
    }
    return { kind: "unreachable" };
  }
}

/** `money`: the schemas whose money fields are converted (replies to minor units, forms to the major unit). */
export const api = {
  get: <T>(path: string, query?: Query, money?: MoneySchemas) =>
    request<T>("GET", path, { ...(query ? { query } : {}), ...(money ? { money } : {}) }),
  post: <T>(path: string, body?: unknown, query?: Query, money?: MoneySchemas) =>
    request<T>("POST", path, { body: body ?? {}, ...(query ? { query } : {}), ...(money ? { money } : {}) }),
  /** A line-changing POST sent with one idempotency key (retried with it when the reply is lost). */
  postKeyed: <T>(path: string, body: unknown, idempotencyKey: string, money?: MoneySchemas) =>
    request<T>("POST", path, { body, idempotencyKey, ...(money ? { money } : {}) }),
  /** A line-changing GET (set-production) sent with one idempotency key. */
  getKeyed: <T>(path: string, idempotencyKey: string, money?: MoneySchemas) =>
    request<T>("GET", path, { idempotencyKey, ...(money ? { money } : {}) }),
  put: <T>(path: string, body?: unknown, money?: MoneySchemas) =>
    request<T>("PUT", path, { body: body ?? {}, ...(money ? { money } : {}) }),
  del: <T>(path: string) => request<T>("DELETE", path),
};
