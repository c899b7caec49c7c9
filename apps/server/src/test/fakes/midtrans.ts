/**
 * A fake Midtrans Core API for the test suite (never the network): an HTTP server on 127.0.0.1 that
 * speaks the documented request and reply shapes the adapter uses — POST /v2/charge (`payment_type:
 * "qris"`: `qr_string` and the `generate-qr-code` action), GET /v2/{order_id}/status
 * (`transaction_status` pending / settlement / expire / cancel, `issuer`, `acquirer`, `status_code`
 * 201 / 200 / 407, 404 for an unknown order), POST /v2/{order_id}/cancel and /refund — with Basic
 * auth by the server key. Tests move a charge along (`settle`, `expire`), make the next calls fail
 * (`failNext`: HTTP 500 or no answer until the client's timeout), refuse refunds, and build
 * notifications signed right or forged. Self-contained (node and the domain only): the browser tests
 * use it too (e2e/tests/qris-gateway.spec.ts).
 */
import { createHash } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { dynamicQris } from "@waroeng/domain";
import { qrisSticker } from "@waroeng/domain/testing";

export interface FakeCharge {
  orderId: string;
  amount: number;
  state: "pending" | "settlement" | "expire" | "cancel" | "refund";
  issuer: string | null;
  acquirer: string;
  refunds: Array<{ amount: number; refundKey: string; reason: string }>;
}

export interface FakeMidtrans {
  url: string;
  serverKey: string;
  charges: Map<string, FakeCharge>;
  /** Every request: method and path (no query). */
  calls: Array<{ method: string; path: string }>;
  /** The customer paid: settlement, reported by `issuer`. */
  settle(orderId: string, issuer?: string): void;
  expire(orderId: string): void;
  /** The next `n` requests fail: `5xx` (HTTP 500) or `timeout` (held for `holdMs`, longer than the client waits). */
  failNext(n: number, how: "5xx" | "timeout"): void;
  /** No more failures queued. */
  heal(): void;
  /** Refunds are refused with Midtrans' 412 and this message (null: accepted again). */
  refuseRefunds(message: string | null): void;
  /** A notification as Midtrans posts it, signed with the key (or `forged`: signed with another). */
  notification(orderId: string, opts?: { forged?: boolean; status?: string }): Record<string, unknown>;
  close(): Promise<void>;
}

/** The gateway's merchant QRIS (built, never copied from a real one). */
const MERCHANT_QRIS = qrisSticker({
  acquirer: "ID.CO.GATEWAYCONTOH.WWW",
  merchantPan: "936009140000123456",
  nationalId: "ID2020012345678",
});

/** Midtrans' notification signature: SHA-512 hex of order_id + status_code + gross_amount + server key. */
function signature(orderId: string, statusCode: string, grossAmount: string, serverKey: string): string {
  return createHash("sha512").update(`${orderId}${statusCode}${grossAmount}${serverKey}`).digest("hex");
}

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

const gross = (n: number) => `${n}.00`;

/**
 * Starts the fake. @param opts.holdMs - how long a `timeout` failure holds its answer (default 2 s);
 * `port` - a fixed port (default any free one).
 */
