/**
 * The payment gateway behind gateway QRIS (issue "Pay as Indonesia pays", gateway QRIS that confirms
 * itself): one adapter interface, implemented per gateway through its own maintained client
 * (midtrans.ts: `midtrans-client`; xendit.ts: `xendit-node`). Amounts are whole rupiah (IDR's minor unit is the rupiah).
 *
 * Environment (`gatewayFromEnv`, read by main.ts; README "Configuration"):
 * - `PAYMENT_GATEWAY`: `midtrans` or `xendit` turns gateway QRIS on; unset = static QRIS only.
 * - `MIDTRANS_SERVER_KEY` (required with midtrans), `MIDTRANS_BASE_URL` (default the sandbox,
 *   `https://api.sandbox.midtrans.com`; production `https://api.midtrans.com`).
 * - `XENDIT_SECRET_KEY` (required with xendit), `XENDIT_BASE_URL` (default `https://api.xendit.co`;
 *   test or live mode is the key's), `XENDIT_CALLBACK_TOKEN` (the account's callback verification
 *   token; unset = every notification is refused).
 * - `PUBLIC_URL`: set → POST /api/qris/notify accepts the gateway's notifications.
 * - `QRIS_POLL_MS` (default 5000; 0 = no worker): how often the worker asks about pending charges.
 * Secrets live only in closures: never in a reply, a log line or a URL.
 */

/** What the gateway says about a charge. `settlement` = the money arrived. */
export type GatewayState = "pending" | "settlement" | "expire" | "cancel" | "deny" | "refund" | "failure";

export interface GatewayStatus {
  state: GatewayState;
  /** The customer's app/bank that paid ("gopay", "dana"…), when reported. */
  issuer: string | null;
  /** The gateway's acquirer ("gopay", "airpay shopee"…), when reported. */
  acquirer: string | null;
  /** What the gateway holds, whole rupiah. */
  grossAmount: number;
}

export interface GatewayChargeRequest {
  /** Our charge id (`QRIS-<m_w_id>-<tmp_transaction_id>-<n>`), the gateway's order id. */
  orderId: string;
  /** Whole rupiah > 0. */
  amount: number;
  /** Minutes the QR stays payable. */
  expiryMinutes: number;
}

export interface PaymentGateway {
  readonly name: "midtrans" | "xendit";
  /**
   * Creates a QRIS charge. @returns the EMVCo payload to show and, when the gateway names the charge by
   * its own id (Xendit's `qr_…`), that id (`gatewayRef`, stored with the charge). @throws GatewayError
   */
  charge(req: GatewayChargeRequest): Promise<{ qrString: string; gatewayRef?: string }>;
  /**
   * The charge's state now. @param gatewayRef - what `charge` returned as `gatewayRef` (null: none).
   * @throws GatewayError (`not_found` for an unknown order id)
   */
  status(orderId: string, gatewayRef?: string | null): Promise<GatewayStatus>;
  /** Cancels a pending charge (best effort by callers). @throws GatewayError */
  cancel(orderId: string): Promise<void>;
  /** Refunds `amount` (whole rupiah) of a settled charge. @throws GatewayError (`refused` when the gateway says no) */
  refund(orderId: string, req: { amount: number; reason: string; refundKey: string; gatewayRef?: string | null }): Promise<void>;
  /**
   * Checks a notification's signature (Midtrans: SHA-512 hex of order_id + status_code +
   * gross_amount + server key in the body; Xendit: the `x-callback-token` header equal to the
   * account's verification token; both compared in constant time).
   * @param headers - the request's headers (lower-case names).
   * @returns its order id, or null when forged/malformed.
   */
  verifyNotification(body: unknown, headers?: Record<string, string | string[] | undefined>): string | null;
}

/** Why a gateway call failed, without the request (which carries the key). */
export type GatewayFailure = "timeout" | "unavailable" | "refused" | "not_found";

export class GatewayError extends Error {
  constructor(
    readonly failure: GatewayFailure,
    message: string,
    /** The gateway's own message, for a refused refund (never a secret). */
    readonly gatewayMessage = "",
  ) {
    super(message);
    this.name = "GatewayError";
  }
}

