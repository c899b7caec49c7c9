/**
 * A paid bill with menu options (docs/API.md "Menu options"; the demo's option groups): Mie Ayam with
 * Telur (+Rp 3.000) and Es Teh Tawar, Panas are ordered and paid through the API as the till would
 * (add-menu with `options`, the ids from GET /mmenu);
 * the printable receipt the cashier sees (/struk) lists the options under the dish, on a tablet and
 * on a phone; today's history shows them under the line; the refund screen shows them and refunds
 * one unit at its price with the options; Laporan's Opsi Menu tab counts them; each screen also on a phone.
 */
import { expect } from "@playwright/test";
import { apiLogin, ensureCashOpen, payOrder } from "../steps/api.ts";
import { test, uniqueBoss } from "../steps/fixtures.ts";
import { refundOne } from "../steps/refund.ts";
import { signInAt } from "../steps/session.ts";
import { PHONE, shot } from "../steps/shots.ts";

const MIE = "Mie Ayam";
const TEH = "Es Teh";
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
  const boss = uniqueBoss("Pak Opsi");
  const bill = await stall.openOrder(boss, []);
  // The till's menu read gives each dish its groups; the units go in with the options chosen.
  const menu = (await stall.kasir.get("mmenu")).data as MenuItem[];
  const add = async (dish: string, choices: Array<[string, string]>, custom: string) => {
    const item = menu.find((m) => m.m_menu_nama === dish);
    const ids = choices.map(([group, name]) => item?.option_groups.find((g) => g.name === group)?.options.find((o) => o.name === name)?.id);
    const added = await stall.kasir.post("m-transaction-meja/add-menu", {
      tmp_transaction_detail_m_produk_id: item?.m_menu_id,
      tmp_transaction_detail_tmp_transaction_id: bill.id,
      options: JSON.stringify(ids),
    });
    expect(added.meta?.error ?? 0, JSON.stringify(added.meta)).toBe(0);
    expect(added.data.custom_menu).toBe(custom);
  };
  await add(MIE, [["Topping", "Telur"]], "Telur");
  await add(MIE, [["Topping", "Telur"]], "Telur");
  await add(
    TEH,
    [
      ["Rasa", "Tawar"],
      ["Suhu", "Panas"],
    ],
    "Tawar, Panas",
  );
  // 2 × (15.000 + 3.000) + 5.000 = 41.000 + tax 4.100 + service 2.050 = 47.150 → 47.200.
  expect(await payOrder(stall.kasir, bill.id, 1)).toBe(47_200);
  const billId = (await stall.kasir.get(`search-transactions/${bill.nota}/${today()}`)).transId as number;

  // The receipt the cashier prints: the options under the dish, the price with them.
  const kasir = await signInAt(browser, "kasir@demo.test", `/struk/${billId}?mode=2`);
  const line = kasir.getByTestId("receipt-line").filter({ hasText: MIE });
  await expect(line.getByTestId("receipt-option")).toHaveText(["Telur +Rp 3.000"]);
  await expect(line).toContainText("2 x Rp 18.000");
  await expect(line).toContainText("Rp 36.000");
  await expect(kasir.getByTestId("receipt-line").filter({ hasText: TEH }).getByTestId("receipt-option")).toHaveText(["Tawar", "Panas"]);
  await expect(kasir.getByTestId("receipt-total")).toContainText("Rp 47.200");
  await shot(kasir, "options-receipt");
  const phone = await signInAt(browser, "kasir@demo.test", `/struk/${billId}?mode=2`, PHONE);
  await expect(phone.getByTestId("receipt-line").filter({ hasText: MIE }).getByTestId("receipt-option")).toHaveText(["Telur +Rp 3.000"]);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(phone, "options-receipt-phone");

  // Today's history: the options under the line.
  await kasir.goto("/history");
  await kasir.getByTestId("history-row").filter({ hasText: bill.nota }).getByTestId("history-detail-button").click();
  const paid = kasir.getByTestId("history-menu-line").filter({ hasText: MIE });
  await expect(paid.getByTestId("history-menu-options")).toHaveText("Telur +Rp 3.000");
  await expect(paid).toContainText("18.000");
  await expect(kasir.getByTestId("history-menu-line").filter({ hasText: TEH }).getByTestId("history-menu-options")).toHaveText(
    "Tawar, Panas",
  );
  await shot(kasir, "options-history");
  await phone.goto("/history");
  await phone.getByTestId("history-row").filter({ hasText: bill.nota }).getByTestId("history-detail-button").click();
  await expect(phone.getByTestId("history-menu-line").filter({ hasText: MIE }).getByTestId("history-menu-options")).toHaveText(
    "Telur +Rp 3.000",
  );
  await shot(phone, "options-history-phone");

  // A supervisor refunds one unit: 18.000 with its options, service off, + 10 % tax = 19.800.
  await ensureCashOpen(await apiLogin(request, "kacab@demo.test"));
  const kacab = await signInAt(browser, "kacab@demo.test", `/refund/${billId}`);
  const left = kacab.getByTestId("refund-left-line").filter({ hasText: MIE });
  await expect(left.getByTestId("refund-left-options")).toHaveText("Telur +Rp 3.000");
  await refundOne(kacab, MIE);
  const right = kacab.getByTestId("refund-right-line").filter({ hasText: MIE });
  await expect(right.getByTestId("refund-right-options")).toHaveText("Telur +Rp 3.000");
  await expect(right.getByTestId("refund-right-qty")).toHaveText("1");
  await kacab.getByTestId("refund-sc-toggle").click();
  await expect(kacab.getByTestId("refund-subtotal")).toHaveText("Rp 18.000");
  await expect(kacab.getByTestId("refund-tax")).toHaveText("Rp 1.800");
  await expect(kacab.getByTestId("refund-total")).toHaveText("Rp 19.800");
  await shot(kacab, "options-refund");
  const kacabPhone = await signInAt(browser, "kacab@demo.test", `/refund/${billId}`, PHONE);
  await expect(kacabPhone.getByTestId("refund-left-options").first()).toHaveText("Telur +Rp 3.000");
  expect(await kacabPhone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(kacabPhone, "options-refund-phone");
  await kacab.getByTestId("refund-submit").click();
  await expect(kacab.getByTestId("refund-result-total")).toHaveText("Rp 19.800");
  // Cetak saves the refund and prints the bill's receipt, options listed.
  const printed = kacab.context().waitForEvent("page");
  await kacab.getByTestId("refund-print").click();
  const slip = await printed;
  await expect(slip.getByTestId("receipt-line").filter({ hasText: MIE }).getByTestId("receipt-option")).toHaveText(["Telur +Rp 3.000"]);
  await kacab.getByTestId("refund-done").click();
  await expect(kacab).toHaveURL(/\/dashboard$/);

  // Laporan · Opsi Menu: Telur counted among today's options sold (other tests' bills may add to it).
  await kacab.goto("/admin/laporan");
  await kacab.getByTestId("report-tab-options").click();
  const sold = kacab.getByTestId("report-table-options");
  await expect(sold.getByRole("row").filter({ hasText: "Topping" }).filter({ hasText: "Telur" })).toHaveCount(1);
  await expect(sold.getByRole("row").filter({ hasText: "Rasa" }).filter({ hasText: "Tawar" })).toHaveCount(1);
  await shot(kacab, "options-report");
  await kacabPhone.goto("/admin/laporan");
  await kacabPhone.getByTestId("report-tab-options").click();
  await expect(kacabPhone.getByTestId("report-table-options")).toBeVisible();
  await shot(kacabPhone, "options-report-phone");
});
