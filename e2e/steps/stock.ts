/** Stock-family steps (/stock: Form Stok Menu, Menu Habis, Gagal Proses, Bungkusan; docs/API.md "Stock"). */
import { expect, type Locator, type Page } from "@playwright/test";
import type { ApiUser } from "./api.ts";

/** The units `card` (a Form Stok Menu card) says were sold today. */
export async function soldToday(card: Locator): Promise<number> {
  return Number(await card.getByTestId("stock-sold").locator("b").textContent());
}

/**
 * On Form Stok Menu, types today's opening stock of `menu` (in its menu-type tab) and taps Simpan;
 * the card then shows what is left: the opening stock less what was sold today.
 */
export async function setOpeningStock(page: Page, typeName: string, menu: string, qty: number): Promise<void> {
  await page.goto("/stock");
  await page.getByRole("tab", { name: typeName }).click();
  const card = page.locator(`[data-testid="stock-menu"][data-menu="${menu}"]`);
  await card.getByTestId("stock-input").fill(String(qty));
  const saved = page.waitForResponse((r) => r.url().includes("/api/m-menu/saveStock") && r.ok());
  await page.getByTestId("stock-save").click();
  await saved;
  const left = Math.max(0, qty - (await soldToday(card)));
  await expect(card.getByTestId("stock-left")).toHaveText(left === 0 ? "Habis" : `Sisa sekarang ${left}`);
}

/** Stops counting `menu`'s stock today and clears its sold-out mark (through the API), for later tests. */
export async function resetStock(user: ApiUser, menu: string): Promise<void> {
  const menus = (await user.get("m-menu/habis")).data as { m_menu_id: number; m_menu_nama: string }[];
  const id = menus.find((m) => m.m_menu_nama === menu)?.m_menu_id;
  await user.post("m-menu/saveStock", { data: [{ m_menu_id: id, m_stock_stock_awal: null }] });
  await user.post("m-menu/set-habis", { m_menu_id: id, m_stock_habis: 0 });
}
