import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useScreenWakeLock } from "./useScreenWakeLock.ts";

/** A fake `navigator.wakeLock`: records requests; the test holds the browser's side (grant, drop on hide). */
function fakeWakeLock() {
  const held: { released: boolean; release: () => Promise<void> }[] = [];
  let pending: (() => void)[] = [];
  let autoGrant = true;
  const request = vi.fn((type: string) => {
    expect(type).toBe("screen");
    const sentinel = {
      released: false,
      type: "screen",
      release: vi.fn(async () => {
        sentinel.released = true;
      }),
    };
    held.push(sentinel);
    if (autoGrant) {
      return Promise.resolve(sentinel as unknown as WakeLockSentinel);
    }
    return new Promise<WakeLockSentinel>((resolve) => pending.push(() => resolve(sentinel as unknown as WakeLockSentinel)));
  });
  Object.defineProperty(navigator, "wakeLock", { configurable: true, value: { request } });
  return {
    request,
    /** Locks the page holds now (granted, not released). */
    active: () => held.filter((s) => !s.released).length,
    held,
    holdGrants: () => {
      autoGrant = false;
    },
    grantPending: () => {
      for (const grant of pending) {
        grant();
      }
      pending = [];
    },
  };
}

function setVisibility(state: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}

/** Lets the hook's awaited request settle. */
const flush = () => act(async () => {});

describe("useScreenWakeLock", () => {
  beforeEach(() => {
    setVisibility("visible");
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, "wakeLock");
  });

  it("holds a screen lock while the screen is open and releases it when left", async () => {
    const wl = fakeWakeLock();
    const view = renderHook(() => useScreenWakeLock());
    await flush();
    expect(wl.request).toHaveBeenCalledTimes(1);
    expect(wl.active()).toBe(1);
    view.unmount();
    expect(wl.active()).toBe(0);
  });

  it("asks again when the page comes back after the browser dropped the lock (hidden tab, screen off)", async () => {
    const wl = fakeWakeLock();
    renderHook(() => useScreenWakeLock());
    await flush();
    // The browser releases a wake lock whenever the page is hidden.
    for (const s of wl.held) {
      s.released = true;
    }
    setVisibility("hidden");
    await flush();
    expect(wl.request).toHaveBeenCalledTimes(1);
    setVisibility("visible");
    await flush();
    expect(wl.request).toHaveBeenCalledTimes(2);
    expect(wl.active()).toBe(1);
  });

  it("does not stack locks when the page turns visible while one is held", async () => {
    const wl = fakeWakeLock();
    renderHook(() => useScreenWakeLock());
    await flush();
    setVisibility("visible");
    await flush();
    expect(wl.request).toHaveBeenCalledTimes(1);
  });

  it("lets go of a lock the browser grants only after the screen was left", async () => {
    const wl = fakeWakeLock();
    wl.holdGrants();
    const view = renderHook(() => useScreenWakeLock());
    view.unmount();
    wl.grantPending();
    await flush();
    expect(wl.held).toHaveLength(1);
    expect(wl.active()).toBe(0);
  });

  it("releases the lock when disabled", async () => {
    const wl = fakeWakeLock();
    const view = renderHook(({ on }) => useScreenWakeLock(on), { initialProps: { on: true } });
    await flush();
    view.rerender({ on: false });
    expect(wl.active()).toBe(0);
  });

  it("does nothing, silently, where the API is missing (plain-http LAN address) or refused", async () => {
    const warn = vi.spyOn(console, "warn");
    const error = vi.spyOn(console, "error");
    const missing = renderHook(() => useScreenWakeLock());
    await flush();
    missing.unmount();
    Object.defineProperty(navigator, "wakeLock", {
      configurable: true,
      value: { request: vi.fn(() => Promise.reject(new DOMException("battery saver", "NotAllowedError"))) },
    });
    const refused = renderHook(() => useScreenWakeLock());
    await flush();
    refused.unmount();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});
