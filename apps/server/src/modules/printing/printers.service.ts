/**
 * Printer settings (foundations §3 "Printer setting", §9 "Printers"): list, one location,
 * product categories for the print groups, save (one printer per outlet and location).
 */
import {
  DEVICE_PRINT_MSG,
  DEVICE_PRINTER_CONNECTIONS,
  fixedPrinterAddress,
  GENERIC_PRINTER_MODEL,
  PRINT_MSG,
  type PrinterLocation,
  type PrinterType,
} from "@waroeng/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { categories, printers } from "../../db/schema/index.ts";
import { badRequest, forbidden, notFound } from "../../lib/http.ts";
import type { Auth } from "../../plugins/auth.ts";
import { parsePrinterAddress } from "./printer-address.ts";
import { isPrinterModel } from "./render.ts";
import { lpArgs } from "./transports.ts";

/** A printer_setting row. */
export type PrinterRow = typeof printers.$inferSelect;

/** The outlet's printers, by location order kasir, repeat, kitchen, bar. */
export async function listPrinters(db: DbOrTx, outletId: number): Promise<PrinterRow[]> {
  return db.select().from(printers).where(eq(printers.outletId, outletId)).orderBy(printers.id);
}

/** The outlet's printer at `location`, or null. */
export async function printerAt(db: DbOrTx, outletId: number, location: PrinterLocation): Promise<PrinterRow | null> {
  const [row] = await db
    .select()
    .from(printers)
    .where(and(eq(printers.outletId, outletId), eq(printers.location, location)));
  return row ?? null;
}

/** The outlet's product categories (m_kategori), the choices of print groups 1 and 2. */
export async function productCategories(db: DbOrTx, outletId: number) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.outletId, outletId))
    .orderBy(categories.sortOrder, categories.id);
}

const DEVICE_PATH = /^\/dev\/(usb\/lp\d{1,3}|lp\d{1,3}|ttyUSB\d{1,3}|ttyACM\d{1,3}|rfcomm\d{1,3})$/;

/**
 * The address to store for `type`: the android types' fixed address; a network `host[:port]` on the
 * stall's network and a printer port (printer-address.ts: private LAN, 9100–9109);
 * a usb-unix device under /dev (usb/lpN, lpN, ttyUSBN, ttyACMN, rfcommN: never another file);
 * a CUPS queue name for usb-cups and windows-sharing; a device printer's connection (bluetooth, usb,
 * serial). 422 otherwise.
 */
function normaliseAddress(type: PrinterType, address: string): string {
  const fixed = fixedPrinterAddress(type);
  if (fixed) {
    return fixed;
  }
  if (type === "device") {
    if (!(DEVICE_PRINTER_CONNECTIONS as readonly string[]).includes(address)) {
      throw badRequest(DEVICE_PRINT_MSG.CONNECTION_INVALID);
    }
    return address;
  }
  if (!address) {
    throw badRequest(PRINT_MSG.ADDRESS_REQUIRED);
  }
  try {
    if (type === "network") {
      if (!parsePrinterAddress(address)) {
        throw new Error("not a printer on the stall's network");
      }
    } else if (type === "usb-unix") {
      if (!DEVICE_PATH.test(address)) {
        throw new Error("device");
      }
    } else {
      lpArgs(address);
    }
  } catch {
    throw badRequest(PRINT_MSG.ADDRESS_INVALID);
  }
  return address;
}

/** The saved form of POST /printer-setting. */
export interface PrinterSettingInput {
  printer_id?: number;
  printer_type: PrinterType;
  printer_address: string;
  printer_location: PrinterLocation;
  printer_width: number;
  printer_group1?: number[];
  printer_group2?: number[];
  /** Cetak Logo / Cetak QR; undefined keeps the saved switch (false for a new printer). */
  printer_logo?: boolean | undefined;
  printer_qr?: boolean | undefined;
  /** "generic" or a model of the encoder's printer list; undefined keeps the saved model ("generic" for a new printer). */
  printer_model?: string | undefined;
  /** A device printer's device: its id (required for type device) and name; ignored for other types. */
  printer_device_id?: string | undefined;
  printer_device_name?: string | undefined;
}

