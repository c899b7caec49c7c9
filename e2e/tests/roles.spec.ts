/**
 * Role-based UI (foundations §6, payment spec §6): each demo role signs in on its own device
 * and sees only what the server allows it (the domain's matrix): the cashier nav, the user menu, the
 * MEJA card, the ORDER KE PRODUKSI and Bayar buttons, the staff links and nav. Opening a screen the
 * role may not use shows Akses DiTolak! / Hubungi Kacab/Asisten inside the layout, and a 403 from
 * the server is titled Akses DiTolak! too. Each role walks the login form (the landing after login is
 * checked). Screenshots go to SCREENSHOT_DIR.
 */
import { expect, type Page } from "@playwright/test";
import { apiLogin, ensureCashOpen } from "../steps/api.ts";
import { test, uniqueBoss } from "../steps/fixtures.ts";
import { signInByForm } from "../steps/session.ts";
import { PHONE, shot } from "../steps/shots.ts";

const CASHIER_NAV = ["nav-daftar-transaksi", "nav-ojol", "nav-online-order", "nav-buka-laci", "nav-kas-kasir", "nav-history"];

/** The cashier nav entries shown (of CASHIER_NAV), in order. */
async function cashierNav(page: Page): Promise<string[]> {
  await expect(page.getByTestId("user-menu")).toBeVisible();
  const shown: string[] = [];
  for (const id of CASHIER_NAV) {
    if (await page.getByTestId(id).isVisible()) {
      shown.push(id);
    }
  }
  return shown;
}

/** The user-menu entries shown. */
async function userMenu(page: Page): Promise<string[]> {
  await page.getByTestId("user-menu").click();
  const items = page.getByRole("menuitem");
  await expect(items.first()).toBeVisible();
  const ids = await items.evaluateAll((els) => els.map((e) => e.getAttribute("data-testid") ?? ""));
  await page.keyboard.press("Escape");
  return ids;
}

async function expectDenied(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const denied = page.getByTestId("access-denied");
  await expect(denied).toBeVisible();
  await expect(denied).toContainText("Akses DiTolak!");
  await expect(denied).toContainText("Hubungi Kacab/Asisten");
}

test("kasir sees the whole cashier area, MEJA, ORDER KE PRODUKSI and Bayar", async ({ browser, stall }) => {
  const { id } = await stall.openOrder(uniqueBoss("Pak Rudi"), ["Es Teh Manis"]);
  const kasir = await signInByForm(browser, "kasir@demo.test");
  await kasir.goto("/dashboard");
  expect(await cashierNav(kasir)).toEqual(CASHIER_NAV);
  expect(await userMenu(kasir)).toContain("menu-saldo-awal");
  await expect(kasir.getByTestId("section-meja")).toBeVisible();
  await kasir.goto(`/order/${id}`);
  await expect(kasir.getByTestId("btn-pay")).toBeVisible();
  await expect(kasir.getByTestId("btn-production")).toBeVisible();
});

test("opp takes orders but does not pay, open cash or read history", async ({ browser, stall }) => {
  const { id } = await stall.openOrder(uniqueBoss("Bu Ani"), ["Es Teh Manis"]);
  const opp = await signInByForm(browser, "opp@demo.test");
  await expect(opp).toHaveURL(/\/online-order$/);
  expect(await cashierNav(opp)).toEqual(["nav-daftar-transaksi", "nav-online-order"]);
  expect(await userMenu(opp)).not.toContain("menu-saldo-awal");
  await opp.goto(`/order/${id}`);
  await expect(opp.getByTestId("btn-production")).toBeVisible();
  await expect(opp.getByTestId("btn-save-order")).toBeVisible();
  await expect(opp.getByTestId("btn-pay")).toHaveCount(0);
  await shot(opp, "roles-opp-order-tablet");
  await expectDenied(opp, "/history");
  await expectDenied(opp, "/modal");
});

