/**
 * The Diskon Transaksi popup (pages/order/DiscountModal.tsx, payment §5): a type must be chosen;
 * a nominal or percent discount is checked against the total before any discount with the spec's
 * messages; a voucher is looked up (GET voucher/get-voucher, its refusal shown under the code).
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { type ApplyResult, type Approver, DiscountModal } from "./DiscountModal.tsx";
import { type DiscountEntry, NO_DISCOUNT, type OrderDiscount } from "./orderDiscount.ts";

/** Answers the voucher look-up with `voucher` (the envelope's meta and data) and the outlet info as rupiah. */
function serverAnswers(voucher: { meta: { code: number; error: number; message: string }; data: unknown }) {
  const fetchMock = vi.fn(async (url: string) => {
    const body = url.includes("waroeng-info") ? { meta: { code: 200, error: 0, message: "" }, data: { currency: "Rp" } } : voucher;
    return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function open(current: OrderDiscount = NO_DISCOUNT, baseTotal = 47_150, answer: ApplyResult = true) {
  const onApply = vi.fn<(next: OrderDiscount, entry: DiscountEntry, approver?: Approver) => Promise<ApplyResult>>(async () => answer);
  const onClose = vi.fn();
  renderWithProviders(<DiscountModal opened onClose={onClose} baseTotal={baseTotal} current={current} currency="IDR" onApply={onApply} />);
  return { onApply, onClose, user: userEvent.setup({ delay: null }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("DiscountModal", () => {
  it("shows the total and asks to choose a type first (Pilih Jenis!)", async () => {
    const { onApply, user } = open();
    expect(screen.getByText("Rp 47.150")).toBeInTheDocument();
    await user.click(screen.getByTestId("discount-apply"));
    expect(screen.getByText("Pilih Jenis!")).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it("a nominal discount above the total: Transaksi gagal! / Diskon Melebihi Total Bayar, nothing applied", async () => {
    const { onApply, onClose, user } = open();
    await user.click(screen.getByTestId("discount-type-diskon"));
    await user.type(screen.getByTestId("discount-amount"), "9999999");
    await user.click(screen.getByTestId("discount-apply"));
    expect(await screen.findByText("Diskon Melebihi Total Bayar")).toBeInTheDocument();
    expect(screen.getByText("Transaksi gagal!")).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("an empty nominal: Nominal Belum Diisi", async () => {
    const { onApply, user } = open();
    await user.click(screen.getByTestId("discount-type-diskon"));
    await user.click(screen.getByTestId("discount-apply"));
    expect(await screen.findByText("Nominal Belum Diisi")).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it("a nominal discount within the total is applied, the voucher kept", async () => {
    const current = { globalDiscount: 0, voucher: 10_000, voucherCode: "HEMAT10" };
    const { onApply, onClose, user } = open(current);
    await user.click(screen.getByTestId("discount-type-diskon"));
    await user.type(screen.getByTestId("discount-amount"), "5000");
    await user.click(screen.getByTestId("discount-apply"));
    expect(onApply).toHaveBeenCalledWith(
      { globalDiscount: 5_000, voucher: 10_000, voucherCode: "HEMAT10" },
      { type: "diskon", amount: 5_000 },
      undefined,
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("a discount that leaves less than the voucher: Nominal transaksi kurang dari Voucher", async () => {
    const { onApply, user } = open({ globalDiscount: 0, voucher: 40_000, voucherCode: "BESAR" });
    await user.click(screen.getByTestId("discount-type-diskon"));
    await user.type(screen.getByTestId("discount-amount"), "10000");
    await user.click(screen.getByTestId("discount-apply"));
    expect(await screen.findByText("Nominal transaksi kurang dari Voucher")).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it("a percent becomes a nominal on the total, half up (10 % of Rp47.150 = Rp4.715)", async () => {
    const { onApply, user } = open();
    await user.click(screen.getByTestId("discount-type-percent"));
    await user.clear(screen.getByTestId("discount-percent"));
    await user.type(screen.getByTestId("discount-percent"), "10");
    await user.click(screen.getByTestId("discount-apply"));
    expect(onApply).toHaveBeenCalledWith({ ...NO_DISCOUNT, globalDiscount: 4_715 }, { type: "diskonPercent", percent: 10 }, undefined);
  });

  it("a spent voucher is refused under the code with the server's message, and cannot be applied", async () => {
    serverAnswers({ meta: { code: 200, error: 1, message: "Voucher sudah digunakan" }, data: null });
    const { onApply, user } = open();
    await user.click(screen.getByTestId("discount-type-voucher"));
    await user.type(screen.getByTestId("voucher-code"), "PAKAI20");
    await user.click(screen.getByTestId("voucher-check"));
    expect(await screen.findByText("Voucher sudah digunakan")).toBeInTheDocument();
    expect(screen.getByTestId("discount-apply")).toBeDisabled();
    expect(onApply).not.toHaveBeenCalled();
  });

  it("a valid voucher shows its value and is applied with the server's code", async () => {
    const fetchMock = serverAnswers({
      meta: { code: 200, error: 0, message: "" },
      data: { m_voucher_code: "HEMAT10", m_voucher_value: 10_000 },
    });
    const { onApply, user } = open({ globalDiscount: 2_000, voucher: 0, voucherCode: "" });
    await user.click(screen.getByTestId("discount-type-voucher"));
    await user.type(screen.getByTestId("voucher-code"), "hemat10");
    await user.click(screen.getByTestId("voucher-check"));
    expect(await screen.findByTestId("voucher-value")).toHaveTextContent("Voucher dapat digunakan: Rp 10.000");
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/voucher/get-voucher?voucher_code=hemat10")).toBe(true);
    await user.click(screen.getByTestId("discount-apply"));
    expect(onApply).toHaveBeenCalledWith(
      { globalDiscount: 2_000, voucher: 10_000, voucherCode: "HEMAT10" },
      { type: "voucher", code: "HEMAT10" },
      undefined,
    );
  });

  it("above the outlet's limit the server asks for a supervisor: the popup stays, asks their login and applies again with it", async () => {
    const { onApply, onClose, user } = open(NO_DISCOUNT, 47_150, "approval");
    await user.click(screen.getByTestId("discount-type-diskon"));
    await user.type(screen.getByTestId("discount-amount"), "30000");
    await user.click(screen.getByTestId("discount-apply"));
    expect(await screen.findByTestId("discount-approval")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId("discount-apply")).toBeDisabled();
    onApply.mockResolvedValue(true);
    await user.type(screen.getByTestId("discount-approval-email"), "kacab@demo.test");
    await user.type(screen.getByTestId("discount-approval-password"), "rahasia");
    await user.click(screen.getByTestId("discount-apply"));
    expect(onApply).toHaveBeenLastCalledWith(
      expect.objectContaining({ globalDiscount: 30_000 }),
      { type: "diskon", amount: 30_000 },
      {
        email: "kacab@demo.test",
        password: "rahasia",
      },
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
