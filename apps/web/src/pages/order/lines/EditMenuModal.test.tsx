/**
 * Edit Menu's price rights: a role that may not discount (pelayan) sees only the switches and sends
 * no discount; a cashier whose discount is above the outlet's limit is asked for a supervisor's
 * login in the popup, and the save is sent again with the approval.
 */

import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LINE_MSG } from "@waroeng/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OrderLine } from "../../../api/orders.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { EditMenuModal } from "./EditMenuModal.tsx";

const LINE = {
  id: 41,
  tmp_transaction_detail_id: 41,
  tmp_transaction_id: 7,
  m_produk_id: 3,
  m_produk_nama: "Ayam Goreng Dada",
  qty: 1,
  price: 18_000,
  tax_status: 1,
  service_charge_status: 1,
  discount: 0,
  discount_type: "",
} as unknown as OrderLine;

const envelope = (data: unknown, message = "OK", code = 200) => ({ meta: { code, error: code === 200 ? 0 : 1, message }, data });

/** The server: GET /user as `role`; changeMenuDetail refused for an approval until one is sent; POST /approve → 77. */
function serverAnswers(role: string) {
  const edits: Array<Record<string, unknown>> = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const reply = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    if (url.includes("changeMenuDetail")) {
      const body = JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>;
      edits.push(body);
      return body.discount_type === "Persen" && body.approval_id === undefined
        ? reply(envelope(null, LINE_MSG.DISCOUNT_NEEDS_APPROVAL, 403), 403)
        : reply(envelope([], LINE_MSG.LINE_EDITED));
    }
    if (url.includes("approve")) {
      return reply(envelope({ id: 77 }));
    }
    if (url.includes("waroeng-info")) {
      return reply(envelope({ currency: "Rp", m_w_id: 1 }));
    }
    return reply(envelope({ id: 1, name: "Uji", email: "uji@demo.test", role, m_w_id: 1 }));
  });
  vi.stubGlobal("fetch", fetchMock);
  return edits;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("EditMenuModal", () => {
  it("shows a pelayan the switches only, and sends no discount", async () => {
    const edits = serverAnswers("pelayan");
    const onDone = vi.fn();
    renderWithProviders(<EditMenuModal line={LINE} onClose={vi.fn()} onDone={onDone} currency="IDR" />);
    const user = userEvent.setup({ delay: null });
    expect(screen.queryByTestId("edit-type")).toBeNull();
    await user.click(screen.getByTestId("edit-tax"));
    await user.click(screen.getByTestId("edit-save"));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(edits[0]).toMatchObject({ tax_status: 0, service_charge_status: 1 });
    expect(edits[0]).not.toHaveProperty("discount_type");
  });

  it("asks a cashier for the supervisor's login when the discount needs an approval, then saves with it", async () => {
    const edits = serverAnswers("kasir");
    const onDone = vi.fn();
    renderWithProviders(<EditMenuModal line={LINE} onClose={vi.fn()} onDone={onDone} currency="IDR" />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByText(LINE_MSG.PERCENT));
    await user.type(screen.getByTestId("edit-percent"), "100");
    await user.click(screen.getByTestId("edit-save"));
    expect(await screen.findByTestId("edit-approval")).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    await user.type(screen.getByTestId("edit-approval-email"), "kacab@demo.test");
    await user.type(screen.getByTestId("edit-approval-password"), "demo12345");
    await user.click(screen.getByTestId("edit-save"));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(edits.at(-1)).toMatchObject({ discount_type: "Persen", discount: "100", approval_id: 77 });
  });
});
