/**
 * The device setup page against a mocked GET /api/device-setup (the shape the server's route
 * documents) and a mocked HTTPS ping: what a stall owner sees and where a trusting device goes.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DeviceSetup } from "../../api/deviceSetup.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { DeviceSetupPage } from "./DeviceSetupPage.tsx";
import { platformOf, trustedTarget } from "./deviceSetup.ts";

const FINGERPRINT = Array.from({ length: 32 }, (_, i) => (i * 7 + 16).toString(16).toUpperCase().padStart(2, "0")).join(":");

const CA: DeviceSetup = {
  https_enabled: true,
  https_port: 3443,
  http_port: 3000,
  lan_name: "waroeng.local",
  addresses: ["192.168.1.10"],
  https_url: "https://192.168.1.10:3443",
  setup_url: "http://192.168.1.10:3000/pasang",
  guest_url_base: "http://192.168.1.10:3000",
  ca_fingerprint_sha256: FINGERPRINT,
  own_cert: false,
};

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

let replace: ReturnType<typeof vi.fn>;

/** Answers GET /api/device-setup with `setup` and the HTTPS ping as a device that does (not) trust the CA. */
function server(setup: DeviceSetup, trusts: boolean) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith("/api/device-setup/ping")) {
      if (!trusts) {
        throw new TypeError("Failed to fetch");
      }
      return new Response(null, { status: 204 });
    }
    if (url.includes("/api/device-setup")) {
      return Response.json({ meta: { code: 200, error: 0, message: "OK" }, data: setup });
    }
    return new Response("not found", { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function userAgent(ua: string) {
  Object.defineProperty(navigator, "userAgent", { configurable: true, get: () => ua });
}

beforeEach(() => {
  replace = vi.fn();
  vi.stubGlobal("location", { ...window.location, origin: "http://192.168.1.10:3000", replace });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "userAgent");
  Reflect.deleteProperty(document, "visibilityState");
});

describe("/pasang", () => {
  it("shows an untrusting Android phone the download, Chrome's steps, the fingerprint and the HTTPS address's QR", async () => {
    userAgent(ANDROID);
    const fetchMock = server(CA, false);
    renderWithProviders(<DeviceSetupPage />);
    expect(await screen.findByTestId("trust-state")).toHaveAttribute("data-state", "checking");
    await waitFor(() => expect(screen.getByTestId("trust-state")).toHaveAttribute("data-state", "untrusted"));
    expect(fetchMock).toHaveBeenCalledWith("https://192.168.1.10:3443/api/device-setup/ping", expect.objectContaining({ mode: "cors" }));
    expect(screen.getByTestId("install-tabs")).toHaveAttribute("data-platform", "android");
    expect(screen.getByTestId("download-ca-android")).toHaveAttribute("href", "/ca.crt");
    expect(
      within(screen.getByTestId("steps-android")).getByText(/Enkripsi & kredensial → Instal sertifikat → Sertifikat CA/),
    ).toBeVisible();
    const rows = within(screen.getByTestId("ca-fingerprint")).getAllByText(/^([0-9A-F]{2} ){7}[0-9A-F]{2}$/);
    expect(rows.map((r) => r.textContent?.replace(/ /g, ":")).join(":")).toBe(FINGERPRINT);
    expect(await screen.findByAltText(`Kode QR: ${CA.https_url}`)).toHaveAttribute("data-qr-text", CA.https_url);
    expect(screen.getByTestId("setup-open-app")).toHaveAttribute("href", "https://192.168.1.10:3443/login");
    expect(replace).not.toHaveBeenCalled();
  });

  it("opens the iPhone's profile steps first on an iPhone", async () => {
    userAgent(IPHONE);
    server(CA, false);
    renderWithProviders(<DeviceSetupPage />);
    expect(await screen.findByTestId("install-tabs")).toHaveAttribute("data-platform", "ios");
    expect(screen.getByTestId("download-ca-ios")).toHaveAttribute("href", "/ca.crt");
    expect(within(screen.getByTestId("steps-ios")).getByText(/Pengaturan Kepercayaan Sertifikat/)).toBeVisible();
  });

  it("sends a device that already trusts the certificate on to the HTTPS login", async () => {
    server(CA, true);
    renderWithProviders(<DeviceSetupPage />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith("https://192.168.1.10:3443/login"));
    expect(screen.getByTestId("trust-state")).toHaveAttribute("data-state", "trusted");
  });

  it("asks again when the owner comes back from the phone's settings, and on Periksa lagi", async () => {
    const fetchMock = server(CA, false);
    renderWithProviders(<DeviceSetupPage />);
    await waitFor(() => expect(screen.getByTestId("trust-state")).toHaveAttribute("data-state", "untrusted"));
    const pings = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/ping")).length;
    expect(pings()).toBe(1);
    fireEvent.click(screen.getByTestId("trust-recheck"));
    await waitFor(() => expect(pings()).toBe(2));
    await waitFor(() => expect(screen.getByTestId("trust-state")).toHaveAttribute("data-state", "untrusted"));
    // The certificate got installed meanwhile; the page becomes visible again.
    server(CA, true);
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
    document.dispatchEvent(new Event("visibilitychange"));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("https://192.168.1.10:3443/login"));
  });

  it("with the owner's own certificate: nothing to install, straight to the HTTPS address", async () => {
    server({ ...CA, own_cert: true, ca_fingerprint_sha256: null, https_url: "https://pos.example.id" }, false);
    renderWithProviders(<DeviceSetupPage />);
    expect(await screen.findByTestId("setup-own-cert")).toHaveTextContent("Tidak ada yang perlu dipasang");
    expect(screen.queryByTestId("install-tabs")).toBeNull();
    expect(screen.queryByTestId("ca-fingerprint")).toBeNull();
    expect(screen.queryByText(/Pasang sertifikat komputer kasir/)).toBeNull();
    expect(screen.getByTestId("setup-open-app")).toHaveAttribute("href", "https://pos.example.id/login");
  });

  it("with HTTPS off: says so and installs nothing", async () => {
    server({ ...CA, https_enabled: false, https_port: null, https_url: null, ca_fingerprint_sha256: null }, false);
    renderWithProviders(<DeviceSetupPage />);
    expect(await screen.findByTestId("setup-https-off")).toHaveTextContent("HTTPS tidak aktif");
    expect(screen.queryByTestId("install-tabs")).toBeNull();
    expect(screen.queryByTestId("trust-state")).toBeNull();
  });
});

describe("platformOf", () => {
  it.each([
    [IPHONE, 5, "ios"],
    ["Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)", 5, "ios"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15", 5, "ios"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15", 0, "android"],
    [ANDROID, 5, "android"],
    ["Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0", 0, "android"],
  ] as const)("%s (%i touch points) → %s", (ua, touch, expected) => {
    expect(platformOf(ua, touch)).toBe(expected);
  });
});

describe("trustedTarget", () => {
  it("is the HTTPS login from the plain address, and nothing when already there", () => {
    expect(trustedTarget("https://192.168.1.10:3443", "http://192.168.1.10:3000")).toBe("https://192.168.1.10:3443/login");
    expect(trustedTarget("https://192.168.1.10:3443/", "https://192.168.1.10:3443")).toBeNull();
  });
});
