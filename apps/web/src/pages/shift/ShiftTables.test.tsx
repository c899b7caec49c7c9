/**
 * Rekap Kasir's sales by menu (ShiftTables.tsx): a long shift's list scrolls inside its box, and a
 * keyboard user can reach and scroll it (a named region in the tab order; axe scrollable-region-focusable).
 */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CASH_UI } from "@waroeng/domain";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { MenuSalesTable } from "./ShiftTables.tsx";

describe("MenuSalesTable", () => {
  it("puts its scrolling list in the tab order as a region named after the recap", async () => {
    const menu = Array.from({ length: 40 }, (_, i) => ({ m_produk_nama: `Menu ${i + 1}`, qty: 1, nominal: 10_000 }));
    const sales = { menu, reg_category_sales: [], ojol_category_sales: [] } as unknown as Parameters<typeof MenuSalesTable>[0]["sales"];
    renderWithProviders(<MenuSalesTable sales={sales} />);
    const region = screen.getByRole("region", { name: CASH_UI.SALES_RECAP });
    expect(region).toContainElement(screen.getByText("Menu 40"));
    await userEvent.tab();
    expect(region).toHaveFocus();
  });
});
