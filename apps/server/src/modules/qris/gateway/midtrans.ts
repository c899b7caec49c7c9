/**
 * The Midtrans Core API adapter of gateway QRIS, through Midtrans' own Node client
 * (`midtrans-client` CoreApi): POST /v2/charge with `payment_type: "qris"`, GET /v2/{order_id}/status,
 * POST /v2/{order_id}/cancel, POST /v2/{order_id}/refund. The client has no base-URL option: this
 * adapter points its instance's `apiConfig.getCoreApiBaseUrl` at `baseUrl` (MIDTRANS_BASE_URL, the
 * sandbox by default; the test suite's fake gateway) and sets its axios timeout.
 *
 * The server key stays in this closure: errors are re-made as `GatewayError` from the HTTP status
 * and Midtrans' `status_message` only (the client's own error keeps the request, key included).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { createRequire } from "node:module";
import { GatewayError, type GatewayState, type PaymentGateway } from "./gateway.ts";

const STATES: readonly GatewayState[] = ["pending", "settlement", "expire", "cancel", "deny", "refund", "failure"];

/** Midtrans' `transaction_status` → ours (`capture` = settled; `partial_refund` = refund). */
function stateOf(value: unknown): GatewayState {
  const s = String(value ?? "");
  if (s === "capture") {
    return "settlement";
  }
  if (s === "partial_refund") {
    return "refund";
  }
  return (STATES as readonly string[]).includes(s) ? (s as GatewayState) : "failure";
}

/** Whole rupiah from Midtrans' `gross_amount` ("47200.00"). */
function rupiah(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) ? Math.round(n) : 0;
}

const text = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);

/** A client failure → GatewayError (no request, no key). */
function failure(op: string, err: unknown): GatewayError {
  if (err instanceof GatewayError) {
    return err;
  }
  const e = err as { httpStatusCode?: number | string | null; ApiResponse?: { status_message?: unknown } | null; message?: string };
  // The HTTP status, or Midtrans' `status_code` of an HTTP 200 reply (a string, "412").
  const code = e.httpStatusCode === null || e.httpStatusCode === undefined || e.httpStatusCode === "" ? null : Number(e.httpStatusCode);
  const said = text(e.ApiResponse?.status_message) ?? "";
  if (code === null || Number.isNaN(code)) {
    const timedOut = /timeout|ECONNABORTED/i.test(String(e.message ?? ""));
    return new GatewayError(timedOut ? "timeout" : "unavailable", `Midtrans ${op}: ${timedOut ? "no answer in time" : "not reachable"}`);
  }
  if (code === 404) {
    return new GatewayError("not_found", `Midtrans ${op}: order not found`, said);
  }
  if (code >= 500) {
    return new GatewayError("unavailable", `Midtrans ${op}: HTTP ${code}`, said);
  }
  return new GatewayError("refused", `Midtrans ${op}: HTTP ${code}${said ? ` ${said}` : ""}`, said);
}

/**
 * The Midtrans adapter.
 * @param opts.serverKey - MIDTRANS_SERVER_KEY (Basic auth user, and the notification signature's secret).
 * @param opts.baseUrl - Core API base without a trailing slash.
 * @param opts.timeoutMs - per request.
 */
export function midtransGateway(opts: { serverKey: string; baseUrl: string; timeoutMs: number }): PaymentGateway {
  // The client (≈ 20 MB with axios) loads only at an outlet that uses Midtrans.
  const midtransClient = createRequire(import.meta.url)("midtrans-client") as typeof import("midtrans-client").default;
  const core = new midtransClient.CoreApi({ isProduction: false, serverKey: opts.serverKey });
  core.apiConfig.getCoreApiBaseUrl = () => opts.baseUrl;
  core.httpClient.http_client.defaults.timeout = opts.timeoutMs;
  const serverKey = opts.serverKey;

  return {
    name: "midtrans",
    async charge(req) {
      let res: Record<string, unknown>;
      try {
        res = await core.charge({
          payment_type: "qris",
          transaction_details: { order_id: req.orderId, gross_amount: req.amount },
          custom_expiry: { expiry_duration: req.expiryMinutes, unit: "minute" },
        });
      } catch (err) {
        throw failure("charge", err);
      }
      const qrString = text(res.qr_string);
      if (!qrString) {
        throw new GatewayError("unavailable", "Midtrans charge: no qr_string in the reply");
      }
      return { qrString };
    },
    async status(orderId) {
      let res: Record<string, unknown>;
      try {
        res = await core.transaction.status(orderId);
      } catch (err) {
        throw failure("status", err);
      }
      return {
        state: stateOf(res.transaction_status),
        issuer: text(res.issuer),
        acquirer: text(res.acquirer),
        grossAmount: rupiah(res.gross_amount),
      };
    },
    async cancel(orderId) {
      try {
        await core.transaction.cancel(orderId);
      } catch (err) {
        throw failure("cancel", err);
      }
    },
    async refund(orderId, req) {
      try {
        await core.transaction.refund(orderId, { refund_key: req.refundKey, amount: req.amount, reason: req.reason });
      } catch (err) {
        throw failure("refund", err);
      }
    },
    verifyNotification(body) {
      if (typeof body !== "object" || body === null) {
        return null;
      }
      const b = body as Record<string, unknown>;
      const { order_id: orderId, status_code: statusCode, gross_amount: gross, signature_key: signature } = b;
      if (typeof orderId !== "string" || typeof statusCode !== "string" || typeof gross !== "string" || typeof signature !== "string") {
        return null;
      }
      const expected = createHash("sha512").update(`${orderId}${statusCode}${gross}${serverKey}`).digest();
      const given = Buffer.from(signature, "hex");
      return given.length === expected.length && timingSafeEqual(given, expected) ? orderId : null;
    },
  };
}
