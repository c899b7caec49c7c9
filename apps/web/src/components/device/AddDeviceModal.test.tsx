/** Tambah Perangkat against a mocked GET /api/device-setup: which codes a new device scans. */
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DeviceSetup } from "../../api/deviceSetup.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { AddDeviceModal } from "./AddDeviceModal.tsx";

const CA: DeviceSetup = {
  https_enabled: true,
  https_port: 3443,
  http_port: 3000,
  lan_name: "waroeng.local",
  addresses: ["192.168.1.10"],
  https_url: "https://192.168.1.10:3443",
  setup_url: "http://192.168.1.10:3000/pasang",
  guest_url_base: "http://192.168.1.10:3000",
  ca_fingerprint_sha256: "AB:CD:EF:01",
  own_cert: false,
};

function replies(setup: DeviceSetup) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ meta: { code: 200, error: 0, message: "OK" }, data: setup })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Tambah Perangkat", () => {
  it("step 1 scans the setup page, step 2 the HTTPS address; the fingerprint and /pasang below", async () => {
    replies(CA);
    renderWithProviders(<AddDeviceModal onClose={() => undefined} />);
    expect(await screen.findByAltText("Kode QR: http://192.168.1.10:3000/pasang")).toHaveAttribute(
      "data-qr-text",
      "http://192.168.1.10:3000/pasang",
    );
    expect(screen.getByTestId("add-device-setup")).toHaveTextContent("1. Pasang sertifikat");
    expect(await screen.findByAltText("Kode QR: https://192.168.1.10:3443")).toHaveAttribute("data-qr-text", "https://192.168.1.10:3443");
    expect(screen.getByTestId("add-device-open")).toHaveTextContent("2. Buka aplikasi");
    expect(screen.getByTestId("ca-fingerprint")).toHaveTextContent("AB CD EF 01");
    expect(screen.getByTestId("add-device-setup-link")).toHaveAttribute("href", "/pasang");
  });

  it("with the owner's own certificate: only the HTTPS address, nothing to install", async () => {
    replies({ ...CA, own_cert: true, ca_fingerprint_sha256: null, https_url: "https://pos.example.id" });
    renderWithProviders(<AddDeviceModal onClose={() => undefined} />);
    expect(await screen.findByAltText("Kode QR: https://pos.example.id")).toBeVisible();
    expect(screen.queryByTestId("add-device-setup")).toBeNull();
    expect(screen.queryByTestId("ca-fingerprint")).toBeNull();
  });

  it("with HTTPS off: the plain address and a note", async () => {
    replies({ ...CA, https_enabled: false, https_port: null, https_url: null, ca_fingerprint_sha256: null });
    renderWithProviders(<AddDeviceModal onClose={() => undefined} />);
    expect(await screen.findByAltText("Kode QR: http://192.168.1.10:3000")).toBeVisible();
    expect(screen.getByTestId("add-device-https-off")).toHaveTextContent("HTTPS tidak aktif");
  });
});
