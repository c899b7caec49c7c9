/**
 * Ends every session of a user at once (deactivation, password reset), in every server
 * process: the sessions are revoked in the change's transaction, the session-ended notice goes out
 * on commit, and the call returns only once every listening process dropped them from its session
 * cache (lib/session-cache.ts), so the user's very next request is 401 whichever process takes it.
 */
import { and, gt, isNull, ne, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Tx } from "../../db/client.ts";
import { sessions } from "../../db/schema/index.ts";
import { listeningProcesses, notifySessionEnded } from "../../lib/events.ts";

/** The user's live sessions, bar `except` (the caller's own session). */
function liveOf(userId: number, except: number | null) {
  return and(
    sql`${sessions.userId} = ${userId}`,
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, new Date()),
    except === null ? undefined : ne(sessions.id, except),
  );
}

/**
 * Runs `change` in one transaction, then revokes `userId`'s live sessions (bar `exceptSession`) in
 * the same transaction, when `change` returns `revoke: true`.
 * @returns the change's result and how many sessions ended.
 */
export async function changeAndEndSessions<T>(
  app: FastifyInstance,
  userId: number,
  exceptSession: number | null,
  change: (tx: Tx) => Promise<{ result: T; revoke: boolean }>,
): Promise<{ result: T; ended: number }> {
  const known = (await app.db.select({ id: sessions.id }).from(sessions).where(liveOf(userId, exceptSession))).map((r) => r.id);
  const processes = await listeningProcesses(app.db);
  const waits = known.map((id) => app.sessionCache.whenEnded(id, processes));
  let endedIds: number[] = [];
  try {
    const out = await app.db.transaction(async (tx) => {
      const { result, revoke } = await change(tx);
      if (revoke) {
        const rows = await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(liveOf(userId, exceptSession))
          .returning({ id: sessions.id });
        endedIds = rows.map((r) => r.id);
        for (const id of endedIds) {
          await notifySessionEnded(tx, id);
        }
      }
      return result;
    });
    for (const id of known.filter((k) => !endedIds.includes(k))) {
      app.sessionCache.acknowledged(id, processes); // not ended: no notice to wait for
    }
    return { result: out, ended: endedIds.length };
  } catch (err) {
    for (const id of known) {
      app.sessionCache.acknowledged(id, processes);
    }
    throw err;
  } finally {
    for (const id of new Set([...known, ...endedIds])) {
      app.sessionCache.ended(id);
    }
    await Promise.all(waits);
  }
}
