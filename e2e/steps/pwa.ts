/**
 * Steps of the installable, Wi-Fi-proof client: a device whose service worker may run
 * (the config blocks it elsewhere), and the outbox's badge.
 */

import { type Browser, expect, type Page } from "@playwright/test";
import { homeFor, SCREEN_MSG } from "@waroeng/domain";
import { DEMO_PASSWORD } from "./session.ts";
import { storedSession } from "./stored-sessions.ts";

/**
 * Like signIn, on a device that lets the app's service worker run; waits until the worker controls
 * the page. A demo account opens with the run's stored session on its home screen; any other
 * account walks the login form.
 */
export async function signInWithWorker(browser: Browser, email: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const stored = storedSession(email);
  const context = await browser.newContext({ viewport, serviceWorkers: "allow", storageState: stored?.file });
  const page = await context.newPage();
  if (stored) {
    await page.goto(homeFor(stored.role));
    await waitForWorker(page);
    await expect(page).not.toHaveURL(/\/login/);
    return page;
  }
  await signInOnPage(page, email);
  return page;
}

/**
 * Walks the login form on `page` (its context's baseURL: any origin) with DEMO_PASSWORD, once the
 * app's service worker controls the login page.
 */
export async function signInOnPage(page: Page, email: string): Promise<void> {
  await page.goto("/login");
  await waitForWorker(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(SCREEN_MSG.PASSWORD, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByTestId("login-submit").click();
  await expect(page).not.toHaveURL(/\/login/);
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

/**
 * The query snapshot the app keeps on the device (IndexedDB `waroeng-cache`, store and key `queries`:
 * apps/web/src/lib/queryPersist.ts), as JSON text; "" while none is written. Never creates the
 * database (that would leave it without its store).
 */
export async function keptQueries(page: Page): Promise<string> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((d) => d.name === "waroeng-cache")) {
      return "";
    }
    return new Promise<string>((resolve) => {
      const open = indexedDB.open("waroeng-cache");
      open.onerror = () => resolve("");
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains("queries")) {
          db.close();
          resolve("");
          return;
        }
        const read = db.transaction("queries").objectStore("queries").get("queries");
        read.onsuccess = () => {
          db.close();
          resolve(read.result ? JSON.stringify(read.result) : "");
        };
        read.onerror = () => {
          db.close();
          resolve("");
        };
      };
    });
  });
}
