/**
 * QR orders, two devices: a guest on a phone scans table 5 and orders two items with a
 * note; the cashier's bell rings (the sound is requested) and the cashier accepts; the dishes reach
 * Hal Tata; the guest's page shows being cooked, then ready. Another guest orders for the occupied
 * table and the cashier adds it to the bill. Screenshots of every new screen (SCREENSHOT_DIR).
 */

import { expect, test, uniqueBoss } from "../steps/fixtures.ts";
import { markNotaReady } from "../steps/kitchen.ts";
import { cashierOpenCard, guestAdd, guestSend, guestState, openGuest, qrPathOf } from "../steps/qr.ts";
import { signIn, signInAt } from "../steps/session.ts";
import { boxAtRest, PHONE, shot, TABLET } from "../steps/shots.ts";

test("a QR order from table 5 reaches the kitchen; a second one is added to the bill", async ({ browser, stall }) => {
  const cashier = await signInAt(browser, "kasir@demo.test", "/online-order");
  await expect(cashier.getByTestId("online-dine-in")).toBeVisible();

  const guest = await openGuest(browser, await qrPathOf(stall.kasir, "Meja 5"));
  await shot(guest, "qr-guest-menu");
  await guestAdd(guest, "Ayam Bakar");
  await guestAdd(guest, "Es Teh Manis");
  const boss = uniqueBoss("Sari");
  const bell = cashier.waitForRequest((r) => r.url().endsWith("/sounds/bell.wav"));
  await guest.getByTestId("qr-open-cart").click();
  await guest.getByTestId("qr-name").fill(boss);
  // The cart shows what the till will bill: tax and service on top of the menu prices.
  await expect(guest.getByTestId("qr-tax")).toContainText("Pajak (10%)");
  await expect(guest.getByTestId("qr-service")).toContainText("Service Charge (5%)");
  const guestTotal = (await guest.getByTestId("qr-total").locator("p").last().textContent()) ?? "";
  expect(guestTotal).toMatch(/^Rp\s?\d/);
  await expect(guest.getByTestId("qr-send")).toContainText(guestTotal);
  // The ± buttons are thumb-sized (44 px).
  for (const button of ["qr-minus-0", "qr-plus-0"]) {
    const box = await boxAtRest(guest.getByTestId(button));
    expect(box && box.width >= 44 && box.height >= 44, `${button} ${JSON.stringify(box)}`).toBe(true);
  }
  await shot(guest, "qr-guest-cart");
  await guest.setViewportSize(TABLET);
  await shot(guest, "qr-guest-cart-tablet");
  await guest.setViewportSize(PHONE);
  await guest.keyboard.press("Escape");
  const code = await guestSend(guest, boss, { index: 0, text: "tidak pedas" });
  await shot(guest, "qr-guest-sent");
  await expect(guestState(guest, code)).toHaveAttribute("data-state", "waiting");

  // The cashier's bell: the sound is requested, the badge counts the order, the card shows by push.
  await bell;
  await expect(cashier.getByTestId("nav-online-order-badge")).toHaveText("1");
  const card = cashier.locator('[data-testid^="online-order-"]').filter({ hasText: code });
  await expect(card).toContainText("Meja 5");
  await expect(card).toContainText(boss);
  await shot(cashier, "qr-online-order-cards");

  // The bill's print page (the `struct` link of print-bill-online when no printer takes it), on a
  // tablet and a phone: the table, the guest, the dishes and the total, nothing queued.
  const tmpId = (await card.getAttribute("data-testid"))?.replace("online-order-", "");
  const billPage = await cashier.context().newPage();
  for (const [size, viewport] of [
    ["1280x800", TABLET],
    ["390x844", PHONE],
  ] as const) {
    await billPage.setViewportSize(viewport);
    await billPage.goto(`/cetak/bill-online/${tmpId}`);
    const bill = billPage.getByTestId("online-bill");
    await expect(bill).toContainText("Meja 5");
    await expect(bill).toContainText(boss);
    await expect(bill).toContainText("1 × Ayam Bakar");
    await expect(bill).toContainText("tidak pedas");
    await expect(billPage.getByTestId("online-bill-total")).toHaveText(/^Rp\s?\d/);
    await shot(billPage, `qr-online-bill-print-${size}`);
  }
  await billPage.close();
  await cashierOpenCard(cashier, code);
  await expect(cashier.getByTestId("online-order-items")).toContainText("tidak pedas");
  await shot(cashier, "qr-online-order-modal");
  await cashier.getByTestId("online-accept").click();
  await expect(cashier.getByTestId("accept-confirm-text")).toHaveText(`Menerima pesanan ${boss}`);
  await cashier.getByTestId("accept-confirm-yes").click();
  await expect(cashier).toHaveURL(/\/order\/\d+$/);
  const orderId = Number(cashier.url().split("/").pop());
  stall.track(orderId);
  // The till's bill is the total the guest saw before sending.
  await expect(cashier.getByTestId("total-total")).toHaveText(guestTotal);

  await expect(guestState(guest, code)).toHaveAttribute("data-state", "cooking");
  await shot(guest, "qr-guest-status-cooking");
  const kitchen = await signIn(browser, "dapur@demo.test");
  await markNotaReady(kitchen, "dine_in", boss, 2);
  await expect(guestState(guest, code)).toHaveAttribute("data-state", "ready");
  await shot(guest, "qr-guest-status-ready");

  // Another guest at the now occupied table 5: Tambahkan adds it to the open bill.
  const second = await openGuest(browser, await qrPathOf(stall.kasir, "Meja 5"));
  await guestAdd(second, "Es Teh Manis");
  const tono = uniqueBoss("Tono");
  const secondCode = await guestSend(second, tono);
  await cashier.goto("/online-order");
  await cashierOpenCard(cashier, secondCode);
  await cashier.getByTestId("online-accept").click();
  await expect(cashier.getByTestId("has-bill-text")).toHaveText("Terdapat pesanan di meja 5");
  await cashier.getByTestId("has-bill-move").click();
  await expect(cashier.getByTestId("move-table-save")).toBeDisabled();
  await cashier.getByTestId("move-table-select").click();
  await cashier.getByRole("option").first().click();
  await expect(cashier.getByTestId("move-table-save")).toBeEnabled();
  await shot(cashier, "qr-move-table-modal");
  await cashier.keyboard.press("Escape");
  await cashierOpenCard(cashier, secondCode);
  await cashier.getByTestId("online-accept").click();
  await cashier.getByTestId("has-bill-add").click();
  await cashier.getByTestId("accept-confirm-yes").click();
  await expect(cashier).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(guestState(second, secondCode)).toHaveAttribute("data-state", "cooking");
});

