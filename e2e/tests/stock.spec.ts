/**
 * Stock family and Hal Tata: a menu's "Daftar Pesanan" popup; today's stock counting down
 * until the cashier's menu shows the item sold out, live; Menu Habis, Gagal Proses and Bungkusan.
 */
import { apiLogin } from "../steps/api.ts";
import { expect, test, uniqueBoss } from "../steps/fixtures.ts";
import { sendOrder } from "../steps/lines.ts";
import { signIn, signInAt } from "../steps/session.ts";
import { PHONE, SCREENSHOTS, shot, TABLET } from "../steps/shots.ts";
import { resetStock, setOpeningStock, soldToday } from "../steps/stock.ts";

test("Hal Tata: a menu card opens its dishes to cook, dine-in apart from take-away, and the popup closes when all are ready", async ({
  browser,
  stall,
}) => {
  const boss = uniqueBoss("Tomat");
  const dineIn = await stall.openOrder(boss, ["Jus Tomat", "Jus Tomat"]);
  const takeAway = await stall.openOrder(uniqueBoss("Bawa"), ["Jus Tomat"], "Bungkus");
  await sendOrder(stall.kasir, dineIn.id);
  await sendOrder(stall.kasir, takeAway.id);

  const dapur = await signInAt(browser, "dapur@demo.test", "/hal-tata/dine_in");
  await dapur.getByTestId("menu-type-tab").filter({ hasText: "Minuman" }).click();
  const card = dapur.getByTestId("kitchen-menu-card").filter({ hasText: "Jus Tomat" });
  await expect(card).toContainText("2");
  await card.click();
  const popup = dapur.getByTestId("pending-menu-modal");
  await expect(dapur.getByText("Daftar Pesanan : Jus Tomat")).toBeVisible();
  await expect(popup.getByTestId("pending-section")).toHaveCount(1);
  await expect(popup.locator('[data-label="Dine In"]').getByTestId("pending-dish").filter({ hasText: boss })).toHaveCount(2);
  await shot(dapur, "hal-tata-daftar-pesanan-1280x800");
  for (let i = 0; i < 2; i++) {
    const done = dapur.waitForResponse((r) => r.url().includes("/api/m-dish-status/set-ready/") && r.ok());
    await popup.getByTestId("pending-dish").filter({ hasText: boss }).first().click();
    await done;
  }
  await expect(dapur.getByText("Daftar Pesanan : Jus Tomat")).toHaveCount(0);
  // Its nota is complete; the idle Jus Tomat card is collapsed.
  await expect(dapur.getByTestId("group-completed").getByTestId("nota-badge").filter({ hasText: boss })).toBeVisible();

  // One more Es Teh Manis sent later: the nota says what was added, the popup reads status vs action.
  const menus = (await stall.kasir.get("mmenu")).data as { m_menu_id: number; m_menu_nama: string }[];
  await stall.kasir.post("m-transaction-meja/add-menu", {
    tmp_transaction_detail_m_produk_id: menus.find((m) => m.m_menu_nama === "Es Teh Manis")?.m_menu_id,
    tmp_transaction_detail_tmp_transaction_id: dineIn.id,
  });
  await sendOrder(stall.kasir, dineIn.id);
  const added = dapur.getByTestId("group-additional").getByTestId("nota-badge").filter({ hasText: boss });
  await expect(added.getByTestId("nota-added")).toHaveText("Tambahan: Es Teh Manis");
  await expect(added.getByTestId("nota-waiting")).toContainText("Menunggu");
  await added.click();
  const extra = dapur.getByTestId("dishes-modal").getByTestId("dish-row").filter({ hasText: "Es Teh Manis" });
  await expect(extra.getByTestId("dish-status")).toHaveText("Belum Siap");
  await expect(extra.getByTestId("dish-ready-toggle")).toHaveText("Tandai Siap");
  await shot(dapur, "hal-tata-nota-tambahan-1280x800");
  await extra.getByTestId("dish-ready-toggle").click();
  await expect(extra.getByTestId("dish-status")).toHaveText("Sudah Siap");
  await expect(extra.getByTestId("dish-ready-toggle")).toHaveText("Batal Siap");
  await dapur.keyboard.press("Escape");

  await dapur.goto("/hal-tata/take_away");
  await dapur.getByTestId("menu-type-tab").filter({ hasText: "Minuman" }).click();
  await dapur.getByTestId("kitchen-menu-card").filter({ hasText: "Jus Tomat" }).click();
  await expect(dapur.locator('[data-label="Take Away / Ojol"]').getByTestId("pending-dish")).toHaveCount(1);
  await dapur.getByTestId("pending-dish").click();
  await expect(dapur.getByText("Daftar Pesanan : Jus Tomat")).toHaveCount(0);
  await shot(dapur, "hal-tata-1280x800");
  await dapur.context().close();
});

