/** Split-bill steps (/order/split-menu/{id}): move units, pay the split bill, finish the receipt modal. */
import { expect, type Page } from "@playwright/test";
import { waitForAnimations } from "./shots.ts";

/** From the order screen: SPLIT → the split screen with nothing moved yet. */
export async function openSplit(page: Page, orderId: number): Promise<void> {
  await page.getByTestId("btn-split").click();
  await expect(page).toHaveURL(new RegExp(`/order/split-menu/${orderId}$`));
  await expect(page.getByTestId("split-right-empty")).toBeVisible();
  await expect(page.getByTestId("split-pay")).toBeDisabled();
}

/** Moves `qty` units of the left bill's line named `name` to the split bill, one tap per unit. */
export async function moveToSplit(page: Page, name: string, qty = 1): Promise<void> {
  const row = page.getByTestId("split-left").locator('[data-testid^="split-left-row-"]', { hasText: name }).first();
  for (let i = 0; i < qty; i++) {
    await row.locator('[data-testid^="split-move-right-"]').click();
  }
}

/** BAYAR → Cash → the exact total → Bayar Sekarang; the receipt modal shows the change. */
export async function paySplitCash(page: Page, total: string): Promise<void> {
  await page.getByTestId("split-pay").click();
  await page.getByTestId("pay-cash").click();
  await expect(page.getByTestId("cash-total")).toHaveText(total);
  await page.getByTestId("cash-amount").fill(total.replace(/\D/g, ""));
  await page.getByTestId("cash-pay").click();
  await expect(page.getByTestId("split-receipt-total")).toHaveText(total);
}

/** BAYAR → EDC → the bank's button; the receipt modal opens (no change for a card). */
export async function paySplitEdc(page: Page, total: string, bank: string): Promise<void> {
  await page.getByTestId("split-pay").click();
  await page.getByTestId("pay-edc").click();
  await expect(page.getByTestId("edc-total")).toHaveText(total);
  await page.getByRole("button", { name: bank }).click();
  // The EDC confirmation: the terminal's approval number, then pay.
  await page.getByTestId("edc-approval").fill("731904");
  await page.getByTestId("edc-confirm-pay").click();
  await expect(page.getByTestId("split-receipt-total")).toHaveText(total);
  await expect(page.getByTestId("split-receipt-change")).toHaveCount(0);
}

/** From the order screen: SPLIT → the split screen as the server holds it (moves kept). */
export async function reopenSplit(page: Page, orderId: number): Promise<void> {
  await page.goto(`/order/${orderId}`);
  await page.getByTestId("btn-split").click();
  await expect(page).toHaveURL(new RegExp(`/order/split-menu/${orderId}$`));
  await expect(page.getByTestId("split-totals")).toBeVisible();
}

/** The rows of one pane: "left" the original bill, "right" the sub-bill on screen. */
export function splitRows(page: Page, side: "left" | "right") {
  return page.getByTestId(`split-${side}`).locator(`[data-testid^="split-${side}-row-"]`);
}

/** Shows sub-bill S{part} on the right. */
export async function showPart(page: Page, part: number): Promise<void> {
  await page.getByTestId(`split-tab-${part}`).click();
  await expect(page.getByTestId(`split-tab-${part}`)).toHaveAttribute("data-variant", "filled");
}

/**
 * Every tap target on the split screen — buttons and the switches' tracks — is at least 44 × 44 px
 * (the move arrows were 31 × 30). Returns the ones that are smaller, named, for the assertion.
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  // Measured at rest: a dialog still closing over the screen, or one scaling in, is drawn smaller.
  await waitForAnimations(page);
  const targets = page.locator("main button:visible, main .mantine-Switch-track:visible");
  const small: string[] = [];
  for (const el of await targets.all()) {
    const box = await el.boundingBox();
    if (box && (box.width < 44 || box.height < 44)) {
      const name = (await el.getAttribute("data-testid")) ?? (await el.getAttribute("aria-label")) ?? (await el.textContent());
      small.push(`${name}: ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
  }
  return small;
}

/** Bagi rata: share `n`'s method chosen from its picker (e.g. "Cash", "EDC BCA"); cash `given` typed and left. */
export async function pickShare(page: Page, n: number, method: string, given?: string): Promise<void> {
  await page.getByTestId(`split-share-method-${n}`).click();
  await page.getByRole("option", { name: method, exact: true }).click();
  await expect(page.getByTestId(`split-share-method-${n}`)).toHaveValue(method);
  if (given !== undefined) {
    const field = page.getByTestId(`split-share-cash-${n}`);
    await field.fill(given);
    const kept = page.waitForResponse((r) => r.url().endsWith("/bagi-rata/share") && r.request().method() === "POST");
    await field.blur();
    await kept;
  }
}
