/**
 * Login steps (foundations §2 Login). Each role works in its own browser context, as on its own
 * device. Demo accounts open with the run's stored session (stored-sessions.ts); a test that logs
 * out, switches outlet or checks the login itself walks the login form (`signInByForm`).
 */

import { type Browser, expect, type Page } from "@playwright/test";
import { homeFor, SCREEN_MSG } from "@waroeng/domain";
import { storedSession } from "./stored-sessions.ts";

export const DEMO_PASSWORD = "demo12345";

const TABLET = { width: 1280, height: 800 };

/**
 * Opens a fresh device (context) for `email`, signed in, on the role's home screen (`homeFor`: Saldo
 * Awal for kasir and wbd, the back office for the owner, else Online Order). A demo account shares
 * the run's stored session (no login form); any other account walks the form with DEMO_PASSWORD.
 */
export async function signIn(browser: Browser, email: string, viewport = TABLET, opts: { serviceWorkers?: "block" } = {}): Promise<Page> {
  const stored = storedSession(email);
  if (!stored) {
    return signInByForm(browser, email, viewport);
  }
  const context = await browser.newContext({ viewport, storageState: stored.file, ...opts });
  const page = await context.newPage();
  await page.goto(homeFor(stored.role));
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/**
 * `signIn` straight onto `path` (e.g. `/order/12`): the device opens there signed in, without
 * loading the role's home screen first. Use it whenever a test's first step on the device is a
 * `goto`: a home screen loaded only to be left costs a whole app start (bundle, data, live stream)
 * per device on a loaded box. Not for a test whose subject is the login or the home screen itself.
 */
export async function signInAt(browser: Browser, email: string, path: string, viewport = TABLET): Promise<Page> {
  const stored = storedSession(email);
  if (!stored) {
    const page = await signInByForm(browser, email, viewport);
    await page.goto(path);
    return page;
  }
  const context = await browser.newContext({ viewport, storageState: stored.file });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/**
 * A fresh device (context) of a demo account, signed in with the run's stored session, with a blank
 * page: nothing loaded yet. For a test that must set something up before the app's first load (a
 * `page.route` that holds a request); otherwise `signInAt`.
 * @throws Error when `email` is not a demo account (no stored session)
 */
export async function openDevice(browser: Browser, email: string, viewport = TABLET): Promise<Page> {
  const stored = storedSession(email);
  if (!stored) {
    throw new Error(`no stored session for ${email}`);
  }
  const context = await browser.newContext({ viewport, storageState: stored.file });
  return context.newPage();
}

/**
 * Signs `email` in through the login screen with DEMO_PASSWORD, on a device of its own with a new
 * session of its own: for tests that log out, end or move the session, or check the login itself.
 */
export async function signInByForm(browser: Browser, email: string, viewport = TABLET): Promise<Page> {
  return signInWith(browser, email, DEMO_PASSWORD, viewport);
}

/** Signs in through the login screen with the account's own password (an account the test created). */
export async function signInWith(browser: Browser, email: string, password: string, viewport = TABLET): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(SCREEN_MSG.PASSWORD, { exact: true }).fill(password);
  await page.getByTestId("login-submit").click();
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}
