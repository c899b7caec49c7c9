/**
 * Scheduled backups: a shift close starts a backup in the background, and a failing backup neither
 * fails nor delays the close (it is logged); the nightly time is computed in Asia/Jakarta.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openCash } from "../modules/payment/payment.factory.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { backupIdle, msUntilNext, setBackupRunner, startNightlyBackups } from "./backup-schedule.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  setBackupRunner(undefined);
  await t.close();
});

describe("backup at shift close", () => {
  it("closes the shift (200, session closed) even though the backup it starts fails, and logs the failure", async () => {
    await openCash(t, "kasir");
    const calls: string[] = [];
    const errors: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    setBackupRunner(
      async () => {
        calls.push("backup");
        await gate;
        throw new Error("disk full");
      },
      { info: () => {}, error: (m) => errors.push(m) },
    );
    // The backup is still running (blocked) when the close answers: the close does not wait for it.
    const res = await t.call("POST", "/api/m-modal/close-modal", { as: "kasir", body: { nominal_cash: 500_000 } });
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ error: 0 });
    expect(calls).toEqual(["backup"]);
    const form = await t.call("GET", "/api/m-modal/get-modal", { as: "kasir" });
    expect(form.body.data.modal_id).toBe(0);
    release();
    await backupIdle();
    expect(errors).toEqual(["backup (shift close) failed: disk full"]);
  });
});

describe("msUntilNext", () => {
  it("counts to the next 03:00 in Jakarta (UTC+7): 20:00 UTC is 03:00 WIB", () => {
    expect(msUntilNext("03:00", new Date("2026-11-23T19:00:00Z"))).toBe(3_600_000);
    expect(msUntilNext("03:00", new Date("2026-11-23T20:00:00Z"))).toBe(86_400_000);
    expect(msUntilNext("03:00", new Date("2026-11-23T21:30:00Z"))).toBe(22.5 * 3_600_000);
  });
});

describe("nightly backup", () => {
  it("runs at BACKUP_AT in Jakarta, stays armed for the next night, and stop disarms it", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-23T19:59:00Z") }); // 02:59 WIB
    const calls: string[] = [];
    setBackupRunner(
      async () => {
        calls.push(new Date().toISOString());
        return "ok";
      },
      { info: () => {}, error: () => {} },
    );
    const stop = startNightlyBackups("03:00");
    try {
      await vi.advanceTimersByTimeAsync(59_000);
      expect(calls).toEqual([]);
      await vi.advanceTimersByTimeAsync(2_000);
      await backupIdle();
      expect(calls).toEqual(["2026-11-23T20:00:00.000Z"]);
      expect(vi.getTimerCount()).toBe(1); // armed for the next night
      stop();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      stop();
      setBackupRunner(undefined);
      vi.useRealTimers();
    }
  });
});
