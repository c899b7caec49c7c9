import { describe, expect, it } from "vitest";
import { ADMIN_SECTIONS, sectionActive } from "./sections.ts";

describe("the back office's side list", () => {
  it("marks only the section shown: Rekonsiliasi QRIS is not also Laporan", () => {
    const active = (pathname: string) => ADMIN_SECTIONS.filter((s) => sectionActive(pathname, s.path)).map((s) => s.path);
    expect(active("/admin/laporan-qris")).toEqual(["laporan-qris"]);
    expect(active("/admin/laporan")).toEqual(["laporan"]);
    expect(active("/admin/menu/12")).toEqual(["menu"]);
    expect(active("/admin")).toEqual([]);
  });
});
