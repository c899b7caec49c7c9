/**
 * Path parameters shared by every area's routes: a positive integer id ≤ MAX_ID, as a number or
 * digits in the path; anything else → 400/422 `FIELD_MSG.ID_REQUIRED`.
 */
import { z } from "zod";
import { FIELD_MSG, MAX_ID } from "../index.ts";

/** A row id in a path segment (coerced from its digits). */
export const pathId = () =>
  z.coerce
    .number({ error: FIELD_MSG.ID_REQUIRED })
    .int({ error: FIELD_MSG.ID_REQUIRED })
    .positive({ error: FIELD_MSG.ID_REQUIRED })
    .max(MAX_ID, { error: FIELD_MSG.ID_REQUIRED });

/** `/{id}` of the spec's paths. */
export const idParam = z.object({ id: pathId() });

/** A value as a form may send it: a switch as `true`/`false` or `1`/`0` (the spec's), lists and objects field by field. */
export type WireValue<T> = T extends boolean
  ? boolean | 0 | 1
  : T extends readonly (infer E)[]
    ? WireValue<E>[]
    : T extends Date
      ? T
      : T extends object
        ? { [K in keyof T]: WireValue<T[K]> }
        : T;

/** Marks a schema whose wire field names differ from what it parses to (`wireForm` of line-actions.ts). */
export interface WireNamed<W> {
  /** Type only: the form under its wire names. Never set at run time. */
  readonly "~wireForm"?: W;
}

/**
 * The body or query a client sends to a route, typed from the route's request schema (one source
 * for the server's validation and the web's calls): the schema's fields under their wire names,
 * each with the type the server reads (a switch may also be 0/1). Optional where the schema's
 * parsed value is optional. Use: `FormOf<typeof payBody>` in apps/web/src/api.
 */
export type FormOf<S extends z.ZodType> = "~wireForm" extends keyof S ? NonNullable<S["~wireForm" & keyof S]> : WireValue<z.output<S>>;
