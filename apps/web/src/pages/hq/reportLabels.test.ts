import { describe, expect, it } from "vitest";
import { periodLabel, shownDate } from "./reportLabels.ts";

describe("dates inside head office's reports", () => {
  it("shows days DD/MM/YYYY, weeks Monday – Sunday, months MM/YYYY", () => {
    expect(periodLabel("day", "2026-11-29", "2026-11-29")).toBe("29/11/2026");
    expect(periodLabel("week", "2026-12-28", "2026-W53")).toBe("28/12/2026 – 03/01/2027");
    expect(periodLabel("month", "2026-02", "2026-02")).toBe("02/2026");
  });

  it("leaves names and hours as they are", () => {
    expect(periodLabel("outlet", "1", "Waroeng Demo")).toBe("Waroeng Demo");
    expect(periodLabel("hour", "9", "09:00")).toBe("09:00");
    expect(shownDate("2026-01-05")).toBe("05/01/2026");
  });
});
