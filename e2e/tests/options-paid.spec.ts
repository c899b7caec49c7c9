/**
 * A paid bill with menu options (docs/API.md "Menu options"): an order whose dish carries Level 3 and
 * Telur (+Rp 3.000) is made and paid through the API as the till would (add-menu with `options`);
 * the printable receipt the cashier sees (/struk) lists the options under the dish, on a tablet and
 * on a phone; today's history shows them under the line; the refund screen shows them and refunds
 * one unit at its price with the options; each screen also on a phone. The dish and its option groups are the spec's own
 * (steps/option-db.ts), so no other spec's menu changes.
 */
import { expect } from "@playwright/test";
import { apiLogin, ensureCashOpen, payOrder } from "../steps/api.ts";
import { test, uniqueBoss } from "../steps/fixtures.ts";
import { ensureOptionDish, OPTION_DISH } from "../steps/option-db.ts";
import { refundOne } from "../steps/refund.ts";
import { signIn } from "../steps/session.ts";
import { PHONE, shot } from "../steps/shots.ts";

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());

interface MenuItem {
  m_menu_id: number;
  m_menu_nama: string;
  option_groups: Array<{ name: string; options: Array<{ id: number; name: string }> }>;
}

test("a bill with options: the receipt, history and refund list them; one unit refunded with its options", async ({
  browser,
  request,
  stall,
}) => {
  await ensureOptionDish();
  const boss = uniqueBoss("Pak Opsi");
  const bill = await stall.openOrder(boss, ["Es Teh Manis"]);
  // The till's menu read gives the dish's groups; two units with Level 3 and Telur.
  const menu = (await stall.kasir.get("mmenu")).data as MenuItem[];
  const dish = menu.find((m) => m.m_menu_nama === OPTION_DISH);
  expect(dish?.option_groups.map((g) => g.name)).toEqual(["Level Pedas", "Topping"]);
  const optionId = (group: string, name: string) =>
    dish?.option_groups.find((g) => g.name === group)?.options.find((o) => o.name === name)?.id;
  const chosen = [optionId("Level Pedas", "Level 3"), optionId("Topping", "Telur")];
  for (let i = 0; i < 2; i++) {
    const added = await stall.kasir.post("m-transaction-meja/add-menu", {
      tmp_transaction_detail_m_produk_id: dish?.m_menu_id,
      tmp_transaction_detail_tmp_transaction_id: bill.id,
      options: JSON.stringify(chosen),
    });
    expect(added.meta?.error ?? 0, JSON.stringify(added.meta)).toBe(0);
    expect(added.data.custom_menu).toBe("Level 3, Telur");
  }
  // 2 × (16.000 + 3.000) + 5.000 = 43.000 + tax 4.300 + service 2.150 = 49.450 → 49.500.
  expect(await payOrder(stall.kasir, bill.id, 1)).toBe(49_500);
  const billId = (await stall.kasir.get(`search-transactions/${bill.nota}/${today()}`)).transId as number;

  // The receipt the cashier prints: the options under the dish, the price with them.
  const kasir = await signIn(browser, "kasir@demo.test");
  await kasir.goto(`/struk/${billId}?mode=2`);
  const line = kasir.getByTestId("receipt-line").filter({ hasText: OPTION_DISH });
  await expect(line.getByTestId("receipt-option")).toHaveText(["Level 3", "Telur +Rp 3.000"]);
  await expect(line).toContainText("2 x Rp 19.000");
  await expect(line).toContainText("Rp 38.000");
  await expect(kasir.getByTestId("receipt-total")).toContainText("Rp 49.500");
  await shot(kasir, "options-receipt");
  const phone = await signIn(browser, "kasir@demo.test", PHONE);
  await phone.goto(`/struk/${billId}?mode=2`);
  await expect(phone.getByTestId("receipt-line").filter({ hasText: OPTION_DISH }).getByTestId("receipt-option")).toHaveText([
    "Level 3",
    "Telur +Rp 3.000",
  ]);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(phone, "options-receipt-phone");

  // Today's history: the options under the line.
  await kasir.goto("/history");
  await kasir.getByTestId("history-row").filter({ hasText: bill.nota }).getByTestId("history-detail-button").click();
  const paid = kasir.getByTestId("history-menu-line").filter({ hasText: OPTION_DISH });
  await expect(paid.getByTestId("history-menu-options")).toHaveText("Level 3, Telur +Rp 3.000");
  await expect(paid).toContainText("19.000");
  await shot(kasir, "options-history");
  await phone.goto("/history");
  await phone.getByTestId("history-row").filter({ hasText: bill.nota }).getByTestId("history-detail-button").click();
  await expect(phone.getByTestId("history-menu-options")).toHaveText("Level 3, Telur +Rp 3.000");
  await shot(phone, "options-history-phone");

  // A supervisor refunds one unit: 19.000 with its options, service off, + 10 % tax = 20.900.
  await ensureCashOpen(await apiLogin(request, "kacab@demo.test"));
  const kacab = await signIn(browser, "kacab@demo.test");
  await kacab.goto(`/refund/${billId}`);
  const left = kacab.getByTestId("refund-left-line").filter({ hasText: OPTION_DISH });
  await expect(left.getByTestId("refund-left-options")).toHaveText("Level 3, Telur +Rp 3.000");
  await refundOne(kacab, OPTION_DISH);
  const right = kacab.getByTestId("refund-right-line").filter({ hasText: OPTION_DISH });
  await expect(right.getByTestId("refund-right-options")).toHaveText("Level 3, Telur +Rp 3.000");
  await expect(right.getByTestId("refund-right-qty")).toHaveText("1");
  await kacab.getByTestId("refund-sc-toggle").click();
  await expect(kacab.getByTestId("refund-subtotal")).toHaveText("Rp 19.000");
  await expect(kacab.getByTestId("refund-tax")).toHaveText("Rp 1.900");
  await expect(kacab.getByTestId("refund-total")).toHaveText("Rp 20.900");
  await shot(kacab, "options-refund");
  const kacabPhone = await signIn(browser, "kacab@demo.test", PHONE);
  await kacabPhone.goto(`/refund/${billId}`);
  await expect(kacabPhone.getByTestId("refund-left-options").first()).toHaveText("Level 3, Telur +Rp 3.000");
  expect(await kacabPhone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(kacabPhone, "options-refund-phone");
  await kacab.getByTestId("refund-submit").click();
  await expect(kacab.getByTestId("refund-result-total")).toHaveText("Rp 20.900");
  // Cetak saves the refund and prints the bill's receipt, options listed.
  const printed = kacab.context().waitForEvent("page");
  await kacab.getByTestId("refund-print").click();
  const slip = await printed;
  await expect(slip.getByTestId("receipt-line").filter({ hasText: OPTION_DISH }).getByTestId("receipt-option")).toHaveText([
    "Level 3",
    "Telur +Rp 3.000",
  ]);
  await kacab.getByTestId("refund-done").click();
  await expect(kacab).toHaveURL(/\/dashboard$/);
});
