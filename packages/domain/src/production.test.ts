import { describe, expect, it } from "vitest";
import { ageLevel, formatTicketAge, overlappingPairs } from "./production.ts";

describe("overlappingPairs", () => {
  it("finds a station plotted on both halves for the same transaction type", () => {
    expect(overlappingPairs({ stationIds: [1, 2], typeIds: [1, 2] }, { stationIds: [2, 3], typeIds: [2, 5] })).toEqual([
      { stationId: 2, typeId: 2 },
    ]);
  });

  it("allows the same station on both halves for different types, and empty halves", () => {
    expect(overlappingPairs({ stationIds: [6], typeIds: [1, 2] }, { stationIds: [6], typeIds: [3, 4] })).toEqual([]);
    expect(overlappingPairs({ stationIds: [], typeIds: [] }, { stationIds: [6], typeIds: [1] })).toEqual([]);
  });
});

describe("ticket age", () => {
  it.each([
    [0, "fresh"],
    [9 * 60_000 + 59_000, "fresh"],
    [10 * 60_000, "warn"],
    [19 * 60_000, "warn"],
    [20 * 60_000, "late"],
  ] as const)("%d ms is %s with the default 10 / 20 minutes", (ms, level) => {
    expect(ageLevel(ms)).toBe(level);
  });

  it("follows configured thresholds", () => {
    expect(ageLevel(6 * 60_000, { warnMinutes: 5, lateMinutes: 8 })).toBe("warn");
    expect(ageLevel(8 * 60_000, { warnMinutes: 5, lateMinutes: 8 })).toBe("late");
  });

  it.each([
    [-5000, "00:00"],
    [75_000, "01:15"],
    [3_725_000, "1:02:05"],
  ])("prints %d ms as %s", (ms, text) => {
    expect(formatTicketAge(ms)).toBe(text);
  });
});