/** The gateway config of the app; `gateway` null = static QRIS only. */
export interface QrisGatewayOptions {
  gateway: PaymentGateway | null;
  /** PUBLIC_URL set: notifications are accepted. */
  acceptNotifications: boolean;
  /** Worker tick (ms); 0 → no worker (tests drive `pollPendingCharges`). */
  workerMs: number;
}

/** Static QRIS only, no worker: the default of `buildApp` (API tests). */
export const NO_GATEWAY: QrisGatewayOptions = { gateway: null, acceptNotifications: false, workerMs: 0 };

/** Builds the adapters (midtrans.ts `midtransGateway`, xendit.ts `xenditGateway`), passed in to keep this file free of the clients. */
export interface GatewayMakers {
  midtrans: (opts: { serverKey: string; baseUrl: string; timeoutMs: number }) => PaymentGateway;
  xendit: (opts: { secretKey: string; baseUrl: string; callbackToken: string; timeoutMs: number }) => PaymentGateway;
}

/** `<NAME>_BASE_URL` (or its default) checked: http(s), no credentials, no trailing slash. @throws Error naming the variable, never a key */
function baseUrlOf(env: NodeJS.ProcessEnv, name: string, fallback: string, keyName: string): string {
  const baseUrl = (env[name] ?? "").trim().replace(/\/+$/, "") || fallback;
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(`${name} must be an http(s) address, got "${baseUrl}"`);
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password) {
    throw new Error(`${name} must be an http(s) address without credentials (the key goes in ${keyName})`);
  }
  return baseUrl;
}

/**
 * `PAYMENT_GATEWAY`, `MIDTRANS_*`, `XENDIT_*`, `PUBLIC_URL`, `QRIS_POLL_MS` → options.
 * @param make - builds the adapter of the gateway chosen.
 * @throws Error for a missing key, a bad base URL or an unknown gateway (the server does not start); never quotes a key.
 */
export function gatewayFromEnv(env: NodeJS.ProcessEnv, make: GatewayMakers): QrisGatewayOptions {
  const which = (env.PAYMENT_GATEWAY ?? "").trim().toLowerCase();
  const publicUrl = (env.PUBLIC_URL ?? "").trim();
  const raw = (env.QRIS_POLL_MS ?? "").trim();
  const workerMs = raw === "" ? 5000 : Number(raw);
  if (!Number.isInteger(workerMs) || workerMs < 0) {
    throw new Error(`QRIS_POLL_MS must be a whole number ≥ 0, got "${raw}"`);
  }
  if (which === "") {
    return NO_GATEWAY;
  }
  const acceptNotifications = publicUrl !== "";
  if (which === "xendit") {
    const secretKey = (env.XENDIT_SECRET_KEY ?? "").trim();
    if (secretKey === "") {
      throw new Error("XENDIT_SECRET_KEY must be set with PAYMENT_GATEWAY=xendit");
    }
    const baseUrl = baseUrlOf(env, "XENDIT_BASE_URL", "https://api.xendit.co", "XENDIT_SECRET_KEY");
    const callbackToken = (env.XENDIT_CALLBACK_TOKEN ?? "").trim();
    return { gateway: make.xendit({ secretKey, baseUrl, callbackToken, timeoutMs: 10_000 }), acceptNotifications, workerMs };
  }
  if (which !== "midtrans") {
    throw new Error(`PAYMENT_GATEWAY must be midtrans or xendit (or unset), got "${env.PAYMENT_GATEWAY}"`);
  }
  const serverKey = (env.MIDTRANS_SERVER_KEY ?? "").trim();
  if (serverKey === "") {
    throw new Error("MIDTRANS_SERVER_KEY must be set with PAYMENT_GATEWAY=midtrans");
  }
  const baseUrl = baseUrlOf(env, "MIDTRANS_BASE_URL", "https://api.sandbox.midtrans.com", "MIDTRANS_SERVER_KEY");
  return { gateway: make.midtrans({ serverKey, baseUrl, timeoutMs: 10_000 }), acceptNotifications, workerMs };
}
