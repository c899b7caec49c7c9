import { REPORT_MSG } from "@waroeng/domain";
import { describe, expect, it } from "vitest";
import type { SalesReport } from "../../api/reports.ts";
import { BAR_ROW_PX, barLayout, chartData, reportTable, shortLabel } from "./reportTables.ts";

const zero = { jml_nota: 0, nominal: 0 };
const report = {
  m_w_id: 1,
  waroeng_nama: "Waroeng Demo",
  dari: "2026-11-28",
  sampai: "2026-11-28",
  ringkasan: {
    jml_nota: 1,
    sales_total: 47_200,
    subtotal: 42_000,
    pajak: 4_200,
    service: 1_000,
    diskon: 0,
    voucher: 0,
    pembulatan: 0,
    free_kembalian: 0,
    tarik_tunai: 0,
    tunai: 47_200,
    non_tunai: 0,
    refund: 39_600,
    void_pembayaran: 0,
    pembatalan: 0,
    garansi: 0,
    gratis: 0,
    lost_bill: 0,
    uang_tips: 0,
  },
  per_hari: [{ tanggal: "2026-11-28", ...zero }],
  per_jam: [],
  per_menu: Array.from({ length: 12 }, (_, i) => ({
    m_produk_nama: `Menu ${i + 1}`,
    kategori: "Makanan",
    qty: 1,
    nominal: 1_000 * (12 - i),
  })),
  per_kategori: [],
  per_pembayaran: [],
  per_jenis_transaksi: [],
  pembatalan: [],
  garansi: [],
  refund: [{ m_produk_nama: "Ayam Goreng Dada", qty: 2, nominal: 36_000 }],
  diskon: [],
  tips: [],
} satisfies SalesReport;

describe("Batal & Garansi", () => {
  it("lists a refunded dish, with its units and amount, when nothing was cancelled", () => {
    expect(reportTable(report, "void").rows).toEqual([[REPORT_MSG.REFUND, "Ayam Goreng Dada", 2, { money: 36_000 }]]);
  });
});

describe("the Per Menu chart", () => {
  it("charts every menu item up to 15, one horizontal labelled bar each, tall enough for all of them", () => {
    expect(chartData(report, "menu")).toHaveLength(12);
    const layout = barLayout("menu", 12);
    expect(layout.horizontal).toBe(true);
    expect(layout.height).toBeGreaterThanOrEqual(12 * BAR_ROW_PX);
    expect(barLayout("day", 12)).toEqual({ horizontal: false, height: 260 });
  });

  it("cuts a long name for its bar label only", () => {
    expect(shortLabel("Nasi Goreng Kampung Spesial", 16)).toBe("Nasi Goreng Kam…");
    expect(shortLabel("Es Teh Manis")).toBe("Es Teh Manis");
  });
});
