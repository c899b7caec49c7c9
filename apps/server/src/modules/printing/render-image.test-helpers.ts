/**
 * Helpers of the PNG receipt tests: a sample receipt and a PNG's size read from its IHDR.
 */

import { buildReceiptDocument } from "@waroeng/domain";
import { encode } from "fast-png";
import { expect } from "vitest";
import type { ReceiptDoc } from "./documents.ts";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A sample receipt with a long name, a free line and accents. */
export const SAMPLE_RECEIPT: ReceiptDoc = {
  kind: "receipt",
  nota: "KS-231126-0042",
  receipt: buildReceiptDocument({
    currency: "IDR",
    outlet: { name: "Waroeng Bu Siti", address: "Jl. Kaliurang KM 5 No. 12, Sleman, Yogyakarta", phone: "0812-3456-7890" },
    nota: "KS-231126-0042",
    date: "2026-11-23",
    time: "12:34",
    tables: "Meja 3, Meja 4",
    transactionType: "",
    customer: "Pak Budi",
    cashier: "Ani",
    lines: [
      { name: "Nasi Goreng Spesial Telur Ceplok Pedas Level 5", qty: 2, price: 25000, total: 50000, options: [], reason: "" },
      { name: "Es Teh Manis", qty: 3, price: 5000, total: 15000, options: [], reason: "" },
      { name: "Kerupuk Udang", qty: 1, price: 0, total: 0, options: [], reason: "Gratis" },
      { name: "Café Latte (crème)", qty: 1, price: 18000, total: 18000, options: [], reason: "" },
    ],
    subtotal: 83000,
    tax: 8300,
    taxPercent: 10,
    serviceCharge: 0,
    servicePercent: 0,
    discount: 5000,
    voucher: 0,
    cashWithdrawal: 0,
    rounding: 0,
    total: 86300,
    tenders: [{ name: "Tunai", amount: 100000 }],
    change: 13700,
    freeChange: 0,
    footer: "Terima kasih, selamat menikmati!",
    copy: false,
  }),
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
