/**
 * Wire conventions (docs/API.md): every reply is `{ meta: { code, error, message }, data }`, with
 * the fields a spec call names at the top level (error, msg, struct, ...) added beside them.
 * Refusals are ApiError: an HTTP 4xx status, `meta.error = 1`, the spec's Indonesian message, and
 * `meta.code` as the spec names it (e.g. 204 for "table in use" while HTTP says 409).
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
    public readonly opts: { code?: number; title?: string; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
  }

  body(): Envelope<null> {
    const meta: Meta = { code: this.opts.code ?? this.status, error: 1, message: this.message };
    if (this.opts.title) {
      meta.title = this.opts.title;
    }
    return { meta, data: null, error: 1, msg: this.message, ...this.opts.extra };
  }
}

export const notFound = (message: string) => new ApiError(404, message);
export const badRequest = (message: string, title?: string) => new ApiError(422, message, title ? { title } : {});
export const forbidden = (message: string, title?: string) => new ApiError(403, message, title ? { title } : {});
export const conflict = (message: string, code?: number, title?: string) =>
  new ApiError(409, message, { ...(code ? { code } : {}), ...(title ? { title } : {}) });
