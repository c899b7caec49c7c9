import { describe, expect, it } from "vitest";
import { nextNoteNumber } from "./nota-auto.ts";

describe("nextNoteNumber (nota otomatis)", () => {
  it.each([
    { today: [], open: [], next: "0001" },
    { today: ["0001", "0002"], open: [], next: "0003" },
    { today: ["1001", "0005"], open: [], next: "1002" },
    { today: ["SS-12345617", "GF-889", "0009"], open: [], next: "0010" },
    { today: ["0007"], open: ["0008", "0009"], next: "0010" },
    { today: ["9999"], open: [], next: "10000" },
    { today: ["9".repeat(20)], open: [], next: null },
  ])("$today (open earlier $open) → $next", ({ today, open, next }) => {
    expect(nextNoteNumber(today, open)).toBe(next);
  });
});
