/**
 * Back office · Opsi Menu: the owner creates an option group (a required size with a smaller,
 * cheaper option and a default) in the form, attaches it to an item, sees it in the list, edits it,
 * and archives it; the cashier's menu read (GET /api/mmenu) gives the item the group; Menu Habis lists
 * the options and marks one sold out for today while the dish stays on sale. Screenshots (1280×800 and 390×844) of the list, the form and Menu Habis
 * go to SCREENSHOT_DIR. Serial: the group is attached to the outlet's menu.
 */
import { expect, type Page } from "@playwright/test";
import { apiLogin } from "../steps/api.ts";
import { test, uniqueBoss } from "../steps/fixtures.ts";
import { signIn, signInAt } from "../steps/session.ts";
import { PHONE, SCREENSHOTS, shot, TABLET } from "../steps/shots.ts";

/** The screen at 1280×800 and 390×844 (`<name>-tablet.png`, `<name>-phone.png`), back to the tablet size. */
async function bothSizes(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) {
    return;
  }
  await page.setViewportSize(TABLET);
  await shot(page, `${name}-tablet`);
  await page.setViewportSize(PHONE);
  await shot(page, `${name}-phone`);
  await page.setViewportSize(TABLET);
}

interface Group {
  m_option_group_nama: string;
  m_option_group_min: number;
  options: Array<{ m_option_id: number; m_option_nama: string; m_option_harga: number; m_option_default: boolean }>;
  attachments: Array<{ m_menu_id: number | null; name: string }>;
}

