/**
 * The customer display (`/layar-pelanggan`): an unpaired device shows the pairing form and pairs with
 * the till's code; a paired one shows the bill's lines and totals, the payment's total to pay (and the
 * QRIS piece only when the state carries a charge), "Terima kasih" with the change after payment and
 * the outlet's welcome when idle; the ringgit outlet's money in ringgit.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { displayScreen } from "@waroeng/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DisplayState } from "../../api/customerDisplay.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { CustomerDisplayPage } from "./CustomerDisplayPage.tsx";
import { DisplayView } from "./DisplayView.tsx";

const bill: NonNullable<DisplayState["bill"]> = {
  nota: "A-17",
  lines: [
    { name: "Ayam Goreng Dada", qty: 2, price: 18_000, amount: 36_000, notes: "pedas, tanpa nasi" },
    { name: "Es Teh Manis", qty: 1, price: 5_000, amount: 5_000, notes: "" },
  ],
  subtotal: 41_000,
  discount: 5_000,
  voucher: 0,
  tax: 4_100,
  service_charge: 2_050,
  cash_withdrawal: 0,
  rounding: 50,
  total: 42_200,
};
const base: DisplayState = {
  m_w_nama: "Waroeng Demo",
  currency: "Rp",
  language: "id",
  phase: "order",
  bill,
  paid: null,
  qris: null,
};

function show(state: DisplayState, screenName = displayScreen({ phase: state.phase, bill: !!state.bill, paid: !!state.paid }, 0, 0)) {
  renderWithProviders(<DisplayView state={state} screen={screenName} landscape big />);
}
/** The texts of an element's paragraphs (a label and its amount), as a reader hears them. */
const text = (testId: string) => {
  const el = screen.getByTestId(testId);
  const parts = [...el.querySelectorAll("p")].map((p) => p.textContent ?? "");
  return (parts.length > 0 ? parts.join(" ") : (el.textContent ?? "")).replace(/\s+/g, " ").trim();
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("DisplayView", () => {
  it("shows the bill's lines with their options and notes, the discount, tax, service, rounding and total", () => {
    show(base);
    const lines = screen.getAllByTestId("display-line");
    expect(lines).toHaveLength(2);
    expect(within(lines[0] as HTMLElement).getByTestId("display-line-name").textContent).toBe("Ayam Goreng Dada");
    expect(within(lines[0] as HTMLElement).getByTestId("display-line-qty").textContent).toBe("2×");
    expect(within(lines[0] as HTMLElement).getByTestId("display-line-notes").textContent).toBe("pedas, tanpa nasi");
    expect(within(lines[0] as HTMLElement).getByTestId("display-line-amount").textContent).toBe("Rp 36.000");
    expect(text("display-discount")).toBe("Diskon − Rp 5.000");
    expect(text("display-tax")).toBe("Pajak Rp 4.100");
    expect(text("display-service")).toBe("Service Charge Rp 2.050");
    expect(text("display-rounding")).toBe("Pembulatan Rp 50");
    expect(text("display-total")).toBe("Total Rp 42.200");
    // Nothing of a payment yet, and no zero rows.
    expect(screen.queryByTestId("display-voucher")).toBeNull();
    expect(screen.queryByTestId("display-qris")).toBeNull();
  });

  it("at payment: the total to pay; the QRIS only when a charge is live", () => {
    show({ ...base, phase: "payment" });
    expect(screen.getByTestId("display-payment")).toBeTruthy();
    expect(text("display-total")).toBe("Total Bayar Rp 42.200");
    expect(screen.queryByTestId("display-qris")).toBeNull();
  });

  it("at payment by QRIS: the QR with its merchant and amount in the panel, the totals under the lines (both on screen)", () => {
    show({ ...base, phase: "payment", qris: { qr_string: "000201010212", amount: 42_200, merchant_name: "WAROENG SS", expires_at: null } });
    const qris = screen.getByTestId("display-qris");
    expect(qris.textContent).toContain("WAROENG SS");
    expect(qris.textContent).toContain("Rp 42.200");
    const total = screen.getByTestId("display-total");
    expect(text("display-total")).toBe("Total Bayar Rp 42.200");
    // Not in the QR's panel: in the column of the lines, which scrolls, so a landscape screen shows both.
    expect(qris.parentElement?.contains(total)).toBe(false);
    expect(total.closest("[data-testid=display-payment] > div")?.contains(screen.getAllByTestId("display-line")[0] as HTMLElement)).toBe(
      true,
    );
  });

  it("after payment: Terima kasih and the change; after a while the outlet's welcome", () => {
    const paid: DisplayState = { ...base, phase: "paid", paid: { total: 42_200, tendered: 50_000, change: 7_800 } };
    show(paid);
    expect(screen.getByTestId("display-thanks").textContent).toContain("Terima kasih");
    expect(text("display-change")).toBe("Rp 7.800");
    expect(displayScreen({ phase: "paid", bill: true, paid: true }, 19_000, 0)).toBe("thanks");
    expect(displayScreen({ phase: "paid", bill: true, paid: true }, 20_000, 0)).toBe("idle");
  });

  it("idle: the outlet's name, no bill", () => {
    show({ ...base, phase: "idle", bill: null });
    expect(text("display-outlet")).toBe("Waroeng Demo");
    expect(screen.queryByTestId("display-lines")).toBeNull();
  });

  it("a ringgit outlet's amounts in ringgit (the state's major unit)", () => {
    show({
      ...base,
      currency: "RM",
      bill: { ...bill, lines: [{ name: "Nasi Lemak", qty: 2, price: 8.5, amount: 17, notes: "" }], total: 17.05 },
    });
    expect(screen.getByTestId("display-line-amount").textContent).toBe("RM 17.00");
    expect(screen.getByTestId("display-total-amount").textContent).toBe("RM 17.05");
  });
});

describe("CustomerDisplayPage", () => {
  it("an unpaired device shows the pairing form and, with the till's code, the bill", async () => {
    let paired = false;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
      if (url.endsWith("/pair")) {
        const code = JSON.parse(String(init?.body)).code;
        if (code !== "123456") {
          return json(404, { meta: { code: 404, error: 1, message: "Kode salah, kedaluwarsa atau sudah dipakai" }, data: null });
        }
        paired = true;
        return json(200, { meta: { code: 200, error: 0, message: "OK" }, data: { display_id: 1 } });
      }
      return paired
        ? json(200, { meta: { code: 200, error: 0, message: "OK" }, data: base })
        : json(401, { meta: { code: 401, error: 1, message: "Layar ini belum dipasangkan ke kasir" }, data: null });
    });
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<CustomerDisplayPage />);
    const user = userEvent.setup({ delay: null });
    const first = await screen.findAllByRole("textbox").catch(() => screen.findAllByLabelText(/Kode dari kasir/));
    await user.click(first[0] as HTMLElement);
    await user.keyboard("999999");
    expect((await screen.findByTestId("display-pair-error")).textContent).toBe("Kode salah, kedaluwarsa atau sudah dipakai");
    await user.click((screen.queryAllByRole("textbox")[0] ?? first[0]) as HTMLElement);
    await user.keyboard("123456");
    await waitFor(() => expect(screen.getAllByTestId("display-line")).toHaveLength(2));
    expect(screen.queryByTestId("display-pair-code")).toBeNull();
  });
});
