/**
 * Refund and transaction search (payment §2.3–§2.5, §4 Refund flow; foundations §2
 * Cari Transaksi, §5): a paid bill is found through Cari Transaksi by nota and date, two units are
 * refunded with service switched off, and today's history shows the refund; the history by date
 * finds the bill through the Nota search and Print Ulang downloads its PDF. Screens shot for review (tablet, and history on a phone).
 * A cashier the matrix refuses gets the supervisor's approval on the spot (a cancelled and a wrong
 * login open nothing), and the refund is in the cashier's own shift recap; every tap target of the
 * refund screen and its dialogs is at least 44 px high, on a tablet and on a phone.
 */
import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { ACCESS_MSG, formatMoney, MSG, money, REFUND_MSG } from "@waroeng/domain";
import { smallTapTargets } from "../steps/a11y.ts";
import { apiLogin, ensureCashOpen, settleOrder } from "../steps/api.ts";
import { test, uniqueBoss } from "../steps/fixtures.ts";
import { approveRefund, cariTransaksi, refundOne } from "../steps/refund.ts";
import { DEMO_PASSWORD, signIn, signInAt } from "../steps/session.ts";
import { PHONE, shot } from "../steps/shots.ts";

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());

test("pay, find through Cari Transaksi, refund two units without service, see it in history", async ({ browser, request, stall }) => {
  const boss = uniqueBoss("Bu Refund");
  const bill = await stall.openOrder(boss, ["Ayam Goreng Dada", "Ayam Goreng Dada", "Ayam Goreng Dada", "Es Teh Manis"]);
  await settleOrder(stall.kasir, bill.id);

  // A supervisor refunds (the cashier matrix denies a cashier by default).
  await ensureCashOpen(await apiLogin(request, "kacab@demo.test"));
  const kacab = await signIn(browser, "kacab@demo.test");
  await cariTransaksi(kacab, bill.nota, today(), () => shot(kacab, "cari-transaksi"));
  await expect(kacab.getByTestId("refund-nota")).toHaveText(bill.nota);
  const refundPath = new URL(kacab.url()).pathname;

  await refundOne(kacab, "Ayam Goreng Dada");
  await refundOne(kacab, "Ayam Goreng Dada");
  await expect(kacab.getByTestId("refund-left-line").filter({ hasText: "Ayam Goreng Dada" }).getByTestId("refund-left-qty")).toHaveText(
    "1",
  );
  await expect(kacab.getByTestId("refund-right-line").filter({ hasText: "Ayam Goreng Dada" }).getByTestId("refund-right-qty")).toHaveText(
    "2",
  );
  await expect(kacab.getByTestId("refund-sc")).toHaveText("Rp 1.800");
  await kacab.getByTestId("refund-sc-toggle").click();
  // 2 × 18.000 = 36.000; tax 10% 3.600; service switched off.
  await expect(kacab.getByTestId("refund-subtotal")).toHaveText("Rp 36.000");
  await expect(kacab.getByTestId("refund-tax")).toHaveText("Rp 3.600");
  await expect(kacab.getByTestId("refund-sc")).toHaveText("Rp 0");
  await expect(kacab.getByTestId("refund-total")).toHaveText("Rp 39.600");
  await shot(kacab, "refund-panes");

  await kacab.getByTestId("refund-submit").click();
  await expect(kacab.getByTestId("refund-result-total")).toHaveText("Rp 39.600");
  await shot(kacab, "refund-result");
  const receipt = kacab.context().waitForEvent("page");
  await kacab.getByTestId("refund-print").click();
  const slip = await receipt;
  await expect(slip).toHaveURL(/\/struk\/\d+\?mode=2/);
  await expect(slip.getByTestId("receipt-nota")).toContainText(bill.nota);
  await kacab.getByTestId("refund-done").click();
  await expect(kacab).toHaveURL(/\/dashboard$/);

  await kacab.goto("/history");
  const row = kacab.getByTestId("history-row").filter({ hasText: bill.nota });
  await expect(row.getByTestId("history-row-refunded")).toBeVisible();
  await row.getByTestId("history-detail-button").click();
  await expect(kacab.getByTestId("history-refunded")).toContainText("39.600");
  await expect(kacab.getByTestId("history-refund")).toBeDisabled();
  await shot(kacab, "history");

  // The Nota search opens the history by date with the bill.
  await kacab.getByTestId("nota-search-nota").fill(bill.nota);
  await kacab.getByTestId("nota-search-submit").click();
  await expect(kacab).toHaveURL(new RegExp(`/history-bydate/${today()}/${bill.nota}$`));
  await kacab.getByTestId("bydate-row").filter({ hasText: bill.nota }).click();
  await expect(kacab.getByTestId("bydate-detail-nota")).toHaveText(bill.nota);
  await expect(kacab.getByTestId("bydate-detail-bigboss")).toHaveText(boss);
  await shot(kacab, "history-bydate");
  // Print Ulang downloads the bill's PDF receipt.
  const [download] = await Promise.all([kacab.waitForEvent("download"), kacab.getByTestId("bydate-print").click()]);
  expect(download.suggestedFilename()).toBe(`struk-${bill.nota}.pdf`);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");

  // A second visit of the refund screen says one refund only and offers no REFUND.
  await expect(kacab.getByTestId("bydate-refund")).toBeDisabled();
  await kacab.goto(refundPath);
  await expect(kacab.getByTestId("refund-once")).toBeVisible();
  await expect(kacab.getByTestId("refund-submit")).toBeDisabled();

  // On a phone, history neither scrolls sideways nor opens its detail off-screen.
  const phone = await signInAt(browser, "kacab@demo.test", "/history", PHONE);
  const phoneRow = phone.getByTestId("history-row").filter({ hasText: bill.nota });
  await phoneRow.getByTestId("history-detail-button").click();
  await expect(phone.getByTestId("history-detail")).toBeInViewport();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(phone, "history-phone");
  await phone.goto(`/history-bydate/${today()}/${bill.nota}`);
  await expect(phone.getByTestId("bydate-row")).toHaveCount(1);
  await phone.getByTestId("bydate-row").click();
  await expect(phone.getByTestId("bydate-detail")).toBeInViewport();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(phone, "history-bydate-phone");
});