test("QR Meja from the user menu: a printable sheet with a QR code per table, Ganti QR rotates one", async ({ browser, stall }) => {
  const before = await qrPathOf(stall.kasir, "Meja 2");
  const cashier = await signIn(browser, "kasir@demo.test");
  // The box knows no LAN address here: its guest address is this computer's own (no phone can open it).
  const origin = new URL(cashier.url()).origin;
  await cashier.route("**/api/device-setup", (route) =>
    route.fulfill({ json: { meta: { code: 200, error: 0, message: "OK" }, data: { guest_url_base: origin, own_cert: false } } }),
  );
  await cashier.goto("/online-order");
  await cashier.getByTestId("user-menu").click();
  await cashier.getByTestId("menu-qr-meja").click();
  await expect(cashier).toHaveURL(/\/qr-meja$/);
  const card = cashier.locator('[data-testid^="qr-sheet-"]').filter({ hasText: "Meja 2" }).first();
  await expect(card.locator("img")).toBeVisible();
  // The sheet names the address its codes open; this one (127.0.0.1) no phone can open: a warning.
  await expect(cashier.getByTestId("qr-address")).toContainText(origin);
  await expect(cashier.getByTestId("qr-address-warning")).toContainText("HP tamu tidak bisa membuka alamat ini");
  await shot(cashier, "qr-sheet");
  await cashier.setViewportSize(PHONE);
  await shot(cashier, "qr-sheet-phone");
  await cashier.setViewportSize(TABLET);
  await card.getByRole("button").click();
  const rotated = cashier.waitForResponse((r) => r.url().includes("/api/qr-token/rotate/") && r.ok());
  await cashier.getByTestId("qr-rotate-yes").click();
  await rotated;
  expect(await qrPathOf(stall.kasir, "Meja 2")).not.toBe(before);
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(before);
  await expect(guest.getByTestId("qr-error")).toHaveText("QR meja tidak dikenal, minta QR baru ke kasir");
});
