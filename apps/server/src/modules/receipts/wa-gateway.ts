/**
 * The WhatsApp gateway adapter: one HTTP call shape that the common Indonesian gateways
 * accept (Fonnte, Wablas and their clones):
 *
 *     POST {WA_GATEWAY_URL}
 *     Authorization: {WA_GATEWAY_TOKEN}
 *     Content-Type: application/x-www-form-urlencoded
 *     target={number}&phone={number}&message={text}&countryCode={WA_COUNTRY_CODE}
 *
 * `target` is Fonnte's name for the number, `phone` Wablas'; each ignores the other. The number is
 * digits with a leading 0 turned into the country code. Success: HTTP 2xx and a JSON body whose
 * `status` is not `false` (both answer `{"status": true, …}`; a refusal is `{"status": false,
 * "reason" | "message": …}`); a body that is not JSON counts by its HTTP status alone. The token
 * travels only in the header: never in the URL, a log or the outbox's error text.
 */
import { gatewayNumber } from "@waroeng/domain";

/** The gateway as configured by the environment (config.ts `WA_*`). */
export interface WaGatewayConfig {
  url: string;
  token: string;
  /** Country code for numbers typed with a leading 0 (default "62", Indonesia). */
  countryCode: string;
  /** Abort a call after this many ms (default 10 s). */
  timeoutMs: number;
}

/** One send's outcome: `error` is a short reason for the outbox ("" on success). */
export interface WaSendResult {
  ok: boolean;
  error: string;
}

export interface WaGateway {
  send(input: { phone: string; message: string }): Promise<WaSendResult>;
}

const ERROR_MAX = 200;

/** The reason a gateway gave, bounded; never the request (which carries the token). */
function reasonOf(body: unknown, status: number): string {
  if (body && typeof body === "object") {
    const b = body as Record<string, unknown>;
    const reason = b.reason ?? b.message ?? b.detail;
    if (typeof reason === "string" && reason) {
      return `HTTP ${status}: ${reason}`.slice(0, ERROR_MAX);
    }
  }
  return `HTTP ${status}`;
}

/** The adapter for `config`. */
export function createGateway(config: WaGatewayConfig): WaGateway {
  return {
    async send({ phone, message }) {
      const number = gatewayNumber(phone, config.countryCode);
      const form = new URLSearchParams({ target: number, phone: number, message, countryCode: config.countryCode });
      try {
        const res = await fetch(config.url, {
          method: "POST",
          headers: { authorization: config.token, "content-type": "application/x-www-form-urlencoded" },
          body: form,
          signal: AbortSignal.timeout(config.timeoutMs),
          redirect: "error",
        });
        const text = (await res.text()).slice(0, 10_000);
        let body: unknown = null;
        try {
          body = JSON.parse(text);
        } catch {
          body = null;
        }
        const refused = body !== null && typeof body === "object" && (body as { status?: unknown }).status === false;
        if (res.ok && !refused) {
          return { ok: true, error: "" };
        }
        return { ok: false, error: reasonOf(body, res.status) };
      } catch (err) {
        const name = err instanceof Error ? err.name : "";
        return {
          ok: false,
          error: name === "TimeoutError" ? "timeout" : (err instanceof Error ? err.message : String(err)).slice(0, ERROR_MAX),
        };
      }
    },
  };
}
