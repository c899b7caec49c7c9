import { describe, expect, it } from "vitest";
import { DomainError } from "./errors.ts";
import { assertReceiptContact, classifyMemberField, isValidMemberId } from "./member.ts";
import { MSG } from "./messages.ts";

describe("classifyMemberField", () => {
  it.each([
    ["081234567890", "phone"],
    ["3201234567890001", "phone"],
    ["12345", "memberId"],
    ["1234", "none"],
    ["123456", "none"],
    ["1.234.567.890", "none"],
    ["", "none"],
    [null, "none"],
  ] as const)("%j is %s", (value, expected) => {
    expect(classifyMemberField(value)).toBe(expected);
  });
});

describe("isValidMemberId", () => {
  it.each([
    ["12345", true],
    ["00042", true],
    ["00000", false],
    ["1234", false],
    ["123456", false],
    ["1234a", false],
    ["12.345", true],
    ["", false],
  ])("%j → %s", (value, expected) => {
    expect(isValidMemberId(value)).toBe(expected);
  });
});

describe("assertReceiptContact", () => {
  it.each([
    ["081234567890", ""],
    ["081234567890", "12345"],
    ["081234567890", "3201234567"],
    ["0812.345", ""],
    ["081234567890", "12.34"],
  ])("sends to %j with member %j", (phone, member) => {
    expect(() => assertReceiptContact(phone, member)).not.toThrow();
  });

  it.each([
    ["081234567", "", MSG.PHONE_INVALID, MSG.WARNING_EN_TITLE],
    ["", "", MSG.PHONE_INVALID, MSG.WARNING_EN_TITLE],
    ["081234567890", "1234", MSG.NIK_MEMBER_INVALID, undefined],
    ["081234567890", "123456789", MSG.NIK_MEMBER_INVALID, undefined],
  ])("refuses %j with member %j", (phone, member, message, title) => {
    let caught: unknown;
    try {
      assertReceiptContact(phone, member);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DomainError);
    expect((caught as DomainError).message).toBe(message);
    expect((caught as DomainError).title).toBe(title);
  });
});
