/**
 * Test helpers of the digital receipts: a local WhatsApp gateway on 127.0.0.1 that records every
 * call and answers as told (Fonnte's `{"status": true}` by default), and pdftotext.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** One call the gateway received: the Authorization header and the form fields. */
export interface GatewayCall {
  authorization: string;
  form: Record<string, string>;
  /** What the gateway answered. */
  status: number;
}

export interface LocalGateway {
  url: string;
  calls: GatewayCall[];
  /** Answers for the next calls, in order (then 200 `{"status": true}`). */
  script: Array<{ status: number; body: string; delayMs?: number }>;
  close: () => Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const parts: Buffer[] = [];
    req.on("data", (c: Buffer) => parts.push(c));
    req.on("end", () => resolve(Buffer.concat(parts).toString("utf8")));
  });
}

/** Starts the gateway on 127.0.0.1 (`port` 0: any free port). */
export async function startLocalGateway(port = 0): Promise<LocalGateway> {
  const gw: LocalGateway = { url: "", calls: [], script: [], close: async () => undefined };
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const next = gw.script.shift() ?? { status: 200, body: '{"status":true,"detail":"success! message in queue"}' };
    if (next.delayMs) {
      await new Promise((r) => setTimeout(r, next.delayMs));
    }
    gw.calls.push({
      authorization: String(req.headers.authorization ?? ""),
      form: Object.fromEntries(new URLSearchParams(body)),
      status: next.status,
    });
    res.writeHead(next.status, { "content-type": "application/json" });
    res.end(next.body);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  gw.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  gw.close = () => new Promise((resolve) => server.close(() => resolve()));
  return gw;
}

/** The text of a PDF as `pdftotext -layout` reads it (Debian's poppler-utils). */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), "struk-"));
  try {
    const file = path.join(dir, "struk.pdf");
    writeFileSync(file, pdf);
    return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The fonts of a PDF as `pdffonts` lists them (Debian's poppler-utils): name, type, and whether embedded. */
export function pdfFonts(pdf: Buffer): { name: string; embedded: boolean }[] {
  const dir = mkdtempSync(path.join(tmpdir(), "struk-"));
  try {
    const file = path.join(dir, "struk.pdf");
    writeFileSync(file, pdf);
    const out = execFileSync("pdffonts", [file], { encoding: "utf8" });
    // Two header lines, then one row per font: name type encoding emb sub uni object ID.
    return out
      .split("\n")
      .slice(2)
      .filter(Boolean)
      .map((row) => {
        const cols = row.trim().split(/\s+/);
        return { name: cols[0] ?? "", embedded: cols.at(-5) === "yes" };
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
