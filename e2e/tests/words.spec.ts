/**
 * Words and dates follow the chosen language, not the browser's: chromium runs with an English
 * (en-US) locale while the app is Indonesian, then with the app switched to English on the device.
 * The report's date fields show DD/MM/YYYY (03-payment-history-shift §1) with the calendar in the
 * app's language; the order screen's Custom Menu popup reads Kustomisasi Menu / Jumlah in Indonesian
 * (the menu search keeps the spec's Search Menu) and Custom Menu / Quantity in English. The app's
 * language comes from the user's setting (GET /user/language), answered "en" on this device only, so
 * no other spec sees English. Screenshots at 1280×800 and 390×844, each size on the same device
 * (steps/shots.ts `atSize`). The refund screens get their axe audits (steps/a11y.ts) on the way to the report.
 */
import { type Browser, expect, type Page } from "@playwright/test";
import { jakartaParts, LABELS, LINE_MSG, type Locale, REPORT_MSG, withLocale } from "@waroeng/domain";
import { audit } from "../steps/a11y.ts";
import { apiLogin, ensureCashOpen, settleOrder } from "../steps/api.ts";
import { test, uniqueBoss } from "../steps/fixtures.ts";
import { openLineAction } from "../steps/lines.ts";
import { cariTransaksi, refundOne } from "../steps/refund.ts";
import { signIn } from "../steps/session.ts";
import { atSize, PHONE, shot, TABLET } from "../steps/shots.ts";
import { storedSession } from "../steps/stored-sessions.ts";

/** A device of `email` whose browser speaks en-US, showing the app in `app` (its user's language answered so). */
async function device(browser: Browser, email: string, app: Locale, viewport = TABLET): Promise<Page> {
  const stored = storedSession(email);
  if (!stored) {
    throw new Error(`no stored session for ${email}`);
  }
  const context = await browser.newContext({ viewport, locale: "en-US", timezoneId: "America/New_York", storageState: stored.file });
  await context.addInitScript((lang) => localStorage.setItem("waroeng.language", lang), app);
  await context.route("**/api/user/language", async (route) => {
    if (route.request().method() !== "GET") {
      return route.continue();
    }
    const res = await route.fetch();
    const body = await res.json();
    return route.fulfill({ response: res, json: { ...body, data: { ...body.data, language: app } } });
  });
  return context.newPage();
}

const shown = (iso: string) => iso.split("-").reverse().join("/");

for (const [app, weekday, notWeekday] of [
  ["id", "Sn", "Mo"],
  ["en", "Mo", "Sn"],
] as const) {
  test(`report dates in an en-US browser follow the app's language (${app}): DD/MM/YYYY, calendar in ${app}`, async ({ browser }) => {
    const today = jakartaParts(new Date()).date;
    const page = await device(browser, "kacab@demo.test", app, TABLET);
    for (const [viewport, suffix] of [
      [TABLET, ""],
      [PHONE, "-phone"],
    ] as const) {
      await atSize(page, viewport, "/admin/laporan");
      await expect(page.getByText(withLocale(app, () => REPORT_MSG.FROM))).toBeVisible();
      const from = page.getByTestId("report-from");
      await expect(from).toHaveValue(shown(today));
      await from.click();
      // The calendar's weekday row in the app's language (dayjs: Sn Sl Rb … in Indonesian, Mo Tu We … in English).
      await expect(page.getByRole("columnheader", { name: weekday, exact: true })).toBeVisible();
      await expect(page.getByRole("columnheader", { name: notWeekday, exact: true })).toHaveCount(0);
      await shot(page, `words-report-date-${app}${suffix}`);
      // Typed as the spec shows dates; sent as YYYY-MM-DD (the report answers for that day).
      await from.fill("01/11/2026");
      await page.keyboard.press("Escape");
      await expect(from).toHaveValue("01/11/2026");
    }
  });

  test(`the order screen's Custom Menu popup has no leftovers (${app})`, async ({ browser, stall }) => {
    const { id } = await stall.openOrder(uniqueBoss("Pak Kata"), ["Ayam Goreng Dada"]);
    const page = await device(browser, "kasir@demo.test", app, TABLET);
    for (const [viewport, suffix] of [
      [TABLET, ""],
      [PHONE, "-phone"],
    ] as const) {
      await atSize(page, viewport, `/order/${id}`);
      if (viewport === TABLET) {
        // The spec names the search placeholder Search Menu (03 §2.1) in the Indonesian interface too.
        await expect(page.getByPlaceholder(withLocale(app, () => LABELS.SEARCH_MENU))).toBeVisible();
      }
      await openLineAction(page, "Ayam Goreng Dada", "note");
      const modal = page.getByTestId("note-modal");
      await expect(page.getByRole("dialog")).toContainText(withLocale(app, () => LINE_MSG.CUSTOM_MENU_TITLE));
      await expect(
        modal
          .getByText(
            withLocale(app, () => LINE_MSG.QUANTITY),
            { exact: false },
          )
          .first(),
      ).toBeVisible();
      if (app === "id") {
        await expect(page.getByRole("dialog")).not.toContainText("Custom Menu");
        await expect(page.getByRole("dialog")).not.toContainText("Quantity");
      }
      await shot(page, `words-custom-menu-${app}${suffix}`);
    }
  });
}

