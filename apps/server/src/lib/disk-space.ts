/**
 * The free space of the disk holding DATA_DIR, checked every minute (README "When things go
 * wrong"). Under `lowBytes` every API reply carries `X-Storage: low` (the screens warn); under
 * `fullBytes` changes are refused with 507 "Penyimpanan penuh — hubungi pemilik" before PostgreSQL
 * itself runs out (plugins/storage.ts), so reads, logins and the day's cash report keep working.
 */
import { statfs } from "node:fs/promises";

export type StorageLevel = "ok" | "low" | "full";

export interface DiskLimits {
  /** Warn under this many free bytes. */
  lowBytes: number;
  /** Refuse changes under this many free bytes. */
  fullBytes: number;
  /** Check interval (ms). */
  everyMs: number;
}

export interface DiskWatch {
  level: () => StorageLevel;
  /** Free bytes at the last check (for the banner). */
  freeBytes: () => number;
  /** Checks now (also after PostgreSQL reported a full disk). */
  check: () => Promise<void>;
  stop: () => void;
}

const MB = 1024 * 1024;

/**
 * DISK_LOW_MB (default 1024), DISK_FULL_MB (default 100) and DISK_CHECK_SECONDS (default 60).
 * @throws Error on a value that is not a whole number, or a full threshold not under the low one
 */
export function diskLimitsFromEnv(env: NodeJS.ProcessEnv): DiskLimits {
  const read = (name: string, fallback: number, min: number) => {
    const raw = env[name];
    const n = raw === undefined || raw === "" ? fallback : Number(raw);
    if (!Number.isInteger(n) || n < min) {
      throw new Error(`${name} must be a whole number ≥ ${min}, got "${raw}"`);
    }
    return n;
  };
  const low = read("DISK_LOW_MB", 1024, 1);
  const full = read("DISK_FULL_MB", 100, 0);
  if (full >= low) {
    throw new Error(`DISK_FULL_MB (${full}) must be under DISK_LOW_MB (${low})`);
  }
  return { lowBytes: low * MB, fullBytes: full * MB, everyMs: read("DISK_CHECK_SECONDS", 60, 1) * 1000 };
}

/** Watches the disk of `dir`; the first check runs before this resolves. A failed check keeps the last level. */
export async function watchDiskSpace(
  dir: string,
  limits: DiskLimits,
  onChange?: (level: StorageLevel, free: number) => void,
): Promise<DiskWatch> {
  let level: StorageLevel = "ok";
  let free = Number.POSITIVE_INFINITY;
  const check = async () => {
    try {
      const s = await statfs(dir);
      free = s.bavail * s.bsize;
    } catch {
      return;
    }
    const next: StorageLevel = free < limits.fullBytes ? "full" : free < limits.lowBytes ? "low" : "ok";
    if (next !== level) {
      level = next;
      onChange?.(level, free);
    }
  };
  await check();
  const timer = setInterval(() => void check(), limits.everyMs);
  timer.unref();
  return { level: () => level, freeBytes: () => free, check, stop: () => clearInterval(timer) };
}
