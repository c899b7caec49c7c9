/**
 * Installable and Wi-Fi-proof: the web manifest and the service worker are valid (the
 * worker controls the page, a reload with the network gone still opens the app), the per-device
 * name shows in the header, taps made offline wait in the outbox (shown as pending) and reach the
 * server exactly once each when the network returns, and money actions are refused offline.
 * Screenshots of the offline/pending states go to $SCREENSHOT_DIR (pwa-*).
 */
import path from "node:path";
import { expect } from "@playwright/test";
import { A11Y_MSG, LIVE_MSG, MSG, OFFLINE_MSG } from "@waroeng/domain";
import { openPay } from "../steps/cashier.ts";
import { test, uniqueBoss } from "../steps/fixtures.ts";
import { keptQueries, signInWithWorker, units, waitForWorker } from "../steps/pwa.ts";
import { PHONE, SCREENSHOT_DIR, SCREENSHOTS, shot, TABLET } from "../steps/shots.ts";
import { tableCard } from "../steps/tables.ts";

test("the manifest is installable and the service worker controls the page and opens it offline", async ({ browser, stall }) => {
  const { table, nota, customer } = await stall.openOrder(uniqueBoss("Bu Reload"), ["Es Teh Manis"]);
  const occupied = new RegExp(`^${A11Y_MSG.tableCard(table, A11Y_MSG.tableOccupied(nota, customer, ""))}`);
  const page = await signInWithWorker(browser, "kasir@demo.test");
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(manifestHref).toBe("/manifest.webmanifest");
  const res = await page.request.get("/manifest.webmanifest");
  expect(res.headers()["content-type"]).toMatch(/application\/manifest\+json/);
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: "Waroeng POS",
    short_name: "Waroeng POS",
    start_url: "/",
    display: "standalone",
    theme_color: "#c2410c",
  });
  const sizes = (manifest.icons as { sizes: string; type: string; purpose?: string }[]).map((i) => `${i.sizes} ${i.purpose ?? "any"}`);
  expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  for (const icon of manifest.icons as { src: string }[]) {
    const png = await page.request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
  }
  const sw = await page.request.get("/sw.js");
  expect(sw.headers()["cache-control"]).toBe("no-cache");
  expect(sw.headers()["content-type"]).toMatch(/javascript/);

  // A reload with the Wi-Fi gone opens the app shell from the worker, on the same screen, under the banner.
  await page.goto("/dashboard");
  await waitForWorker(page);
  await expect(page.getByTestId("device-name")).toBeVisible();
  await expect(tableCard(page, table)).toHaveAccessibleName(occupied);
  // The screen's data is kept on the device at most once a second after it arrives: wait until the
  // kept copy (IndexedDB, apps/web/src/lib/queryPersist.ts) holds this order.
  await expect.poll(() => keptQueries(page), { timeout: 10_000 }).toContain(nota);
  await page.context().setOffline(true);
  await page.reload();
  // The reload did not fail (no browser error page): the worker answered with the app shell, which runs.
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page).toHaveTitle("Waroeng POS");
  // …on the same screen, for the device's known user, under the offline banner.
  await expect(page.getByTestId("device-name")).toBeVisible();
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  // …showing the tables as they were last seen (kept on the device) and since when, not an empty stall.
  await expect(tableCard(page, table)).toHaveAccessibleName(occupied);
  await expect(page.getByTestId("offline-banner")).toContainText(LIVE_MSG.offlineSince("##:##").split("##:##")[0] ?? "");
  await expect(page.getByText(MSG.CONNECTION_UNSTABLE)).toHaveCount(0);
  if (SCREENSHOTS) {
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "pwa-offline-reload-1280x800.png") });
  }
  await page.context().setOffline(false);
  await expect(page.getByTestId("offline-banner")).toHaveCount(0, { timeout: 20_000 });
});

test("the device name is set on the device and shown in the header; it stays after a reload", async ({ browser }) => {
  const page = await signInWithWorker(browser, "dapur@demo.test");
  await page.getByTestId("device-name").click();
  await page.getByTestId("device-name-input").fill("Dapur");
  await page.getByTestId("device-name-save").click();
  await expect(page.getByTestId("device-name")).toHaveText("Dapur");
  await page.reload();
  await expect(page.getByTestId("device-name")).toHaveText("Dapur");
});

test("10 add-menu taps offline wait as pending, then reach the server exactly once each", async ({ browser, stall }) => {
  const { id } = await stall.openOrder(uniqueBoss("Bu Outbox"), []);
  const page = await signInWithWorker(browser, "kasir@demo.test");
  await page.goto(`/order/${id}`);
  const card = page.locator('[data-testid^="menu-card-"]').first();
  await expect(card).toBeVisible();

  await page.context().setOffline(true);
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  for (let i = 1; i <= 10; i++) {
    await card.click();
    await expect(page.getByTestId("outbox-pending")).toHaveAccessibleName(`${i} menunggu koneksi`);
    await expect(page.getByTestId("outbox-pending")).toHaveText(`${i} menunggu koneksi`);
  }
  // Pending, never done: no error dialog, the cart has no line yet, and the server has nothing.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(units(await stall.kasir.get(`transaction-detail?tmp_transaction_detail_tmp_transaction_id=${id}`))).toBe(0);
  await shot(page, "pwa-pending-1280x800");
  await page.setViewportSize(PHONE);
  await shot(page, "pwa-pending-390x844");
  await page.setViewportSize(TABLET);

  await page.context().setOffline(false);
  await expect(page.getByTestId("outbox-pending")).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId("offline-banner")).toHaveCount(0, { timeout: 20_000 });
  expect(units(await stall.kasir.get(`transaction-detail?tmp_transaction_detail_tmp_transaction_id=${id}`))).toBe(10);
  // The screen refetched: its cart shows the 10 units the server holds.
  await expect(page.getByTestId("line-qty").first()).toHaveText("10");
});

