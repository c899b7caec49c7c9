/**
 * Transactions without Drizzle's per-transaction set-up (`leanTransactions(db, pool)`, called once by
 * connect). Drizzle's `db.transaction(fn)` builds a relational query builder for every table of the
 * schema on each transaction handle (none of the services reads `tx.query`) and builds its `begin`
 * and `commit` statements afresh: a tenth of a rush request's CPU. Here a transaction checks out a
 * pooled client, sends the fixed texts `begin` / `commit` (or `rollback` when `fn` or the commit
 * throws, then rethrows that error), and hands `fn` a Drizzle transaction handle whose `tx.query` is built only
 * when read. Statements and errors are what Drizzle sends and raises: a failing begin, commit or
 * rollback is wrapped in `DrizzleQueryError` (its `cause` the driver's error), as Drizzle does.
 * A transaction with options (isolation level, access mode) and nested ones (savepoints) are Drizzle's own.
 */
import { DrizzleQueryError } from "drizzle-orm";
import { NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import { PgDatabase, type PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";

/** What Drizzle's session keeps of the schema (its `schema` field: tables, relations, names). */
interface SchemaHandle {
  schema: unknown;
  fullSchema: unknown;
  tableNamesMap: unknown;
}

/** The session fields a transaction is made of (drizzle-orm/node-postgres NodePgSession). */
interface SessionParts {
  dialect: PgDialect;
  schema: SchemaHandle | undefined;
  options: Record<string, unknown>;
  transaction: (fn: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown>;
}

type Ctor<T> = new (...args: never[]) => T;

/**
 * A Drizzle transaction handle made without its relational query builders (`query` is built on
 * first read, as Drizzle would have built it): everything else is NodePgTransaction's own.
 */
class LeanTransaction extends (NodePgTransaction as unknown as Ctor<object>) {
  constructor(dialect: PgDialect, session: unknown, schema: SchemaHandle | undefined) {
    super(...([dialect, session, undefined] as never[]));
    const self = this as unknown as Record<string, unknown>;
    self.schema = schema;
    if (schema) {
      self._ = { schema: schema.schema, fullSchema: schema.fullSchema, tableNamesMap: schema.tableNamesMap, session };
    }
    Object.defineProperty(this, "query", {
      configurable: true,
      enumerable: true,
      get: () => {
        const query = (
          new (PgDatabase as unknown as Ctor<{ query: unknown }>)(...([dialect, session, schema] as never[])) as { query: unknown }
        ).query;
        Object.defineProperty(this, "query", { value: query, configurable: true, enumerable: true, writable: true });
        return query;
      },
    });
  }
}

/** Runs `text` (begin, commit, rollback) on `client`, failing as Drizzle's `tx.execute` does. */
async function control(client: pg.PoolClient, text: string): Promise<void> {
  try {
    await client.query(text);
  } catch (err) {
    throw new DrizzleQueryError(text, [], err as Error);
  }
}

/**
 * Makes `db.transaction(fn)` (without options) lean: see the module doc. `db` is a Drizzle
 * node-postgres database over `pool`.
 */
export function leanTransactions(db: object, pool: pg.Pool): void {
  const session = (db as { session: SessionParts }).session;
  const drizzleTransaction = session.transaction.bind(session);
  session.transaction = async (fn, config) => {
    if (config !== undefined) {
      return drizzleTransaction(fn, config);
    }
    const client = await pool.connect();
    try {
      const txSession = new (NodePgSession as unknown as Ctor<object>)(
        ...([client, session.dialect, session.schema, session.options] as never[]),
      );
      const tx = new LeanTransaction(session.dialect, txSession, session.schema);
      await control(client, "begin");
      try {
        const result = await fn(tx);
        await control(client, "commit");
        return result;
      } catch (err) {
        await control(client, "rollback");
        throw err;
      }
    } finally {
      client.release();
    }
  };
}
