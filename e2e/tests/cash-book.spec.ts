/**
 * The cash book and the shift: opening cash Rp500.000, three cash bills and one EDC
 * bill, one Kas Kasir expense and one Kas Masuk (the footer then names the net that came in), one tip, the drawer opened for Tukar Uang; the shift recap shows the expected drawer cash and a zero
 * difference for the counted drawer; Tutup Saldo confirms, opens the closing report, asks to print
 * again and logs out. The cashier is wbd@demo.test (kasir's session is the other specs' till).
 * Screenshots of Kas Kasir, Uang Tips, the recap with its charts, Tutup Saldo and the report go to
 * $SCREENSHOT_DIR (default <tmp>/waroeng-screens).
 */
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { type ApiUser, apiLogin, payOrder } from "../steps/api.ts";
import { openCash } from "../steps/cashier.ts";
import { expect, test, uniqueBoss } from "../steps/fixtures.ts";
import { signInByForm } from "../steps/session.ts";
import { boxAtRest, PHONE, SCREENSHOTS, shot as shotSettled, TABLET } from "../steps/shots.ts";

const shots = process.env.SCREENSHOT_DIR ?? path.join(os.tmpdir(), "waroeng-screens");
const shot = async (page: Page, name: string) => {
  if (SCREENSHOTS) {
    await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
  }
};
/** The screen at 1280×800 and at 390×844 (`<name>-tablet.png`, `<name>-phone.png`), back to the tablet size. */
const bothSizes = async (page: Page, name: string) => {
  if (!SCREENSHOTS) {
    return;
  }
  await page.setViewportSize(TABLET);
  await shotSettled(page, `${name}-tablet`);
  await page.setViewportSize(PHONE);
  await shotSettled(page, `${name}-phone`);
  await page.setViewportSize(TABLET);
};
const rupiah = (n: number) => `${n < 0 ? "-" : ""}Rp ${Math.abs(n).toLocaleString("id-ID")}`;

