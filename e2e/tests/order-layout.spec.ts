/**
 * The order screen's layout: at 1280×800 the cart gets the room — the order-level actions
 * sit in one row (Pilihan Lainnya holds the rarer ones), so several cart lines show without
 * scrolling; the staff order entry on a phone (390×844) keeps every control reachable. Screenshots
 * of the cart with several lines, a line's options and the order-level menu at both sizes.
 */
import type { Page } from "@playwright/test";
import { openOrderOptions } from "../steps/cashier.ts";
import { expect, type Stall, test, uniqueBoss } from "../steps/fixtures.ts";
import { signInAt } from "../steps/session.ts";
import { PHONE, shot } from "../steps/shots.ts";

const ITEMS = ["Ayam Goreng Dada", "Ayam Bakar", "Lele Goreng", "Es Teh Manis", "Kopi Susu", "Es Teh Manis", "Sambal Terasi"];

/** An order with `ITEMS` sent to the kitchen, then two unsent lines (BELUM DIORDER). */
async function busyOrder(stall: Stall, boss: string): Promise<number> {
  const { id } = await stall.openOrder(boss, ITEMS);
  await stall.kasir.get(`m-transaction-meja/set-production/${id}`);
  const menus = (await stall.kasir.get("mmenu")).data as { m_menu_id: number; m_menu_nama: string }[];
  for (const name of ["Kopi Susu", "Ayam Bakar"]) {
    await stall.kasir.post("m-transaction-meja/add-menu", {
      tmp_transaction_detail_m_produk_id: menus.find((m) => m.m_menu_nama === name)?.m_menu_id,
      tmp_transaction_detail_tmp_transaction_id: id,
    });
  }
  return id;
}

/** Cart lines wholly inside the cart's scrolling viewport (seen without scrolling). */
async function visibleCartLines(page: Page): Promise<number> {
  return page.getByTestId("cart").evaluate((cart) => {
    const viewport = cart.closest(".mantine-ScrollArea-viewport") ?? cart;
    const box = viewport.getBoundingClientRect();
    return Array.from(cart.querySelectorAll("[data-testid^='cart-line-']")).filter((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
    }).length;
  });
}

test("the cashier's cart shows several lines at 1280×800, order-level actions in one row", async ({ browser, stall }) => {
  const id = await busyOrder(stall, uniqueBoss("Bu Ramai"));
  const page = await signInAt(browser, "kasir@demo.test", `/order/${id}`);
  await expect(page.getByTestId("cart-sent")).toBeVisible();
  expect(await visibleCartLines(page)).toBeGreaterThanOrEqual(5);
  await expect(page.getByTestId("btn-pay")).toBeInViewport();
  await shot(page, "order-layout-1280x800");

  await page.getByTestId("line-options").last().click();
  await expect(page.getByTestId("opt-note")).toBeVisible();
  await shot(page, "order-layout-line-options-1280x800");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("opt-note")).toBeHidden();

  await openOrderOptions(page);
  await expect(page.getByTestId("btn-discount")).toBeVisible();
  await expect(page.getByTestId("btn-member")).toBeVisible();
  await shot(page, "order-layout-more-1280x800");
  await page.getByTestId("btn-member").click();
  const member = page.getByRole("dialog", { name: "NIK/ID Member" });
  await member.getByTestId("member-id").fill("12");
  await expect(member.getByTestId("member-name")).toHaveText("ID Tidak Valid");
  await shot(page, "order-layout-member-1280x800");
});

test("the staff order entry on a phone: cart, line options and actions reachable at 390×844", async ({ browser, stall }) => {
  const id = await busyOrder(stall, uniqueBoss("Pak Telepon"));
  const page = await signInAt(browser, "pelayan@demo.test", `/kitchen-order/${id}`, PHONE);
  await expect(page.getByTestId("cart-sent")).toBeVisible();
  await shot(page, "kitchen-order-layout-390x844");
  await page.getByTestId("line-options").last().click();
  await expect(page.getByTestId("opt-note")).toBeVisible();
  await shot(page, "kitchen-order-line-options-390x844");
  // The menu takes the focus as it opens (Escape closes it from there): wait for it on a loaded box.
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="menu"]') !== null)).toBe(true);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("opt-note")).toBeHidden();
  await page.getByTestId("btn-production").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("btn-production")).toBeInViewport();
  await shot(page, "kitchen-order-actions-390x844");
});
