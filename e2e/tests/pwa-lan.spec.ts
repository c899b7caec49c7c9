/**
 * Every device in the stall on a secure origin: a device on the stall's network (not `localhost`)
 * that installed the box's CA opens the app at https://waroeng.test:<port>, and there the app is a
 * secure context, its service worker runs, it is installable (manifest + worker: Chrome reports no
 * installability error), a reload with the Wi-Fi gone still opens it under the offline banner, and a
 * tap made offline reaches the server exactly once when the network returns.
 *
 * How a device is made here (no phone): the CA is fetched from /ca.crt, added with certutil to the
 * NSS database of a browser home of its own, and chromium maps waroeng.test to the loopback
 * (--host-resolver-rules). Certificate errors are never ignored: without the CA the page would not
 * load at all. The same page over plain http://waroeng.test has neither a worker nor a secure
 * context, so this test depends on the secure origin. Pictures: lan-offline-* (SCREENSHOTS=1).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type BrowserContext, chromium, type LaunchOptions, type Page } from "@playwright/test";
import { A11Y_MSG, OFFLINE_MSG } from "@waroeng/domain";
import { expect, test, uniqueBoss } from "../steps/fixtures.ts";
import { keptQueries, signInOnPage, units } from "../steps/pwa.ts";
import { currentServerPort, httpsPortOf, LAN_NAME } from "../steps/servers.ts";
import { PHONE, shot, TABLET } from "../steps/shots.ts";
import { tableCard } from "../steps/tables.ts";

let home = "";
let device: BrowserContext | undefined;

test.beforeEach(async ({ request }) => {
  // The CA as a device downloads it, over plain HTTP, into the certificate store of a browser home of its own.
  const ca = await request.get("/ca.crt");
  expect(ca.status()).toBe(200);
  expect(ca.headers()["content-type"]).toBe("application/x-x509-ca-cert");
  home = mkdtempSync(path.join(os.tmpdir(), "waroeng-device-"));
  const nssdb = path.join(home, ".pki/nssdb");
  mkdirSync(nssdb, { recursive: true });
  const caFile = path.join(home, "ca.crt");
  writeFileSync(caFile, await ca.body());
  execFileSync("certutil", ["-d", `sql:${nssdb}`, "-N", "--empty-password"]);
  execFileSync("certutil", ["-d", `sql:${nssdb}`, "-A", "-t", "C,,", "-n", "waroeng", "-i", caFile]);
});

test.afterEach(async () => {
  await device?.close();
  device = undefined;
  rmSync(home, { recursive: true, force: true });
});

/**
 * A device: chromium with that home (its CA), a profile of its own (not incognito, as a phone's
 * browser), waroeng.test mapped to the box, service workers allowed, on `baseURL`.
 */
async function openDevice(launchOptions: LaunchOptions, baseURL: string): Promise<Page> {
  device = await chromium.launchPersistentContext(path.join(home, "profile"), {
    ...launchOptions,
    env: { ...process.env, HOME: home },
    args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${LAN_NAME} 127.0.0.1`],
    viewport: TABLET,
    serviceWorkers: "allow",
    baseURL,
  });
  return device.pages()[0] ?? (await device.newPage());
}

/** What the page's own browser says about its origin. */
function origin(page: Page) {
  return page.evaluate(() => ({ secure: window.isSecureContext, worker: "serviceWorker" in navigator, href: location.origin }));
}

/** Chrome's reasons the page could not be installed (empty: installable). */
async function installabilityErrors(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  return installabilityErrors.map((e) => e.errorId);
}

test("on https://waroeng.test the app is installable, opens offline and replays a tap made offline once", async ({
  stall,
  launchOptions,
}) => {
  const https = `https://${LAN_NAME}:${httpsPortOf(currentServerPort())}`;
  const { id, table, nota, customer } = await stall.openOrder(uniqueBoss("Bu Lan"), ["Es Teh Manis"]);
  const occupied = new RegExp(`^${A11Y_MSG.tableCard(table, A11Y_MSG.tableOccupied(nota, customer, ""))}`);
  const page = await openDevice(launchOptions, https);
  await signInOnPage(page, "kasir@demo.test");
  expect(await origin(page)).toEqual({ secure: true, worker: true, href: https });
  // Installable: the manifest is linked and fetchable on this origin, the worker controls the page.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  const manifest = await page.evaluate(async () => {
    const res = await fetch("/manifest.webmanifest");
    return { status: res.status, type: res.headers.get("content-type"), body: (await res.json()) as { name: string; display: string } };
  });
  expect(manifest).toMatchObject({
    status: 200,
    type: expect.stringMatching(/manifest\+json/),
    body: { name: "Waroeng POS", display: "standalone" },
  });
  await expect.poll(() => installabilityErrors(page)).toEqual([]);

  // The Wi-Fi drops; a reload still opens the app (the worker's shell) on the tables as last seen, under the banner.
  await page.goto("/dashboard");
  await expect(tableCard(page, table)).toHaveAccessibleName(occupied);
  // The screen's data is kept on the device (IndexedDB) at most once a second: wait until it holds this order.
  await expect.poll(() => keptQueries(page), { timeout: 10_000 }).toContain(nota);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page).toHaveTitle("Waroeng POS");
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  await expect(tableCard(page, table)).toHaveAccessibleName(occupied);
  await shot(page, "lan-offline-1280x800");
  await page.setViewportSize(PHONE);
  await shot(page, "lan-offline-390x844");
  await page.setViewportSize(TABLET);
  await page.context().setOffline(false);
  await expect(page.getByTestId("offline-banner")).toHaveCount(0, { timeout: 20_000 });

  // A tap on the order made while the Wi-Fi is gone waits in the outbox…
  await page.goto(`/order/${id}`);
  const card = page.locator('[data-testid^="menu-card-"]').first();
  await expect(card).toBeVisible();
  await page.context().setOffline(true);
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  await card.click();
  await expect(page.getByTestId("outbox-pending")).toHaveText(OFFLINE_MSG.pending(1));
  const detail = `transaction-detail?tmp_transaction_detail_tmp_transaction_id=${id}`;
  expect(units(await stall.kasir.get(detail))).toBe(1);

  // …and lands exactly once when the network is back.
  await page.context().setOffline(false);
  await expect(page.getByTestId("outbox-pending")).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId("offline-banner")).toHaveCount(0, { timeout: 20_000 });
  expect(units(await stall.kasir.get(detail))).toBe(2);
});

test("the same page over plain http://waroeng.test has no worker and is not a secure context", async ({ launchOptions }) => {
  const http = `http://${LAN_NAME}:${currentServerPort()}`;
  const page = await openDevice(launchOptions, http);
  await page.goto("/login");
  await expect(page.getByTestId("login-submit")).toBeVisible();
  expect(await origin(page)).toEqual({ secure: false, worker: false, href: http });
  await expect.poll(() => installabilityErrors(page)).toContain("not-from-secure-origin");
});
