/**
 * In the browser: EDC BCA payment of a dine-in order (confirmation with the approval
 * number, then the receipt modal, no change); a gojek order paid with GoPay offered by default
 * (no LOSTBILL); a multipayment cash + OVO with the change from the cash. Screenshots of Bayar,
 * EDC, EDC confirmation, Lainnya, Lost Bill, Multipayment, the unsent-lines warning and the receipt modal.
 */
import { expect } from "@playwright/test";
import { openPay } from "../steps/cashier.ts";
import { test, uniqueNota } from "../steps/fixtures.ts";
import { signInAt } from "../steps/session.ts";
import { shot } from "../steps/shots.ts";

test("EDC BCA pays a dine-in order after the confirmation: receipt modal, no change, order closed", async ({ browser, stall }) => {
  const { id, nota } = await stall.openOrder("Bu Edc", ["Ayam Bakar", "Es Teh Manis"]);
  const kasir = await signInAt(browser, "kasir@demo.test", `/order/${id}`);
  // The lines were never sent to the kitchen: the warning lists them first.
  await kasir.getByTestId("btn-pay").click();
  await expect(kasir.getByTestId("unsent-warning")).toContainText("Ayam Bakar");
  await shot(kasir, "pay-unsent-warning");
  await kasir.getByTestId("unsent-pay").click();
  await expect(kasir.getByTestId("pay-lostbill")).toBeVisible();
  await shot(kasir, "pay-bayar");
  await kasir.getByTestId("pay-other").click();
  await expect(kasir.getByTestId("other-gratis")).toBeVisible();
  await shot(kasir, "pay-lainnya");
  await kasir.getByTestId("other-lostbill").click();
  await expect(kasir.getByTestId("writeoff-reason")).toBeVisible();
  await shot(kasir, "pay-lostbill");
  await kasir.keyboard.press("Escape");

  await openPay(kasir);
  await kasir.getByTestId("pay-edc").click();
  await expect(kasir.getByTestId("edc-method-5")).toHaveText("EDC BCA");
  await shot(kasir, "pay-edc");
  await kasir.getByTestId("edc-method-5").click();
  await expect(kasir.getByTestId("edc-confirm-method")).toHaveText("EDC BCA");
  await kasir.getByTestId("edc-approval").fill("884213");
  await shot(kasir, "pay-edc-confirm");
  await kasir.getByTestId("edc-confirm-pay").click();
  await expect(kasir.getByTestId("paid-method")).toHaveText("EDC BCA");
  await expect(kasir.getByTestId("paid-summary")).toContainText(`Nota ${nota}`);
  await expect(kasir.getByTestId("change-amount")).toHaveCount(0);
  await expect(kasir.getByTestId("pay-void")).toBeVisible();
  await shot(kasir, "pay-receipt-edc");
  expect(Number((await stall.kasir.get(`tmp-transaction/cek/${id}`)).data)).not.toBe(1);
  await kasir.getByTestId("change-done").click();
  await expect(kasir).toHaveURL(/\/dashboard$/);
});

test("a gojek order offers GoPay by default and no LOSTBILL; paid with it", async ({ browser, stall }) => {
  const table = await stall.freeTable("Bungkus");
  const tables = (await stall.kasir.get("m-meja")).data as { m_meja_id: number; m_meja_nama: string }[];
  const created = await stall.kasir.post("tmp-transaction", {
    tmp_transaction_m_meja_id: tables.find((t) => t.m_meja_nama === table)?.m_meja_id,
    tmp_transaction_m_t_t_name: "gojek",
    tmp_transaction_note_number: uniqueNota(),
    tmp_transaction_customer_name: "Driver Gojek",
    tmp_transaction_order_time: new Date().toISOString(),
  });
  const id = created.data.tmp_transaction_id as number;
  stall.track(id);
  const menus = (await stall.kasir.get("mmenu")).data as { m_menu_id: number; m_menu_nama: string }[];
  await stall.kasir.post("m-transaction-meja/add-menu", {
    tmp_transaction_detail_m_produk_id: menus.find((m) => m.m_menu_nama === "Es Teh Manis")?.m_menu_id,
    tmp_transaction_detail_tmp_transaction_id: id,
  });
  const kasir = await signInAt(browser, "kasir@demo.test", `/order/${id}`);
  await openPay(kasir);
  await expect(kasir.getByTestId("pay-default")).toContainText("GoPay");
  await expect(kasir.getByTestId("pay-lostbill")).toHaveCount(0);
  await shot(kasir, "pay-bayar-gojek");
  await kasir.getByTestId("pay-default").click();
  await expect(kasir.getByTestId("edc-confirm-method")).toHaveText("GoPay");
  await kasir.getByTestId("edc-confirm-pay").click();
  await expect(kasir.getByTestId("paid-method")).toHaveText("GoPay");
  const history = (await stall.kasir.get("transaksi/history")).data as { m_transaction_table_id: number; payment_method: string }[];
  expect(history.find((h) => h.m_transaction_table_id === id)?.payment_method).toBe("GoPay");
});

test("multipayment cash + OVO: change from the cash only, one bill", async ({ browser, stall }) => {
  const { id } = await stall.openOrder("Pak Multi", ["Ayam Bakar", "Es Teh Manis"]);
  const detail = await stall.kasir.get(`transaction-detail?tmp_transaction_detail_tmp_transaction_id=${id}`);
  const total = detail.totals.rounded as number;
  const kasir = await signInAt(browser, "kasir@demo.test", `/order/${id}`);
  await openPay(kasir);
  await kasir.getByTestId("pay-multi").click();
  await expect(kasir.getByTestId("multi-pay")).toBeDisabled();
  // OVO above the total is refused on the screen (change only from cash).
  await kasir.getByTestId("multi-amount-1").fill("5000");
  await kasir.getByTestId("multi-amount-6").fill(String(total + 1000));
  await expect(kasir.getByTestId("multi-problem")).toHaveText("Pembayaran non-tunai melebihi total");
  await kasir.getByTestId("multi-amount-6").fill("10000");
  await kasir.getByTestId("multi-amount-1").fill(String(total - 10000 + 5000));
  await expect(kasir.getByTestId("multi-pay")).toBeEnabled();
  await expect(kasir.getByTestId("multi-rest")).toHaveText("Rp 5.000");
  await shot(kasir, "pay-multipayment");
  await kasir.getByTestId("multi-pay").click();
  await expect(kasir.getByTestId("change-amount")).toHaveText("Rp 5.000");
  await shot(kasir, "pay-receipt-multipayment");
  const history = (await stall.kasir.get("transaksi/history")).data as {
    m_transaction_table_id: number;
    r_t_nominal_total_bayar: number;
  }[];
  expect(history.filter((h) => h.m_transaction_table_id === id).map((h) => h.r_t_nominal_total_bayar)).toEqual([total]);
});
