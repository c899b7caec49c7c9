import { describe, expect, it } from "vitest";
import { DomainError } from "./errors.ts";
import { MSG, PAY_MSG } from "./messages.ts";
import { money } from "./money.ts";
import { isWriteOff, nonCashKind, nonCashWords, PAYMENT_METHOD, salesBase, settleTenders, vendorPayment } from "./payment-methods.ts";

const fails = (fn: () => unknown, message: string) => {
  expect(fn).toThrow(DomainError);
  expect(fn).toThrow(message);
};

describe("vendorPayment (payment §4 Online vendor defaults)", () => {
  it.each([
    ["gojek", PAYMENT_METHOD.GOPAY, true],
    ["Grab", PAYMENT_METHOD.OVO, true],
    ["shopeefood", PAYMENT_METHOD.SHOPEEPAY, true],
    ["maxim", null, false],
    ["grabmart", null, false],
    ["dine in", null, false],
    ["", null, false],
  ])("%s → default %s, lost bill hidden %s", (name, method, hidden) => {
    expect(vendorPayment(name)).toEqual({ defaultMethodId: method, lostBillHidden: hidden });
  });
});

describe("salesBase", () => {
  it("is subtotal + tax + service: never the Tarik Tunai", () => {
    expect(salesBase({ subtotal: money(18_000), tax: money(1_800), serviceCharge: money(900) })).toBe(20_700);
  });
});

describe("settleTenders (multipayment)", () => {
  it("takes the change from the cash tender only", () => {
    const s = settleTenders(
      [
        { methodId: 1, amount: 30_000 },
        { methodId: 6, amount: 20_000 },
      ],
      money(47_200),
    );
    expect(s.change).toBe(2_800);
    expect(s.tendered).toBe(50_000);
    expect(s.tenders.map((t) => t.applied)).toEqual([27_200, 20_000]);
  });

  it("accepts non-cash tenders summing exactly to the total", () => {
    expect(
      settleTenders(
        [
          { methodId: 5, amount: 27_200 },
          { methodId: 7, amount: 20_000 },
        ],
        money(47_200),
      ).change,
    ).toBe(0);
  });

  it("refuses what a stall must not accept", () => {
    fails(() => settleTenders([{ methodId: 1, amount: 50_000 }], money(47_200)), PAY_MSG.MULTIPAY_TOO_FEW);
    fails(
      () =>
        settleTenders(
          [
            { methodId: 1, amount: 10_000 },
            { methodId: 5, amount: 47_300 },
          ],
          money(47_200),
        ),
      PAY_MSG.MULTIPAY_NONCASH_OVER,
    );
    fails(
      () =>
        settleTenders(
          [
            { methodId: 1, amount: 10_000 },
            { methodId: 6, amount: 37_100 },
          ],
          money(47_200),
        ),
      MSG.PAYMENT_SHORT,
    );
    fails(
      () =>
        settleTenders(
          [
            { methodId: 6, amount: 10_000 },
            { methodId: 6, amount: 37_200 },
          ],
          money(47_200),
        ),
      PAY_MSG.MULTIPAY_METHOD_TWICE,
    );
    fails(
      () =>
        settleTenders(
          [
            { methodId: 1, amount: 10_000 },
            { methodId: 9, amount: 37_200 },
          ],
          money(47_200),
        ),
      PAY_MSG.MULTIPAY_METHOD_INVALID,
    );
  });
});

describe("isWriteOff", () => {
  it("is Lost Bill and Gratis only", () => {
    expect([1, 5, 8, 9, 10].map(isWriteOff)).toEqual([false, false, false, true, true]);
  });
});

describe("nonCashKind and its words: an e-wallet is never sent to the EDC machine", () => {
  it("tells e-wallets from cards by the method's type", () => {
    expect(nonCashKind("ewallet")).toBe("ewallet");
    expect(nonCashKind("transfer")).toBe("card");
  });

  it("asks to check the wallet's app for OVO, the EDC machine for a bank card", () => {
    expect(nonCashWords(nonCashKind("ewallet")).check).not.toMatch(/EDC/);
    expect(nonCashWords(nonCashKind("ewallet")).title).toBe("Konfirmasi Pembayaran E-Wallet");
    expect(nonCashWords(nonCashKind("transfer")).check).toMatch(/mesin EDC/);
  });
});