test("a shift reconciles to the rupiah and Tutup Saldo closes it", async ({ browser, request, stall }) => {
  const wbd = await apiLogin(request, "wbd@demo.test");
  if ((await wbd.get("cek-modal")).data === 1) {
    // A session left by an earlier run: close it so this shift starts from Saldo Awal.
    const left = (await wbd.get("cashier/payment")).data.reconciliation.uang_seharusnya as number;
    await wbd.post("m-modal/close-modal", { nominal_cash: Math.max(left, 1), close_anyway: 1, approval: await kacabApproval(wbd) });
  }
  // Its own session: Tutup Saldo logs it out.
  const page = await signInByForm(browser, "wbd@demo.test");
  await openCash(page, [{ value: "100000", qty: 5 }]);

  let cash = 0;
  for (const method of [1, 1, 1, 2] as const) {
    const order = await stall.openOrder(uniqueBoss("Shift"), ["Es Teh Manis", "Ayam Goreng Dada"], "Bungkus");
    const total = await payOrder(wbd, order.id, method);
    cash += method === 1 ? total : 0;
  }

  // Kas Kasir: the type is required, then one expense of Rp25.000.
  await page.getByTestId("nav-kas-kasir").click();
  await page.getByTestId("nav-kas-kasir-item").click();
  await expect(page).toHaveURL(/\/mutasi$/);
  await page.getByTestId("mutasi-amount").fill("25000");
  await page.getByTestId("mutasi-save").click();
  await expect(page.getByText("Pilih jenis transaksi!")).toBeVisible();
  await page.getByTestId("mutasi-type").click();
  await page.getByRole("option", { name: "Kas Keluar" }).click();
  await page.getByTestId("mutasi-note").fill("Beli es batu");
  await page.getByTestId("mutasi-save").click();
  await expect(page.getByTestId("mutasi-row")).toHaveCount(1);
  await expect(page.getByTestId("mutasi-row")).toContainText("Beli es batu");
  await expect(page.getByTestId("mutasi-total")).toHaveText("Rp 25.000");
  await expect(page.getByTestId("mutasi-total-label")).toHaveText("TOTAL PENGELUARAN");
  // A Kas Masuk of Rp50.000: more came in than went out, and the footer says so (not "−Rp 25.000" spending).
  await page.getByTestId("mutasi-amount").fill("50000");
  await page.getByTestId("mutasi-type").click();
  await page.getByRole("option", { name: "Kas Masuk" }).click();
  await page.getByTestId("mutasi-note").fill("Tambah modal receh");
  await page.getByTestId("mutasi-save").click();
  await expect(page.getByTestId("mutasi-row")).toHaveCount(2);
  await expect(page.getByTestId("mutasi-total-label")).toHaveText("TOTAL PEMASUKAN BERSIH");
  await expect(page.getByTestId("mutasi-total")).toHaveText("Rp 25.000");
  await expect(page.getByTestId("mutasi-history")).toContainText("Kas Masuk − Kas Keluar");
  await shot(page, "kas-kasir");
  await page.setViewportSize(PHONE);
  await shot(page, "kas-kasir-phone");
  await page.setViewportSize(TABLET);

  // Uang Tips: one tip of Rp5.000 given to a waiter; a second one deleted after the confirmation.
  await page.getByTestId("nav-kas-kasir").click();
  await page.getByTestId("nav-uang-tips").click();
  await expect(page).toHaveURL(/\/uangtips$/);
  for (const amount of ["5000", "1000"]) {
    await page.getByTestId("tip-reason").click();
    await page.getByRole("option", { name: "Sisa Kembalian" }).click();
    await page.getByTestId("tip-amount").fill(amount);
    await page.getByTestId("tip-save").click();
  }
  await expect(page.getByTestId("tip-row")).toHaveCount(2);
  await expect(page.getByTestId("tip-total")).toHaveText("Rp 6.000");
  // The toasts sit under the nav bar, never over a nav button (a pointer on a toast pauses its timer);
  // measured where the toast comes to rest, not while it slides in.
  const toast = await boxAtRest(page.getByRole("alert").filter({ hasText: "Uang tips berhasil disimpan" }).first());
  const banner = await page.getByRole("banner").boundingBox();
  expect(toast && banner && toast.y >= banner.y + banner.height).toBe(true);
  await page.getByTestId("tip-edit").first().click();
  await expect(page.getByTestId("tip-form-title")).toHaveText("Edit Input Uang Tips");
  await page.getByTestId("tip-recipient").click();
  await page.getByRole("option", { name: "Dewi Pelayan" }).click();
  await page.getByTestId("tip-save").click();
  await expect(page.getByTestId("tip-form-title")).toHaveText("Form Input Uang Tips");
  await expect(page.getByTestId("tip-row").first()).toContainText("Dewi Pelayan");
  await page.getByTestId("tip-delete").nth(1).click();
  await expect(page.getByTestId("tip-delete-confirm")).toHaveText("Anda yakin akan menghapus data ini?");
  await expect(page.getByText("Delete Uang Tips")).toBeVisible();
  await page.getByTestId("tip-delete-yes").click();
  await expect(page.getByTestId("tip-row")).toHaveCount(1);
  await expect(page.getByTestId("tip-total")).toHaveText("Rp 5.000");
  await shot(page, "uang-tips");

  // Buka Laci for Tukar Uang: the opening is logged and moves no money.
  await page.getByTestId("nav-buka-laci").click();
  await page.getByTestId("buka-laci-reason").click();
  await page.getByRole("option", { name: "Tukar Uang", exact: true }).click();
  await page.getByTestId("buka-laci-open").click();
  await expect(page.getByText("Laci terbuka")).toBeVisible();

  // The recap: expected drawer cash = 500.000 + cash bills − 25.000 + 50.000 − 5.000; counting it gives 0.
  const expected = 500_000 + cash - 25_000 + 50_000 - 5_000;
  await page.getByTestId("user-menu").click();
  await page.getByTestId("menu-ganti-shift").click();
  await expect(page).toHaveURL(/\/change-shift$/);
  await expect(page.getByTestId("shift-expected")).toHaveText(rupiah(expected));
  await expect(page.getByTestId("shift-charts")).toBeVisible();
  await expect(page.getByTestId("recap-menu")).toContainText("Es Teh Manis");
  await expect(page.getByTestId("shift-income-check")).toHaveText("Rp 0");
  await page.getByTestId("shift-counted").fill(String(expected - 2_000));
  await expect(page.getByTestId("shift-difference")).toHaveText(rupiah(-2_000));
  await page.getByTestId("shift-counted").fill(String(expected));
  await expect(page.getByTestId("shift-difference")).toHaveText("Rp 0");
  await page.getByTestId("tip-detail").nth(1).click();
  await expect(page.getByTestId("alert-message")).toHaveText("Data tidak ditemukan");
  await page.getByTestId("alert-ok").click();
  await page.getByTestId("tip-detail").first().click();
  await expect(page.getByTestId("tip-detail-table")).toContainText("Dewi Pelayan");
  await page.keyboard.press("Escape");
  await shot(page, "shift-recap");

  // Tutup Saldo: 0 is refused; the counted drawer is confirmed, the report opens, then log out.
  await page.goto("/dashboard");
  await page.getByTestId("user-menu").click();
  await page.getByTestId("menu-tutup-saldo").click();
  await page.getByTestId("close-next").click();
  await expect(page.getByTestId("alert-message")).toHaveText("Nominal Uang Tidak Boleh Kosong");
  await page.getByTestId("alert-ok").click();
  await page.getByTestId("close-amount").fill(String(expected));
  await shot(page, "tutup-saldo");
  await page.getByTestId("close-next").click();
  // The recap before printing: expected cash by source, counted, selisih.
  await expect(page.getByTestId("close-recap-opening")).toHaveText("Rp 500.000");
  await expect(page.getByTestId("close-recap-cash-sales")).toHaveText(rupiah(cash));
  await expect(page.getByTestId("close-recap-cash-out")).toHaveText("-Rp 25.000");
  await expect(page.getByTestId("close-recap-tips")).toHaveText("-Rp 5.000");
  await expect(page.getByTestId("close-recap-expected")).toHaveText(rupiah(expected));
  await expect(page.getByTestId("close-recap-difference")).toHaveText("Rp 0");
  await bothSizes(page, "tutup-saldo-recap");
  await page.getByTestId("close-save").click();
  await expect(page.getByTestId("close-confirm-text")).toHaveText(`Saldo akhir senilai ${rupiah(expected)}`);
  const reportOpened = page.context().waitForEvent("page");
  await page.getByTestId("close-confirm-yes").click();
  const report = await reportOpened;
  await expect(report.getByTestId("closing-report")).toBeVisible();
  await expect(report.getByTestId("report-expected")).toHaveText(rupiah(expected));
  await expect(report.getByTestId("report-difference")).toHaveText("Rp 0");
  await shot(report, "closing-report");
  await expect(page.getByTestId("close-print-again-text")).toHaveText("Cetak laporan lagi?");
  await page.getByTestId("close-print-again-no").click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await wbd.get("cek-modal")).data).toBe(0);
});

