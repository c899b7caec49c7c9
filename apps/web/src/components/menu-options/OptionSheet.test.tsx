/**
 * The option sheet as the cashier uses it (components/menu-options/OptionSheet.tsx): radios for a
 * group of one, checkboxes for several, the defaults chosen, a required group marked and enforced
 * in the server's words, a sold-out option disabled with "habis", the running price, and Tambah
 * sending the chosen ids.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { OptionGroupRule } from "@waroeng/domain";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { OptionSheet } from "./OptionSheet.tsx";

const level: OptionGroupRule = {
  id: 1,
  name: "Level Pedas",
  minChoices: 1,
  maxChoices: 1,
  options: [0, 1, 2, 3].map((n) => ({ id: 10 + n, name: `Level ${n}`, price: 0, isDefault: false, soldOut: false })),
};
const topping: OptionGroupRule = {
  id: 2,
  name: "Topping",
  minChoices: 0,
  maxChoices: 3,
  options: [
    { id: 21, name: "Telur", price: 3_000, isDefault: false, soldOut: false },
    { id: 22, name: "Keju", price: 4_000, isDefault: false, soldOut: true },
  ],
};

function open(initial: number[] = []) {
  const onSubmit = vi.fn<(ids: number[]) => void>();
  renderWithProviders(
    <OptionSheet
      title="Ayam Geprek"
      groups={[level, topping]}
      basePrice={15_000}
      initial={initial}
      currency="IDR"
      submitLabel="Tambah"
      busy={false}
      onSubmit={onSubmit}
      onClose={() => undefined}
    />,
  );
  return { onSubmit, user: userEvent.setup({ delay: null }) };
}

describe("OptionSheet", () => {
  it("a required group without a choice is marked Wajib and refused in the server's words; Tambah waits", async () => {
    open();
    const group = screen.getByTestId("option-group-1");
    expect(within(group).getByText("Wajib")).toBeInTheDocument();
    expect(within(screen.getByTestId("option-group-2")).queryByText("Wajib")).toBeNull();
    expect(screen.getByTestId("option-refusal")).toHaveTextContent("Pilih Level Pedas");
    expect(screen.getByTestId("option-submit")).toBeDisabled();
  });

  it("radios for Level Pedas, checkboxes for Topping; the price follows; Tambah sends the chosen ids", async () => {
    const { onSubmit, user } = open();
    expect(screen.getAllByRole("radio")).toHaveLength(4);
    expect(screen.getAllByRole("checkbox")).toHaveLength(2);
    await user.click(screen.getByTestId("option-11"));
    await user.click(screen.getByTestId("option-13"));
    expect(screen.getByTestId("option-13")).toHaveAttribute("aria-checked", "true");
    expect(screen.getByTestId("option-11")).toHaveAttribute("aria-checked", "false");
    await user.click(screen.getByTestId("option-21"));
    expect(screen.getByTestId("option-price")).toHaveTextContent("Rp 18.000");
    expect(screen.queryByTestId("option-refusal")).toBeNull();
    await user.click(screen.getByTestId("option-submit"));
    expect(onSubmit).toHaveBeenCalledWith([13, 21]);
  });

  it("a sold-out option is shown disabled with habis and cannot be chosen", async () => {
    const { user } = open([12]);
    const keju = screen.getByTestId("option-22");
    expect(keju).toBeDisabled();
    expect(keju).toHaveTextContent("habis");
    await user.click(keju);
    expect(keju).toHaveAttribute("aria-checked", "false");
    expect(screen.getByTestId("option-price")).toHaveTextContent("Rp 15.000");
  });
});
