/**
 * Production screens: the cashier sends an order with items of two stations; without a
 * reload (nor a read of the screen) each appears on its own half of Layar Produksi; the kitchen bumps them; the waiter's phone
 * shows them ready; a cancelled dish moves to "Menu Yang Di Cancel". Also Plotting and Pesan Aktif,
 * with screenshots (1280×800; Pesan Aktif also 390×844) in $SCREENSHOT_DIR.
 */

import { apiLogin } from "../steps/api.ts";
import { addMenu, sendToProduction } from "../steps/cashier.ts";
import { expect, test, uniqueBoss } from "../steps/fixtures.ts";
import { openScreenFromNav, productionDish, screenId } from "../steps/production.ts";
import { countApi } from "../steps/requests.ts";
import { signInAt } from "../steps/session.ts";
import { PHONE, shot, TABLET } from "../steps/shots.ts";

test("a sent order lands on each station's half live; bumped dishes show ready on the waiter's phone; a cancel moves to Menu Yang Di Cancel", async ({
  browser,
  request,
  stall,
}) => {
  const boss = uniqueBoss("Layar");
  const order = await stall.openOrder(boss, []);
  const kitchen = await signInAt(browser, "dapur@demo.test", "/odcr-ojol", TABLET);
  await openScreenFromNav(kitchen, "Dapur");
  await expect(kitchen.getByTestId("production-left").getByTestId("production-stations")).toHaveText("Goreng, Bakaran");
  await expect(kitchen.getByTestId("production-right").getByTestId("production-stations")).toHaveText("Sambal, Sayur, Nasi");
  const waiter = await signInAt(browser, "pelayan@demo.test", "/hal-ambil/makan", PHONE);
  await kitchen.waitForLoadState("networkidle");
  const screenReads = countApi(kitchen, (p) => p.includes("detail-screen"));

  const kasir = await signInAt(browser, "kasir@demo.test", `/order/${order.id}`, TABLET);
  await addMenu(kasir, "Ayam Goreng Dada");
  await addMenu(kasir, "Sambal Bawang");
  await sendToProduction(kasir, 2);

  // Pushed: no reload of the kitchen screen; each dish on its own half only.
  await expect(productionDish(kitchen, "left", "Ayam Goreng Dada", order.nota)).toHaveCount(1);
  await expect(productionDish(kitchen, "right", "Sambal Bawang", order.nota)).toHaveCount(1);
  await expect(productionDish(kitchen, "right", "Ayam Goreng Dada", order.nota)).toHaveCount(0);
  await expect(productionDish(kitchen, "left", "Sambal Bawang", order.nota)).toHaveCount(0);
  await expect(productionDish(kitchen, "left", "Ayam Goreng Dada", order.nota)).toContainText(order.table);
  // The event carried the order: the screen put its dishes in place without reading itself again.
  expect(screenReads()).toBe(0);
  await expect.poll(() => kitchen.evaluate(() => Number(document.body.dataset.ticketSound ?? 0))).toBeGreaterThan(0);
  const waiterCard = waiter.getByTestId("pickup-card").filter({ hasText: boss });
  await expect(waiterCard.locator('[data-testid="pickup-dish"][data-state="waiting"]')).toHaveCount(2);

  // The kitchen bumps: one dish by a tap on it, the other with its card's Siap semua.
  await productionDish(kitchen, "left", "Ayam Goreng Dada", order.nota).click();
  await expect(productionDish(kitchen, "left", "Ayam Goreng Dada", order.nota)).toHaveCount(0);
  const sambalCard = kitchen.getByTestId("production-right").locator('[data-testid="production-card"][data-menu="Sambal Bawang"]');
  await sambalCard.getByTestId("production-bump").click();
  await expect(productionDish(kitchen, "right", "Sambal Bawang", order.nota)).toHaveCount(0);
  await expect(waiterCard.locator('[data-testid="pickup-dish"][data-state="ready"]')).toHaveCount(2);

  // A dish added later goes to Tambahan; cancelled, it moves to Menu Yang Di Cancel.
  await addMenu(kasir, "Cah Kangkung");
  await sendToProduction(kasir, 3);
  const additional = kitchen.getByTestId("production-right").getByTestId("production-additional");
  await expect(additional.getByTestId("production-dish").filter({ hasText: `Nota ${order.nota}` })).toHaveCount(1);
  const kacab = await apiLogin(request, "kacab@demo.test");
  const dishes = (await kacab.get(`m-dish-status/by-transaction/${order.id}`)).data as Array<{
    m_dish_status_id: number;
    m_menu_nama: string;
  }>;
  const kangkung = dishes.find((d) => d.m_menu_nama === "Cah Kangkung");
  const cancelled = await kacab.post("m-dish-status/cancel-dishes", {
    m_dish_status_id: [kangkung?.m_dish_status_id],
    reason: "Dibatalkan Konsumen",
  });
  expect(cancelled.meta.code).toBe(200);
  await expect(additional.getByTestId("production-dish").filter({ hasText: `Nota ${order.nota}` })).toHaveCount(0);
  await expect(kitchen.getByTestId("production-cancelled-item").filter({ hasText: `Nota ${order.nota}` })).toContainText("Cah Kangkung");
  await shot(waiter, "hal-ambil-ready-390x844");
  for (const page of [kitchen, waiter, kasir]) {
    await page.context().close();
  }
});

