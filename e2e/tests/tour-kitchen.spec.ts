/**
 * The kitchen's and the waiters' screens, toured once (as tour-cashier.spec.ts): each screen state
 * is loaded once per size and checked there for its key content, WCAG 2.2 AA (axe-core, steps/a11y.ts
 * `audit`), touch targets and its pictures (SCREENSHOTS=1). A screen's second size is the same device
 * resized and reloaded (steps/shots.ts `atSize`), not a new one. Waiter screens are audited at phone
 * size. Each test opens its own orders (the `stall` fixture).
 */
import { expect } from "@playwright/test";
import { audit, expectTouchTarget } from "../steps/a11y.ts";
import { apiLogin, ensureCashOpen } from "../steps/api.ts";
import { test, uniqueBoss } from "../steps/fixtures.ts";
import { screenId } from "../steps/production.ts";
import { signIn, signInAt } from "../steps/session.ts";
import { atSize, PHONE, shot, TABLET } from "../steps/shots.ts";
import { tableCard } from "../steps/tables.ts";

const DISHES = ["Ayam Penyet", "Sambal Bawang", "Nasi Uduk", "Es Jeruk"];

test("kitchen screens: Hal Tata at tablet and phone size, the high-contrast theme, stock and production screens", async ({
  browser,
  stall,
}) => {
  const boss = uniqueBoss("Ibu Tuti");
  const { id } = await stall.openOrder(boss, DISHES);
  await stall.kasir.get(`m-transaction-meja/set-production/${id}`);
  const dapur = await signInAt(browser, "dapur@demo.test", "/hal-tata/dine_in", TABLET);
  const badge = dapur.getByTestId("nota-badge").filter({ hasText: boss }).first();
  await expect(badge).toBeVisible();
  await audit(dapur, "a11y-hal-tata");
  await shot(dapur, "hal-tata-tablet");
  await badge.click();
  await expect(dapur.getByTestId("dish-row")).toHaveCount(DISHES.length);
  await audit(dapur, "a11y-hal-tata-dishes");
  await shot(dapur, "hal-tata-dishes-tablet");

  // The same screen on a phone.
  await atSize(dapur, PHONE);
  await expect(badge).toBeVisible();
  await shot(dapur, "hal-tata-phone");
  await badge.click();
  await expect(dapur.getByTestId("dish-row")).toHaveCount(DISHES.length);
  await shot(dapur, "hal-tata-dishes-phone");
  await atSize(dapur, TABLET);
  await expect(badge).toBeVisible();

  // The high-contrast kitchen theme: switched on here, kept by this device across a reload.
  await dapur.getByTestId("kitchen-contrast").click();
  await expect(dapur.getByTestId("hal-tata")).toHaveAttribute("data-kitchen-contrast", "1");
  await dapur.reload();
  await expect(dapur.getByTestId("hal-tata")).toHaveAttribute("data-kitchen-contrast", "1");
  await expect(badge).toBeVisible();
  await audit(dapur, "a11y-hal-tata-contrast");

  const layar = await screenId(stall.kasir, "Dapur");
  for (const [path, name] of [
    ["/plotting", "plotting"],
    ["/layar-produksi", "screen-picker"],
    [`/layar-produksi/${layar}`, "layar-produksi"],
    ["/stock", "stock-form"],
    ["/stock?page=menu-habis", "menu-habis"],
    ["/stock?page=gagal-proses", "gagal-proses"],
  ] as const) {
    await dapur.goto(path);
    await expect(dapur.locator("main, [data-testid=production-title]").first()).toBeVisible();
    await audit(dapur, `a11y-${name}`);
  }
  await dapur.goto(`/layar-produksi/${layar}`);
  await expect(dapur.getByTestId("layar-produksi")).toHaveAttribute("data-kitchen-contrast", "1");
  await audit(dapur, "a11y-layar-produksi-contrast");
});

test("waiter screens at phone size (axe) and tablet size; the take-away counter's tables", async ({ browser, request, stall }) => {
  await ensureCashOpen(await apiLogin(request, "wbd@demo.test"));
  const boss = uniqueBoss("Ibu Tuti");
  const { id } = await stall.openOrder(boss, DISHES);
  await stall.kasir.get(`m-transaction-meja/set-production/${id}`);
  const takeAway = await stall.openOrder(uniqueBoss("Mas Eko"), ["Bawal Goreng"], "Bungkus");

  // The waiter's home screen (Online Order), then Layar Ambil's landing and the pickup list.
  const pelayan = await signIn(browser, "pelayan@demo.test", PHONE);
  await audit(pelayan, "a11y-online-order-phone");
  await pelayan.goto("/ambil-landing");
  await expect(pelayan.getByTestId("ambil-card-makan")).toBeVisible();
  await audit(pelayan, "a11y-ambil-landing-phone");
  await shot(pelayan, "ambil-landing-phone");
  await expectTouchTarget(pelayan.getByTestId("staff-burger"));
  await pelayan.getByTestId("ambil-card-makan").click();
  await expect(pelayan).toHaveURL(/\/hal-ambil\/makan$/);
  await expect(pelayan.getByTestId("pickup-card").filter({ hasText: boss })).toBeVisible();
  await audit(pelayan, "a11y-hal-ambil-phone");
  await shot(pelayan, "hal-ambil-phone");
  await pelayan.getByTestId("staff-burger").click();
  await audit(pelayan, "a11y-staff-nav-phone");
  await pelayan.keyboard.press("Escape");

  await pelayan.goto("/odcr");
  await expect(pelayan.getByTestId("section-meja")).toBeVisible();
  await audit(pelayan, "a11y-odcr-phone");
  await pelayan.getByRole("button", { name: "Dewi Pelayan", exact: true }).click();
  await expect(pelayan.getByTestId("staff-note-form")).toBeVisible();
  await audit(pelayan, "a11y-staff-note-phone");
  await pelayan.keyboard.press("Escape");

  await pelayan.goto(`/kitchen-order/${id}`);
  await expect(pelayan.getByTestId("order-header").or(pelayan.getByTestId("phone-switch")).first()).toBeVisible();
  await audit(pelayan, "a11y-kitchen-order-phone");
  await pelayan.goto("/pesan-aktif");
  await expect(pelayan.getByRole("banner")).toBeVisible();
  await audit(pelayan, "a11y-pesan-aktif-phone");
  await pelayan.goto("/stock?page=bungkusan");
  await expect(pelayan.getByRole("banner")).toBeVisible();
  await audit(pelayan, "a11y-bungkusan-phone");

  // The same device at tablet size.
  await atSize(pelayan, TABLET, "/ambil-landing");
  await expect(pelayan.getByTestId("ambil-card-makan")).toBeVisible();
  await shot(pelayan, "ambil-landing-tablet");
  await pelayan.getByTestId("ambil-card-makan").click();
  await expect(pelayan.getByTestId("pickup-card").filter({ hasText: boss })).toBeVisible();
  await shot(pelayan, "hal-ambil-tablet");

  // The take-away counter (wbd) sees the take-away order on its tables, on a phone and on a tablet.
  const wbd = await signInAt(browser, "wbd@demo.test", "/dashboard", PHONE);
  await expect(tableCard(wbd, takeAway.table)).toContainText(takeAway.customer);
  await shot(wbd, "dashboard-wbd-phone");
  await atSize(wbd, TABLET);
  await expect(tableCard(wbd, takeAway.table)).toContainText(takeAway.customer);
  await shot(wbd, "dashboard-wbd-tablet");
});
