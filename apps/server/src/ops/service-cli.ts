/**
 * `npm run service:install` / `npm run service:uninstall` (as root, on the stall box): builds the
 * server and web app, then writes /etc/systemd/system/waroeng.service for this folder, PORT and
 * DATA_DIR (service-unit.ts), and enables and starts it; uninstall stops, disables and removes it.
 * Exit 1 with the reason when this machine has no systemd or the command is not run as root.
 */
import { execFileSync } from "node:child_process";
import { loadConfig, repoRoot } from "../config.ts";
import { installService, ownerOf, SERVICE_NAME, systemdRunning, uninstallService } from "./service-unit.ts";

function main(): void {
  const action = process.argv[2];
  if (action !== "install" && action !== "uninstall") {
    throw new Error("usage: service-cli.ts install|uninstall");
  }
  if (!systemdRunning()) {
    throw new Error("this machine does not run systemd: start Waroeng POS with your own supervisor (README, Running a stall box)");
  }
  if (process.getuid?.() !== 0) {
    throw new Error(`run it as root: sudo npm run service:${action}`);
  }
  if (action === "uninstall") {
    console.log(uninstallService() ? `${SERVICE_NAME} stopped, disabled and removed` : `${SERVICE_NAME} was not installed`);
    return;
  }
  const cfg = loadConfig();
  execFileSync("npm", ["run", "build"], { cwd: repoRoot, stdio: "inherit" });
  const user = ownerOf(cfg.dataDir);
  const file = installService({
    root: repoRoot,
    node: process.execPath,
    user,
    port: cfg.port,
    httpsPort: cfg.httpsPort,
    lanName: cfg.lanName,
    dataDir: cfg.dataDir,
  });
  const https = cfg.httpsPort === null ? "" : ` (HTTPS ${cfg.httpsPort})`;
  console.log(`${file} written; Waroeng POS runs as ${user} on port ${cfg.port}${https} and starts at every boot.`);
  console.log("Logs: journalctl -u waroeng -f    Status: systemctl status waroeng    Secrets: /etc/waroeng.env (chmod 600)");
}

try {
  main();
} catch (err) {
  console.error(`service: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
