import { describe, expect, it } from "vitest";
import { parseShownDate } from "./DateField.tsx";

describe("parseShownDate (dates shown DD/MM/YYYY, sent YYYY-MM-DD)", () => {
  it.each([
    ["31/12/2026", "2026-12-31"],
    ["1/2/2026", "2026-02-01"],
    ["28.11.2026", "2026-11-28"],
    ["2026-11-28", "2026-11-28"],
  ])("reads %s as %s", (typed, wire) => {
    expect(parseShownDate(typed)).toBe(wire);
  });

  it.each(["12/31/2026", "30/02/2026", "2026-13-01", "", "besok"])("refuses %s (not a day of the calendar as DD/MM/YYYY)", (typed) => {
    expect(parseShownDate(typed)).toBeNull();
  });
});
