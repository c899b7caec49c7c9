/**
 * Rekonsiliasi QRIS (`/admin/laporan-qris`): with the outlet's static QRIS set, the cashier is paid
 * one bill by QRIS through its charge and one by a multipayment with a QRIS share (no charge); the
 * owner's reconciliation of today counts both bills on the QRIS side, the charge with its money,
 * and lists the multipayment's nota among the bills without a charge; Unduh CSV saves the day table;
 * a range over 92 days is refused with the server's message. Screenshots at 1280×800 and 390×844.
 */
import { expect } from "@playwright/test";
import { QRIS_RECON_MAX_DAYS, REPORT_MSG } from "@waroeng/domain";
import { qrisSticker } from "@waroeng/domain/testing";
import { apiLogin } from "../steps/api.ts";
import { test } from "../steps/fixtures.ts";
import { signInAt } from "../steps/session.ts";
import { PHONE, shot, TABLET } from "../steps/shots.ts";

/** A static QRIS as a bank prints it on the sticker (built, never copied from a real one). */
const STICKER = qrisSticker({ name: "WAROENG DEMO SS" });

test("the owner reconciles today's QRIS: the bills paid by QRIS, the charge's money, the multipayment share without a charge", async ({
  browser,
  request,
  stall,
}) => {
  const owner = await apiLogin(request, "owner@demo.test");
  const before = (await owner.get("admin/outlet")).data;
  const { m_w_nama, m_w_tax, m_w_sc, m_w_pembulatan, m_w_alamat, m_w_footer } = before;
  const outletForm = { m_w_nama, m_w_tax, m_w_sc, m_w_pembulatan, m_w_alamat, m_w_footer };
  try {
    expect((await owner.post("admin/outlet", { ...outletForm, m_w_qris_static: STICKER })).meta.error).toBe(0);
    const page = await signInAt(browser, "owner@demo.test", "/admin/laporan-qris", TABLET);
    const billed = page.getByTestId("qris-recon-billed");
    const charged = page.getByTestId("qris-recon-charged");
    await expect(billed).toBeVisible();
    const minor = async (el: typeof billed) => Number(await el.getAttribute("data-minor"));
    const [billedBefore, chargedBefore] = [await minor(billed), await minor(charged)];

    // Paid by QRIS through its charge.
    const a = await stall.openOrder("Bu Rekon", ["Ayam Bakar", "Es Teh Manis"]);
    const totals = (await stall.kasir.get(`transaction-detail?tmp_transaction_detail_tmp_transaction_id=${a.id}`)).totals;
    const form = (id: number) => ({
      tmp_transaction_id: id,
      sub_total: totals.subtotal,
      total: totals.rounded,
      round: totals.rounding,
      nominal_pajak: totals.tax,
      nominal_sc: totals.service_charge,
    });
    const qr = (await stall.kasir.post("qris/charge", { tmp_transaction_id: a.id, total: totals.rounded })).data;
    const paidA = await stall.kasir.post("recap-transactions", {
      ...form(a.id),
      payment_method: 11,
      nominal_uang: 0,
      exchange: 0,
      qris_order_id: qr.order_id,
    });
    expect(paidA.meta?.error ?? 0, JSON.stringify(paidA.meta)).toBe(0);
    // A multipayment: cash and a QRIS share of Rp10.000 (no charge: the cashier checks the phone by eye).
    const b = await stall.openOrder("Pak Rekon", ["Ayam Bakar", "Es Teh Manis"]);
    const paidB = await stall.kasir.post("recap-transactions", {
      ...form(b.id),
      payment_method: 1,
      nominal_uang: totals.rounded,
      exchange: 0,
      multipayment: [
        { payment_method: 1, nominal: totals.rounded - 10_000 },
        { payment_method: 11, nominal: 10_000 },
      ],
    });
    expect(paidB.meta?.error ?? 0, JSON.stringify(paidB.meta)).toBe(0);

    await page.reload();
    await expect.poll(() => minor(billed)).toBe(billedBefore + totals.rounded + 10_000);
    expect(await minor(charged)).toBe(chargedBefore + qr.amount);
    await expect(page.getByTestId("qris-recon-table-noCharge")).toContainText(b.nota);
    await expect(page.getByTestId("qris-recon-table-noCharge")).toContainText(REPORT_MSG.QRIS_REASON_MULTI);
    await expect(page.getByTestId("qris-recon-table-day")).toContainText(REPORT_MSG.QRIS_TOTAL);
    await shot(page, "qris-recon");

    const download = page.waitForEvent("download");
    await page.getByTestId("qris-recon-csv-day").click();
    expect((await download).suggestedFilename()).toMatch(/^rekonsiliasi-qris-per-hari-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);

    await page.setViewportSize(PHONE);
    await expect(page.getByTestId("qris-recon-table-noCharge")).toContainText(b.nota);
    await shot(page, "qris-recon-phone");

    // A range over 92 days: the server's refusal on the field.
    await page.setViewportSize(TABLET);
    await page.getByTestId("qris-recon-from").fill("2026-01-01");
    await page.getByTestId("qris-recon-to").fill("2026-12-31");
    await expect(page.getByText(REPORT_MSG.RANGE_TOO_LONG(QRIS_RECON_MAX_DAYS))).toBeVisible();
  } finally {
    await owner.post("admin/outlet", { ...outletForm, m_w_qris_static: "" });
  }
});
