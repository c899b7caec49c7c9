/**
 * The stall box's systemd service (README "Running a stall box"): the unit systemd reads without a
 * complaint, runs the built server as the data folder's owner, restarts on failure and logs to the
 * journal; install enables and starts it, uninstall stops and removes it.
 */
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { installService, ownerOf, serviceUnit, uninstallService } from "./service-unit.ts";

let dir = "";
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const options = (root: string) => ({
  root,
  node: process.execPath,
  user: "root",
  port: 3000,
  httpsPort: 3443,
  lanName: "waroeng.local",
  dataDir: "/var/lib/waroeng",
});

describe("the systemd service", () => {
  it("is a unit systemd accepts: the built server, restart on failure, the journal, secrets from /etc/waroeng.env", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "waroeng-unit-"));
    const root = path.join(dir, "waroeng");
    mkdirSync(path.join(root, "apps/server/dist"), { recursive: true });
    writeFileSync(path.join(root, "apps/server/dist/main.js"), "");
    const file = path.join(dir, "waroeng.service");
    writeFileSync(file, serviceUnit(options(root)));
    // systemd's own check of a unit file (unknown keys, bad values, a missing program).
    const verify = spawnSync("systemd-analyze", ["verify", file], { encoding: "utf8" });
    expect(verify.status).toBe(0);
    expect(verify.stderr.split("\n").filter((l) => l.includes(file))).toEqual([]);
    const unit = readFileSync(file, "utf8");
    expect(unit).toContain(`ExecStart=${process.execPath} ${root}/apps/server/dist/main.js`);
    expect(unit).toContain("Restart=on-failure");
    expect(unit).toContain("StandardOutput=journal");
    expect(unit).toContain("Environment=NODE_ENV=production PORT=3000 HTTPS_PORT=3443 LAN_NAME=waroeng.local DATA_DIR=/var/lib/waroeng");
    expect(serviceUnit({ ...options(root), httpsPort: null })).toContain(" HTTPS_PORT=off ");
    expect(unit).toContain("EnvironmentFile=-/etc/waroeng.env");
    expect(unit).toContain("WantedBy=multi-user.target");
  });

  it("refuses a folder or user a unit cannot carry safely (a newline would add a directive)", () => {
    expect(() => serviceUnit({ ...options("/opt/waroeng"), dataDir: "/data\nExecStartPre=/bin/evil" })).toThrow(/DATA_DIR/);
    expect(() => serviceUnit({ ...options("/opt/my waroeng") })).toThrow(/the folder/);
  });

  it("runs as the owner of the data folder, or of its nearest existing parent", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "waroeng-owner-"));
    const passwd = path.join(dir, "passwd");
    writeFileSync(passwd, "root:x:0:0:root:/root:/bin/bash\nwarung:x:1234:1234::/home/warung:/bin/sh\n");
    const data = path.join(dir, "data");
    mkdirSync(data);
    chownSync(data, 1234, 1234);
    expect(ownerOf(data, passwd)).toBe("warung");
    expect(ownerOf(path.join(data, "not-yet", "made"), passwd)).toBe("warung");
    expect(ownerOf(dir, passwd)).toBe("root");
  });

  it("install writes the unit then enables and starts it; uninstall stops, disables and removes it", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "waroeng-install-"));
    const calls: string[] = [];
    const run = (cmd: string, args: string[]) => {
      calls.push([cmd, ...args].join(" "));
    };
    const file = installService(options("/opt/waroeng"), dir, run);
    expect(existsSync(file)).toBe(true);
    expect(calls).toEqual(["systemctl daemon-reload", "systemctl enable --now waroeng.service"]);
    calls.length = 0;
    expect(uninstallService(dir, run)).toBe(true);
    expect(existsSync(file)).toBe(false);
    expect(calls).toEqual(["systemctl disable --now waroeng.service", "systemctl daemon-reload"]);
    expect(uninstallService(dir, run)).toBe(false);
  });
});
