/**
 * Production screens (Layar Produksi, orders §2.7–2.8): the plotting rule both the server (POST
 * /plot-produksi/set) and the Plotting modal check, and the ticket-age levels of the screen's cards.
 */

/** One half of a screen's plotting: the stations and transaction types it shows. */
export interface PlottingSideIds {
  stationIds: readonly number[];
  typeIds: readonly number[];
}

/**
 * The (station, transaction type) pairs plotted on both halves of one screen: a dish matching one
 * would show twice on the same screen, so such a plotting is refused. A station may be on both
 * halves for different types (the demo Bar: Minum left for regular orders, right for ojol), and on
 * several screens.
 * @example overlappingPairs({ stationIds: [6], typeIds: [1, 2] }, { stationIds: [6], typeIds: [3] }); // []
 */
export function overlappingPairs(left: PlottingSideIds, right: PlottingSideIds): Array<{ stationId: number; typeId: number }> {
  const out: Array<{ stationId: number; typeId: number }> = [];
  for (const stationId of new Set(left.stationIds)) {
    if (!right.stationIds.includes(stationId)) {
      continue;
    }
    for (const typeId of new Set(left.typeIds)) {
      if (right.typeIds.includes(typeId)) {
        out.push({ stationId, typeId });
      }
    }
  }
  return out;
}

/** Today's cancelled dishes a production screen lists under `Menu Yang Di Cancel` at most (newest first). */
export const SCREEN_CANCELLED_SHOWN = 30;

/** Ticket-age thresholds of a production card, minutes (default 10 and 20, configurable per screen). */
export interface AgeThresholds {
  warnMinutes: number;
  lateMinutes: number;
}

export const DEFAULT_AGE_THRESHOLDS: AgeThresholds = { warnMinutes: 10, lateMinutes: 20 };

/** Bounds of a threshold a screen may set, minutes. */
export const AGE_THRESHOLD_RANGE = { min: 1, max: 240 } as const;

/**
 * The colour level of a ticket `ageMs` old: "fresh" below `warnMinutes`, "warn" from it, "late"
 * from `lateMinutes` (when late ≤ warn, late wins from `lateMinutes`).
 * @example ageLevel(12 * 60_000); // "warn"
 */
export function ageLevel(ageMs: number, t: AgeThresholds = DEFAULT_AGE_THRESHOLDS): "fresh" | "warn" | "late" {
  const minutes = ageMs / 60_000;
  if (minutes >= t.lateMinutes) {
    return "late";
  }
  return minutes >= t.warnMinutes ? "warn" : "fresh";
}

/**
 * A ticket's age as the card prints it: "mm:ss" under an hour, "h:mm:ss" from an hour; negative
 * ages (a clock ahead of the device) are 0.
 * @example formatTicketAge(75_000); // "01:15"
 */
export function formatTicketAge(ageMs: number): string {
  const total = Math.max(0, Math.floor(ageMs / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
