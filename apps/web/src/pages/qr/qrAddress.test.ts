import { describe, expect, it } from "vitest";
import { phonesCannotOpen } from "./qrAddress.ts";

describe("phonesCannotOpen (the QR sheet's address)", () => {
  it.each([
    ["http://localhost:3000", true],
    ["http://LOCALHOST", true],
    ["http://kasir.localhost:3000", true],
    ["http://127.0.0.1:3480", true],
    ["http://127.1.2.3", true],
    ["http://[::1]:3000", true],
    ["http://0.0.0.0:3000", true],
    ["http://[::ffff:127.0.0.1]:3000", true],
    ["http://192.168.1.20:3000", false],
    ["https://waroeng.local", false],
    ["http://10.0.0.5", false],
    ["not a url", false],
  ])("%s → %s", (url, expected) => {
    expect(phonesCannotOpen(url)).toBe(expected);
  });
});
