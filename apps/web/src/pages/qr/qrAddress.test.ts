import { describe, expect, it } from "vitest";
import { guestAddress, phonesCannotOpen } from "./qrAddress.ts";

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

describe("guestAddress (where a table's QR code points)", () => {
  const lan = { guest_url_base: "http://192.168.1.10:3000", own_cert: false };

  it("is the server's guest address, not the https origin under the stall's own CA", () => {
    expect(guestAddress(lan, "https://waroeng.local:3443")).toBe("http://192.168.1.10:3000");
    expect(guestAddress(lan, "https://192.168.1.10:3443")).toBe("http://192.168.1.10:3000");
  });

  it("is the server's guest address when the sheet is open on the box itself (localhost)", () => {
    expect(guestAddress(lan, "http://localhost:3000")).toBe("http://192.168.1.10:3000");
    expect(guestAddress(lan, "http://127.0.0.1:3000")).toBe("http://192.168.1.10:3000");
  });

  it("is PUBLIC_URL when the server names it, without a trailing slash", () => {
    expect(guestAddress({ guest_url_base: "https://pos.example.id/", own_cert: false }, "https://waroeng.local:3443")).toBe(
      "https://pos.example.id",
    );
  });

  it("falls back to a plain-http LAN origin when the server only knows a loopback address", () => {
    const boxOnly = { guest_url_base: "http://127.0.0.1:3000", own_cert: false };
    expect(guestAddress(boxOnly, "http://192.168.1.20:3000")).toBe("http://192.168.1.20:3000");
    // Never an https origin signed by the private CA, even then: the sheet warns about the loopback instead.
    expect(guestAddress(boxOnly, "https://waroeng.local:3443")).toBe("http://127.0.0.1:3000");
  });

  it("may use an https origin whose certificate is the owner's own (publicly trusted)", () => {
    const own = { guest_url_base: "http://127.0.0.1:3000", own_cert: true };
    expect(guestAddress(own, "https://pos.example.id")).toBe("https://pos.example.id");
  });

  it("is the sheet's origin while the server's answer is unknown", () => {
    expect(guestAddress(undefined, "http://192.168.1.20:3000")).toBe("http://192.168.1.20:3000");
  });
});
