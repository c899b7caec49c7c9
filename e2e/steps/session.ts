/** Login screen steps (foundations §2 Login). Each role works in its own browser context, as on its own device. */
import { type Browser, expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "demo12345";

/** Opens a fresh device (context) for `email` and signs in through the login screen. */
export async function signIn(browser: Browser, email: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  return signInWith(browser, email, DEMO_PASSWORD, viewport);
}

/** `signIn` with the account's own password (an account the test created). */
export async function signInWith(
  browser: Browser,
  email: string,
  password: string,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByTestId("login-submit").click();
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}
