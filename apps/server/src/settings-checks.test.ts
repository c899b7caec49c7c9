/**
 * A wrong setting fails the start (exit code 1; a hang is killed after 25 s and fails the test), saying the cause and where (README "When things
 * go wrong"): the database's address or password, a data folder that cannot hold the database,
 * and a port already taken — found before the database is created, leaving no folder behind.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { freePort } from "./db/embedded.ts";
import { startToExit } from "./test/server-process.ts";

describe("a wrong setting is reported at once with its cause", () => {
  it("DATABASE_URL on a port where nothing listens: connection refused, and where", { timeout: 30_000 }, async () => {
    const port = await freePort();
    const start = await startToExit({ DATABASE_URL: `postgres://waroeng:secret-pw@127.0.0.1:${port}/waroeng` });
    expect(start.code).toBe(1);
    expect(start.output).toContain(`cannot open the database at 127.0.0.1:${port}/waroeng: connection refused`);
    expect(start.output).not.toContain("secret-pw");
    expect(start.output).not.toContain("Failed query");
  });

  it("DATABASE_URL with a wrong password: authentication failed for that user, password not shown", { timeout: 30_000 }, async () => {
    const url = new URL(inject("pgAdminUrl"));
    url.password = "not-the-password";
    const start = await startToExit({ DATABASE_URL: url.toString() });
    expect(start.code).toBe(1);
    expect(start.output).toContain(
      `cannot open the database at 127.0.0.1:${url.port}/postgres: authentication failed for user "${url.username}"`,
    );
    expect(start.output).not.toContain("not-the-password");
  });

  it("DATA_DIR under /proc: refused in seconds, not a hang", { timeout: 30_000 }, async () => {
    const start = await startToExit({ DATA_DIR: "/proc/waroeng-data" });
    expect(start.code).toBe(1);
    expect(start.output).toContain("DATA_DIR /proc/waroeng-data cannot be used: that place cannot hold folders");
  });

  it("DATA_DIR missing on a read-only disk: says read-only (EROFS), not ENOENT", { timeout: 30_000 }, async ({ onTestFinished }) => {
    const mountPoint = mkdtempSync(path.join(os.tmpdir(), "waroeng-ro-"));
    // A read-only disk, as a stall box's card mounted read-only after an error is.
    execFileSync("mount", ["-t", "tmpfs", "-o", "ro,size=1m", "tmpfs", mountPoint]);
    onTestFinished(() => {
      execFileSync("umount", [mountPoint]);
      rmSync(mountPoint, { recursive: true, force: true });
    });
    const dir = path.join(mountPoint, "waroeng", "data");
    const start = await startToExit({ DATA_DIR: dir });
    expect(start.code).toBe(1);
    expect(start.output).toContain(`DATA_DIR ${dir} cannot be used: the disk is read-only (EROFS)`);
  });

  it("PORT already in use: said before the database is created, no data folder left behind", { timeout: 30_000 }, async ({
    onTestFinished,
  }) => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    onTestFinished(() => {
      holder.close();
    });
    const port = (holder.address() as net.AddressInfo).port;
    const parent = mkdtempSync(path.join(os.tmpdir(), "waroeng-port-"));
    onTestFinished(() => rmSync(parent, { recursive: true, force: true }));
    const dataDir = path.join(parent, "data");
    const start = await startToExit({ PORT: String(port), DATA_DIR: dataDir });
    expect(start.code).toBe(1);
    expect(start.output).toContain(`PORT ${port} on 127.0.0.1 is already in use`);
    expect(existsSync(dataDir)).toBe(false);
  });
});
