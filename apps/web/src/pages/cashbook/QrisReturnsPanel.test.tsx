/**
 * QRIS money to return on Kas Kasir, against a mocked server: each row names the nota, the time the
 * money came, the amount and the app; the refund goes through the gateway; after a refusal (its note
 * shown) the cashier records a return by hand. Nothing to return: no panel.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QRIS_MSG } from "@waroeng/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { QrisReturnsPanel } from "./QrisReturnsPanel.tsx";

const OK = { code: 200, error: 0, message: "OK" };
const item = (over: Record<string, unknown>) => ({
  order_id: "QRIS-1-42-1",
  status: "cancelled",
  expires_at: "2026-11-28T07:15:00.000Z",
  mode: "gateway",
  rekap_id: null,
  issuer: "dana",
  to_return: 47_200,
  nota: "7005",
  settled_at: "2026-11-28T07:05:00.000Z",
  amount: 47_200,
  refund_note: null,
  ...over,
});

/** The server: GET /qris/returns answers `lists` in turn (the last repeats); POST /qris/return is recorded. */
function server(lists: Array<Array<Record<string, unknown>>>) {
  const posts: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes("qris/return/")) {
        posts.push({ url, body: JSON.parse(String(init?.body ?? "{}")) });
        return Response.json({ meta: OK, data: item({}) });
      }
      if (url.includes("qris/returns")) {
        return Response.json({ meta: OK, data: lists.length > 1 ? lists.shift() : lists[0] });
      }
      return Response.json({ meta: OK, data: null });
    }),
  );
  return posts;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("QrisReturnsPanel", () => {
  it("lists nota, time, amount and app; the refund goes through the gateway and the row leaves", async () => {
    const posts = server([[item({})], []]);
    renderWithProviders(<QrisReturnsPanel />);
    const row = await screen.findByTestId("qris-return-row");
    expect(row).toHaveTextContent("7005");
    expect(row).toHaveTextContent("14.05"); // 07:05 UTC in Jakarta
    expect(within(row).getByTestId("qris-return-amount")).toHaveTextContent("47.200");
    expect(within(row).getByTestId("qris-return-issuer")).toHaveTextContent("QRIS · DANA");
    expect(within(row).queryByTestId("qris-return-manual")).toBeNull();
    await userEvent.click(within(row).getByTestId("qris-return-refund"));
    await waitFor(() => expect(screen.queryByTestId("qris-returns")).toBeNull());
    expect(posts).toEqual([{ url: expect.stringContaining("qris/return/QRIS-1-42-1"), body: { manual: false } }]);
  });

  it("after a refused refund: the gateway's note is shown and the cashier records a return by hand", async () => {
    const posts = server([[item({ refund_note: "Refund is not allowed" })], []]);
    renderWithProviders(<QrisReturnsPanel />);
    expect(await screen.findByTestId("qris-return-refused")).toHaveTextContent(`${QRIS_MSG.REFUSED_NOTE}: Refund is not allowed`);
    expect(screen.queryByTestId("qris-return-refund")).toBeNull();
    await userEvent.click(screen.getByTestId("qris-return-manual"));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body).toEqual({ manual: true });
  });

  it("nothing to return: no panel", async () => {
    server([[]]);
    renderWithProviders(<QrisReturnsPanel />);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByTestId("qris-returns")).toBeNull();
  });
});
