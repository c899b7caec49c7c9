/**
 * The device setup page's small rules: which phone's steps to open first, and where a device that
 * already trusts the stall's certificate goes.
 */

/** The install steps a device sees first: Android (Chrome) or iPhone/iPad (a profile). */
export type Platform = "android" | "ios";

/**
 * The platform whose steps open first, from the browser's user agent.
 * An iPad with iPadOS 13+ says "Macintosh" but has a touch screen (`maxTouchPoints` > 1).
 * @param userAgent - `navigator.userAgent`.
 * @param maxTouchPoints - `navigator.maxTouchPoints` (0 on a desktop).
 * @returns "ios" for iPhone, iPad and iPod; "android" for everything else (Android, and a desktop,
 *   whose Chrome steps are the nearest).
 * @example platformOf("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) …", 5); // "ios"
 */
export function platformOf(userAgent: string, maxTouchPoints = 0): Platform {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) {
    return "ios";
  }
  if (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1) {
    return "ios";
  }
  return "android";
}

/**
 * Where a device that already trusts the box's certificate goes: the login on the HTTPS origin.
 * @param httpsUrl - the secure origin (GET /device-setup `https_url`), e.g. "https://192.168.1.10:3443".
 * @param currentOrigin - this page's origin (`window.location.origin`).
 * @returns the login address on the HTTPS origin, or null when this page is already on that origin
 *   (nothing to move to: the page says the device is ready instead of reloading itself).
 * @example trustedTarget("https://192.168.1.10:3443", "http://192.168.1.10:3000"); // "https://192.168.1.10:3443/login"
 */
export function trustedTarget(httpsUrl: string, currentOrigin: string): string | null {
  const target = httpsUrl.replace(/\/+$/, "");
  return target === currentOrigin ? null : `${target}/login`;
}
