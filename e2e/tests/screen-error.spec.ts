/**
 * A screen that throws shows its own error boundary (Indonesian message, Muat Ulang / Kembali)
 * inside its layout: the navigation stays and the rest of the app keeps working. The
 * screens are made to throw by a reply of the wrong shape (an object where a list belongs), as a
 * broken or newer server could send.
 */
import { expect, type Page } from "@playwright/test";
import { test } from "../steps/fixtures.ts";
import { openDevice, signInAt } from "../steps/session.ts";
import { shot } from "../steps/shots.ts";

/** Answers `pattern` with HTTP 200 and this `data` (of the wrong shape). */
async function breakReply(page: Page, pattern: string, data: object): Promise<void> {
  await page.route(pattern, (route) => route.fulfill({ json: { meta: { code: 200, error: 0, message: "" }, data } }));
}

async function expectBoundary(page: Page): Promise<void> {
  const boundary = page.getByTestId("screen-error");
  await expect(boundary).toBeVisible();
  await expect(boundary).toContainText("Layar ini mengalami gangguan");
  await expect(boundary.getByTestId("screen-error-reload")).toHaveText("Muat Ulang");
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
}

test("cashier: a broken history screen keeps the top bar; the nav leads back to a working screen", async ({ browser, stall }) => {
  void stall;
  const kasir = await openDevice(browser, "kasir@demo.test");
  await breakReply(kasir, "**/api/transaksi/history", { unexpected: true });
  await kasir.goto("/history");
  await expectBoundary(kasir);
  await expect(kasir.getByTestId("nav-history")).toBeVisible();
  await shot(kasir, "screen-error-history-tablet");

  await kasir.getByRole("button", { name: "Waroeng POS" }).click();
  await expect(kasir).toHaveURL(/\/dashboard$/);
  await expect(kasir.getByTestId("page-title")).toHaveText("Daftar Transaksi");
  await expect(kasir.getByTestId("screen-error")).toHaveCount(0);
});

test("waiter phone: a broken pickup screen keeps the staff nav; Kembali returns to Layar Ambil", async ({ browser, stall }) => {
  void stall;
  const pelayan = await signInAt(browser, "pelayan@demo.test", "/ambil-landing", { width: 390, height: 844 });
  await expect(pelayan.getByTestId("ambil-card-makan")).toBeVisible();
  await breakReply(pelayan, "**/api/m-dish-status/ready-by-type**", { current_page: 1, last_page: 1, data: { unexpected: true } });
  await pelayan.getByTestId("ambil-card-makan").click();
  await expectBoundary(pelayan);
  await expect(pelayan.getByTestId("staff-burger")).toBeVisible();
  await shot(pelayan, "screen-error-pickup-phone");

  await pelayan.getByTestId("screen-error-back").click();
  await expect(pelayan).toHaveURL(/\/ambil-landing$/);
  await expect(pelayan.getByTestId("ambil-card-makan")).toBeVisible();
});
