/**
 * QR codes of tables and of the take-away counter (docs/api/intro.md "QR orders"): 32
 * random bytes base64url each, created on first read of the sheet, rotated on demand. A code names
 * its outlet and table; an unknown (or rotated) code is 404, never a hint of which exist.
 */
import { randomBytes } from "node:crypto";
import { NON_DINE_IN_TABLE_TYPES, QR_MSG, TRANSACTION_TYPE } from "@waroeng/domain";
import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { diningTables, outlets, qrCarts, qrTokens } from "../../db/schema/index.ts";
import { notFound } from "../../lib/http.ts";
import { loadTables } from "../orders/new-order.ts";

/** A fresh unguessable code (256 bits, 43 URL-safe characters). */
function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A QR code as the sheet lists it: table id (0 = take-away counter), table name, guest page path. */
export interface QrCodeRow {
  tableId: number;
  tableName: string;
  path: string;
}

const pathOf = (outletId: number, token: string) => `/${outletId}/qr/${token}`;

/** The QR codes of every active dine-in table and of the take-away counter, created when missing. */
export async function listQrCodes(db: Db, outletId: number): Promise<QrCodeRow[]> {
  const tables = await db
    .select({ id: diningTables.id })
    .from(diningTables)
    .where(
      and(eq(diningTables.outletId, outletId), eq(diningTables.active, true), notInArray(diningTables.type, [...NON_DINE_IN_TABLE_TYPES])),
    );
  const wanted = [...tables.map((t) => ({ outletId, tableId: t.id, token: newToken() })), { outletId, tableId: null, token: newToken() }];
  await db
    .insert(qrTokens)
    .values(wanted)
    .onConflictDoNothing({ target: [qrTokens.outletId, qrTokens.tableId] });
  const rows = await db
    .select({
      tableId: qrTokens.tableId,
      token: qrTokens.token,
      name: diningTables.name,
      sort: diningTables.sortOrder,
      active: diningTables.active,
    })
    .from(qrTokens)
    .leftJoin(diningTables, eq(diningTables.id, qrTokens.tableId))
    .where(eq(qrTokens.outletId, outletId))
    .orderBy(asc(diningTables.sortOrder), asc(diningTables.id));
  return rows
    .filter((r) => r.tableId === null || r.active === true)
    .map((r) => ({ tableId: r.tableId ?? 0, tableName: r.name ?? QR_MSG.TAKE_AWAY_COUNTER, path: pathOf(outletId, r.token) }));
}

/**
 * Gives the table (0: the take-away counter) a new code; the old one stops working and the code's
 * shared cart is emptied. 404 `Meja tidak ditemukan` for a table not of the outlet.
 */
export async function rotateQrCode(db: Db, outletId: number, tableId: number): Promise<QrCodeRow> {
  return db.transaction((tx) => rotateQrCodeIn(tx, outletId, tableId));
}

/** `rotateQrCode` inside the caller's transaction (the back office audits the rotation in it). */
export async function rotateQrCodeIn(tx: DbOrTx, outletId: number, tableId: number): Promise<QrCodeRow> {
  let tableName: string = QR_MSG.TAKE_AWAY_COUNTER;
  if (tableId > 0) {
    await loadTables(tx, outletId, [tableId]);
    const [t] = await tx.select({ name: diningTables.name }).from(diningTables).where(eq(diningTables.id, tableId));
    tableName = t?.name ?? "";
  }
  const token = newToken();
  const [row] = await tx
    .insert(qrTokens)
    .values({ outletId, tableId: tableId > 0 ? tableId : null, token })
    .onConflictDoUpdate({ target: [qrTokens.outletId, qrTokens.tableId], set: { token, createdAt: new Date() } })
    .returning({ id: qrTokens.id });
  if (row) {
    await tx.delete(qrCarts).where(eq(qrCarts.tokenId, row.id));
  }
  return { tableId, tableName, path: pathOf(outletId, token) };
}

/** What a code opens: its row, outlet, table and transaction type. */
export interface QrTarget {
  tokenId: number;
  outletId: number;
  outletName: string;
  currency: string;
  /** The outlet's rates (basis points) and rounding flag, as a new order snapshots them. */
  taxRateBp: number;
  serviceChargeRateBp: number;
  rounding: string;
  tableId: number | null;
  tableName: string;
  transactionTypeId: number;
}

/** The code's target. @throws 404 `QR meja tidak dikenal…` for an unknown or rotated code, or an inactive table. */
export async function resolveQrCode(db: DbOrTx, token: string): Promise<QrTarget> {
  const [row] = await db
    .select({
      tokenId: qrTokens.id,
      outletId: qrTokens.outletId,
      outletName: outlets.name,
      currency: outlets.currency,
      taxRateBp: outlets.taxRateBp,
      serviceChargeRateBp: outlets.serviceChargeRateBp,
      rounding: outlets.rounding,
      tableId: qrTokens.tableId,
      tableName: diningTables.name,
      active: sql<boolean>`coalesce(${diningTables.active}, true)`,
    })
    .from(qrTokens)
    .innerJoin(outlets, eq(outlets.id, qrTokens.outletId))
    .leftJoin(diningTables, eq(diningTables.id, qrTokens.tableId))
    .where(eq(qrTokens.token, token));
  if (!row?.active) {
    throw notFound(QR_MSG.TOKEN_NOT_FOUND);
  }
  return {
    tokenId: row.tokenId,
    outletId: row.outletId,
    outletName: row.outletName,
    currency: row.currency,
    taxRateBp: row.taxRateBp,
    serviceChargeRateBp: row.serviceChargeRateBp,
    rounding: row.rounding,
    tableId: row.tableId,
    tableName: row.tableName ?? QR_MSG.TAKE_AWAY_COUNTER,
    transactionTypeId: row.tableId === null ? TRANSACTION_TYPE.TAKE_AWAY : TRANSACTION_TYPE.DINE_IN,
  };
}
