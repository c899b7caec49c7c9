/**
 * Laporan Penjualan (`/admin/laporan`): kacab opens today's report and its total equals
 * the sales total of the shift recap the app shows (Ganti Shift) for the bills kacab took today —
 * counted from the report's total before them, since other specs' bills of today are in the same
 * outlet. Then every tab (chart, table, Unduh CSV) and a reversed range's refusal. Screenshots of
 * each tab at 1280×800 go to $SCREENSHOT_DIR.
 */
import { REPORT_MSG } from "@waroeng/domain";
import { apiLogin, payOrder } from "../steps/api.ts";
import { expect, test, uniqueBoss } from "../steps/fixtures.ts";
import { signInAt } from "../steps/session.ts";
import { shot } from "../steps/shots.ts";

const REPORT_TABS = ["summary", "day", "hour", "menu", "category", "payment", "type", "void", "discount", "tips"];

test("kacab's report for today matches the shift recap, tab by tab", async ({ browser, request, stall }) => {
  const kacab = await apiLogin(request, "kacab@demo.test");
  if ((await kacab.get("cek-modal")).data === 1) {
    // A session left by an earlier run: close it so the recap holds only this test's bills.
    const left = (await kacab.get("cashier/payment")).data.reconciliation.uang_seharusnya as number;
    await kacab.post("m-modal/close-modal", { nominal_cash: Math.max(left, 1) });
  }
  const page = await signInAt(browser, "kacab@demo.test", "/admin/laporan");
  const total = page.getByTestId("report-sales-total");
  await expect(total).toBeVisible();
  const before = Number(await total.getAttribute("data-minor"));

  const modal = await kacab.get("m-modal/get-modal");
  await kacab.post("m-modal/save-modal", {
    modal_detail: [{ m_modal_tipe_id: modal.data.modal_tipe[0].m_modal_tipe_id, rekap_modal_detail_qty: 2 }],
  });
  for (const method of [1, 2] as const) {
    const order = await stall.openOrder(uniqueBoss("Laporan"), ["Es Teh Manis", "Ayam Goreng Dada"], "Bungkus");
    await payOrder(kacab, order.id, method);
  }

  // The shift recap as the app shows it (Ganti Shift).
  await page.goto("/change-shift");
  const recapText = ((await page.getByTestId("shift-sales-total").textContent()) ?? "").trim();
  const recap = Number(recapText.replace(/[^\d]/g, ""));
  expect(recap).toBeGreaterThan(0);

  await page.goto("/admin/laporan");
  await expect(total).toBeVisible();
  await expect.poll(async () => Number(await total.getAttribute("data-minor"))).toBe(before + recap);
  if (before === 0) {
    await expect(total).toHaveText(recapText);
  }

  for (const tab of REPORT_TABS) {
    await page.getByTestId(`report-tab-${tab}`).click();
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByTestId("report-csv")).toBeVisible();
    if (tab !== "void") {
      await expect(panel.getByTestId(`report-table-${tab}`)).toBeVisible();
    }
    await shot(page, `report-${tab}`);
  }

  await page.getByTestId("report-tab-payment").click();
  const download = page.waitForEvent("download");
  await page.getByRole("tabpanel").getByTestId("report-csv").click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^laporan-payment-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);

  // A reversed range: the server's Indonesian refusal, shown on the page.
  await page.getByTestId("report-from").fill("2026-12-31");
  await page.getByTestId("report-to").fill("2026-01-01");
  await expect(page.getByText(REPORT_MSG.RANGE_REVERSED)).toBeVisible();
  await expect(page.getByTestId("report-outlet")).toHaveValue("Waroeng Demo");
  await shot(page, "report-refused");
});
