/**
 * Error plugin: every failure becomes the wire envelope with `meta.error = 1` and a clear message.
 * Validation failures are 422 with the first issue's message (zod messages are the spec's
 * Indonesian where the spec has one); unknown routes 404; Fastify's own refusals (body, content
 * type, address) and the database's "bad input" errors become 4xx with an Indonesian message
 * (`REQUEST_MSG`); a database that cannot be reached (died, restarting) 503 with
 * SYSTEM_MSG.DATABASE_UNAVAILABLE; anything unexpected is logged and answered 500 with a generic
 * message (never a stack trace).
 *
 * Refusals in the body (DESIGN §4): a route whose spec client reads refusals from the reply
 * body declares `config: { refusalInBody: true }`; every `ApiError` it raises (business rules, unknown
 * records, conflicts) is then sent with HTTP 200 and the same body (`meta.code` keeps the code,
 * `meta.error: 1`), except 401 (session) and 403 (role, other site), which keep their status, as do
 * request-validation (422) and Fastify's/the database's refusals. A single refusal can also be made
 * one with `bodyRefusal(code, message)` of lib/http.ts, on any route. A route whose spec client reads
 * even a missing field from the body (login: foundations §5, `meta.error 1` shows the message)
 * declares `config: { validationInBody: true }`: its 422 comes with HTTP 200, `meta.code 422`.
 */
import { API_MSG, FIELD_MSG, REQUEST_MSG, SYSTEM_MSG } from "@waroeng/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from "../db/unavailable.ts";
import { stockRefusal } from "../lib/db-errors.ts";
import { ApiError } from "../lib/http.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Refusals of this route's rules go in a 200 body (`meta.error 1`, `meta.code`): see the module doc. */
    refusalInBody?: boolean;
    /** Request-validation refusals (422) of this route go in a 200 body too: see the module doc. */
    validationInBody?: boolean;
  }
}

/** Statuses never moved into a 200 body: session, role or other site, and a request that cannot be read. */
const KEEP_STATUS = new Set([400, 401, 403, 413, 414, 415]);

/** HTTP status of an ApiError on this route: 200 for a refusal the spec's client reads from the body. */
function statusOf(err: ApiError, req: FastifyRequest): number {
  const inBody =
    req.routeOptions.config?.refusalInBody === true && err.status >= 400 && !KEEP_STATUS.has(err.status) && !err.opts.keepStatus;
  return inBody ? 200 : err.status;
}

function fieldOf(path: string | undefined): string {
  return (path ?? "").replace(/^\//, "").replaceAll("/", ".");
}

/** PostgreSQL error codes that mean bad input or a lost race, never a server fault. */
const PG_REFUSALS: Record<string, [number, string]> = {
  "22003": [422, FIELD_MSG.NUMBER_TOO_BIG],
  "22P02": [422, API_MSG.DATA_INVALID],
  "22007": [422, API_MSG.DATE_TIME_INVALID],
  "22008": [422, API_MSG.DATE_TIME_INVALID],
  "23502": [422, API_MSG.REQUIRED_MISSING],
  "23503": [422, API_MSG.REFERENCE_NOT_FOUND],
  "23505": [409, API_MSG.DUPLICATE],
  // Text the database cannot store (a NUL, an invalid byte sequence) or an index entry too big.
  "22021": [422, API_MSG.TEXT_NOT_ALLOWED],
  "22P05": [422, API_MSG.TEXT_NOT_ALLOWED],
  "22001": [422, API_MSG.TEXT_TOO_LONG],
  "54000": [413, REQUEST_MSG.FIELD_TOO_LONG],
  "23514": [422, API_MSG.DATA_INVALID],
  "40001": [409, API_MSG.BUSY_RETRY],
  "40P01": [409, API_MSG.BUSY_RETRY],
  // disk_full: PostgreSQL could not extend a file (plugins/storage.ts refuses changes earlier).
  "53100": [507, SYSTEM_MSG.STORAGE_FULL],
  // A file the server writes itself (a menu photo, a backup) on a full disk.
  ENOSPC: [507, SYSTEM_MSG.STORAGE_FULL],
};

/** Any other SQLSTATE of class 22 (data exception: bad number, date, text…) is bad input too. */
function pgRefusal(code: string): [number, string] | undefined {
  return PG_REFUSALS[code] ?? (code.startsWith("22") ? [422, API_MSG.DATA_INVALID] : undefined);
}

/** Fastify's own error codes → status and Indonesian message (its texts are English). */
const FASTIFY_REFUSALS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, REQUEST_MSG.BODY_TOO_LARGE],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, REQUEST_MSG.MEDIA_TYPE],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, REQUEST_MSG.CONTENT_LENGTH],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, REQUEST_MSG.JSON_EMPTY],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, REQUEST_MSG.JSON_INVALID],
  FST_ERR_BAD_URL: [400, REQUEST_MSG.BAD_URL],
  FST_ERR_MAX_PARAM_LENGTH: [414, REQUEST_MSG.URL_TOO_LONG],
};

