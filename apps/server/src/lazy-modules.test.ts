/**
 * The server's idle footprint and cold start: the libraries a stall uses only now and then — PDFKit,
 * fontkit and qrcode for a PDF receipt, the Midtrans and Xendit clients for gateway QRIS, exceljs for
 * head office's .xlsx export, @peculiar/x509 to make the HTTPS certificates — are not loaded by
 * building the app; they load with their first use (cold start and idle memory, main.ts).
 * Each check runs in a fresh Node process: test workers share loaded modules between files.
 */
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const LAZY = ["pdfkit", "fontkit", "qrcode", "midtrans-client", "xendit-node", "exceljs", "@peculiar/x509"];

/** Imports `modules` (paths relative to this folder, then runs `then`) in a new process; @returns the LAZY libraries it loaded. */
async function loadedAfter(modules: string[], then = ""): Promise<string[]> {
  const code = `
    import { createRequire } from "node:module";
    ${modules.map((m, i) => `const m${i} = await import(${JSON.stringify(new URL(m, import.meta.url).href)});`).join("\n")}
    ${then}
    const files = Object.keys(createRequire(import.meta.url).cache);
    const names = ${JSON.stringify(["fastify", ...LAZY])}.filter((n) => files.some((f) => f.includes("/node_modules/" + n + "/")));
    console.log(JSON.stringify(names));`;
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
    cwd: fileURLToPath(new URL(".", import.meta.url)),
    env: { ...process.env, NODE_OPTIONS: "" },
  });
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "[]");
}

describe("libraries loaded on first use", () => {
  it("are not loaded with the app and its modules", async () => {
    const loaded = await loadedAfter([
      "./app.ts",
      "./modules/qris/gateway/midtrans.ts",
      "./modules/qris/gateway/xendit.ts",
      "./lib/tls/stall-tls.ts",
    ]);
    expect(loaded).toContain("fastify"); // the check sees what the app loads
    expect(loaded.filter((n) => LAZY.includes(n))).toEqual([]);
  }, 60_000);

  it("load when a receipt PDF is drawn", async () => {
    const loaded = await loadedAfter(
      ["./modules/receipts/receipt-pdf.ts"],
      `if (m0.drawable("Nasi Goreng", "regular") !== "Nasi Goreng") throw new Error("not drawable");`,
    );
    expect(loaded).toContain("fontkit");
  }, 60_000);

  it("load when head office exports a workbook or the stall makes its certificates", async () => {
    const loaded = await loadedAfter(
      ["./modules/hq/report-export.ts", "./lib/tls/x509.ts"],
      `await m0.reportXlsx({ from: "2026-01-01", to: "2026-01-01", rows: [], totals: { count: 0, total: 0, previous_count: 0, previous_total: 0 } });
       await m1.createCa("Test", new Date());`,
    );
    expect(loaded).toEqual(expect.arrayContaining(["exceljs", "@peculiar/x509"]));
  }, 60_000);
});
