/**
 * Helpers of the PNG receipt tests: a sample receipt and a PNG's size read from its IHDR.
 */
import { encode } from "fast-png";
import { expect } from "vitest";
import type { ReceiptDoc } from "./documents.ts";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A sample receipt with a long name, a free line and accents. */
export const SAMPLE_RECEIPT: ReceiptDoc = {
  kind: "receipt",
  copy: false,
  currency: "IDR",
  outletName: "Waroeng Bu Siti",
  address: "Jl. Kaliurang KM 5 No. 12, Sleman, Yogyakarta",
  phone: "0812-3456-7890",
  date: "2026-11-23",
  time: "12:34",
  nota: "KS-231126-0042",
  customer: "Pak Budi",
  tables: "Meja 3, Meja 4",
  cashier: "Ani",
  payment: "Tunai",
  lines: [
    { name: "Nasi Goreng Spesial Telur Ceplok Pedas Level 5", qty: 2, price: 25000, nominal: 50000 },
    { name: "Es Teh Manis", qty: 3, price: 5000, nominal: 15000 },
    { name: "Kerupuk Udang", qty: 1, price: 3000, nominal: 0, reason: "gratis" },
    { name: "Café Latte (crème)", qty: 1, price: 18000, nominal: 18000 },
  ],
  totals: [
    { label: "Subtotal", amount: 83000 },
    { label: "Pajak", amount: 8300 },
    { label: "Diskon", amount: -5000 },
  ],
  total: 86300,
  paid: 100000,
  change: 13700,
  footer: "Terima kasih, selamat menikmati!",
};

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * A 200 × 100 logo PNG (RGBA): a grey gradient left to right with a black frame and a black bar,
 * so the printed logo has greys to dither and solid black to keep.
 */
export function sampleLogo(width = 200, height = 100): Buffer {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const frame = x < 6 || y < 6 || x >= width - 6 || y >= height - 6 || (y > 40 && y < 60 && x > 30 && x < 90);
      const v = frame ? 0 : Math.round((255 * x) / width);
      data.set([v, v, v, 255], (y * width + x) * 4);
    }
  }
  return Buffer.from(encode({ width, height, data, channels: 4, depth: 8 }));
}
