/**
 * The Xendit adapter of gateway QRIS. Xendit's maintained Node client (`xendit-node`, v7) covers the
 * Refund API (POST /refunds) and takes a base URL (`xenditURL`), so refunds go through it; it has no
 * QR Codes module, so the QR Codes API (version `2022-07-31`) is spoken here with its documented
 * shapes: POST /qr_codes (`reference_id` = our order id, `type: "DYNAMIC"`, `currency: "IDR"`,
 * `amount`, `expires_at`) → `id`, `qr_string`, `status`; GET /qr_codes/{id} (`ACTIVE` / `INACTIVE`,
 * `expires_at`) and GET /qr_codes/{id}/payments (`data[]`, `status: "SUCCEEDED"`, `channel_code`).
 * Xendit has no call to cancel a dynamic QR: `cancel` lets it expire (a payment arriving after is
 * handled by the late-payment rules as money to return).
 *
 * Our order id ↔ Xendit's QR id: `charge` returns the QR id as `gatewayRef` (stored with the charge,
 * `qris_charge.q_c_gateway_ref`) and `status` / `refund` are given it back; without it → `not_found`.
 * Notifications: Xendit sends the account's callback verification token in `x-callback-token`
 * (XENDIT_CALLBACK_TOKEN), compared in constant time; the body's `data.reference_id` names the charge.
 *
 * The secret key and the token stay in this closure: failures are re-made as `GatewayError` from
 * the HTTP status and Xendit's `error_code` / `message` only.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { createRequire } from "node:module";
import { GatewayError, type GatewayStatus, type PaymentGateway } from "./gateway.ts";

const API_VERSION = "2022-07-31";

const text = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);

/** An HTTP status and Xendit's message → GatewayError (no request, no key). */
function byStatus(op: string, code: number, said: string): GatewayError {
  if (code === 404) {
    return new GatewayError("not_found", `Xendit ${op}: not found`, said);
  }
  if (code >= 500) {
    return new GatewayError("unavailable", `Xendit ${op}: HTTP ${code}`, said);
  }
  return new GatewayError("refused", `Xendit ${op}: HTTP ${code}${said ? ` ${said}` : ""}`, said);
}

/** Any other failure (network, timeout, the client's own error) → GatewayError. */
function failure(op: string, err: unknown): GatewayError {
  if (err instanceof GatewayError) {
    return err;
  }
  const e = err as { name?: string; status?: unknown; errorMessage?: unknown; errorCode?: unknown; message?: unknown };
  const code = Number(e.status);
  if (e.name === "XenditSdkError" && Number.isInteger(code) && code > 0) {
    return byStatus(op, code, text(e.errorMessage) ?? text(e.errorCode) ?? "");
  }
  const timedOut = e.name === "TimeoutError" || e.name === "AbortError" || /timeout|aborted/i.test(String(e.message ?? ""));
  return new GatewayError(timedOut ? "timeout" : "unavailable", `Xendit ${op}: ${timedOut ? "no answer in time" : "not reachable"}`);
}