test("opening stock counts down as dishes are sent; at 0 the cashier's open menu shows it sold out without a reload", async ({
  browser,
  stall,
  request,
}) => {
  const item = "Jus Sirsak";
  const dapurApi = await apiLogin(request, "dapur@demo.test");
  try {
    const dapur = await signIn(browser, "dapur@demo.test");
    await setOpeningStock(dapur, "Minuman", item, 1);
    await shot(dapur, "stock-1280x800");

    // The cashier has an order open with the menu on screen.
    const open = await stall.openOrder(uniqueBoss("Kasir"), []);
    const kasir = await signInAt(browser, "kasir@demo.test", `/order/${open.id}`);
    await kasir.getByTestId("menu-search").fill("Sirsak");
    const card = kasir.getByRole("button", { name: item });
    await expect(card).toHaveAttribute("data-sold-out", "0");

    // Another till sends the last unit.
    const other = await stall.openOrder(uniqueBoss("Terakhir"), [item]);
    await sendOrder(stall.kasir, other.id);
    await expect(card).toHaveAttribute("data-sold-out", "1");
    await expect(card).toContainText("Habis");
    await expect(dapur.locator(`[data-testid="stock-menu"][data-menu="${item}"]`).getByTestId("stock-left")).toHaveText("Habis");

    // Menu Habis shows why, and leads to the stock form rather than a refused "available".
    await dapur.goto("/stock?page=menu-habis");
    const habis = dapur.locator(`[data-testid="habis-menu"][data-menu="${item}"]`);
    await expect(habis).toHaveAttribute("data-sold-out", "1");
    await expect(habis).toContainText("Stok 0");
    await expect(habis.getByTestId("habis-toggle")).toHaveText("Isi Stok");
    // Marked sold out by hand: Es Cincau, then available again.
    const cincau = dapur.locator('[data-testid="habis-menu"][data-menu="Es Cincau"]');
    await cincau.getByTestId("habis-toggle").click();
    await expect(cincau).toHaveAttribute("data-sold-out", "1");
    await shot(dapur, "menu-habis-1280x800");
    await kasir.getByTestId("menu-search").fill("Cincau");
    await expect(kasir.getByRole("button", { name: "Es Cincau" })).toHaveAttribute("data-sold-out", "1");
    await cincau.getByTestId("habis-toggle").click();
    await expect(cincau).toHaveAttribute("data-sold-out", "0");
    await expect(kasir.getByRole("button", { name: "Es Cincau" })).toHaveAttribute("data-sold-out", "0");
    await kasir.context().close();
    await dapur.context().close();
  } finally {
    await resetStock(dapurApi, item);
    await resetStock(dapurApi, "Es Cincau");
  }
});

