/**
 * `@waroeng/domain/csv`: CSV export (report-csv.ts) and import (csv-import.ts) with papaparse, kept
 * out of the package root so papaparse stays out of every other screen's bundle.
 */
export * from "./csv-import.ts";
export * from "./menu-csv.ts";
export * from "./option-csv.ts";
export * from "./report-csv.ts";
