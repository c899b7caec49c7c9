import { describe, expect, it } from "vitest";
import { ROLES } from "./constants.ts";
import { type Action, can, canSwitchCharge, homeFor, PERMISSIONS, rolesFor } from "./roles.ts";

describe("the role matrix (foundations §6, payment spec §6)", () => {
  it.each<[Action, string[]]>([
    ["order.pay", ["kasir", "wbd", "kacab"]],
    ["order.produce", ["kasir", "opp", "pelayan", "kacab"]],
    ["order.dineIn", ["kasir", "opp", "pelayan", "kacab"]],
    ["order.delivery", ["kasir", "wbd", "pelayan", "kacab"]],
    ["cash.manage", ["kasir", "wbd", "kacab"]],
    ["onlineOrder.view", ["kasir", "opp", "dapur", "pelayan", "kacab"]],
    ["kitchen.prepare", ["kasir", "dapur", "kacab"]],
  ])("%s is allowed to %j only", (action, allowed) => {
    for (const role of ROLES) {
      expect(can(role, action), `${role} ${action}`).toBe(allowed.includes(role));
    }
  });

  it("spec §6 rules read from it: opp cannot pay, wbd cannot send to production, dapur only cooks", () => {
    expect(can("opp", "order.pay")).toBe(false);
    expect(can("wbd", "order.produce")).toBe(false);
    expect(can("wbd", "order.take")).toBe(true);
    expect((Object.keys(PERMISSIONS) as Action[]).filter((a) => can("dapur", a))).toEqual(["onlineOrder.view", "kitchen.prepare"]);
  });

  it("opp only adds lines and notes unsent lines: no delete, pay, split, print bill, discount, cancel, warranty or edit (03 §6)", () => {
    const refused: Action[] = [
      "order.delete",
      "order.pay",
      "order.split",
      "order.printBill",
      "order.discount",
      "order.charges",
      "line.cancel",
      "line.warranty",
      "line.edit",
      "line.noteSent",
    ];
    for (const action of refused) {
      expect(can("opp", action), action).toBe(false);
      expect(can("kasir", action), action).toBe(true);
    }
    expect(can("opp", "order.take")).toBe(true);
    expect(can("opp", "line.note")).toBe(true);
    // REPEAT in place of PRINTBILL: exactly one of the two for every ordering role.
    for (const role of rolesFor("order.take")) {
      expect(can(role, "order.repeat") !== can(role, "order.printBill") || role === "pelayan", role).toBe(true);
    }
    expect(can("opp", "order.repeat")).toBe(true);
  });

  it("tax and service-charge switches only with the role and a rate above 0 (03 §6 kasir)", () => {
    expect(canSwitchCharge("kasir", 1000)).toBe(true);
    expect(canSwitchCharge("kasir", 0)).toBe(false);
    expect(canSwitchCharge("opp", 1000)).toBe(false);
    expect(canSwitchCharge(null, 1000)).toBe(false);
  });

  it("refuses everything to an unknown or missing role", () => {
    for (const action of Object.keys(PERMISSIONS) as Action[]) {
      expect(can(null, action)).toBe(false);
      expect(can(undefined, action)).toBe(false);
      expect(can("admin", action)).toBe(false);
    }
  });

  it("rolesFor lists the allowed roles in ROLES order", () => {
    expect(rolesFor("pickup.serve")).toEqual(["kasir", "wbd", "opp", "pelayan", "kacab"]);
  });

  it("sends kasir and wbd to the cash opening after login, the owner to the back office, every other role to Online Order", () => {
    expect(ROLES.map((r) => [r, homeFor(r)])).toEqual([
      ["kasir", "/modal"],
      ["wbd", "/modal"],
      ["opp", "/online-order"],
      ["dapur", "/online-order"],
      ["pelayan", "/online-order"],
      ["kacab", "/online-order"],
      ["owner", "/admin"],
    ]);
    expect(homeFor(null)).toBe("/online-order");
  });

  it("gives the back office and its reports to owner and kacab only, and the owner nothing of the till", () => {
    expect(rolesFor("admin.manage")).toEqual(["kacab", "owner"]);
    expect(rolesFor("report.read")).toEqual(["kacab", "owner"]);
    // The receipt logo is the outlet's (set in the back office's outlet page), not the till's.
    expect((Object.keys(PERMISSIONS) as Action[]).filter((a) => can("owner", a)).sort()).toEqual([
      "admin.manage",
      "printer.logo",
      "report.read",
    ]);
  });

  it("every role's home is a screen that role may open", () => {
    for (const role of ROLES) {
      const home = homeFor(role);
      const needs = home === "/modal" ? "cash.manage" : home === "/admin" ? "admin.manage" : "onlineOrder.view";
      expect(can(role, needs), role).toBe(true);
    }
  });
});
