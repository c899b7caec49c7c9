/**
 * Outlet calls (docs/API.md "Outlet"): stall name, currency and rates, payment methods.
 */
import { api } from "./client.ts";

/** GET /info-waroeng: the stall shown in the user menu. */
export interface OutletInfo {
  m_w_id: number;
  m_w_nama: string;
  m_w_alamat?: string;
  m_w_telp?: string;
  m_area_nama?: string;
}

/** GET /m-waroeng/waroeng-info: currency ("Rp" or "RM"), default rates and rounding flag. */
export interface OutletSettings {
  m_w_id: number;
  m_w_nama: string;
  currency: string;
  pajak: number;
  service_charge: number;
  pembulatan: string;
}

/** GET /m-payment-method item; type "cash", "transfer" (EDC banks) or "ewallet". */
export interface PaymentMethod {
  m_payment_method_id: number;
  name: string;
  type: string;
  color: string;
}

export async function getOutletInfo(): Promise<OutletInfo> {
  return (await api.get<OutletInfo>("info-waroeng")).data;
}

export async function getOutletSettings(): Promise<OutletSettings> {
  return (await api.get<OutletSettings>("m-waroeng/waroeng-info")).data;
}

export async function listPaymentMethods(): Promise<PaymentMethod[]> {
  return (await api.get<PaymentMethod[]>("m-payment-method")).data;
}
