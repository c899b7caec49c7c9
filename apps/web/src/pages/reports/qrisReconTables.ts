/**
 * The tables of Rekonsiliasi QRIS (`/admin/laporan-qris`): per day, and the three exception lists,
 * as header labels (REPORT_MSG) and rows shared by the screen and its CSV downloads. Money cells
 * carry minor units and are marked `money` (shown formatted, written to CSV in the major unit).
 */
import { jakartaParts, REPORT_MSG as M } from "@waroeng/domain";
import type { QrisRecon } from "../../api/reports.ts";
import type { Cell, ReportTable } from "./reportTables.ts";

/** The tables of the screen, in order. */
export const QRIS_TABLES = ["day", "noBill", "noCharge", "expired"] as const;
export type QrisTable = (typeof QRIS_TABLES)[number];

export const QRIS_TABLE_TITLES: Record<QrisTable, string> = {
  day: M.TAB_DAY,
  noBill: M.QRIS_NO_BILL,
  noCharge: M.QRIS_NO_CHARGE,
  expired: M.QRIS_EXPIRED,
};

const m = (money: number): Cell => ({ money });
const mode = (x: string) => (x === "gateway" ? M.QRIS_MODE_GATEWAY : x === "static" ? M.QRIS_MODE_STATIC : x);
const dash = (x: string) => (x === "" ? "—" : x);

/** How many exceptions a day (or the range) has: the three lists together. */
export function exceptionCount(f: QrisRecon["ringkasan"]): number {
  return f.tanpa_nota_jml + f.tanpa_tagihan_jml + f.kedaluwarsa_jml;
}

/**
 * The table `which` of reconciliation `r`. The day table ends with the range's total row.
 * @example qrisReconTable(r, "noCharge").rows[0]; // ["2026-11-28", "10:15", "N-0012", "Multipayment / Bagi rata", { money: 20000 }]
 */
export function qrisReconTable(r: QrisRecon, which: QrisTable): ReportTable {
  switch (which) {
    case "day": {
      const row = (label: string, f: QrisRecon["ringkasan"]): Cell[] => [
        label,
        f.tagihan_jml,
        m(f.tagihan_nominal),
        m(f.kode_unik),
        f.nota_jml,
        m(f.nota_nominal),
        m(f.selisih),
        exceptionCount(f),
      ];
      return {
        header: [M.DATE, M.QRIS_CHARGES, M.QRIS_CHARGED, M.QRIS_UNIQUE, M.QRIS_BILLS, M.QRIS_BILLED, M.QRIS_DIFFERENCE, M.QRIS_EXCEPTIONS],
        rows: r.per_hari.length === 0 ? [] : [...r.per_hari.map((d) => row(d.tanggal, d)), row(M.QRIS_TOTAL, r.ringkasan)],
      };
    }
    case "noBill":
      return {
        header: [M.DATE, M.QRIS_TIME, M.QRIS_CHARGE_ID, M.QRIS_NOTA, M.QRIS_MODE, M.QRIS_ISSUER, M.NOMINAL, M.QRIS_TO_RETURN],
        rows: r.tagihan_tanpa_nota.map((x) => [
          x.tanggal,
          x.jam,
          x.order_id,
          dash(x.nota),
          mode(x.mode),
          dash(x.penerbit),
          m(x.nominal),
          m(x.kembalikan),
        ]),
      };
    case "noCharge":
      return {
        header: [M.DATE, M.QRIS_TIME, M.QRIS_NOTA, M.QRIS_REASON, M.NOMINAL],
        rows: r.nota_tanpa_tagihan.map((x) => [
          x.tanggal,
          x.jam,
          x.nota,
          x.alasan === "multipayment" ? M.QRIS_REASON_MULTI : M.QRIS_REASON_BY_EYE,
          m(x.nominal),
        ]),
      };
    case "expired":
      return {
        header: [M.DATE, M.QRIS_TIME, M.QRIS_CHARGE_ID, M.QRIS_NOTA, M.QRIS_EXPIRES, M.NOMINAL],
        rows: r.tagihan_kedaluwarsa.map((x) => [
          x.tanggal,
          x.jam,
          x.order_id,
          dash(x.nota),
          jakartaParts(new Date(x.kedaluwarsa)).time,
          m(x.nominal),
        ]),
      };
  }
}
