/** Line-action steps of the order screen (/order/{id}): a line's options menu and its popups. */
import { expect, type Page } from "@playwright/test";
import type { ApiUser } from "./api.ts";

/** The cart line of `name` (the `nth` one when the item has several lines). */
export function cartLine(page: Page, name: string, nth = 0) {
  return page.locator('[data-testid^="cart-line-"]', { hasText: name }).nth(nth);
}

/** Opens the options of `name`'s line and picks `kind` (note, qty, reduce, cancel, dishes, edit). */
export async function openLineAction(page: Page, name: string, kind: string, nth = 0): Promise<void> {
  await cartLine(page, name, nth).getByTestId("line-options").click();
  await page.getByTestId(`opt-${kind}`).click();
}

/** ORDER KE PRODUKSI through the API, as another device would. */
export async function sendOrder(user: ApiUser, orderId: number): Promise<void> {
  const res = await user.get(`m-transaction-meja/set-production/${orderId}`);
  expect(res.meta.code).toBe(202);
}

/** Waits for the reply of a line action (path under /api) to succeed. */
export function actionDone(page: Page, path: string) {
  return page.waitForResponse((r) => r.url().includes(`/api/${path}`) && r.request().method() === "POST" && r.ok());
}
