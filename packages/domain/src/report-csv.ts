/**
 * CSV of a report table (`/admin/laporan` Unduh CSV), written by papaparse `unparse`.
 * Imported as `@waroeng/domain/csv` (not from the package root, so papaparse stays out of every
 * other screen's bundle). Cells are guarded against CSV injection: a text cell that starts with
 * `=`, `+`, `-`, `@`, tab or carriage return is prefixed with `'` (papaparse `escapeFormulae`), so a
 * spreadsheet shows it as text instead of running it; numbers stay numbers (a negative rounding
 * stays `-50`).
 */
import Papa from "papaparse";

/** One CSV cell: text, or a number (money already in the major unit, counts). */
export type CsvCell = string | number;

/**
 * The CSV text of a table: a header row, then the rows, CRLF line ends, quoted where needed.
 * @example reportCsv(["Menu", "Qty"], [["=SUM(A1)", 2]]); // "Menu,Qty\r\n'=SUM(A1),2"
 */
export function reportCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return Papa.unparse({ fields: [...header], data: rows.map((r) => [...r]) }, { escapeFormulae: true, newline: "\r\n" });
}
