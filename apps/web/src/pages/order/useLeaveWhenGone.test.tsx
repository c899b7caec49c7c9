/**
 * When the order screen leaves its order (useLeaveWhenGone): a refusal or a closed order goes to the
 * area's home; a Wi-Fi drop or a server that answers 503 keeps the cashier on the order.
 */
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/client.ts";
import { useLeaveWhenGone } from "./useLeaveWhenGone.ts";

function Order({ error, closed = false, paid = false }: { error: Error | null; closed?: boolean; paid?: boolean }) {
  useLeaveWhenGone(error, closed, paid, "/dashboard");
  return <p>order 42</p>;
}

function at(ui: React.ReactElement) {
  render(
    <MemoryRouter initialEntries={["/order/42"]}>
      <Routes>
        <Route path="/order/42" element={ui} />
        <Route path="/dashboard" element={<p>dashboard</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("the order screen on a failed read of its order", () => {
  it("stays when the network is down (no answer)", () => {
    at(<Order error={new ApiError("Server tidak dapat dihubungi", 0, undefined, null)} />);
    expect(screen.getByText("order 42")).toBeTruthy();
  });

  it("stays when the server is unavailable (503)", () => {
    at(<Order error={new ApiError("Database tidak tersedia", 503, undefined, null)} />);
    expect(screen.getByText("order 42")).toBeTruthy();
  });

  it("goes to the dashboard when the server refuses (the order is gone)", () => {
    at(<Order error={new ApiError("Data tidak ditemukan", 404, undefined, null)} />);
    expect(screen.getByText("dashboard")).toBeTruthy();
  });

  it("goes to the dashboard when the order is closed, unless it was paid while a pay step was open", () => {
    at(<Order error={null} closed />);
    expect(screen.getByText("dashboard")).toBeTruthy();
  });

  it("stays on a closed order paid while a pay step was open (Kembalian shows)", () => {
    at(<Order error={null} closed paid />);
    expect(screen.getByText("order 42")).toBeTruthy();
  });
});