test("a cashier refused at REFUND gets the supervisor's login on the spot; the refund is in the cashier's recap", async ({
  browser,
  stall,
}) => {
  const bill = await stall.openOrder(uniqueBoss("Bu Setuju"), ["Ayam Goreng Dada", "Ayam Goreng Dada", "Es Teh Manis"]);
  await settleOrder(stall.kasir, bill.id);
  const billId = (await stall.kasir.get(`search-transactions/${bill.nota}/${today()}`)).transId as number;
  const recapRefund = async () => (await stall.kasir.get("cashier/payment")).data.reconciliation.refund as number;
  const recapBefore = await recapRefund();

  // On a phone: the screen says a supervisor must approve; cancelling the approval opens nothing.
  const phone = await signInAt(browser, "kasir@demo.test", `/refund/${billId}`, PHONE);
  await refundOne(phone, "Ayam Goreng Dada");
  await expect(phone.getByTestId("refund-needs-approval")).toHaveText(REFUND_MSG.NEEDS_APPROVAL);
  expect(await smallTapTargets(phone)).toEqual([]);
  await shot(phone, "refund-cashier-phone");
  await phone.getByTestId("refund-submit").click();
  await expect(phone.getByTestId("refund-approval-message")).toHaveText(MSG.ACCESS_DENIED);
  expect(await smallTapTargets(phone)).toEqual([]);
  await shot(phone, "refund-approval-phone");
  await phone.getByTestId("refund-approval-cancel").click();
  await expect(phone.getByTestId("refund-approval-form")).toBeHidden();
  await expect(phone.getByTestId("refund-result-total")).toBeHidden();

  // On the till: two Ayam, service off; REFUND is refused and the supervisor approves right there.
  const kasir = await signInAt(browser, "kasir@demo.test", `/refund/${billId}`);
  await refundOne(kasir, "Ayam Goreng Dada");
  await refundOne(kasir, "Ayam Goreng Dada");
  await kasir.getByTestId("refund-sc-toggle").click();
  await expect(kasir.getByTestId("refund-total")).toHaveText("Rp 39.600");
  expect(await smallTapTargets(kasir)).toEqual([]);
  await shot(kasir, "refund-cashier");
  await kasir.getByTestId("refund-submit").click();
  await expect(kasir.getByTestId("refund-approval-message")).toHaveText(MSG.ACCESS_DENIED);
  expect(await smallTapTargets(kasir)).toEqual([]);
  await shot(kasir, "refund-approval");

  // A wrong password and a login that may not approve are refused: no result, no refund.
  await approveRefund(kasir, "kacab@demo.test", "bukan-password");
  await expect(kasir.getByTestId("alert-message")).toHaveText(ACCESS_MSG.APPROVER_INVALID);
  await kasir.getByTestId("alert-ok").click();
  await approveRefund(kasir, "kasir@demo.test", DEMO_PASSWORD);
  await expect(kasir.getByTestId("alert-message")).toHaveText(ACCESS_MSG.APPROVER_NOT_SUPERVISOR);
  await kasir.getByTestId("alert-ok").click();
  await expect(kasir.getByTestId("refund-result-total")).toBeHidden();
  expect(await recapRefund()).toBe(recapBefore);

  await approveRefund(kasir, "kacab@demo.test", DEMO_PASSWORD);
  await expect(kasir.getByTestId("refund-result-total")).toHaveText("Rp 39.600");
  expect(await smallTapTargets(kasir)).toEqual([]);
  await shot(kasir, "refund-approved-result");
  const receipt = kasir.context().waitForEvent("page");
  await kasir.getByTestId("refund-print").click();
  await expect(await receipt).toHaveURL(/\/struk\/\d+\?mode=2/);
  await kasir.getByTestId("refund-done").click();
  await expect(kasir).toHaveURL(/\/dashboard$/);

  // The refund is the cashier's: their shift recap (Ganti Shift) pays it out of their drawer.
  await kasir.goto("/change-shift");
  await expect(kasir.getByTestId("shift-refund")).toHaveText(formatMoney(money(-(recapBefore + 39_600)), "IDR"));
  await shot(kasir, "refund-cashier-recap");
  await kasir.goto(`/refund/${billId}`);
  await expect(kasir.getByTestId("refund-once")).toBeVisible();
});
