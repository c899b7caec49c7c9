/**
 * Form Saldo Awal Kasir (pages/opening-cash/OpeningCashPage.tsx, payment §2.8): an open session is read-only until
 * Edit; a denomination count stops at 9.999 (Maksimal 9.999), refuses a decimal (Harus berupa angka
 * bulat, Simpan blocked), empties with backspace, and its subtotal is count × value.
 */

import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { jakartaParts } from "@waroeng/domain";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { OpeningCashPage } from "./OpeningCashPage.tsx";

const denomination = (id: number, value: number, qty: number) => ({
  rekap_modal_detail_id: id,
  rekap_modal_detail_qty: qty,
  m_modal_tipe_id: id,
  m_modal_tipe_nama: `Rp ${value.toLocaleString("id-ID")}`,
  m_modal_tipe_urut: value,
});

/** GET m-modal/get-modal: the kasir's session opened today with one Rp100.000 and two Rp50.000. */
const openSession = () => ({
  modal: { m_modal_nominal: 200_000 },
  modal_id: 5,
  sesi: 1,
  kasirName: "Kasir Demo",
  date: jakartaParts(new Date()).date,
  waroeng_id: 1,
  waroeng_nama: "Waroeng Demo",
  modal_tipe: [denomination(1, 100_000, 1), denomination(2, 50_000, 2)],
});

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const data = url.startsWith("/api/m-modal/get-modal") ? openSession() : { currency: "Rp" };
      return new Response(JSON.stringify({ meta: { code: 200, error: 0, message: "" }, data }), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openForEdit() {
  renderWithProviders(
    <MemoryRouter initialEntries={["/modal"]}>
      <OpeningCashPage />
    </MemoryRouter>,
  );
  const user = userEvent.setup({ delay: null });
  // The title shows while the form loads too: wait for the loaded (read-only) form.
  expect(await screen.findByTestId("modal-readonly")).toBeInTheDocument();
  expect(screen.getByText("Form Saldo Awal Kasir")).toBeInTheDocument();
  expect(screen.getByTestId("denom-100000-qty")).toBeDisabled();
  await user.click(screen.getByTestId("modal-edit"));
  return user;
}

describe("OpeningCashPage (opening cash)", () => {
  it("a count of 11 digits stops at 1.234 with Maksimal 9.999; the subtotal follows", async () => {
    const user = await openForEdit();
    const qty = screen.getByTestId("denom-100000-qty");
    await user.clear(qty);
    await user.type(qty, "12345678901");
    expect(qty).toHaveValue("1.234");
    expect(within(screen.getByTestId("denom-100000")).getByText("Maksimal 9.999")).toBeInTheDocument();
    expect(screen.getByTestId("denom-100000-subtotal")).toHaveTextContent("Rp 123.400.000");
    expect(screen.getByTestId("modal-total")).toHaveTextContent("Rp 123.500.000");
  });

  it("backspace down to empty, then 12: the field reads 12, not 120", async () => {
    const user = await openForEdit();
    const qty = screen.getByTestId("denom-100000-qty");
    await user.clear(qty);
    await user.type(qty, "7{Backspace}");
    expect(qty).toHaveValue("");
    await user.type(qty, "12");
    expect(qty).toHaveValue("12");
    expect(screen.getByTestId("denom-100000-subtotal")).toHaveTextContent("Rp 1.200.000");
  });

  it("1.5 pieces is refused (Harus berupa angka bulat) and blocks Simpan, until the decimal is gone", async () => {
    const user = await openForEdit();
    const qty = screen.getByTestId("denom-100000-qty");
    const other = screen.getByTestId("denom-50000-qty");
    await user.clear(other);
    await user.type(other, "2.5");
    expect(other).not.toHaveValue("25");
    expect(within(screen.getByTestId("denom-50000")).getByText("Harus berupa angka bulat")).toBeInTheDocument();
    expect(screen.getByTestId("modal-save")).toBeDisabled();
    await user.type(other, "{Backspace}{Backspace}");
    expect(other).toHaveValue("2");
    expect(screen.queryByText("Harus berupa angka bulat")).not.toBeInTheDocument();
    expect(screen.getByTestId("modal-save")).toBeEnabled();

    await user.clear(qty);
    await user.type(qty, "1.5");
    expect(qty).not.toHaveValue("15");
    expect(within(screen.getByTestId("denom-100000")).getByText("Harus berupa angka bulat")).toBeInTheDocument();
    expect(screen.getByTestId("modal-save")).toBeDisabled();
    await user.type(qty, "{Backspace}{Backspace}");
    expect(qty).toHaveValue("1");
    expect(screen.queryByText("Harus berupa angka bulat")).not.toBeInTheDocument();
    expect(screen.getByTestId("denom-100000-subtotal")).toHaveTextContent("Rp 100.000");
  });
});