test("the tap that finds the Wi-Fi drop (its replies lost) waits as pending, then counts exactly once", async ({ browser, stall }) => {
  const { id } = await stall.openOrder(uniqueBoss("Bu Putus"), []);
  const page = await signInWithWorker(browser, "kasir@demo.test");
  await page.goto(`/order/${id}`);
  const card = page.locator('[data-testid^="menu-card-"]').first();
  await expect(card).toBeVisible();
  // The device still believes it is online; every try of the tap reaches the server, but its reply is lost.
  let tries = 0;
  await page.route("**/api/m-transaction-meja/add-menu", async (route) => {
    tries += 1;
    await route.fetch();
    // The page may have given this try up already (its own time limit): then it is lost all the same.
    await route.abort("connectionreset").catch(() => undefined);
  });
  await card.click();
  await expect(page.getByTestId("outbox-pending")).toHaveText(OFFLINE_MSG.pending(1));
  expect(tries).toBeGreaterThanOrEqual(2);
  // Pending, never shown as done nor as an error.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Back online: a try still in the handler finishes (lost) before the next one gets through.
  await page.unrouteAll({ behavior: "wait" });
  await expect(page.getByTestId("outbox-pending")).toHaveCount(0, { timeout: 30_000 });
  // The server applied the tap once, however many times it arrived.
  expect(units(await stall.kasir.get(`transaction-detail?tmp_transaction_detail_tmp_transaction_id=${id}`))).toBe(1);
  await expect(page.getByTestId("line-qty").first()).toHaveText("1");
});

test("paying offline is refused with a clear message and never queued", async ({ browser, stall }) => {
  const { id } = await stall.openOrder(uniqueBoss("Bu Bayar"), ["Es Teh Manis"]);
  const page = await signInWithWorker(browser, "kasir@demo.test");
  await page.goto(`/order/${id}`);
  await openPay(page);
  await page.getByTestId("pay-cash").click();
  await expect(page.getByTestId("cash-pay")).toBeVisible();
  await page.context().setOffline(true);
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  await page.locator('[data-testid^="quick-cash-"]').first().click();
  await page.getByTestId("cash-pay").click();
  await expect(
    page.getByText(/Pembayaran, refund, buka laci, saldo awal dan tutup shift hanya bisa dilakukan saat terhubung/),
  ).toBeVisible();
  await expect(page.getByTestId("outbox-pending")).toHaveCount(0);
  await shot(page, "pwa-pay-refused-1280x800");
  await page.setViewportSize(PHONE);
  await shot(page, "pwa-pay-refused-390x844");
  await page.context().setOffline(false);
  // Nothing was paid: the order is still open on the server.
  const detail = await stall.kasir.get(`transaction-detail?tmp_transaction_detail_tmp_transaction_id=${id}`);
  expect(units(detail)).toBe(1);
});

test("a dish marked ready on Hal Tata offline waits as pending (not shown ready), then is ready on the server once back online", async ({
  browser,
  stall,
}) => {
  const boss = uniqueBoss("Bu Dapur");
  const order = await stall.openOrder(boss, ["Es Teh Manis", "Ayam Bakar"]);
  await stall.kasir.get(`m-transaction-meja/set-production/${order.id}`);
  const page = await signInWithWorker(browser, "dapur@demo.test");
  await page.goto("/hal-tata/dine_in");
  await page.getByTestId("group-notCompleted").getByTestId("nota-badge").filter({ hasText: boss }).first().click();
  const modal = page.getByTestId("dishes-modal");
  await expect(modal.getByTestId("dish-row")).toHaveCount(2);

  await page.context().setOffline(true);
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  await modal.locator('[data-testid="dish-row"][data-ready="0"]').first().getByTestId("dish-ready-toggle").click();
  await expect(page.getByTestId("outbox-pending")).toHaveText("1 menunggu koneksi");
  // Pending, never done: the dish is not shown ready.
  await expect(modal.locator('[data-testid="dish-row"][data-ready="1"]')).toHaveCount(0);
  await shot(page, "pwa-kitchen-pending-1280x800");

  await page.context().setOffline(false);
  await expect(page.getByTestId("outbox-pending")).toHaveCount(0, { timeout: 30_000 });
  await expect(modal.locator('[data-testid="dish-row"][data-ready="1"]')).toHaveCount(1, { timeout: 20_000 });
  const dishes = (await stall.kasir.get(`m-dish-status/by-transaction/${order.id}`)).data as { is_ready: number }[];
  expect(dishes.filter((d) => d.is_ready === 1)).toHaveLength(1);
});
