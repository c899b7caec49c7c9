/**
 * A cart line with options (pages/order/CartLine.tsx): the options under the name, then the note,
 * the unit price with the options; a tap on them opens the option sheet where they may be changed.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { OrderLine } from "../../api/orders.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { CartLine } from "./CartLine.tsx";

const geprek = {
  id: 7,
  m_produk_id: 3,
  m_produk_nama: "Ayam Geprek",
  qty: 2,
  price: 18_000,
  nominal: 36_000,
  status: 0,
  production_status: 0,
  takeaway_status: 0,
  custom_menu: "Level 3, Telur · tanpa bawang",
  custom_note: "tanpa bawang",
  options: [
    { group_id: 1, group_name: "Level Pedas", option_id: 13, name: "Level 3", price: 0 },
    { group_id: 2, group_name: "Topping", option_id: 21, name: "Telur", price: 3_000 },
  ],
} as OrderLine;

describe("CartLine with options", () => {
  it("shows the options under the name, then the note, and the price with them", () => {
    renderWithProviders(<CartLine line={geprek} currency="IDR" highlight={false} busy={false} />);
    const line = screen.getByTestId("cart-line-7");
    expect(within(line).getByTestId("line-options-text")).toHaveTextContent("Level 3, Telur");
    expect(within(line).getByTestId("line-note")).toHaveTextContent(/^tanpa bawang$/);
    expect(line).toHaveTextContent("2 × Rp 18.000");
    expect(line.textContent?.indexOf("Level 3, Telur")).toBeLessThan(line.textContent?.indexOf("tanpa bawang") ?? 0);
    expect(within(line).queryByTestId("line-change-options")).toBeNull();
  });

  it("a tap on the options opens the sheet; disabled while the cart is busy", async () => {
    const onChangeOptions = vi.fn();
    const user = userEvent.setup({ delay: null });
    const { rerender } = renderWithProviders(
      <CartLine line={geprek} currency="IDR" highlight={false} busy={false} onChangeOptions={onChangeOptions} />,
    );
    await user.click(screen.getByRole("button", { name: "Ubah pilihan Ayam Geprek" }));
    expect(onChangeOptions).toHaveBeenCalledTimes(1);
    rerender(<CartLine line={geprek} currency="IDR" highlight={false} busy onChangeOptions={onChangeOptions} />);
    expect(screen.getByTestId("line-change-options")).toBeDisabled();
  });

  it("a line of an item with groups but no options chosen offers + Pilihan", () => {
    const plain = { ...geprek, options: [], custom_menu: "", custom_note: "" } as OrderLine;
    renderWithProviders(<CartLine line={plain} currency="IDR" highlight={false} busy={false} onChangeOptions={() => undefined} />);
    expect(screen.getByTestId("line-options-text")).toHaveTextContent("+ Pilihan");
  });
});
