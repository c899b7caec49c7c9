/**
 * The storage warning on every screen (components/OfflineBanner.tsx): the server's replies say its
 * disk is low (`X-Storage: low`, with the free megabytes) or full; the banner says so and what still
 * works, and goes when a reply no longer carries the header.
 */
import { act, screen } from "@testing-library/react";
import { SYSTEM_MSG } from "@waroeng/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { request } from "../api/client.ts";
import { liveStatus } from "../lib/liveStatus.ts";
import { renderWithProviders } from "../test/render.tsx";
import { OfflineBanner } from "./OfflineBanner.tsx";

function replyWith(headers: Record<string, string>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify({ meta: { code: 200, error: 0, message: "" }, data: [] }), {
          status: 200,
          headers: { "content-type": "application/json", ...headers },
        }),
    ),
  );
}

afterEach(() => {
  liveStatus.reportStorage(null, null);
  vi.unstubAllGlobals();
});

describe("the storage banner", () => {
  it("warns with the free space while the disk is low, says changes are refused when full, and goes when space is back", async () => {
    renderWithProviders(<OfflineBanner />);
    expect(screen.queryByTestId("storage-banner")).toBeNull();

    replyWith({ "x-storage": "low", "x-storage-free-mb": "512" });
    await act(() => request("GET", "/api/tmp-transaction"));
    expect(screen.getByTestId("storage-banner")).toHaveTextContent(SYSTEM_MSG.STORAGE_LOW);
    expect(screen.getByTestId("storage-banner")).toHaveTextContent("Sisa 512 MB.");

    replyWith({ "x-storage": "full", "x-storage-free-mb": "40" });
    await act(() => request("GET", "/api/tmp-transaction"));
    expect(screen.getByTestId("storage-banner")).toHaveTextContent(SYSTEM_MSG.STORAGE_FULL);
    expect(screen.getByTestId("storage-banner")).toHaveTextContent(SYSTEM_MSG.STORAGE_FULL_DETAIL);

    replyWith({});
    await act(() => request("GET", "/api/tmp-transaction"));
    expect(screen.queryByTestId("storage-banner")).toBeNull();
  });
});
