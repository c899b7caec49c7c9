/** Kitchen preparation (/hal-tata/{type}) and pickup (/hal-ambil/{type}) steps (orders spec §2.1, §2.3). */
import { expect, type Page } from "@playwright/test";

/** On Hal Tata, opens the nota badge of `customer` and marks every dish ready. */
export async function markNotaReady(page: Page, type: "dine_in" | "take_away", customer: string, dishes: number): Promise<void> {
  await page.goto(`/hal-tata/${type}`);
  await page.getByTestId("group-notCompleted").getByTestId("nota-badge").filter({ hasText: customer }).first().click();
  const modal = page.getByTestId("dishes-modal");
  await expect(modal.getByTestId("dish-row")).toHaveCount(dishes);
  for (let i = 0; i < dishes; i++) {
    const notReady = modal.locator('[data-testid="dish-row"][data-ready="0"]').first();
    const done = page.waitForResponse((r) => r.url().includes("/api/m-dish-status/set-ready/") && r.ok());
    await notReady.getByTestId("dish-ready-toggle").click();
    await done;
  }
  await expect(modal.locator('[data-testid="dish-row"][data-ready="1"]')).toHaveCount(dishes);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("group-completed").getByTestId("nota-badge").filter({ hasText: customer })).toBeVisible();
}

/** On Hal Ambil, serves every ready dish of `customer`'s card, then taps Selesai. */
export async function serveAndFinish(page: Page, type: "makan" | "minum", customer: string, dishes: number): Promise<void> {
  await page.goto("/ambil-landing");
  await page.getByTestId(`ambil-card-${type}`).click();
  const card = page.getByTestId("pickup-card").filter({ hasText: customer });
  await expect(card.getByTestId("pickup-dish")).toHaveCount(dishes);
  await expect(card.getByTestId("pickup-selesai")).toHaveCount(0);
  for (let i = 0; i < dishes; i++) {
    const done = page.waitForResponse((r) => r.url().includes("/api/m-dish-status/set-served/") && r.ok());
    await card.locator('[data-testid="pickup-dish"]:not([data-state="served"])').first().getByTestId("pickup-dish-badge").click();
    await done;
  }
  await card.getByTestId("pickup-selesai").click();
  await expect(card).toHaveCount(0);
}
