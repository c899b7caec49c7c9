import { describe, expect, it } from "vitest";
import { refundApprovalScope } from "./refund-approval.ts";

describe("refundApprovalScope", () => {
  const base = { billId: 5, taxRateBp: 1000, serviceChargeRateBp: 0 };

  it("is the same for the same units, however the screen listed them", () => {
    const oneByOne = refundApprovalScope({
      ...base,
      picks: [
        { lineId: 10, qty: 1 },
        { lineId: 9, qty: 1 },
        { lineId: 9, qty: 1 },
        { lineId: 11, qty: 0 },
      ],
    });
    expect(oneByOne).toBe("bill 5|9x2,10x1|tax 1000|sc 0");
    expect(
      refundApprovalScope({
        ...base,
        picks: [
          { lineId: 9, qty: 2 },
          { lineId: 10, qty: 1 },
        ],
      }),
    ).toBe(oneByOne);
  });

  it("differs when the bill, a unit, a line or a rate differs", () => {
    const approved = refundApprovalScope({ ...base, picks: [{ lineId: 9, qty: 2 }] });
    expect(refundApprovalScope({ ...base, picks: [{ lineId: 9, qty: 3 }] })).not.toBe(approved);
    expect(refundApprovalScope({ ...base, picks: [{ lineId: 8, qty: 2 }] })).not.toBe(approved);
    expect(refundApprovalScope({ ...base, serviceChargeRateBp: 500, picks: [{ lineId: 9, qty: 2 }] })).not.toBe(approved);
    expect(refundApprovalScope({ ...base, taxRateBp: 0, picks: [{ lineId: 9, qty: 2 }] })).not.toBe(approved);
    expect(refundApprovalScope({ ...base, billId: 6, picks: [{ lineId: 9, qty: 2 }] })).not.toBe(approved);
  });
});
