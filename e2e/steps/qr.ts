/** The guest's QR page (/{outlet}/qr/{token}) and the cashier's Online Order list steps. */
import { type Browser, expect, type Page } from "@playwright/test";
import type { ApiUser } from "./api.ts";
import { PHONE } from "./shots.ts";

/** The guest page's path of table `name`, from the QR sheet's call (as the printed QR holds it). */
export async function qrPathOf(kasir: ApiUser, name: string): Promise<string> {
  const rows = (await kasir.get("qr-token/list")).data as { m_meja_nama: string; path: string }[];
  const row = rows.find((r) => r.m_meja_nama === name);
  expect(row, `QR of ${name}`).toBeDefined();
  return (row as { path: string }).path;
}

/** A guest's phone (390×844) scanning the QR code at `path`. */
export async function openGuest(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await page.goto(path);
  await expect(page.getByTestId("qr-table")).toBeVisible();
  return page;
}

/** Taps Tambah on the menu item named `name` and waits for the shared cart to be saved. */
export async function guestAdd(page: Page, name: string): Promise<void> {
  const tile = page.locator('[data-testid^="qr-menu-"]').filter({ hasText: name }).first();
  const saved = page.waitForResponse((r) => r.url().includes("/cart") && r.request().method() === "PUT" && r.ok());
  await tile.getByRole("button").click();
  await saved;
}

/** The state badge of the guest's order `code` ("waiting", "cooking", "ready" …). */
export function guestState(page: Page, code: string) {
  return page.getByTestId(`qr-order-${code}`).getByTestId("qr-order-state");
}

/** Opens the cart, gives line `index` the note, the name, sends; returns the order code. */
export async function guestSend(page: Page, name: string, note?: { index: number; text: string }): Promise<string> {
  await page.getByTestId("qr-open-cart").click();
  if (note) {
    const saved = page.waitForResponse((r) => r.url().includes("/cart") && r.request().method() === "PUT" && r.ok());
    await page.getByTestId(`qr-note-${note.index}`).fill(note.text);
    await page.getByTestId("qr-name").click();
    await saved;
  }
  await page.getByTestId("qr-name").fill(name);
  const sent = page.waitForResponse((r) => r.url().includes("/send") && r.ok());
  await page.getByTestId("qr-send").click();
  const code = String((await (await sent).json()).data.tmp_online_code);
  await expect(page.getByTestId("qr-sent")).toContainText(code);
  return code;
}

/** On /online-order, opens the card of order `code` and taps TERIMA. */
export async function cashierOpenCard(page: Page, code: string): Promise<void> {
  await page.locator('[data-testid^="online-order-"]').filter({ hasText: code }).click();
  await expect(page.getByTestId("online-accept")).toBeVisible();
}
