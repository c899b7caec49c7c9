/**
 * A menu item's photo (not in the spec; docs/API.md "Back office · Menu"): store, replace,
 * remove and read the `m_menu_foto` row of one of the outlet's items. The picture is told by its first
 * bytes (JPEG FF D8 FF, the PNG signature, RIFF…WEBP), never by the type the browser claims; its size
 * in pixels is read from the header when cheap (PNG IHDR, JPEG SOFn, WebP VP8/VP8L/VP8X), else null.
 * Every save and removal is one transaction with the item row locked, one audit row (entity
 * "menu_photo": type, width, height, bytes — never the bytes themselves) and a `menu` live event so
 * the tills' menu cards refetch.
 */
import { MENU_ADMIN_MSG, MENU_PHOTO_LIMITS, MENU_PHOTO_MSG, type MenuPhotoType } from "@waroeng/domain";
import { and, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { menuItems, menuPhotos } from "../../db/schema/index.ts";
import { type AuditActor, writeAudit } from "../../lib/audit.ts";
import { notifyChange } from "../../lib/events.ts";
import { badRequest, notFound } from "../../lib/http.ts";

/** A picture's type and, when its header tells, its size in pixels. */
export interface PhotoInfo {
  contentType: MenuPhotoType;
  width: number | null;
  height: number | null;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** JPEG: walks the markers to the first SOFn frame header (its height, width). */
function jpegSize(b: Buffer): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < b.length && b[i] === 0xff) {
    const marker = b[i + 1] ?? 0;
    const len = b.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    }
    i += 2 + len;
  }
  return null;
}

/** WebP: the VP8X canvas, the VP8 key frame or the VP8L header. */
function webpSize(b: Buffer): { width: number; height: number } | null {
  const chunk = b.toString("latin1", 12, 16);
  if (chunk === "VP8X" && b.length >= 30) {
    return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  }
  if (chunk === "VP8 " && b.length >= 30) {
    return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === "VP8L" && b.length >= 25) {
    const bits = b.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return null;
}

/** The picture's type by its first bytes (and its size when cheap), or null when it is no JPEG, PNG or WebP. */
function sniffPhoto(b: Buffer): PhotoInfo | null {
  if (b.length >= 12 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) {
    return { contentType: "image/jpeg", ...(jpegSize(b) ?? { width: null, height: null }) };
  }
  if (b.length >= 24 && b.subarray(0, 8).equals(PNG)) {
    return { contentType: "image/png", width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  }
  if (b.length >= 16 && b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP") {
    return { contentType: "image/webp", ...(webpSize(b) ?? { width: null, height: null }) };
  }
  return null;
}

/** The stored photo as the back office sees it (no bytes). */
export interface PhotoView extends PhotoInfo {
  menuItemId: number;
  bytes: number;
  /** `updated_at` in epoch milliseconds: the ETag and the cards' cache-buster. */
  version: number;
}

/** What the audit trail keeps of a photo: its type and size, never its bytes. */
function auditPhoto(p: { contentType: string; width: number | null; height: number | null; bytes: number }) {
  return { content_type: p.contentType, width: p.width, height: p.height, bytes: p.bytes };
}

/** The outlet's item, locked for the change. @throws 404 unknown or another outlet's. */
async function lockItem(tx: DbOrTx, outletId: number, id: number): Promise<{ menuTypeId: number }> {
  const [item] = await tx
    .select({ menuTypeId: menuItems.menuTypeId })
    .from(menuItems)
    .where(and(eq(menuItems.id, id), eq(menuItems.outletId, outletId)))
    .for("update");
  if (!item) {
    throw notFound(MENU_ADMIN_MSG.MENU_NOT_FOUND);
  }
  return item;
}

async function storedInfo(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ contentType: menuPhotos.contentType, width: menuPhotos.width, height: menuPhotos.height, bytes: menuPhotos.bytes })
    .from(menuPhotos)
    .where(eq(menuPhotos.menuItemId, id));
  return row ? auditPhoto({ ...row, bytes: row.bytes.length }) : null;
}

/**
 * Stores (or replaces) the photo of the outlet's item `id`; `base64` the picture. 422 `Foto maksimal
 * 200 KB` (more than MENU_PHOTO_LIMITS.bytes decoded, or a side over maxSide), 422 `Foto harus berupa
 * file JPEG, PNG atau WebP` (anything else, whatever its name or claimed type); 404 another outlet's
 * or an unknown item. Nothing is stored on a refusal.
 */
export async function saveMenuPhoto(db: Db, actor: AuditActor, id: number, base64: string): Promise<PhotoView> {
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length > MENU_PHOTO_LIMITS.bytes) {
    throw badRequest(MENU_PHOTO_MSG.TOO_LARGE);
  }
  const info = sniffPhoto(bytes);
  if (!info) {
    throw badRequest(MENU_PHOTO_MSG.INVALID);
  }
  if ((info.width ?? 0) > MENU_PHOTO_LIMITS.maxSide || (info.height ?? 0) > MENU_PHOTO_LIMITS.maxSide) {
    throw badRequest(MENU_PHOTO_MSG.TOO_LARGE);
  }
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, actor.outletId, id);
    const before = await storedInfo(tx, id);
    const values = { outletId: actor.outletId, bytes, ...info, updatedBy: actor.userId, updatedAt: new Date() };
    const [saved] = await tx
      .insert(menuPhotos)
      .values({ menuItemId: id, ...values })
      .onConflictDoUpdate({ target: menuPhotos.menuItemId, set: values })
      .returning({ updatedAt: menuPhotos.updatedAt });
    const after = auditPhoto({ ...info, bytes: bytes.length });
    await writeAudit(tx, actor, { entity: "menu_photo", entityId: id, action: before ? "update" : "create", before, after });
    await notifyChange(tx, actor.outletId, { topic: "menu", menuTypeIds: [item.menuTypeId] });
    return { menuItemId: id, ...info, bytes: bytes.length, version: saved?.updatedAt.getTime() ?? values.updatedAt.getTime() };
  });
}

/** Removes the photo of the outlet's item `id`, audited. 404 unknown item, another outlet's, or no photo. */
export async function removeMenuPhoto(db: Db, actor: AuditActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const item = await lockItem(tx, actor.outletId, id);
    const before = await storedInfo(tx, id);
    if (!before) {
      throw notFound(MENU_PHOTO_MSG.NOT_FOUND);
    }
    await tx.delete(menuPhotos).where(eq(menuPhotos.menuItemId, id));
    await writeAudit(tx, actor, { entity: "menu_photo", entityId: id, action: "delete", before, after: null });
    await notifyChange(tx, actor.outletId, { topic: "menu", menuTypeIds: [item.menuTypeId] });
  });
}

/** The photo of the outlet's item `id` (bytes, type, version), or 404 `Foto menu tidak ditemukan`. */
export async function readMenuPhoto(
  db: DbOrTx,
  outletId: number,
  id: number,
): Promise<{ bytes: Buffer; contentType: string; version: number }> {
  const [row] = await db
    .select({ bytes: menuPhotos.bytes, contentType: menuPhotos.contentType, updatedAt: menuPhotos.updatedAt })
    .from(menuPhotos)
    .where(and(eq(menuPhotos.menuItemId, id), eq(menuPhotos.outletId, outletId)));
  if (!row) {
    throw notFound(MENU_PHOTO_MSG.NOT_FOUND);
  }
  return { bytes: row.bytes, contentType: row.contentType, version: row.updatedAt.getTime() };
}
