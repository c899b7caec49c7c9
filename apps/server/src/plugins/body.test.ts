/**
 * Request bodies under one set of limits for JSON, urlencoded and multipart, chunked or not
 * (a 200 MB multipart upload was buffered, over-long fields silently cut and stored).
 */
import { Readable } from "node:stream";
import { BODY_LIMITS, REQUEST_MSG } from "@waroeng/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tableIdOf } from "../modules/orders/orders.test-helpers.ts";
import { buildTables } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";

let t: TestApp;
/** The built name of the table labelled `label`. */
let table: (label: string) => string;
let kasir: string;
beforeAll(async () => {
  t = await createTestApp();
  table = await buildTables(t, ["Meja 7", "Meja 8", "Meja 9"]);
  kasir = await t.login("kasir");
});
afterAll(async () => {
  await t.close();
});

const BOUNDARY = "----waroengtest";

/** A multipart body with these text fields (and optionally one file part). */
function multipart(fields: Array<[string, string]>, file?: { name: string; filename: string; content: string }): Buffer {
  const parts = fields.map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  if (file) {
    parts.push(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n${file.content}\r\n`,
    );
  }
  return Buffer.from(`${parts.join("")}--${BOUNDARY}--\r\n`);
}

/** A body sent in chunks with no Content-Length (Transfer-Encoding: chunked over HTTP). */
function chunked(total: number, chunk = 64 * 1024): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) {
        this.push(null);
        return;
      }
      const size = Math.min(chunk, total - sent);
      sent += size;
      this.push(Buffer.alloc(size, "a"));
    },
  });
}

async function post(url: string, contentType: string, payload: string | Buffer | Readable, token: string | undefined = kasir) {
  const res = await t.app.inject({
    method: "POST",
    url,
    headers: { "content-type": contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

async function orderCount(): Promise<number> {
  const rows = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from tmp_transaction`);
  return rows.rows[0]?.n ?? -1;
}

const TOO_BIG = BODY_LIMITS.bytes + 1;
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

describe("the body limit holds for every content type (413, Indonesian, envelope)", () => {
  it.each([
    ["JSON", "application/json", () => JSON.stringify({ email: "a".repeat(TOO_BIG), password: "x" })],
    ["urlencoded", "application/x-www-form-urlencoded", () => `email=${"a".repeat(TOO_BIG)}&password=x`],
    [
      "multipart",
      multipartType,
      () =>
        multipart([
          ["email", "a".repeat(TOO_BIG)],
          ["password", "x"],
        ]),
    ],
    ["text", "text/plain", () => "a".repeat(TOO_BIG)],
  ])("%s above 1 MiB with a Content-Length → 413", async (_kind, type, body) => {
    const res = await post("/api/login", type, body(), undefined);
    expect(res.status).toBe(413);
    expect(res.body.meta).toEqual({ code: 413, error: 1, message: REQUEST_MSG.BODY_TOO_LARGE });
  });

  it.each([
    ["JSON", "application/json"],
    ["urlencoded", "application/x-www-form-urlencoded"],
    ["multipart", multipartType],
  ])("%s sent chunked (no Content-Length), 3 MiB → 413 and nothing stored", async (_kind, type) => {
    const before = await orderCount();
    const res = await post("/api/tmp-transaction", type, chunked(3 * BODY_LIMITS.bytes));
    expect(res.status).toBe(413);
    expect(res.body.meta.message).toBe(REQUEST_MSG.BODY_TOO_LARGE);
    expect(await orderCount()).toBe(before);
  });

  it("a multipart field just under the limit is read whole, then refused by its own maximum (never cut and stored)", async () => {
    const before = await orderCount();
    const meja = await tableIdOf(t.db, table("Meja 7"));
    const res = await post(
      "/api/tmp-transaction",
      multipartType,
      multipart([
        ["tmp_transaction_m_meja_id", String(meja)],
        ["tmp_transaction_note_number", "7001"],
        ["tmp_transaction_customer_name", "B".repeat(BODY_LIMITS.bytes - 2000)],
        ["tmp_transaction_order_time", "12:30"],
      ]),
    );
    expect(res.status).toBe(422);
    expect(res.body.meta.message).toBe("Nama Big Boss maksimal 100 karakter");
    expect(await orderCount()).toBe(before);
  });
});

describe("forms: field counts, files, malformed bodies", () => {
  const fields = (n: number) => Array.from({ length: n }, (_, i) => [`f${i}`, "1"] as [string, string]);

  it("urlencoded with more fields than the limit → 413 (not silently dropped)", async () => {
    const body = fields(BODY_LIMITS.fields + 1)
      .map(([k, v]) => `${k}=${v}`)
      .join("&");
    const res = await post("/api/login", "application/x-www-form-urlencoded", body, undefined);
    expect(res.status).toBe(413);
    expect(res.body.meta.message).toBe(REQUEST_MSG.TOO_MANY_FIELDS);
  });

  it("multipart with more parts than the limit → 413", async () => {
    const res = await post("/api/login", multipartType, multipart(fields(BODY_LIMITS.fields + 1)), undefined);
    expect(res.status).toBe(413);
    expect(res.body.meta.message).toBe(REQUEST_MSG.TOO_MANY_FIELDS);
  });

  it("a multipart file part is refused clearly (415): no call takes files", async () => {
    const body = multipart([["email", "kasir@demo.test"]], { name: "password", filename: "x.bin", content: "demo12345" });
    const res = await post("/api/login", multipartType, body, undefined);
    expect(res.status).toBe(415);
    expect(res.body.meta.message).toBe(REQUEST_MSG.FILE_REFUSED);
  });

  it.each([
    ["no boundary", "multipart/form-data", multipart([["email", "x"]])],
    ["a boundary that is not in the body", "multipart/form-data; boundary=nope", multipart([["email", "x"]])],
    ["a cut-off part", multipartType, Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\nabc`)],
  ])("multipart with %s → 400, not 500", async (_what, type, body) => {
    for (const url of ["/api/login", "/api/tmp-transaction", "/api/recap-transactions", "/api/m-modal/save-modal"]) {
      const res = await post(url, type, body);
      expect(res.status, url).toBe(400);
      expect(res.body.meta.message).toBe(REQUEST_MSG.FORM_INVALID);
    }
  });

  it("multipart and urlencoded forms still work: x[] and repeated names arrive as arrays", async () => {
    const meja = await tableIdOf(t.db, table("Meja 8"));
    const merged = await tableIdOf(t.db, table("Meja 9"));
    const res = await post(
      "/api/tmp-transaction",
      multipartType,
      multipart([
        ["tmp_transaction_m_meja_id", String(meja)],
        ["tmp_transaction_note_number", "8001"],
        ["tmp_transaction_customer_name", "Sari"],
        ["tmp_transaction_order_time", "12:30"],
        ["tmp_transaction_table_list[]", String(merged)],
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = await t.call("GET", `/api/tmp-transaction/${res.body.data.tmp_transaction_id}`, { as: "kasir" });
    expect(order.body.data.tmp_transaction_table_list).toBe(`${meja},${merged}`);

    const login = await post("/api/login", "application/x-www-form-urlencoded", "email=kasir%40demo.test&password=demo12345", undefined);
    expect(login.status).toBe(200);
  });
});

describe("Fastify's own refusals reach the client in Indonesian", () => {
  it.each([
    ["an empty JSON body", "application/json", "", 400, REQUEST_MSG.JSON_EMPTY],
    ["broken JSON", "application/json", '{"email":', 400, REQUEST_MSG.JSON_INVALID],
    ["an unknown content type", "application/xml", "<a/>", 415, REQUEST_MSG.MEDIA_TYPE],
  ])("%s → %i", async (_what, type, body, status, message) => {
    const res = await post("/api/login", type, body, undefined);
    expect(res.status).toBe(status);
    expect(res.body.meta).toEqual({ code: status, error: 1, message });
  });

  it("a bad %-escape in the address → 400 envelope", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/users/%zz", headers: { authorization: `Bearer ${kasir}` } });
    expect(res.statusCode).toBe(400);
    expect(res.json().meta.message).toBe(REQUEST_MSG.BAD_URL);
  });
});
