/**
 * Live-screen events (DESIGN §1; docs/API.md "Live events"): what services publish on the PostgreSQL
 * channel `waroeng_events` inside their transaction, so the notice goes out only if the change
 * commits. plugins/realtime.ts LISTENs on the channel and turns the notices into the server-sent
 * events of `GET /api/events`; every server process gets them.
 *
 * - `notifyChange(tx, outletId, event)` (or `changeNotice` / `notifyExpression` inside a statement
 *   that changes data anyway): `{topic, orderId?, tableIds?, dishIds?, menuTypeIds?}`, the ids
 *   bounded to MAX_EVENT_IDS (a longer list = every one of the topic).
 * - `notifySessionEnded` / `notifySessionChanged` / `notifyOutletChanged`: the processes drop their
 *   cached session or currency lookups (lib/session-cache.ts, plugins/money.ts).
 * - `listeningProcesses`: how many processes listen (the acknowledgements logout waits for).
 */
import { type ChangeTopic, MAX_EVENT_IDS, type ChangeEvent as WireChangeEvent } from "@waroeng/domain/wire";
import { type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client.ts";

export { MAX_EVENT_IDS };

/** The PostgreSQL NOTIFY channel of every live notice. */
export const EVENTS_CHANNEL = "waroeng_events";
/** Topic of a committed change (`@waroeng/domain/wire` events.ts). */
export type Topic = ChangeTopic;
/** `application_name` of the LISTEN connection (how an operator or a test finds it in pg_stat_activity). */
export const LISTENER_APP_NAME = "waroeng-events-listener";
/**
 * What changed (docs/API.md "Live events"; the shape is `changeEvent` of `@waroeng/domain/wire`):
 * the topic and, where known, the ids it touched. The server may pass longer lists; `eventPayload`
 * bounds them to MAX_EVENT_IDS.
 */
export type ChangeEvent = Omit<WireChangeEvent, "tableIds" | "dishIds" | "menuTypeIds"> & {
  tableIds?: readonly number[];
  dishIds?: readonly number[];
  menuTypeIds?: readonly number[];
};

/** Unique ids, or undefined (= every one) when there are more than MAX_EVENT_IDS: NOTIFY takes < 8000 bytes. */
function boundIds(ids: readonly number[] | undefined): number[] | undefined {
  if (!ids) {
    return undefined;
  }
  const unique = [...new Set(ids)];
  return unique.length > MAX_EVENT_IDS ? undefined : unique;
}

/** The wire form of `event`: bounded id lists (at most 4 × 50 ids of ≤ 16 digits: well under 8000 bytes). */
export function eventPayload(event: ChangeEvent): WireChangeEvent {
  const out: WireChangeEvent = { topic: event.topic };
  if (event.orderId !== undefined) {
    out.orderId = event.orderId;
  }
  for (const key of ["tableIds", "dishIds", "menuTypeIds"] as const) {
    const ids = boundIds(event[key]);
    if (ids) {
      out[key] = ids;
    }
  }
  return out;
}

/** Publishes `event` (a topic and the ids that changed) at `outletId`; delivered after commit. */
export async function notifyChange(tx: DbOrTx, outletId: number, event: ChangeEvent): Promise<void> {
  await tx.execute(sql`select ${changeNotice(outletId, event)}`);
}

/**
 * The `pg_notify(…)` expression notifyChange runs, to put in a statement that changes data anyway
 * (one round trip fewer): the event goes out only if that statement's transaction commits.
 */
export function changeNotice(outletId: number, event: ChangeEvent): SQL {
  return sql`pg_notify(${EVENTS_CHANNEL}, ${changePayload(outletId, event)})`;
}

/** The JSON text changeNotice publishes for `event` at `outletId`. */
export function changePayload(outletId: number, event: ChangeEvent): string {
  return JSON.stringify({ ...eventPayload(event), outletId });
}

/**
 * changeNotice in a prepared statement (db/prepared.ts): the event's JSON text is the placeholder
 * `name`, given `changePayload(outletId, event)` at each run.
 */
export function changeNoticeOf(name: string): SQL {
  return sql`pg_notify(${EVENTS_CHANNEL}, ${sql.placeholder(name)}::text)`;
}

/**
 * `pg_notify` of an event whose JSON is built by PostgreSQL (`payload`: an SQL json expression of the
 * ChangeEvent fields and `outletId`), for a single-statement change that learns its ids in the same
 * statement (e.g. `with upd as (update … returning …) select …, ${notifyExpression(…)} from upd`):
 * like notifyChange, delivered only if that statement's transaction commits.
 */
export function notifyExpression(payload: SQL): SQL {
  return sql`pg_notify(${EVENTS_CHANNEL}, (${payload})::text)`;
}

/** Tells every server process that session `sessionId` ended: its live streams close (after commit). */
export async function notifySessionEnded(tx: DbOrTx, sessionId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ sessionEnded: sessionId })})`);
}

/** Tells every server process that outlet `outletId`'s settings changed: its cached currency goes (after commit). */
export async function notifyOutletChanged(tx: DbOrTx, outletId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ outletChanged: outletId })})`);
}

/** Tells every server process that session `sessionId` changed (its outlet): cached lookups go (after commit). */
export async function notifySessionChanged(tx: DbOrTx, sessionId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ sessionChanged: sessionId })})`);
}

/**
 * How many server processes listen on this database now (their LISTEN connections): the session-ended
 * acknowledgements logout waits for (lib/session-cache.ts `whenEnded`).
 */
export async function listeningProcesses(db: Db): Promise<number> {
  const rows = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from pg_stat_activity where application_name = ${LISTENER_APP_NAME} and datname = current_database()`,
  );
  return Number(rows.rows[0]?.n ?? 0);
}
