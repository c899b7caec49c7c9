/**
 * Reload or Back in the middle of paying returns to the same step (payment §2.1, §4): the
 * pay step is in the URL, and the Kembalian step is drawn from the payment the server stored, so
 * the cashier sees the same change and the same receipt choices after a reload.
 */
import { expect } from "@playwright/test";
import { openPay } from "../steps/cashier.ts";
import { test } from "../steps/fixtures.ts";
import { signIn, signInAt } from "../steps/session.ts";
import { shot } from "../steps/shots.ts";

test("pay cash, reload, Back and Forward: the same Kembalian and choices, from the stored payment", async ({ browser, stall }) => {
  const { id, nota } = await stall.openOrder("Bu Reload", ["Ayam Bakar", "Es Teh Manis"]);
  const kasir = await signInAt(browser, "kasir@demo.test", `/order/${id}`);
  await openPay(kasir);
  await kasir.getByTestId("pay-cash").click();
  await expect(kasir.getByTestId("cash-total")).toBeVisible();

  // Reload in the cash step: still in the cash step of this order.
  await kasir.reload();
  await expect(kasir).toHaveURL(new RegExp(`/order/${id}\\?bayar=cash$`));
  await expect(kasir.getByTestId("cash-total")).toBeVisible();

  await kasir.getByTestId("cash-amount").pressSequentially("100000");
  const preview = (await kasir.getByTestId("cash-change-preview").textContent()) ?? "";
  expect(preview).toMatch(/^Rp \d/);
  await kasir.getByTestId("cash-pay").click();
  const change = kasir.getByTestId("change-amount");
  await expect(change).toHaveText(preview);
  await expect(kasir).toHaveURL(new RegExp(`/order/${id}\\?bayar=\\d+$`));

  const choices = async () => {
    await expect(change).toHaveText(preview);
    await expect(kasir.getByTestId("paid-summary")).toContainText(`Nota ${nota}`);
    await expect(kasir.getByTestId("paid-summary")).toContainText("Uang Rp 100.000");
    for (const testId of ["receipt-wa", "receipt-print-wa", "receipt-print", "change-done"]) {
      await expect(kasir.getByTestId(testId)).toBeEnabled();
    }
  };
  await kasir.reload();
  await choices();
  await shot(kasir, "paid-kembalian-after-reload-tablet");
  await kasir.goBack();
  await expect(kasir).not.toHaveURL(new RegExp(`/order/${id}`));
  await kasir.goForward();
  await choices();

  await kasir.getByTestId("change-done").click();
  await expect(kasir).toHaveURL(/\/dashboard$/);
  // The order is closed: its plain URL goes back to the table list (payment §4).
  await kasir.goto(`/order/${id}`);
  await expect(kasir).toHaveURL(/\/dashboard$/);
});

test("the pay reply arriving after the live event: Selesai still goes to the dashboard", async ({ browser, stall }) => {
  const { id } = await stall.openOrder("Bu Balasan Telat", ["Es Teh Manis"]);
  const kasir = await signIn(browser, "kasir@demo.test");
  // Hold the pay reply until the cashier has left: the order's live event (order closed) arrives
  // first and shows the Kembalian from the stored payment, as it does when the reply is slow.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await kasir.route("**/api/recap-transactions", async (route) => {
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  await kasir.goto(`/order/${id}`);
  await openPay(kasir);
  await kasir.getByTestId("pay-cash").click();
  await kasir.getByTestId("cash-amount").pressSequentially("100000");
  await kasir.getByTestId("cash-pay").click();
  await expect(kasir.getByTestId("change-amount")).toBeVisible();
  await kasir.getByTestId("change-done").click();
  await expect(kasir).toHaveURL(/\/dashboard$/);
  const late = kasir.waitForResponse("**/api/recap-transactions");
  // The reply is handled in one step (PaymentFlow's pay): the cash drawer's call goes out, then a
  // stale onPaid would navigate. Once that call is seen, the late reply has done all it would do.
  const handled = kasir.waitForRequest((r) => r.url().includes("/api/open-laci/payment"));
  release();
  await late;
  await handled;
  // The late reply must not pull the cashier back to the paid order.
  await expect(kasir).toHaveURL(/\/dashboard$/);
});
