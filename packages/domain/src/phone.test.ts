import { describe, expect, it } from "vitest";
import { waInternational } from "./phone.ts";

describe("waInternational", () => {
  it.each([
    ["0812-3456-7890", "6281234567890"],
    ["+62 812-3456-7890", "6281234567890"],
    ["62 812 3456 7890", "6281234567890"],
    ["(0813) 1111 2222", "6281311112222"],
    ["+60 12-345 6789", "60123456789"],
    ["0060 12-345 6789", "60123456789"],
    // A saved number sent back unchanged stays as it is (not read as a national number again).
    ["60123456789", "60123456789"],
  ])("reads %s as %s", (typed, digits) => {
    expect(waInternational(typed, "ID")).toBe(digits);
  });

  it("reads a leading 0 as a number of the outlet's own country", () => {
    expect(waInternational("012-345 6789", "MY")).toBe("60123456789");
  });

  it.each(["12 34", "0813", "12ab", "", "0812 3456 7890 1234 5678", "+62 812"])("refuses %j", (typed) => {
    expect(waInternational(typed, "ID")).toBeNull();
  });
});
