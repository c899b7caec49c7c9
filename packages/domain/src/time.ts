import { TIME_ZONE } from "./constants.ts";
import { MSG_TEMPLATES } from "./messages.ts";

const MINUTE_MS = 60_000;

const jakartaFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

interface Fields {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** Asia/Jakarta has been UTC+7 all year (no daylight saving) since 1964: from 1970 its wall clock is plain arithmetic. */
const JAKARTA_OFFSET_MS = 7 * 3_600_000;
const ARITHMETIC_UNTIL_MS = Date.UTC(10_000, 0, 1);
const two = (n: number) => (n < 10 ? `0${n}` : String(n));

function fields(date: Date): Fields {
  const ms = date.getTime();
  if (Number.isNaN(ms)) {
    throw new RangeError("Invalid Date");
  }
  if (ms >= 0 && ms < ARITHMETIC_UNTIL_MS) {
    // The hot paths (every order and payment) skip Intl's formatToParts, a tenth of the pay's own work.
    const w = new Date(ms + JAKARTA_OFFSET_MS);
    return {
      year: String(w.getUTCFullYear()),
      month: two(w.getUTCMonth() + 1),
      day: two(w.getUTCDate()),
      hour: two(w.getUTCHours()),
      minute: two(w.getUTCMinutes()),
      second: two(w.getUTCSeconds()),
    };
  }
  const out: Fields = { year: "", month: "", day: "", hour: "", minute: "", second: "" };
  for (const part of jakartaFormat.formatToParts(date)) {
    if (part.type in out) {
      out[part.type as keyof Fields] = part.value;
    }
  }
  return out;
}

/**
 * Elapsed time on a table card or delivery nota, in Indonesian (the spec's "h m" / "m mins" shape,
 * no English reaches a user): `"1 jam 5 menit"` from 60 minutes, `"45 menit"` under.
 * Minutes are floored; a start in the future counts as 0.
 *
 * @param fromMs - start (order time), epoch milliseconds.
 * @param nowMs - now, epoch milliseconds.
 * @returns e.g. `"0 menit"`, `"59 menit"`, `"1 jam 0 menit"`, `"2 jam 15 menit"` (MSG_TEMPLATES.elapsed).
 * @throws RangeError when either argument is not finite.
 * @example
 * formatElapsed(0, 65 * 60_000); // "1 jam 5 menit"
 * formatElapsed(0, 45 * 60_000); // "45 menit"
 *
 * Spec: 01-foundations §2 (elapsed time), 02-orders-kitchen §2.6, §9 ('h m' or 'm mins').
 */
export function formatElapsed(fromMs: number, nowMs: number): string {
  if (!Number.isFinite(fromMs) || !Number.isFinite(nowMs)) {
    throw new RangeError(`Times must be finite epoch milliseconds, got ${fromMs}, ${nowMs}`);
  }
  const minutes = Math.floor(Math.max(0, nowMs - fromMs) / MINUTE_MS);
  return MSG_TEMPLATES.elapsed(Math.floor(minutes / 60), minutes % 60);
}

/**
 * Date and time parts of an instant in Asia/Jakarta.
 *
 * @example
 * const p: JakartaParts = { date: "2025-06-28", time: "00:05", hhmmss: "000509" };
 *
 * Spec: 03-payment-history-shift §1 (dates sent to the server are YYYY-MM-DD; times HH:mm).
 */
export interface JakartaParts {
  /** `YYYY-MM-DD`, as sent to the server. */
  date: string;
  /** `HH:mm`, 24-hour. */
  time: string;
  /** `HHmmss`, the digits of express nota numbers. */
  hhmmss: string;
}

/**
 * Splits an instant into Asia/Jakarta date and time strings.
 *
 * @param date - any valid Date (an instant; the host time zone does not matter).
 * @returns `{ date: "YYYY-MM-DD", time: "HH:mm", hhmmss: "HHmmss" }` in Asia/Jakarta.
 * @throws RangeError on an invalid Date.
 * @example
 * jakartaParts(new Date("2025-06-27T17:05:09Z")); // { date: "2025-06-28", time: "00:05", hhmmss: "000509" }
 *
 * Spec: 01-foundations §1 (time zone fixed to Asia/Jakarta), 03-payment-history-shift §1.
 */
export function jakartaParts(date: Date): JakartaParts {
  const f = fields(date);
  return {
    date: `${f.year}-${f.month}-${f.day}`,
    time: `${f.hour}:${f.minute}`,
    hhmmss: `${f.hour}${f.minute}${f.second}`,
  };
}

/**
 * Start of the Asia/Jakarta day holding `nowMs` (UTC+7, no daylight saving), epoch ms: the bound of
 * "today's" lists (the cancelled dishes of Hal Tata and Layar Produksi).
 * @example jakartaDayStart(Date.parse("2025-06-27T17:05:09Z")); // Date.parse("2025-06-27T17:00:00Z")
 *
 * Spec: 01-foundations §1 (time zone fixed to Asia/Jakarta).
 */
export function jakartaDayStart(nowMs: number): number {
  const offset = 7 * 3_600_000;
  return Math.floor((nowMs + offset) / 86_400_000) * 86_400_000 - offset;
}

function assertId(id: number, what: string): void {
  if (!Number.isSafeInteger(id) || id < 0) {
    throw new RangeError(`${what} must be a non-negative integer, got ${id}`);
  }
}

/**
 * Auto-name of an express (SS Express) order: used as both nota number and customer name.
 * `"SS-"` + HHmmss (Asia/Jakarta) + outlet id + user id, digits concatenated.
 *
 * @param at - the creation instant.
 * @param outletId - `m_w_id`, integer ≥ 0.
 * @param userId - the cashier's user id, integer ≥ 0.
 * @param attempt - 1 for the spec's name; 2, 3, … when that name is already taken (the same cashier
 *   opened another express table in the same second): `-2`, `-3`, … is appended.
 * @returns e.g. `"SS-000509" + "1" + "7"` → `"SS-00050917"`; attempt 2 → `"SS-00050917-2"`.
 * @throws RangeError on an invalid Date or a non-integer id or attempt.
 * @example
 * expressNoteNumber(new Date("2025-06-27T17:05:09Z"), 1, 7); // "SS-00050917"
 * expressNoteNumber(new Date("2025-06-27T17:05:09Z"), 1, 7, 2); // "SS-00050917-2"
 *
 * Spec: 01-foundations §9 (express order auto-names).
 */
export function expressNoteNumber(at: Date, outletId: number, userId: number, attempt = 1): string {
  assertId(outletId, "outletId");
  assertId(userId, "userId");
  if (!Number.isSafeInteger(attempt) || attempt < 1) {
    throw new RangeError(`attempt must be an integer ≥ 1, got ${attempt}`);
  }
  const base = `SS-${jakartaParts(at).hhmmss}${outletId}${userId}`;
  return attempt === 1 ? base : `${base}-${attempt}`;
}

/**
 * A date as shown in the app: `DD/MM/YYYY` in Asia/Jakarta.
 *
 * @param date - any valid Date.
 * @returns e.g. `"28/06/2025"`.
 * @throws RangeError on an invalid Date.
 * @example
 * formatDateId(new Date("2025-06-27T17:05:09Z")); // "28/06/2025"
 *
 * Spec: 03-payment-history-shift §1 (dates are shown DD/MM/YYYY).
 */
export function formatDateId(date: Date): string {
  const f = fields(date);
  return `${f.day}/${f.month}/${f.year}`;
}

/**
 * A date and time as the cancelled-dishes panel shows it: `DD-MM-YYYY, HH:mm:ss` in Asia/Jakarta.
 *
 * @param date - any valid Date.
 * @returns e.g. `"28-06-2025, 00:05:09"`.
 * @throws RangeError on an invalid Date.
 * @example
 * formatDateTimeDash(new Date("2025-06-27T17:05:09Z")); // "28-06-2025, 00:05:09"
 *
 * Spec: 02-orders-kitchen §2.1 (cancelled-dishes panel date format).
 */
export function formatDateTimeDash(date: Date): string {
  const f = fields(date);
  return `${f.day}-${f.month}-${f.year}, ${f.hour}:${f.minute}:${f.second}`;
}
