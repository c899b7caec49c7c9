import { describe, expect, it } from "vitest";
import { accessAllowed, accessValue, CASHIER_ACCESS_DEFAULTS, CASHIER_FEATURES, isCashierFeature, switchAllows } from "./access.ts";
import { ROLES } from "./constants.ts";

describe("the cashier permission matrix (payment spec §6)", () => {
  it("refuses only when both defaultRole and temporaryRole deny", () => {
    expect(accessAllowed("kasir", { defaultRole: "deny", temporaryRole: "deny" })).toBe(false);
    expect(accessAllowed("kasir", { defaultRole: "allow", temporaryRole: "deny" })).toBe(true);
    expect(accessAllowed("kasir", { defaultRole: "deny", temporaryRole: "allow" })).toBe(true);
    expect(accessAllowed("wbd", undefined)).toBe(false);
  });

  it("never gates the supervisor (kacab), whatever the matrix says", () => {
    expect(accessAllowed("kacab", { defaultRole: "deny", temporaryRole: "deny" })).toBe(true);
    const gated = ROLES.filter((r) => !accessAllowed(r, { defaultRole: "deny", temporaryRole: "deny" }));
    expect(gated).toEqual(["kasir", "wbd", "opp", "dapur", "pelayan", "owner"]);
  });

  it("names the spec's five features, with defaults: refund and lost bill need a supervisor", () => {
    expect([...CASHIER_FEATURES]).toEqual(["cancel_menu", "edit_menu", "cancel_transaksi", "refund", "lossbill_transaksi"]);
    expect(Object.keys(CASHIER_ACCESS_DEFAULTS).sort()).toEqual([...CASHIER_FEATURES].sort());
    expect(CASHIER_FEATURES.filter((f) => !CASHIER_ACCESS_DEFAULTS[f])).toEqual(["refund", "lossbill_transaksi"]);
    expect(isCashierFeature("refund")).toBe(true);
    expect(isCashierFeature("admin")).toBe(false);
  });

  it("reads a form's switch values", () => {
    expect(["allow", "ALLOW", "1", "true", "on", "ya", 1, true].map(switchAllows)).toEqual(Array(8).fill(true));
    expect(["deny", "0", "", "off", 0, false, null, undefined, 2].map(switchAllows)).toEqual(Array(9).fill(false));
    expect(accessValue(true)).toBe("allow");
    expect(accessValue(false)).toBe("deny");
  });
});
