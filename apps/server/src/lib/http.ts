/**
 * Wire conventions (docs/API.md): every reply is `{ meta: { code, error, message }, data }`, with
 * the fields a spec call names at the top level (error, msg, struct, ...) added beside them.
 * Refusals are ApiError: an HTTP 4xx status, `meta.error = 1`, the spec's Indonesian message, and
 * `meta.code` as the spec names it. A refusal the spec's client reads from the body (meta.code 204,
 * meta.error 1, meta.code 400: see `bodyRefusal`) is sent with HTTP 200 and that body.
 */
export interface Meta {
  code: number;
  error: 0 | 1;
  message: string;
  title?: string;
}

export interface Envelope<T> {
  meta: Meta;
  data: T;
  [extra: string]: unknown;
}

/** A success envelope. `code` is meta.code (200 by default); `extra` is merged at the top level. */
export function ok<T>(data: T, extra: Record<string, unknown> = {}, code = 200, message = "OK"): Envelope<T> {
  return { meta: { code, error: 0, message }, data, ...extra };
}

/** A refusal the client shows: HTTP `status`, meta.code `code` (defaults to status), message, optional title. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    /** `keepStatus`: a request-validation refusal, never moved into a 200 body (`config.refusalInBody`). */
    public readonly opts: { code?: number; title?: string; extra?: Record<string, unknown>; keepStatus?: boolean } = {},
  ) {
    super(message);
  }

  /** `meta.code` of the body: the spec's code, else the HTTP status. */
  get code(): number {
    return this.opts.code ?? this.status;
  }

  body(): Envelope<null> {
    const meta: Meta = { code: this.code, error: 1, message: this.message };
    if (this.opts.title) {
      meta.title = this.opts.title;
    }
    return { meta, data: null, error: 1, msg: this.message, ...this.opts.extra };
  }
}

/**
 * A refusal the spec's client reads from the reply BODY, not from the HTTP status: HTTP 200,
 * `{ meta: { code, error: 1, message, title? }, data: null, error: 1, msg, ...extra }` (
 * DESIGN §4). Use it wherever the spec describes the refusal as a code in the body: `meta.code 204`
 * (a taken table, a duplicate nota), `meta.error 1` (login, payment, refund, opening cash),
 * `meta.code 400` (changeMenuDetail, customMenu: "meta.code other than 200"). Keep `ApiError` with
 * its HTTP status where the spec names one (401 session, 404 on add/reduce) and for validation (422).
 * The route's contract must accept a refusal at 200: `replies(status, success, { bodyRefusal: true })`.
 * Every such refusal is listed in docs/API.md "Refusals" (`apps/server/src/docs/refusals.ts`).
 *
 * @param code - `meta.code` of the body (204, 400, or the 4xx the refusal would otherwise have had).
 * @example throw bodyRefusal(400, MSG.QTY_TOO_BIG, { title: MSG.ERROR_TITLE });
 */
export function bodyRefusal(code: number, message: string, opts: { title?: string; extra?: Record<string, unknown> } = {}): ApiError {
  return new ApiError(200, message, { code, ...opts });
}

export const notFound = (message: string) => new ApiError(404, message);
export const badRequest = (message: string, title?: string) => new ApiError(422, message, title ? { title } : {});
export const forbidden = (message: string, title?: string) => new ApiError(403, message, title ? { title } : {});
export const conflict = (message: string, code?: number, title?: string) =>
  new ApiError(409, message, { ...(code ? { code } : {}), ...(title ? { title } : {}) });