test("refund screens (axe), then the report after the refund: Batal & Garansi lists the refunded dish; Per Menu has a value axis and a label per bar", async ({
  browser,
  request,
  stall,
}) => {
  const bill = await stall.openOrder(uniqueBoss("Bu Laporan"), ["Sambal Tahu", "Sambal Tahu", "Es Teh Manis"]);
  await settleOrder(stall.kasir, bill.id);
  await ensureCashOpen(await apiLogin(request, "kacab@demo.test"));
  const today = jakartaParts(new Date()).date;
  const kacab = await signIn(browser, "kacab@demo.test");
  await cariTransaksi(kacab, bill.nota, today, () => audit(kacab, "a11y-cari-transaksi"));
  await expect(kacab.getByTestId("refund-nota")).toHaveText(bill.nota);
  await audit(kacab, "a11y-refund");
  await refundOne(kacab, "Sambal Tahu");
  await kacab.getByTestId("refund-submit").click();
  await expect(kacab.getByTestId("refund-result-total")).toBeVisible();
  // Selesai opens up once the refund is printed (payment §4 Refund flow).
  const receipt = kacab.context().waitForEvent("page");
  await kacab.getByTestId("refund-print").click();
  await (await receipt).close();
  await kacab.getByTestId("refund-done").click();
  await expect(kacab).toHaveURL(/\/dashboard$/);

  await kacab.goto(`/history-bydate/${today}/${bill.nota}`);
  await expect(kacab.getByText(bill.nota).first()).toBeVisible();
  await audit(kacab, "a11y-history-bydate");

  // The same device on the report, at tablet then phone size.
  for (const [viewport, suffix] of [
    [TABLET, ""],
    [PHONE, "-phone"],
  ] as const) {
    const page = kacab;
    await atSize(page, viewport, "/admin/laporan");
    await page.getByTestId("report-tab-void").click();
    const table = page.getByTestId("report-table-void");
    await expect(table.getByRole("row").filter({ hasText: REPORT_MSG.REFUND }).filter({ hasText: "Sambal Tahu" })).toBeVisible();
    await shot(page, `words-report-void${suffix}`);

    await page.getByTestId("report-tab-menu").click();
    const rows = await page.getByTestId("report-table-menu").locator("tbody tr").count();
    const chart = page.getByTestId("report-chart");
    await expect(chart).toHaveAttribute("data-orientation", "horizontal");
    // One label per bar (up to 15 charted) on the category axis, and a value axis with several ticks.
    await expect(chart.locator(".recharts-yAxis .recharts-cartesian-axis-tick")).toHaveCount(Math.min(rows, 15));
    expect(await chart.locator(".recharts-xAxis .recharts-cartesian-axis-tick").count()).toBeGreaterThan(1);
    await shot(page, `words-report-menu${suffix}`);
  }
});
