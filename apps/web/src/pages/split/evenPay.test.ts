import { MSG, PAYMENT_METHOD } from "@waroeng/domain";
import { describe, expect, it } from "vitest";
import { evenPayment, type ShareView } from "./evenPay.ts";

const share = (n: number, nominal: number, method: number, given = 0): ShareView => ({
  share: n,
  nominal,
  payment_method: method,
  nominal_uang: given,
  lunas: 0,
});

describe("evenPayment (Bagi rata's BAYAR)", () => {
  it("waits until every share has a method", () => {
    const p = evenPayment([share(1, 15_733, PAYMENT_METHOD.CASH), share(2, 15_733, 0), share(3, 15_734, PAYMENT_METHOD.CASH)]);
    expect(p.ready).toBe(false);
    expect(p.problem).toBe("");
  });

  it("cash + EDC + cash: one tender per share, each cash share its own change", () => {
    const p = evenPayment([
      share(1, 15_733, PAYMENT_METHOD.CASH, 20_000),
      share(2, 15_733, PAYMENT_METHOD.EDC_BCA),
      share(3, 15_734, PAYMENT_METHOD.CASH),
    ]);
    expect(p.ready).toBe(true);
    expect(p.tenders).toEqual([
      { payment_method: 1, nominal: 20_000 },
      { payment_method: 5, nominal: 15_733 },
      { payment_method: 1, nominal: 15_734 },
    ]);
    expect(p.changes).toEqual([4_267, 0, 0]);
    expect(p.change).toBe(4_267);
  });

  it("says why cash handed over under its share cannot be paid", () => {
    const p = evenPayment([share(1, 15_733, PAYMENT_METHOD.CASH, 10_000), share(2, 15_734, PAYMENT_METHOD.OVO)]);
    expect(p).toMatchObject({ ready: false, problem: MSG.PAYMENT_SHORT });
  });
});
