import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { checkingSerializer, Preserialized, plainSerializer, ReplyShapeError } from "./replies.ts";

const schema = z.strictObject({ meta: z.strictObject({ code: z.number() }), data: z.array(z.strictObject({ id: z.number() })) });
const route = { schema, method: "GET", url: "/api/m-dish-status/available", httpStatus: "200" };

afterEach(() => {
  vi.restoreAllMocks();
});

describe("pre-serialized replies (shared screen answers)", () => {
  it("serializes a shared answer once, however many replies send it, with the same bytes as any reply", () => {
    const value = { meta: { code: 200 }, data: [{ id: 1 }, { id: 2 }] };
    const shared = new Preserialized(value);
    const serialize = plainSerializer(route);
    const stringify = vi.spyOn(JSON, "stringify");
    const sent = [1, 2, 3].map(() => serialize(shared));
    expect(stringify).toHaveBeenCalledTimes(1);
    stringify.mockRestore();
    expect(new Set(sent)).toEqual(new Set([JSON.stringify(value)]));
  });

  it("still checks a shared answer against the route's reply schema on every send (the API tests' contract)", () => {
    const mismatches: string[] = [];
    const serialize = checkingSerializer((m) => mismatches.push(m))(route);
    expect(serialize(new Preserialized({ meta: { code: 200 }, data: [{ id: 1 }] }))).toBe('{"meta":{"code":200},"data":[{"id":1}]}');
    const drifted = new Preserialized({ meta: { code: 200 }, data: [{ id: "1" }] });
    expect(() => serialize(drifted)).toThrow(ReplyShapeError);
    expect(() => serialize(drifted)).toThrow(ReplyShapeError);
    expect(mismatches).toHaveLength(2);
    expect(mismatches[0]).toContain("data.0.id");
  });

  it("derives a converted answer once per key (money in the outlet's currency)", () => {
    const shared = new Preserialized({ total: 850 });
    const make = vi.fn((v: unknown) => ({ total: (v as { total: number }).total / 100 }));
    const a = shared.derive("MYR", make);
    expect(shared.derive("MYR", make)).toBe(a);
    expect(make).toHaveBeenCalledTimes(1);
    expect(a.serialized()).toBe('{"total":8.5}');
  });
});
