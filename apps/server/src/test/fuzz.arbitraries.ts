/**
 * fast-check generators of bad requests for the OpenAPI fuzz test (fuzz.test.ts): values of every
 * wrong kind (types, huge and negative numbers, long text, NUL and control characters, unicode,
 * ids 0 / "" / null), bodies shaped after a route's JSON schema, and their encodings as JSON,
 * urlencoded and multipart — plus raw bodies no parser should choke on.
 */
import fc from "fast-check";

/** A JSON schema as @fastify/swagger emits it for our zod schemas (the parts the fuzzer reads). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
}

/** A request before encoding: path parameters, query, body (any JSON value or undefined). */
export interface FuzzInput {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

export type ContentType = "json" | "urlencoded" | "multipart";

/** Text a form or a path could carry and no schema should let through to the database unchecked. */
const nastyText = fc.constantFrom(
  "",
  " ",
  "0",
  "-1",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "1e400",
  "1.5",
  "0x10",
  "2147483648",
  "9007199254740993",
  "9".repeat(40),
  "[]",
  "{}",
  "[1,2]",
  '[{"m_modal_tipe_id":1,"rekap_modal_detail_qty":99999999999}]',
  "\u202eRTL\u200f",
  "😀🍜",
  "\ud800",
  "١٢٣٤",
  "Ｔｅｓｔ",
  "<script>alert(1)</script>",
  "' or 1=1 --",
  "%00",
  "../../etc/passwd",
  "12:30",
  "25:61",
  "2025-02-30",
  "dine in",
);

/** NUL and other control characters, alone or inside text a schema would otherwise accept. */
const controlText = fc.oneof(
  fc.constantFrom("a\u0000b", "\u0000", "x\u0007\u001b[2J", "a\r\nb", "\u0001", "\u007f", "\u0085", "kasir@demo.test\u0000"),
  fc
    .tuple(fc.constantFrom("1001", "Budi", "12:30", "3,4", "kasir@demo.test"), fc.constantFrom("\u0000", "\u001f", "\t"))
    .map(([a, b]) => a + b),
);

const longText = fc.constantFrom(300, 5_000, 100_001).map((n) => "x".repeat(n));

const nastyNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, 2, 2_147_483_647, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER, 2 ** 63, 1e308, -1e308, 0.5, -0),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any wrong-looking scalar: text, numbers, booleans, null. */
const nastyScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyText },
  { weight: 3, arbitrary: controlText },
  { weight: 1, arbitrary: longText },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Any wrong-looking value, scalars nested in small arrays and objects too. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: nastyScalar },
  { weight: 1, arbitrary: fc.array(nastyScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), nastyScalar, { maxKeys: 3 }) },
);

/** A value that could pass validation (so a request gets past the schema into the services). */
function plausible(schema: JsonSchema, ids: number[]): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) {
    return fc.constantFrom(...schema.enum);
  }
  if (schema.anyOf && schema.anyOf.length > 0) {
    return fc.oneof(...schema.anyOf.map((s) => valueFor(s, ids)));
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === "integer" || type === "number") {
    return fc.oneof(fc.constantFrom(...ids), fc.integer({ min: 0, max: 100_000 }));
  }
  if (type === "boolean") {
    return fc.boolean();
  }
  if (type === "array") {
    return fc.array(valueFor(schema.items ?? {}, ids), { maxLength: 4 });
  }
  if (type === "object" || schema.properties) {
    return objectFor(schema, ids);
  }
  return fc.oneof(
    fc.constantFrom("1001", "10023", "Budi Santoso", "12:30", "2025-06-28T12:30:00+07:00", "3,4", "kasir@demo.test", "demo12345", "grab"),
    fc.constantFrom(...ids).map(String),
  );
}

