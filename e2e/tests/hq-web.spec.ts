/**
 * Head office (`ROLE=hq`, its own server: steps/hq.ts): two outlets push the bills they just sold,
 * the owner signs in at head office, sees today's figures of both on Hari Ini, opens a report and
 * exports it to Excel (read back with exceljs); the owner changes a chain item's price on Menu and an
 * outlet box of its own (steps/hq.ts `startOutlet`) pulls it with Update Data: its till shows the new
 * price; screenshots of every head-office page at 1280×800 and 390×844. The head office and the
 * owner's signed-in device there are shared by the file's tests (one worker, one after the other).
 */
import { expect, type Page, test } from "@playwright/test";
import { HQ_MSG, SCREEN_MSG } from "@waroeng/domain";
import ExcelJS from "exceljs";
import { ensureCashOpen, openOrder } from "../steps/api.ts";
import { apiAt, type HqServer, hqOpen, hqSignIn, type OutletBox, startHq, startOutlet } from "../steps/hq.ts";
import { DEMO_PASSWORD } from "../steps/session.ts";
import { atSize, PHONE, shot, TABLET, waitForAnimations } from "../steps/shots.ts";

/** Today in Asia/Jakarta (the business date). */
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());

/** A closed bill as an outlet pushes it (one line, one cash tender). Money minor units. */
function bill(outlet: number, id: number, qty: number, price: number) {
  const total = qty * price;
  return {
    kind: "bill",
    source_id: id,
    seq: id,
    payload: {
      r_t_id: id,
      r_t_m_w_id: outlet,
      r_t_tmp_transaction_id: id,
      r_t_nota_code: `E2E-${id}`,
      r_t_tanggal: today,
      r_t_jam: "12:30:00",
      r_t_m_t_t_id: 1,
      r_t_m_payment_method_id: 1,
      r_t_nominal: total,
      r_t_nominal_total_bayar: total,
      r_t_nominal_uang: total,
      r_t_pembulatan: "none",
      r_t_kasir_id: 1,
      r_t_lost_bill: false,
      r_l_b_jenis: null,
      created_at: new Date().toISOString(),
      lines: [
        {
          r_t_detail_id: id,
          r_t_detail_r_t_id: id,
          m_produk_id: 1,
          m_produk_nama: "Nasi Ayam",
          m_produk_m_jenis_produk_id: 1,
          r_t_detail_qty: qty,
          r_t_detail_qty_qr: qty,
          r_t_detail_price: price,
          r_t_detail_options: [],
          r_t_detail_nominal: total,
          r_t_detail_status: 0,
          r_t_detail_reasone_approve: "",
          r_t_detail_tax_status: false,
          r_t_detail_sc_status: false,
        },
      ],
      tenders: [
        {
          r_t_p_id: id,
          r_t_id: id,
          m_w_id: outlet,
          m_payment_method_id: 1,
          r_t_p_nominal: total,
          r_t_p_nominal_uang: total,
          r_t_p_approval_code: "",
          r_t_p_share: 0,
        },
      ],
    },
  };
}

/**
 * Opens Settings from the navigation and waits until its forms hold what the server answered for
 * `answers` (GET /api/hq/<answer>): a field typed into before that answer lands is wiped by it.
 */
async function openSettings(page: Page, answers: string[]): Promise<void> {
  const loaded = answers.map((a) =>
    page.waitForResponse((r) => r.request().method() === "GET" && new URL(r.url()).pathname === `/api/hq/${a}`),
  );
  await hqOpen(page, "hq-nav-settings");
  await Promise.all(loaded);
  // The answers' renders and effects have run by the second frame after them.
  await waitForAnimations(page);
}

let hq: HqServer;
/**
 * The owner's device at head office, signed in once for the file (the tests run one after the
 * other on one worker): each test starts from the navigation or `atSize`, none logs out.
 */
let owner: Page;
test.describe.configure({ mode: "serial" });
test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  hq = await startHq();
  owner = await hqSignIn(browser, hq);
});
test.afterAll(async () => {
  await owner?.context().close();
  await hq?.stop();
});

