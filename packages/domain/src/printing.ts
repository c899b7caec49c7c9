import { FIXED_ADDRESS_PRINTER_TYPES, PAPER_WIDTH, type PrinterType } from "./constants.ts";

/**
 * Characters per line of a thermal printer by its paper width in dots: 405 (58 mm) → 32, 600 (80 mm) → 48.
 *
 * @example
 * printerColumns(600); // 48
 *
 * Spec: 01-foundations §9 (paper width: 32 or 48 columns by width).
 */
export function printerColumns(width: number): 32 | 48 {
  return width === PAPER_WIDTH.MM80 ? 48 : 32;
}

/**
 * The fixed address of the android printer types (the Android print app fetches a PNG of each job
 * from this server, so there is nothing to type); null for the types whose address is entered.
 *
 * @example
 * fixedPrinterAddress("android-image"); // "android"
 * fixedPrinterAddress("network"); // null
 *
 * Spec: 01-foundations §9 (the android types fix the address and lock the field).
 */
export function fixedPrinterAddress(type: PrinterType | string): string | null {
  if (!(FIXED_ADDRESS_PRINTER_TYPES as readonly string[]).includes(type)) {
    return null;
  }
  return type === "android-image" ? "android" : "android-vps";
}

/** The queue states of a print job: waiting (or retrying), sent to the printer, given up. */
export const PRINT_JOB_STATES = ["queued", "printed", "failed"] as const;

/** A print job state. @example const s: PrintJobState = "printed"; */
export type PrintJobState = (typeof PRINT_JOB_STATES)[number];

/**
 * Bounds of the outlet's receipt logo (POST /printer-logo): a PNG of at most `bytes`
 * bytes and `maxWidth` × `maxHeight` pixels (an 80 mm paper is 576 dots wide). Printed centred,
 * scaled down to fit the paper and at most `printHeight` dots high.
 *
 * @example
 * LOGO_LIMITS.bytes; // 65536
 */
export const LOGO_LIMITS = { bytes: 65_536, maxWidth: 576, maxHeight: 576, printHeight: 160 } as const;
