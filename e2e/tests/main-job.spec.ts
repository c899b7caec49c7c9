/**
 * The main job across the roles, each on its own device: the cashier opens cash and a table, orders
 * and sends to production; the kitchen marks the dishes ready; the waiter serves them; the cashier
 * takes cash and prints; the paid nota is in today's history with the right total.
 */
import { expect } from "@playwright/test";
import { addMenu, openCash, openDineIn, payCashWithQuickButton, sendToProduction } from "../steps/cashier.ts";
import { test, uniqueBoss, uniqueNota } from "../steps/fixtures.ts";
import { markNotaReady, serveAndFinish } from "../steps/kitchen.ts";
import { signIn } from "../steps/session.ts";
import { tableCard } from "../steps/tables.ts";

test("dine-in order from opening cash to a paid, printed receipt", async ({ browser, stall }) => {
  const table = await stall.freeTable();
  const nota = uniqueNota();
  const boss = uniqueBoss("Pak Budi");
  const kasir = await signIn(browser, "kasir@demo.test");
  await openCash(kasir, [
    { value: "100000", qty: 2 },
    { value: "50000", qty: 2 },
  ]);

  stall.track(await openDineIn(kasir, table, { number: nota, customer: boss }));
  await addMenu(kasir, "Ayam Goreng Dada", 2);
  await addMenu(kasir, "Nasi Putih");
  await addMenu(kasir, "Es Teh Manis");
  // 2 × 18.000 + 6.000 + 5.000 = 47.000; tax 10% = 4.700; service 5% on 41.000 (not Nasi Putih) = 2.050
  await expect(kasir.getByTestId("totals")).toContainText("Rp 47.000");
  await expect(kasir.getByTestId("totals")).toContainText("Rp 4.700");
  await expect(kasir.getByTestId("totals")).toContainText("Rp 2.050");
  await expect(kasir.getByTestId("totals")).toContainText("Rp 53.800");
  await sendToProduction(kasir, 3);

  const dapur = await signIn(browser, "dapur@demo.test");
  await markNotaReady(dapur, "dine_in", boss, 4);

  const pelayan = await signIn(browser, "pelayan@demo.test", { width: 390, height: 844 });
  await serveAndFinish(pelayan, "makan", boss, 3);
  await serveAndFinish(pelayan, "minum", boss, 1);

  const change = await payCashWithQuickButton(kasir, "Rp 53.800", 100000);
  expect(change).toBe("Rp 46.200");
  const receipt = kasir.context().waitForEvent("page");
  await kasir.getByRole("button", { name: "Cetak", exact: true }).click();
  const slip = await receipt;
  await expect(slip).toHaveURL(/\/struk\/\d+\?mode=2/);
  await expect(slip.getByTestId("receipt-nota")).toContainText(nota);
  await expect(slip.getByTestId("receipt-slip")).toContainText("53.800");
  await kasir.getByRole("button", { name: "Selesai" }).click();
  await expect(kasir).toHaveURL(/\/dashboard$/);
  await expect(tableCard(kasir, table)).not.toContainText(boss);

  await kasir.goto("/history");
  const row = kasir.getByTestId("history-row").filter({ hasText: nota });
  await expect(row).toContainText(boss);
  await expect(row.getByTestId("history-row-total")).toHaveText("53.800");
  await row.getByTestId("history-detail-button").click();
  await expect(kasir.getByTestId("history-totals")).toContainText("53.800");
  await expect(kasir.getByTestId("history-menus")).toContainText("Ayam Goreng Dada");
});
