/**
 * The outlet's receipt logo (docs/API.md "Printing", POST /printer-logo): one PNG per
 * outlet in `outlet_logo`, printed at the top of receipts, bills and the test page by the printers
 * whose Cetak Logo switch is on. Bounded on upload by the domain's LOGO_LIMITS: at most 64 KB, at
 * most 576 × 576 pixels (read from the PNG header before anything is decoded), and a PNG that
 * decodes (fast-png). Printed centred, scaled down to the paper's width and LOGO_LIMITS.printHeight
 * dots; the pixels for either output come from resvg drawing the PNG on white at the printed size.
 */
import { Resvg } from "@resvg/resvg-js";
import { LOGO_LIMITS, PRINT_MSG } from "@waroeng/domain";
import { eq } from "drizzle-orm";
import { decode } from "fast-png";
import type { Db, DbOrTx } from "../../db/client.ts";
import { outletLogos } from "../../db/schema/index.ts";
import { auditSave, writeAudit } from "../../lib/audit.ts";
import { badRequest, notFound } from "../../lib/http.ts";
import type { Auth } from "../../plugins/auth.ts";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A stored logo: the PNG and its size in pixels. */
export interface Logo {
  png: Buffer;
  width: number;
  height: number;
}

/** Width and height from a PNG's IHDR chunk, or null when `png` is not a PNG. */
function pngSize(png: Buffer): { width: number; height: number } | null {
  if (png.length < 33 || !png.subarray(0, 8).equals(SIGNATURE) || png.toString("latin1", 12, 16) !== "IHDR") {
    return null;
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * Checks and stores the outlet's logo (replacing the previous one). `base64` is the PNG.
 * 422 `Logo harus berupa file PNG yang valid` (not a PNG, or it does not decode), 422 `Logo maksimal
 * 64 KB dan 576 x 576 piksel` (too many bytes or pixels). Nothing is stored on a refusal. Audited
 * (entity "outlet_logo", the outlet's id) in the same transaction with the size only, never the bytes.
 */
export async function saveLogo(db: Db, auth: Auth, base64: string): Promise<Logo> {
  const png = Buffer.from(base64, "base64");
  if (png.length > LOGO_LIMITS.bytes) {
    throw badRequest(PRINT_MSG.LOGO_TOO_LARGE);
  }
  const size = pngSize(png);
  if (!size || size.width < 1 || size.height < 1) {
    throw badRequest(PRINT_MSG.LOGO_INVALID);
  }
  if (size.width > LOGO_LIMITS.maxWidth || size.height > LOGO_LIMITS.maxHeight) {
    throw badRequest(PRINT_MSG.LOGO_TOO_LARGE);
  }
  try {
    decode(png);
  } catch {
    throw badRequest(PRINT_MSG.LOGO_INVALID);
  }
  const values = { png, width: size.width, height: size.height, updatedBy: auth.userId, updatedAt: new Date() };
  await db.transaction(async (tx) => {
    const before = await logoOf(tx, auth.outletId, true);
    await tx
      .insert(outletLogos)
      .values({ outletId: auth.outletId, ...values })
      .onConflictDoUpdate({ target: outletLogos.outletId, set: values });
    await auditSave(tx, auth, "outlet_logo", auth.outletId, before, { png, ...size }, logoSummary);
  });
  return { png, width: size.width, height: size.height };
}

/** What the audit trail keeps of a logo: its size, never its bytes. */
function logoSummary(logo: Logo): { width: number; height: number; bytes: number } {
  return { width: logo.width, height: logo.height, bytes: logo.png.length };
}

/** The outlet's logo, or null (`lock`: FOR UPDATE, inside a transaction). */
export async function logoOf(db: DbOrTx, outletId: number, lock = false): Promise<Logo | null> {
  const q = db
    .select({ png: outletLogos.png, width: outletLogos.width, height: outletLogos.height })
    .from(outletLogos)
    .where(eq(outletLogos.outletId, outletId));
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

/** The outlet's logo or 404 `Logo belum diunggah`. */
export async function requireLogo(db: DbOrTx, outletId: number): Promise<Logo> {
  const logo = await logoOf(db, outletId);
  if (!logo) {
    throw notFound(PRINT_MSG.LOGO_NOT_FOUND);
  }
  return logo;
}

/** Removes the outlet's logo, audited in the same transaction; 404 `Logo belum diunggah` when there is none. */
export async function removeLogo(db: Db, auth: Auth): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(outletLogos)
      .where(eq(outletLogos.outletId, auth.outletId))
      .returning({ png: outletLogos.png, width: outletLogos.width, height: outletLogos.height });
    if (!gone) {
      throw notFound(PRINT_MSG.LOGO_NOT_FOUND);
    }
    await writeAudit(tx, auth, {
      entity: "outlet_logo",
      entityId: auth.outletId,
      action: "delete",
      before: logoSummary(gone),
      after: null,
    });
  });
}

/** The printed size of a logo on paper `paperPx` dots wide: scaled down (never up) to fit, whole dots. */
export function logoPrintSize(logo: { width: number; height: number }, paperPx: number): { width: number; height: number } {
  const scale = Math.min(1, paperPx / logo.width, LOGO_LIMITS.printHeight / logo.height);
  return { width: Math.max(1, Math.floor(logo.width * scale)), height: Math.max(1, Math.floor(logo.height * scale)) };
}

/** The logo as a data: URI, for the SVG of render-image.ts. */
export function logoHref(logo: Logo): string {
  return `data:image/png;base64,${logo.png.toString("base64")}`;
}

/** The logo's RGBA pixels at its printed size on white (for the encoder's image command). */
export function logoPixels(logo: Logo, paperPx: number): { data: Uint8Array; width: number; height: number } {
  const { width, height } = logoPrintSize(logo, paperPx);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#fff"/><image width="${width}" height="${height}" preserveAspectRatio="none" href="${logoHref(logo)}"/></svg>`;
  const rendered = new Resvg(svg, { background: "#ffffff", font: { loadSystemFonts: false } }).render();
  return { data: new Uint8Array(rendered.pixels), width: rendered.width, height: rendered.height };
}
