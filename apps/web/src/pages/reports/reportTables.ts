/**
 * The tables of each report tab (`/admin/laporan`): header labels (REPORT_MSG) and rows,
 * shared by the on-screen table and its CSV download. Money cells carry minor units and are marked
 * `money` (shown formatted, written to CSV in the major unit).
 */
import { REPORT_MSG as M } from "@waroeng/domain";
import type { SalesReport } from "../../api/reports.ts";

/** A cell: text, a count, or money (integer minor units). */
export type Cell = string | number | { money: number };

export interface ReportTable {
  header: string[];
  rows: Cell[][];
}

/** The tabs of the page, in order. */
export const REPORT_TABS = ["summary", "day", "hour", "menu", "category", "payment", "type", "void", "discount", "tips"] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

export const TAB_LABELS: Record<ReportTab, string> = {
  summary: M.TAB_SUMMARY,
  day: M.TAB_DAY,
  hour: M.TAB_HOUR,
  menu: M.TAB_MENU,
  category: M.TAB_CATEGORY,
  payment: M.TAB_PAYMENT,
  type: M.TAB_TYPE,
  void: M.TAB_VOID,
  discount: M.TAB_DISCOUNT,
  tips: M.TAB_TIPS,
};

const m = (money: number): Cell => ({ money });

/** The table of `tab` for report `r`. */
export function reportTable(r: SalesReport, tab: ReportTab): ReportTable {
  const s = r.ringkasan;
  switch (tab) {
    case "summary":
      return {
        header: [M.REASON, M.NOMINAL],
        rows: [
          [M.NOTA_COUNT, s.jml_nota],
          [M.SALES_TOTAL, m(s.sales_total)],
          [M.SUBTOTAL, m(s.subtotal)],
          [M.TAX, m(s.pajak)],
          [M.SERVICE, m(s.service)],
          [M.DISCOUNT, m(s.diskon)],
          [M.VOUCHER, m(s.voucher)],
          [M.ROUNDING, m(s.pembulatan)],
          [M.FREE_CHANGE, m(s.free_kembalian)],
          [M.CASH, m(s.tunai)],
          [M.NON_CASH, m(s.non_tunai)],
          [M.REFUND, m(s.refund)],
          [M.VOID_PAYMENT, m(s.void_pembayaran)],
          [M.CANCELLED, m(s.pembatalan)],
          [M.WARRANTY, m(s.garansi)],
          [M.FREE_BILL, m(s.gratis)],
          [M.LOST_BILL, m(s.lost_bill)],
          [M.TIPS, m(s.uang_tips)],
        ],
      };
    case "day":
      return { header: [M.DATE, M.NOTA_COUNT, M.NOMINAL], rows: r.per_hari.map((d) => [d.tanggal, d.jml_nota, m(d.nominal)]) };
    case "hour":
      return { header: [M.HOUR, M.NOTA_COUNT, M.NOMINAL], rows: r.per_jam.map((h) => [`${h.jam}:00`, h.jml_nota, m(h.nominal)]) };
    case "menu":
      return {
        header: [M.MENU, M.CATEGORY, M.QTY, M.NOMINAL],
        rows: r.per_menu.map((x) => [x.m_produk_nama, x.kategori, x.qty, m(x.nominal)]),
      };
    case "category":
      return { header: [M.CATEGORY, M.QTY, M.NOMINAL], rows: r.per_kategori.map((x) => [x.kategori, x.qty, m(x.nominal)]) };
    case "payment":
      return { header: [M.METHOD, M.NOTA_COUNT, M.NOMINAL], rows: r.per_pembayaran.map((x) => [x.metode, x.jml_nota, m(x.nominal)]) };
    case "type":
      return {
        header: [M.TYPE, M.GROUP, M.NOTA_COUNT, M.SUBTOTAL, M.TAX, M.SERVICE, M.NOMINAL],
        rows: r.per_jenis_transaksi.map((x) => [x.jenis, x.grup, x.jml_nota, m(x.subtotal), m(x.pajak), m(x.service), m(x.nominal)]),
      };
    case "void":
      return {
        header: [M.KIND, M.REASON, M.QTY, M.NOMINAL],
        rows: [
          ...r.pembatalan.map((x): Cell[] => [M.CANCELLED, x.keterangan, x.qty, m(x.nominal)]),
          ...r.garansi.map((x): Cell[] => [M.WARRANTY, x.keterangan, x.qty, m(x.nominal)]),
          ...r.refund.map((x): Cell[] => [M.REFUND, x.m_produk_nama, x.qty, m(x.nominal)]),
        ],
      };
    case "discount":
      return {
        header: [M.KIND, M.NOTA_COUNT, M.NOMINAL],
        rows: r.diskon.map((x) => [x.jenis === "voucher" ? M.VOUCHER : M.DISCOUNT, x.jml_nota, m(x.nominal)]),
      };
    case "tips":
      return { header: [M.REASON, M.COUNT, M.NOMINAL], rows: r.tips.map((x) => [x.keterangan, x.jml, m(x.nominal)]) };
  }
}

/** The chart of a tab: label → money (minor units); none for the summary and the void / discount lists. */
export function chartData(r: SalesReport, tab: ReportTab): Array<{ label: string; value: number }> | null {
  switch (tab) {
    case "day":
      return r.per_hari.map((d) => ({ label: d.tanggal, value: d.nominal }));
    case "hour":
      return r.per_jam.map((h) => ({ label: `${h.jam}:00`, value: h.nominal }));
    case "menu":
      return r.per_menu.slice(0, 15).map((x) => ({ label: x.m_produk_nama, value: x.nominal }));
    case "category":
      return r.per_kategori.map((x) => ({ label: x.kategori, value: x.nominal }));
    case "payment":
      return r.per_pembayaran.map((x) => ({ label: x.metode, value: x.nominal }));
    case "type":
      return r.per_jenis_transaksi.map((x) => ({ label: x.jenis, value: x.nominal }));
    case "tips":
      return r.tips.map((x) => ({ label: x.keterangan, value: x.nominal }));
    default:
      return null;
  }
}

/** How a tab's bar chart is laid out: horizontal bars (one row per menu item) or columns, and its height in px. */
export interface BarLayout {
  /** Bars run left to right, one labelled row each (Mantine's `orientation="vertical"`). */
  horizontal: boolean;
  height: number;
}

/** Height of one horizontal bar's row, px: every menu item gets its own label. */
export const BAR_ROW_PX = 30;

/**
 * The bar chart layout of `tab` for `count` bars: Per Menu runs horizontally with a row per item
 * (names are long; every one is labelled), the others stand as columns, 260 px high.
 *
 * @example barLayout("menu", 10); // { horizontal: true, height: 348 }
 */
export function barLayout(tab: ReportTab, count: number): BarLayout {
  return tab === "menu" ? { horizontal: true, height: Math.max(120, count * BAR_ROW_PX + 48) } : { horizontal: false, height: 260 };
}

/**
 * A bar's label cut to `max` characters with an ellipsis (the full name stays in the tooltip and the table).
 *
 * @example shortLabel("Nasi Goreng Kampung Spesial", 16); // "Nasi Goreng Kam…"
 */
export function shortLabel(label: string, max = 18): string {
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}
