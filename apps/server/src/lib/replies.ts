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
 * - A `Preserialized` body (shared screen answers) is serialized once and its JSON sent to every
 *   asker; the test serializer still checks its value against the schema on every send.
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

/**
 * A reply body serialized at most once, however many requests send it (the screens' shared
 * answers, lib/shared-reads.ts, go to every screen of an outlet after each event). `value` is the
 * reply object (checked against the route's schema by `checkingSerializer` on every send, as any
 * reply); `json` its JSON, made on the first send. Shared: nobody may mutate `value`.
 */
export class Preserialized {
  private json: string | undefined;
  private readonly derived = new Map<string, Preserialized>();
  constructor(readonly value: unknown) {}

  /** The JSON of `value`, made once. */
  serialized(): string {
    this.json ??= JSON.stringify(this.value);
    return this.json;
  }

  /** A reply derived from this one (e.g. money in another currency), made once per `key`. */
  derive(key: string, make: (value: unknown) => unknown): Preserialized {
    let out = this.derived.get(key);
    if (!out) {
      out = new Preserialized(make(this.value));
      this.derived.set(key, out);
    }
    return out;
  }

  /** For any other JSON.stringify of it: the value itself. */
  toJSON(): unknown {
    return this.value;
  }
}

/** The production serializer: the reply object as JSON, unchecked (a Preserialized body: its JSON, made once). */
export const plainSerializer: FastifySerializerCompiler<unknown> = () => (data) =>
  data instanceof Preserialized ? data.serialized() : JSON.stringify(data);

/**
 * The test serializer: zod-checks the reply against the schema of its status, then `JSON.stringify`.
 * @param onMismatch - receives the message of every mismatch (the harness fails the test with it).
 */
export function checkingSerializer(onMismatch: (message: string) => void): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url, httpStatus }) =>
    (data) => {
      const result = z.safeParse(schema, data instanceof Preserialized ? data.value : data);
      if (!result.success) {
        const all = result.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`);
        const issues = all.slice(0, 5).join("; ") + (all.length > 5 ? ` (+${all.length - 5} more)` : "");
        const message = `Reply of ${method} ${url} (${httpStatus}) does not match its schema: ${issues}`;
        onMismatch(message);
        throw new ReplyShapeError(message);
      }
      return data instanceof Preserialized ? data.serialized() : JSON.stringify(data);
    };
}