test("the owner sees two outlets' sales of today, opens a report and exports Excel", async () => {
  const demoKey = await hq.outletKey("DEMO");
  const klKey = await hq.outletKey("DEMO-KL");
  await hq.push(demoKey, "e2e-demo-1", [bill(1, 101, 2, 15_000), bill(1, 102, 1, 20_000)]);
  await hq.push(klKey, "e2e-kl-1", [bill(2, 201, 3, 1_250)]);

  // The owner's device signed in a moment ago (beforeAll): on Hari Ini, at tablet size.
  const page = owner;
  await page.reload();
  const demo = page.getByTestId("hq-today-DEMO");
  await expect(demo.getByTestId("hq-today-sales")).toHaveText(/50\.000/);
  await expect(demo.getByTestId("hq-today-bills")).toHaveText("2");
  await expect(demo.getByTestId("hq-today-contact")).toHaveAttribute("data-stale", "false");
  const kl = page.getByTestId("hq-today-DEMO-KL");
  await expect(kl.getByTestId("hq-today-sales")).toHaveText(/RM\s?37\.50/);
  await expect(kl.getByTestId("hq-today-bills")).toHaveText("1");
  await shot(page, "hq-today");

  await hqOpen(page, "hq-nav-reports");
  // Rupiah and ringgit are reported apart: the rupiah outlet's two bills first, then the ringgit one's.
  // Dates inside the report read DD/MM/YYYY as the date fields do: the rows, the chart's axis, the period.
  const [y, m, d] = today.split("-");
  await expect(page.getByTestId("hq-report-table")).toContainText(`${d}/${m}/${y}`);
  await expect(page.getByTestId("hq-report-table")).not.toContainText(today);
  await expect(page.locator(".recharts-cartesian-axis-tick-value", { hasText: `${d}/${m}/${y}` })).toBeVisible();
  await expect(page.getByTestId("hq-report-table")).toContainText("Rp 50.000");
  // The period reads DD/MM/YYYY whatever the browser's locale (as the outlet's date fields), and typing one filters.
  await expect(page.getByTestId("hq-report-to")).toHaveValue(`${d}/${m}/${y}`);
  await page.getByTestId("hq-report-from").fill(`${d}/${m}/${y}`);
  await page.getByTestId("hq-report-from").blur();
  await expect(page.getByTestId("hq-report-from")).toHaveValue(`${d}/${m}/${y}`);
  await expect(page.getByTestId("hq-report-table")).toContainText("Rp 50.000");
  await shot(page, "hq-reports");
  const download = page.waitForEvent("download");
  await page.getByTestId("hq-export-xlsx").click();
  expect((await download).suggestedFilename()).toBe(`laporan-day-${d}-${m}-${y}-${d}-${m}-${y}.xlsx`);
  const file = await (await download).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0];
  const rows = (sheet?.getSheetValues() ?? []).filter(Boolean).map((r) => (r as unknown[]).slice(1));
  expect(rows.find((r) => r[0] === today)?.slice(1, 3)).toEqual([2, 50_000]);
  await page.getByTestId("hq-report-currency").click();
  await page.getByRole("option", { name: "RM", exact: true }).click();
  await expect(page.getByTestId("hq-report-table")).toContainText("RM 37.50");
  await shot(page, "hq-reports-ringgit");

  await hqOpen(page, "hq-nav-accounts");
  await expect(page.getByTestId("hq-account-area@hq.test")).toBeVisible();
  await shot(page, "hq-accounts");
});

test("the owner changes a price at head office; the outlet's Update Data pulls it and its till shows it", async ({ browser }) => {
  test.setTimeout(300_000);
  let outlet: OutletBox | undefined;
  try {
    outlet = await startOutlet(hq, await hq.outletKey("DEMO"));
    const kasir = await apiAt(outlet.url, "kasir@demo.test");
    await ensureCashOpen(kasir);
    const till = await (await browser.newContext({ viewport: TABLET, baseURL: outlet.url })).newPage();
    await till.goto("/login");
    await till.getByLabel("Email").fill("kasir@demo.test");
    await till.getByLabel(SCREEN_MSG.PASSWORD, { exact: true }).fill(DEMO_PASSWORD);
    await till.getByTestId("login-submit").click();
    await expect(till).not.toHaveURL(/\/login/);
    /** The price the till's menu card of Air Mineral shows on a fresh order (search: the card's tab may differ). */
    const tillCard = async (table: number) => {
      const order = await openOrder(kasir, `Meja ${table}`, String(9000 + table), "Tamu Kantor Pusat", []);
      await till.goto(`/order/${order}`);
      await till.getByTestId("menu-search").fill("Air Mineral");
      return till.locator('[data-testid^="menu-card-"]', { hasText: "Air Mineral" });
    };
    await expect(await tillCard(1)).toContainText("Rp 4.000");

    // Head office: the outlets' menus become chain items, then the owner sets Air Mineral's price for every outlet.
    const page = owner;
    await hqOpen(page, "hq-nav-menu");
    await page.getByTestId("hq-menu-link").click();
    const row = page.getByTestId("hq-menu-item-Air Mineral");
    await expect(row.getByTestId("hq-menu-chain-price")).toHaveText("Rp 4.000");
    await row.getByTestId("hq-menu-edit-Air Mineral").click();
    await page.getByTestId("hq-menu-price").fill("4750");
    await page.getByTestId("hq-menu-save").click();
    await expect(page.getByTestId("hq-menu-notice")).toBeVisible();
    await expect(row.getByTestId("hq-menu-chain-price")).toHaveText("Rp 4.750");
    await shot(page, "hq-menu");

    // The outlet: nothing changes until it pulls; Update Data pulls (and deletes the unpaid order, as its guide says).
    await expect(await tillCard(2)).toContainText("Rp 4.000");
    await till.goto("/update-data");
    await till.getByTestId("update-data-start").click();
    // A real pull from a real head office (both servers on this box): on a box loaded by the whole
    // browser run it outlasts the usual 10 s (seen running at 10 s with load 35), so it gets a minute.
    await expect(till.getByTestId("update-data-done")).toContainText("2 transaksi belum dibayar dihapus", { timeout: 60_000 });
    await expect(await tillCard(3)).toContainText("Rp 4.750");
    await till.context().close();
  } finally {
    await outlet?.stop();
  }
});

