/**
 * Menu options in the kitchen and on the QR page (docs/API.md "Menu options"): an order of
 * "Ayam Geprek · Level 3, Telur" ×2 (note "tanpa bawang") and "Ayam Geprek · Level 1" reaches Hal Tata
 * (the menu card counts the item once, its options variants inside; the nota's dishes show the
 * options, then the note), Layar Produksi (one card per item and options), the pickup screen and
 * Pesan Aktif. A guest orders Ayam Geprek with Level 3 and Telur from the QR page's option sheet and
 * the cashier accepts it with its options. Pictures of the kitchen card and the QR sheet at 1280×800
 * and 390×844.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { OPTION_MSG } from "@waroeng/domain";
import { type ApiUser, apiLogin } from "../steps/api.ts";
import { expect, test, uniqueBoss, uniqueNota } from "../steps/fixtures.ts";
import { attachOptionGroups, type BuiltOptions, removeOptionGroups } from "../steps/options.ts";
import { openScreenFromNav } from "../steps/production.ts";
import { cashierOpenCard, guestSend, openGuest, qrPathOf } from "../steps/qr.ts";
import { signInAt } from "../steps/session.ts";
import { PHONE, shot, TABLET } from "../steps/shots.ts";

/** The test's own Ayam Geprek (unique name, the Ayam category: the Dapur screen's left half) with Level Pedas and Topping. */
async function geprekWithOptions(request: APIRequestContext) {
  const suffix = uniqueNota().slice(-5);
  const owner = await apiLogin(request, "owner@demo.test");
  const like = (await owner.get(`admin/menu?search=${encodeURIComponent("Ayam Goreng Dada")}`)).data as Array<{
    m_menu_m_kategori_id: number;
  }>;
  const name = `Ayam Geprek ${suffix}`;
  const form = {
    m_menu_nama: name,
    m_menu_m_kategori_id: like[0]?.m_menu_m_kategori_id,
    m_menu_harga: 15_000,
    m_menu_tax: 1,
    m_menu_sc: 1,
    m_menu_qr: 1,
  };
  const id = (await owner.post("admin/menu", { ...form, m_menu_active: 1 })).data.m_menu_id as number;
  const options: BuiltOptions = await attachOptionGroups(
    id,
    [
      { name: "Level Pedas", min: 1, max: 1, options: [0, 1, 2, 3, 4, 5].map((n) => ({ name: `Level ${n}` })) },
      {
        name: "Topping",
        min: 0,
        max: 3,
        options: [
          { name: "Telur", price: 3_000 },
          { name: "Tempe", price: 2_000 },
          { name: "Keju", price: 4_000, soldOut: true },
        ],
      },
    ],
    suffix,
  );
  return {
    id,
    name,
    suffix,
    options,
    /** The item has order lines now: archived (off the menus), its groups removed. */
    cleanup: async () => {
      await removeOptionGroups(options.groupIds);
      await owner.post(`admin/menu/${id}`, { ...form, m_menu_active: 0 });
    },
  };
}

/** Adds one unit of `menuId` with `options` to the order through add-menu, as the till's sheet does. */
async function addWithOptions(kasir: ApiUser, orderId: number, menuId: number, options: number[]): Promise<void> {
  const res = await kasir.post("m-transaction-meja/add-menu", {
    tmp_transaction_detail_m_produk_id: menuId,
    tmp_transaction_detail_tmp_transaction_id: orderId,
    options: JSON.stringify(options),
  });
  expect(res.meta?.code, JSON.stringify(res)).toBe(201);
}

/** Both sizes of a picture: 1280×800 then 390×844 (back to 1280×800 after). */
async function bothSizes(page: Page, name: string): Promise<void> {
  await page.setViewportSize(TABLET);
  await shot(page, `${name}-1280x800`);
  await page.setViewportSize(PHONE);
  await shot(page, `${name}-390x844`);
  await page.setViewportSize(TABLET);
}

