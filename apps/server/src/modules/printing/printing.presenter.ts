/** Printing rows → the wire names of foundations §3 (printer setting, product category) and the queue view. */

import type { PrinterRow } from "./printers.service.ts";
import type { listJobs } from "./queue.ts";

/** A printer_setting row as foundations §3 names it. */
export function presentPrinter(p: PrinterRow) {
  return {
    printer_setting_id: p.id,
    printer_setting_type: p.type,
    printer_setting_address: p.address,
    printer_setting_width: p.width,
    printer_setting_group_one: p.groupOne,
    printer_setting_group_two: p.groupTwo,
    location: p.location,
    printer_setting_logo: p.printLogo,
    printer_setting_qr: p.printQr,
    printer_setting_model: p.model,
    printer_setting_device_id: p.deviceId,
    printer_setting_device_name: p.deviceName,
  };
}

/** A product category as foundations §3 names it. */
export function presentCategory(c: { id: number; name: string }) {
  return { m_jenis_produk_id: c.id, m_jenis_produk_nama: c.name };
}

/** A queue row (no payload). */
export function presentJob(j: Awaited<ReturnType<typeof listJobs>>[number]) {
  return {
    id: j.id,
    location: j.location,
    kind: j.kind,
    title: j.title,
    status: j.status as "queued" | "printed" | "failed" | "waiting",
    attempts: j.attempts,
    last_error: j.lastError,
    created_at: j.createdAt.toISOString(),
    printed_at: j.printedAt ? j.printedAt.toISOString() : null,
  };
}
