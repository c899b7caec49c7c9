/**
 * The cash payment popup (pages/order/payment/CashPayModal.tsx, payment §5): the amount handed
 * over is capped at Rp 999.999.999 with a message, a rupiah decimal is refused and blocks BAYAR,
 * the field empties with backspace, and the change shows once the amount covers the total.
 */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { CashPayModal } from "./CashPayModal.tsx";

function open(total = 8_000) {
  const onPay = vi.fn<(paid: number) => void>();
  renderWithProviders(<CashPayModal opened total={total} currency="IDR" busy={false} onClose={() => undefined} onPay={onPay} />);
  return { amount: screen.getByTestId("cash-amount"), pay: screen.getByTestId("cash-pay"), onPay, user: userEvent.setup({ delay: null }) };
}

describe("CashPayModal", () => {
  it("a 16-digit amount is capped with Maksimal Rp 999.999.999 and the popup keeps working", async () => {
    const { amount, user } = open();
    await user.type(amount, "1234567890123456");
    expect(amount).toHaveValue("123.456.789");
    expect(screen.getByText("Maksimal Rp 999.999.999")).toBeInTheDocument();
    expect(screen.getByTestId("cash-change-preview")).toHaveTextContent("Rp 123.448.789");
  });

  it("10,5 is refused (Rupiah tanpa desimal) and BAYAR is blocked; backspace empties it; 20000 pays with change", async () => {
    const { amount, pay, onPay, user } = open();
    await user.type(amount, "10,5");
    expect(amount).toHaveValue("10,5");
    expect(screen.getByText("Rupiah tanpa desimal")).toBeInTheDocument();
    expect(pay).toBeDisabled();
    expect(screen.getByTestId("cash-change-preview")).toHaveTextContent("-");
    await user.type(amount, "{Backspace}{Backspace}{Backspace}{Backspace}");
    expect(amount).toHaveValue("");
    expect(screen.queryByText("Rupiah tanpa desimal")).not.toBeInTheDocument();
    await user.type(amount, "20000");
    expect(amount).toHaveValue("20.000");
    expect(screen.getByTestId("cash-change-preview")).toHaveTextContent("Rp 12.000");
    expect(pay).toBeEnabled();
    await user.click(pay);
    expect(onPay).toHaveBeenCalledWith(20_000);
  });

  it("an amount short of the total cannot be paid; a quick-cash button fills the exact total", async () => {
    const { amount, pay, onPay, user } = open(47_200);
    await user.type(amount, "47000");
    expect(pay).toBeDisabled();
    await user.click(screen.getByTestId("quick-cash-47200"));
    expect(amount).toHaveValue("47.200");
    expect(screen.getByTestId("cash-change-preview")).toHaveTextContent("Rp 0");
    await user.click(pay);
    expect(onPay).toHaveBeenCalledWith(47_200);
  });
});
