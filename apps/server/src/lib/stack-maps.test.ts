/** A logged error's stack names the TypeScript source, not the built bundle (lib/stack-maps.ts). */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { errWithSourceStack, mapStack } from "./stack-maps.ts";

describe("stacks of the built server", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "waroeng-stack-maps-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Builds a two-line module as the server build does and returns the built position of its `throw`. */
  async function builtThrow(): Promise<{ file: string; line: number; column: number }> {
    mkdirSync(path.join(dir, "src/modules"), { recursive: true });
    writeFileSync(
      path.join(dir, "src/modules/pay.ts"),
      'export const a: number = 1;\nexport function pay(): never {\n  throw new Error("refused");\n}\n',
    );
    await build({
      entryPoints: [path.join(dir, "src/modules/pay.ts")],
      outdir: path.join(dir, "dist"),
      bundle: true,
      format: "esm",
      platform: "node",
      sourcemap: true,
      logLevel: "silent",
    });
    const file = path.join(dir, "dist/pay.js");
    const lines = readFileSync(file, "utf8").split("\n");
    const line = lines.findIndex((l) => l.includes("throw new Error"));
    return { file, line: line + 1, column: (lines[line] ?? "").indexOf("throw") + 1 };
  }

  it("names the source file and line of each built frame, with or without file://", async () => {
    expect(process.sourceMapsEnabled).toBe(false);
    const at = await builtThrow();
    const stack = [
      "Error: refused",
      `    at pay (${pathToFileURL(at.file).href}:${at.line}:${at.column})`,
      `    at ${at.file}:${at.line}:${at.column}`,
      "    at node:internal/process/task_queues:95:5",
    ].join("\n");
    const mapped = mapStack(stack).split("\n");
    expect(mapped[1]).toMatch(/at pay \(src\/modules\/pay\.ts:3:3\)$/);
    expect(mapped[2]).toMatch(/at src\/modules\/pay\.ts:3:3$/);
    expect(mapped[3]).toBe("    at node:internal/process/task_queues:95:5");
  });

  it("maps the stack pino writes for a logged error", async () => {
    const at = await builtThrow();
    const err = new Error("refused");
    err.stack = `Error: refused\n    at pay (${at.file}:${at.line}:${at.column})`;
    expect(errWithSourceStack(err).stack).toContain("src/modules/pay.ts:3:3");
    expect(errWithSourceStack(err).message).toBe("refused");
  });

  it("leaves a frame alone when its file has no map", () => {
    const stack = "Error: x\n    at f (/opt/nothing/dist/none.js:1:2)";
    expect(mapStack(stack)).toBe(stack);
  });
});
