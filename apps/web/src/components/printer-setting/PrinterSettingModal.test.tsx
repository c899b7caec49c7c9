/**
 * Printer Setting's printer model (PrinterSettingModal): the saved model is shown, a model chosen
 * from the short list (generic first) is what Simpan sends, and the android types (a picture, no
 * ESC/POS) do not offer it.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { PrinterSettingModal } from "./PrinterSettingModal.tsx";

/** GET get-printer-info/kasir: a network printer saved as an Epson TM-T88VI. */
const saved = {
  printer_setting_id: 3,
  printer_setting_type: "network",
  printer_setting_address: "192.168.1.50",
  printer_setting_width: 600,
  printer_setting_group_one: [],
  printer_setting_group_two: [],
  location: "kasir",
  printer_setting_logo: false,
  printer_setting_qr: false,
  printer_setting_model: "epson-tm-t88vi",
};

let posted: Record<string, unknown>[] = [];

beforeEach(() => {
  posted = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      let data: unknown = { currency: "Rp" };
      if (url.startsWith("/api/get-printer-info/")) {
        data = saved;
      } else if (url.startsWith("/api/jenis-produk")) {
        data = [];
      } else if (url.startsWith("/api/printer-setting") && init?.method === "POST") {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        posted.push(body);
        data = { ...saved, printer_setting_model: body.printer_model };
      }
      return new Response(JSON.stringify({ meta: { code: 200, error: 0, message: "Printer berhasil disimpan" }, data }), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Printer Setting: Model Printer", () => {
  it("shows the saved model, offers generic first, and saves the model chosen", async () => {
    renderWithProviders(<PrinterSettingModal opened onClose={() => {}} />);
    const user = userEvent.setup({ delay: null });
    const model = await screen.findByRole("combobox", { name: "Model Printer" });
    expect(model).toHaveValue("Epson TM-T88VI");

    await user.click(model);
    const options = within(screen.getByRole("listbox")).getAllByRole("option");
    expect(options[0]).toHaveTextContent("Umum (ESC/POS)");
    await user.click(screen.getByRole("option", { name: "Xprinter XP-N160II" }));
    expect(model).toHaveValue("Xprinter XP-N160II");

    await user.click(screen.getByTestId("printer-save"));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ printer_id: 3, printer_location: "kasir", printer_model: "xprinter-xp-n160ii" });
  });

  it("does not offer a model for an android printer, which prints a picture", async () => {
    renderWithProviders(<PrinterSettingModal opened onClose={() => {}} />);
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole("combobox", { name: "Model Printer" })).toBeInTheDocument();
    await user.click(screen.getByRole("combobox", { name: "Tipe Koneksi" }));
    await user.click(screen.getByRole("option", { name: "android-image" }));
    expect(screen.queryByRole("combobox", { name: "Model Printer" })).toBeNull();
  });

  it("shows this device's printer disabled, with the reason, where the browser may not use a printer (no HTTPS)", async () => {
    vi.stubGlobal("isSecureContext", false);
    renderWithProviders(<PrinterSettingModal opened onClose={() => {}} />);
    const user = userEvent.setup({ delay: null });
    const type = await screen.findByRole("combobox", { name: "Tipe Koneksi" });
    expect(screen.getByText(/Butuh HTTPS — buka lewat alamat https \(lihat Tambah Perangkat\)/)).toBeInTheDocument();
    await user.click(type);
    const option = screen.getByRole("option", { name: "Printer perangkat ini" });
    expect(option).toHaveAttribute("data-combobox-disabled", "true");
  });
});
