/**
 * Joining a phone or tablet: /pasang without a login (phone first, and on a laptop), the trust check
 * that sends a device already trusting the stall's certificate on to the HTTPS login, the Tambah
 * Perangkat dialog from the cashier's menu and from the back office, the table QR sheet pointing
 * guests at the plain-HTTP address, and the kitchen and pickup screens holding a screen wake lock.
 *
 * GET /api/device-setup is answered by the page's own route (its documented shape) with a LAN
 * address and an HTTPS origin that does not exist here (`waroeng.test`); the HTTPS ping is routed
 * too: aborted as a certificate the device does not trust would make it fail, or answered 204.
 * A QR code's text is read from its `data-qr-text` (the same string the image is drawn from).
 */
import type { Page } from "@playwright/test";
import { JOIN_MSG } from "@waroeng/domain";
import { audit, smallTapTargets } from "../steps/a11y.ts";
import { apiLogin, ensureCashOpen } from "../steps/api.ts";
import { expect, test } from "../steps/fixtures.ts";
import { currentServerPort } from "../steps/servers.ts";
import { openDevice } from "../steps/session.ts";
import { PHONE, shot, TABLET } from "../steps/shots.ts";

const ANDROID_UA = "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const FINGERPRINT = "3F:A1:9C:04:B7:58:E2:6D:11:C0:8A:F3:5B:92:47:DE:70:2C:E9:16:A4:3B:D8:65:0F:C7:81:5E:B2:49:F6:2A";
const HTTPS_URL = "https://waroeng.test:5443";

/** The reply GET /api/device-setup gives a device on the stall's LAN (docs/API.md "Device setup"). */
function lanSetup(overrides: Record<string, unknown> = {}) {
  const port = currentServerPort();
  return {
    https_enabled: true,
    https_port: 5443,
    http_port: port,
    lan_name: "waroeng.test",
    addresses: ["192.168.1.10"],
    https_url: HTTPS_URL,
    setup_url: `http://192.168.1.10:${port}/pasang`,
    guest_url_base: `http://192.168.1.10:${port}`,
    ca_fingerprint_sha256: FINGERPRINT,
    own_cert: false,
    ...overrides,
  };
}

/** Answers the page's GET /api/device-setup with `data`, and its HTTPS ping as a device that does (not) trust the CA. */
async function boxSays(page: Page, data: object, trusted: boolean): Promise<void> {
  await page.route("**/api/device-setup", (route) => route.fulfill({ json: { meta: { code: 200, error: 0, message: "OK" }, data } }));
  await page.route(`${HTTPS_URL}/api/device-setup/ping`, (route) =>
    trusted ? route.fulfill({ status: 204, headers: { "access-control-allow-origin": "*" } }) : route.abort("failed"),
  );
}

/** A new device that has signed in nowhere: no stored session. */
async function newDevice(browser: import("@playwright/test").Browser, viewport: typeof PHONE, userAgent: string): Promise<Page> {
  const context = await browser.newContext({ viewport, userAgent });
  return context.newPage();
}

test("/pasang without a login: the certificate, the steps of this phone, the fingerprint and the HTTPS address (390x844, 1280x800)", async ({
  browser,
}) => {
  const phone = await newDevice(browser, PHONE, ANDROID_UA);
  await boxSays(phone, lanSetup(), false);
  await phone.goto("/pasang");
  await expect(phone).toHaveURL(/\/pasang$/);
  await expect(phone.getByRole("heading", { name: JOIN_MSG.PAGE_TITLE })).toBeVisible();
  await expect(phone.getByTestId("trust-state")).toHaveAttribute("data-state", "untrusted");
  await expect(phone.getByTestId("install-tabs")).toHaveAttribute("data-platform", "android");
  await expect(phone.getByTestId("download-ca-android")).toHaveAttribute("href", "/ca.crt");
  await expect(phone.getByTestId("steps-android")).toContainText("Sertifikat CA");
  await expect(phone.getByTestId("ca-fingerprint")).toContainText("3F A1 9C 04 B7 58 E2 6D");
  const qr = phone.getByTestId("setup-address-qr");
  await expect(qr).toHaveAttribute("data-qr-text", HTTPS_URL);
  await expect(qr).toHaveAttribute("alt", JOIN_MSG.qrOf(HTTPS_URL));
  await expect(phone.getByTestId("setup-open-app")).toHaveAttribute("href", `${HTTPS_URL}/login`);
  // Nothing overflows a phone's width; every control is a finger's size; axe finds nothing serious.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await smallTapTargets(phone)).toEqual([]);
  await audit(phone, "pasang-android-390x844");
  await phone.setViewportSize(TABLET);
  await shot(phone, "pasang-1280x800");

  const iphone = await newDevice(browser, PHONE, IPHONE_UA);
  await boxSays(iphone, lanSetup(), false);
  await iphone.goto("/pasang");
  await expect(iphone.getByTestId("install-tabs")).toHaveAttribute("data-platform", "ios");
  await expect(iphone.getByTestId("steps-ios")).toContainText("Pengaturan Kepercayaan Sertifikat");
  await expect(iphone.getByTestId("download-ca-ios")).toHaveAttribute("href", "/ca.crt");
  await shot(iphone, "pasang-iphone-390x844");
  // A visitor's language choice stays on the device (no session to save it on).
  await iphone.getByTestId("language-switch").getByText("EN").click();
  await expect(iphone.getByRole("heading", { name: "Connect this phone" })).toBeVisible();
  await expect(iphone.getByTestId("download-ca-ios")).toHaveText("Download the profile");
  await expect(iphone).toHaveURL(/\/pasang$/);
  await shot(iphone, "pasang-iphone-en-390x844");
});