test("an order with options reaches Hal Tata, Layar Produksi, the pickup screen and Pesan Aktif showing them", async ({
  browser,
  request,
  stall,
}) => {
  const geprek = await geprekWithOptions(request);
  try {
    const boss = uniqueBoss("Opsi");
    const order = await stall.openOrder(boss, []);
    const hot = [geprek.options.optionIds["Level 3"] as number, geprek.options.optionIds.Telur as number];
    await addWithOptions(stall.kasir, order.id, geprek.id, hot);
    await addWithOptions(stall.kasir, order.id, geprek.id, hot);
    await addWithOptions(stall.kasir, order.id, geprek.id, [geprek.options.optionIds["Level 1"] as number]);
    const lines = (await stall.kasir.get(`transaction-detail?tmp_transaction_detail_tmp_transaction_id=${order.id}`)).data as Array<{
      id: number;
      qty: number;
    }>;
    expect(lines.map((l) => l.qty)).toEqual([2, 1]);
    const hotLine = lines[0]?.id as number;
    expect(
      (await stall.kasir.post("m-transaction-meja/customMenu", { tmp_transaction_detail_id: hotLine, qty: 2, custom_menu: "tanpa bawang" }))
        .meta?.code,
    ).toBe(200);
    expect((await stall.kasir.get(`m-transaction-meja/set-production/${order.id}`)).data.dish_count).toBe(3);

    // Hal Tata: the menu card counts Ayam Geprek once (3), its options inside; the nota's dishes show options, then the note.
    const kitchen = await signInAt(browser, "dapur@demo.test", "/hal-tata/dine_in", TABLET);
    const card = kitchen.getByTestId("kitchen-menu-card").filter({ hasText: geprek.name });
    await expect(card).toContainText("3");
    await expect(card.getByTestId("kitchen-menu-variant")).toHaveText(["2× Level 3, Telur", "1× Level 1"]);
    await card.scrollIntoViewIfNeeded();
    await bothSizes(kitchen, "options-kitchen-menu-card");
    await kitchen.getByTestId("group-notCompleted").getByTestId("nota-badge").filter({ hasText: boss }).first().click();
    const modal = kitchen.getByTestId("dishes-modal");
    await expect(modal.getByTestId("dish-row")).toHaveCount(3);
    await expect(modal.getByTestId("dish-options")).toHaveText(["Level 3, Telur", "Level 3, Telur", "Level 1"]);
    await expect(modal.getByTestId("dish-note")).toHaveText(["tanpa bawang", "tanpa bawang"]);
    await bothSizes(kitchen, "options-kitchen-dishes");
    await kitchen.keyboard.press("Escape");

    // Layar Produksi: one card per item and options, never one count.
    await openScreenFromNav(kitchen, "Dapur");
    const cards = kitchen.getByTestId("production-left").locator(`[data-testid="production-card"][data-menu="${geprek.name}"]`);
    await expect(cards).toHaveCount(2);
    await expect(cards.getByTestId("production-card-options")).toHaveText(["Level 3, Telur", "Level 1"]);
    await expect(cards.getByTestId("production-card-count")).toHaveText(["×2", "×1"]);
    await expect(cards.first().getByTestId("production-dish").first()).toContainText("tanpa bawang");
    await expect(kitchen.getByTestId("production-all-day")).toContainText(`${geprek.name} · Level 3, Telur 2`);
    await bothSizes(kitchen, "options-kitchen-production");

    // The waiter's pickup screen and Pesan Aktif.
    const waiter = await signInAt(browser, "pelayan@demo.test", "/hal-ambil/makan", PHONE);
    const pickup = waiter.getByTestId("pickup-card").filter({ hasText: boss });
    await expect(pickup.getByTestId("dish-options")).toHaveText(["Level 3, Telur", "Level 3, Telur", "Level 1"]);
    await expect(pickup.getByTestId("dish-note")).toHaveText(["tanpa bawang", "tanpa bawang"]);
    await pickup.scrollIntoViewIfNeeded();
    await shot(waiter, "options-kitchen-pickup-390x844");
    await waiter.goto("/pesan-aktif");
    const active = waiter.getByTestId("pickup-card").filter({ hasText: boss });
    await expect(active.getByTestId("dish-options")).toHaveText(["Level 3, Telur", "Level 3, Telur", "Level 1"]);
    await active.scrollIntoViewIfNeeded();
    await shot(waiter, "options-kitchen-pesan-aktif-390x844");
  } finally {
    await geprek.cleanup();
  }
});

