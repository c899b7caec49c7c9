/**
 * Back-office configuration lists in the browser: the owner adds a payment method that the
 * cashier's EDC dialog then offers and a payment takes; the owner adds a voucher that the till finds;
 * the transaction types and cash denominations pages with their edit dialogs. Screenshots at 1280×800.
 */
import { expect } from "@playwright/test";
import { CONFIG_MSG } from "@waroeng/domain";
import { apiLogin } from "../steps/api.ts";
import { openPay } from "../steps/cashier.ts";
import { test, uniqueNota } from "../steps/fixtures.ts";
import { signIn, signInAt } from "../steps/session.ts";
import { shot } from "../steps/shots.ts";

test("the owner adds a payment method; the cashier's payment dialog offers it and a payment takes it", async ({
  browser,
  request,
  stall,
}) => {
  const name = `QRIS ${uniqueNota().slice(-5)}`;
  const owner = await signIn(browser, "owner@demo.test");
  await owner.getByTestId("admin-nav-metode-bayar").click();
  await expect(owner.getByTestId("method-table")).toContainText("EDC BCA");
  await shot(owner, "admin-payment-methods");
  await owner.getByTestId("method-add").click();
  await owner.getByTestId("method-name").fill(name);
  await owner.getByRole("dialog").getByText(CONFIG_MSG.TYPE_EWALLET, { exact: true }).click();
  await shot(owner, "admin-payment-method-form");
  await owner.getByTestId("method-save").click();
  await expect(owner.getByText("Tersimpan")).toBeVisible();
  const row = owner.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(`${CONFIG_MSG.TYPE_EWALLET} · Non-tunai`);
  await expect(row).toContainText("Aktif");

  const { id, nota } = await stall.openOrder("Bu Qris", ["Es Teh Manis"]);
  const kasir = await signInAt(browser, "kasir@demo.test", `/order/${id}`);
  await openPay(kasir);
  await kasir.getByTestId("pay-edc").click();
  const method = kasir.getByRole("button", { name });
  await expect(method).toBeVisible();
  await shot(kasir, "admin-payment-method-offered");
  await method.click();
  await expect(kasir.getByTestId("edc-confirm-method")).toHaveText(name);
  await kasir.getByTestId("edc-confirm-pay").click();
  await expect(kasir.getByTestId("paid-method")).toHaveText(name);
  await expect(kasir.getByTestId("paid-summary")).toContainText(`Nota ${nota}`);

  // The audit trail names the change readably.
  await owner.getByTestId("admin-nav-audit").click();
  await expect(owner.getByTestId("audit-row").first()).toContainText("Metode bayar");

  // Leave the till as the other specs expect it: the method switched off is no longer offered.
  const api = await apiLogin(request, "owner@demo.test");
  const methods = (await api.get("admin/payment-methods")).data as { m_payment_method_id: number; name: string }[];
  const added = methods.find((m) => m.name === name);
  await api.put(`admin/payment-methods/${added?.m_payment_method_id}`, { active: 0 });
  const till = (await stall.kasir.get("m-payment-method")).data as { name: string }[];
  expect(till.map((m) => m.name)).not.toContain(name);
});

test("the owner adds a voucher; the till finds it with its value", async ({ browser, stall }) => {
  const code = `HEMAT${uniqueNota().slice(-6)}`;
  const owner = await signIn(browser, "owner@demo.test");
  await owner.getByTestId("admin-nav-voucher").click();
  await expect(owner.getByTestId("voucher-table")).toContainText("HEMAT10");
  await shot(owner, "admin-vouchers");
  await owner.getByTestId("voucher-add").click();
  await owner.getByTestId("voucher-code").fill(code.toLowerCase());
  await owner.getByTestId("voucher-value").fill("7500");
  await owner.getByTestId("voucher-until").fill("2099-12-31");
  // A tap on another field closes the date's calendar.
  await owner.getByTestId("voucher-code").click();
  await expect(owner.getByTestId("voucher-until")).toHaveValue("31/12/2099");
  await shot(owner, "admin-voucher-form");
  await owner.getByTestId("voucher-save").click();
  await expect(owner.getByText("Tersimpan")).toBeVisible();
  const row = owner.getByTestId(`voucher-row-${code}`);
  await expect(row).toContainText("Rp 7.500");
  await expect(row).toContainText("2099-12-31");
  await expect(row).toContainText("Aktif");

  const found = await stall.kasir.get(`voucher/get-voucher?voucher_code=${code}`);
  expect(found.data).toMatchObject({ m_voucher_code: code, m_voucher_value: 7500 });
});

test("transaction types and cash denominations: lists and edit dialogs", async ({ browser }) => {
  const owner = await signIn(browser, "owner@demo.test");
  await owner.getByTestId("admin-nav-jenis-transaksi").click();
  await expect(owner.getByTestId("type-row-1")).toContainText("Makan di tempat");
  await shot(owner, "admin-transaction-types");
  await owner.getByTestId("type-edit-1").click();
  // Dine in stays on.
  await expect(owner.getByTestId("type-active")).toBeDisabled();
  await shot(owner, "admin-transaction-type-form");
  await owner.keyboard.press("Escape");

  await owner.getByTestId("admin-nav-pecahan").click();
  await expect(owner.getByTestId("denomination-table")).toContainText("Rp 100.000");
  await shot(owner, "admin-denominations");
  await owner.getByTestId("denomination-add").click();
  await expect(owner.getByTestId("denomination-name")).toBeVisible();
  await shot(owner, "admin-denomination-form");
});
