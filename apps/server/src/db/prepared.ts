/**
 * Prepared statements for the hot paths (building each query cost a quarter of the server's CPU
 * per request). `prepared(db, name, build)` builds a Drizzle query once per database handle and keeps
 * it; PostgreSQL parses it once per pooled connection (a named statement). One SQL text per name:
 * everything that varies between calls must be a `sql.placeholder`, or part of the name.
 */
const cache = new WeakMap<object, Map<string, unknown>>();

/** The statement `name` of `db`, built by `build` on first use. */
export function prepared<T>(db: object, name: string, build: () => T): T {
  let byName = cache.get(db);
  if (!byName) {
    byName = new Map();
    cache.set(db, byName);
  }
  let query = byName.get(name) as T | undefined;
  if (query === undefined) {
    query = build();
    byName.set(name, query);
  }
  return query;
}
