/**
 * The server's idle footprint: the libraries a stall uses only now and then — PDFKit, fontkit and
 * qrcode for a PDF receipt, the Midtrans and Xendit clients for gateway QRIS — are not loaded by
 * building the app; they load with their first use (cold start and idle memory, main.ts).
 */
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const loaded = (name: string) => Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes(`/node_modules/${name}/`));
const LAZY = ["pdfkit", "fontkit", "qrcode", "midtrans-client", "xendit-node"];

describe("libraries loaded on first use", () => {
  it("are not loaded with the app and its modules", async () => {
    await import("./app.ts");
    await import("./modules/qris/gateway/midtrans.ts");
    await import("./modules/qris/gateway/xendit.ts");
    expect(loaded("fastify")).toBe(true); // the check sees what the app loads
    expect(LAZY.filter(loaded)).toEqual([]);
  });

  it("load when a receipt PDF is drawn", async () => {
    const { drawable } = await import("./modules/receipts/receipt-pdf.ts");
    expect(drawable("Nasi Goreng", "regular")).toBe("Nasi Goreng");
    expect(loaded("fontkit")).toBe(true);
  });
});
