/**
 * Printing calls (foundations §2 Printer Setting, §7 printer calls; docs/API.md "Printing").
 */
import type { bukaLaciBody, FormOf, printBillBody, printerLogoBody, printerSettingBody, printKitchenBody } from "@waroeng/domain/requests";
import type * as Wire from "@waroeng/domain/wire";
import type { printerSetting, printJob, productCategory } from "@waroeng/domain/wire";
import type { z } from "zod";
import { openImageLinks } from "../lib/openImageLinks.tsx";
import { api } from "./client.ts";
import { printingReplies } from "./replies.ts";

/** A printer setting (foundations §3). */
export type PrinterSetting = z.output<typeof printerSetting>;
/** A product category (print-group choice). */
export type ProductCategory = z.output<typeof productCategory>;
/** A print job of the queue view. */
export type PrintJob = z.output<typeof printJob>;

/** The form of POST /printer-setting (every field sent; printer_id 0 for a new printer). */
export type PrinterSettingForm = FormOf<typeof printerSettingBody>;

/** GET /get-printer-info/{location}: the setting, or null (HTTP 201) when none is set. */
export async function getPrinterInfo(location: string): Promise<PrinterSetting | null> {
  return (await api.get<PrinterSetting | null>(`get-printer-info/${location}`, undefined, { reply: printingReplies.info })).data;
}

/** GET /jenis-produk. */
export async function getCategories(): Promise<ProductCategory[]> {
  return (await api.get<ProductCategory[]>("jenis-produk", undefined, { reply: printingReplies.categories })).data;
}

/** POST /printer-setting. */
export async function savePrinterSetting(form: PrinterSettingForm): Promise<PrinterSetting> {
  return (await api.post<PrinterSetting>("printer-setting", form, undefined, { reply: printingReplies.save })).data;
}

/**
 * Opens a print call's `struct` when it is an android printer's image link (`/api/print-image/{token}.png`,
 * the link the Android print app opens); anything else (the queued-job "") is left alone.
 */
function openImageLink(struct: unknown): void {
  openImageLinks([struct]);
}

/** DELETE /printer-setting/{id}: the location prints through the browser page again. */
export async function removePrinterSetting(id: number): Promise<void> {
  await api.del(`printer-setting/${id}`);
}

/** GET /tes-cetak/{location}: 200 when the printer took the test page, 500 otherwise (an android printer's image link is opened). */
export async function testPrinter(location: string): Promise<number> {
  const reply = await api.get<null>(`tes-cetak/${location}`);
  openImageLink(reply.struct);
  return Number(reply.status);
}

/** GET /print-queue: the latest jobs, newest first. */
export async function getPrintQueue(): Promise<PrintJob[]> {
  return (await api.get<PrintJob[]>("print-queue", undefined, { reply: printingReplies.queue })).data;
}

/** POST /print-queue/{id}/ulang: print a job again (a new job; an android printer's copy: its fresh image link is opened). */
export async function printAgain(id: number): Promise<void> {
  openImageLink((await api.post<unknown>(`print-queue/${id}/ulang`)).struct);
}

/** The outlet's receipt logo (POST /printer-logo's reply). */
export type PrinterLogo = z.output<typeof Wire.printingReplies.logo>["data"];

/** The logo's picture for the dialog (GET /printer-logo, the session cookie), with a cache-buster. */
export function printerLogoUrl(version: number): string {
  return `/api/printer-logo?v=${version}`;
}

/** POST /printer-logo: `base64` the PNG. */
export async function uploadPrinterLogo(base64: string): Promise<PrinterLogo> {
  return (await api.post<PrinterLogo>("printer-logo", { logo: base64 } satisfies FormOf<typeof printerLogoBody>)).data;
}

/** DELETE /printer-logo. */
export async function removePrinterLogo(): Promise<void> {
  await api.del("printer-logo");
}

/** POST /cashier/buka-laci: opens the drawer for `reason` (logged; the slip prints). */
export async function openDrawerWithReason(reason: string): Promise<void> {
  openImageLink((await api.post<unknown>("cashier/buka-laci", { reason } satisfies FormOf<typeof bukaLaciBody>)).struct);
}

/** POST /cashier/print-bill: queues the bill to the kasir printer; false when none is set. */
export async function printBill(orderId: number): Promise<boolean> {
  const reply = await api.post<null>("cashier/print-bill", { tmp_transaction_id: orderId } satisfies FormOf<typeof printBillBody>);
  openImageLink(reply.struct);
  return Boolean(reply.printed);
}

/** GET /cashier/print-repeat-order/{id}: queues the repeat-order slip; false when no repeat printer is set. */
export async function printRepeatOrder(orderId: number): Promise<boolean> {
  const reply = await api.get<null>(`cashier/print-repeat-order/${orderId}`);
  openImageLink(reply.struct);
  return Boolean(reply.printed);
}

/** POST /cashier/print-kitchen: one ticket per station printer holding the order's lines of its groups. */
export async function printKitchen(orderId: number, waiterName: string): Promise<boolean> {
  const reply = await api.post<number[]>("cashier/print-kitchen", {
    tmp_transaction_id: orderId,
    production_status: 1,
    waiter_name: waiterName,
  } satisfies FormOf<typeof printKitchenBody>);
  // Every android station's ticket (structs); a server without it: the spec's one struct.
  openImageLinks(Array.isArray(reply.structs) ? reply.structs : [reply.struct]);
  return Boolean(reply.printed);
}

/** A device printer's job handed to this device (POST /printing/device/claim). */
export type DeviceJob = NonNullable<z.output<typeof Wire.printingReplies.deviceClaim>["data"]["job"]>;
/** A claim's answer: the job (or null) and the wait until the next one is due (ms, or null: none queued). */
export type DeviceClaim = z.output<typeof Wire.printingReplies.deviceClaim>["data"];
/** A report's answer: the job's state and, queued again, the wait until it is due. */
export type DeviceReport = z.output<typeof Wire.printingReplies.deviceReport>["data"];

/** POST /printing/device/claim: leases this device's next due job (30 s). */
export async function claimDeviceJob(deviceId: string): Promise<DeviceClaim> {
  return (await api.post<DeviceClaim>("printing/device/claim", { device_id: deviceId }, undefined, { reply: printingReplies.deviceClaim }))
    .data;
}

/** POST /printing/device/jobs/{id}/done | failed: the claim's outcome (done only after the write resolved). */
export async function reportDeviceJob(
  jobId: number,
  outcome: "done" | "failed",
  body: { device_id: string; attempt: number; error?: string },
): Promise<DeviceReport> {
  return (
    await api.post<DeviceReport>(`printing/device/jobs/${jobId}/${outcome}`, body, undefined, { reply: printingReplies.deviceReport })
  ).data;
}