test("a guest orders Ayam Geprek with Level 3 and Telur by QR; the cashier accepts it with its options", async ({
  browser,
  request,
  stall,
}) => {
  const geprek = await geprekWithOptions(request);
  try {
    const table = await stall.freeTable();
    const guest = await openGuest(browser, await qrPathOf(stall.kasir, table));
    await guest.getByTestId(`qr-add-${geprek.id}`).click();
    const sheet = guest.getByTestId("option-sheet");
    await expect(sheet.getByText(geprek.name)).toBeVisible();
    // Level Pedas is required and has no default: the guest is told in the server's words.
    await expect(guest.getByTestId("option-refusal")).toHaveText(OPTION_MSG.chooseAtLeast(`Level Pedas ${geprek.suffix}`, 1));
    await expect(guest.getByTestId("option-submit")).toBeDisabled();
    await expect(guest.getByTestId(`option-${geprek.options.optionIds.Keju}`)).toBeDisabled();
    await guest.getByTestId(`option-${geprek.options.optionIds["Level 3"]}`).click();
    await guest.getByTestId(`option-${geprek.options.optionIds.Telur}`).click();
    await expect(guest.getByTestId("option-price")).toHaveText("Rp 18.000");
    await shot(guest, "options-qr-sheet-390x844");
    await guest.setViewportSize(TABLET);
    await shot(guest, "options-qr-sheet-1280x800");
    await guest.setViewportSize(PHONE);
    const saved = guest.waitForResponse((r) => r.url().includes("/cart") && r.request().method() === "PUT" && r.ok());
    await guest.getByTestId("option-submit").click();
    await saved;
    await expect(guest.getByTestId("option-sheet")).toHaveCount(0);
    await guest.getByTestId("qr-open-cart").click();
    await expect(guest.getByTestId("qr-cart-options-0")).toHaveText("Level 3, Telur");
    await expect(guest.getByTestId("qr-cart-price-0")).toHaveText("Rp 18.000");
    await shot(guest, "options-qr-cart-390x844");
    await guest.keyboard.press("Escape");
    const boss = uniqueBoss("Tamu");
    const code = await guestSend(guest, boss);

    const cashier = await signInAt(browser, "kasir@demo.test", "/online-order", TABLET);
    await cashierOpenCard(cashier, code);
    await expect(cashier.getByTestId("online-order-item-options")).toHaveText("Level 3, Telur");
    await shot(cashier, "options-qr-online-order-1280x800");
    await cashier.getByTestId("online-accept").click();
    await cashier.getByTestId("accept-confirm-yes").click();
    await expect(cashier).toHaveURL(/\/order\/\d+$/);
    const orderId = Number(cashier.url().split("/").pop());
    stall.track(orderId);
    const lines = (await stall.kasir.get(`transaction-detail?tmp_transaction_detail_tmp_transaction_id=${orderId}`)).data as Array<{
      price: number;
      custom_menu: string;
      options: Array<{ name: string }>;
    }>;
    expect(lines.map((l) => [l.price, l.custom_menu, l.options.map((o) => o.name)])).toEqual([
      [18_000, "Level 3, Telur", ["Level 3", "Telur"]],
    ]);
    const dishes = (await stall.kasir.get(`m-dish-status/by-transaction/${orderId}`)).data as Array<{ custom_menu: string }>;
    expect(dishes.map((d) => d.custom_menu)).toEqual(["Level 3, Telur"]);
  } finally {
    await geprek.cleanup();
  }
});
