/**
 * Prepared statements for the hot paths (building each query cost a quarter of the server's CPU
 * per request). `prepared(db, name, build)` builds a Drizzle query once per database — its
 * transactions included — and keeps it; PostgreSQL parses it once per pooled connection (a named
 * statement). Called with a transaction, the kept query runs on that transaction's connection: a
 * payment or an added unit no longer rebuilds its statements in every transaction. One SQL text per
 * name: everything that varies between calls must be a `sql.placeholder`, or part of the name.
 * `build` may return one prepared query or an object of them.
 *
 * A kept query runs without Drizzle's per-call layers (`fastExecute`): its placeholders filled, one
 * driver call, its rows mapped by a plan made once per query (what Drizzle's `mapResultRow` does,
 * without resolving each column's decoder and path on every row). Same rows, same errors (a driver
 * error wrapped in `DrizzleQueryError`).
 */
import { Column, DrizzleQueryError, fillPlaceholders, getTableName, is, type SQL, SQL as SqlClass, Subquery } from "drizzle-orm";
import type { PgDialect, PgSession } from "drizzle-orm/pg-core";

/** What a Drizzle node-postgres prepared query holds (drizzle-orm/node-postgres NodePgPreparedQuery). */
interface DriverQuery {
  client: { query: (config: object, params: unknown[]) => Promise<{ rows: unknown[] }> };
  params: unknown[];
  fields?: Array<{ path: string[]; field: unknown }>;
  rawQueryConfig: { text: string };
  queryConfig: { text: string };
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[]) => unknown;
  logger: { logQuery: (text: string, params: unknown[]) => void };
  execute: (values?: Record<string, unknown>) => Promise<unknown>;
}

type Decoder = { mapFromDriverValue: (value: unknown) => unknown };
/** One selected column: where it goes in the row object, its decoder, and its table when a join may null its object. */
interface ColumnPlan {
  path: string[];
  decoder: Decoder;
  nullTable: string | undefined;
}

/** The decoder Drizzle's `mapResultRow` picks for a selected field. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) {
    return field as unknown as Decoder;
  }
  if (is(field, SqlClass)) {
    return (field as unknown as { decoder: Decoder }).decoder;
  }
  if (is(field, Subquery)) {
    return (field as unknown as { _: { sql: { decoder: Decoder } } })._.sql.decoder;
  }
  return (field as { sql: { decoder: Decoder } }).sql.decoder;
}

/** A row mapper equal to Drizzle's `mapResultRow(fields, row, joinsNotNullableMap)`, its per-column work done once. */
function rowMapper(
  fields: NonNullable<DriverQuery["fields"]>,
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (row: unknown[]) => Record<string, unknown> {
  const plan: ColumnPlan[] = fields.map(({ path, field }) => ({
    path,
    decoder: decoderOf(field),
    nullTable: joinsNotNullableMap && is(field, Column) && path.length === 2 ? getTableName((field as unknown as Column).table) : undefined,
  }));
  return (row) => {
    const result: Record<string, unknown> = {};
    let nullify: Record<string, string | false> | undefined;
    for (let i = 0; i < plan.length; i++) {
      const { path, decoder, nullTable } = plan[i] as ColumnPlan;
      let node = result;
      const last = path.length - 1;
      for (let k = 0; k < last; k++) {
        const chunk = path[k] as string;
        if (!(chunk in node)) {
          node[chunk] = {};
        }
        node = node[chunk] as Record<string, unknown>;
      }
      const raw = row[i];
      const value = raw === null ? null : decoder.mapFromDriverValue(raw);
      node[path[last] as string] = value;
      if (nullTable !== undefined) {
        const objectName = path[0] as string;
        nullify ??= {};
        if (!(objectName in nullify)) {
          nullify[objectName] = value === null ? nullTable : false;
        } else if (typeof nullify[objectName] === "string" && nullify[objectName] !== nullTable) {
          nullify[objectName] = false;
        }
      }
    }
    if (joinsNotNullableMap && nullify) {
      for (const [objectName, tableName] of Object.entries(nullify)) {
        if (typeof tableName === "string" && !joinsNotNullableMap[tableName]) {
          result[objectName] = null;
        }
      }
    }
    return result;
  };
}

/** Row mappers by the query's field list (shared by the query and its per-transaction copies). */
const mappers = new WeakMap<object, (row: unknown[]) => Record<string, unknown>>();

/**
 * `execute` of a kept query: Drizzle's NodePgPreparedQuery.execute (no cache, no tracing configured)
 * in one driver call and one row-mapping pass. `this` is the query or its copy on a transaction's client.
 */
function fastExecute(this: DriverQuery, values: Record<string, unknown> = {}): Promise<unknown> {
  const params = fillPlaceholders(this.params, values);
  const { fields, customResultMapper, client } = this;
  const config = !fields && !customResultMapper ? this.rawQueryConfig : this.queryConfig;
  this.logger.logQuery(this.rawQueryConfig.text, params);
  const failed = (err: unknown) => {
    throw new DrizzleQueryError(config.text, params, err as Error);
  };
  if (!fields && !customResultMapper) {
    return client.query(config, params).catch(failed);
  }
  return client.query(config, params).then((result) => {
    if (customResultMapper) {
      return customResultMapper(result.rows);
    }
    const list = fields as NonNullable<DriverQuery["fields"]>;
    let map = mappers.get(list);
    if (!map) {
      map = rowMapper(list, this.joinsNotNullableMap);
      mappers.set(list, map);
    }
    return result.rows.map((row) => (map as (row: unknown[]) => unknown)(row as unknown[]));
  }, failed);
}

/** Gives `query` (a prepared query, or an object of them) the fast execute. */
function speedUp(query: unknown): void {
  if (typeof query !== "object" || query === null) {
    return;
  }
  if ("execute" in query && "client" in query && "rawQueryConfig" in query) {
    (query as DriverQuery).execute = fastExecute;
    return;
  }
  for (const v of Object.values(query)) {
    speedUp(v);
  }
}

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
    speedUp(query);
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
