/**
 * Request bodies (DESIGN §3: the spec's "form" payloads arrive as JSON, urlencoded or multipart)
 * under ONE set of limits, `BODY_LIMITS` of @waroeng/domain (docs/API.md "Limits"):
 * - every body, whatever its content type and whether it has a Content-Length or is chunked, is
 *   read by a parser with `parseAs` under Fastify's body limit (`BODY_LIMITS.bytes`, set on the
 *   server in app.ts and on each parser here): 413 past it, never a parser reading the raw stream;
 * - urlencoded and multipart bodies carry at most `BODY_LIMITS.fields` fields/parts (413 beyond);
 * - a multipart field is never cut short (413 instead), a file part is refused (415: no call takes
 *   files), a malformed multipart body (bad or missing boundary, cut-off part) is a 400.
 * Form fields named `x[]` (PHP style) arrive as arrays under `x`; a repeated name becomes an array.
 * Every refusal is an ApiError, so it reaches the client in the envelope with an Indonesian message.
 */
import qs from "node:querystring";
import Busboy from "@fastify/busboy";
import formbody from "@fastify/formbody";
import { BODY_LIMITS, REQUEST_MSG } from "@waroeng/domain";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ApiError } from "../lib/http.ts";

const tooManyFields = () => new ApiError(413, REQUEST_MSG.TOO_MANY_FIELDS);
const formInvalid = () => new ApiError(400, REQUEST_MSG.FORM_INVALID);

/** Field names that would reach an object's prototype machinery: refused rather than assigned. */
const FORBIDDEN_NAMES = new Set(["__proto__", "constructor", "prototype"]);

/** Collects form fields: `x[]` → `x` as an array; a repeated name → an array of its values. */
class FormFields {
  private readonly fields = new Map<string, { value: unknown; list: boolean }>();
  private count = 0;

  add(rawName: string, value: string): void {
    this.count += 1;
    if (this.count > BODY_LIMITS.fields) {
      throw tooManyFields();
    }
    const list = rawName.endsWith("[]");
    const name = list ? rawName.slice(0, -2) : rawName;
    if (FORBIDDEN_NAMES.has(name)) {
      throw formInvalid();
    }
    const seen = this.fields.get(name);
    if (!seen) {
      this.fields.set(name, { value: list ? [value] : value, list });
    } else if (Array.isArray(seen.value)) {
      seen.value.push(value);
    } else {
      seen.value = [seen.value, value];
    }
  }

  /** A plain object with own properties only (Object.fromEntries never touches a prototype). */
  toObject(): Record<string, unknown> {
    return Object.fromEntries([...this.fields].map(([name, f]) => [name, f.value]));
  }
}

/**
 * Parses an `application/x-www-form-urlencoded` body.
 * @throws ApiError 413 beyond `BODY_LIMITS.fields` pairs (never silently dropped).
 */
function parseUrlencoded(text: string): Record<string, unknown> {
  const pairs = text === "" ? [] : text.split("&").filter((p) => p !== "");
  if (pairs.length > BODY_LIMITS.fields) {
    throw tooManyFields();
  }
  const form = new FormFields();
  for (const pair of pairs) {
    const parsed = qs.parse(pair, "&", "=", { maxKeys: 1 });
    for (const [name, value] of Object.entries(parsed)) {
      for (const v of Array.isArray(value) ? value : [value ?? ""]) {
        form.add(name, v);
      }
    }
  }
  return form.toObject();
}

/**
 * Parses a whole `multipart/form-data` body (already bounded by the body limit) with busboy.
 * @throws ApiError 400 malformed body or boundary; 413 a truncated field or too many parts;
 *   415 a file part.
 */
function parseMultipart(contentType: string, body: Buffer): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const fail = (err: ApiError) => {
      if (!failed) {
        failed = true;
        reject(err);
      }
    };
    let bb: InstanceType<typeof Busboy>;
    try {
      bb = new Busboy({
        headers: { "content-type": contentType },
        limits: {
          fieldSize: BODY_LIMITS.bytes,
          fieldNameSize: 200,
          fields: BODY_LIMITS.fields,
          parts: BODY_LIMITS.fields,
          files: 0,
        },
      });
    } catch {
      fail(formInvalid());
      return;
    }
    const form = new FormFields();
    bb.on("field", (name: string | undefined, value: string, nameTruncated: boolean, valueTruncated: boolean) => {
      if (failed) {
        return;
      }
      if (nameTruncated || valueTruncated) {
        fail(new ApiError(413, REQUEST_MSG.FIELD_TOO_LONG));
        return;
      }
      if (typeof name !== "string" || name === "") {
        fail(formInvalid());
        return;
      }
      try {
        form.add(name, value);
      } catch (err) {
        fail(err as ApiError);
      }
    });
    bb.on("file", (_name: string, stream: NodeJS.ReadableStream) => {
      stream.resume();
      fail(new ApiError(415, REQUEST_MSG.FILE_REFUSED));
    });
    bb.on("filesLimit", () => fail(new ApiError(415, REQUEST_MSG.FILE_REFUSED)));
    bb.on("fieldsLimit", () => fail(tooManyFields()));
    bb.on("partsLimit", () => fail(tooManyFields()));
    bb.on("error", () => fail(formInvalid()));
    bb.on("finish", () => {
      if (!failed) {
        resolve(form.toObject());
      }
    });
    bb.end(body);
  });
}

export const bodyPlugin = fp(async (app) => {
  // Every parser reads its body with Fastify's own counter (parseAs), which refuses past
  // `bodyLimit` — Content-Length or chunked — as FST_ERR_CTP_BODY_TOO_LARGE (413 in Indonesian,
  // plugins/errors.ts); the server-wide bodyLimit (app.ts) is the same BODY_LIMITS.bytes.
  await app.register(formbody, { parser: parseUrlencoded, bodyLimit: BODY_LIMITS.bytes });

  app.addContentTypeParser(
    "multipart/form-data",
    { parseAs: "buffer", bodyLimit: BODY_LIMITS.bytes },
    async (req: FastifyRequest, body: Buffer) => parseMultipart(String(req.headers["content-type"] ?? ""), body),
  );
});
