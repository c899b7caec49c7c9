/**
 * Form validation in the app's language. A zod schema's messages are captured by value
 * when the schema is built (at import, in Indonesian: the request schemas are shared with the
 * server), so Mantine's `schemaResolver` alone would show them in Indonesian whatever the user
 * chose. This resolver runs the same schema and puts each message back into the current language
 * through the catalogue (`translateText`); a text outside the catalogue is shown as is.
 */
import { type FormErrors, schemaResolver } from "@mantine/form";
import { translateText } from "@waroeng/domain";

type Schema = Parameters<typeof schemaResolver>[0];

/**
 * A synchronous Mantine `validate` function for `schema` whose messages follow the app's language.
 *
 * @example useForm({ validate: localizedResolver(loginSchema) }); // "Email is required" in English
 */
export function localizedResolver(schema: Schema): (values: unknown) => FormErrors {
  const validate = schemaResolver(schema, { sync: true });
  return (values) => {
    const errors = validate(values);
    return Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [field, typeof message === "string" ? translateText(message) : message]),
    );
  };
}

/**
 * `localizedResolver` for a schema loaded in a chunk of its own (and zod with it), so a screen shows
 * before the validation code arrives: loading starts at once; `validate` checks nothing until it is
 * in, and `ready` settles when it is (also when it could not load: the server still checks).
 *
 * @example const rules = lazyLocalizedResolver(() => import("./loginRules.ts").then((m) => m.loginSchema));
 * useForm({ validate: rules.validate }); // submit after `await rules.ready`
 */
export function lazyLocalizedResolver(load: () => Promise<Schema>): { validate: (values: unknown) => FormErrors; ready: Promise<void> } {
  let resolver: ((values: unknown) => FormErrors) | null = null;
  const ready = load().then(
    (schema) => {
      resolver = localizedResolver(schema);
    },
    () => undefined,
  );
  return { validate: (values) => resolver?.(values) ?? {}, ready };
}
