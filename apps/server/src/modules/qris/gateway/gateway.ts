/**
 * The payment gateway behind gateway QRIS (issue "Pay as Indonesia pays", gateway QRIS that confirms
 * itself): one adapter interface, implemented per gateway through its own maintained client
 * (midtrans.ts: `midtrans-client`). Amounts are whole rupiah (IDR's minor unit is the rupiah).
 *
 * Environment (`gatewayFromEnv`, read by main.ts; README "Configuration"):
 * - `PAYMENT_GATEWAY`: `midtrans` turns gateway QRIS on; unset = static QRIS only; `xendit` is refused
 *   at start (no Xendit adapter yet).
 * - `MIDTRANS_SERVER_KEY` (required with midtrans), `MIDTRANS_BASE_URL` (default the sandbox,
 *   `https://api.sandbox.midtrans.com`; production `https://api.midtrans.com`).
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
  readonly name: "midtrans";
  /** Creates a QRIS charge. @returns the EMVCo payload to show. @throws GatewayError */
  charge(req: GatewayChargeRequest): Promise<{ qrString: string }>;
  /** The charge's state now. @throws GatewayError (`not_found` for an unknown order id) */
  status(orderId: string): Promise<GatewayStatus>;
  /** Cancels a pending charge (best effort by callers). @throws GatewayError */
  cancel(orderId: string): Promise<void>;
  /** Refunds `amount` (whole rupiah) of a settled charge. @throws GatewayError (`refused` when the gateway says no) */
  refund(orderId: string, req: { amount: number; reason: string; refundKey: string }): Promise<void>;
  /**
   * Checks a notification's signature (Midtrans: SHA-512 hex of order_id + status_code +
   * gross_amount + server key, compared in constant time). @returns its order id, or null when forged/malformed.
   */
  verifyNotification(body: unknown): string | null;
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

/**
 * `PAYMENT_GATEWAY`, `MIDTRANS_*`, `XENDIT_*`, `PUBLIC_URL`, `QRIS_POLL_MS` → options.
 * @param make - builds the Midtrans adapter (midtrans.ts `midtransGateway`), passed in to keep this file free of the client.
 * @throws Error for a missing key, a bad base URL or an unsupported gateway (the server does not start); never quotes a key.
 */
export function gatewayFromEnv(
  env: NodeJS.ProcessEnv,
  make: (opts: { serverKey: string; baseUrl: string; timeoutMs: number }) => PaymentGateway,
): QrisGatewayOptions {
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
  if (which === "xendit") {
    throw new Error("PAYMENT_GATEWAY=xendit is not supported yet: use midtrans, or leave it unset for static QRIS");
  }
  if (which !== "midtrans") {
    throw new Error(`PAYMENT_GATEWAY must be midtrans (or unset), got "${env.PAYMENT_GATEWAY}"`);
  }
  const serverKey = (env.MIDTRANS_SERVER_KEY ?? "").trim();
  if (serverKey === "") {
    throw new Error("MIDTRANS_SERVER_KEY must be set with PAYMENT_GATEWAY=midtrans");
  }
  const baseUrl = (env.MIDTRANS_BASE_URL ?? "").trim().replace(/\/+$/, "") || "https://api.sandbox.midtrans.com";
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(`MIDTRANS_BASE_URL must be an http(s) address, got "${baseUrl}"`);
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password) {
    throw new Error("MIDTRANS_BASE_URL must be an http(s) address without credentials (the key goes in MIDTRANS_SERVER_KEY)");
  }
  return { gateway: make({ serverKey, baseUrl, timeoutMs: 10_000 }), acceptNotifications: publicUrl !== "", workerMs };
}
