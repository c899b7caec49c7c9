/** Outlet rows → the wire names of docs/API.md "Outlet" (foundations §3, payment §7). */
import { currencyFromOutlet } from "@waroeng/domain";
import type { paymentMethods, transactionTypes } from "../../db/schema/index.ts";
import type { OutletRow } from "./outlet.service.ts";

/** `GET /info-waroeng`: `{ m_w_id, m_w_nama, m_w_alamat, m_w_telp, m_area_nama }`. */
export function presentOutletInfo(o: OutletRow) {
  return { m_w_id: o.id, m_w_nama: o.name, m_w_alamat: o.address, m_w_telp: o.phone, m_area_nama: o.areaName };
}

/** The display currency of an outlet: "RM" for ringgit outlets, else "Rp". */
function currencyLabel(o: Pick<OutletRow, "currency">): "Rp" | "RM" {
  return currencyFromOutlet(o.currency) === "MYR" ? "RM" : "Rp";
}

/**
 * `GET /m-waroeng/waroeng-info`: `{ m_w_id, m_w_nama, currency, pajak, service_charge, pembulatan }`.
 * `pajak` and `service_charge` are percent numbers (basis points / 100, e.g. 1000 bp → 10).
 */
export function presentOutletSettings(o: OutletRow) {
  return {
    m_w_id: o.id,
    m_w_nama: o.name,
    currency: currencyLabel(o),
    pajak: o.taxRateBp / 100,
    service_charge: o.serviceChargeRateBp / 100,
    pembulatan: o.rounding,
  };
}

/** `GET /type-transactions/all` item: `{ id, name, group }`. */
export function presentTransactionType(t: typeof transactionTypes.$inferSelect) {
  return { id: t.id, name: t.name, group: t.group };
}

/** `GET /m-payment-method` item: `{ m_payment_method_id, name, type, color }`. */
export function presentPaymentMethod(m: Pick<typeof paymentMethods.$inferSelect, "id" | "name" | "type" | "color">) {
  return { m_payment_method_id: m.id, name: m.name, type: m.type, color: m.color };
}

/** `GET /m-waroeng/waroeng-user` item: `{ m_w_id, m_w_nama }`. */
export function presentWorkableOutlet(o: { id: number; name: string }) {
  return { m_w_id: o.id, m_w_nama: o.name };
}
