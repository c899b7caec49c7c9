/**
 * Every staff screen on a phone (390×844): nothing runs past the screen's width, the screen's
 * header stays in view, and every control a finger taps is at least 44 px on its smaller side
 * (the rule is written out in steps/targets.ts). Layar Ambil keeps its pager inside the screen and
 * drops a paid, fully served nota; Saldo Awal has the staff header (log out, language) even while
 * it loads. Pictures at phone and tablet size with SCREENSHOTS=1. Each test opens its own orders
 * (the `stall` fixture) and changes nothing outlet-wide, so the spec runs in the parallel project.
 * The cashier's tables at phone size get their axe audit here too, on the device already open
 * (the tours of tour-*.spec.ts audit the other screens).
 */
import type { Locator, Page } from "@playwright/test";
import { audit, expectTouchTarget } from "../steps/a11y.ts";
import { payOrder } from "../steps/api.ts";
import { expect, test, uniqueBoss } from "../steps/fixtures.ts";
import { screenId } from "../steps/production.ts";
import { openDevice, signInAt } from "../steps/session.ts";
import { boxAtRest, PHONE, SCREENSHOTS, settled, shot, shotLoading, TABLET } from "../steps/shots.ts";
import { describeTargets, smallTargets } from "../steps/targets.ts";

/** How far the page runs past the viewport's width, in px (0 when nothing does). */
async function overflowX(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Whether `locator`'s box lies inside the viewport's width (not cut off at either side). */
async function insideWidth(page: Page, locator: Locator): Promise<boolean> {
  const box = await boxAtRest(locator);
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width + 0.5;
}

/** On the open screen: no sideways scroll, every control ≥ 44 px (soft: one run lists every screen). */
async function checkScreen(page: Page, name: string): Promise<void> {
  await settled(page);
  await shot(page, `${name}-phone`);
  expect.soft(await overflowX(page), `${name} runs past the phone's width`).toBeLessThanOrEqual(0);
  const small = await smallTargets(page);
  expect.soft(small.length, `${name}: controls under 44 px\n${describeTargets(small)}`).toBe(0);
}

test("every staff screen at phone size: nothing cut off, every control at least 44 px", async ({ browser, stall }) => {
  const { id } = await stall.openOrder(uniqueBoss("Ibu Tuti"), ["Ayam Penyet", "Nasi Uduk", "Es Jeruk"]);
  await stall.kasir.get(`m-transaction-meja/set-production/${id}`);
  const layar = await screenId(stall.kasir, "Dapur");
  const screens: Array<[string, string]> = [
    ["/modal", "modal"],
    [`/order/${id}`, "order"],
    ["/odcr", "odcr"],
    [`/kitchen-order/${id}`, "kitchen-order"],
    ["/odcr-ojol", "odcr-ojol"],
    ["/pesan-aktif", "pesan-aktif"],
    ["/hal-tata/dine_in", "hal-tata"],
    ["/hal-tata/take_away", "hal-tata-take-away"],
    ["/ambil-landing", "ambil-landing"],
    ["/hal-ambil/makan", "hal-ambil"],
    ["/stock", "stock"],
    ["/stock?page=gagal-proses", "stock-gagal-proses"],
    ["/stock?page=menu-habis", "stock-menu-habis"],
    ["/stock?page=bungkusan", "stock-bungkusan"],
    ["/layar-produksi", "layar-produksi-list"],
    [`/layar-produksi/${layar}`, "layar-produksi"],
    ["/plotting", "plotting"],
  ];
  // The kasir may open every one of them (kitchen, pickup, orders and cash). First the tables, whose
  // navigation folds into a burger that must be a 44 px target.
  const phone = await signInAt(browser, "kasir@demo.test", "/dashboard", PHONE);
  await expectTouchTarget(phone.getByTestId("nav-burger"));
  await audit(phone, "a11y-dashboard-phone");
  for (const [path, name] of screens) {
    await phone.goto(path);
    await checkScreen(phone, name);
  }

  // The order screen's action buttons show their whole word (Bayar was cut to "Ba" beside PRINTBILL).
  await phone.goto(`/order/${id}`);
  await expect(phone.getByTestId("btn-pay")).toBeVisible();
  const cut = await phone
    .locator('[data-testid^="btn-"] .mantine-Button-label')
    .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent));
  expect(cut, "action buttons whose word is cut off").toEqual([]);

  // Layar Produksi on a phone: its header (title, sound switch, settings) in view, the halves one under the other.
  await phone.goto(`/layar-produksi/${layar}`);
  await expect(phone.getByTestId("production-title")).toHaveText("Layar Dapur");
  for (const part of ["production-title", "production-sound", "production-settings"]) {
    expect.soft(await insideWidth(phone, phone.getByTestId(part)), `${part} cut off`).toBe(true);
  }
  const left = await boxAtRest(phone.getByTestId("production-left"));
  const right = await phone.getByTestId("production-right").boundingBox();
  expect(left && right && right.y >= left.y + left.height - 1, "the right half sits under the left one").toBe(true);
  expect(left?.width ?? 0).toBeGreaterThan(300);

  if (SCREENSHOTS) {
    // The same device at tablet size (each screen loads afresh at that size).
    await phone.setViewportSize(TABLET);
    for (const [path, name] of screens) {
      await phone.goto(path);
      await shot(phone, `${name}-tablet`);
    }
  }
});

