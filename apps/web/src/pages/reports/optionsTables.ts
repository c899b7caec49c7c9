/**
 * The tables of Laporan's Opsi Menu tab (GET /laporan/opsi): the options sold per option over the
 * range with its total row, and per business day. Header labels from REPORT_MSG; money cells in
 * minor units (`Cell`), shared by the on-screen table and its CSV download as the other tabs.
 */
import { REPORT_MSG as M } from "@waroeng/domain";
import type { OptionsSoldReport } from "../../api/reports.ts";
import type { Cell, ReportTable } from "./reportTables.ts";

/**
 * Per option: group, option, units, money; a last Total row when there is any.
 * @example optionsByOption(r).rows.at(-1) // ["Total", "", 6, { money: 11_000 }]
 */
export function optionsByOption(r: OptionsSoldReport): ReportTable {
  const rows: Cell[][] = r.per_opsi.map((o) => [o.grup, o.opsi, o.qty, { money: o.nominal }]);
  if (rows.length > 0) {
    rows.push([M.TOTAL, "", r.total.qty, { money: r.total.nominal }]);
  }
  return { header: [M.OPTION_GROUP, M.OPTION, M.QTY, M.NOMINAL], rows };
}

/** Per business day (oldest first) and option: date, group, option, units, money. */
export function optionsByDay(r: OptionsSoldReport): ReportTable {
  return {
    header: [M.DATE, M.OPTION_GROUP, M.OPTION, M.QTY, M.NOMINAL],
    rows: r.per_hari.map((d) => [d.tanggal, d.grup, d.opsi, d.qty, { money: d.nominal }]),
  };
}
