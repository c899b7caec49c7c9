/**
 * A tiny S3-compatible server for tests (node:http on 127.0.0.1, a random port, path-style
 * requests, objects in memory): PutObject (`PUT /bucket/key`), ListObjectsV2
 * (`GET /bucket?list-type=2&prefix=…`, pages of `PAGE` keys, so paging is exercised) and
 * DeleteObject (`DELETE /bucket/key`). A bulk DeleteObjects (`POST /bucket?delete`) is refused as
 * stores without the SDK's newer checksums refuse it (so the code must not rely on it). `failWith500` makes every request
 * answer 500 with an S3 error whose message echoes the request's Authorization header, so a test
 * can check that nothing secret leaks through an error. Signatures are not checked.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

const PAGE = 2;

export interface FakeS3 {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  /** bucket/key → bytes (and a last-modified time). */
  objects: Map<string, { body: Buffer; at: Date }>;
  /** "METHOD path?query" of every request received. */
  requests: string[];
  failWith500: boolean;
  close: () => Promise<void>;
}

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'xmlns="http://s3.amazonaws.com/doc/2006-03-01/"';

/** Starts the fake on a random port of 127.0.0.1. */
export async function startFakeS3(): Promise<FakeS3> {
  const fake: FakeS3 = { endpoint: "", objects: new Map(), requests: [], failWith500: false, close: async () => {} };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? "/", "http://fake");
      fake.requests.push(`${req.method} ${url.pathname}${url.search}`);
      const send = (status: number, text = "") => {
        res.writeHead(status, { "content-type": "application/xml" });
        res.end(text);
      };
      if (fake.failWith500) {
        return send(
          500,
          `${HEAD}<Error><Code>InternalError</Code><Message>broken disk (${xml(req.headers.authorization ?? "")})</Message></Error>`,
        );
      }
      const [, bucket = "", ...rest] = url.pathname.split("/");
      const key = decodeURIComponent(rest.join("/"));
      if (req.method === "PUT" && key !== "") {
        fake.objects.set(`${bucket}/${key}`, { body, at: new Date() });
        res.writeHead(200, { etag: '"fake"' });
        return res.end();
      }
      if (req.method === "GET" && key === "" && url.searchParams.get("list-type") === "2") {
        const prefix = url.searchParams.get("prefix") ?? "";
        const all = [...fake.objects.entries()].filter(([k]) => k.startsWith(`${bucket}/${prefix}`)).sort(([a], [b]) => a.localeCompare(b));
        const from = Number(url.searchParams.get("continuation-token") ?? 0);
        const page = all.slice(from, from + PAGE);
        const more = from + PAGE < all.length;
        const contents = page
          .map(
            ([k, o]) =>
              `<Contents><Key>${xml(k.slice(bucket.length + 1))}</Key><LastModified>${o.at.toISOString()}</LastModified><ETag>"fake"</ETag><Size>${o.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
          )
          .join("");
        return send(
          200,
          `${HEAD}<ListBucketResult ${NS}><Name>${xml(bucket)}</Name><Prefix>${xml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${PAGE}</MaxKeys><IsTruncated>${more}</IsTruncated>${more ? `<NextContinuationToken>${from + PAGE}</NextContinuationToken>` : ""}${contents}</ListBucketResult>`,
        );
      }
      if (req.method === "DELETE" && key !== "") {
        fake.objects.delete(`${bucket}/${key}`);
        res.writeHead(204);
        return res.end();
      }
      return send(400, `${HEAD}<Error><Code>NotImplemented</Code><Message>fake S3</Message></Error>`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
