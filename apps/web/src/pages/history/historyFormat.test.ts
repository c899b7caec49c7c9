import { describe, expect, it } from "vitest";
import { paidOptionsText } from "./historyFormat.ts";

describe("paidOptionsText", () => {
  it("words a paid line's options as the receipt does: the delta when not 0, in the outlet's currency", () => {
    const options = [
      { name: "Level 3", price: 0 },
      { name: "Telur", price: 3_000 },
      { name: "Kecil", price: -1_000 },
    ];
    expect(paidOptionsText(options, "IDR")).toBe("Level 3, Telur +Rp 3.000, Kecil -Rp 1.000");
    expect(paidOptionsText([{ name: "Telur", price: 135 }], "MYR")).toBe("Telur +RM 1.35");
    expect(paidOptionsText([], "IDR")).toBe("");
  });
});
