/**
 * QRIS among the ways to pay (PayChooser, SplitTenderModal): offered only where GET
 * /m-payment-method lists it (rupiah outlets), as Bayar's QRIS button and as a multipayment tender.
 */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { queryKeys } from "../../../api/queryKeys.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { PayChooser } from "./PayChooser.tsx";
import { SplitTenderModal } from "./SplitTenderModal.tsx";

const METHODS = [
  { m_payment_method_id: 1, name: "Tunai", type: "cash", color: "#2f9e44" },
  { m_payment_method_id: 6, name: "OVO", type: "ewallet", color: "#4c3494" },
  { m_payment_method_id: 11, name: "QRIS", type: "qris", color: "#c2185b" },
];

describe("PayChooser", () => {
  it("shows QRIS with its handler, and a tap chooses it", async () => {
    const onQris = vi.fn();
    const base = {
      opened: true,
      total: 47_200,
      currency: "IDR" as const,
      onClose: () => undefined,
      onCash: () => undefined,
      onEdc: () => undefined,
    };
    const { unmount } = renderWithProviders(<PayChooser {...base} onQris={onQris} />);
    await userEvent.setup({ delay: null }).click(screen.getByTestId("pay-qris"));
    expect(onQris).toHaveBeenCalledOnce();
    expect(screen.getByTestId("pay-qris")).toHaveTextContent("QRIS");
    unmount();
    renderWithProviders(<PayChooser {...base} />);
    expect(screen.queryByTestId("pay-qris")).not.toBeInTheDocument();
  });
});

describe("SplitTenderModal", () => {
  const open = (methods: typeof METHODS) =>
    renderWithProviders(
      <SplitTenderModal opened total={47_200} currency="IDR" busy={false} onClose={() => undefined} onPay={() => undefined} />,
      { seed: [[queryKeys.menu.paymentMethods, methods]] },
    );

  it("offers QRIS as a tender where the outlet lists it, by its name", () => {
    open(METHODS);
    expect(screen.getByTestId("multi-amount-11")).toBeInTheDocument();
    expect(screen.getByText("QRIS")).toBeInTheDocument();
  });

  it("has no QRIS tender where the outlet does not list it (ringgit)", () => {
    open(METHODS.filter((m) => m.m_payment_method_id !== 11));
    expect(screen.queryByTestId("multi-amount-11")).not.toBeInTheDocument();
    expect(screen.getByTestId("multi-amount-6")).toBeInTheDocument();
  });
});
