import { describe, expect, it } from "vitest";
import { expressNoteNumber, formatDateId, formatDateTimeDash, formatElapsed, jakartaDayStart, jakartaParts } from "./time.ts";

const MIN = 60_000;
const SEC = 1_000;

describe("formatElapsed", () => {
  it.each([
    [0, "0 menit"],
    [59 * SEC, "0 menit"],
    [1 * MIN, "1 menit"],
    [45 * MIN + 59 * SEC, "45 menit"],
    [59 * MIN, "59 menit"],
    [60 * MIN, "1 jam 0 menit"],
    [65 * MIN, "1 jam 5 menit"],
    [135 * MIN, "2 jam 15 menit"],
    [25 * 60 * MIN, "25 jam 0 menit"],
    [-5 * MIN, "0 menit"],
  ])("after %d ms shows %s", (elapsed, expected) => {
    const start = Date.UTC(2025, 5, 27, 5, 0, 0);
    expect(formatElapsed(start, start + elapsed)).toBe(expected);
  });

  it("refuses a non-finite time", () => {
    expect(() => formatElapsed(Number.NaN, 0)).toThrow(RangeError);
  });
});

describe("Asia/Jakarta dates", () => {
  it.each([
    ["2025-06-27T17:05:09Z", { date: "2025-06-28", time: "00:05", hhmmss: "000509" }, "28/06/2025", "28-06-2025, 00:05:09"],
    ["2025-06-27T05:30:00Z", { date: "2025-06-27", time: "12:30", hhmmss: "123000" }, "27/06/2025", "27-06-2025, 12:30:00"],
    ["2025-12-31T16:59:59Z", { date: "2025-12-31", time: "23:59", hhmmss: "235959" }, "31/12/2025", "31-12-2025, 23:59:59"],
    ["2024-02-28T17:00:00Z", { date: "2024-02-29", time: "00:00", hhmmss: "000000" }, "29/02/2024", "29-02-2024, 00:00:00"],
  ])("%s", (iso, parts, dateId, dash) => {
    const at = new Date(iso);
    expect(jakartaParts(at)).toEqual(parts);
    expect(formatDateId(at)).toBe(dateId);
    expect(formatDateTimeDash(at)).toBe(dash);
  });

  it("refuses an invalid Date", () => {
    expect(() => jakartaParts(new Date("nope"))).toThrow(RangeError);
  });
});

describe("jakartaDayStart", () => {
  it.each([
    ["2025-06-27T17:05:09Z", "2025-06-27T17:00:00Z"],
    ["2025-06-27T16:59:59Z", "2025-06-26T17:00:00Z"],
    ["2025-06-27T17:00:00Z", "2025-06-27T17:00:00Z"],
  ])("%s is in the Jakarta day from %s", (at, start) => {
    expect(jakartaDayStart(Date.parse(at))).toBe(Date.parse(start));
  });
});

describe("expressNoteNumber", () => {
  it.each([
    ["2025-06-27T17:05:09Z", 1, 7, "SS-00050917"],
    ["2025-06-27T05:30:00Z", 12, 345, "SS-12300012345"],
    ["2025-06-27T08:01:02Z", 3, 0, "SS-15010230"],
  ])("at %s outlet %d user %d is %s", (iso, outlet, user, expected) => {
    expect(expressNoteNumber(new Date(iso), outlet, user)).toBe(expected);
  });

  it.each([
    [-1, 1],
    [1, 2.5],
  ])("refuses outlet %d user %d", (outlet, user) => {
    expect(() => expressNoteNumber(new Date(), outlet, user)).toThrow(RangeError);
  });

  it("appends -2, -3 … for a name already taken in the same second", () => {
    const at = new Date("2025-06-27T17:05:09Z");
    expect([1, 2, 3].map((n) => expressNoteNumber(at, 1, 7, n))).toEqual(["SS-00050917", "SS-00050917-2", "SS-00050917-3"]);
    expect(() => expressNoteNumber(at, 1, 7, 0)).toThrow(RangeError);
  });
});
