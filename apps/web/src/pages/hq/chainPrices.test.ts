import { describe, expect, it } from "vitest";
import { followBasePrice } from "./chainPrices.ts";

describe("followBasePrice", () => {
  it("moves the types priced at the old base to the new one and leaves an ojol markup alone", () => {
    const prices = [
      { m_t_t_id: 1, price: 4000 },
      { m_t_t_id: 2, price: 4000 },
      { m_t_t_id: 3, price: 5000 },
    ];
    expect(followBasePrice(prices, 4000, 4750)).toEqual([
      { m_t_t_id: 1, price: 4750 },
      { m_t_t_id: 2, price: 4750 },
      { m_t_t_id: 3, price: 5000 },
    ]);
  });

  it("an item without per-type prices stays without", () => {
    expect(followBasePrice([], 4000, 4750)).toEqual([]);
  });
});