test("/pasang sends a device that already trusts the certificate on to the HTTPS login", async ({ browser }) => {
  const phone = await newDevice(browser, PHONE, ANDROID_UA);
  await boxSays(phone, lanSetup(), true);
  await phone.route(`${HTTPS_URL}/login`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>login</title><h1>Login over HTTPS</h1>" }),
  );
  await phone.goto("/pasang");
  await expect(phone).toHaveURL(`${HTTPS_URL}/login`);
  await expect(phone.getByRole("heading", { name: "Login over HTTPS" })).toBeVisible();
});

test("/pasang with the owner's own certificate and with HTTPS off: nothing to install", async ({ browser }) => {
  const phone = await newDevice(browser, PHONE, ANDROID_UA);
  await boxSays(phone, lanSetup({ own_cert: true, ca_fingerprint_sha256: null, https_url: "https://pos.example.id" }), false);
  await phone.goto("/pasang");
  await expect(phone.getByTestId("setup-own-cert")).toContainText(JOIN_MSG.OWN_CERT_TITLE);
  await expect(phone.getByTestId("setup-address-qr")).toHaveAttribute("data-qr-text", "https://pos.example.id");
  await expect(phone.getByTestId("install-tabs")).toHaveCount(0);
  await shot(phone, "pasang-own-cert-390x844");

  await phone.unrouteAll({ behavior: "ignoreErrors" });
  await boxSays(phone, lanSetup({ https_enabled: false, https_port: null, https_url: null, ca_fingerprint_sha256: null }), false);
  await phone.reload();
  await expect(phone.getByTestId("setup-https-off")).toContainText(JOIN_MSG.HTTPS_OFF_TITLE);
  await expect(phone.getByTestId("install-tabs")).toHaveCount(0);
});

/** Checks the open Tambah Perangkat dialog: step 1 the setup page, step 2 the HTTPS address, the fingerprint. */
async function dialogShowsBothCodes(page: Page): Promise<void> {
  const setup = lanSetup();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(JOIN_MSG.ADD_DEVICE);
  await expect(dialog.getByTestId("add-device-setup")).toContainText(JOIN_MSG.STEP_INSTALL);
  await expect(dialog.getByTestId("add-device-setup-qr")).toHaveAttribute("data-qr-text", setup.setup_url);
  await expect(dialog.getByTestId("add-device-open")).toContainText(JOIN_MSG.STEP_OPEN);
  await expect(dialog.getByTestId("add-device-open-qr")).toHaveAttribute("data-qr-text", HTTPS_URL);
  await expect(dialog.getByTestId("ca-fingerprint")).toContainText("3F A1 9C 04");
  await expect(dialog.getByTestId("add-device-setup-link")).toHaveAttribute("href", "/pasang");
}

test("Tambah Perangkat from the cashier's menu (1280x800, 390x844)", async ({ browser, request }) => {
  await ensureCashOpen(await apiLogin(request, "kasir@demo.test"));
  const cashier = await openDevice(browser, "kasir@demo.test");
  await boxSays(cashier, lanSetup(), false);
  await cashier.goto("/online-order");
  await cashier.getByTestId("user-menu").click();
  await cashier.getByTestId("menu-tambah-perangkat").click();
  await dialogShowsBothCodes(cashier);
  expect(await smallTapTargets(cashier)).toEqual([]);
  await audit(cashier, "tambah-perangkat-kasir-1280x800");
  await cashier.setViewportSize(PHONE);
  await shot(cashier, "tambah-perangkat-kasir-390x844");
  // The phone's user menu with its new entry, all of it on the screen.
  await cashier.keyboard.press("Escape");
  await expect(cashier.getByRole("dialog")).toHaveCount(0);
  await cashier.getByTestId("user-menu").click();
  await expect(cashier.getByTestId("menu-tambah-perangkat")).toBeInViewport();
  await expect(cashier.getByTestId("menu-logout")).toBeInViewport();
  await shot(cashier, "kasir-user-menu-390x844");
});

