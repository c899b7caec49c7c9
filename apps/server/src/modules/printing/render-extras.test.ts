/**
 * Logo, QR and 1-bit output of the printed documents: the ESC/POS bytes carry the raster
 * image (GS v 0) and the QR command (GS ( k) only when asked; the android PNG is 1-bit greyscale,
 * its QR decodes (jsQR) to the link, and it grows by the logo. The PNGs with logo and QR at 58 and
 * 80 mm are written to SCREENSHOT_DIR (default <tmp>/waroeng-screens) for people to look at.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { GENERIC_PRINTER_MODEL, PRINTER_MODEL_CHOICES } from "@waroeng/domain";
import { decode } from "fast-png";
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { ESC } from "./fake-printer.test-helpers.ts";
import { logoPixels } from "./logo.ts";
import { GENERIC_FEED_BEFORE_CUT, isPrinterModel, printerModelOf, renderDocument } from "./render.ts";
import { SAMPLE_RECEIPT, sampleLogo } from "./render-image.test-helpers.ts";
import { imageWidth, renderImage } from "./render-image.ts";

const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR ?? path.join(os.tmpdir(), "waroeng-screens");
const LINK = "https://waroeng.example/api/recap-transactions/download-struct/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE";
const RASTER = "\x1dv0";
const QR = "\x1d(k";
const logo = { png: sampleLogo(), width: 200, height: 100 };
const qrBlock = (text: string) => ({ kind: "qr" as const, text, caption: "Pindai untuk struk digital" });

/** A decoded 1-bit PNG as RGBA pixels (1 → white), for jsQR. */
function rgba(png: Buffer): { data: Uint8ClampedArray; width: number; height: number; depth: number; channels: number } {
  const d = decode(png);
  const out = new Uint8ClampedArray(d.width * d.height * 4);
  const rowBytes = Math.ceil(d.width / 8);
  for (let y = 0; y < d.height; y++) {
    for (let x = 0; x < d.width; x++) {
      const bit = ((d.data[y * rowBytes + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1;
      out.set([bit * 255, bit * 255, bit * 255, 255], (y * d.width + x) * 4);
    }
  }
  return { data: out, width: d.width, height: d.height, depth: d.depth, channels: d.channels };
}

describe("ESC/POS logo and QR", () => {
  it("prints neither the raster image nor the QR command unless asked", () => {
    const job = Buffer.from(renderDocument(SAMPLE_RECEIPT, { width: 405 })).toString("latin1");
    expect(job).not.toContain(RASTER);
    expect(job).not.toContain(QR);
  });

  it("prints the logo as a raster image before the text and the link as a QR after the total", () => {
    const job = Buffer.from(renderDocument(SAMPLE_RECEIPT, { width: 405, logo: logoPixels(logo, imageWidth(405)), qr: LINK })).toString(
      "latin1",
    );
    const image = job.indexOf(RASTER);
    expect(image).toBeGreaterThan(0);
    // GS v 0 m xL xH yL yH: 200 px → 25 bytes a row, 100 rows padded to 104 (a multiple of 8).
    expect(job.charCodeAt(image + 4)).toBe(25);
    expect(job.charCodeAt(image + 6)).toBe(104);
    expect(image).toBeLessThan(job.indexOf(SAMPLE_RECEIPT.nota));
    const qr = job.indexOf(QR);
    expect(qr).toBeGreaterThan(job.indexOf("86.300"));
    expect(job.slice(qr)).toContain(LINK);
    expect(job.slice(qr)).toContain("Pindai untuk struk digital");
  });

  it("prints a receipt document's own QR block once, and the printer's PDF link instead of it when given", () => {
    const withQr = {
      ...SAMPLE_RECEIPT,
      receipt: { ...SAMPLE_RECEIPT.receipt, blocks: [...SAMPLE_RECEIPT.receipt.blocks, qrBlock("https://x.example/q")] },
    };
    const own = Buffer.from(renderDocument(withQr, { width: 405 })).toString("latin1");
    expect(own.split(QR).length - 1).toBeGreaterThan(0);
    expect(own).toContain("https://x.example/q");
    const printer = Buffer.from(renderDocument(withQr, { width: 405, qr: LINK })).toString("latin1");
    expect(printer).toContain(LINK);
    expect(printer).not.toContain("https://x.example/q");
  });

  it("scales a logo wider than the paper down to the paper", () => {
    const wide = { png: sampleLogo(576, 60), width: 576, height: 60 };
    expect(logoPixels(wide, 384)).toMatchObject({ width: 384, height: 40 });
  });
});

describe("feed before the cut", () => {
  /** The line feeds between the last printed text and the cut command. */
  const feedsBeforeCut = (bytes: Uint8Array) => {
    const job = Buffer.from(bytes).toString("latin1");
    const before = job.slice(0, job.lastIndexOf(ESC.CUT));
    return (/(\n\r)*$/.exec(before)?.[0].length ?? 0) / 2;
  };

  it("is the printer profile's: two lines after the last one for the generic profile, as before", () => {
    // The last text line's own line end, then GENERIC_FEED_BEFORE_CUT blank lines.
    expect(feedsBeforeCut(renderDocument(SAMPLE_RECEIPT, { width: 405 }))).toBe(1 + GENERIC_FEED_BEFORE_CUT);
    expect(GENERIC_FEED_BEFORE_CUT).toBe(2);
  });

  it("a known printer model feeds what its definition's cutter says (Epson TM-T88VI: 4, Citizen CT-S310II: 3)", () => {
    expect(feedsBeforeCut(renderDocument(SAMPLE_RECEIPT, { width: 600, printerModel: "epson-tm-t88vi" }))).toBe(1 + 4);
    expect(feedsBeforeCut(renderDocument(SAMPLE_RECEIPT, { width: 600, printerModel: "citizen-ct-s310ii" }))).toBe(1 + 3);
  });

  it("keeps the generic two lines for a model whose definition has no cutter (a tear-off edge, POS-5890)", () => {
    expect(feedsBeforeCut(renderDocument(SAMPLE_RECEIPT, { width: 405, printerModel: "pos-5890" }))).toBe(1 + GENERIC_FEED_BEFORE_CUT);
  });

  it("prints a model's columns, at most the paper's: an 80 mm Xprinter on 58 mm paper prints 32", () => {
    const rule = (bytes: Uint8Array) =>
      Math.max(
        ...(
          Buffer.from(bytes)
            .toString("latin1")
            .match(/\xc4+|-{8,}/g) ?? []
        ).map((r) => r.length),
      );
    expect(rule(renderDocument(SAMPLE_RECEIPT, { width: 600, printerModel: "xprinter-xp-n160ii" }))).toBe(48);
    expect(rule(renderDocument(SAMPLE_RECEIPT, { width: 405, printerModel: "xprinter-xp-n160ii" }))).toBe(32);
    expect(rule(renderDocument(SAMPLE_RECEIPT, { width: 600, printerModel: "epson-tm-t88vi" }))).toBe(42);
  });

  it("knows every model of Printer Setting's short list, and each prints", () => {
    for (const { id } of PRINTER_MODEL_CHOICES) {
      expect(isPrinterModel(id), id).toBe(true);
      expect(renderDocument(SAMPLE_RECEIPT, { width: 405, printerModel: printerModelOf(id) }).length, id).toBeGreaterThan(100);
    }
    expect(isPrinterModel(GENERIC_PRINTER_MODEL)).toBe(false);
    expect(printerModelOf(GENERIC_PRINTER_MODEL)).toBeUndefined();
  });
});

describe("the android PNG", () => {
  it.each([
    [405, "58mm"],
    [600, "80mm"],
  ])("is 1-bit greyscale at width %i, and its logo and QR show only when asked", (width, name) => {
    const plain = renderImage(SAMPLE_RECEIPT, width);
    const plainPixels = rgba(plain);
    expect(plainPixels).toMatchObject({ depth: 1, channels: 1, width: imageWidth(width) });
    expect(jsQR(plainPixels.data, plainPixels.width, plainPixels.height)).toBeNull();

    const full = renderImage(SAMPLE_RECEIPT, width, { logo, qr: LINK });
    const pixels = rgba(full);
    expect(pixels).toMatchObject({ depth: 1, channels: 1, width: imageWidth(width) });
    // The logo (100 px) and the QR with its caption make it taller.
    expect(pixels.height).toBeGreaterThan(plainPixels.height + 100 + 150);
    expect(jsQR(pixels.data, pixels.width, pixels.height)?.data).toBe(LINK);
    // The logo's gradient is dithered: its rows hold both black and white dots, nothing in between.
    const logoRow = 16 + 20;
    const left = Math.floor((pixels.width - 200) / 2);
    const row = Array.from({ length: 180 }, (_, i) => pixels.data[(logoRow * pixels.width + left + 10 + i) * 4]);
    expect(new Set(row)).toEqual(new Set([0, 255]));
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    writeFileSync(path.join(SCREENSHOT_DIR, `print-image-logo-qr-${name}.png`), full);
  });

  it("draws a receipt document's own QR block when the printer adds none", () => {
    const withQr = { ...SAMPLE_RECEIPT, receipt: { ...SAMPLE_RECEIPT.receipt, blocks: [...SAMPLE_RECEIPT.receipt.blocks, qrBlock(LINK)] } };
    const pixels = rgba(renderImage(withQr, 405));
    expect(jsQR(pixels.data, pixels.width, pixels.height)?.data).toBe(LINK);
  });
});
