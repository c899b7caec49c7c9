/**
 * A fake Xendit API for the test suite (never the network): an HTTP server on 127.0.0.1 that speaks
 * the documented request and reply shapes the adapter uses — the QR Codes API (`api-version:
 * 2022-07-31`): POST /qr_codes (`reference_id`, `type: "DYNAMIC"`, `currency: "IDR"`, `amount`,
 * `expires_at` → `id` `qr_…`, `qr_string`, `status: "ACTIVE"`), GET /qr_codes/{id} (`ACTIVE` /
 * `INACTIVE`), GET /qr_codes/{id}/payments (`data[]` with `status: "SUCCEEDED"`, `channel_code`,
 * `payment_detail.source`) — and the Refund API (POST /refunds, `payment_request_id`), with Basic auth
 * by the secret key (its user name). Tests move a charge along (`settle`, also after `expire`), make
 * the next calls fail (`failNext`: HTTP 500 or no answer until the client's timeout), refuse refunds,
 * and build `qr.payment` callbacks with the right or a wrong `x-callback-token`.
 */
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { dynamicQris } from "@waroeng/domain";
import { qrisSticker } from "@waroeng/domain/testing";

export interface FakeXenditQr {
  id: string;
  referenceId: string;
  amount: number;
  expiresAt: string;
  status: "ACTIVE" | "INACTIVE";
  /** The customer's payment once paid (`qrpy_…`). */
  payment: { id: string; channelCode: string; source: string; created: string } | null;
  refunds: Array<{ paymentId: string; amount: number; referenceId: string; idempotencyKey: string }>;
}

export interface FakeXendit {
  url: string;
  secretKey: string;
  callbackToken: string;
  /** By our order id (`reference_id`). */
  qrs: Map<string, FakeXenditQr>;
  /** Every request: method and path (no query). */
  calls: Array<{ method: string; path: string }>;
  /** The customer paid (also after expiry), through `source` ("DANA"…). */
  settle(orderId: string, source?: string): void;
  expire(orderId: string): void;
  /** The next `n` requests fail: `5xx` (HTTP 500) or `timeout` (held for `holdMs`). */
  failNext(n: number, how: "5xx" | "timeout"): void;
  heal(): void;
  /** Refunds are refused with HTTP 400 and this message (null: accepted again). */
  refuseRefunds(message: string | null): void;
  /** A `qr.payment` callback as Xendit posts it: body and headers (`forged`: a wrong token). */
  callback(orderId: string, opts?: { forged?: boolean }): { body: Record<string, unknown>; headers: Record<string, string> };
  close(): Promise<void>;
}

/** Xendit's merchant QRIS (built, never copied from a real one). */
const MERCHANT_QRIS = qrisSticker({ acquirer: "ID.CO.XENDITCONTOH.WWW", merchantPan: "936009140000654321", nationalId: "ID2020087654321" });