test("the back office at phone size: its lists and row buttons are 44 px targets too", async ({ browser }) => {
  const sections = ["outlet", "menu", "tables", "staff", "produksi", "metode-bayar", "jenis-transaksi", "voucher", "pecahan"];
  const owner = await signInAt(browser, "owner@demo.test", `/admin/${sections[0]}`, PHONE);
  for (const [i, section] of sections.entries()) {
    if (i > 0) {
      await owner.goto(`/admin/${section}`);
    }
    await expect(owner.getByTestId("admin-layout")).toBeVisible();
    await checkScreen(owner, `admin-${section}`);
  }
  // The section list folds into the burger on a phone.
  await expect(owner.getByTestId("admin-nav-staff")).not.toBeInViewport();
  await owner.getByTestId("admin-burger").click();
  await expect(owner.getByTestId("admin-nav-staff")).toBeInViewport();
  await owner.getByTestId("admin-nav-staff").click();
  await expect(owner).toHaveURL(/\/admin\/staff$/);
  if (SCREENSHOTS) {
    await owner.setViewportSize(TABLET);
    for (const section of sections) {
      await owner.goto(`/admin/${section}`);
      await shot(owner, `admin-${section}-tablet`);
    }
  }
});

test("Layar Ambil on a phone: the pager stays on the screen; a paid nota with every dish served leaves the list", async ({
  browser,
  stall,
}) => {
  const boss = uniqueBoss("Pak Joko");
  const order = await stall.openOrder(boss, ["Ayam Penyet"]);
  await stall.kasir.get(`m-transaction-meja/set-production/${order.id}`);
  const [dish] = (await stall.kasir.get(`m-dish-status/by-transaction/${order.id}`)).data as Array<{ m_dish_status_id: number }>;
  await stall.kasir.get(`m-dish-status/set-ready/${dish?.m_dish_status_id}`);

  const pelayan = await signInAt(browser, "pelayan@demo.test", "/hal-ambil/makan", PHONE);
  const card = pelayan.getByTestId("pickup-card").filter({ hasText: boss });
  await expect(card).toBeVisible();
  for (const part of ["page-prev", "page-next"]) {
    expect.soft(await insideWidth(pelayan, pelayan.getByTestId(part)), `${part} runs past the screen`).toBe(true);
  }
  const next = await boxAtRest(pelayan.getByTestId("page-next"));
  const cardBox = await card.boundingBox();
  expect(next && cardBox && next.x + next.width <= cardBox.x + cardBox.width + 0.5, "Berikutnya ends within the card's width").toBe(true);
  await expect(pelayan.getByTestId("page-next")).toHaveAccessibleName("Berikutnya");

  // Served, the open nota stays for its Selesai.
  await card.getByTestId("pickup-dish-badge").click();
  await expect(card.getByTestId("pickup-selesai")).toBeVisible();
  await shot(pelayan, "hal-ambil-served-phone");
  // Paid at the till: nothing left to take to the table, the card leaves without a reload.
  await payOrder(stall.kasir, order.id, 1);
  await expect(card).toHaveCount(0);
});

test("Saldo Awal has the staff header with the user menu, also while it loads", async ({ browser }) => {
  const kasir = await openDevice(browser, "kasir@demo.test", PHONE);
  // Hold the opening-cash load until the loading view has been checked.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await kasir.route("**/api/m-modal/get-modal*", async (route) => {
    await held;
    await route.continue();
  });
  await kasir.goto("/modal");
  await expect(kasir.getByTestId("modal-loading")).toBeVisible();
  await expect(kasir.getByTestId("staff-user-menu")).toBeVisible();
  await expect(kasir.getByText("Form Saldo Awal Kasir")).toBeVisible();
  await shotLoading(kasir, "modal-loading-phone");
  release();
  await expect(kasir.getByTestId("modal-total")).toBeVisible();
  await expect(kasir.getByTestId("modal-loading")).toHaveCount(0);
  await kasir.getByTestId("staff-user-menu").click();
  await expect(kasir.getByTestId("staff-menu-logout")).toBeVisible();
  await expect(kasir.getByTestId("language-en")).toBeVisible();
  await shot(kasir, "modal-user-menu-phone");
});
