import { describe, expect, it } from "vitest";
import { z } from "zod";
import { orderLine } from "../contracts/orders.ts";
import { isMoneySchema } from "../money-wire.ts";
import { envelope, refusal, wireMoney } from "./envelope.ts";

const meta = { code: 200, error: 0, message: "OK" };

describe("wire envelope", () => {
  const reply = envelope(z.strictObject({ n: z.number() }), { totals: z.number() });

  it("accepts a reply with exactly its declared fields", () => {
    expect(reply.safeParse({ meta, data: { n: 1 }, totals: 2 }).success).toBe(true);
  });

  it("refuses a field the schema does not name, at any depth (no silent drift)", () => {
    expect(reply.safeParse({ meta, data: { n: 1 }, totals: 2, extra: 1 }).success).toBe(false);
    expect(reply.safeParse({ meta, data: { n: 1, extra: 1 }, totals: 2 }).success).toBe(false);
  });

  it("refuses a success reply whose meta says error", () => {
    expect(reply.safeParse({ meta: { ...meta, error: 1 }, data: { n: 1 }, totals: 2 }).success).toBe(false);
  });

  it("takes a refusal with a title and field errors, as the spec's 422 sends it", () => {
    const body = {
      meta: { code: 422, error: 1, message: "Nota harus diisi!", title: "Oops!" },
      data: null,
      error: 1,
      msg: "Nota harus diisi!",
    };
    expect(refusal.safeParse({ ...body, errors: { tmp_transaction_note_number: "Nota harus diisi!" } }).success).toBe(true);
    expect(refusal.safeParse({ ...body, data: {} }).success).toBe(false);
  });
});

describe("wireMoney", () => {
  it("is a number in the major unit (ringgit 8.5), marked money for the edge's conversion; text is refused", () => {
    expect(wireMoney.safeParse(12_500).success).toBe(true);
    expect(wireMoney.safeParse(8.5).success).toBe(true);
    expect(wireMoney.safeParse("12500").success).toBe(false);
    expect(isMoneySchema(wireMoney)).toBe(true);
  });

  it("is the schema of every money field of an order line", () => {
    const money = ["price", "nominal", "discount", "m_transaction_menu_discount", "m_transaction_menu_price"] as const;
    for (const field of money) {
      expect(orderLine.shape[field]).toBe(wireMoney);
    }
  });
});