test("wbd pays but sees no MEJA, no Online Order and no ORDER KE PRODUKSI", async ({ browser, request, stall }) => {
  await ensureCashOpen(await apiLogin(request, "wbd@demo.test"));
  const { id } = await stall.openOrder(uniqueBoss("Mas Joko"), ["Bawal Goreng"], "Bungkus");
  const wbd = await signInByForm(browser, "wbd@demo.test", PHONE);
  await wbd.goto("/dashboard");
  await expect(wbd.getByTestId("section-bungkus")).toBeVisible();
  await expect(wbd.getByTestId("section-meja")).toHaveCount(0);
  await shot(wbd, "roles-wbd-dashboard-phone");
  await wbd.goto(`/order/${id}`);
  await expect(wbd.getByTestId("btn-pay")).toBeVisible();
  await expect(wbd.getByTestId("btn-production")).toHaveCount(0);
  await expectDenied(wbd, "/online-order");
  await shot(wbd, "roles-wbd-denied-phone");
});

test("dapur sees only the kitchen: cashier screens and Layar Ambil say Akses DiTolak!", async ({ browser }) => {
  const dapur = await signInByForm(browser, "dapur@demo.test");
  await expect(dapur).toHaveURL(/\/online-order$/);
  expect(await cashierNav(dapur)).toEqual(["nav-online-order"]);
  expect(await userMenu(dapur)).not.toContain("menu-saldo-awal");
  await expect(dapur.getByTestId("link-hal-tata-dine-in")).toBeVisible();
  await expect(dapur.getByTestId("link-layar-ambil")).toHaveCount(0);
  await shot(dapur, "roles-dapur-online-order-tablet");
  await expectDenied(dapur, "/dashboard");
  await shot(dapur, "roles-dapur-denied-dashboard-tablet");
  await dapur.getByTestId("access-denied-home").click();
  await expect(dapur).toHaveURL(/\/online-order$/);
  await dapur.goto("/hal-tata/dine_in");
  await expect(dapur.getByTestId("nav-hal-tata")).toBeVisible();
  await expect(dapur.getByTestId("nav-layar-ambil")).toHaveCount(0);
  await expect(dapur.getByTestId("access-denied")).toHaveCount(0);
  await shot(dapur, "roles-dapur-hal-tata-tablet");
  await expectDenied(dapur, "/ambil-landing");
  await expect(dapur.getByTestId("nav-hal-tata")).toBeVisible();
});

test("pelayan on a phone: Layar Ambil and orders, but no Hal Tata and no Bayar", async ({ browser, stall }) => {
  const { id } = await stall.openOrder(uniqueBoss("Kak Lia"), ["Es Teh Manis"]);
  const pelayan = await signInByForm(browser, "pelayan@demo.test", PHONE);
  await expect(pelayan).toHaveURL(/\/online-order$/);
  await expect(pelayan.getByTestId("link-layar-ambil")).toBeVisible();
  await expect(pelayan.getByTestId("link-hal-tata-dine-in")).toHaveCount(0);
  await shot(pelayan, "roles-pelayan-online-order-phone");
  await pelayan.goto(`/order/${id}`);
  await expect(pelayan.getByTestId("btn-production")).toBeVisible();
  await expect(pelayan.getByTestId("btn-pay")).toHaveCount(0);
  await expectDenied(pelayan, "/hal-tata/dine_in");
  await shot(pelayan, "roles-pelayan-denied-hal-tata-phone");
  await pelayan.goto("/ambil-landing");
  await expect(pelayan.getByTestId("ambil-card-makan")).toBeVisible();
});

test("kacab sees the cashier area and every staff link", async ({ browser }) => {
  const kacab = await signInByForm(browser, "kacab@demo.test");
  expect(await cashierNav(kacab)).toEqual(CASHIER_NAV);
  for (const link of ["link-hal-tata-dine-in", "link-hal-tata-take-away", "link-layar-ambil"]) {
    await expect(kacab.getByTestId(link)).toBeVisible();
  }
});