test("Tutup Saldo lists the open bills: back to settle them, or close anyway with a kacab's approval", async ({
  browser,
  request,
  stall,
}) => {
  const wbd = await apiLogin(request, "wbd@demo.test");
  if ((await wbd.get("cek-modal")).data === 1) {
    const left = (await wbd.get("cashier/payment")).data.reconciliation.uang_seharusnya as number;
    await wbd.post("m-modal/close-modal", { nominal_cash: Math.max(left, 1), close_anyway: 1, approval: await kacabApproval(wbd) });
  }
  const page = await signInByForm(browser, "wbd@demo.test");
  await openCash(page, [{ value: "100000", qty: 2 }]);
  const order = await stall.openOrder(uniqueBoss("Belum Bayar"), ["Es Teh Manis"], "Bungkus");

  await page.getByTestId("user-menu").click();
  await page.getByTestId("menu-tutup-saldo").click();
  const row = page.getByTestId("close-open-order").filter({ hasText: order.nota });
  await expect(row).toContainText(order.table);
  await expect(row).toContainText("Rp ");
  await bothSizes(page, "tutup-saldo-open-orders");
  // Go back and settle: the modal closes on the table list.
  await page.getByTestId("close-go-settle").click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("close-open-orders")).toHaveCount(0);

  // Close anyway: a wbd needs a kacab's email and password.
  await page.getByTestId("user-menu").click();
  await page.getByTestId("menu-tutup-saldo").click();
  await page.getByTestId("close-anyway").click();
  await page.getByTestId("close-approval-email").fill("kacab@demo.test");
  await page.getByTestId("close-approval-password").fill("demo12345");
  await bothSizes(page, "tutup-saldo-approval");
  await page.getByTestId("close-anyway").click();
  await page.getByTestId("close-amount").fill("200000");
  await page.getByTestId("close-next").click();
  await expect(page.getByTestId("close-recap-expected")).toHaveText("Rp 200.000");
  await expect(page.getByTestId("close-recap-difference")).toHaveText("Rp 0");
  await page.getByTestId("close-save").click();
  const reportOpened = page.context().waitForEvent("page");
  await page.getByTestId("close-confirm-yes").click();
  await reportOpened;
  await page.getByTestId("close-print-again-no").click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await wbd.get("cek-modal")).data).toBe(0);
  // The order is still open for whoever settles it (the stall fixture pays it).
  expect(Number((await wbd.get(`tmp-transaction/cek/${order.id}`)).data)).toBe(1);
});

/** A kacab's approval asked by `user` (POST /approve). */
async function kacabApproval(user: ApiUser): Promise<number> {
  return (await user.post("approve", { email: "kacab@demo.test", password: "demo12345" })).data.id as number;
}
