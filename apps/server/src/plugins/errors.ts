/**
 * Error plugin: every failure becomes the wire envelope with `meta.error = 1` and a clear message.
 * Validation failures are 422 with the first issue's message (zod messages are the spec's
 * Indonesian where the spec has one); unknown routes 404; a database that cannot be reached (died,
 * restarting) 503 with SYSTEM_MSG.DATABASE_UNAVAILABLE; anything unexpected is logged and
 * answered 500 with a generic message (never a stack trace).
 */

import { SYSTEM_MSG } from "@waroeng/domain";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { ApiError } from "../lib/http.ts";

function fieldOf(path: string | undefined): string {
  return (path ?? "").replace(/^\//, "").replaceAll("/", ".");
}

/** PostgreSQL error codes that mean bad input or a lost race, never a server fault. */
const PG_REFUSALS: Record<string, [number, string]> = {
  "22003": [422, "Angka terlalu besar"],
  "22P02": [422, "Data tidak valid"],
  "22007": [422, "Format tanggal atau jam tidak valid"],
  "22008": [422, "Format tanggal atau jam tidak valid"],
  "23502": [422, "Data wajib belum diisi"],
  "23503": [422, "Data yang dirujuk tidak ditemukan"],
  "23505": [409, "Data sudah ada"],
  "23514": [422, "Data tidak valid"],
  "40001": [409, "Data sedang diubah, silakan coba lagi"],
  "40P01": [409, "Data sedang diubah, silakan coba lagi"],
};

export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((err, req, reply) => {
    if (err instanceof ApiError) {
      return reply.status(err.status).send(err.body());
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string> = {};
      for (const v of err.validation) {
        const issuePath = (v.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path;
        const field = fieldOf(v.instancePath) || (issuePath ?? []).map(String).join(".");
        errors[field] ??= v.message ?? "Data tidak valid";
      }
      const first = Object.entries(errors)[0];
      const message = first ? first[1] : "Data tidak valid";
      return reply.status(422).send({ meta: { code: 422, error: 1, message }, data: null, error: 1, msg: message, errors });
    }
    if (isDatabaseUnavailable(err)) {
      // The database died or restarts (it is supervised): tell the client to retry, not a fault.
      const message = SYSTEM_MSG.DATABASE_UNAVAILABLE;
      // Only the driver's reason: the failed query's parameters (token hashes …) stay out of the log.
      const e = err as { message?: unknown; cause?: { message?: unknown } };
      const reason = e.cause?.message ?? e.message;
      req.log.warn(`database unavailable: ${String(reason)}`);
      return reply.status(503).send({ meta: { code: 503, error: 1, message }, data: null, error: 1, msg: message });
    }
    // drizzle wraps driver errors (DrizzleQueryError) with the pg error as `cause`
    const pgErr = err as { code?: unknown; cause?: { code?: unknown } };
    const pgCode = typeof pgErr.code === "string" ? pgErr.code : pgErr.cause?.code;
    if (typeof pgCode === "string" && pgCode in PG_REFUSALS) {
      // A constraint caught what no service check did: refuse clearly, the transaction rolled back.
      const [status, message] = PG_REFUSALS[pgCode] as [number, string];
      req.log.warn({ err }, "database refused a change");
      return reply.status(status).send({ meta: { code: status, error: 1, message }, data: null, error: 1, msg: message });
    }
    const e = err as { statusCode?: unknown; message?: string };
    const status = typeof e.statusCode === "number" && e.statusCode >= 400 && e.statusCode < 500 ? e.statusCode : 500;
    if (status === 500) {
      req.log.error(err);
    }
    const message = status === 500 ? "Terjadi Kesalahan! Silakan coba lagi" : (e.message ?? "Permintaan tidak valid");
    return reply.status(status).send({ meta: { code: status, error: 1, message }, data: null, error: 1, msg: message });
  });
  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send({ meta: { code: 404, error: 1, message: `Tidak ditemukan: ${req.method} ${req.url}` }, data: null, error: 1 });
  });
});