test("Tambah Perangkat from the back office (1280x800, 390x844)", async ({ browser }) => {
  const owner = await openDevice(browser, "owner@demo.test");
  await boxSays(owner, lanSetup(), false);
  await owner.goto("/admin/outlet");
  await owner.getByTestId("admin-add-device").click();
  await dialogShowsBothCodes(owner);
  await shot(owner, "tambah-perangkat-admin-1280x800");
  await owner.keyboard.press("Escape");
  await expect(owner.getByRole("dialog")).toHaveCount(0);
  // On a phone the entry sits in the burger's list.
  await owner.setViewportSize(PHONE);
  await owner.getByTestId("admin-burger").click();
  await owner.getByTestId("admin-add-device").click();
  await dialogShowsBothCodes(owner);
  await shot(owner, "tambah-perangkat-admin-390x844");
});

test("the table QR sheet points guests at the plain-HTTP LAN address, not the HTTPS origin they do not trust", async ({
  browser,
  request,
}) => {
  await ensureCashOpen(await apiLogin(request, "kasir@demo.test"));
  const cashier = await openDevice(browser, "kasir@demo.test");
  await boxSays(cashier, lanSetup(), false);
  await cashier.goto("/qr-meja");
  const guestBase = lanSetup().guest_url_base;
  await expect(cashier.getByTestId("qr-address")).toContainText(guestBase);
  await expect(cashier.getByTestId("qr-address-warning")).toHaveCount(0);
  const first = cashier.locator('[data-testid^="qr-sheet-"] img').first();
  await expect(first).toHaveAttribute("data-qr-text", new RegExp(`^${guestBase.replace(/\./g, "\\.")}/[^/]+/qr/`));
  await shot(cashier, "qr-sheet-lan-1280x800");
  await cashier.setViewportSize(PHONE);
  await shot(cashier, "qr-sheet-lan-390x844");
});

/** A fake `navigator.wakeLock` that counts the locks the page holds (`window.__wakeLocks`). */
async function fakeWakeLock(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { requested: 0, held: 0 };
    (window as unknown as { __wakeLocks: typeof state }).__wakeLocks = state;
    Object.defineProperty(navigator, "wakeLock", {
      configurable: true,
      value: {
        request: async () => {
          state.requested += 1;
          state.held += 1;
          const sentinel = {
            released: false,
            type: "screen",
            release: async () => {
              if (!sentinel.released) {
                sentinel.released = true;
                state.held -= 1;
              }
            },
          };
          return sentinel;
        },
      },
    });
  });
}

const heldLocks = (page: Page) => page.evaluate(() => (window as unknown as { __wakeLocks: { held: number } }).__wakeLocks.held);

test("the kitchen and pickup screens keep the screen awake while open and let go when left", async ({ browser }) => {
  const kitchen = await openDevice(browser, "dapur@demo.test");
  await fakeWakeLock(kitchen);
  await kitchen.goto("/hal-tata/dine_in");
  await expect.poll(() => heldLocks(kitchen)).toBe(1);
  await kitchen.goto("/layar-produksi");
  await expect.poll(() => heldLocks(kitchen)).toBe(0);
  await kitchen.getByTestId("screen-pick").first().click();
  await expect(kitchen).toHaveURL(/\/layar-produksi\/\d+$/);
  await expect.poll(() => heldLocks(kitchen)).toBe(1);
  // Leaving within the app (no reload) releases it.
  await kitchen.goBack();
  await expect(kitchen.getByTestId("screen-picker")).toBeVisible();
  await expect.poll(() => heldLocks(kitchen)).toBe(0);

  const pickup = await openDevice(browser, "pelayan@demo.test", PHONE);
  await fakeWakeLock(pickup);
  for (const path of ["/hal-ambil/makan", "/pesan-aktif"]) {
    await pickup.goto(path);
    await expect.poll(() => heldLocks(pickup)).toBe(1);
  }
  await pickup.goto("/ambil-landing");
  await expect.poll(() => heldLocks(pickup)).toBe(0);
});
