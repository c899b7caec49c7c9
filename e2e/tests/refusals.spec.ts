/**
 * What a user sees when the server refuses: two devices racing for one table, a waiter tapping a
 * dish the kitchen has not finished, a cashier paying an order whose lines changed meanwhile.
 * Each test finds its own free table and nota number; the fixture pays what it leaves open.
 */
import { expect } from "@playwright/test";
import { apiLogin, openOrder } from "../steps/api.ts";
import { openPay } from "../steps/cashier.ts";
import { test, uniqueBoss, uniqueNota } from "../steps/fixtures.ts";
import { signInAt } from "../steps/session.ts";
import { shot } from "../steps/shots.ts";
import { tableCard } from "../steps/tables.ts";

test("a table taken on another device: Oops! Meja sudah digunakan, and the list shows who has it", async ({ browser, stall }) => {
  const table = await stall.freeTable();
  const kacab = await signInAt(browser, "kacab@demo.test", "/dashboard");
  await tableCard(kacab, table).click();
  await kacab.getByTestId("note-number").fill(uniqueNota());
  await kacab.getByTestId("note-customer").fill(uniqueBoss("Bu Ani"));

  // Meanwhile the till opens the same table for somebody else.
  const joko = uniqueBoss("Pak Joko");
  stall.track(await openOrder(stall.kasir, table, uniqueNota(), joko, []));

  await kacab.getByTestId("note-submit").click();
  await expect(kacab.getByText("Meja sudah digunakan")).toBeVisible();
  await shot(kacab, "refused-table-in-use-tablet");
  await kacab.getByTestId("alert-ok").click();
  await expect(tableCard(kacab, table)).toContainText(joko);
});

test("a dish the kitchen has not marked ready cannot be served", async ({ browser, request, stall }) => {
  const boss = uniqueBoss("Mbak Sri");
  const { id } = await stall.openOrder(boss, ["Lele Goreng"]);
  await stall.kasir.get(`m-transaction-meja/set-production/${id}`);

  const pelayan = await signInAt(browser, "pelayan@demo.test", "/hal-ambil/makan", { width: 390, height: 844 });
  const card = pelayan.getByTestId("pickup-card").filter({ hasText: boss });
  const dish = card.getByTestId("pickup-dish").first();
  await expect(dish).toHaveAttribute("data-state", "waiting");
  await dish.getByTestId("pickup-dish-badge").click({ force: true });
  await expect(dish).toHaveAttribute("data-state", "waiting");
  await expect(card.getByTestId("pickup-selesai")).toHaveCount(0);
  await shot(pelayan, "refused-dish-not-ready-phone");
  // and the server refuses it too, whatever a client sends
  const dishes = (await stall.kasir.get(`m-dish-status/by-transaction/${id}`)).data as { m_dish_status_id: number }[];
  const served = await apiLogin(request, "pelayan@demo.test").then((p) => p.get(`m-dish-status/set-served/${dishes[0]?.m_dish_status_id}`));
  expect(served.meta.message).toBe("Menu belum siap");
});

test("lines changed on another device before paying: Terjadi perubahan data, nothing is paid", async ({ browser, stall }) => {
  const { id, nota } = await stall.openOrder(uniqueBoss("Pak Dedi"), ["Ayam Bakar"]);

  const kasir = await signInAt(browser, "kasir@demo.test", `/order/${id}`);
  await expect(kasir.getByTestId("totals")).toContainText("Rp 20.000");
  await openPay(kasir);
  await kasir.getByTestId("pay-cash").click();
  await expect(kasir.getByTestId("cash-total")).toBeVisible();

  // A waiter adds a drink from a phone while the cash popup is open.
  const menus = (await stall.kasir.get("mmenu")).data as { m_menu_id: number; m_menu_nama: string }[];
  const esTeh = menus.find((m) => m.m_menu_nama === "Es Teh Manis");
  await stall.kasir.post("m-transaction-meja/add-menu", {
    tmp_transaction_detail_m_produk_id: esTeh?.m_menu_id,
    tmp_transaction_detail_tmp_transaction_id: id,
  });

  await kasir.getByTestId("quick-cash-100000").click();
  await kasir.getByTestId("cash-pay").click();
  await expect(kasir.getByText("Terjadi perubahan data")).toBeVisible();
  await shot(kasir, "refused-data-changed-tablet");
  expect((await stall.kasir.get(`tmp-transaction/cek/${id}`)).data).toBe(1);
  const history = (await stall.kasir.get("transaksi/history")).data as { r_t_nota_code: string }[];
  expect(history.map((h) => h.r_t_nota_code)).not.toContain(nota);
});
