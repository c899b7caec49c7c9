/**
 * Back office · Menu: the owner changes a price and adds a menu item at /admin/menu, and
 * the cashier's order screen — open all along, never reloaded, no server restart — shows both (the
 * `menu` live event refetches its menu). The CSV import dialog previews a bad file with its
 * row-level errors (nothing applied), then applies a good one. Screenshots (1280×800) of the list,
 * the item form, the types & categories tab and the import dialog go to SCREENSHOT_DIR.
 */
import { expect } from "@playwright/test";
import { apiLogin } from "../steps/api.ts";
import { test, uniqueBoss } from "../steps/fixtures.ts";
import { signIn, signInAt } from "../steps/session.ts";
import { shot } from "../steps/shots.ts";

const card = (page: import("@playwright/test").Page, name: string) => page.locator('[data-testid^="menu-card-"]', { hasText: name });

test("the owner changes a price and adds an item; the open till shows both at once; the CSV import previews errors and applies", async ({
  browser,
  request,
  stall,
}) => {
  const owner = await apiLogin(request, "owner@demo.test");
  const original = ((await owner.get("admin/menu?search=Es%20Cincau")).data as Array<Record<string, unknown>>).find(
    (m) => m.m_menu_nama === "Es Cincau",
  );
  expect(original).toBeDefined();
  const newName = uniqueBoss("Es Kopi Aren").slice(0, 40);

  // The cashier has an order open on the order screen.
  const order = await stall.openOrder(uniqueBoss("Menu"), []);
  const kasir = await signInAt(browser, "kasir@demo.test", `/order/${order.id}`);
  await kasir.getByRole("tab", { name: "Minuman" }).click();
  await expect(card(kasir, "Es Cincau")).toContainText("Rp 10.000");
  await expect(card(kasir, newName)).toHaveCount(0);

  try {
    const page = await signIn(browser, "owner@demo.test");
    await page.getByTestId("admin-nav-menu").click();
    await expect(page).toHaveURL(/\/admin\/menu$/);
    await expect(page.getByTestId("menu-admin-row").first()).toBeVisible();
    await shot(page, "admin-menu");

    // Change the price of Es Cincau: the dine-in price follows the base price.
    await page.getByTestId("menu-admin-search").fill("Es Cincau");
    await expect(page.getByTestId("menu-admin-row")).toHaveCount(1);
    await page.getByTestId("menu-edit").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.getByTestId("menu-item-price").fill("11000");
    await expect(page.getByTestId("menu-item-price-1")).toHaveValue("11.000");
    await shot(page, "admin-menu-edit");
    await page.getByTestId("menu-item-save").click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByTestId("menu-admin-row")).toContainText("Rp 11.000");

    // Add a new item.
    await page.getByTestId("menu-admin-search").fill("");
    await page.getByTestId("menu-add").click();
    await page.getByTestId("menu-item-name").fill(newName);
    await page.getByTestId("menu-item-category").click();
    await page.getByRole("option", { name: "Es (Minuman)" }).click();
    await page.getByTestId("menu-item-price").fill("12000");
    await page.getByTestId("menu-item-save").click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // The till, never reloaded, shows the new price and the new item.
    await expect(card(kasir, "Es Cincau")).toContainText("Rp 11.000");
    await expect(card(kasir, newName)).toContainText("Rp 12.000");
    await shot(kasir, "admin-menu-till-updated");

    // Types and categories.
    await page.getByTestId("menu-tab-groups").click();
    await expect(page.getByTestId("menu-categories-table")).toContainText("Es");
    await shot(page, "admin-menu-groups");
    await page.getByTestId("menu-tab-items").click();

    // CSV import: a bad file is previewed with its errors and cannot be applied.
    const header =
      "nama,kategori,harga,harga dine in,harga take away,harga grab,harga gojek,harga grabmart,harga shopeefood,harga maxim,pajak,service,qr,aktif";
    await page.getByTestId("menu-import").click();
    const bad = [
      header,
      `${newName},Es,12500,,,,,,,,ya,ya,ya,ya`,
      "Bakso Hantu,Kuah,15000,,,,,,,,ya,ya,ya,ya",
      "Teh Ajaib,Es,-1,,,,,,,,ya,ya,ya,ya",
    ].join("\n");
    await page.locator('input[type="file"]').setInputFiles({ name: "menu.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
    await page.getByTestId("menu-import-preview").click();
    await expect(page.getByTestId("menu-import-error")).toHaveCount(2);
    await expect(page.getByTestId("menu-import-errors")).toContainText("Kategori tidak ditemukan");
    await expect(page.getByTestId("menu-import-apply")).toBeDisabled();
    await shot(page, "admin-menu-import-errors");

    // A good file: previewed as one update, applied.
    const good = [header, `${newName},Es,12500,12500,,,,,,,ya,ya,ya,ya`].join("\n");
    await page.locator('input[type="file"]').setInputFiles({ name: "menu.csv", mimeType: "text/csv", buffer: Buffer.from(good) });
    await page.getByTestId("menu-import-preview").click();
    await expect(page.getByTestId("menu-import-row")).toHaveCount(1);
    await expect(page.getByTestId("menu-import-summary")).toHaveText("0 menu baru, 1 menu diubah");
    await shot(page, "admin-menu-import-preview");
    await page.getByTestId("menu-import-apply").click();
    await expect(page.getByText("Impor selesai: 0 menu baru, 1 diubah")).toBeVisible();
    await expect(card(kasir, newName)).toContainText("Rp 12.500");
  } finally {
    // Leave the stall as other specs expect it: the old price back, the new item gone (it has no history).
    const o = original as Record<string, unknown>;
    await owner.post(`admin/menu/${o.m_menu_id}`, {
      m_menu_nama: o.m_menu_nama,
      m_menu_m_kategori_id: o.m_menu_m_kategori_id,
      m_menu_harga: o.m_menu_harga,
      harga: o.harga as object,
      m_menu_tax: o.m_menu_tax,
      m_menu_sc: o.m_menu_sc,
      m_menu_qr: o.m_menu_qr,
      m_menu_active: o.m_menu_active,
    });
    const added = ((await owner.get(`admin/menu?search=${encodeURIComponent(newName)}`)).data ?? []) as Array<{ m_menu_id: number }>;
    for (const m of added) {
      await owner.del(`admin/menu/${m.m_menu_id}`);
    }
  }
});
