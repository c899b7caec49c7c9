/**
 * Ids in paths are digits only (docs/API.md "Validation"): a path parameter whose schema is a
 * number (the ids of `requests/common.ts` `pathId`, and every area's own `z.coerce.number()` params)
 * accepts only `[0-9]+` in the path. `z.coerce.number()` alone would read `1e1` as 10, `0x0a` as 10,
 * ` 7` as 7 and `Infinity` as a number, so `/tmp-transaction/1e1` would open order 10.
 *
 * `digitsOnlyParams` wraps the zod validator compiler once for every route (app.ts): for the
 * `params` part, a number field whose text is not digits is handed to its schema as a non-number, so
 * the refusal is that field's own message in the usual 422 `errors: {field: message}`.
 */
import type { FastifySchemaCompiler } from "fastify";
import type { z } from "zod";

/** The zod definition kinds that wrap one inner schema (`optional`, `default`, …) and what they wrap. */
type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; coerce?: boolean };

function defOf(schema: unknown): Def | undefined {
  return (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;
}

/** True when `schema` parses to a number (through optional, default, nullable and pipes). */
export function isNumberSchema(schema: unknown): boolean {
  let def = defOf(schema);
  for (let depth = 0; def && depth < 10; depth += 1) {
    if (def.type === "number" || def.type === "int") {
      return true;
    }
    const inner = def.innerType ?? def.in;
    if (!inner) {
      return false;
    }
    def = defOf(inner);
  }
  return false;
}

/** The keys of an object schema's number fields (empty for anything else). */
export function numberKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (!shape || typeof shape !== "object") {
    return [];
  }
  return Object.keys(shape).filter((key) => isNumberSchema(shape[key]));
}

const DIGITS = /^[0-9]+$/;

/**
 * A validator compiler that refuses a non-digit path id before `compile`'s schema coerces it.
 * @param compile - the zod validator compiler (fastify-type-provider-zod's `validatorCompiler`).
 * @example app.setValidatorCompiler(digitsOnlyParams(validatorCompiler));
 */
export function digitsOnlyParams(compile: FastifySchemaCompiler<z.ZodType>): FastifySchemaCompiler<z.ZodType> {
  return (route) => {
    const validate = compile(route);
    const keys = route.httpPart === "params" ? numberKeys(route.schema) : [];
    if (keys.length === 0) {
      return validate;
    }
    return (data: unknown) => {
      const params = { ...(data as Record<string, unknown>) };
      for (const key of keys) {
        const value = params[key];
        if (typeof value === "string" && !DIGITS.test(value)) {
          // Not a number to any schema (coerces to NaN): the field's own refusal.
          params[key] = "not-digits";
        }
      }
      return validate(params);
    };
  };
}
