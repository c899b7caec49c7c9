import { MIN_LENGTH } from "./constants.ts";

/**
 * States of a WhatsApp send (`wa_outbox.state`): queued (waiting or retrying with backoff), sent
 * (the gateway accepted it), failed (gave up after the last attempt), not_configured (no gateway
 * set on the server: recorded, never sent, never dropped). Spec: docs/API.md "Digital receipts".
 */
export const WA_STATES = ["queued", "sent", "failed", "not_configured"] as const;
export type WaState = (typeof WA_STATES)[number];

/** WhatsApp numbers are E.164: at most 15 digits; at least the spec's 10 (payment §9). */
export const WA_DIGITS = { min: MIN_LENGTH.phone, max: 15 } as const;

/**
 * A typed WhatsApp number with every non-digit removed (foundations §7 test-wa, payment §5
 * "The history resend modal strips non-digits").
 *
 * @example
 * waDigits("+62 812-3456-7890"); // "6281234567890"
 * waDigits("abc"); // "" (nothing is sent)
 */
export function waDigits(text: string): string {
  return text.replace(/\D/g, "");
}

/**
 * The number a gateway is given: digits, a leading 0 replaced by the country code (Indonesia 62).
 *
 * @example
 * gatewayNumber("081234567890", "62"); // "6281234567890"
 * gatewayNumber("6281234567890", "62"); // unchanged
 */
export function gatewayNumber(digits: string, countryCode: string): string {
  return digits.startsWith("0") ? `${countryCode}${digits.slice(1)}` : digits;
}
