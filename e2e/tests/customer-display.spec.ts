/**
 * The customer-facing display (/layar-pelanggan) on a second device: the cashier opens Layar
 * Pelanggan on the till, the display types the code the till shows and is paired; then it shows the
 * till's bill as the cashier adds lines (no reload, no tap on the display), the total to pay when
 * the cashier opens Bayar, and after a cash payment "Terima kasih" with the till's change; Putuskan
 * on the till sends the display back to the pairing form.
 * Pictures: the till's pairing dialog (tablet, phone) and the display at 1280×800, 800×1280, 390×844.
 */
import type { Page } from "@playwright/test";
import { addMenu, openPay } from "../steps/cashier.ts";
import { expect, test, uniqueBoss } from "../steps/fixtures.ts";
import { signInAt } from "../steps/session.ts";
import { PHONE, shot, TABLET } from "../steps/shots.ts";

const PORTRAIT_TABLET = { width: 800, height: 1280 };

/** The display at each size the stalls use, pictured as `customer-display-<name>-<size>`. */
async function shootAllSizes(display: Page, name: string): Promise<void> {
  for (const [size, viewport] of [
    ["1280x800", TABLET],
    ["800x1280", PORTRAIT_TABLET],
    ["390x844", PHONE],
  ] as const) {
    await display.setViewportSize(viewport);
    await shot(display, `customer-display-${name}-${size}`);
  }
  await display.setViewportSize(TABLET);
}

test("a display paired with the till's code shows the bill live, the total to pay, then Terima kasih and the change", async ({
  browser,
  stall,
}) => {
  const order = await stall.openOrder(uniqueBoss("Layar"), ["Es Teh Manis"]);
  const till = await signInAt(browser, "kasir@demo.test", "/dashboard");

  // The till: Layar Pelanggan shows a 6-digit code.
  await till.getByTestId("user-menu").click();
  await till.getByTestId("menu-layar-pelanggan").click();
  const codeBox = till.getByTestId("display-code");
  await expect(codeBox).toHaveAttribute("data-code", /^\d{6}$/);
  const code = (await codeBox.getAttribute("data-code")) ?? "";
  await shot(till, "customer-display-till-code-1280x800");
  await till.setViewportSize(PHONE);
  await shot(till, "customer-display-till-code-390x844");
  await till.setViewportSize(TABLET);

  // The display: a device of its own, no login; a wrong code is refused, the till's code pairs it.
  const display = await (await browser.newContext({ viewport: TABLET })).newPage();
  await display.goto("/layar-pelanggan");
  const firstDigit = display.getByTestId("display-pair-code").locator("input").first();
  await expect(firstDigit).toBeVisible();
  await shootAllSizes(display, "pair");
  await firstDigit.click();
  await display.keyboard.type(code === "000000" ? "000001" : "000000");
  await expect(display.getByTestId("display-pair-error")).toHaveText("Kode salah, kedaluwarsa atau sudah dipakai");
  await display.getByTestId("display-pair-code").locator("input").first().click();
  await display.keyboard.type(code);
  await expect(display.getByTestId("display-idle")).toBeVisible();
  await expect(display.getByTestId("display-outlet")).not.toBeEmpty();
  await shootAllSizes(display, "idle");
  // The till sees it paired.
  await expect(till.getByTestId("display-paired")).toBeVisible();
  await shot(till, "customer-display-till-paired-1280x800");
  await till.getByTestId("display-modal-close").click();

  // The cashier opens the bill: the display shows its line; each line added appears there without a reload.
  await till.goto(`/order/${order.id}`);
  await expect(display.getByTestId("display-line-name")).toHaveText(["Es Teh Manis"]);
  await addMenu(till, "Ayam Bakar");
  await addMenu(till, "Es Teh Manis");
  // A second Es Teh Manis (not yet sent to the kitchen) is one more unit on its line.
  await expect(display.getByTestId("display-line-name")).toHaveText(["Es Teh Manis", "Ayam Bakar"]);
  await expect(display.getByTestId("display-line-qty")).toHaveText(["2×", "1×"]);
  await expect(display.getByTestId("display-total")).toBeVisible();
  await shootAllSizes(display, "order");

  // Bayar → Cash: the display shows the total to pay, the same as the till's.
  await openPay(till);
  await till.getByTestId("pay-cash").click();
  const total = (await till.getByTestId("cash-total").textContent())?.replace(/\s+/g, " ").trim() ?? "";
  await expect(display.getByTestId("display-payment")).toBeVisible();
  await expect(display.getByTestId("display-total-amount")).toHaveText(total);
  await shootAllSizes(display, "payment");

  // Paid with Rp100.000: Terima kasih and the change the till shows.
  await till.getByTestId("quick-cash-100000").click();
  await till.getByTestId("cash-pay").click();
  const change = till.getByTestId("change-amount");
  await expect(change).toBeVisible();
  await expect(display.getByTestId("display-thanks")).toContainText("Terima kasih");
  await expect(display.getByTestId("display-change")).toHaveText(((await change.textContent()) ?? "").replace(/\s+/g, " ").trim());
  await shootAllSizes(display, "thanks");

  // The cashier is done: the display keeps Terima kasih (it goes back to idle by itself).
  await till.getByTestId("change-done").click();
  await expect(till).not.toHaveURL(/\/order\//);
  await expect(display.getByTestId("display-thanks")).toBeVisible();

  // Putuskan on the till: the display is back at the pairing form at once.
  await till.getByTestId("user-menu").click();
  await till.getByTestId("menu-layar-pelanggan").click();
  await till.getByTestId("display-disconnect").click();
  await expect(till.getByTestId("display-not-paired")).toHaveText("Layar diputuskan");
  await expect(display.getByTestId("display-pair-code")).toBeVisible();
});
