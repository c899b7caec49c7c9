/**
 * Steps of the installable, Wi-Fi-proof client (issue 16): a device whose service worker may run
 * (the config blocks it elsewhere), and the outbox's badge.
 */
import { type Browser, expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./session.ts";

/** Like signIn, on a device that lets the app's service worker run; waits until the worker controls the page. */
export async function signInWithWorker(browser: Browser, email: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport, serviceWorkers: "allow" });
  const page = await context.newPage();
  await page.goto("/login");
  await waitForWorker(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByTestId("login-submit").click();
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** Waits until a service worker is active and controls `page` (clientsClaim: no reload needed). */
export async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe("activated");
}

/** Sum of the units of an order's lines, read from the server. */
export function units(detail: { data: { qty: number }[] }): number {
  return detail.data.reduce((sum, l) => sum + l.qty, 0);
}