/** Constant-time equality of two strings (compared as SHA-256 digests, so lengths leak nothing). */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * The Xendit adapter.
 * @param opts.secretKey - XENDIT_SECRET_KEY (Basic auth user name, empty password).
 * @param opts.baseUrl - API base without a trailing slash (XENDIT_BASE_URL, default https://api.xendit.co).
 * @param opts.callbackToken - XENDIT_CALLBACK_TOKEN; empty = every notification is refused.
 * @param opts.timeoutMs - per request.
 */
export function xenditGateway(opts: { secretKey: string; baseUrl: string; callbackToken: string; timeoutMs: number }): PaymentGateway {
  const { baseUrl, timeoutMs, callbackToken } = opts;
  const authorization = `Basic ${Buffer.from(`${opts.secretKey}:`).toString("base64")}`;
  // The client (≈ 14 MB) loads only at an outlet that uses Xendit.
  const { Xendit } = createRequire(import.meta.url)("xendit-node") as typeof import("xendit-node");
  const refunds = new Xendit({ secretKey: opts.secretKey, xenditURL: baseUrl }).Refund;

  async function call(op: string, method: "GET" | "POST", path: string, body?: unknown): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization,
          "api-version": API_VERSION,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw failure(op, err);
    }
    let json: Record<string, unknown> = {};
    try {
      json = (await res.json()) as Record<string, unknown>;
    } catch (err) {
      if (res.ok) {
        throw failure(op, err);
      }
    }
    if (!res.ok) {
      throw byStatus(op, res.status, text(json.message) ?? text(json.error_code) ?? "");
    }
    return json;
  }

  const qrIdOf = (op: string, gatewayRef: string | null | undefined) => {
    const id = text(gatewayRef);
    if (!id) {
      throw new GatewayError("not_found", `Xendit ${op}: no QR code for this order`);
    }
    return id;
  };

  /** The QR code's payments (newest first as Xendit lists them). */
  const paymentsOf = async (op: string, qrId: string) => {
    const res = await call(op, "GET", `/qr_codes/${encodeURIComponent(qrId)}/payments`);
    return (Array.isArray(res.data) ? res.data : []) as Array<Record<string, unknown>>;
  };

  return {
    name: "xendit",
    async charge(req) {
      const res = await call("charge", "POST", "/qr_codes", {
        reference_id: req.orderId,
        type: "DYNAMIC",
        currency: "IDR",
        amount: req.amount,
        expires_at: new Date(Date.now() + req.expiryMinutes * 60_000).toISOString(),
      });
      const qrString = text(res.qr_string);
      const id = text(res.id);
      if (!qrString || !id) {
        throw new GatewayError("unavailable", "Xendit charge: no qr_string or id in the reply");
      }
      return { qrString, gatewayRef: id };
    },
    async status(_orderId, gatewayRef): Promise<GatewayStatus> {
      const qrId = qrIdOf("status", gatewayRef);
      const paid = (await paymentsOf("status", qrId)).find((p) => p.status === "SUCCEEDED");
      if (paid) {
        const detail = (paid.payment_detail ?? {}) as Record<string, unknown>;
        const channel = text(paid.channel_code);
        return {
          state: "settlement",
          issuer: (text(detail.source) ?? channel)?.toLowerCase() ?? null,
          acquirer: channel?.toLowerCase() ?? null,
          grossAmount: Math.round(Number(paid.amount) || 0),
        };
      }
      const qr = await call("status", "GET", `/qr_codes/${encodeURIComponent(qrId)}`);
      const expiresAt = Date.parse(String(qr.expires_at ?? ""));
      const state = qr.status === "ACTIVE" ? "pending" : Number.isFinite(expiresAt) && expiresAt <= Date.now() ? "expire" : "cancel";
      return { state, issuer: null, acquirer: null, grossAmount: Math.round(Number(qr.amount) || 0) };
    },
    async cancel() {
      // Xendit cannot cancel a dynamic QR code: it expires at `expires_at`.
    },
    async refund(_orderId, req) {
      const qrId = qrIdOf("refund", req.gatewayRef);
      const paid = (await paymentsOf("refund", qrId)).find((p) => p.status === "SUCCEEDED");
      const paymentId = text(paid?.id);
      if (!paymentId) {
        throw new GatewayError("refused", "Xendit refund: no payment to refund", "No succeeded payment for this QR code");
      }
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          refunds.createRefund({
            idempotencyKey: req.refundKey,
            data: {
              paymentRequestId: paymentId,
              referenceId: req.refundKey,
              amount: req.amount,
              currency: "IDR",
              reason: "REQUESTED_BY_CUSTOMER",
              metadata: { note: req.reason },
            },
          }),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new GatewayError("timeout", "Xendit refund: no answer in time")), timeoutMs);
          }),
        ]);
      } catch (err) {
        throw failure("refund", err);
      } finally {
        clearTimeout(timer);
      }
    },
    verifyNotification(body, headers) {
      const token = headers?.["x-callback-token"];
      if (callbackToken === "" || typeof token !== "string" || !sameSecret(token, callbackToken)) {
        return null;
      }
      const data = typeof body === "object" && body !== null ? (body as { data?: unknown }).data : undefined;
      const ref = typeof data === "object" && data !== null ? text((data as Record<string, unknown>).reference_id) : null;
      return ref;
    },
  };
}