function send(res: ServerResponse, httpStatus: number, body: unknown) {
  res.writeHead(httpStatus, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) {
    chunks.push(c as Buffer);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** Starts the fake. @param opts.holdMs - how long a `timeout` failure holds its answer (default 2 s). */
export async function startFakeXendit(
  opts: { secretKey?: string; callbackToken?: string; holdMs?: number; port?: number } = {},
): Promise<FakeXendit> {
  const secretKey = opts.secretKey ?? "xnd_development_fake_secret_key";
  const callbackToken = opts.callbackToken ?? "fake-callback-verification-token";
  const holdMs = opts.holdMs ?? 2000;
  const qrs = new Map<string, FakeXenditQr>();
  const calls: FakeXendit["calls"] = [];
  let failures: Array<"5xx" | "timeout"> = [];
  let refundRefusal: string | null = null;
  const held = new Set<NodeJS.Timeout>();
  const auth = `Basic ${Buffer.from(`${secretKey}:`).toString("base64")}`;
  let seq = 0;
  const byId = (id: string) => [...qrs.values()].find((q) => q.id === id);

  const qrBody = (q: FakeXenditQr) => ({
    reference_id: q.referenceId,
    type: "DYNAMIC",
    currency: "IDR",
    channel_code: "ID_XENDIT",
    amount: q.amount,
    expires_at: q.expiresAt,
    business_id: "fake-business",
    id: q.id,
    created: new Date().toISOString(),
    updated: new Date().toISOString(),
    qr_string: dynamicQris(MERCHANT_QRIS, q.amount),
    status: q.status,
  });
  const paymentBody = (q: FakeXenditQr) => {
    const p = q.payment;
    return p
      ? {
          id: p.id,
          business_id: "fake-business",
          currency: "IDR",
          amount: q.amount,
          status: "SUCCEEDED",
          created: p.created,
          qr_id: q.id,
          qr_string: dynamicQris(MERCHANT_QRIS, q.amount),
          reference_id: q.referenceId,
          type: "DYNAMIC",
          channel_code: p.channelCode,
          expires_at: q.expiresAt,
          payment_detail: { receipt_id: `rcpt-${p.id}`, source: p.source, name: "Pelanggan" },
        }
      : null;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    calls.push({ method: req.method ?? "", path });
    const failure = failures.shift();
    if (failure === "5xx") {
      return send(res, 500, { error_code: "SERVER_ERROR", message: "An unexpected error occured" });
    }
    if (failure === "timeout") {
      const timer = setTimeout(() => {
        held.delete(timer);
        send(res, 500, { error_code: "SERVER_ERROR", message: "late" });
      }, holdMs);
      held.add(timer);
      return;
    }
    if (req.headers.authorization !== auth) {
      return send(res, 401, { error_code: "INVALID_API_KEY", message: "API key is not authorized for this API service" });
    }
    if (req.method === "POST" && path === "/qr_codes") {
      if (req.headers["api-version"] !== "2022-07-31") {
        return send(res, 400, { error_code: "API_VALIDATION_ERROR", message: "api-version header is required" });
      }
      const b = await readJson(req);
      if (
        b.type !== "DYNAMIC" ||
        b.currency !== "IDR" ||
        typeof b.reference_id !== "string" ||
        !Number.isInteger(b.amount) ||
        typeof b.expires_at !== "string"
      ) {
        return send(res, 400, { error_code: "API_VALIDATION_ERROR", message: "Invalid request" });
      }
      if (qrs.has(b.reference_id)) {
        return send(res, 409, { error_code: "DUPLICATE_ERROR", message: "reference_id already used" });
      }
      const q: FakeXenditQr = {
        id: `qr_fake_${++seq}`,
        referenceId: b.reference_id,
        amount: b.amount as number,
        expiresAt: b.expires_at,
        status: "ACTIVE",
        payment: null,
        refunds: [],
      };
      qrs.set(q.referenceId, q);
      return send(res, 201, qrBody(q));
    }
    const m = /^\/qr_codes\/([^/]+)(\/payments)?$/.exec(path);
    if (m && req.method === "GET") {
      const q = byId(decodeURIComponent(m[1] ?? ""));
      if (!q) {
        return send(res, 404, { error_code: "DATA_NOT_FOUND", message: "QR code not found" });
      }
      if (m[2]) {
        const p = paymentBody(q);
        return send(res, 200, { data: p ? [p] : [], has_more: false });
      }
      return send(res, 200, qrBody(q));
    }
    if (req.method === "POST" && path === "/refunds") {
      const b = await readJson(req);
      const q = [...qrs.values()].find((x) => x.payment?.id === b.payment_request_id);
      if (!q) {
        return send(res, 404, { error_code: "DATA_NOT_FOUND", message: "Payment not found" });
      }
      if (refundRefusal !== null) {
        return send(res, 400, { error_code: "REFUND_NOT_SUPPORTED", message: refundRefusal });
      }
      q.refunds.push({
        paymentId: String(b.payment_request_id),
        amount: Number(b.amount),
        referenceId: String(b.reference_id),
        idempotencyKey: String(req.headers["idempotency-key"] ?? ""),
      });
      return send(res, 200, {
        id: `rfd-fake-${q.refunds.length}`,
        payment_request_id: b.payment_request_id,
        reference_id: b.reference_id,
        amount: b.amount,
        currency: "IDR",
        status: "SUCCEEDED",
        reason: b.reason,
        created: new Date().toISOString(),
      });
    }
    return send(res, 404, { error_code: "NOT_FOUND", message: "Not found" });
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => send(res, 500, { error_code: "SERVER_ERROR", message: String(err) }));
  });
  server.listen(opts.port ?? 0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;

  const must = (orderId: string) => {
    const q = qrs.get(orderId);
    if (!q) {
      throw new Error(`fake xendit: no QR code for ${orderId}`);
    }
    return q;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    callbackToken,
    qrs,
    calls,
    settle(orderId, source = "DANA") {
      const q = must(orderId);
      q.status = "INACTIVE";
      q.payment = { id: `qrpy_fake_${q.id}`, channelCode: "ID_XENDIT", source, created: new Date().toISOString() };
    },
    expire(orderId) {
      const q = must(orderId);
      q.status = "INACTIVE";
      q.expiresAt = new Date(Date.now() - 1000).toISOString();
    },
    failNext(n, how) {
      failures = [...failures, ...Array.from({ length: n }, () => how)];
    },
    heal() {
      failures = [];
    },
    refuseRefunds(message) {
      refundRefusal = message;
    },
    callback(orderId, o = {}) {
      const q = must(orderId);
      const data = paymentBody(q) ?? { reference_id: q.referenceId, qr_id: q.id, amount: q.amount, status: "SUCCEEDED" };
      return {
        body: { event: "qr.payment", api_version: "2022-07-31", business_id: "fake-business", created: new Date().toISOString(), data },
        headers: { "x-callback-token": o.forged ? `${callbackToken}-not` : callbackToken },
      };
    },
    async close() {
      for (const t of held) {
        clearTimeout(t);
      }
      server.closeAllConnections();
      server.close();
    },
  };
}
