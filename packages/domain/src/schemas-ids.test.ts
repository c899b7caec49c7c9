import { describe, expect, it } from "vitest";
import { FIELD_MSG } from "./messages.ts";
import { isAbsentId, optionalId } from "./schemas.ts";

describe("optionalId: 0, empty and null are absent (payment §7 add-menu)", () => {
  it.each([undefined, null, 0, "0", "", "  ", " 0 ", "null", "undefined"])("%j → not given", (value) => {
    expect(isAbsentId(value)).toBe(true);
    expect(optionalId().parse(value)).toBeUndefined();
  });

  it.each([
    [7, 7],
    ["7", 7],
    [" 12 ", 12],
    [2_147_483_647, 2_147_483_647],
  ])("%j → %j", (value, id) => {
    expect(isAbsentId(value)).toBe(false);
    expect(optionalId().parse(value)).toBe(id);
  });

  it.each([-1, "-1", 1.5, "12.000", "abc", 2_147_483_648, true])("%j is refused with the field's message", (value) => {
    const result = optionalId("Menu harus dipilih").safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Menu harus dipilih");
    expect(optionalId().safeParse(value).error?.issues[0]?.message).toBe(FIELD_MSG.ID_REQUIRED);
  });
});
