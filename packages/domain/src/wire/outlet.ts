/** Outlet replies (docs/API.md "Outlet"; foundations §3, payment §7). */
import { z } from "zod";
import { envelope, wireId, wirePercent } from "./envelope.ts";

/** `GET /info-waroeng` data. */
export const outletInfo = z.strictObject({
  m_w_id: wireId,
  m_w_nama: z.string(),
  m_w_alamat: z.string(),
  m_w_telp: z.string(),
  m_area_nama: z.string(),
});
export const currencyLabel = z.enum(["Rp", "RM"]);
/** `GET /m-waroeng/waroeng-info` data. */
export const outletSettings = z.strictObject({
  m_w_id: wireId,
  m_w_nama: z.string(),
  currency: currencyLabel,
  pajak: wirePercent,
  service_charge: wirePercent,
  pembulatan: z.string().describe('"ya" or "tidak"'),
});
/** `GET /m-waroeng/waroeng-user` item. */
export const workableOutlet = z.strictObject({ m_w_id: wireId, m_w_nama: z.string() });
/** `GET /type-transactions/all` item. */
export const transactionType = z.strictObject({ id: wireId, name: z.string(), group: z.string().describe('"reguler" or "ojol"') });
/** `GET /m-payment-method` item. */
export const paymentMethod = z.strictObject({
  m_payment_method_id: wireId,
  name: z.string(),
  type: z.string().describe('"cash", "transfer", "ewallet", "lostbill" or "gratis"'),
  color: z.string(),
});

export const outletReplies = {
  info: envelope(outletInfo),
  settings: envelope(outletSettings, { currency: currencyLabel }),
  workable: envelope(z.array(workableOutlet)),
  transactionTypes: envelope(z.array(transactionType)),
  paymentMethods: envelope(z.array(paymentMethod)),
};
