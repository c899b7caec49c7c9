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

/** The pg error code (or Node errno) of `err` or of the first error in its cause chain that has one. */
function codeOf(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === "object"; depth++) {
    const { code, cause, errors } = e as { code?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === "string") {
      return code;
    }
    e = Array.isArray(errors) && errors.length > 0 ? errors[0] : cause;
  }
  return undefined;
}

/**
 * Says why the database at `url` could not be opened, and where, in words an operator acts on
 * (refused, authentication failed, no such database, host unknown, no answer). Never quotes the
 * password.
 * @returns an Error "the database at <host>:<port>/<db> …: <cause>", or `err` itself when its cause is not a connection's
 */
export function describeConnectError(err: unknown, url: string): Error {
  let where = "DATABASE_URL";
  let user = "";
  let database = "";
  try {
    const u = new URL(url);
    database = decodeURIComponent(u.pathname.replace(/^\//, ""));
    user = decodeURIComponent(u.username);
    where = `${u.hostname}:${u.port || "5432"}/${database}`;
  } catch {
    // Not a URL: name the setting only.
  }
  const code = codeOf(err);
  const message = err instanceof Error ? err.message : String(err);
  const cause =
    code === "ECONNREFUSED"
      ? "connection refused (is PostgreSQL running there, on that port?)"
      : code === "28P01" || code === "28000"
        ? `authentication failed for user "${user}" (check the user and password in DATABASE_URL)`
        : code === "3D000"
          ? `database "${database}" does not exist (create it, or fix the name in DATABASE_URL)`
          : code === "ENOTFOUND" || code === "EAI_AGAIN"
            ? "host not found (check the host name in DATABASE_URL)"
            : code === "ETIMEDOUT" || message.includes("timeout exceeded when trying to connect")
              ? "no answer within 5 s (a firewall, or the wrong host?)"
              : code === "EHOSTUNREACH" || code === "ENETUNREACH"
                ? "host unreachable (check the network and the host in DATABASE_URL)"
                : undefined;
  return cause ? new Error(`cannot open the database at ${where}: ${cause}`) : err instanceof Error ? err : new Error(message);
}
