/**
 * CSV import of the outlet's tables (docs/API.md "Back office"): `parseCsvImport` of
 * `@waroeng/domain/csv` reads the rows (columns `TABLE_CSV_COLUMNS`), then the rows are checked against
 * the outlet in one transaction with its tables locked: a kind (`jenis`) must exist, a name appears
 * once in the file, a table an open order holds keeps its type and stays active. A row whose name
 * exists updates that table; a new name adds one. `preview` (dry run) and any error write nothing;
 * `apply` with no error writes every row and one audit row per changed table, all or nothing.
 */
import { PEOPLE_MSG, TABLE_CSV_COLUMNS, TABLE_CSV_LIMITS } from "@waroeng/domain";
import { type CsvRowError, parseCsvImport } from "@waroeng/domain/csv";
import { type TableCsvRow, tableCsvRow } from "@waroeng/domain/requests";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { diningTables } from "../../db/schema/index.ts";
import { type AuditActor, writeAudit } from "../../lib/audit.ts";
import { conflict } from "../../lib/http.ts";
import { type AdminTableRow, isUniqueViolation, listTableKinds, presentAdminTable, readAdminTables } from "./tables-admin.service.ts";

/** One planned row of the import. */
export interface ImportPlanRow {
  line: number;
  action: "create" | "update" | "same";
  m_meja_id: number | null;
  m_meja_nama: string;
  m_meja_type: string;
  m_meja_jenis_nama: string;
  m_meja_urut: number;
  m_meja_active: boolean;
}

/** What the import did or would do. */
export interface ImportResult {
  mode: "preview" | "apply";
  applied: boolean;
  rows: ImportPlanRow[];
  errors: CsvRowError[];
}

/** Thrown inside the transaction to roll a preview back; carries the result out. */
class Rollback extends Error {
  constructor(readonly result: ImportResult) {
    super("rollback");
  }
}

/** Checks the parsed rows against the outlet's tables and kinds; returns the plan and the errors. */
async function plan(tx: Tx, outletId: number, rows: TableCsvRow[], lines: number[]) {
  const kinds = new Map((await listTableKinds(tx)).map((k) => [k.name.toLowerCase(), k]));
  await tx.select({ id: diningTables.id }).from(diningTables).where(eq(diningTables.outletId, outletId)).for("update");
  const existing = new Map((await readAdminTables(tx, outletId)).map((t) => [t.name, t]));
  const seen = new Set<string>();
  const errors: CsvRowError[] = [];
  const out: Array<{ row: ImportPlanRow; kindId: number; before: AdminTableRow | undefined }> = [];
  rows.forEach((r, i) => {
    const line = lines[i] ?? 0;
    const kind = kinds.get(r.jenis.toLowerCase());
    const before = existing.get(r.nama);
    const active = r.aktif === "ya";
    if (seen.has(r.nama)) {
      errors.push({ line, column: "nama", message: PEOPLE_MSG.CSV_DUPLICATE_NAME });
    }
    seen.add(r.nama);
    if (!kind) {
      errors.push({ line, column: "jenis", message: PEOPLE_MSG.TABLE_KIND_INVALID });
    }
    if (before?.inUse && (!active || before.type !== r.tipe)) {
      errors.push({ line, column: active ? "tipe" : "aktif", message: PEOPLE_MSG.TABLE_IN_USE });
    }
    const same =
      before !== undefined &&
      before.type === r.tipe &&
      before.kindId === kind?.id &&
      before.sortOrder === r.urut &&
      before.active === active;
    out.push({
      before,
      kindId: kind?.id ?? 0,
      row: {
        line,
        action: before === undefined ? "create" : same ? "same" : "update",
        m_meja_id: before?.id ?? null,
        m_meja_nama: r.nama,
        m_meja_type: r.tipe,
        m_meja_jenis_nama: kind?.name ?? r.jenis,
        m_meja_urut: r.urut,
        m_meja_active: active,
      },
    });
  });
  return { out, errors };
}

/** Previews or applies `csv` on the actor's outlet (see the module doc). Never half-applies. */
export async function importTables(db: Db, actor: AuditActor, csv: string, mode: "preview" | "apply"): Promise<ImportResult> {
  const parsed = parseCsvImport(csv, TABLE_CSV_COLUMNS, tableCsvRow, { maxRows: TABLE_CSV_LIMITS.maxRows });
  try {
    return await db.transaction(async (tx) => {
      const { out, errors } = await plan(tx, actor.outletId, parsed.rows, parsed.lines);
      const allErrors = [...parsed.errors, ...errors].sort((a, b) => a.line - b.line);
      const result: ImportResult = { mode, applied: false, rows: out.map((o) => o.row), errors: allErrors };
      if (mode === "preview" || allErrors.length > 0) {
        throw new Rollback(result);
      }
      for (const { row, kindId, before } of out) {
        if (row.action === "same") {
          continue;
        }
        const values = { name: row.m_meja_nama, type: row.m_meja_type, kindId, sortOrder: row.m_meja_urut, active: row.m_meja_active };
        const [saved] = before
          ? await tx.update(diningTables).set(values).where(eq(diningTables.id, before.id)).returning({ id: diningTables.id })
          : await tx
              .insert(diningTables)
              .values({ outletId: actor.outletId, ...values })
              .returning({ id: diningTables.id });
        const [after] = saved ? await readAdminTables(tx, actor.outletId, saved.id) : [];
        row.m_meja_id = saved?.id ?? null;
        await writeAudit(tx, actor, {
          entity: "table",
          entityId: saved?.id ?? 0,
          action: before ? "import_update" : "import_create",
          before: before ? presentAdminTable(before) : null,
          after: after ? presentAdminTable(after) : null,
        });
      }
      return { ...result, applied: true };
    });
  } catch (err) {
    if (err instanceof Rollback) {
      return err.result;
    }
    throw isUniqueViolation(err) ? conflict(PEOPLE_MSG.TABLE_NAME_TAKEN) : err;
  }
}
