/**
 * In the browser: the owner pastes the stall's static QRIS in the back office (merchant name and city
 * read at once, saved); the cashier pays a bill by QRIS — the dialog shows the QR of the dynamic
 * payload (its tag 54 the bill's amount), the amount and the merchant; "Sudah diterima" pays it with
 * method QRIS, the receipt step follows, history says QRIS, and the drawer is never opened.
 * Screenshots of the outlet's QRIS form and the QRIS dialog at 1280×800 and 390×844.
 */

import { expect } from "@playwright/test";
import { parseQris } from "@waroeng/domain";
import { qrisSticker } from "@waroeng/domain/testing";
import { apiLogin } from "../steps/api.ts";
import { openPay } from "../steps/cashier.ts";
import { test } from "../steps/fixtures.ts";
import { signIn, signInAt } from "../steps/session.ts";
import { PHONE, shot, TABLET } from "../steps/shots.ts";

/** A static QRIS as a bank prints it on the sticker (built, never copied from a real one). */
const STICKER = qrisSticker({ name: "WAROENG DEMO SS" });

test("the owner sets the static QRIS; the cashier is paid by QRIS with the amount in the QR, the drawer stays shut", async ({
  browser,
  request,
  stall,
}) => {
  const owner = await apiLogin(request, "owner@demo.test");
  const before = (await owner.get("admin/outlet")).data;
  try {
    // Back office · Waroeng: paste the sticker's text; the merchant shows before saving.
    const admin = await signInAt(browser, "owner@demo.test", "/admin/outlet", TABLET);
    const text = admin.getByTestId("outlet-qris-text");
    await text.fill(STICKER.slice(0, -4) + (STICKER.slice(-4) === "0000" ? "0001" : "0000"));
    await expect(admin.getByTestId("outlet-qris")).toContainText("kode CRC (tag 63) tidak cocok");
    await text.fill(STICKER);
    await expect(admin.getByTestId("outlet-qris-merchant")).toContainText("WAROENG DEMO SS");
    await expect(admin.getByTestId("outlet-qris-merchant")).toContainText("JAKARTA");
    await admin.evaluate(() => window.scrollTo(0, 0)); // a whole-page picture with the header on top
    await shot(admin, "qris-outlet-form");
    await admin.getByTestId("outlet-save").click();
    await expect(admin.getByText("Pengaturan waroeng disimpan")).toBeVisible();
    expect((await owner.get("admin/outlet")).data).toMatchObject({ m_w_qris_static: STICKER, m_w_qris_merchant: "WAROENG DEMO SS" });
    await admin.setViewportSize(PHONE);
    await admin.reload();
    await expect(admin.getByTestId("outlet-qris-merchant")).toContainText("WAROENG DEMO SS");
    await shot(admin, "qris-outlet-form-phone");

    // The cashier: Bayar → QRIS.
    const { id, nota } = await stall.openOrder("Bu Qris", ["Ayam Bakar", "Es Teh Manis"]);
    const kasir = await signIn(browser, "kasir@demo.test", TABLET);
    const drawer: string[] = [];
    kasir.on("request", (r) => {
      if (r.url().includes("open-laci")) {
        drawer.push(r.url());
      }
    });
    await kasir.goto(`/order/${id}`);
    await openPay(kasir);
    const total = ((await kasir.getByTestId("pay-total").textContent()) ?? "").replace(/\D/g, "");
    await kasir.getByTestId("pay-qris").click();
    const qr = kasir.getByTestId("qris-qr");
    await expect(qr).toBeVisible();
    const payload = (await qr.getAttribute("data-qr-string")) ?? "";
    const info = parseQris(payload);
    expect(info.fields.find((f) => f.tag === "54")?.value).toBe(total);
    expect(info.pointOfInitiation).toBe("12");
    await expect(kasir.getByTestId("qris-amount")).toHaveText(`Rp ${Number(total).toLocaleString("id-ID")}`);
    await expect(kasir.getByTestId("qris-merchant")).toContainText("WAROENG DEMO SS");
    await shot(kasir, "qris-dialog");
    await kasir.setViewportSize(PHONE);
    await expect(qr).toBeVisible();
    await shot(kasir, "qris-dialog-phone");
    await kasir.setViewportSize(TABLET);

    await kasir.getByTestId("qris-received").click();
    await expect(kasir.getByTestId("paid-method")).toHaveText("QRIS");
    await expect(kasir.getByTestId("paid-summary")).toContainText(`Nota ${nota}`);
    await expect(kasir.getByTestId("change-amount")).toHaveCount(0);
    const history = (await stall.kasir.get("transaksi/history")).data as { m_transaction_table_id: number; payment_method: string }[];
    expect(history.find((h) => h.m_transaction_table_id === id)?.payment_method).toBe("QRIS");
    await kasir.getByTestId("change-done").click();
    await expect(kasir).toHaveURL(/\/dashboard$/);
    expect(drawer).toEqual([]);
  } finally {
    const { m_w_nama, m_w_tax, m_w_sc, m_w_pembulatan, m_w_alamat, m_w_footer } = before;
    await owner.post("admin/outlet", { m_w_nama, m_w_tax, m_w_sc, m_w_pembulatan, m_w_alamat, m_w_footer, m_w_qris_static: "" });
  }
});
