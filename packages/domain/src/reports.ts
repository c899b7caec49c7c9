/**
 * Sales report rules shared by the server (GET /laporan) and the web (`/admin/laporan`):
 * the longest range a report covers and the range check itself.
 */

/** The longest report range, in days, both ends included (a leap year). */
export const REPORT_MAX_DAYS = 366;

/**
 * The longest QRIS reconciliation range (GET /laporan/qris), in days, both ends included: a quarter,
 * since it lists every exception of the range one by one.
 */
export const QRIS_RECON_MAX_DAYS = 92;

/**
 * The most bills paid by QRIS without a charge the QRIS reconciliation lists (`nota_tanpa_tagihan`,
 * oldest first); its counts (`tanpa_tagihan_jml`) always hold them all.
 */
export const QRIS_RECON_LIST_MAX = 500;

/** `YYYY-MM-DD` with a real month and day (the calendar check is `reportRangeDays`). */
export const REPORT_DATE_RE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * The number of days from `from` to `to`, both included (outlet-local calendar dates).
 * @returns the day count (1 for a single day), 0 or less when `to` is before `from`, NaN for a date
 *   that is not on the calendar ("2026-02-30").
 * @example reportRangeDays("2026-11-01", "2026-11-30"); // 30
 */
export function reportRangeDays(from: string, to: string): number {
  const day = (s: string): number => {
    const ms = Date.parse(`${s}T00:00:00Z`);
    return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== s ? Number.NaN : ms / 86_400_000;
  };
  return day(to) - day(from) + 1;
}
