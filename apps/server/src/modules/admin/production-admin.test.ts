/**
 * Back office · Produksi: the owner and kacab add and rename production stations and
 * screens; names stay unique per outlet; every other role is refused; another outlet's rows are 404;
 * every change is audited and a new screen appears in the screens' list with empty plotting.
 */
import { can, ROLES } from "@waroeng/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, productionScreens, stations } from "../../db/schema/index.ts";
import { buildCategory, buildScreen, buildStation } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
/** A station cooking two built categories, and two screens showing it. */
let goreng: { stationId: number; name: string };
let screens: Array<{ screenId: number; name: string }>;
beforeAll(async () => {
  t = await createTestApp();
  const categories = [(await buildCategory(t)).categoryId, (await buildCategory(t)).categoryId];
  goreng = await buildStation(t, { categories });
  const side = { stations: [goreng.stationId], transactionTypeIds: [1, 2] };
  screens = [await buildScreen(t, { left: side, right: side }), await buildScreen(t, { left: side, right: side })];
});
afterAll(async () => {
  await t.close();
});

const snapshot = async () => ({
  stations: await t.db.select().from(stations).orderBy(stations.id),
  screens: await t.db.select().from(productionScreens).orderBy(productionScreens.id),
  audit: await t.db.select().from(auditLog).orderBy(auditLog.id),
});

describe("production stations and screens", () => {
  it("adds and renames a station and a screen, audited; the new screen lists with empty plotting", async () => {
    const list = await t.call("GET", "/api/admin/production", { as: "owner" });
    expect(list.body.data.stations.map((s: { m_plot_produksi_nama: string }) => s.m_plot_produksi_nama)).toContain(goreng.name);
    const listed = list.body.data.stations.find((s: { m_plot_produksi_id: number }) => s.m_plot_produksi_id === goreng.stationId);
    expect(listed).toMatchObject({ m_plot_produksi_nama: goreng.name, categories: 2 });

    const station = await t.call("POST", "/api/admin/stations", { as: "kacab", body: { m_plot_produksi_nama: "Kukus" } });
    expect(station.body.data).toMatchObject({ m_plot_produksi_nama: "Kukus", categories: 0 });
    const renamed = await t.call("POST", `/api/admin/stations/${station.body.data.m_plot_produksi_id}`, {
      as: "owner",
      body: { m_plot_produksi_nama: "Kukus Dimsum" },
    });
    expect(renamed.body.data.m_plot_produksi_nama).toBe("Kukus Dimsum");

    const screen = await t.call("POST", "/api/admin/screens", { as: "owner", body: { layar_name: "Layar Dimsum" } });
    expect(screen.status).toBe(200);
    const all = await t.call("GET", "/api/m-layar-produksi/all", { as: "kasir" });
    const shown = all.body.data.find((s: { id: number }) => s.id === screen.body.data.id);
    expect(shown.layar_name).toBe("Layar Dimsum");
    expect(
      (await t.call("POST", `/api/admin/screens/${screen.body.data.id}`, { as: "owner", body: { layar_name: "Layar Kukus" } })).body.data
        .layar_name,
    ).toBe("Layar Kukus");

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "screen"), eq(auditLog.entityId, screen.body.data.id)))
      .orderBy(auditLog.id);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ["create", null, { layar_name: "Layar Dimsum" }],
      ["update", { layar_name: "Layar Dimsum" }, { layar_name: "Layar Kukus" }],
    ]);
  });

  it("refuses duplicate and bad names, other roles and another outlet's rows, changing nothing", async () => {
    const [first, second] = screens as [(typeof screens)[0], (typeof screens)[0]];
    const screenId = first.screenId;
    const stationId = goreng.stationId;
    const klStation = { id: (await buildStation(t, { outlet: "DEMO-KL" })).stationId };
    const klSide = { stations: [klStation.id], transactionTypeIds: [1] };
    const klScreen = { id: (await buildScreen(t, { outlet: "DEMO-KL", left: klSide, right: klSide })).screenId };
    const before = await snapshot();
    const bad: Array<[string, Record<string, unknown>, number, string]> = [
      ["/api/admin/stations", { m_plot_produksi_nama: goreng.name }, 409, "Nama plot produksi sudah dipakai"],
      ["/api/admin/stations", { m_plot_produksi_nama: "" }, 422, "Nama plot produksi 1 sampai 40 karakter"],
      ["/api/admin/stations", { m_plot_produksi_nama: "x".repeat(41) }, 422, "Nama plot produksi 1 sampai 40 karakter"],
      ["/api/admin/screens", { layar_name: second.name.toUpperCase() }, 409, "Nama layar produksi sudah dipakai"],
      [`/api/admin/screens/${screenId}`, { layar_name: second.name }, 409, "Nama layar produksi sudah dipakai"],
      ["/api/admin/screens", { layar_name: " " }, 422, "Nama layar produksi 1 sampai 40 karakter"],
    ];
    for (const [url, body, status, message] of bad) {
      const r = await t.call("POST", url, { as: "owner", body });
      expect(r.status, url).toBe(status);
      expect(r.body.meta.message).toBe(message);
    }
    for (const role of ROLES.filter((r) => !can(r, "admin.manage"))) {
      for (const url of [
        "/api/admin/stations",
        `/api/admin/stations/${stationId}`,
        "/api/admin/screens",
        `/api/admin/screens/${screenId}`,
      ]) {
        const r = await t.call("POST", url, { as: role, body: { m_plot_produksi_nama: "Baru", layar_name: "Baru" } });
        expect(r.status, `${role} ${url}`).toBe(403);
      }
      expect((await t.call("GET", "/api/admin/production", { as: role })).status).toBe(403);
    }
    expect(
      (await t.call("POST", `/api/admin/stations/${klStation?.id}`, { as: "owner", body: { m_plot_produksi_nama: "Diambil" } })).status,
    ).toBe(404);
    expect((await t.call("POST", `/api/admin/screens/${klScreen?.id}`, { as: "owner", body: { layar_name: "Diambil" } })).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});
