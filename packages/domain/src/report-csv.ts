/**
 * CSV of a report table (`/admin/laporan` Unduh CSV), written by papaparse `unparse`.
 * Imported as `@waroeng/domain/csv` (not from the package root, so papaparse stays out of every
 * other screen's bundle). Cells are guarded against CSV injection (`FORMULA_START`): a text cell
 * that starts with tab or carriage return, or whose first character after any spaces is `=`, `+`,
 * `-`, `@`, `|` or a full-width or small form of `= + - @` (spreadsheets read `＝1+1` and ` =1+1` as
 * formulas too), is prefixed with `'` (papaparse `escapeFormulae`), so a spreadsheet shows it as
 * text instead of running it; numbers stay numbers (a negative rounding stays `-50`).
 */
import Papa from "papaparse";

/** One CSV cell: text, or a number (money already in the major unit, counts). */
export type CsvCell = string | number;

/**
 * A text cell a spreadsheet could run: tab or CR first, or after leading white space (ASCII, no-break,
 * ideographic, BOM) one of `= + - @ |`, full-width `＝ ＋ － ＠ ｜` or small `﹦ ﹢ ﹣ ﹫`.
 * @example FORMULA_START.test(" ＝HYPERLINK(1)"); // true
 */
export const FORMULA_START = /^(?:[\t\r]|[\s\u00a0\u3000\ufeff]*[=+\-@|\uff1d\uff0b\uff0d\uff20\uff5c\ufe66\ufe62\ufe63\ufe6b])/;

/**
 * The CSV text of a table: a header row, then the rows, CRLF line ends, quoted where needed.
 * @example reportCsv(["Menu", "Qty"], [["=SUM(A1)", 2]]); // "Menu,Qty\r\n'=SUM(A1),2"
 */
export function reportCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return Papa.unparse({ fields: [...header], data: rows.map((r) => [...r]) }, { escapeFormulae: FORMULA_START, newline: "\r\n" });
}
