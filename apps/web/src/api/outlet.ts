/**
 * Outlet calls (docs/API.md "Outlet"): stall name, currency and rates, payment methods.
 */
import type { outletInfo, outletSettings, paymentMethod } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";

/** GET /info-waroeng: the stall shown in the user menu. */
export type OutletInfo = z.output<typeof outletInfo>;

/** GET /m-waroeng/waroeng-info: currency ("Rp" or "RM"), default rates and rounding flag. */
export type OutletSettings = z.output<typeof outletSettings>;

/** GET /m-payment-method item; type "cash", "transfer" (EDC banks) or "ewallet". */
export type PaymentMethod = z.output<typeof paymentMethod>;

export async function getOutletInfo(): Promise<OutletInfo> {
  return (await api.get<OutletInfo>("info-waroeng")).data;
}

export async function getOutletSettings(): Promise<OutletSettings> {
  return (await api.get<OutletSettings>("m-waroeng/waroeng-info")).data;
}

export async function listPaymentMethods(): Promise<PaymentMethod[]> {
  return (await api.get<PaymentMethod[]>("m-payment-method")).data;
}
