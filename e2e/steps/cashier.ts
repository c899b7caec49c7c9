/** Cashier steps: opening cash (/modal), the table list (/dashboard) and the order screen (/order/{id}). */
import { expect, type Page } from "@playwright/test";
import { tableCard } from "./tables.ts";

/** Counts `qty` notes of Rp100.000 and Rp50.000 on Saldo Awal and saves; lands on the table list. */
export async function openCash(page: Page, notes: { value: string; qty: number }[]): Promise<void> {
  await expect(page).toHaveURL(/\/modal$/);
  await expect(page.getByText("Form Saldo Awal Kasir")).toBeVisible();
  // An open session (the stall fixture opens one) is read-only until Edit: then its counts are corrected.
  await expect(page.getByTestId("modal-save").or(page.getByTestId("modal-edit"))).toBeVisible();
  if (await page.getByTestId("modal-edit").isVisible()) {
    await page.getByTestId("modal-edit").click();
  }
  // The notes given are the whole count: a row counted before (an earlier test's session) goes to 0.
  const wanted = new Map(notes.map((n) => [`denom-${n.value}-qty`, String(n.qty)]));
  for (const input of await page.locator('[data-testid^="denom-"][data-testid$="-qty"]').all()) {
    const testId = (await input.getAttribute("data-testid")) ?? "";
    await input.fill(wanted.get(testId) ?? "0");
  }
  await page.getByTestId("modal-save").click();
  // Saving asks for confirmation first.
  await page.getByTestId("modal-confirm-yes").click();
  // Saved: the confirmation shows the total and leads on to the table list.
  await expect(page.getByTestId("modal-saved-text")).toBeVisible();
  await page.getByTestId("modal-continue").click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("page-title")).toHaveText("Daftar Transaksi");
}

/** Taps a free dine-in table and fills "Input Info Nota Dine In"; lands on the order screen. */
export async function openDineIn(page: Page, tableName: string, note: { number: string; customer: string }): Promise<number> {
  await tableCard(page, tableName).click();
  await expect(page.getByText("Input Info Nota Dine In")).toBeVisible();
  await page.getByTestId("note-number").fill(note.number);
  await page.getByTestId("note-customer").fill(note.customer);
  await page.getByTestId("note-submit").click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  return Number(page.url().split("/").pop());
}

/** Taps a menu card once per unit (one unit per tap, as the cashier does). */
export async function addMenu(page: Page, name: string, qty = 1): Promise<void> {
  const card = page.locator('[data-testid^="menu-card-"]', { hasText: name }).first();
  for (let i = 0; i < qty; i++) {
    const added = page.waitForResponse((r) => r.url().includes("/api/m-transaction-meja/add-menu") && r.status() === 201);
    await card.click();
    await added;
  }
}

/** ORDER KE PRODUKSI → confirms "Pastikan lagi pesanan Sudah Benar!" → every line gets the K mark. */
export async function sendToProduction(page: Page, expectedLines: number): Promise<void> {
  await page.getByTestId("btn-production").click();
  await expect(page.getByText("Pastikan lagi pesanan Sudah Benar!")).toBeVisible();
  await page.getByTestId("production-confirm").click();
  await expect(page.getByTestId("badge-k")).toHaveCount(expectedLines);
}

/**
 * Bayar, then — when the order has lines never sent to the kitchen — "Bayar Saja" on the BELUM
 * DIORDER warning; lands on the Bayar chooser.
 */
export async function openPay(page: Page): Promise<void> {
  await page.getByTestId("btn-pay").click();
  const chooser = page.getByTestId("pay-cash");
  const anyway = page.getByTestId("unsent-pay");
  await expect(chooser.or(anyway)).toBeVisible();
  if (await anyway.isVisible()) {
    await anyway.click();
  }
  await expect(chooser).toBeVisible();
}

/** Bayar → Cash → a quick-cash button → Bayar Sekarang; returns the change shown in Kembalian. */
export async function payCashWithQuickButton(page: Page, expectedTotal: string, quickAmount: number): Promise<string> {
  await openPay(page);
  await page.getByTestId("pay-cash").click();
  await expect(page.getByTestId("cash-total")).toHaveText(expectedTotal);
  await page.getByTestId(`quick-cash-${quickAmount}`).click();
  await page.getByTestId("cash-pay").click();
  const change = page.getByTestId("change-amount");
  await expect(change).toBeVisible();
  return (await change.textContent()) ?? "";
}

/** Opens Pilihan Lainnya, the order screen's menu of order-level actions. */
export async function openOrderOptions(page: Page): Promise<void> {
  const more = page.getByTestId("btn-more");
  await more.click();
  await expect(more).toHaveAttribute("aria-expanded", "true");
  // Its own dropdown (a line's Opsi menu may still be closing beside it).
  await expect(page.locator(`[id="${await more.getAttribute("aria-controls")}"]`)).toBeVisible();
}

/** Picks an order-level action of Pilihan Lainnya by its test id (`btn-discount`, `btn-tarik-tunai`, `btn-pull-menu`, `btn-member`, `btn-delete-order`). */
export async function orderOption(page: Page, testId: string): Promise<void> {
  await openOrderOptions(page);
  await page.getByTestId(testId).click();
}
