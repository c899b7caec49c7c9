/**
 * The staff side (foundations §2 "Staff dashboard", orders §2.5): a waiter
 * on a phone takes two tables at once on Hal Order (/odcr) and orders on /kitchen-order; a
 * duplicate nota is refused with `Nomor Nota sudah ada`; every staff-nav item opens a screen.
 * Screenshots of /odcr and /kitchen-order at 1280×800 and 390×844 go to SCREENSHOT_DIR.
 */
import { settleOrder } from "../steps/api.ts";
import { addMenu, sendToProduction } from "../steps/cashier.ts";
import { expect, test, uniqueBoss, uniqueNota } from "../steps/fixtures.ts";
import { signIn, signInAt } from "../steps/session.ts";
import { PHONE, shot, TABLET } from "../steps/shots.ts";
import { cartLine, fillStaffNote, landsOnKitchenOrder, openHalOrder, pickTables } from "../steps/staff.ts";
import { tableCard } from "../steps/tables.ts";

test("a waiter on a phone takes two tables on /odcr and orders on /kitchen-order", async ({ browser, stall }) => {
  const [first, second] = [await stall.freeTable("Meja"), await stall.freeTable("Meja")];
  const boss = uniqueBoss("Arisan");
  const nota = uniqueNota();
  const pelayan = await signIn(browser, "pelayan@demo.test", PHONE);
  await pelayan.getByTestId("link-hal-order").click();
  await expect(pelayan).toHaveURL(/\/odcr$/);
  await expect(pelayan.getByTestId("section-meja")).toBeVisible();
  await shot(pelayan, "odcr-390x844");

  // STAF PELAYANAN: Dewi takes both tables in one note.
  await pelayan.getByRole("button", { name: "Dewi Pelayan", exact: true }).click();
  await expect(pelayan.getByTestId("staff-note-form")).toBeVisible();
  await expect(pelayan.getByTestId("staff-note-by")).toHaveValue("Dewi Pelayan");
  await pickTables(pelayan, [first, second]);
  await expect(pelayan.getByTestId("staff-note-main")).toContainText(first);
  await pelayan.getByTestId("staff-note-number").fill(nota);
  await pelayan.getByTestId("staff-note-customer").fill(boss);
  await shot(pelayan, "odcr-staff-note-390x844");
  await pelayan.getByTestId("staff-note-submit").click();
  const id = await landsOnKitchenOrder(pelayan);
  stall.track(id);

  // A new order opens on the menu; two taps, then ORDER KE PRODUKSI from the cart.
  await addMenu(pelayan, "Es Teh Manis", 2);
  await addMenu(pelayan, "Ayam Bakar");
  await shot(pelayan, "kitchen-order-menu-390x844");
  await pelayan.getByTestId("phone-show-cart").click();
  await expect(pelayan.getByTestId("order-place")).toHaveText(`${first}, ${second}`);
  await expect(pelayan.getByTestId("order-customer")).toHaveText(boss);
  await expect(pelayan.getByTestId("order-by")).toHaveText("Dewi Pelayan");
  await expect(pelayan.getByTestId("btn-pay")).toHaveCount(0);
  await sendToProduction(pelayan, 2);
  await shot(pelayan, "kitchen-order-390x844");

  // SIMPAN PESANAN returns to Hal Order, where both tables show the note.
  await pelayan.getByTestId("btn-save-order").click();
  await expect(pelayan).toHaveURL(/\/odcr$/);
  for (const table of [first, second]) {
    const card = tableCard(pelayan, table);
    await expect(card).toHaveAttribute("data-state", "occupied");
    await expect(card.getByTestId("table-card-nota")).toHaveText(`#${nota}`);
    await expect(card.getByTestId("table-card-by")).toHaveText("Dewi Pelayan");
  }
  await shot(pelayan, "odcr-taken-390x844");
  // Tapping an occupied table opens its order on the staff screen.
  await tableCard(pelayan, second).click();
  await expect(pelayan).toHaveURL(new RegExp(`/kitchen-order/${id}$`));
  await pelayan.context().close();
});

