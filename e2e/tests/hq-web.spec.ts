/**
 * Head office (`ROLE=hq`, its own server: steps/hq.ts): two outlets push the bills they just sold,
 * the owner signs in at head office, sees today's figures of both on Hari Ini, opens a report and
 * exports it to Excel (read back with exceljs); screenshots of every head-office page at 1280×800
 * and 390×844.
 */
import { expect, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { type HqServer, hqOpen, hqSignIn, startHq } from "../steps/hq.ts";
import { PHONE, shot, TABLET } from "../steps/shots.ts";

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

let hq: HqServer;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  hq = await startHq();
});
test.afterAll(async () => {
  await hq?.stop();
});

test("the owner sees two outlets' sales of today, opens a report and exports Excel", async ({ browser }) => {
  const demoKey = await hq.outletKey("DEMO");
  const klKey = await hq.outletKey("DEMO-KL");
  await hq.push(demoKey, "e2e-demo-1", [bill(1, 101, 2, 15_000), bill(1, 102, 1, 20_000)]);
  await hq.push(klKey, "e2e-kl-1", [bill(2, 201, 3, 1_250)]);

  const page = await hqSignIn(browser, hq);
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
  await expect(page.getByTestId("hq-report-table")).toContainText(today);
  await expect(page.getByTestId("hq-report-table")).toContainText("Rp 50.000");
  await shot(page, "hq-reports");
  const download = page.waitForEvent("download");
  await page.getByTestId("hq-export-xlsx").click();
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
  await page.context().close();
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
  await context.close();

  const page = await hqSignIn(browser, hq, "owner@hq.test", PHONE);
  await expect(page.getByTestId("hq-today-DEMO")).toBeVisible();
  await shot(page, "hq-today-phone");
  await hqOpen(page, "hq-nav-reports");
  await expect(page.getByTestId("hq-report-table")).toBeVisible();
  await shot(page, "hq-reports-phone");
  await hqOpen(page, "hq-nav-accounts");
  await expect(page.getByTestId("hq-accounts")).toBeVisible();
  await shot(page, "hq-accounts-phone");
  await page.context().close();

  const tablet = await browser.newContext({ viewport: TABLET, baseURL: hq.url });
  const loginPage = await tablet.newPage();
  await loginPage.goto("/hq/login");
  await shot(loginPage, "hq-login");
  await tablet.close();
});
