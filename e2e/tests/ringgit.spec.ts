/**
 * An RM outlet in the browser: the till shows ringgit with two decimals, opening cash and
 * the payment go over the wire in ringgit (the major unit), and the change comes back in ringgit;
 * the order-level and line calls (Tarik Tunai, Edit Menu's Nominal) send ringgit too.
 */
import { expect } from "@playwright/test";
import { apiLogin, ensureCashOpen, openOrder } from "../steps/api.ts";
import { addMenu, openCash, openDineIn, orderOption, payCashWithQuickButton } from "../steps/cashier.ts";
import { test, uniqueBoss, uniqueNota } from "../steps/fixtures.ts";
import { actionDone, cartLine, openLineAction } from "../steps/lines.ts";
import { signIn, signInAt } from "../steps/session.ts";

// These tests are about ringgit and read the shared steps' Indonesian words: an RM outlet speaks
// Indonesian (language.spec.ts), and the KL cashier's own choice is pinned to it meanwhile.
test.beforeEach(async ({ request }) => {
  await (await apiLogin(request, "kasir.kl@demo.test")).put("user/language", { language: "id" });
});
test.afterEach(async ({ request }) => {
  await (await apiLogin(request, "kasir.kl@demo.test")).put("user/language", { language: null });
});

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

test("RM outlet: Tarik Tunai and an Edit Menu Nominal discount typed in ringgit go over the wire in ringgit", async ({
  browser,
  request,
}) => {
  const kl = await apiLogin(request, "kasir.kl@demo.test");
  await ensureCashOpen(kl);
  const id = await openOrder(kl, "Meja 2", uniqueNota(), uniqueBoss("Encik Tarik"), ["Nasi Lemak", "Nasi Lemak"]);
  const kasir = await signInAt(browser, "kasir.kl@demo.test", `/order/${id}`);
  await expect(cartLine(kasir, "Nasi Lemak")).toContainText("17.00");

  await orderOption(kasir, "btn-tarik-tunai");
  await kasir.getByTestId("tarik-tunai-amount").fill("2.50");
  const put = kasir.waitForRequest((r) => r.url().includes(`/api/tmp-transaction/${id}`) && r.method() === "PUT");
  await kasir.getByTestId("tarik-tunai-save").click();
  expect((await put).postDataJSON().tmp_transaction_detail_tarik_tunai).toBe(2.5);
  await expect(kasir.getByTestId("total-tarik-tunai")).toContainText("2.50");

  await openLineAction(kasir, "Nasi Lemak", "edit");
  const modal = kasir.getByTestId("edit-modal");
  await modal.getByText("Nominal (per item)", { exact: true }).click();
  await modal.getByTestId("edit-amount").fill("1.50");
  await expect(modal.getByTestId("edit-after")).toContainText("14.00");
  const edit = kasir.waitForRequest((r) => r.url().includes("/api/m-transaction-meja/changeMenuDetail"));
  const saved = actionDone(kasir, "m-transaction-meja/changeMenuDetail");
  await modal.getByTestId("edit-save").click();
  expect((await edit).postDataJSON()).toMatchObject({ discount_type: "Nominal", discount: "1.5" });
  await saved;
  await expect(cartLine(kasir, "Nasi Lemak")).toContainText("14.00");
  // Its table is free again for the next test.
  expect((await kasir.request.delete(`/api/tmp-transaction/${id}`)).status()).toBe(200);
});
