/**
 * The PNG receipt of the android printers: the image is a PNG as wide as the paper
 * (384 px at width 405, 576 px at 600) and its text lines have the ESC/POS layout's columns. The two
 * receipts are written to SCREENSHOT_DIR (default <tmp>/waroeng-screens) for people to look at.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pngSize, SAMPLE_RECEIPT } from "./render-image.test-helpers.ts";
import { layoutDocument, renderImage } from "./render-image.ts";

const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR ?? path.join(os.tmpdir(), "waroeng-screens");

describe("renderImage", () => {
  it.each([
    [405, 384, 32, "print-image-58mm"],
    [600, 576, 48, "print-image-80mm"],
  ])("width %i → a PNG %i px wide, lines of at most %i characters", (width, px, columns, name) => {
    const png = renderImage(SAMPLE_RECEIPT, width);
    const size = pngSize(png);
    expect(size.width).toBe(px);
    expect(size.height).toBeGreaterThan(300);
    const lines = layoutDocument(SAMPLE_RECEIPT, columns);
    expect(Math.max(...lines.map((l) => l.text.length))).toBeLessThanOrEqual(columns);
    expect(lines.some((l) => l.bold && l.text.includes("86.300"))).toBe(true);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    writeFileSync(path.join(SCREENSHOT_DIR, `${name}.png`), png);
  });

  it("lays a kitchen ticket out with its bold lines and notes (58 mm)", () => {
    const png = renderImage(
      {
        kind: "kitchen",
        outletName: "Waroeng Bu Siti",
        date: "2026-11-23",
        time: "12:40",
        station: "kitchen",
        nota: "KS-231126-0042",
        customer: "Pak Budi",
        tables: "Meja 3",
        waiter: "Rudi",
        lines: [
          { name: "Nasi Goreng Spesial", qty: 2, note: "tidak pedas, tanpa bawang goreng & kecap <extra>" },
          { name: "Mie Ayam Bakso", qty: 1, additional: true },
        ],
      },
      405,
    );
    expect(pngSize(png).width).toBe(384);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    writeFileSync(path.join(SCREENSHOT_DIR, "print-image-kitchen-58mm.png"), png);
  });
});
