/**
 * A menu item's photo: the owner uploads, replaces and removes it (audited with its size,
 * never its bytes); only JPEG, PNG or WebP by their first bytes, at most 200 KB; only the outlet's
 * items; admin roles only; the till's menu says which items have one and a cashier of the outlet
 * gets the picture back, another outlet's user a 404.
 */
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, menuItems, menuPhotos } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { outletIdOf } from "../orders/orders.test-helpers.ts";
import { sampleLogo } from "../printing/render-image.test-helpers.ts";

let t: TestApp;
let item: number;
let klItem: number;
beforeAll(async () => {
  t = await createTestApp();
  const first = async (outletId: number) =>
    (
      await t.db
        .select()
        .from(menuItems)
        .where(and(eq(menuItems.outletId, outletId), eq(menuItems.active, true)))
        .orderBy(asc(menuItems.id))
        .limit(1)
    )[0];
  const demoItem = await first(await outletIdOf(t.db));
  item = demoItem?.id ?? 0;
  klItem = (await first(await outletIdOf(t.db, "DEMO-KL")))?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

/** A JPEG header (SOI, APP0, SOF0 of 320 × 240) followed by filler: enough for the sniffing. */
function sampleJpeg(filler = 500): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0xf0, 0x01, 0x40, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01];
  return Buffer.concat([Buffer.from([0xff, 0xd8, ...app0, ...sof0]), Buffer.alloc(filler, 0x55), Buffer.from([0xff, 0xd9])]);
}

const upload = (photo: Buffer | string, as = "owner", id = item) =>
  t.call("POST", `/api/admin/menu/items/${id}/photo`, {
    as,
    body: { photo: typeof photo === "string" ? photo : photo.toString("base64") },
  });
const photoAudit = () => t.db.select().from(auditLog).where(eq(auditLog.entity, "menu_photo")).orderBy(auditLog.id);
const fetchPhoto = async (as: string, id = item, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: `/api/menu-photo/${id}`, headers: { authorization: `Bearer ${await t.login(as)}`, ...headers } });
const tillCard = async (as = "kasir") =>
  ((await t.call("GET", "/api/mmenu", { as })).body.data as Array<{ m_menu_id: number; photo_version: number | null }>).find(
    (m) => m.m_menu_id === item,
  );

describe("a menu item's photo", () => {
  it("refuses a renamed text file, a picture over 200 KB, another outlet's item and every non-admin role, storing nothing", async () => {
    const text = await upload(`data:image/jpeg;base64,${Buffer.from("ini bukan foto, hanya teks biasa").toString("base64")}`);
    expect(text.status).toBe(422);
    expect(text.body.meta.message).toBe("Foto harus berupa file JPEG, PNG atau WebP");
    const big = await upload(sampleJpeg(210 * 1024));
    expect(big.status).toBe(422);
    expect(big.body.meta.message).toBe("Foto maksimal 200 KB");
    expect((await upload(sampleJpeg(), "owner", klItem)).status).toBe(404);
    expect((await upload(sampleJpeg(), "owner", 999_999)).status).toBe(404);
    for (const role of ["kasir", "pelayan", "dapur", "wbd", "opp"]) {
      expect((await upload(sampleJpeg(), role)).status, role).toBe(403);
      expect((await t.call("DELETE", `/api/admin/menu/items/${item}/photo`, { as: role })).status, role).toBe(403);
    }
    expect(await t.db.select().from(menuPhotos)).toEqual([]);
    expect(await photoAudit()).toEqual([]);
    expect((await tillCard())?.photo_version).toBeNull();
    expect((await fetchPhoto("kasir")).statusCode).toBe(404);
  });

  it("stores, replaces and removes the owner's photo, audited without the bytes, and serves it to the outlet's cashier only", async () => {
    const jpeg = sampleJpeg();
    const saved = await upload(`data:image/jpeg;base64,${jpeg.toString("base64")}`);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ m_menu_id: item, content_type: "image/jpeg", width: 320, height: 240, bytes: jpeg.length });
    const version = saved.body.data.photo_version as number;
    expect((await tillCard())?.photo_version).toBe(version);
    const admin = (await t.call("GET", "/api/admin/menu", { as: "owner" })).body.data.find(
      (m: { m_menu_id: number }) => m.m_menu_id === item,
    );
    expect(admin.photo_version).toBe(version);

    const back = await fetchPhoto("kasir");
    expect(back.statusCode).toBe(200);
    expect(back.headers["content-type"]).toBe("image/jpeg");
    expect(back.headers["cache-control"]).toBe("private, max-age=300");
    expect(back.headers.etag).toBe(`"${version}"`);
    expect(back.rawPayload.equals(jpeg)).toBe(true);
    expect((await fetchPhoto("kasir", item, { "if-none-match": `"${version}"` })).statusCode).toBe(304);
    expect((await fetchPhoto("kasir.kl")).statusCode).toBe(404);

    const png = sampleLogo(120, 90);
    const replaced = await upload(png, "kacab");
    expect(replaced.body.data).toMatchObject({ content_type: "image/png", width: 120, height: 90, bytes: png.length });
    expect((await fetchPhoto("pelayan")).rawPayload.equals(png)).toBe(true);

    const removed = await t.call("DELETE", `/api/admin/menu/items/${item}/photo`, { as: "owner" });
    expect(removed.status).toBe(200);
    expect((await t.call("DELETE", `/api/admin/menu/items/${item}/photo`, { as: "owner" })).status).toBe(404);
    expect((await fetchPhoto("kasir")).statusCode).toBe(404);
    expect((await tillCard())?.photo_version).toBeNull();

    const audit = await photoAudit();
    expect(audit.map((a) => [a.action, a.entityId])).toEqual([
      ["create", item],
      ["update", item],
      ["delete", item],
    ]);
    expect(audit[0]?.after).toEqual({ content_type: "image/jpeg", width: 320, height: 240, bytes: jpeg.length });
    expect(audit[1]?.before).toEqual(audit[0]?.after);
    expect(audit[2]).toMatchObject({ before: { content_type: "image/png", width: 120, height: 90, bytes: png.length }, after: null });
    expect(JSON.stringify(audit)).not.toContain(png.toString("base64").slice(0, 40));
  });
});
