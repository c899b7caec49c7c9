/**
 * Every screen built so far, at tablet size (1280×800) and, for the screens waiters carry, phone
 * size (390×844): each must show its key content; a screenshot of each is saved for people to look
 * at (SCREENSHOT_DIR, default <tmp>/waroeng-screens).
 */
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { apiLogin, ensureCashOpen, openOrder } from "../steps/api.ts";
import { signIn } from "../steps/session.ts";

const dir = process.env.SCREENSHOT_DIR ?? path.join(os.tmpdir(), "waroeng-screens");
const TABLET = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Saves a screenshot once the page is idle and dialogs have finished fading in (Mantine: 200 ms). */
async function shot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(400);
  const dialog = (await page.getByRole("dialog").count()) > 0;
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: !dialog });
}

test.beforeAll(async ({ request }) => {
  const kasir = await apiLogin(request, "kasir@demo.test");
  await ensureCashOpen(kasir);
  const id = await openOrder(kasir, "Meja 6", "8001", "Ibu Tuti", ["Ayam Penyet", "Sambal Bawang", "Nasi Uduk", "Es Jeruk"]);
  await kasir.get(`m-transaction-meja/set-production/${id}`);
  await openOrder(kasir, "Bungkus 2", "8002", "Mas Eko", ["Bawal Goreng"]);
  await ensureCashOpen(await apiLogin(request, "wbd@demo.test"));
});

test("login", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByTestId("login-submit")).toBeVisible();
  await shot(page, "login-tablet");
});

test("cashier screens at tablet size", async ({ browser }) => {
  const kasir = await signIn(browser, "kasir@demo.test", TABLET);
  await kasir.goto("/modal");
  await expect(kasir.getByText("Form Saldo Awal Kasir")).toBeVisible();
  await shot(kasir, "modal-tablet");

  await kasir.goto("/dashboard");
  await expect(kasir.locator('[data-testid^="table-card-"]', { hasText: "Meja 6" }).first()).toContainText("Ibu Tuti");
  await shot(kasir, "dashboard-tablet");
  await kasir.locator('[data-testid^="table-card-"]', { hasText: "Meja 12" }).first().click();
  await expect(kasir.getByText("Input Info Nota Dine In")).toBeVisible();
  await shot(kasir, "note-form-tablet");
  await kasir.getByTestId("note-cancel").click();

  await kasir.locator('[data-testid^="table-card-"]', { hasText: "Meja 6" }).first().click();
  await kasir.getByTestId("choice-view").click();
  await expect(kasir.getByTestId("badge-k")).toHaveCount(4);
  await shot(kasir, "order-tablet");
  await kasir.getByTestId("btn-pay").click();
  await kasir.getByTestId("pay-cash").click();
  await expect(kasir.getByTestId("cash-total")).toBeVisible();
  await shot(kasir, "pay-cash-tablet");

  await kasir.goto("/online-order");
  await expect(kasir.getByText("DINE IN")).toBeVisible();
  await shot(kasir, "online-order-tablet");
  await kasir.goto("/history");
  await expect(kasir.getByText("Pilih transaksi detil!")).toBeVisible();
  await shot(kasir, "history-tablet");
});

test("kitchen screens at tablet and phone size", async ({ browser }) => {
  for (const [size, viewport] of [
    ["tablet", TABLET],
    ["phone", PHONE],
  ] as const) {
    const dapur = await signIn(browser, "dapur@demo.test", viewport);
    await dapur.goto("/hal-tata/dine_in");
    await expect(dapur.getByTestId("nota-badge").filter({ hasText: "Ibu Tuti" }).first()).toBeVisible();
    await shot(dapur, `hal-tata-${size}`);
    await dapur.getByTestId("nota-badge").filter({ hasText: "Ibu Tuti" }).first().click();
    await expect(dapur.getByTestId("dish-row")).toHaveCount(4);
    await shot(dapur, `hal-tata-dishes-${size}`);
  }
});

test("waiter screens at phone and tablet size", async ({ browser }) => {
  for (const [size, viewport] of [
    ["phone", PHONE],
    ["tablet", TABLET],
  ] as const) {
    const pelayan = await signIn(browser, "pelayan@demo.test", viewport);
    await pelayan.goto("/ambil-landing");
    await expect(pelayan.getByTestId("ambil-card-makan")).toBeVisible();
    await shot(pelayan, `ambil-landing-${size}`);
    await pelayan.getByTestId("ambil-card-makan").click();
    await expect(pelayan.getByTestId("pickup-card").filter({ hasText: "Ibu Tuti" })).toBeVisible();
    await shot(pelayan, `hal-ambil-${size}`);

    const wbd = await signIn(browser, "wbd@demo.test", viewport);
    await wbd.goto("/dashboard");
    await expect(wbd.locator('[data-testid^="table-card-"]', { hasText: "Bungkus 2" }).first()).toContainText("Mas Eko");
    await shot(wbd, `dashboard-wbd-${size}`);
  }
});