test("Gagal Proses logs a cooked dish cancelled; Bungkusan lists a ready take-away nota until it is packed", async ({ browser, stall }) => {
  const boss = uniqueBoss("Bungkus");
  const takeAway = await stall.openOrder(boss, ["Nasi Uduk", "Es Teh Manis"], "Bungkus");
  await sendOrder(stall.kasir, takeAway.id);
  const spoiled = await stall.openOrder(uniqueBoss("Gosong"), ["Ayam Bakar", "Ayam Bakar"]);
  await sendOrder(stall.kasir, spoiled.id);
  const dishes = (await stall.kasir.get(`m-dish-status/by-transaction/${spoiled.id}`)).data as { m_dish_status_id: number }[];
  const burnt = dishes[0]?.m_dish_status_id;
  await stall.kasir.get(`m-dish-status/set-ready/${burnt}`);
  await stall.kasir.post("m-dish-status/cancel-dishes", { m_dish_status_id: [burnt], reason: "Dibatalkan Konsumen" });

  const dapur = await signInAt(browser, "dapur@demo.test", "/stock?page=gagal-proses");
  const row = dapur.getByTestId("gagal-row").filter({ hasText: spoiled.nota });
  await expect(row).toContainText("Ayam Bakar");
  await expect(row).toContainText("Sudah dimasak");
  await expect(row).toContainText("Siti Kasir");
  await shot(dapur, "gagal-proses-1280x800");

  const pelayan = await signInAt(browser, "pelayan@demo.test", "/stock?page=bungkusan");
  const nota = pelayan.getByTestId("bungkus-nota").filter({ hasText: boss });
  await expect(nota).toHaveCount(0);
  for (const d of (await stall.kasir.get(`m-dish-status/by-transaction/${takeAway.id}`)).data as { m_dish_status_id: number }[]) {
    await stall.kasir.get(`m-dish-status/set-ready/${d.m_dish_status_id}`);
  }
  await expect(nota).toBeVisible();
  await expect(nota).toContainText("Nasi Uduk");
  await expect(nota.getByTestId("bungkus-ready-since")).toHaveText(/^Siap, menunggu dibungkus \d+ menit$/);
  await shot(pelayan, "bungkusan-1280x800");
  await nota.getByTestId("bungkus-done").click();
  await expect(pelayan.getByText("Pesanan sudah dibungkus")).toBeVisible();
  await expect(nota).toHaveCount(0);
  await dapur.context().close();
  await pelayan.context().close();
});

test("Form Stok Menu asks for the opening stock, shows what was sold today and what is left before saving", async ({
  browser,
  stall,
  request,
}) => {
  const item = "Jus Jambu";
  const dapurApi = await apiLogin(request, "dapur@demo.test");
  try {
    // One sold today before anyone counted it.
    const sold = await stall.openOrder(uniqueBoss("Jambu"), [item]);
    await sendOrder(stall.kasir, sold.id);
    const dapur = await signInAt(browser, "dapur@demo.test", "/stock");
    await dapur.getByRole("tab", { name: "Minuman" }).click();
    const card = dapur.locator(`[data-testid="stock-menu"][data-menu="${item}"]`);
    await expect(card.getByText("Stok awal hari ini")).toBeVisible();
    await expect(card.getByTestId("stock-sold")).toContainText("Terjual hari ini");
    const n = await soldToday(card);
    expect(n).toBeGreaterThanOrEqual(1);
    // The opening stock of the day includes what was sold: typing only what was sold shows it sold out before saving…
    await card.getByTestId("stock-input").fill(String(n));
    await expect(card.getByTestId("stock-left")).toHaveText("Habis");
    // …two more leaves two.
    await card.getByTestId("stock-input").fill(String(n + 2));
    await expect(card.getByTestId("stock-left")).toHaveText("Sisa sekarang 2");
    const saved = dapur.waitForResponse((r) => r.url().includes("/api/m-menu/saveStock") && r.ok());
    await dapur.getByTestId("stock-save").click();
    await saved;
    await expect(card.getByTestId("stock-left")).toHaveText("Sisa sekarang 2");
    if (SCREENSHOTS) {
      await dapur.setViewportSize(TABLET);
      await shot(dapur, "stock-form-tablet");
      await dapur.setViewportSize(PHONE);
      await card.scrollIntoViewIfNeeded();
      await shot(dapur, "stock-form-phone");
    }
    await dapur.context().close();
  } finally {
    await resetStock(dapurApi, item);
  }
});
