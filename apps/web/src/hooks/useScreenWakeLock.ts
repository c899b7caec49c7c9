/**
 * Keeps the screen awake while a kitchen or pickup screen is open (Screen Wake Lock API): a tablet
 * on the pass must not dim mid-service. The browser drops the lock whenever the page is hidden, so
 * it is asked again each time the page becomes visible; it is released when the screen is left.
 * Where the API is missing (a plain-http LAN address is not a secure context, older browsers) or
 * the browser refuses (battery saver), nothing happens and nothing is shown.
 *
 * Our own small hook rather than `react-screen-wake-lock`: that hook leaves a lock granted after the
 * component unmounted (a request still pending when the screen is left, e.g. under StrictMode's
 * double mount) held, and warns on the console where the API is missing.
 */
import { useEffect } from "react";

/**
 * Holds a screen wake lock while the calling component is mounted and `enabled`.
 * @param enabled - false releases the lock (and asks no more) without unmounting; default true.
 * @example
 * export function KitchenPrepPage() { useScreenWakeLock(); … }
 */
export function useScreenWakeLock(enabled = true): void {
  useEffect(() => {
    const api = typeof navigator !== "undefined" && "wakeLock" in navigator ? navigator.wakeLock : undefined;
    if (!enabled || !api) {
      return;
    }
    let sentinel: WakeLockSentinel | null = null;
    let asking = false;
    let left = false;
    const acquire = async () => {
      if (left || asking || (sentinel && !sentinel.released) || document.visibilityState !== "visible") {
        return;
      }
      asking = true;
      try {
        const granted = await api.request("screen");
        if (left) {
          // The screen was left while the browser was granting it: let it go at once.
          await granted.release();
        } else {
          sentinel = granted;
        }
      } catch {
        // Refused (not allowed, battery saver, page hidden meanwhile): the screen may dim; asked again when visible.
      } finally {
        asking = false;
      }
    };
    const onVisibility = () => {
      void acquire();
    };
    document.addEventListener("visibilitychange", onVisibility);
    void acquire();
    return () => {
      left = true;
      document.removeEventListener("visibilitychange", onVisibility);
      if (sentinel && !sentinel.released) {
        sentinel.release().catch(() => undefined);
      }
      sentinel = null;
    };
  }, [enabled]);
}
