import { DELIVERY_PREFIXES, type DeliveryProvider } from "./constants.ts";

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
