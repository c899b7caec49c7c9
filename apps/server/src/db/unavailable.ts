/**
 * Recognises errors that mean "the database cannot be reached right now" (it died, is restarting,
 * or refuses connections), as opposed to a fault in the request: the error plugin answers these
 * 503 with MSG.DATABASE_UNAVAILABLE, so clients retry instead of seeing a 500.
 */

/**
 * Seconds a client should wait before retrying a request answered 503 for a lost database
 * (`Retry-After`): the supervisor restarts a killed embedded PostgreSQL in about 2–7 s.
 */
export const DATABASE_RETRY_AFTER_S = 3;

/** SQLSTATEs of a lost or refused connection (class 08, shutdown/startup 57P0x, too many connections). */
const UNAVAILABLE_CODES = new Set(["57P01", "57P02", "57P03", "53300", "ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND"]);

/** node-postgres errors that carry no code. */
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Client was closed and is not queryable",
];

/** True when `err` (or an error in its `cause` chain, as Drizzle wraps driver errors) is a lost database. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === "object"; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) {
      return true;
    }
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) {
      return true;
    }
    // AggregateError (a connect to several addresses) carries the real errors in `errors`.
    const inner = (e as { errors?: unknown }).errors;
    if (Array.isArray(inner) && inner.some((x) => isDatabaseUnavailable(x))) {
      return true;
    }
    e = cause;
  }
  return false;
}
