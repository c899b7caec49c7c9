/** WA_* environment → the WhatsApp options: defaults, a gateway, and values refused at start. */
import { describe, expect, it } from "vitest";
import { whatsappFromEnv } from "./whatsapp.plugin.ts";

describe("whatsappFromEnv", () => {
  it("without WA_GATEWAY_URL there is no gateway (sends are recorded as not configured)", () => {
    const opts = whatsappFromEnv({});
    expect(opts.gateway).toBeNull();
    expect(opts.policy).toEqual({ maxAttempts: 5, baseDelayMs: 30_000 });
    expect(opts.publicUrl).toBeUndefined();
    expect(opts.workerMs).toBe(5000);
  });

  it("reads the gateway, policy, worker tick and public URL", () => {
    const opts = whatsappFromEnv({
      WA_GATEWAY_URL: "https://api.fonnte.com/send",
      WA_GATEWAY_TOKEN: "t",
      WA_RETRY_BASE_MS: "1000",
      WA_MAX_ATTEMPTS: "3",
      WA_WORKER_MS: "250",
      PUBLIC_URL: "https://pos.example.id/",
    });
    expect(opts.gateway).not.toBeNull();
    expect(opts.policy).toEqual({ maxAttempts: 3, baseDelayMs: 1000 });
    expect(opts.workerMs).toBe(250);
    expect(opts.publicUrl).toBe("https://pos.example.id");
  });

  it.each([
    [{ WA_GATEWAY_URL: "https://user:secret@gw.example/send" }, /without credentials/],
    [{ WA_GATEWAY_URL: "ftp://gw.example/send" }, /http\(s\) URL/],
    [{ WA_GATEWAY_URL: "https://gw.example/send", WA_COUNTRY_CODE: "+62" }, /1 to 4 digits/],
    [{ WA_RETRY_BASE_MS: "-5" }, /WA_RETRY_BASE_MS/],
    [{ PUBLIC_URL: "pos.example.id" }, /PUBLIC_URL/],
  ])("refuses %j", (env, message) => {
    expect(() => whatsappFromEnv(env)).toThrow(message);
  });
});
