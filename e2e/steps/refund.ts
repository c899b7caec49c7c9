/** Refund and search steps (payment §2.3–§2.5; foundations §2 Cari Transaksi, Nota search). */
import { expect, type Page } from "@playwright/test";

/** History → Cari → Cari Transaksi with `nota` and `date` (YYYY-MM-DD) → Cari; lands on /refund/{id}. */
export async function cariTransaksi(page: Page, nota: string, date: string, shotFn?: () => Promise<void>): Promise<void> {
  await page.getByTestId("nav-history").click();
  await page.getByTestId("nav-history-cari").click();
  await expect(page.getByTestId("cari-form")).toBeVisible();
  await page.getByTestId("cari-nota").fill(nota);
  await page.getByTestId("cari-date").fill(date);
  await shotFn?.();
  await page.getByTestId("cari-submit").click();
  await expect(page).toHaveURL(/\/refund\/\d+$/);
}

/** Moves one unit of `name` from the bill (left) to the refund list (right). */
export async function refundOne(page: Page, name: string): Promise<void> {
  await page.getByTestId("refund-left-line").filter({ hasText: name }).getByTestId("refund-left-action").click();
}

/** In the refund's approval dialog, the supervisor types their login and presses Setujui. */
export async function approveRefund(page: Page, email: string, password: string): Promise<void> {
  const dialog = page.getByTestId("refund-approval");
  await dialog.getByTestId("refund-approval-email").fill(email);
  await dialog.getByTestId("refund-approval-password").fill(password);
  await dialog.getByTestId("refund-approval-submit").click();
}
