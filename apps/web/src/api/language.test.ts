import { afterEach, describe, expect, it, vi } from "vitest";
import { pendingUserLanguage, saveUserLanguage } from "./language.ts";

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ meta: { code: 200, error: 0, message: "OK" }, data }), {
    status: 200,
    headers: { "content-type": "application/json" },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("a language switch the server has not confirmed", () => {
  it("stays pending on the device for its user until the server answers, then is cleared", async () => {
    localStorage.setItem("user_id", "7");
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(saveUserLanguage("en")).rejects.toBeDefined();
    expect(pendingUserLanguage()).toBe("en");
    // Another user signing in on this device never inherits it.
    localStorage.setItem("user_id", "8");
    expect(pendingUserLanguage()).toBeNull();
    localStorage.setItem("user_id", "7");
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(envelope({ language: "en", outlet_default: "id" })));
    await saveUserLanguage("en");
    expect(pendingUserLanguage()).toBeNull();
  });
});
