import { DELIVERY_PREFIXES, type DeliveryProvider } from "./constants.ts";
import { MSG_TEMPLATES } from "./messages.ts";

/**
 * Recognises a delivery platform from a transaction-type name (`m_t_t_name`, `name`), ignoring
 * case and surrounding spaces.
 *
 * @param name - e.g. "Grab", "gojek", "ShopeeFood".
 * @returns the provider key, or undefined for dine in, take away and unknown names.
 * @example
 * deliveryProviderOf(" GoJek "); // "gojek"
 * deliveryProviderOf("Dine In"); // undefined
 *
 * Spec: 02-orders-kitchen §1 (providers grab, grabmart, gojek, shopeefood, maxim).
 */
export function deliveryProviderOf(name: string | null | undefined): DeliveryProvider | undefined {
  const key = name?.trim().toLowerCase() ?? "";
  return Object.hasOwn(DELIVERY_PREFIXES, key) ? (key as DeliveryProvider) : undefined;
}

/**
 * The nota number sent for a delivery order: the platform prefix plus the typed number
 * (grab `GF-`, gojek `G-`, maxim `MX-`, shopeefood `SF-`, grabmart `GM-`). A number that already
 * carries the prefix is not prefixed twice; an unknown platform leaves the number as typed.
 *
 * @param provider - platform name, any case.
 * @param noteNumber - the number as typed (trimmed here).
 * @returns e.g. `"GF-1234"`.
 * @example
 * deliveryNoteNumber("grab", "1234"); // "GF-1234"
 * deliveryNoteNumber("gojek", "G-77"); // "G-77"
 *
 * Spec: 02-orders-kitchen §5 (platform prefix added to the nota number on submit), §9.
 */
export function deliveryNoteNumber(provider: string, noteNumber: string): string {
  const number = noteNumber.trim();
  const key = deliveryProviderOf(provider);
  if (key === undefined) {
    return number;
  }
  const prefix = DELIVERY_PREFIXES[key];
  return number.toUpperCase().startsWith(prefix) ? number : `${prefix}${number}`;
}

/**
 * The delivery platforms in the order the OJOL screens show their sections, with the name a
 * section is titled by.
 *
 * @example DELIVERY_PLATFORMS[0]; // { key: "grab", title: "GrabFood" }
 *
 * Spec: 02-orders-kitchen §2.6 (per-platform sections), §5 (prefixes).
 */
export const DELIVERY_PLATFORMS: ReadonlyArray<{ key: DeliveryProvider; title: string }> = [
  { key: "grab", title: "GrabFood" },
  { key: "gojek", title: "GoFood" },
  { key: "shopeefood", title: "ShopeeFood" },
  { key: "maxim", title: "Maxim" },
  { key: "grabmart", title: "GrabMart" },
];

/**
 * Elapsed time of a delivery nota as the OJOL grid writes it: `"m mins"` under an hour, else
 * `"h m"` (`"1h 5m"`). Minutes floored; a future start counts as 0.
 *
 * @param fromMs - order time, epoch ms. @param nowMs - now, epoch ms.
 * @throws RangeError when either is not finite.
 * @example formatDeliveryElapsed(0, 65 * 60_000); // "1h 5m"
 * @example formatDeliveryElapsed(0, 45 * 60_000); // "45 mins"
 *
 * Spec: 02-orders-kitchen §2.6, §9 ('h m' or 'm mins').
 */
export function formatDeliveryElapsed(fromMs: number, nowMs: number): string {
  if (!Number.isFinite(fromMs) || !Number.isFinite(nowMs)) {
    throw new RangeError(`Times must be finite epoch milliseconds, got ${fromMs}, ${nowMs}`);
  }
  const minutes = Math.floor(Math.max(0, nowMs - fromMs) / 60_000);
  return MSG_TEMPLATES.deliveryElapsed(Math.floor(minutes / 60), minutes % 60);
}
