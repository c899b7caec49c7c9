import { describe, expect, it } from "vitest";
import { allServed, canServe, type DishFlags, notaProgress } from "./dishes.ts";

const notReady: DishFlags = { is_ready: 0, is_served: 0 };
const ready: DishFlags = { is_ready: 1, is_served: 0 };
const served: DishFlags = { is_ready: 1, is_served: 1 };

describe("notaProgress", () => {
  it.each<[string, DishFlags[], "completed" | "notCompleted"]>([
    ["all ready", [ready, ready], "completed"],
    ["ready and served", [ready, served], "completed"],
    ["one not ready", [ready, notReady], "notCompleted"],
    ["none ready", [notReady], "notCompleted"],
    ["no dishes", [], "notCompleted"],
  ])("%s → %s", (_name, dishes, expected) => {
    expect(notaProgress(dishes)).toBe(expected);
  });
});

describe("allServed", () => {
  it.each<[string, DishFlags[], boolean]>([
    ["all served", [served, served], true],
    ["one only ready", [served, ready], false],
    ["one not ready", [served, notReady], false],
    ["no dishes", [], false],
  ])("%s → %s", (_name, dishes, expected) => {
    expect(allServed(dishes)).toBe(expected);
  });
});

describe("canServe", () => {
  it.each<[DishFlags, boolean]>([
    [notReady, false],
    [ready, true],
    [served, false],
  ])("%j → %s", (dish, expected) => {
    expect(canServe(dish)).toBe(expected);
  });
});
