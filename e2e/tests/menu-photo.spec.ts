/**
 * A menu item's photo: the owner picks a picture in the back office's item form (shrunk
 * in the browser to 480 px, uploaded, previewed), and the cashier's menu card shows it with the
 * item's name as its alt text; the outlet page offers the owner the receipt logo upload. Screenshots
 * (1280×800): the form with the photo, the outlet page and the till's menu.
 */
import { expect } from "@playwright/test";
import { apiLogin } from "../steps/api.ts";
import { test, uniqueBoss } from "../steps/fixtures.ts";
import { signIn, signInAt } from "../steps/session.ts";
import { shot } from "../steps/shots.ts";

const ITEM = "Kopi Hitam";

test("the owner adds a photo to a menu item and the cashier's menu card shows it", async ({ browser, request, stall }) => {
  const owner = await apiLogin(request, "owner@demo.test");
  const page = await signIn(browser, "owner@demo.test");
  try {
    // A real picture, 800 × 600, drawn in the browser (the form must shrink it before sending it).
    const png = Buffer.from(
      await page.evaluate(() => {
        const c = document.createElement("canvas");
        c.width = 800;
        c.height = 600;
        const g = c.getContext("2d") as CanvasRenderingContext2D;
        const grad = g.createLinearGradient(0, 0, 800, 600);
        grad.addColorStop(0, "#6b3e26");
        grad.addColorStop(1, "#f4d6a0");
        g.fillStyle = grad;
        g.fillRect(0, 0, 800, 600);
        g.fillStyle = "#2b1a10";
        g.beginPath();
        g.arc(400, 300, 170, 0, Math.PI * 2);
        g.fill();
        return c.toDataURL("image/png").split(",")[1] ?? "";
      }),
      "base64",
    );

    await page.getByTestId("admin-nav-menu").click();
    await page.getByTestId("menu-admin-search").fill(ITEM);
    await expect(page.getByTestId("menu-admin-row")).toHaveCount(1);
    await page.getByTestId("menu-edit").click();
    await expect(page.getByTestId("menu-photo-none")).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({ name: "kopi.png", mimeType: "image/png", buffer: png });
    await expect(page.getByTestId("menu-photo-preview")).toBeVisible();
    await expect.poll(() => page.getByTestId("menu-photo-preview").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
    await shot(page, "admin-menu-photo");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // The receipt logo control on the outlet page (the Printer Setting dialog's, reused).
    await page.getByTestId("admin-nav-outlet").click();
    await expect(page.getByTestId("outlet-logo")).toBeVisible();
    await expect(page.getByTestId("printer-logo-upload")).toBeVisible();
    await shot(page, "admin-outlet-logo");

    const order = await stall.openOrder(uniqueBoss("Foto"), []);
    const kasir = await signInAt(browser, "kasir@demo.test", `/order/${order.id}`);
    await kasir.getByRole("tab", { name: "Minuman" }).click();
    const photo = kasir.locator('[data-testid^="menu-card-"]', { hasText: ITEM }).getByRole("img", { name: ITEM });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
    await expect(photo).toHaveAttribute("loading", "lazy");
    await shot(kasir, "menu-photo-till");
  } finally {
    const item = ((await owner.get(`admin/menu?search=${encodeURIComponent(ITEM)}`)).data as Array<{ m_menu_id: number }>)[0];
    if (item) {
      await owner.del(`admin/menu/items/${item.m_menu_id}/photo`);
    }
  }
});