test("head office pages on a phone, and sign-in refused with a wrong password", async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, baseURL: hq.url });
  const login = await context.newPage();
  await login.goto("/hq/login");
  await login.getByTestId("hq-login-email").fill("owner@hq.test");
  await login.getByTestId("hq-login-password").fill("salah-salah");
  await login.getByTestId("hq-login-submit").click();
  await expect(login.getByTestId("hq-login-error")).toBeVisible();
  await shot(login, "hq-login-phone");
  // The same device at tablet size: the login screen's picture.
  await atSize(login, TABLET, "/hq/login");
  await expect(login.getByTestId("hq-login-submit")).toBeVisible();
  await shot(login, "hq-login");
  await context.close();

  const page = owner;
  await atSize(page, PHONE, "/hq/hari-ini");
  await expect(page.getByTestId("hq-today-DEMO")).toBeVisible();
  await shot(page, "hq-today-phone");
  await hqOpen(page, "hq-nav-reports");
  await expect(page.getByTestId("hq-report-table")).toBeVisible();
  await shot(page, "hq-reports-phone");
  await hqOpen(page, "hq-nav-menu");
  await page.getByTestId("hq-menu-link").click();
  const card = page.getByTestId("hq-menu-item-Air Mineral");
  await expect(card).toBeVisible();
  // A card per item on a phone: nothing cut off at the right edge, Edit a thumb-sized target that opens the form.
  const edit = card.getByTestId("hq-menu-edit-Air Mineral");
  await edit.scrollIntoViewIfNeeded();
  const box = await edit.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, "hq-menu-phone");
  await edit.click();
  await expect(page.getByTestId("hq-menu-price")).toBeVisible();
  const save = await page.getByTestId("hq-menu-save").boundingBox();
  expect(save && save.x + save.width).toBeLessThanOrEqual(PHONE.width);
  expect(save?.height).toBeGreaterThanOrEqual(44);
  await shot(page, "hq-menu-edit-phone");
  await page.keyboard.press("Escape");
  await hqOpen(page, "hq-nav-accounts");
  await expect(page.getByTestId("hq-accounts")).toBeVisible();
  await shot(page, "hq-accounts-phone");
});

test("the owner sets the daily summary's hour and numbers (a bad one refused); each user edits their own number", async ({ browser }) => {
  for (const viewport of [TABLET, PHONE]) {
    const page = owner;
    await atSize(page, viewport, "/hq/hari-ini");
    await openSettings(page, ["settings/summary", "me/phone"]);
    const phone = viewport === PHONE ? "-phone" : "";
    await expect(page.getByTestId("hq-summary-settings")).toBeVisible();
    await page.getByTestId("hq-summary-hour").click();
    await page.getByRole("option", { name: "21:00", exact: true }).click();
    await page.getByTestId("hq-recipient-add").click();
    await page.getByTestId("hq-recipient-0").fill("12 34");
    await page.getByTestId("hq-summary-save").click();
    await expect(page.getByTestId("hq-summary-error")).toHaveText(HQ_MSG.PHONE_FORMAT);
    await shot(page, `hq-settings-error${phone}`);
    await page.getByTestId("hq-recipient-0").fill("0812-3456-7890");
    await page.getByTestId("hq-summary-save").click();
    await expect(page.getByTestId("hq-summary-saved")).toBeVisible();
    // Stored normalised: the leading 0 becomes Indonesia's 62.
    await expect(page.getByTestId("hq-recipient-0")).toHaveValue("6281234567890");
    const save = await page.getByTestId("hq-summary-save").boundingBox();
    expect(save && save.x + save.width).toBeLessThanOrEqual(viewport.width);
    expect(save?.height).toBeGreaterThanOrEqual(44);
    await shot(page, `hq-settings${phone}`);
    await page.getByTestId("hq-recipient-remove-0").click();
    await page.getByTestId("hq-summary-save").click();
    await expect(page.getByTestId("hq-summary-saved")).toBeVisible();
  }

  // The accountant: their own number only, no summary settings.
  const page = await hqSignIn(browser, hq, "akuntan@hq.test", PHONE);
  await openSettings(page, ["me/phone"]);
  await page.getByTestId("hq-my-phone").fill("+62 813-1111-2222");
  await page.getByTestId("hq-my-phone-save").click();
  await expect(page.getByTestId("hq-my-phone-saved")).toBeVisible();
  await expect(page.getByTestId("hq-my-phone")).toHaveValue("6281311112222");
  await expect(page.getByTestId("hq-summary-settings")).toHaveCount(0);
  await shot(page, "hq-settings-accountant-phone");
  await page.context().close();
});