export async function startFakeMidtrans(opts: { serverKey?: string; holdMs?: number; port?: number } = {}): Promise<FakeMidtrans> {
  const serverKey = opts.serverKey ?? "SB-Mid-server-fake-key";
  const holdMs = opts.holdMs ?? 2000;
  const charges = new Map<string, FakeCharge>();
  const calls: FakeMidtrans["calls"] = [];
  let failures: Array<"5xx" | "timeout"> = [];
  let refundRefusal: string | null = null;
  const held = new Set<NodeJS.Timeout>();
  const auth = `Basic ${Buffer.from(`${serverKey}:`).toString("base64")}`;

  const statusBody = (c: FakeCharge) => {
    const code = { pending: "201", settlement: "200", expire: "407", cancel: "200", refund: "200" }[c.state];
    return {
      status_code: code,
      status_message: c.state === "expire" ? "Success, transaction is expired" : "Success, transaction is found",
      transaction_id: `fake-${c.orderId}`,
      order_id: c.orderId,
      gross_amount: gross(c.amount),
      currency: "IDR",
      payment_type: "qris",
      transaction_status: c.state,
      fraud_status: "accept",
      acquirer: c.acquirer,
      ...(c.issuer ? { issuer: c.issuer } : {}),
    };
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    calls.push({ method: req.method ?? "", path });
    const failure = failures.shift();
    if (failure === "5xx") {
      return send(res, 500, { status_code: "500", status_message: "Sorry, we encountered internal server error" });
    }
    if (failure === "timeout") {
      const timer = setTimeout(() => {
        held.delete(timer);
        send(res, 500, { status_code: "500", status_message: "late" });
      }, holdMs);
      held.add(timer);
      return;
    }
    if (req.headers.authorization !== auth) {
      return send(res, 401, { status_code: "401", status_message: "Unknown Merchant server_key/id" });
    }
    if (req.method === "POST" && path === "/v2/charge") {
      const body = await readJson(req);
      const details = body.transaction_details as { order_id?: string; gross_amount?: number } | undefined;
      if (body.payment_type !== "qris" || !details?.order_id || !Number.isInteger(details.gross_amount)) {
        return send(res, 200, { status_code: "400", status_message: "One or more parameters in the payload is invalid." });
      }
      if (charges.has(details.order_id)) {
        return send(res, 200, {
          status_code: "406",
          status_message:
            "The request could not be completed due to a conflict with the current state of the target resource, please try again",
        });
      }
      const c: FakeCharge = {
        orderId: details.order_id,
        amount: details.gross_amount as number,
        state: "pending",
        issuer: null,
        acquirer: "gopay",
        refunds: [],
      };
      charges.set(c.orderId, c);
      return send(res, 200, {
        ...statusBody(c),
        status_message: "QRIS transaction is created",
        actions: [{ name: "generate-qr-code", method: "GET", url: `http://fake.invalid/v2/qris/fake-${c.orderId}/qr-code` }],
        qr_string: dynamicQris(MERCHANT_QRIS, c.amount),
      });
    }
    const m = /^\/v2\/([^/]+)\/(status|cancel|refund)$/.exec(path);
    const c = m ? charges.get(decodeURIComponent(m[1] ?? "")) : undefined;
    if (!m || !c) {
      return send(res, 200, { status_code: "404", status_message: "Transaction doesn't exist." });
    }
    const op = m[2];
    if (op === "status" && req.method === "GET") {
      return send(res, 200, statusBody(c));
    }
    if (op === "cancel" && req.method === "POST") {
      if (c.state !== "pending") {
        return send(res, 200, { status_code: "412", status_message: "Merchant cannot modify the status of the transaction" });
      }
      c.state = "cancel";
      return send(res, 200, { ...statusBody(c), status_message: "Success, transaction is canceled" });
    }
    if (op === "refund" && req.method === "POST") {
      const body = await readJson(req);
      if (refundRefusal !== null || c.state !== "settlement") {
        return send(res, 200, {
          status_code: "412",
          status_message: refundRefusal ?? "Merchant cannot modify the status of the transaction",
        });
      }
      c.refunds.push({ amount: Number(body.amount), refundKey: String(body.refund_key), reason: String(body.reason ?? "") });
      c.state = "refund";
      return send(res, 200, {
        status_code: "200",
        status_message: "Success, refund request is approved",
        order_id: c.orderId,
        refund_amount: gross(Number(body.amount)),
        refund_key: body.refund_key,
      });
    }
    return send(res, 405, { status_code: "405", status_message: "Method not allowed" });
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => send(res, 500, { status_code: "500", status_message: String(err) }));
  });
  server.listen(opts.port ?? 0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;

  const must = (orderId: string) => {
    const c = charges.get(orderId);
    if (!c) {
      throw new Error(`fake midtrans: no charge ${orderId}`);
    }
    return c;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    serverKey,
    charges,
    calls,
    settle(orderId, issuer = "gopay") {
      const c = must(orderId);
      c.state = "settlement";
      c.issuer = issuer;
    },
    expire(orderId) {
      must(orderId).state = "expire";
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
    notification(orderId, o = {}) {
      const c = must(orderId);
      const body = statusBody(c);
      const statusCode = o.status ?? body.status_code;
      const key = o.forged ? `${serverKey}-not` : serverKey;
      return { ...body, status_code: statusCode, signature_key: signature(c.orderId, statusCode, body.gross_amount, key) };
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
