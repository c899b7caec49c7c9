/** Staff steps: Hal Order (/odcr) and the staff order entry (/kitchen-order/{id}). */
import { expect, type Page } from "@playwright/test";

/** Opens Hal Order from the staff nav (the burger on a phone) and waits for its cards. */
export async function openHalOrder(page: Page): Promise<void> {
  await page.goto("/ambil-landing");
  const burger = page.getByTestId("staff-burger");
  if (await burger.isVisible()) {
    await burger.click();
  }
  await page.getByTestId("nav-hal-order").click();
  await expect(page).toHaveURL(/\/odcr$/);
  await expect(page.getByTestId("page-title")).toHaveText("Hal Order");
  await expect(page.getByTestId("section-staff")).toBeVisible();
}

/** Picks tables in the staff note form's multi-select, in order (the first is the main table). */
export async function pickTables(page: Page, tables: string[]): Promise<void> {
  const input = page.getByTestId("staff-note-tables");
  for (const name of tables) {
    await input.click();
    await page.getByRole("option", { name, exact: true }).click();
  }
  await page.keyboard.press("Escape");
}

/** Fills nota and Big Boss and saves the staff note form. */
export async function fillStaffNote(page: Page, note: { number: string; customer: string }): Promise<void> {
  await page.getByTestId("staff-note-number").fill(note.number);
  await page.getByTestId("staff-note-customer").fill(note.customer);
  await page.getByTestId("staff-note-submit").click();
}

/** The staff note form saved: lands on /kitchen-order/{id} (a phone shows the menu of a new order first); returns the id. */
export async function landsOnKitchenOrder(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/kitchen-order\/\d+$/);
  await expect(page.getByTestId("order-header").or(page.getByTestId("phone-switch"))).toBeVisible();
  return Number(page.url().split("/").pop());
}

/** The cart line of `name` on the order screen. */
export function cartLine(page: Page, name: string) {
  return page.locator('[data-testid^="cart-line-"]', { hasText: name });
}
