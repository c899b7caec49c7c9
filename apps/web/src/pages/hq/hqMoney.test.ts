import { describe, expect, it } from "vitest";
import { axisMoney } from "./hqMoney.ts";

describe("axisMoney: the reports chart's value axis", () => {
  it("writes rupiah short in Indonesian units", () => {
    expect(axisMoney(1_250_000, "Rp")).toBe("Rp 1,3 jt");
    expect(axisMoney(500_000, "Rp")).toBe("Rp 500 rb");
    expect(axisMoney(0, "Rp")).toBe("Rp 0");
  });

  it("writes ringgit from sen", () => {
    expect(axisMoney(125_050, "RM")).toBe("RM 1.3K");
    expect(axisMoney(3_750, "RM")).toBe("RM 37.5");
  });
});
