import { describe, expect, it } from "vitest";
import { DomainError } from "./errors.ts";

describe("DomainError", () => {
  it.each([
    ["Nominal Pembayaran Kurang", "Transaksi ditolak!"],
    ["Terjadi perubahan data", undefined],
  ])("carries message %j and title %j", (message, title) => {
    const error = new DomainError(message, title);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("DomainError");
    expect(error.message).toBe(message);
    expect(error.title).toBe(title);
  });
});
