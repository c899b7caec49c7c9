/**
 * "Nota otomatis" (an outlet setting beyond the spec): the next free nota number of a business day,
 * proposed on the till's note form and assigned by the server when the form leaves it out. Pure.
 */
import { MAX_LENGTH, MIN_LENGTH } from "./constants.ts";

const DIGITS = /^\d+$/;

/**
 * The next free nota number: one above the highest digits-only number used on the business day
 * (open or paid), zero-padded to the spec's minimum length (4), skipping a number still held by an
 * order open from an earlier day. Numbers with letters (express `SS-…`, delivery `GF-…`) are ignored.
 *
 * @param usedToday - every nota number of the outlet's orders on the Jakarta business date.
 * @param openEarlier - nota numbers of orders still open from earlier days (unique while open).
 * @returns e.g. `"0001"` on an empty day, `"1002"` after `"1001"`; null when the next number would
 *   be longer than `MAX_LENGTH.noteNumber` (20) digits (a typed number has reached the end).
 * @example
 * nextNoteNumber([], []); // "0001"
 * nextNoteNumber(["0007", "SS-12345617", "GF-889"], ["0008"]); // "0009"
 *
 * Spec: 01-foundations §5 (note number: numeric, minimum length 4), §4 (`Nomor Nota sudah ada`).
 */
export function nextNoteNumber(usedToday: readonly string[], openEarlier: readonly string[] = []): string | null {
  let highest = 0n;
  for (const n of usedToday) {
    if (DIGITS.test(n) && BigInt(n) > highest) {
      highest = BigInt(n);
    }
  }
  const held = new Set(openEarlier);
  for (let next = highest + 1n; ; next++) {
    const text = next.toString().padStart(MIN_LENGTH.noteNumber, "0");
    if (text.length > MAX_LENGTH.noteNumber) {
      return null;
    }
    if (!held.has(text)) {
      return text;
    }
  }
}
