/**
 * Print-image links of the android-image / android-image-vps printers: a job for such a
 * printer is not sent by the server; its PNG (render-image.ts) is kept in `print_job` (status
 * `waiting`) and the print route answers `struct` = `/api/print-image/{token}.png`, which the Android
 * print app opens without a session. The token is 32 random bytes, base64url (43 characters, 256
 * bits); only its SHA-256 is stored (`print_image_link`), so a copy of the database opens nothing. A
 * link works IMAGE_LINK_HOURS hours; the first fetch marks the job printed (later fetches, e.g. the
 * app retrying, get the same image). The token is a credential: lib/logger.ts redacts it in URLs.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { printImageLinks, printJobs } from "../../db/schema/index.ts";

/** How long a print-image link opens its image. */
const IMAGE_LINK_HOURS = 24;

const NAME = /^([A-Za-z0-9_-]{43})\.png$/;

function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The path (under /api) the Android print app opens for a token. */
function imageLinkPath(token: string): string {
  return `/api/print-image/${token}.png`;
}

/** Makes a link to job `jobId`'s image (inside the caller's transaction); returns its path under /api. */
export async function createImageLink(tx: DbOrTx, jobId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.insert(printImageLinks).values({
    tokenHash: hashOf(token),
    jobId,
    expiresAt: sql`now() + make_interval(hours => ${IMAGE_LINK_HOURS})`,
  });
  return imageLinkPath(token);
}

/**
 * The PNG a link `{token}.png` opens, or null when the name is malformed, unknown or expired. Marks
 * the job printed on its first fetch.
 *
 * @example
 * const png = await fetchImage(db, "abc…xyz.png"); // Buffer | null
 */
export async function fetchImage(db: Db, name: string): Promise<Buffer | null> {
  const token = NAME.exec(name)?.[1];
  if (!token) {
    return null;
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ jobId: printJobs.id, payload: printJobs.payload, status: printJobs.status })
      .from(printImageLinks)
      .innerJoin(printJobs, eq(printJobs.id, printImageLinks.jobId))
      .where(and(eq(printImageLinks.tokenHash, hashOf(token)), gt(printImageLinks.expiresAt, sql`now()`)))
      .limit(1);
    if (!row) {
      return null;
    }
    if (row.status === "waiting") {
      await tx
        .update(printJobs)
        .set({ status: "printed", attempts: sql`${printJobs.attempts} + 1`, printedAt: sql`now()` })
        .where(and(eq(printJobs.id, row.jobId), eq(printJobs.status, "waiting")));
    }
    return row.payload;
  });
}
