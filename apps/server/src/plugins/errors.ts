/**
 * Error plugin: every failure becomes the wire envelope with `meta.error = 1` and a clear message.
 * Validation failures are 422 with the first issue's message (zod messages are the spec's
 * Indonesian where the spec has one); unknown routes 404; anything unexpected is logged and
 * answered 500 with a generic message (never a stack trace).
 */
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ApiError } from "../lib/http.ts";

function fieldOf(path: string | undefined): string {
  return (path ?? "").replace(/^\//, "").replaceAll("/", ".");
}

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
      const message = first ? `${first[1]}${first[0] && !first[1].includes(first[0]) ? ` (${first[0]})` : ""}` : "Data tidak valid";
      return reply.status(422).send({ meta: { code: 422, error: 1, message }, data: null, error: 1, msg: message, errors });
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