test("a full queue on Layar Produksi, Plotting with its Update modal, Pesan Aktif on a tablet and a phone", async ({ browser, stall }) => {
  const many = [
    ["Ayam Goreng Dada", "Ayam Goreng Paha", "Ayam Bakar", "Lele Goreng", "Sambal Bawang", "Sambal Terasi", "Nasi Putih", "Cah Kangkung"],
    ["Ayam Goreng Dada", "Ayam Penyet", "Gurame Bakar", "Tahu Goreng", "Sambal Bawang", "Nasi Putih", "Nasi Uduk", "Sayur Asem"],
    ["Ayam Goreng Dada", "Ayam Bakar", "Telur Dadar", "Sambal Tahu", "Nasi Putih", "Terong Balado", "Es Teh Manis", "Jus Alpukat"],
  ];
  for (const [i, items] of many.entries()) {
    const order = await stall.openOrder(uniqueBoss(`Antri${i}`), items);
    await stall.kasir.get(`m-transaction-meja/set-production/${order.id}`);
  }
  const more = await stall.openOrder(uniqueBoss("Tambah"), ["Ayam Goreng Dada"]);
  await stall.kasir.get(`m-transaction-meja/set-production/${more.id}`);
  const menus = (await stall.kasir.get("mmenu")).data as Array<{ m_menu_id: number; m_menu_nama: string }>;
  const terasi = menus.find((m) => m.m_menu_nama === "Sambal Terasi")?.m_menu_id;
  await stall.kasir.post("m-transaction-meja/add-menu", {
    tmp_transaction_detail_tmp_transaction_id: more.id,
    tmp_transaction_detail_m_produk_id: terasi,
  });
  await stall.kasir.get(`m-transaction-meja/set-production/${more.id}`);

  const kitchen = await signInAt(browser, "dapur@demo.test", `/layar-produksi/${await screenId(stall.kasir, "Dapur")}`, TABLET);
  // 22 dishes of the Dapur stations in the queues, 1 more under Tambahan (Es Teh and Jus go to Layar Bar).
  await expect.poll(() => kitchen.getByTestId("production-dish").count()).toBeGreaterThanOrEqual(24);
  await expect(kitchen.getByTestId("production-right").getByTestId("production-additional").getByTestId("production-dish")).not.toHaveCount(
    0,
  );
  await shot(kitchen, "layar-produksi-full-1280x800");

  await kitchen.goto("/plotting");
  const bar = kitchen.getByTestId("plotting-card").filter({ hasText: "Layar Bar" });
  await expect(bar.getByTestId("plotting-left").getByTestId("plotting-stations")).toHaveText("Minum");
  await shot(kitchen, "plotting-1280x800");
  await bar.getByTestId("plotting-open").click();
  await expect(kitchen.getByTestId("plot-left-produksi")).toBeVisible();
  await shot(kitchen, "plotting-modal-1280x800");
  await kitchen.getByTestId("plotting-update").click();
  await expect(kitchen.getByTestId("plotting-modal")).toHaveCount(0);

  const pelayan = await signInAt(browser, "pelayan@demo.test", "/odcr", TABLET);
  await pelayan.getByTestId("nav-pesan-aktif").click();
  await expect(pelayan.getByTestId("pickup-card").first()).toBeVisible();
  await shot(pelayan, "pesan-aktif-1280x800");
  const phone = await signInAt(browser, "pelayan@demo.test", "/pesan-aktif", PHONE);
  await expect(phone.getByTestId("pickup-card").first()).toBeVisible();
  await shot(phone, "pesan-aktif-390x844");
  for (const page of [kitchen, pelayan, phone]) {
    await page.context().close();
  }
});

test("Siap semua on a phone: the screen stacks under its header; Batalkan asks, then takes back exactly that card's dishes", async ({
  browser,
  stall,
}) => {
  const order = await stall.openOrder(uniqueBoss("Batal"), ["Sambal Terasi", "Sambal Terasi", "Tempe Goreng"]);
  await stall.kasir.get(`m-transaction-meja/set-production/${order.id}`);
  const kitchen = await signInAt(browser, "dapur@demo.test", `/layar-produksi/${await screenId(stall.kasir, "Dapur")}`, PHONE);
  await expect(kitchen.getByTestId("production-title")).toBeInViewport();
  const mine = productionDish(kitchen, "right", "Sambal Terasi", order.nota);
  await expect(mine).toHaveCount(2);
  const card = kitchen.getByTestId("production-right").locator('[data-testid="production-card"][data-menu="Sambal Terasi"]');
  const onCard = await card.getByTestId("production-dish").count();
  await shot(kitchen, "layar-produksi-390x844");

  await card.getByTestId("production-bump").click();
  await expect(mine).toHaveCount(0);
  const bar = kitchen.getByTestId("production-undo-bar");
  await expect(bar).toContainText(`Sambal Terasi · Level 1 ×${onCard} siap`);
  await shot(kitchen, "layar-produksi-undo-390x844");
  // Batalkan asks the waiter's question first; Tidak keeps the dishes ready.
  await bar.getByTestId("production-undo").click();
  await expect(kitchen.getByText("Apa Anda yakin ingin mengembalikan menu?")).toBeVisible();
  await kitchen.getByTestId("bump-undo-no").click();
  await expect(mine).toHaveCount(0);
  await bar.getByTestId("production-undo").click();
  await shot(kitchen, "layar-produksi-undo-confirm-390x844");
  await kitchen.getByTestId("bump-undo-yes").click();
  await expect(mine).toHaveCount(2);
  await expect(card.getByTestId("production-dish")).toHaveCount(onCard);
  await expect(bar).toHaveCount(0);
  // The other card of the order was never touched.
  await expect(productionDish(kitchen, "left", "Tempe Goreng", order.nota)).toHaveCount(1);
});