/**
 * Saves the printer of `input.printer_location` (insert, or update of the outlet's row there).
 * Refusals (nothing stored): opp at kasir → 403; groups at kasir → 422; a category not of the
 * outlet → 422; a printer_id not the outlet's printer at that location → 404; bad address → 422;
 * a model neither generic nor of the encoder's printer list → 422 `Model printer tidak dikenal`; a
 * device printer without `printer_device_id` → 422. Saving another type clears the device binding.
 */
export async function savePrinter(db: Db, auth: Auth, input: PrinterSettingInput): Promise<PrinterRow> {
  const location = input.printer_location;
  if (location === "kasir" && auth.role === "opp") {
    throw forbidden(PRINT_MSG.LOCATION_FORBIDDEN);
  }
  const groupOne = [...new Set(input.printer_group1 ?? [])];
  const groupTwo = [...new Set(input.printer_group2 ?? [])];
  if (location === "kasir" && (groupOne.length > 0 || groupTwo.length > 0)) {
    throw badRequest(PRINT_MSG.GROUPS_CASHIER);
  }
  const address = normaliseAddress(input.printer_type, input.printer_address);
  const device = input.printer_type === "device";
  if (device && !input.printer_device_id) {
    throw badRequest(DEVICE_PRINT_MSG.DEVICE_REQUIRED);
  }
  const model = input.printer_model;
  if (model !== undefined && model !== GENERIC_PRINTER_MODEL && !isPrinterModel(model)) {
    throw badRequest(PRINT_MSG.MODEL_INVALID);
  }
  return db.transaction(async (tx) => {
    const wanted = [...new Set([...groupOne, ...groupTwo])];
    if (wanted.length > 0) {
      const found = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.outletId, auth.outletId), inArray(categories.id, wanted)));
      if (found.length !== wanted.length) {
        throw badRequest(PRINT_MSG.CATEGORY_NOT_FOUND);
      }
    }
    const values = {
      type: input.printer_type,
      address,
      width: input.printer_width,
      groupOne,
      groupTwo,
      ...(input.printer_logo === undefined ? {} : { printLogo: input.printer_logo }),
      ...(input.printer_qr === undefined ? {} : { printQr: input.printer_qr }),
      ...(model === undefined ? {} : { model }),
      deviceId: device ? (input.printer_device_id ?? "") : "",
      deviceName: device ? (input.printer_device_name ?? "") : "",
    };
    if (input.printer_id) {
      const [row] = await tx
        .update(printers)
        .set(values)
        .where(and(eq(printers.id, input.printer_id), eq(printers.outletId, auth.outletId), eq(printers.location, location)))
        .returning();
      if (!row) {
        throw notFound(PRINT_MSG.NOT_CONFIGURED);
      }
      return row;
    }
    const [row] = await tx
      .insert(printers)
      .values({ outletId: auth.outletId, location, ...values })
      .onConflictDoUpdate({ target: [printers.outletId, printers.location], set: values })
      .returning();
    if (!row) {
      throw notFound(PRINT_MSG.NOT_CONFIGURED);
    }
    return row;
  });
}

/**
 * DELETE /printer-setting/{id}: removes the outlet's printer `id` and its print jobs (cascade); the
 * location then prints through the browser page again. Refusals (nothing removed): another
 * outlet's or unknown id → 404 `Printer belum di set`; opp and the kasir printer → 403.
 */
export async function removePrinter(db: Db, auth: Auth, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ location: printers.location })
      .from(printers)
      .where(and(eq(printers.id, id), eq(printers.outletId, auth.outletId)))
      .for("update");
    if (!row) {
      throw notFound(PRINT_MSG.NOT_CONFIGURED);
    }
    if (row.location === "kasir" && auth.role === "opp") {
      throw forbidden(PRINT_MSG.LOCATION_FORBIDDEN);
    }
    await tx.delete(printers).where(eq(printers.id, id));
  });
}
