/** Chain-sync settings (config.ts): ROLE, HQ_URL, HQ_OUTLET_KEY, SYNC_EVERY_MINUTES. */
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";

describe("chain-sync configuration", () => {
  it("is an outlet without head office by default, with a 15-minute round", () => {
    expect(loadConfig({})).toMatchObject({ role: "outlet", hqUrl: undefined, hqOutletKey: undefined, syncEveryMinutes: 15 });
  });

  it("reads head office's role and an outlet's address and key", () => {
    expect(loadConfig({ ROLE: "HQ" }).role).toBe("hq");
    expect(loadConfig({ HQ_URL: "https://hq.example.id", HQ_OUTLET_KEY: "wsk_x", SYNC_EVERY_MINUTES: "0" })).toMatchObject({
      hqUrl: "https://hq.example.id",
      hqOutletKey: "wsk_x",
      syncEveryMinutes: 0,
    });
  });

  it("refuses to start on a wrong role, interval or address", () => {
    expect(() => loadConfig({ ROLE: "pusat" })).toThrow(/ROLE/);
    expect(() => loadConfig({ SYNC_EVERY_MINUTES: "-1" })).toThrow(/SYNC_EVERY_MINUTES/);
    expect(() => loadConfig({ HQ_URL: "not a url" })).toThrow();
  });
});
