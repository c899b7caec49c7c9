/**
 * Back office and the user menu: the owner signs in to /admin, saves the outlet's receipt
 * footer and sees the change in the audit trail; the cashier's Refresh deletes their empty draft
 * (its table is free again) and Bantuan shows the help. Screenshots (1280×800) go to SCREENSHOT_DIR.
 */
import { expect, type Page } from "@playwright/test";
import { ADMIN_MSG } from "@waroeng/domain";
import { apiLogin, ensureCashOpen } from "../steps/api.ts";
import { test, uniqueBoss } from "../steps/fixtures.ts";
import { signInAt, signInByForm } from "../steps/session.ts";
import { PHONE, SCREENSHOTS, shot, TABLET } from "../steps/shots.ts";

/** The screen at 1280×800 and 390×844 (`<name>-tablet.png`, `<name>-phone.png`), back to the tablet size. */
async function bothSizes(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) {
    return;
  }
  await page.setViewportSize(TABLET);
  await shot(page, `${name}-tablet`);
  await page.setViewportSize(PHONE);
  await shot(page, `${name}-phone`);
  await page.setViewportSize(TABLET);
}

test("the owner lands in the back office, saves the receipt footer, and the audit trail says what happened in words", async ({
  browser,
  request,
}) => {
  // Its own session: this test logs it out.
  const owner = await signInByForm(browser, "owner@demo.test");
  await expect(owner).toHaveURL(/\/admin\/outlet$/);
  const footer = owner.getByTestId("outlet-footer");
  await expect(footer).toBeVisible();
  const before = await footer.inputValue();
  const text = `Sampai jumpa ${uniqueBoss("lagi")}`;
  await footer.fill(text);
  await shot(owner, "admin-outlet");
  await owner.getByTestId("outlet-save").click();
  await expect(owner.getByText("Pengaturan waroeng disimpan")).toBeVisible();

  // The cashier opens the drawer without a sale: the audit says so in words.
  const till = await apiLogin(request, "kasir@demo.test");
  await ensureCashOpen(till);
  await till.post("cashier/buka-laci", { reason: "tukaruang" });

  await owner.getByTestId("admin-nav-audit").click();
  await expect(owner).toHaveURL(/\/admin\/audit$/);
  const rows = owner.getByTestId("audit-text");
  await expect(rows.first()).toHaveText("Kasir Siti Kasir membuka laci tanpa transaksi (Tukar Uang)");
  await expect(rows.nth(1)).toHaveText("Pemilik Bu Ratna Owner mengubah Waroeng Waroeng Demo");
  await expect(owner.getByTestId("audit-table")).not.toContainText("m_w_footer");
  await bothSizes(owner, "admin-audit");

  // A bad value from a client that skips the form is refused by the server, nothing saved.
  const api = await apiLogin(request, "owner@demo.test");
  const current = (await api.get("admin/outlet")).data;
  const refused = await api.post("admin/outlet", { ...current, m_w_tax: 13 });
  expect(refused.meta.message).toBe("Pajak harus 0, 10, 11 atau 12 persen");
  expect((await api.get("admin/outlet")).data).toEqual(current);
  // Leave the stall as other specs expect it.
  const { m_w_nama, m_w_tax, m_w_sc, m_w_pembulatan, m_w_alamat } = current;
  await api.post("admin/outlet", { m_w_nama, m_w_tax, m_w_sc, m_w_pembulatan, m_w_alamat, m_w_footer: before });

  // Log Out from the back office ends the session: /admin sends the device to login.
  await owner.getByTestId("admin-logout").click();
  await expect(owner).toHaveURL(/\/login$/);
  await owner.goto("/admin/outlet");
  await expect(owner).toHaveURL(/\/login$/);

  // A cashier has no back office: Akses DiTolak!
  const kasir = await signInAt(browser, "kasir@demo.test", "/admin/outlet");
  await expect(kasir.getByTestId("access-denied")).toBeVisible();
});

test("the cashier's Refresh deletes their empty draft and frees its table; Bantuan shows the help", async ({ browser, stall }) => {
  const draft = await stall.openOrder(uniqueBoss("Kosong"), [], "Meja");
  expect((await stall.kasir.get(`tmp-transaction/cek/${draft.id}`)).data).toBe(1);

  const kasir = await signInAt(browser, "kasir@demo.test", "/dashboard");
  await expect(kasir.getByTestId("section-meja")).toBeVisible();
  await kasir.getByTestId("user-menu").click();
  await kasir.getByTestId("menu-refresh").click();
  await expect(kasir.getByText(/nota kosong dihapus/)).toBeVisible();
  await expect(kasir).toHaveURL(/\/dashboard/);
  expect((await stall.kasir.get(`tmp-transaction/cek/${draft.id}`)).data).toBe(0);
  const tables = (await stall.kasir.get("m-meja")).data as { m_meja_id: number; m_meja_nama: string }[];
  const tableId = tables.find((t) => t.m_meja_nama === draft.table)?.m_meja_id;
  expect((await stall.kasir.get(`tmp-transaction/cek-meja/${tableId}`)).data).toBe(0);
  await shot(kasir, "refresh-done");

  await kasir.getByTestId("user-menu").click();
  await kasir.getByTestId("menu-bantuan").click();
  await expect(kasir).toHaveURL(/\/bantuan$/);
  await expect(kasir.getByTestId("help-refresh")).toContainText("Nota yang berisi menu tidak pernah dihapus");
  await shot(kasir, "bantuan");
});

test("the owner sets the line-discount limit in percent; the server keeps it and refuses more than 100 %", async ({ browser, request }) => {
  const api = await apiLogin(request, "owner@demo.test");
  const current = (await api.get("admin/outlet")).data;
  try {
    const owner = await signInAt(browser, "owner@demo.test", "/admin/outlet");
    const limit = owner.getByTestId("outlet-line-discount-limit");
    await expect(limit).toHaveValue(`${current.m_w_line_discount_limit} %`);
    await limit.fill("30");
    await owner.getByTestId("outlet-save").click();
    await expect(owner.getByText(ADMIN_MSG.OUTLET_SAVED)).toBeVisible();
    expect((await api.get("admin/outlet")).data.m_w_line_discount_limit).toBe(30);
    await shot(owner, "admin-outlet-discount-limit");

    // Above 100 %: the server's message on the field, nothing saved.
    await limit.fill("150");
    await owner.getByTestId("outlet-save").click();
    await expect(owner.getByText(ADMIN_MSG.LINE_DISCOUNT_LIMIT_INVALID).first()).toBeVisible();
    expect((await api.get("admin/outlet")).data.m_w_line_discount_limit).toBe(30);
    await shot(owner, "admin-outlet-discount-limit-refused");

    const phone = await signInAt(browser, "owner@demo.test", "/admin/outlet", PHONE);
    await expect(phone.getByTestId("outlet-line-discount-limit")).toHaveValue("30 %");
    await phone.getByTestId("outlet-line-discount-limit").scrollIntoViewIfNeeded();
    await shot(phone, "admin-outlet-discount-limit-phone");
  } finally {
    // Leave the stall as other specs expect it.
    const { m_w_nama, m_w_tax, m_w_sc, m_w_pembulatan, m_w_alamat, m_w_footer, m_w_line_discount_limit } = current;
    await api.post("admin/outlet", { m_w_nama, m_w_tax, m_w_sc, m_w_pembulatan, m_w_alamat, m_w_footer, m_w_line_discount_limit });
  }
});
