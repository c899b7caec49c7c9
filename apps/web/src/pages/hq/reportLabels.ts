/**
 * Dates inside head office's reports as the app shows dates (DD/MM/YYYY, as its date fields and
 * 03-payment-history-shift §1): the server's period keys (`YYYY-MM-DD` a day, the Monday of a week,
 * `YYYY-MM` a month) turned into the labels of the table rows and the chart's axis.
 */
import type { HqReportBy } from "@waroeng/domain/contracts";

/** `YYYY-MM-DD` → `DD/MM/YYYY` (anything else unchanged). */
export function shownDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/** The Sunday of the week starting on the Monday `iso` (`YYYY-MM-DD`). */
function weekEnd(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 6);
  return d.toISOString().slice(0, 10);
}

/**
 * A report row's label: a day `DD/MM/YYYY`, a week `DD/MM/YYYY – DD/MM/YYYY` (Monday to Sunday), a
 * month `MM/YYYY`; other groupings keep the server's label (an outlet's, an item's name, an hour).
 * @example periodLabel("day", "2026-11-29", "2026-11-29"); // "29/11/2026"
 */
export function periodLabel(by: HqReportBy, key: string, label: string): string {
  if (by === "day") {
    return shownDate(key);
  }
  if (by === "week" && /^\d{4}-\d{2}-\d{2}$/.test(key)) {
    return `${shownDate(key)} – ${shownDate(weekEnd(key))}`;
  }
  const month = by === "month" ? /^(\d{4})-(\d{2})$/.exec(key) : null;
  return month ? `${month[2]}/${month[1]}` : label;
}