test("the owner creates a group, attaches it to an item, edits and archives it; Menu Habis marks an option sold out", async ({
  browser,
  request,
}) => {
  const owner = await apiLogin(request, "owner@demo.test");
  const kasirApi = await apiLogin(request, "kasir@demo.test");
  const categories = (await owner.get("admin/menu-options")).data.categories as Array<{ m_kategori_id: number; m_kategori_nama: string }>;
  const es = categories.find((c) => c.m_kategori_nama === "Es");
  const itemName = uniqueBoss("Es Kopi Opsi").slice(0, 40);
  const item = await owner.post("admin/menu", { m_menu_nama: itemName, m_menu_m_kategori_id: es?.m_kategori_id, m_menu_harga: 12000 });
  expect(item.meta.code).toBe(200);
  const groupName = uniqueBoss("Ukuran").slice(0, 40);

  const page = await signIn(browser, "owner@demo.test");
  await page.getByTestId("admin-nav-opsi-menu").click();
  await expect(page).toHaveURL(/\/admin\/opsi-menu$/);
  // The demo's groups are there.
  await expect(page.locator('[data-testid="option-admin-row"][data-group="Topping"]')).toContainText("Telur +Rp 3.000");
  await bothSizes(page, "option-admin-list");

  // A new group: required, one choice, a smaller size at −2.000 and the default at +5.000.
  await page.getByTestId("option-group-add").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.getByTestId("option-group-name").fill(groupName);
  await page.getByTestId("option-group-min").fill("1");
  await page.getByTestId("option-group-max").fill("1");
  await page.getByTestId("option-name-0").fill("Kecil");
  await page.getByTestId("option-price-0").fill("-2000");
  await page.getByTestId("option-add").click();
  await page.getByTestId("option-name-1").fill("Besar");
  await page.getByTestId("option-price-1").fill("5000");
  await page.getByTestId("option-default-1").check();
  await page.getByTestId("option-attach-pick").click();
  await page.getByTestId("option-attach-pick").fill(itemName.slice(0, 20));
  await page.getByRole("option", { name: itemName }).click();
  await expect(page.getByTestId("option-attached-row")).toHaveCount(1);
  await expect(page.getByTestId("option-attached-row")).toContainText(itemName);
  await expect(page.getByTestId("option-attach-pick")).toHaveValue("");
  await page.getByTestId("option-attached-row").scrollIntoViewIfNeeded();
  await bothSizes(page, "option-admin-form");
  await page.getByTestId("option-group-save").click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const row = page.locator(`[data-testid="option-admin-row"][data-group="${groupName}"]`);
  await expect(row).toContainText("Kecil −Rp 2.000");
  await expect(row).toContainText("Besar +Rp 5.000 ✓");
  await expect(row).toContainText("pilih 1");
  await expect(row.getByTestId("option-admin-attached")).toHaveText(itemName);

  // The server holds what the form said, in minor units as the admin list gives them.
  const groups = (await owner.get("admin/option-groups")).data as Group[];
  const saved = groups.find((g) => g.m_option_group_nama === groupName);
  expect(saved?.m_option_group_min).toBe(1);
  expect(saved?.options.map((o) => [o.m_option_nama, o.m_option_harga, o.m_option_default])).toEqual([
    ["Kecil", -2000, false],
    ["Besar", 5000, true],
  ]);
  expect(saved?.attachments).toEqual([{ m_menu_id: item.data.m_menu_id, m_kategori_id: null, name: itemName }]);
  // The cashier's menu read (GET /api/mmenu) carries the item's group with its options, prices and default.
  type TillItem = {
    m_menu_nama: string;
    option_groups: Array<{ name: string; min_choices: number; max_choices: number; options: Array<Record<string, unknown>> }>;
  };
  const tillItem = async () => ((await kasirApi.get("mmenu")).data as TillItem[]).find((m) => m.m_menu_nama === itemName);
  expect((await tillItem())?.option_groups).toEqual([
    {
      id: expect.any(Number),
      name: groupName,
      min_choices: 1,
      max_choices: 1,
      options: [
        { id: saved?.options[0]?.m_option_id, name: "Kecil", price: -2000, is_default: false, sold_out: false },
        { id: saved?.options[1]?.m_option_id, name: "Besar", price: 5000, is_default: true, sold_out: false },
      ],
    },
  ]);

  // Edit: the form shows the saved values; the smaller size gets cheaper still.
  await row.getByTestId("option-group-edit").click();
  await expect(page.getByTestId("option-name-0")).toHaveValue("Kecil");
  await expect(page.getByTestId("option-price-0")).toHaveValue("-2.000");
  await page.getByTestId("option-price-0").fill("-3000");
  await page.getByTestId("option-group-save").click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(row).toContainText("Kecil −Rp 3.000");

  // A broken rule is refused in the form: a required group asking for more choices than it has options.
  await row.getByTestId("option-group-edit").click();
  await page.getByTestId("option-group-max").fill("3");
  await page.getByTestId("option-group-save").click();
  await expect(page.getByTestId("option-group-error")).toContainText("Grup wajib: maksimal pilihan tidak boleh melebihi jumlah opsi");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Menu Habis: the cashier marks "Besar" sold out for today; the dish stays on sale.
  const kasir = await signInAt(browser, "kasir@demo.test", "/stock?page=menu-habis");
  const besar = kasir.locator('[data-testid="habis-option"][data-option="Besar"]', { hasText: groupName });
  await expect(besar).toHaveAttribute("data-sold-out", "0");
  await besar.getByTestId("habis-option-toggle").click();
  await expect(besar).toHaveAttribute("data-sold-out", "1");
  await expect(kasir.locator('[data-testid="habis-menu"]', { hasText: itemName })).toHaveAttribute("data-sold-out", "0");
  await expect(kasir.locator('[data-testid="habis-option"][data-option="Keju"]')).toHaveAttribute("data-sold-out", "1");
  expect((await tillItem())?.option_groups[0]?.options[1]).toMatchObject({ name: "Besar", sold_out: true });
  await bothSizes(kasir, "option-menu-habis");
  await page.reload();
  await expect(row).toContainText("Besar +Rp 5.000 ✓");

  // CSV import: a bad row is listed and nothing can be applied; a good file adds a group attached to the item.
  const csvGroup = uniqueBoss("Saus").slice(0, 40);
  await page.getByTestId("option-import").click();
  const file = (rows: string[]) => ({
    name: "opsi.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(["grup,min,maks,opsi,harga,default,aktif,pasang", ...rows].join("\n")),
  });
  await page.locator('input[type="file"]').setInputFiles(file([`${csvGroup},0,2,Sambal,1000,tidak,ya,menu:Tidak Ada`]));
  await page.getByTestId("option-import-preview").click();
  await expect(page.getByTestId("option-import-errors")).toContainText("Menu atau kategori yang dipasang tidak ditemukan: Tidak Ada");
  await expect(page.getByTestId("option-import-apply")).toBeDisabled();
  await page
    .locator('input[type="file"]')
    .setInputFiles(file([`${csvGroup},0,2,Sambal,1000,tidak,ya,menu:${itemName}`, `${csvGroup},,,Mayones,-500,tidak,ya,`]));
  await page.getByTestId("option-import-preview").click();
  await expect(page.getByTestId("option-import-summary")).toHaveText("1 grup baru, 0 diubah");
  await bothSizes(page, "option-admin-import");
  await page.getByTestId("option-import-apply").click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const csvRow = page.locator(`[data-testid="option-admin-row"][data-group="${csvGroup}"]`);
  await expect(csvRow).toContainText("Sambal +Rp 1.000, Mayones −Rp 500");
  await expect(csvRow.getByTestId("option-admin-attached")).toHaveText(itemName);

  // Archive: off the list, under the archived switch.
  await row.getByTestId("option-group-archive").click();
  await expect(row).toHaveCount(0);
  await page.getByTestId("option-admin-archived").click();
  await expect(row).toBeVisible();
  await kasir.close();
  await page.close();
});
