/**
 * Prepared statements for the hot paths (building each query cost a quarter of the server's CPU
 * per request). `prepared(db, name, build)` builds a Drizzle query once per database — its
 * transactions included — and keeps it; PostgreSQL parses it once per pooled connection (a named
 * statement). Called with a transaction, the kept query runs on that transaction's connection: a
 * payment or an added unit no longer rebuilds its statements in every transaction. One SQL text per
 * name: everything that varies between calls must be a `sql.placeholder`, or part of the name.
 * `build` may return one prepared query or an object of them.
 */
import type { SQL } from "drizzle-orm";
import type { PgDialect, PgSession } from "drizzle-orm/pg-core";

/** Per database (its Drizzle dialect, shared with its transactions): the queries by name. */
const cache = new WeakMap<object, Map<string, unknown>>();

/** The connection a Drizzle handle runs on: the pool for the database, the checked-out client for a transaction. */
const clientOf = (db: object): unknown => (db as { session?: { client?: unknown } }).session?.client;

/** `query` (a prepared query, or an object of them) running on `client`. */
function onClient<T>(query: T, client: unknown): T {
  if (typeof query !== "object" || query === null) {
    return query;
  }
  if ("execute" in query && "client" in query) {
    return query.client === client ? query : (Object.create(query, { client: { value: client } }) as T);
  }
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, onClient(v, client)])) as T;
}

/** The statement `name` of `db`'s database, built by `build` on first use, running on `db`'s connection. */
export function prepared<T>(db: object, name: string, build: () => T): T {
  const key = (db as { dialect?: object }).dialect ?? db;
  let byName = cache.get(key);
  if (!byName) {
    byName = new Map();
    cache.set(key, byName);
  }
  let query = byName.get(name) as T | undefined;
  if (query === undefined) {
    query = build();
    byName.set(name, query);
  }
  const client = clientOf(db);
  return client === undefined ? query : onClient(query, client);
}

/** A prepared raw statement: `execute(values)` fills its placeholders and resolves to the driver's rows. */
export interface PreparedSql<R> {
  execute(values?: Record<string, unknown>): Promise<{ rows: R[] }>;
}

/**
 * The raw statement `name` (an `sql` template whose varying values are all `sql.placeholder`s), built
 * by `build` on first use and kept as `prepared` keeps a query: for a statement Drizzle's builders
 * cannot say with fixed text (an insert of a list from one jsonb parameter, a statement of CTEs).
 * Rows come back as the driver gives them (column names as selected, no mapping).
 */
export function preparedSql<R>(db: object, name: string, build: () => SQL): PreparedSql<R> {
  const handle = db as { dialect: PgDialect; session: PgSession };
  return prepared(db, name, () =>
    handle.session.prepareQuery(handle.dialect.sqlToQuery(build()), undefined, name, false),
  ) as unknown as PreparedSql<R>;
}
