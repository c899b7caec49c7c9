/**
 * Diskon Transaksi is part of the order until it is paid (payment spec §2.1, §5, §9; PUT
 * /tmp-transaction/{id}/discount): set on the pay screen, it is still there after a reload and
 * after opening another table and coming back, the split screen's remaining total takes it off,
 * and the paid bill shows it. Above the outlet's limit the popup asks a supervisor's login.
 * Screenshots at 1280×800 and 390×844.
 */
import type { Page } from "@playwright/test";
import { orderOption, payCashWithQuickButton } from "../steps/cashier.ts";
import { expect, test, uniqueBoss } from "../steps/fixtures.ts";
import { signInAt } from "../steps/session.ts";
import { PHONE, shot } from "../steps/shots.ts";
import { tableCard } from "../steps/tables.ts";

/** A shown amount as a number (Rp 47.200 → 47200; "- Rp 5.000" → 5000). */
async function amount(page: Page, testId: string): Promise<number> {
  return Number(((await page.getByTestId(testId).textContent()) ?? "").replace(/\D/g, ""));
}

/** Daftar Transaksi → the table's card → Lihat Transaksi: the order screen of the order it holds. */
async function openFromDashboard(page: Page, table: string, orderId: number): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard$/);
  await tableCard(page, table).click();
  await page.getByRole("button", { name: "Lihat Transaksi" }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
}

/** Pilihan Lainnya → Diskon Transaksi → Diskon (nominal) `value` → Terapkan. */
async function setNominalDiscount(page: Page, value: string): Promise<void> {
  await orderOption(page, "btn-discount");
  const modal = page.getByRole("dialog", { name: "Diskon Transaksi" });
  await modal.getByTestId("discount-type-diskon").click();
  await modal.getByTestId("discount-amount").fill(value);
  await shot(page, `order-discount-modal-${page.viewportSize()?.width === PHONE.width ? "phone" : "tablet"}`);
  await modal.getByTestId("discount-apply").click();
  await expect(modal).toHaveCount(0);
}

test("Diskon Transaksi survives a reload and another table, and the paid bill shows it", async ({ browser, stall }) => {
  const a = await stall.openOrder(uniqueBoss("Pak Diskon"), ["Ayam Goreng Dada", "Ayam Goreng Dada", "Es Teh Manis"]);
  const b = await stall.openOrder(uniqueBoss("Bu Lain"), ["Es Teh Manis"]);
  const page = await signInAt(browser, "kasir@demo.test", `/order/${a.id}`);
  await expect(page.getByTestId("total-total")).not.toHaveText("Rp 0");
  const full = await amount(page, "total-total");

  await setNominalDiscount(page, "5000");
  await expect(page.getByTestId("total-discount")).toHaveText("- Rp 5.000");
  await expect.poll(() => amount(page, "total-total")).toBeLessThan(full);
  const discounted = await amount(page, "total-total");
  expect(full - discounted).toBeGreaterThanOrEqual(4_900);
  await shot(page, "order-discount-stored-tablet");

  // Reload: the server still holds it.
  await page.reload();
  await expect(page.getByTestId("total-discount")).toHaveText("- Rp 5.000");
  expect(await amount(page, "total-total")).toBe(discounted);

  // Another table and back, through the dashboard.
  await page.getByTestId("btn-save-order").click();
  await openFromDashboard(page, b.table, b.id);
  await expect(page.getByTestId("total-total")).not.toHaveText("Rp 0");
  await expect(page.getByTestId("total-discount")).toHaveCount(0);
  await page.getByTestId("btn-save-order").click();
  await openFromDashboard(page, a.table, a.id);
  await expect(page.getByTestId("total-discount")).toHaveText("- Rp 5.000");
  expect(await amount(page, "total-total")).toBe(discounted);

  // The split screen's remaining total is the bill with its discount.
  await page.goto(`/order/split-menu/${a.id}`);
  await expect(page.getByTestId("split-left-discount")).toContainText("5.000");
  expect(await amount(page, "split-left-total")).toBe(discounted);
  await shot(page, "split-remaining-with-discount-tablet");
  await page.goto(`/order/${a.id}`);

  // Paid: the customer is charged the discounted total, and the receipt shows the discount.
  const shown = `Rp ${discounted.toLocaleString("id-ID")}`;
  await payCashWithQuickButton(page, shown, 100000);
  const receipt = page.context().waitForEvent("page");
  await page.getByRole("button", { name: "Cetak", exact: true }).click();
  const slip = await receipt;
  await expect(slip.getByTestId("receipt-slip")).toContainText("Diskon");
  await expect(slip.getByTestId("receipt-slip")).toContainText("5.000");
  await expect(slip.getByTestId("receipt-slip")).toContainText(discounted.toLocaleString("id-ID"));
  await shot(slip, "receipt-with-discount-tablet");
  const paid = (await stall.kasir.get("transaksi/history")).data as { r_t_nota_code: string; r_t_id: number }[];
  const rekap = paid.find((r) => r.r_t_nota_code === a.nota);
  const detail = (await stall.kasir.get(`transaksi/history-detail/${rekap?.r_t_id}`)).data as {
    transaction: { r_t_nominal_diskon: number };
  };
  expect(detail.transaction.r_t_nominal_diskon).toBe(5_000);
});

test("on a phone: above the outlet's limit the popup asks a supervisor's login; the discount then stays on the bill", async ({
  browser,
  stall,
}) => {
  const { id } = await stall.openOrder(uniqueBoss("Pak Besar"), ["Ayam Goreng Dada", "Es Teh Manis"]);
  const page = await signInAt(browser, "kasir@demo.test", `/order/${id}`, PHONE);
  await expect(page.getByTestId("total-total")).not.toHaveText("Rp 0");

  await orderOption(page, "btn-discount");
  const modal = page.getByRole("dialog", { name: "Diskon Transaksi" });
  await modal.getByTestId("discount-type-percent").click();
  await modal.getByTestId("discount-percent").fill("60");
  await modal.getByTestId("discount-apply").click();
  await expect(modal.getByTestId("discount-approval")).toBeVisible();
  await shot(page, "order-discount-approval-phone");
  await modal.getByTestId("discount-approval-email").fill("kacab@demo.test");
  await modal.getByTestId("discount-approval-password").fill("demo12345");
  await modal.getByTestId("discount-apply").click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId("total-discount")).toBeVisible();
  await expect(page.getByText("Diskon (60%)")).toBeVisible();

  await page.reload();
  await expect(page.getByText("Diskon (60%)")).toBeVisible();
  await shot(page, "order-discount-stored-phone");
  const stored = (await stall.kasir.get(`tmp-transaction/${id}`)).data;
  expect(stored).toMatchObject({ global_discount_type: "diskonPercent", global_discount_percent: 60 });
  await page.goto(`/order/split-menu/${id}`);
  await expect(page.getByTestId("split-left-discount")).toBeVisible();
  await shot(page, "split-remaining-with-discount-phone");
});
