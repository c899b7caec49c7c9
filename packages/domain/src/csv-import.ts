/**
 * CSV import of back-office lists (menu and tables), read by papaparse. Pure: text in,
 * typed rows and row-level errors out. The caller applies the rows only when `errors` is empty, in
 * one transaction, so an import never half-applies.
 *
 * - The first row is the header; columns are matched by name (trimmed, case-insensitive), order free;
 *   a missing required column is one error on line 1 and no row is read.
 * - Empty lines are skipped and not counted: `line` is the header (1) or the data row's number + 1
 *   (first data row = 2), as a spreadsheet shows it when the file has no blank lines.
 * - Cells are trimmed. A cell our own export guarded against CSV injection (`'=`, `'+`, `'-`, `'@`)
 *   loses the guard's `'`, so export → import round-trips.
 * - Each row is checked by the caller's zod schema; every issue becomes `{ line, column, message }`,
 *   with the schema's (catalogue) message.
 *
 * @example
 * const r = parseCsvImport("nama,harga\nTeh,5000\n", ["nama", "harga"], rowSchema, { maxRows: 500 });
 * // r.rows: [{ nama: "Teh", harga: 5000 }], r.errors: []
 */
import Papa from "papaparse";
import type { z } from "zod";
import { CSV_MSG } from "./messages.ts";

/** One refusal of an import, shown in the preview. `column` is null for a whole-row or file error. */
export interface CsvRowError {
  line: number;
  column: string | null;
  message: string;
}

/** What an import would do: the rows, valid only when `errors` is empty. */
export interface CsvImportResult<T> {
  rows: T[];
  /** File line of each row in `rows`, same order (for the caller's own cross-row checks). */
  lines: number[];
  errors: CsvRowError[];
}

const GUARDED = /^'[=+\-@\t\r]/;

/**
 * Parse `text` as CSV with a header naming `columns`, and check each row with `rowSchema` (which
 * receives an object keyed by those column names, values as trimmed strings).
 * Errors: an empty file, a missing column, more than `maxRows` data rows, papaparse's quoting errors,
 * and the schema's issues. Never throws on bad input.
 */
export function parseCsvImport<S extends z.ZodType>(
  text: string,
  columns: readonly string[],
  rowSchema: S,
  options: { maxRows: number },
): CsvImportResult<z.output<S>> {
  const result: CsvImportResult<z.output<S>> = { rows: [], lines: [], errors: [] };
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  const [header, ...data] = parsed.data;
  if (!header || header.every((h) => h.trim() === "")) {
    result.errors.push({ line: 1, column: null, message: CSV_MSG.EMPTY });
    return result;
  }
  const index = new Map(header.map((h, i) => [h.trim().toLowerCase(), i]));
  const missing = columns.filter((c) => !index.has(c.toLowerCase()));
  if (missing.length > 0) {
    result.errors.push({ line: 1, column: null, message: CSV_MSG.missingColumns(missing) });
    return result;
  }
  if (data.length > options.maxRows) {
    result.errors.push({ line: 1, column: null, message: CSV_MSG.tooManyRows(options.maxRows) });
    return result;
  }
  const badRows = new Set(parsed.errors.map((e) => e.row ?? -1));
  data.forEach((cells, i) => {
    const line = i + 2;
    if (badRows.has(i + 1)) {
      result.errors.push({ line, column: null, message: CSV_MSG.BAD_QUOTING });
      return;
    }
    const record: Record<string, string> = {};
    for (const c of columns) {
      const raw = (cells[index.get(c.toLowerCase()) ?? -1] ?? "").trim();
      record[c] = GUARDED.test(raw) ? raw.slice(1) : raw;
    }
    const checked = rowSchema.safeParse(record);
    if (checked.success) {
      result.rows.push(checked.data);
      result.lines.push(line);
      return;
    }
    for (const issue of checked.error.issues) {
      const key = issue.path[0];
      result.errors.push({ line, column: typeof key === "string" ? key : null, message: issue.message });
    }
  });
  return result;
}
