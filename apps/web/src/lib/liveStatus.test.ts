/**
 * The offline banner's state (lib/liveStatus.ts): the browser's `offline` event keeps the device
 * offline even when a reply already on its way lands afterwards; the `online` event and an answer
 * clear it.
 */
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { liveStatus, useOffline } from "./liveStatus.ts";

afterEach(() => {
  liveStatus.networkBack();
  liveStatus.reportFetch(true);
});

describe("useOffline", () => {
  it("stays offline after the network went, though a late reply was answered", () => {
    const { result } = renderHook(() => useOffline());
    expect(result.current).toBe(false);
    act(() => liveStatus.streamLost());
    expect(result.current).toBe(true);
    act(() => liveStatus.reportFetch(true));
    expect(result.current).toBe(true);
  });

  it("clears when the network is back and a request is answered", () => {
    const { result } = renderHook(() => useOffline());
    act(() => liveStatus.streamLost());
    act(() => liveStatus.networkBack());
    expect(result.current).toBe(true);
    act(() => liveStatus.reportFetch(true));
    expect(result.current).toBe(false);
  });

  it("a request with no answer shows the banner while the network is up", () => {
    const { result } = renderHook(() => useOffline());
    act(() => liveStatus.reportFetch(false));
    expect(result.current).toBe(true);
  });
});