/** A 4xx of a library with no Indonesian text of ours: a generic one by status. */
function genericMessage(status: number): string {
  if (status === 404) {
    return REQUEST_MSG.NOT_FOUND;
  }
  if (status === 413) {
    return REQUEST_MSG.BODY_TOO_LARGE;
  }
  if (status === 415) {
    return REQUEST_MSG.MEDIA_TYPE;
  }
  if (status === 429) {
    return REQUEST_MSG.TOO_MANY_REQUESTS;
  }
  return REQUEST_MSG.INVALID;
}

/** Sends the refusal envelope: `{ meta: { code, error: 1, message }, data: null, error: 1, msg }`. */
function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send({ meta: { code: status, error: 1, message }, data: null, error: 1, msg: message });
}

/**
 * Fastify's `frameworkErrors` option (errors raised before routing: a bad %-escape, a too-long
 * path parameter): the same envelope and Indonesian text as every other refusal.
 * @example Fastify({ frameworkErrors })
 */
export function frameworkErrors(err: Error & { code?: string; statusCode?: number }, _req: FastifyRequest, reply: FastifyReply) {
  const known = err.code ? FASTIFY_REFUSALS[err.code] : undefined;
  const status = known?.[0] ?? (err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400);
  return refuse(reply, status, known?.[1] ?? genericMessage(status));
}

export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((thrown, req, reply) => {
    // The stock trigger (migration stock_countdown) refuses a send needing more than today's stock left.
    const err = stockRefusal(thrown) ?? thrown;
    if (err instanceof ApiError) {
      return reply.status(statusOf(err, req)).send(err.body());
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string> = {};
      for (const v of err.validation) {
        const issuePath = (v.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path;
        const field = fieldOf(v.instancePath) || (issuePath ?? []).map(String).join(".");
        // A body that is not an object at all (an array, a string, null): one text of ours, not zod's.
        const root = field === "" && err.validationContext === "body";
        errors[root ? "body" : field] ??= root ? REQUEST_MSG.BODY_NOT_OBJECT : (v.message ?? API_MSG.DATA_INVALID);
      }
      const first = Object.entries(errors)[0];
      const message = first ? first[1] : API_MSG.DATA_INVALID;
      const status = req.routeOptions.config?.validationInBody === true ? 200 : 422;
      return reply.status(status).send({ meta: { code: 422, error: 1, message }, data: null, error: 1, msg: message, errors });
    }
    if (isDatabaseUnavailable(err)) {
      // The database died or restarts (it is supervised): tell the client to retry, not a fault.
      const message = SYSTEM_MSG.DATABASE_UNAVAILABLE;
      // Only the driver's reason: the failed query's parameters (token hashes …) stay out of the log.
      const e = err as { message?: unknown; cause?: { message?: unknown } };
      const reason = e.cause?.message ?? e.message;
      req.log.warn(`database unavailable: ${String(reason)}`);
      return reply
        .status(503)
        .header("retry-after", DATABASE_RETRY_AFTER_S)
        .send({ meta: { code: 503, error: 1, message }, data: null, error: 1, msg: message });
    }
    // drizzle wraps driver errors (DrizzleQueryError) with the pg error as `cause`
    const pgErr = err as { code?: unknown; cause?: { code?: unknown } };
    const pgCode = typeof pgErr.code === "string" ? pgErr.code : pgErr.cause?.code;
    const refusal = typeof pgCode === "string" ? pgRefusal(pgCode) : undefined;
    if (refusal) {
      // A constraint or type check caught what no schema did: refuse clearly, the transaction rolled back.
      req.log.warn({ err }, "database refused a change");
      return refuse(reply, refusal[0], refusal[1]);
    }
    const e = err as { statusCode?: unknown; message?: string; code?: unknown };
    const known = typeof e.code === "string" ? FASTIFY_REFUSALS[e.code] : undefined;
    if (known) {
      return refuse(reply, known[0], known[1]);
    }
    const status = typeof e.statusCode === "number" && e.statusCode >= 400 && e.statusCode < 500 ? e.statusCode : 500;
    if (status === 500) {
      req.log.error(err);
      return refuse(reply, 500, REQUEST_MSG.SERVER_ERROR);
    }
    // Fastify's and its plugins' other codes carry English text; a plugin configured with our own
    // (Indonesian) message and no FST_ code keeps it.
    const english = typeof e.code === "string" && e.code.startsWith("FST_");
    return refuse(reply, status, english || !e.message ? genericMessage(status) : e.message);
  });
  app.setNotFoundHandler((_req, reply) => {
    reply.status(404).send({ meta: { code: 404, error: 1, message: REQUEST_MSG.NOT_FOUND }, data: null, error: 1 });
  });
});
