/**
 * A head-office report as a file (GET /hq/reports/export): Excel through `exceljs` (one sheet, a
 * header row, money as numbers in the major unit with the currency's number format, a totals row)
 * or CSV through the project's CSV writer (`reportCsv` of @waroeng/domain/csv: papaparse, formula
 * cells neutralised). Column titles from the catalogue (HQ_MSG) in the request's language.
 */
import { currencyFromOutlet, HQ_MSG, toWireMoney } from "@waroeng/domain";
import type { HqReport } from "@waroeng/domain/contracts";
import { reportCsv } from "@waroeng/domain/csv";

function columns(report: HqReport): string[] {
  const count = ["item", "category", "option"].includes(report.by) ? HQ_MSG.QTY : HQ_MSG.BILLS;
  return [HQ_MSG.KEY, count, HQ_MSG.TOTAL, `${count} (${HQ_MSG.PREVIOUS})`, `${HQ_MSG.TOTAL} (${HQ_MSG.PREVIOUS})`];
}

/** `YYYY-MM-DD` → `DD-MM-YYYY` (the app's DD/MM/YYYY, with the dashes a file name allows). */
const fileDate = (iso: string) => iso.split("-").reverse().join("-");

/** The file's name: `laporan-<by>-<from>-<to>.<ext>`, dates DD-MM-YYYY (as the app shows them). */
export function exportName(report: HqReport, ext: "xlsx" | "csv"): string {
  return `laporan-${report.by}-${fileDate(report.from)}-${fileDate(report.to)}.${ext}`;
}

/** The report's rows as cells (money in the major unit of the report's one currency), totals last. */
function cells(report: HqReport): Array<[string, number, number, number, number]> {
  const currency = currencyFromOutlet(report.currency ?? undefined);
  const m = (v: number) => toWireMoney(v, currency);
  const rows = report.rows.map(
    (r) => [r.label, r.count, m(r.total), r.previous_count, m(r.previous_total)] as [string, number, number, number, number],
  );
  const t = report.totals;
  rows.push([HQ_MSG.TOTAL, t.count, m(t.total), t.previous_count, m(t.previous_total)]);
  return rows;
}

/** The report as an .xlsx workbook (bytes). */
export async function reportXlsx(report: HqReport): Promise<Buffer> {
  // exceljs takes about a second to load: loaded with the first export, not with the server.
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  book.creator = "Waroeng POS";
  const sheet = book.addWorksheet(HQ_MSG.REPORTS_TITLE);
  sheet.addRow([`${HQ_MSG.REPORTS_TITLE} ${report.from} – ${report.to}`]);
  const header = sheet.addRow(columns(report));
  header.font = { bold: true };
  const money = report.currency?.toUpperCase() === "RM" ? "#,##0.00" : "#,##0";
  for (const row of cells(report)) {
    sheet.addRow(row);
  }
  if (sheet.lastRow) {
    sheet.lastRow.font = { bold: true };
  }
  sheet.getColumn(1).width = 32;
  for (const c of [2, 3, 4, 5]) {
    sheet.getColumn(c).width = 18;
  }
  sheet.getColumn(3).numFmt = money;
  sheet.getColumn(5).numFmt = money;
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The report as CSV text. */
export function reportCsvText(report: HqReport): string {
  return reportCsv(columns(report), cells(report));
}