test("the staff note form at tablet size: Karyawan, a free table, and a duplicate nota refused with Nomor Nota sudah ada", async ({
  browser,
  stall,
}) => {
  const taken = await stall.openOrder(uniqueBoss("Pertama"), ["Es Teh Manis"]);
  const table = await stall.freeTable("Meja");
  const kasir = await signIn(browser, "kasir@demo.test", TABLET);
  await openHalOrder(kasir);
  await shot(kasir, "odcr-1280x800");
  await tableCard(kasir, table).click();
  await expect(kasir.getByText("Input Info Nota Dine In")).toBeVisible();
  await expect(kasir.getByTestId("staff-note-main")).toContainText(table);
  // Karyawan is required.
  await expect(kasir.getByTestId("staff-note-by")).toHaveValue("Siti Kasir");
  // The select's clear button (×) beside the name.
  await kasir.getByTestId("staff-note-by").locator("xpath=..").locator("button").click();
  await expect(kasir.getByTestId("staff-note-by")).toHaveValue("");
  await fillStaffNote(kasir, { number: taken.nota, customer: uniqueBoss("Kedua") });
  await expect(kasir.getByText("Karyawan harus dipilih!")).toBeVisible();
  await kasir.getByTestId("staff-note-by").click();
  await kasir.getByRole("option", { name: "Rina Order", exact: true }).click();
  await shot(kasir, "odcr-staff-note-1280x800");
  await kasir.getByTestId("staff-note-submit").click();
  await expect(kasir.getByTestId("alert-message")).toHaveText("Nomor Nota sudah ada");
  await kasir.getByTestId("alert-ok").click();
  // The form stays open with the message under the number; nothing was created.
  await expect(kasir.getByTestId("staff-note-form")).toContainText("Nomor Nota sudah ada");
  await kasir.getByTestId("staff-note-number").fill(uniqueNota());
  await kasir.getByTestId("staff-note-submit").click();
  const id = await landsOnKitchenOrder(kasir);
  stall.track(id);
  await expect(kasir.getByTestId("order-by")).toHaveText("Rina Order");
  await addMenu(kasir, "Es Teh Manis");
  await shot(kasir, "kitchen-order-1280x800");
  // The cashier may pay here too (same actions per role as /order/{id}).
  await expect(kasir.getByTestId("btn-pay")).toBeVisible();
  await expect(cartLine(kasir, "Es Teh Manis")).toBeVisible();
  await kasir.context().close();
});

test("a closed or missing nota on /kitchen-order returns to /odcr; every staff-nav item opens a screen", async ({ browser, stall }) => {
  const order = await stall.openOrder(uniqueBoss("Tutup"), ["Es Teh Manis"]);
  const kasir = await signInAt(browser, "kasir@demo.test", "/kitchen-order/99999999", TABLET);
  await expect(kasir).toHaveURL(/\/odcr$/);
  // Paid on another device while open here: back to Hal Order.
  await kasir.goto(`/kitchen-order/${order.id}`);
  await expect(cartLine(kasir, "Es Teh Manis")).toBeVisible();
  await settleOrder(stall.kasir, order.id);
  await expect(kasir).toHaveURL(/\/odcr$/);

  // Hal Ojol opens its own screen: a section per delivery platform.
  await kasir.getByTestId("nav-hal-ojol").click();
  await expect(kasir).toHaveURL(/\/odcr-ojol$/);
  await expect(kasir.getByTestId("odcr-ojol-page")).toBeVisible();
  await expect(kasir.getByTestId("ojol-section-grab")).toBeVisible();
  // The stock family of screens opens its own screens.
  for (const [nav, screen] of [
    ["nav-stock", "stock-form"],
    ["nav-gagal-proses", "gagal-proses"],
    ["nav-menu-habis", "menu-habis"],
    ["nav-bungkusan", "bungkusan"],
  ] as const) {
    await kasir.getByTestId(nav).click();
    await expect(kasir.getByTestId(screen)).toBeVisible();
  }
  await kasir.getByTestId("nav-hal-tata-dine-in").click();
  await expect(kasir).toHaveURL(/\/hal-tata\/dine_in$/);
  await kasir.getByTestId("nav-layar-ambil").click();
  await expect(kasir).toHaveURL(/\/ambil-landing$/);
  await kasir.getByTestId("nav-pesan-aktif").click();
  await expect(kasir.getByTestId("pesan-aktif")).toBeVisible();
  await kasir.getByTestId("nav-plotting").click();
  // One card per production screen of the outlet (the back office's test may have added one).
  const screens = (await stall.kasir.get("m-layar-produksi/all")).data as unknown[];
  expect(screens.length).toBeGreaterThanOrEqual(2);
  await expect(kasir.getByTestId("plotting-card")).toHaveCount(screens.length);
  await kasir.getByTestId("nav-hal-order").click();
  await expect(kasir).toHaveURL(/\/odcr$/);
  await kasir.getByTestId("nav-produksi").click();
  await kasir.getByTestId("nav-produksi-screen").filter({ hasText: "Layar Bar" }).click();
  await expect(kasir.getByTestId("production-title")).toHaveText("Layar Bar");
  await kasir.context().close();
});