/** A plausible or a wrong value for a field of this schema. */
function valueFor(schema: JsonSchema, ids: number[]): fc.Arbitrary<unknown> {
  const text = schema.type === "string" && !schema.enum;
  return fc.oneof(
    { weight: 3, arbitrary: plausible(schema, ids) },
    { weight: 2, arbitrary: nastyValue },
    { weight: text ? 1 : 0, arbitrary: controlText },
  );
}

/** An object with some of the schema's properties (each plausible or wrong) and maybe stray keys. */
function objectFor(schema: JsonSchema, ids: number[]): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(schema.properties ?? {});
  const known = fc.record(Object.fromEntries(props.map(([name, s]) => [name, valueFor(s, ids)])), { requiredKeys: [] });
  const stray = fc.dictionary(fc.constantFrom("__proto__", "constructor", "x[]", "a b", "é", "id"), nastyScalar, { maxKeys: 2 });
  return fc.tuple(known, stray).map(([k, s]) => ({ ...s, ...k }));
}

/** A whole body for a route: usually an object after its schema, sometimes not an object at all. */
export function bodyFor(schema: JsonSchema | undefined, ids: number[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 8, arbitrary: objectFor(schema ?? {}, ids) },
    { weight: 1, arbitrary: nastyValue },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** A path or query value: a plausible id or any wrong text (sent %-encoded, or raw when not encodable). */
export function paramFor(ids: number[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...ids).map(String) },
    { weight: 3, arbitrary: nastyValue.map((v) => (typeof v === "string" ? v : (JSON.stringify(v) ?? ""))) },
    { weight: 1, arbitrary: fc.constantFrom("%zz", "%", "%00", "..", "a/b", "%2e%2e") },
  );
}

/** encodeURIComponent, or the text as is when it cannot be encoded (a lone surrogate). */
export function encodeLoose(text: string): string {
  try {
    return /^%[0-9a-z]{0,2}$|^%2e%2e$/i.test(text) ? text : encodeURIComponent(text);
  } catch {
    return text;
  }
}

function formText(value: unknown): string {
  if (value === null || value === undefined) {
    return "";
  }
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** Top-level body fields as form fields: arrays as repeated `x[]`, objects as JSON text. */
function formFields(body: unknown): Array<[string, string]> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return body === undefined ? [] : [["value", formText(body)]];
  }
  const out: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(body)) {
    if (Array.isArray(value)) {
      for (const item of value) {
        out.push([`${name}[]`, formText(item)]);
      }
    } else {
      out.push([name, formText(value)]);
    }
  }
  return out;
}

const BOUNDARY = "----waroengfuzz";

/** The body encoded in a content type: `{ contentType, payload }` (payload undefined: no body). */
export function encodeBody(body: unknown, type: ContentType): { contentType: string; payload: string | Buffer | undefined } {
  if (type === "json") {
    const text = JSON.stringify(body);
    return { contentType: "application/json", payload: text };
  }
  const fields = formFields(body);
  if (type === "urlencoded") {
    return {
      contentType: "application/x-www-form-urlencoded",
      payload: fields.map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`).join("&"),
    };
  }
  const parts = fields.map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  return { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: Buffer.from(`${parts.join("")}--${BOUNDARY}--\r\n`) };
}

/** Raw bodies that are not what their content type says (or no known content type at all). */
export const rawBody = fc.constantFrom(
  { contentType: "application/json", payload: "" },
  { contentType: "application/json", payload: "{" },
  { contentType: "application/json", payload: '{"__proto__":{"polluted":1}}' },
  { contentType: "application/json", payload: "[1,2]" },
  { contentType: "application/json", payload: "null" },
  { contentType: "application/json; charset=latin1", payload: '{"a":1}' },
  { contentType: "application/x-www-form-urlencoded", payload: "a=%ZZ&&=&b&__proto__=1&constructor=2" },
  { contentType: "multipart/form-data", payload: "--x\r\n" },
  { contentType: "multipart/form-data; boundary=x", payload: "garbage" },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nb`,
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
  },
  { contentType: "text/plain", payload: "hello" },
  { contentType: "application/xml", payload: "<a/>" },
);
