/**
 * Folders the server writes to (DATA_DIR, backups), created and checked so that a wrong setting
 * fails at once with its cause: Node's own `mkdirSync(…, { recursive: true })` spins forever under
 * /proc, and reports ENOENT for a missing folder on a read-only disk.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, rmSync, statSync, writeSync } from "node:fs";
import path from "node:path";

/** What an errno means to the person who set the folder. */
const CAUSES: Record<string, string> = {
  EROFS: "the disk is read-only",
  EACCES: "permission denied",
  EPERM: "permission denied",
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is used up",
  ENOTDIR: "a part of the path is a file, not a folder",
  ENOENT: "that place cannot hold folders, as /proc and /sys cannot",
  ELOOP: "too many symbolic links",
  ENAMETOOLONG: "the path is too long",
};

/** An Error naming `what`, the folder, the cause in words and the errno (no stack needed to act on it). */
function folderError(what: string, dir: string, err: unknown): Error {
  const code = (err as { code?: string }).code ?? "";
  const cause = CAUSES[code] ?? ((err as Error).message || "unknown error");
  return new Error(`${what} ${dir} cannot be used: ${cause}${code ? ` (${code})` : ""}`);
}

/**
 * Creates `dir` and its missing parents one level at a time, then proves it writable by writing,
 * syncing and removing a small file.
 * @param what how to name the folder in an error, e.g. "DATA_DIR"
 * @throws Error "<what> <dir> cannot be used: <cause> (<errno>)" within milliseconds, never hangs
 */
export function ensureWritableFolder(dir: string, what: string): void {
  const absolute = path.resolve(dir);
  const missing: string[] = [];
  let at = absolute;
  for (;;) {
    try {
      if (!statSync(at).isDirectory()) {
        throw folderError(what, absolute, { code: "ENOTDIR" });
      }
      break;
    } catch (err) {
      if ((err as { code?: string }).code !== "ENOENT" || path.dirname(at) === at) {
        throw err instanceof Error && err.message.startsWith(what) ? err : folderError(what, absolute, err);
      }
      missing.unshift(at);
      at = path.dirname(at);
    }
  }
  for (const level of missing) {
    try {
      mkdirSync(level);
    } catch (err) {
      if ((err as { code?: string }).code !== "EEXIST") {
        throw folderError(what, absolute, err);
      }
    }
  }
  const probe = path.join(absolute, `.write-check-${process.pid}`);
  try {
    const fd = openSync(probe, "w");
    try {
      writeSync(fd, "ok");
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch (err) {
    throw folderError(what, absolute, err);
  } finally {
    rmSync(probe, { force: true });
  }
}
