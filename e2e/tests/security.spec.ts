/**
 * In the browser: the built app runs under its Content-Security-Policy with no violation,
 * on the HttpOnly session cookie alone (nothing secret in localStorage or readable by scripts), with
 * its live event stream, and logging out ends the session.
 */
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { SCREEN_MSG } from "@waroeng/domain";
import { apiLogin, ensureCashOpen } from "../steps/api.ts";
import { DEMO_PASSWORD } from "../steps/session.ts";

test.beforeAll(async ({ request }) => {
  await ensureCashOpen(await apiLogin(request, "kasir@demo.test"));
});

/** A device whose CSP violations and page errors are collected into `problems`. */
async function watchedDevice(context: BrowserContext, problems: string[]): Promise<Page> {
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const page = await context.newPage();
  page.on("console", (m) => {
    if (/content security policy|csp violation/i.test(m.text())) {
      problems.push(m.text());
    }
  });
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  return page;
}

async function signInOn(page: Page, email: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(SCREEN_MSG.PASSWORD, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByTestId("login-submit").click();
  await expect(page).not.toHaveURL(/\/login/);
}

test("the cashier app runs under its CSP on the HttpOnly cookie, with live events, until logout", async ({ browser }) => {
  const problems: string[] = [];
  const context = await browser.newContext();
  const page = await watchedDevice(context, problems);
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/events");
  await signInOn(page, "kasir@demo.test");
  expect((await stream).status()).toBe(200);

  const cookie = (await context.cookies()).find((c) => c.name === "waroeng_session");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api" });
  const stored = await page.evaluate(() => ({ entries: Object.entries(localStorage), cookies: document.cookie }));
  // Only who is signed in, and this device's random id once the print agent made it (it names the
  // device a printer is paired with; every call still needs the session): no credential.
  expect(
    stored.entries
      .map(([k]) => k)
      .filter((k) => k !== "device_id")
      .sort(),
  ).toEqual(["user_id", "user_name", "user_role"]);
  expect(JSON.stringify(stored.entries)).not.toContain(cookie?.value ?? "none");
  expect(stored.cookies).not.toContain("waroeng_session");

  await expect(page.getByText("Form Saldo Awal Kasir")).toBeVisible();
  await page.goto("/dashboard");
  await page.locator('[data-testid^="table-card-"]', { hasText: "Meja 12" }).first().click();
  await expect(page.getByText("Input Info Nota Dine In")).toBeVisible();
  await page.getByTestId("note-cancel").click();
  await page.goto("/online-order");
  await expect(page.getByText("DINE IN")).toBeVisible();
  await page.goto("/history");
  await expect(page.getByText("Pilih transaksi detil!")).toBeVisible();

  await page.goto("/");
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByTestId("user-menu").click();
  await page.getByTestId("menu-logout").click();
  await expect(page).toHaveURL(/\/login/);
  expect((await context.cookies()).find((c) => c.name === "waroeng_session")).toBeUndefined();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login/);
  expect(problems).toEqual([]);
  await context.close();
});

test("the kitchen and pickup screens run under the CSP", async ({ browser }) => {
  const problems: string[] = [];
  for (const [email, url, testId] of [
    ["dapur@demo.test", "/hal-tata/dine_in", "staff-user-menu"],
    ["pelayan@demo.test", "/ambil-landing", "ambil-card-makan"],
  ] as const) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await watchedDevice(context, problems);
    await signInOn(page, email);
    await page.goto(url);
    await expect(page.getByTestId(testId)).toBeVisible();
    await context.close();
  }
  expect(problems).toEqual([]);
});

test("a page the session cookie no longer opens sends the device to login", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInOn(page, "opp@demo.test");
  // the server forgets this device's session (as after expiry): the next check goes to login.
  // Leave the app first, so its own polling (which would also land on login) does not race the goto.
  await page.goto("about:blank");
  await context.clearCookies();
  await page.goto("/online-order");
  await expect(page).toHaveURL(/\/login/);
  await context.close();
});
