/**
 * Every screen built so far, at tablet size (1280×800) and, for the screens waiters carry, phone
 * size (390×844): each must show its key content; a screenshot of each is saved for people to look
 * at (SCREENSHOT_DIR, default <tmp>/waroeng-screens). Each test opens its own orders.
 */
import { expect } from "@playwright/test";
import { apiLogin, ensureCashOpen } from "../steps/api.ts";
import { openPay } from "../steps/cashier.ts";
import { test, uniqueBoss } from "../steps/fixtures.ts";
import { signInAt } from "../steps/session.ts";
import { PHONE, shot, TABLET } from "../steps/shots.ts";
import { tableCard } from "../steps/tables.ts";

const DISHES = ["Ayam Penyet", "Sambal Bawang", "Nasi Uduk", "Es Jeruk"];

test("login", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByTestId("login-submit")).toBeVisible();
  await shot(page, "login-tablet");
  // The form's rules arrive after the screen (their own chunk) and still check an empty form before any call.
  let calls = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/login")) {
      calls++;
    }
  });
  await page.getByTestId("login-submit").click();
  await expect(page.getByText("Email harus diisi!")).toBeVisible();
  await expect(page.getByText("Kata sandi harus diisi!")).toBeVisible();
  expect(calls).toBe(0);
});

test("cashier screens at tablet size", async ({ browser, stall }) => {
  const boss = uniqueBoss("Ibu Tuti");
  const { id, table } = await stall.openOrder(boss, DISHES);
  await stall.kasir.get(`m-transaction-meja/set-production/${id}`);
  const kasir = await signInAt(browser, "kasir@demo.test", "/modal", TABLET);
  await expect(kasir.getByText("Form Saldo Awal Kasir")).toBeVisible();
  await shot(kasir, "modal-tablet");

  await kasir.goto("/dashboard");
  await expect(tableCard(kasir, table)).toContainText(boss);
  await shot(kasir, "dashboard-tablet");
  await tableCard(kasir, await stall.freeTable()).click();
  await expect(kasir.getByText("Input Info Nota Dine In")).toBeVisible();
  await shot(kasir, "note-form-tablet");
  await kasir.getByTestId("note-cancel").click();

  await tableCard(kasir, table).click();
  await kasir.getByTestId("choice-view").click();
  await expect(kasir.getByTestId("badge-k")).toHaveCount(DISHES.length);
  await shot(kasir, "order-tablet");
  await openPay(kasir);
  await kasir.getByTestId("pay-cash").click();
  await expect(kasir.getByTestId("cash-total")).toBeVisible();
  await shot(kasir, "pay-cash-tablet");
  await kasir.getByTestId("cash-amount").pressSequentially("1234567890123");
  await expect(kasir.getByText("Maksimal Rp 999.999.999")).toBeVisible();
  await shot(kasir, "pay-cash-too-large-tablet");

  await kasir.goto("/online-order");
  await expect(kasir.getByText("DINE IN")).toBeVisible();
  await shot(kasir, "online-order-tablet");
  await kasir.goto("/history");
  await expect(kasir.getByText("Pilih transaksi detil!")).toBeVisible();
  await shot(kasir, "history-tablet");
});

test("kitchen screens at tablet and phone size", async ({ browser, stall }) => {
  const boss = uniqueBoss("Ibu Tuti");
  const { id } = await stall.openOrder(boss, DISHES);
  await stall.kasir.get(`m-transaction-meja/set-production/${id}`);
  for (const [size, viewport] of [
    ["tablet", TABLET],
    ["phone", PHONE],
  ] as const) {
    const dapur = await signInAt(browser, "dapur@demo.test", "/hal-tata/dine_in", viewport);
    const badge = dapur.getByTestId("nota-badge").filter({ hasText: boss }).first();
    await expect(badge).toBeVisible();
    await shot(dapur, `hal-tata-${size}`);
    await badge.click();
    await expect(dapur.getByTestId("dish-row")).toHaveCount(DISHES.length);
    await shot(dapur, `hal-tata-dishes-${size}`);
  }
});

test("waiter screens at phone and tablet size", async ({ browser, request, stall }) => {
  await ensureCashOpen(await apiLogin(request, "wbd@demo.test"));
  const boss = uniqueBoss("Ibu Tuti");
  const { id } = await stall.openOrder(boss, DISHES);
  await stall.kasir.get(`m-transaction-meja/set-production/${id}`);
  const takeAway = await stall.openOrder(uniqueBoss("Mas Eko"), ["Bawal Goreng"], "Bungkus");
  for (const [size, viewport] of [
    ["phone", PHONE],
    ["tablet", TABLET],
  ] as const) {
    const pelayan = await signInAt(browser, "pelayan@demo.test", "/ambil-landing", viewport);
    await expect(pelayan.getByTestId("ambil-card-makan")).toBeVisible();
    await shot(pelayan, `ambil-landing-${size}`);
    await pelayan.getByTestId("ambil-card-makan").click();
    await expect(pelayan.getByTestId("pickup-card").filter({ hasText: boss })).toBeVisible();
    await shot(pelayan, `hal-ambil-${size}`);

    const wbd = await signInAt(browser, "wbd@demo.test", "/dashboard", viewport);
    await expect(tableCard(wbd, takeAway.table)).toContainText(takeAway.customer);
    await shot(wbd, `dashboard-wbd-${size}`);
  }
});
