/**
 * Reply serialisation (docs/ARCHITECTURE.md "One contract"). Every route declares its reply
 * schemas (`schema.response`, from `@waroeng/domain/wire`); they feed the OpenAPI document and
 * docs/API.md.
 *
 * - Production (`plainSerializer`): `JSON.stringify`, no per-reply zod parse. Fastify's
 *   fast-json-stringify is not used: it needs a JSON schema and would silently drop fields the
 *   schema does not name, which hides drift instead of showing it.
 * - Tests (`checkingSerializer`, buildApp `validateReplies`): each reply is checked against its
 *   status's schema first; a mismatch answers HTTP 500 with the route, status and zod's issues in
 *   `meta.message` (a ReplyShapeError) and is reported to `onMismatch`. The bytes sent are the
 *   same `JSON.stringify` as in production.
 */
import type { FastifySerializerCompiler } from "fastify/types/schema.js";
import { z } from "zod";
import { ApiError } from "./http.ts";

/** A reply that does not match its route's reply schema (only raised with `validateReplies`). */
export class ReplyShapeError extends ApiError {
  constructor(detail: string) {
    super(500, detail);
  }
}

/** The production serializer: the reply object as JSON, unchecked. */
export const plainSerializer: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

/**
 * The test serializer: zod-checks the reply against the schema of its status, then `JSON.stringify`.
 * @param onMismatch - receives the message of every mismatch (the harness fails the test with it).
 */
export function checkingSerializer(onMismatch: (message: string) => void): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url, httpStatus }) =>
    (data) => {
      const result = z.safeParse(schema, data);
      if (!result.success) {
        const all = result.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`);
        const issues = all.slice(0, 5).join("; ") + (all.length > 5 ? ` (+${all.length - 5} more)` : "");
        const message = `Reply of ${method} ${url} (${httpStatus}) does not match its schema: ${issues}`;
        onMismatch(message);
        throw new ReplyShapeError(message);
      }
      return JSON.stringify(data);
    };
}
