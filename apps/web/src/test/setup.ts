/**
 * Set-up of the web unit tests (Vitest project `web`, jsdom), as Mantine's testing guide says:
 * jest-dom matchers, and the browser APIs Mantine reads that jsdom lacks (matchMedia,
 * ResizeObserver, scrollIntoView, getComputedStyle without pseudo-elements). Each test's render
 * is unmounted after it and the offline outbox emptied; Testing Library's async queries wait up to 5 s.
 *
 * Files share their worker's modules and document (vitest.config.ts `isolate: false`: the app's
 * modules load once per worker, not once per file): after each file the device's storage, the
 * language, the live status, stubbed globals and timers are put back, so no file sees another's leftovers.
 */
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";
// The app's language set-up (the domain catalogue follows i18next; Indonesian unless a test changes it).
import { applyLanguage } from "../lib/i18n.ts";
import { liveStatus } from "../lib/liveStatus.ts";
import { flushOutbox } from "../lib/outbox.ts";

const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => undefined;

Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

// findBy… / waitFor wait up to 5 s (the default 1 s is short for a loaded machine).
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  cleanup();
  // Taps a test left waiting would hold back the next test's taps (they queue behind them).
  await flushOutbox(async () => ({ kind: "done" }));
});

afterAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  applyLanguage("id");
  liveStatus.setStream("idle");
  liveStatus.networkBack();
  liveStatus.reportFetch(true);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
