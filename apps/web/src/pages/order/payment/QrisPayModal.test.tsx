/**
 * The QRIS dialog against a mocked server: static mode waits for the cashier's "Sudah diterima";
 * gateway mode has no such button, polls GET /qris/status and, once the server reports the bill paid,
 * hands it to the receipt flow by itself; money that arrived without a bill is shown to return.
 */
import { screen, waitFor } from "@testing-library/react";
import { QRIS_MSG } from "@waroeng/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { QrisPayModal } from "./QrisPayModal.tsx";

const OK = { code: 200, error: 0, message: "OK" };
const charge = (mode: "static" | "gateway") => ({
  qr_string: "00020101021226",
  order_id: "QRIS-1-42-1",
  amount: 47_200,
  bill_total: 47_200,
  unique_amount: 0,
  expires_at: "2026-11-28T21:15:00.000Z",
  mode,
  status: "pending",
  merchant_name: "WAROENG SS",
  merchant_city: "JAKARTA",
});
const status = (over: Record<string, unknown>) => ({
  order_id: "QRIS-1-42-1",
  status: "pending",
  expires_at: "2026-11-28T21:15:00.000Z",
  mode: "gateway",
  rekap_id: null,
  issuer: null,
  to_return: 0,
  ...over,
});

/** The server: the charge of `mode`, then the status replies in turn (the last one repeats). */
function server(mode: "static" | "gateway", statuses: Array<Record<string, unknown>> = []) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      asked.push(url);
      if (url.includes("qris/charge")) {
        return Response.json({ meta: OK, data: charge(mode) });
      }
      if (url.includes("qris/status")) {
        return Response.json({ meta: OK, data: statuses.length > 1 ? statuses.shift() : statuses[0] });
      }
      return Response.json({ meta: OK, data: null });
    }),
  );
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const props = { opened: true, transactionId: 42, total: 47_200, currency: "IDR" as const, busy: false, onClose: () => undefined };

describe("QrisPayModal", () => {
  it("static QRIS: the cashier confirms with Sudah diterima; nothing is polled", async () => {
    const asked = server("static");
    const onPay = vi.fn();
    renderWithProviders(<QrisPayModal {...props} onPay={onPay} onPaidByGateway={() => undefined} />);
    expect(await screen.findByTestId("qris-received")).toHaveTextContent(QRIS_MSG.RECEIVED);
    expect(screen.queryByTestId("qris-waiting")).toBeNull();
    expect(asked.some((u) => u.includes("qris/status"))).toBe(false);
  });

  it("gateway QRIS: no Sudah diterima; waits, and once the server paid the bill hands it over by itself", async () => {
    server("gateway", [status({}), status({ status: "paid", rekap_id: 777, issuer: "gopay" })]);
    const onPaid = vi.fn();
    const onPay = vi.fn();
    renderWithProviders(<QrisPayModal {...props} onPay={onPay} onPaidByGateway={onPaid} />);
    expect(await screen.findByTestId("qris-waiting")).toHaveTextContent(QRIS_MSG.WAITING);
    expect(screen.queryByTestId("qris-received")).toBeNull();
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(777), { timeout: 6000 });
    expect(onPaid).toHaveBeenCalledOnce();
    expect(onPay).not.toHaveBeenCalled();
  });

  it("gateway QRIS: money that arrived without a bill is shown to return", async () => {
    server("gateway", [status({ status: "cancelled", to_return: 47_200 })]);
    const onPaid = vi.fn();
    renderWithProviders(<QrisPayModal {...props} onPay={() => undefined} onPaidByGateway={onPaid} />);
    expect(await screen.findByTestId("qris-to-return")).toHaveTextContent(QRIS_MSG.TO_RETURN);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("gateway QRIS: a shown charge cancelled by the server (an older QR of the bill paid it) stops the waiting", async () => {
    server("gateway", [status({}), status({ status: "cancelled" })]);
    renderWithProviders(<QrisPayModal {...props} onPay={() => undefined} onPaidByGateway={() => undefined} />);
    expect(await screen.findByTestId("qris-waiting")).toHaveTextContent(QRIS_MSG.WAITING);
    expect(await screen.findByTestId("qris-not-waiting", {}, { timeout: 6000 })).toHaveTextContent(QRIS_MSG.NOT_WAITING);
    expect(screen.queryByTestId("qris-waiting")).toBeNull();
  });
});
