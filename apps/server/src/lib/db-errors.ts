/**
 * PostgreSQL errors read back as the API's answers, shared by every module and the error handler
 * (plugins/errors.ts): a unique violation's constraint name (each module maps its own constraints to
 * its message) and the stock trigger's refusal (409 with the spec's stock message).
 */
import { STOCK_MSG } from "@waroeng/domain";
import { type ApiError, conflict } from "./http.ts";

/**
 * The constraint name of a PostgreSQL unique violation (SQLSTATE 23505), looking through
 * Drizzle's query-error wrapper; undefined for any other error.
 */
export function uniqueViolation(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 3 && current; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (e.code === "23505") {
      return typeof e.constraint === "string" ? e.constraint : "";
    }
    current = e.cause;
  }
  return undefined;
}

/** The SQLSTATE the stock trigger (migration stock_countdown) raises when a send needs more than is left. */
const STOCK_SQLSTATE = "WRSTK";

/**
 * The stock trigger's error (SQLSTATE WRSTK, DETAIL `{"menu", "sisa"}`; drizzle wraps it as `cause`)
 * as 409 "Stok {menu} habis" / "Stok {menu} tinggal {sisa}, kurangi pesanan"; undefined for any other error.
 */
export function stockRefusal(err: unknown): ApiError | undefined {
  const e = err as { code?: unknown; detail?: unknown; cause?: { code?: unknown; detail?: unknown } } | null;
  const pg = e?.code === STOCK_SQLSTATE ? e : e?.cause?.code === STOCK_SQLSTATE ? e.cause : undefined;
  if (!pg) {
    return undefined;
  }
  let detail: { menu?: unknown; sisa?: unknown } = {};
  try {
    detail = JSON.parse(String(pg.detail ?? "{}"));
  } catch {
    // an unreadable detail still refuses, without the name
  }
  return conflict(STOCK_MSG.notEnough(String(detail.menu ?? ""), Number(detail.sisa ?? 0)));
}
