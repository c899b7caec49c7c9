/**
 * An RM outlet in the browser (issue 7): the till shows ringgit with two decimals, opening cash and
 * the payment go over the wire in ringgit (the major unit), and the change comes back in ringgit.
 */
import { expect } from "@playwright/test";
import { addMenu, openCash, openDineIn, payCashWithQuickButton } from "../steps/cashier.ts";
import { test, uniqueBoss, uniqueNota } from "../steps/fixtures.ts";
import { signIn } from "../steps/session.ts";

test("RM outlet: a cash payment in ringgit from opening cash to the change", async ({ browser }) => {
  const kasir = await signIn(browser, "kasir.kl@demo.test");
  const saved = kasir.waitForRequest((r) => r.url().includes("/api/m-modal/save-modal"));
  // Denominations are keyed by their value in sen inside the app: RM50 × 2.
  await openCash(kasir, [{ value: "5000", qty: 2 }]);
  expect((await saved).postDataJSON().rekap_modal_nominal).toBe(100);

  await openDineIn(kasir, "Meja 4", { number: uniqueNota(), customer: uniqueBoss("Encik Ali") });
  await addMenu(kasir, "Nasi Lemak", 2);
  await addMenu(kasir, "Teh Tarik");
  // 2 × 8.50 + 3.50 = 20.50; tax 6% 1.23; service 10% 2.05; 23.78 → 23.75
  const totals = kasir.getByTestId("totals");
  await expect(totals).toContainText("20.50");
  await expect(totals).toContainText("1.23");
  await expect(totals).toContainText("2.05");
  await expect(totals).toContainText("23.75");

  const paid = kasir.waitForRequest((r) => r.url().includes("/api/recap-transactions") && r.method() === "POST");
  const change = await payCashWithQuickButton(kasir, "RM 23.75", 10000);
  const form = (await paid).postDataJSON();
  expect([form.sub_total, form.nominal_pajak, form.nominal_sc, form.total, form.nominal_uang]).toEqual([20.5, 1.23, 2.05, 23.75, 100]);
  expect(change).toBe("RM 76.25");
  await kasir.getByRole("button", { name: "Selesai" }).click();
  await expect(kasir).toHaveURL(/\/dashboard$/);
});
